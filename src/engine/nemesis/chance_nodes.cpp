// Every draw of a Nemesis resolution, in one place (chance_nodes.hpp): the Noise die, the Intruder bag, the
// supply, the face-down exploration tokens, the attack and Event decks, the Action decks. Each lists its
// outcomes and takes one: a forced outcome first (one that cannot be honoured stops the resolution, and apply
// refuses the command), else the oracle's choice, else the generator exactly as the game always drew.
#include "chance_nodes.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>

#include "resolve.hpp"

namespace nemesis {

namespace {

int effectOf(int token) {
  return static_cast<int>(kExplorationTokens[static_cast<std::size_t>(token)].effect);
}

IntruderType typeOf(int token) {
  return kIntruderTokens[static_cast<std::size_t>(token)].type;
}

// The numbers the Intruder tokens of each type in the bag and the supply show, together: what the players know of
// any one of them (bagOptions).
struct UnseenNumbers {
  static constexpr std::size_t kTypes = kIntruderKinds + 1;  // with the Blank
  static constexpr std::size_t kNumbers = 5;                 // 0 (the Blank) to 4
  std::array<std::array<int, kNumbers>, kTypes> count{};     // [type][number]
  std::array<int, kTypes> total{};                           // [type]
};

UnseenNumbers unseenNumbers(const GameState& s) {
  UnseenNumbers u;
  for (const std::vector<int>* pile : {&s.bag, &s.supply}) {
    for (const int token : *pile) {
      const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];
      ++u.count[static_cast<std::size_t>(t.type)][static_cast<std::size_t>(t.number)];
      ++u.total[static_cast<std::size_t>(t.type)];
    }
  }
  return u;
}

// The pile a card is drawn from: the deck, or the discard pile that will be shuffled into it when it is empty.
const std::vector<int>& drawPile(const std::vector<int>& deck, const std::vector<int>& discard) {
  return deck.empty() ? discard : deck;
}

}  // namespace

ChanceOptions noiseDieOptions() {
  ChanceOptions o;
  for (const NoiseResult face : kNoiseDieFaces) o.add(static_cast<int>(face));
  return o;
}

ChanceOptions bagOptions(const GameState& s) {
  // P(type t, number n) = (bag[t] / bag size) * (unseen[t][n] / unseen[t]): counts over the common total
  // bag size * L, where L is the least common multiple of the unseen[t] of the types in the bag (at most 24).
  std::array<int, UnseenNumbers::kTypes> inBag{};
  for (const int token : s.bag) ++inBag[static_cast<std::size_t>(typeOf(token))];
  const UnseenNumbers u = unseenNumbers(s);
  int common = 1;
  for (std::size_t t = 0; t < UnseenNumbers::kTypes; ++t) {
    if (inBag[t] > 0) common = std::lcm(common, u.total[t]);
  }
  ChanceOptions o;
  for (std::size_t t = 0; t < UnseenNumbers::kTypes; ++t) {
    if (inBag[t] == 0) continue;
    for (std::size_t n = 0; n < UnseenNumbers::kNumbers; ++n) {
      const int shows = u.count[t][n];
      if (shows > 0) {
        o.add(tokenKey(static_cast<IntruderType>(t), static_cast<int>(n)), inBag[t] * shows * (common / u.total[t]));
      }
    }
  }
  return o;
}

ChanceOptions supplyOptions(const GameState& s, IntruderType type) {
  ChanceOptions o;
  const auto held = std::count_if(s.supply.begin(), s.supply.end(), [&](int token) { return typeOf(token) == type; });
  if (held > 0) o.add(tokenKey(type, 0), static_cast<int>(held));
  return o;
}

ChanceOptions explorationOptions(const GameState& s, int room) {
  ChanceOptions o;
  for (int i = 0; i < static_cast<int>(s.rooms.size()); ++i) {
    const RoomState& r = s.room(i);
    if (r.explorationToken >= 0 && (i == room || !r.explored)) o.add(effectOf(r.explorationToken));
  }
  for (const int token : s.unusedExploration) o.add(effectOf(token));
  return o;
}

ChanceOptions attackOptions(const GameState& s) {
  ChanceOptions o;
  for (const int card : drawPile(s.attackDeck, s.attackDiscard)) {
    o.add(static_cast<int>(kAttackCards[static_cast<std::size_t>(card)].kind));
  }
  return o;
}

ChanceOptions eventOptions(const GameState& s) {
  ChanceOptions o;
  for (const int card : drawPile(s.eventDeck, s.eventDiscard)) o.add(card);
  return o;
}

ChanceOptions handCardOptions(const GameState& s, int character) {
  const Character& c = s.character(character);
  ChanceOptions o;
  for (const Card& card : c.deck.empty() ? c.discard : c.deck) o.add(static_cast<int>(card.kind));
  return o;
}

