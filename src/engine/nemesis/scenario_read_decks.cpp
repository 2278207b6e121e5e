// "attack_deck"/"attack_discard" and "event_deck"/"event_discard": each card of the game is in exactly one
// of its deck and discard pile. A file that gives one of the two lists leaves the other the cards it did not
// name; a file that gives neither keeps the setup's shuffle.
#include <algorithm>
#include <tuple>

#include "scenario_reader.hpp"

namespace nemesis::scenario_reader {

void Reader::readAttackDeck(const Value& doc, GameState& s, const GameState& setup) const {
  const Value* deckV = find(doc, "attack_deck");
  const Value* discardV = find(doc, "attack_discard");
  if (deckV == nullptr && discardV == nullptr) return;
  Claims claims(kAttackCardCount);
  std::vector<Request> requests;
  std::vector<int> deck;
  std::vector<int> discard;
  for (auto [v, field, out] :
       {std::tuple{deckV, "attack_deck", &deck}, std::tuple{discardV, "attack_discard", &discard}}) {
    if (v == nullptr) continue;
    list(*v, field);
    out->assign(v->Size(), -1);
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const std::string w = fieldAt(field, i);
      requests.push_back({attackCard((*v)[i], w), w, preferring({}, kAttackCardCount), &(*out)[i]});
    }
  }
  resolve(requests, claims, kAttackCardKind);
  for (int t : preferring({setup.attackDeck}, kAttackCardCount)) {
    if (!claims.isFree(t)) continue;
    if (deckV == nullptr) {
      deck.push_back(t);
    } else if (discardV == nullptr) {
      discard.push_back(t);
    } else {
      fail("attack_discard", "attack card " + sn::attackCardName(t, true) +
                                 " is in neither attack_deck nor attack_discard (each of the 20 is in exactly one)");
    }
  }
  if (discardV == nullptr) std::sort(discard.begin(), discard.end());
  s.attackDeck = deck;
  s.attackDiscard = discard;
}

void Reader::readEventDeck(const Value& doc, GameState& s, const GameState& setup) const {
  // Event cards are named by their number 1-20 (RULES.md §8); the last entry of the deck is drawn first.
  const Value* deckV = find(doc, "event_deck");
  const Value* discardV = find(doc, "event_discard");
  if (deckV == nullptr && discardV == nullptr) return;
  std::vector<std::string> seen(static_cast<std::size_t>(kEventCardCount));
  std::vector<int> deck;
  std::vector<int> discard;
  for (auto [v, field, out] :
       {std::tuple{deckV, "event_deck", &deck}, std::tuple{discardV, "event_discard", &discard}}) {
    if (v == nullptr) continue;
    const auto cards = numbers(*v, field, 1, kEventCardCount);
    for (std::size_t i = 0; i < cards.size(); ++i) {
      std::string& where = seen[static_cast<std::size_t>(cards[i] - 1)];
      if (!where.empty()) fail(fieldAt(field, i), "Event card " + std::to_string(cards[i]) + " is also at " + where);
      where = fieldAt(field, i);
      out->push_back(cards[i] - 1);
    }
  }
  for (int id : setup.eventDeck) {
    if (!seen[static_cast<std::size_t>(id)].empty()) continue;
    if (deckV == nullptr) {
      deck.push_back(id);
    } else if (discardV == nullptr) {
      discard.push_back(id);
    } else {
      fail("event_discard", "Event card " + std::to_string(id + 1) +
                                " is in neither event_deck nor event_discard (each of the 20 is in exactly one)");
    }
  }
  if (discardV == nullptr) std::sort(discard.begin(), discard.end());
  s.eventDeck = deck;
  s.eventDiscard = discard;
}

}  // namespace nemesis::scenario_reader
