// "characters": where each character stands, its state, and its cards (the 10 Action cards in exactly one of
// hand, deck and discard; Contamination cards numbered once across all characters).
#include <algorithm>

#include "limits.hpp"
#include "scenario_reader.hpp"

namespace nemesis::scenario_reader {

void Reader::readCards(const Value& c, const std::string& where, Character& ch, const Character& setup,
                       std::map<int, std::string>& contamination) const {
  const std::array<std::string_view, 3> names = {"hand", "deck", "discard"};
  const std::array<std::vector<Card>*, 3> piles = {&ch.hand, &ch.deck, &ch.discard};
  std::array<const Value*, 3> given{};
  bool any = false;
  for (std::size_t k = 0; k < 3; ++k) {
    given[k] = find(c, names[k]);
    any |= given[k] != nullptr;
  }
  if (any) {
    std::array<std::string, kActionDeckSize + 1> seen;  // where each Action card is listed
    for (std::size_t k = 0; k < 3; ++k) {
      piles[k]->clear();
      if (given[k] == nullptr) continue;
      const std::string pw = fieldAt(where, names[k]);
      const Value& v = list(*given[k], pw);
      for (rapidjson::SizeType j = 0; j < v.Size(); ++j) {
        const std::string w = fieldAt(pw, j);
        if (v[j].IsString()) {
          const int number = contaminationNumber(str(v[j]), w);
          if (number > 0 && !contamination.emplace(number, w).second) {
            fail(w, "Contamination card " + std::to_string(number) + " is also at " + contamination[number]);
          }
          piles[k]->push_back(Card{CardKind::Contamination, number});
          continue;
        }
        if (!v[j].IsInt()) {
          fail(w, "expected an Action card number 1-10, \"contamination\" or \"contamination#N\", got " +
                      describeValue(v[j]));
        }
        const int n = number(v[j], w, 1, kActionDeckSize);
        auto& first = seen[static_cast<std::size_t>(n)];
        if (!first.empty()) fail(w, "Action card " + std::to_string(n) + " is also at " + first);
        first = w;
        piles[k]->push_back(Card{CardKind::Action, n});
      }
    }
    if (given[1] == nullptr) {
      // The deck takes the Action cards not listed, in the order the setup shuffled them (top last).
      std::vector<Card> order = setup.deck;
      order.insert(order.end(), setup.hand.rbegin(), setup.hand.rend());
      for (const Card& card : order) {
        if (card.kind == CardKind::Action && seen[static_cast<std::size_t>(card.number)].empty())
          ch.deck.push_back(card);
      }
    } else {
      for (int n = 1; n <= kActionDeckSize; ++n) {
        if (seen[static_cast<std::size_t>(n)].empty()) {
          fail(where, "Action card " + std::to_string(n) +
                          " is in none of hand, deck and discard (each of the 10 is in exactly one)");
        }
      }
    }
  }
  if (const Value* v = find(c, "contamination_in_hand")) {
    const int n = number(*v, fieldAt(where, "contamination_in_hand"), 0, 50);
    for (int i = 0; i < n; ++i) ch.hand.push_back(Card{CardKind::Contamination, 0});
  }
  if (const Value* v = find(c, "contamination_in_discard")) {
    const int n = number(*v, fieldAt(where, "contamination_in_discard"), 0, 50);
    for (int i = 0; i < n; ++i) ch.discard.push_back(Card{CardKind::Contamination, 0});
  }
}

void Reader::readCharacters(const Value& doc, GameState& s, const GameState& setup) const {
  std::map<int, std::string> contamination;  // numbers given explicitly, and where
  if (const Value* v = find(doc, "characters")) {
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const Value& c = (*v)[i];
      if (!c.IsObject()) continue;
      const std::string where = fieldAt("characters", i);
      checkFields(
          c, where,
          {"class", "room", "alive", "hand", "deck", "discard", "contamination_in_hand", "contamination_in_discard",
           "slime", "larva", "light_wounds", "serious_wounds", "passed", "hibernated"});
      Character& ch = s.character(static_cast<int>(i));
      if (const Value* x = find(c, "room")) ch.room = roomIndex(*x, fieldAt(where, "room"));
      if (const Value* x = find(c, "alive")) ch.alive = flag(*x, fieldAt(where, "alive"));
      if (const Value* x = find(c, "slime")) ch.slime = flag(*x, fieldAt(where, "slime"));
      if (const Value* x = find(c, "larva")) ch.larva = flag(*x, fieldAt(where, "larva"));
      if (const Value* x = find(c, "passed")) ch.passed = flag(*x, fieldAt(where, "passed"));
      if (const Value* x = find(c, "hibernated")) ch.hibernated = flag(*x, fieldAt(where, "hibernated"));
      if (const Value* x = find(c, "light_wounds"))
        ch.lightWounds = number(*x, fieldAt(where, "light_wounds"), 0, kLightWoundsPerSerious - 1);
      if (const Value* x = find(c, "serious_wounds"))
        ch.seriousWounds = number(*x, fieldAt(where, "serious_wounds"), 0, kMaxSeriousWounds);
      readCards(c, where, ch, setup.character(static_cast<int>(i)), contamination);
      if (ch.alive && !s.room(ch.room).explored) {
        fail(find(c, "room") != nullptr ? fieldAt(where, "room") : where,
             "a living character cannot stand in unexplored room " + std::to_string(label(ch.room)) +
                 " (mark the room explored in \"rooms\")");
      }
    }
  }
  // Contamination cards written without a number are numbered after every numbered one, in file order (a
  // save numbers every card).
  int next = std::max(setup.nextContamination, contamination.empty() ? 1 : contamination.rbegin()->first + 1);
  for (std::size_t i = 0; i < s.characters.size(); ++i) {
    Character& ch = s.characters[i];
    const std::array<std::vector<Card>*, 3> piles = {&ch.hand, &ch.deck, &ch.discard};
    for (std::size_t k = 0; k < piles.size(); ++k) {
      for (Card& card : *piles[k]) {
        if (card.kind != CardKind::Contamination || card.number != 0) continue;
        if (next > kMaxContamination) {
          fail(fieldAt(fieldAt("characters", i), k == 0   ? "hand"
                                                 : k == 1 ? "deck"
                                                          : "discard"),
               "a Contamination card without a number would be numbered past " + std::to_string(kMaxContamination) +
                   " (number the cards \"contamination#N\")");
        }
        card.number = next++;
      }
    }
  }
  s.nextContamination = next;
}

}  // namespace nemesis::scenario_reader