namespace detail {

namespace {

// The oracle's outcome at a node: the value of the option it chose.
int oracleValue(Resolver& r, ChanceNodeKind kind, const ChanceOptions& options) {
  const std::size_t i = r.oracle->choose(kind, options.view());
  if (i >= options.size) {
    throw std::out_of_range("ChanceOracle::choose returned option " + std::to_string(i) + " of " +
                            std::to_string(options.size));
  }
  return options.items[i].value;
}

Verdict impossible(ChanceNodeKind kind, int value) {
  return Verdict{Refusal::ForcedOutcomeImpossible, static_cast<int>(kind), value};
}

// The bag index of a token showing `key` (type and number), for the oracle's outcome. The players cannot tell
// which tokens of a type lie in the bag and which in the supply, so when the bag has no token showing it, one of
// the type is swapped with one showing it from the supply (bagOptions lists only what is so found).
std::size_t bagTokenShowing(GameState& s, int key) {
  const auto shows = [&](int token) { return tokenKey(token) == key; };
  const auto here = std::find_if(s.bag.begin(), s.bag.end(), shows);
  if (here != s.bag.end()) return static_cast<std::size_t>(here - s.bag.begin());
  const auto there = std::find_if(s.supply.begin(), s.supply.end(), shows);
  const auto same =
      std::find_if(s.bag.begin(), s.bag.end(), [&](int token) { return typeOf(token) == tokenKeyType(key); });
  if (there == s.supply.end() || same == s.bag.end()) {
    throw std::logic_error("bagOptions listed a token the bag and the supply cannot show: " + std::to_string(key));
  }
  std::swap(*there, *same);
  return static_cast<std::size_t>(same - s.bag.begin());
}

// Puts a face-down token that `wanted` accepts on `room`, swapped with one from the unused pile or from another
// unexplored room, so every token stays where exactly one token was. False when there is none.
template <typename Wanted>
bool swapTokenIn(GameState& s, int room, const Wanted& wanted) {
  int& here = s.room(room).explorationToken;
  if (wanted(here)) return true;
  for (int& t : s.unusedExploration) {
    if (wanted(t)) {
      std::swap(t, here);
      return true;
    }
  }
  for (int i = 0; i < static_cast<int>(s.rooms.size()); ++i) {
    RoomState& other = s.room(i);
    if (i != room && !other.explored && other.explorationToken >= 0 && wanted(other.explorationToken)) {
      std::swap(other.explorationToken, here);
      return true;
    }
  }
  return false;
}

struct CardDraw {
  int card = -1;  // -1: no card in the deck or its discard (a state made by hand), or a forced card missing
  bool forced = false;
  bool reshuffled = false;
};

// A card from a deck with a discard pile (the attack deck, the Event deck), the one way both are drawn. An empty
// deck first becomes its discard pile, shuffled (the rulings AttackDeckReshuffle, EventDeckReshuffle): a forced
// card is then taken from that new deck, so forcing a card never skips the reshuffle. A forced card (`wanted`)
// is looked for in the deck, then in the discard pile. The oracle chooses by `key` (the deck's order is
// unknown, so any card of the chosen kind is the one on top); the walk needs no shuffle, so it skips it.
template <typename Wanted, typename Key>
CardDraw drawFromDeck(Resolver& r, ChanceNodeKind kind, std::vector<int>& deck, std::vector<int>& discard,
                      const Wanted* wanted, int wantedValue, const Key& key) {
  CardDraw d;
  if (deck.empty() && !discard.empty()) {
    deck.swap(discard);
    if (r.oracle == nullptr) r.s.chance.shuffle(deck);
    d.reshuffled = true;
  }
  if (wanted != nullptr) {
    for (auto* pile : {&deck, &discard}) {
      const auto it = std::find_if(pile->begin(), pile->end(), *wanted);
      if (it == pile->end()) continue;
      d.card = *it;
      d.forced = true;
      pile->erase(it);
      return d;
    }
    r.fail(impossible(kind, wantedValue));
    return d;
  }
  if (deck.empty()) return d;
  if (r.oracle != nullptr) {
    ChanceOptions options;
    for (const int card : deck) options.add(key(card));
    const int value = oracleValue(r, kind, options);
    const auto it = std::find_if(deck.begin(), deck.end(), [&](int card) { return key(card) == value; });
    d.card = *it;
    deck.erase(it);
    return d;
  }
  d.card = deck.back();
  deck.pop_back();
  return d;
}

}  // namespace

NoiseResult rollNoiseDie(Resolver& r, bool& forced) {
  GameState& s = r.s;
  if (auto f = Chance::popFront(s.chance.forced.noise)) {
    forced = true;
    return *f;
  }
  forced = false;
  if (r.oracle != nullptr) return static_cast<NoiseResult>(oracleValue(r, ChanceNodeKind::NoiseDie, noiseDieOptions()));
  return kNoiseDieFaces[static_cast<std::size_t>(s.chance.below(static_cast<int>(kNoiseDieFaces.size())))];
}

std::optional<std::size_t> drawBagToken(Resolver& r, bool& forced) {
  GameState& s = r.s;
  forced = false;
  if (auto f = Chance::popFront(s.chance.forced.bag)) {
    for (std::size_t i = 0; i < s.bag.size(); ++i) {
      const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(s.bag[i])];
      if (t.type == f->type && (f->number == 0 || t.number == f->number)) {
        forced = true;
        return i;
      }
    }
    r.fail(impossible(ChanceNodeKind::BagToken, tokenKey(f->type, f->number)));
    return std::nullopt;
  }
  if (s.bag.empty()) return std::nullopt;
  if (r.oracle != nullptr) return bagTokenShowing(s, oracleValue(r, ChanceNodeKind::BagToken, bagOptions(s)));
  return s.chance.pick(s.bag.size());
}

std::optional<std::size_t> drawSupplyToken(Resolver& r, IntruderType type) {
  GameState& s = r.s;
  const auto ofType = [&](int token) { return typeOf(token) == type; };
  if (r.oracle != nullptr) {
    const ChanceOptions options = supplyOptions(s, type);
    if (options.empty()) return std::nullopt;
    (void)oracleValue(r, ChanceNodeKind::SupplyToken, options);
    // Any of them: its number is unseen, and bagOptions reads the bag and the supply together.
    return static_cast<std::size_t>(std::find_if(s.supply.begin(), s.supply.end(), ofType) - s.supply.begin());
  }
  // Which one: a random token of the type in the supply (they differ only in the hidden number).
  std::vector<std::size_t> matching;
  for (std::size_t i = 0; i < s.supply.size(); ++i) {
    if (ofType(s.supply[i])) matching.push_back(i);
  }
  const std::optional<std::size_t> pick = s.chance.pick(matching.size());
  if (!pick) return std::nullopt;
  return matching[*pick];
}

bool revealExplorationToken(Resolver& r, int room) {
  GameState& s = r.s;
  if (auto f = Chance::popFront(s.chance.forced.exploration)) {
    const auto wanted = [&](int token) {
      const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(token)];
      return t.effect == f->effect && (f->items == 0 || t.items == f->items);
    };
    if (swapTokenIn(s, room, wanted)) return true;
    r.fail(impossible(ChanceNodeKind::ExplorationToken, static_cast<int>(f->effect) * 8 + f->items));
    return false;
  }
  if (r.oracle != nullptr) {
    const int effect = oracleValue(r, ChanceNodeKind::ExplorationToken, explorationOptions(s, room));
    swapTokenIn(s, room, [&](int token) { return effectOf(token) == effect; });
  }
  return false;  // the token dealt face down at setup
}

int drawAttackCard(Resolver& r, bool& forced) {
  GameState& s = r.s;
  const std::optional<AttackKind> f = Chance::popFront(s.chance.forced.attack);
  const auto kindOf = [](int card) { return static_cast<int>(kAttackCards[static_cast<std::size_t>(card)].kind); };
  const auto matches = [&](int card) { return kindOf(card) == static_cast<int>(*f); };
  const CardDraw d = drawFromDeck(r, ChanceNodeKind::AttackCard, s.attackDeck, s.attackDiscard, f ? &matches : nullptr,
                                  f ? static_cast<int>(*f) : 0, kindOf);
  if (d.reshuffled) {
    r.emit(RuleId::AttackDeckReshuffle,
           ev::AttackDeckReshuffled{static_cast<int>(s.attackDeck.size()) + (d.card >= 0 ? 1 : 0)});
  }
  forced = d.forced;
  return d.card;
}

int drawEventCard(Resolver& r, bool& forced) {
  GameState& s = r.s;
  const std::optional<int> f = Chance::popFront(s.chance.forced.event);
  const auto matches = [&](int card) { return card == *f - 1; };
  const auto itself = [](int card) { return card; };
  const CardDraw d = drawFromDeck(r, ChanceNodeKind::EventCard, s.eventDeck, s.eventDiscard, f ? &matches : nullptr,
                                  f ? *f : 0, itself);
  if (d.reshuffled) {
    r.emit(RuleId::EventDeckReshuffle,
           ev::EventDeckReshuffled{static_cast<int>(s.eventDeck.size()) + (d.card >= 0 ? 1 : 0)});
  }
  forced = d.forced;
  return d.card;
}

void shuffleIntoDeck(Resolver& r, std::vector<int>& deck) {
  if (r.oracle == nullptr) r.s.chance.shuffle(deck);
}

bool drawIntoHand(Resolver& r, int character) {
  GameState& s = r.s;
  Character& c = s.character(character);
  if (c.deck.empty()) {
    if (c.discard.empty()) return false;
    c.deck.swap(c.discard);
    if (r.oracle == nullptr) s.chance.shuffle(c.deck);
    r.emit(RuleId::HandRefill, ev::DeckReshuffled{character, static_cast<int>(c.deck.size())});
  }
  auto drawn = c.deck.end() - 1;
  if (r.oracle != nullptr) {
    const int kind = oracleValue(r, ChanceNodeKind::HandCard, handCardOptions(s, character));
    drawn = std::find_if(c.deck.begin(), c.deck.end(),
                         [&](const Card& card) { return static_cast<int>(card.kind) == kind; });
  }
  c.hand.push_back(*drawn);
  c.deck.erase(drawn);
  return true;
}

}  // namespace detail
}  // namespace nemesis
