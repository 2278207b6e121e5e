// Every draw of a Nemesis resolution, in one place (chance_nodes.hpp): the Noise die, the Intruder bag, the
// supply, the face-down exploration tokens, the attack and Event decks, the Action decks. Each lists its
// outcomes, and one call (draw, below) takes one of them: a forced outcome first (one that cannot be honoured
// stops the resolution, and apply refuses the command), else the oracle's choice, else the generator exactly as
// the game always drew.
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

namespace {

// The die's listing never changes: listed once, not at every roll.
constexpr ChanceOptions kNoiseDie = [] {
  ChanceOptions o;
  for (const NoiseResult face : kNoiseDieFaces) o.add(static_cast<int>(face));
  return o;
}();

}  // namespace

ChanceOptions noiseDieOptions() {
  return kNoiseDie;
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

// The oracle's outcome at a node (the kernel's oracleValue, engine/kernel/chance.hpp).
int oracleValue(Resolver& r, ChanceNodeKind kind, const ChanceOptions& options) {
  return nemesis::oracleValue(*r.oracle, kind, options);
}

Verdict impossible(ChanceNodeKind kind, int value) {
  return Verdict{Refusal::ForcedOutcomeImpossible, {.chance = kind, .outcome = value}};
}

// A listed outcome as a pile holds it: the option's value, and which of the pieces showing it (the nth, in the
// pile's order). The oracle takes the first; a roll on the listing says which it drew.
using Shown = ChanceRoll;

// What a draw took, and whether a forced outcome chose it.
template <typename T>
struct Drawn {
  T what;
  bool forced = false;
};

// The generator's roll on a listing (the kernel's rollOn): the Noise die's faces are listed in the order of
// kNoiseDieFaces, so a roll is the same draw and the same face as one over them.
Shown roll(Chance& chance, const ChanceOptions& options) {
  return rollOn(chance.rng, options);
}

// The one draw (docs/design.md §4, §11): every chance node of a resolution takes its outcome here, and the oracle
// and the generator take it from the node's listing (chance_nodes.hpp), so the odds walk the outcomes the game
// takes:
// 1. a queued forced outcome of the node's kind: the piece it names, where the node finds it (node.honour). A
//    forced outcome is a tool of tests, lessons and the debug overlay, and names pieces as the game holds them,
//    not as the players see the draw: a card from the deck or else its discard pile, a token of the bag by its
//    number, a face-down token by its items. None found stops the resolution, and apply refuses the command
//    (ForcedOutcomeImpossible);
// 2. else the oracle's choice among the listed outcomes (the odds walk, move_odds.hpp);
// 3. else the generator's: a roll on the listing weighted by its counts (the Noise die, a token from the supply),
//    or, from a pile the game dealt face down with the generator (a shuffled deck, the face-down tokens, the bag
//    with the Adults dealt into it at setup), the piece that deal holds (node.dealt: the top card, the token on
//    the room, a uniform token of the bag by one draw over its size): always one of the listed outcomes
//    (tests/test_chance_draw.cpp), taken with the listing's odds over the deals the players cannot tell apart
//    (tests/tools/odds_montecarlo.cpp samples them). A roll on the listing instead would draw where the game never
//    drew (and the bag's listing weighs the numbers the players cannot see, over a larger total): other games for
//    the same seed, and the golden replays would no longer replay. So the game lists a dealt pile only when an
//    oracle asks: play pays nothing for the listings.
// Nothing when there is nothing to draw (an empty listing, an empty pile) or a forced outcome failed.
template <typename Node>
std::optional<Drawn<typename Node::Result>> draw(Resolver& r, Node& node) {
  using Result = typename Node::Result;
  if constexpr (requires { node.forcedQueue(); }) {
    if (const auto f = Chance::popFront(node.forcedQueue())) {
      const std::optional<Result> got = node.honour(*f);
      if (!got) {
        r.fail(impossible(Node::kKind, Node::named(*f)));
        return std::nullopt;
      }
      return Drawn<Result>{*got, true};
    }
  }
  if constexpr (requires { node.dealt(); }) {
    if (r.oracle == nullptr) {
      const std::optional<Result> dealt = node.dealt();
      if (!dealt) return std::nullopt;
      return Drawn<Result>{*dealt, false};
    }
  }
  const ChanceOptions& options = node.options();
  if (options.empty()) return std::nullopt;
  const Shown shown = r.oracle != nullptr ? Shown{oracleValue(r, Node::kKind, options), 0} : roll(r.s.chance, options);
  return Drawn<Result>{node.take(shown), false};
}

// A shuffle of a deck's order, which only the generator reads: the odds walk never shuffles.
template <typename T>
void shuffle(Resolver& r, std::vector<T>& deck) {
  if (r.oracle == nullptr) r.s.chance.shuffle(deck);
}

// An empty deck becomes its discard pile, shuffled (the rulings AttackDeckReshuffle, EventDeckReshuffle, and
// RULES.md §5 for the Action decks); true when it did. A draw, forced ones included, comes after.
template <typename T>
bool reshuffleWhenEmpty(Resolver& r, std::vector<T>& deck, std::vector<T>& discard) {
  if (!deck.empty() || discard.empty()) return false;
  deck.swap(discard);
  shuffle(r, deck);
  return true;
}

// The oracle's card: the first from the bottom of the deck whose key is its outcome (the deck's order is unknown,
// so any card of that key is the one on top), taken out of it.
template <typename T, typename Key>
T takeShowing(std::vector<T>& pile, const Key& key, Shown x) {
  const auto it = std::find_if(pile.begin(), pile.end(), [&](const T& card) { return key(card) == x.value; });
  if (it == pile.end()) throw std::logic_error("a listed card is not in its deck: " + std::to_string(x.value));
  T card = *it;
  pile.erase(it);
  return card;
}

// The top card of a dealt deck (its back), taken off it; nothing when the deck is empty.
template <typename T>
std::optional<T> takeTop(std::vector<T>& pile) {
  if (pile.empty()) return std::nullopt;
  T card = pile.back();
  pile.pop_back();
  return card;
}

// The nodes: each names its listing (options), its forced outcomes and how its pieces lie in the game; draw does
// the rest.

struct NoiseDie {
  static constexpr ChanceNodeKind kKind = ChanceNodeKind::NoiseDie;
  using Result = NoiseResult;
  GameState& s;

  static const ChanceOptions& options() { return kNoiseDie; }

  [[nodiscard]] std::vector<NoiseResult>& forcedQueue() const { return s.chance.forced.noise; }
  static std::optional<NoiseResult> honour(NoiseResult f) { return f; }
  static int named(NoiseResult f) { return static_cast<int>(f); }
  static NoiseResult take(Shown x) { return static_cast<NoiseResult>(x.value); }
};

// The Intruder bag: a token by its position in the bag.
struct Bag {
  static constexpr ChanceNodeKind kKind = ChanceNodeKind::BagToken;
  using Result = std::size_t;
  GameState& s;

  [[nodiscard]] ChanceOptions options() const { return bagOptions(s); }
  [[nodiscard]] std::vector<ForcedBagDraw>& forcedQueue() const { return s.chance.forced.bag; }
  static int named(const ForcedBagDraw& f) { return tokenKey(f.type, f.number); }
  // A forced draw is a token in the bag itself (the first of the type when it names no number), never one the
  // listing allows for because nobody can tell the bag's numbers from the supply's.
  std::optional<std::size_t> honour(const ForcedBagDraw& f) {
    const auto it = std::find_if(s.bag.begin(), s.bag.end(), [&](int token) {
      const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(token)];
      return t.type == f.type && (f.number == 0 || t.number == f.number);
    });
    if (it == s.bag.end()) return std::nullopt;
    return static_cast<std::size_t>(it - s.bag.begin());
  }
  // A uniform token of the bag (its order is not hidden: the draw is).
  std::optional<std::size_t> dealt() { return s.chance.pick(s.bag.size()); }
  // The first token of the bag showing the oracle's outcome. The players cannot tell which tokens of a type lie
  // in the bag and which in the supply, so when the bag has none showing it, one of the type is swapped with one
  // showing it from the supply (bagOptions lists only what is so found).
  std::size_t take(Shown x) {
    const auto shows = [&](int token) { return tokenKey(token) == x.value; };
    const auto here = std::find_if(s.bag.begin(), s.bag.end(), shows);
    if (here != s.bag.end()) return static_cast<std::size_t>(here - s.bag.begin());
    const auto there = std::find_if(s.supply.begin(), s.supply.end(), shows);
    const auto same =
        std::find_if(s.bag.begin(), s.bag.end(), [&](int token) { return typeOf(token) == tokenKeyType(x.value); });
    if (there == s.supply.end() || same == s.bag.end()) {
      throw std::logic_error("bagOptions listed a token the bag and the supply cannot show: " +
                             std::to_string(x.value));
    }
    std::swap(*there, *same);
    return static_cast<std::size_t>(same - s.bag.begin());
  }
};

// A token of one type from the supply into the bag: by its position in the supply.
struct Supply {
  static constexpr ChanceNodeKind kKind = ChanceNodeKind::SupplyToken;
  using Result = std::size_t;
  GameState& s;
  IntruderType type;

  [[nodiscard]] ChanceOptions options() const { return supplyOptions(s, type); }
  // The nth token of the type in the supply: they differ only in the number nobody has seen.
  [[nodiscard]] std::size_t take(Shown x) const {
    int seen = 0;
    for (std::size_t i = 0; i < s.supply.size(); ++i) {
      if (typeOf(s.supply[i]) == type && seen++ == x.nth) return i;
    }
    throw std::logic_error("supplyOptions listed more tokens than the supply holds");
  }
};

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

// The face-down token of a room being explored: the token that ends up on the room.
struct Exploration {
  static constexpr ChanceNodeKind kKind = ChanceNodeKind::ExplorationToken;
  using Result = int;
  GameState& s;
  int room;

  [[nodiscard]] ChanceOptions options() const { return explorationOptions(s, room); }
  [[nodiscard]] std::vector<ForcedExploration>& forcedQueue() const { return s.chance.forced.exploration; }
  static int named(const ForcedExploration& f) { return static_cast<int>(f.effect) * 8 + f.items; }
  // A face-down token with the effect (and the items, when named) swapped onto the room.
  std::optional<int> honour(const ForcedExploration& f) {
    const bool found = swapTokenIn(s, room, [&](int token) {
      const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(token)];
      return t.effect == f.effect && (f.items == 0 || t.items == f.items);
    });
    if (!found) return std::nullopt;
    return s.room(room).explorationToken;
  }
  // The token dealt face down on the room at setup.
  [[nodiscard]] std::optional<int> dealt() const {
    const int token = s.room(room).explorationToken;
    if (token < 0) return std::nullopt;
    return token;
  }
  int take(Shown x) {
    if (!swapTokenIn(s, room, [&](int token) { return effectOf(token) == x.value; })) {
      throw std::logic_error("explorationOptions listed an effect no face-down token shows: " +
                             std::to_string(x.value));
    }
    return s.room(room).explorationToken;
  }
};

// A forced card: from the deck, else from its discard pile (tests and lessons force a card wherever it lies out
// of play, the same card every round). An empty deck was reshuffled first, so forcing never skips the reshuffle.
template <typename Wanted>
std::optional<int> takeForced(std::vector<int>& deck, std::vector<int>& discard, const Wanted& wanted) {
  for (std::vector<int>* pile : {&deck, &discard}) {
    const auto it = std::find_if(pile->begin(), pile->end(), wanted);
    if (it == pile->end()) continue;
    const int card = *it;
    pile->erase(it);
    return card;
  }
  return std::nullopt;
}

int attackKey(int card) {
  return static_cast<int>(kAttackCards[static_cast<std::size_t>(card)].kind);
}

// The attack deck, by kind: a card id.
struct AttackDeck {
  static constexpr ChanceNodeKind kKind = ChanceNodeKind::AttackCard;
  using Result = int;
  GameState& s;

  [[nodiscard]] ChanceOptions options() const { return attackOptions(s); }
  [[nodiscard]] std::vector<AttackKind>& forcedQueue() const { return s.chance.forced.attack; }
  static int named(AttackKind f) { return static_cast<int>(f); }
  std::optional<int> honour(AttackKind f) {
    return takeForced(s.attackDeck, s.attackDiscard, [&](int card) { return attackKey(card) == static_cast<int>(f); });
  }
  std::optional<int> dealt() { return takeTop(s.attackDeck); }
  int take(Shown x) { return takeShowing(s.attackDeck, attackKey, x); }
};

int itself(int card) {
  return card;
}

// The Event deck, by card id; a forced card is named by its number (1-20).
struct EventDeck {
  static constexpr ChanceNodeKind kKind = ChanceNodeKind::EventCard;
  using Result = int;
  GameState& s;

  [[nodiscard]] ChanceOptions options() const { return eventOptions(s); }
  [[nodiscard]] std::vector<int>& forcedQueue() const { return s.chance.forced.event; }
  static int named(int number) { return number; }
  std::optional<int> honour(int number) {
    return takeForced(s.eventDeck, s.eventDiscard, [&](int card) { return card == number - 1; });
  }
  std::optional<int> dealt() { return takeTop(s.eventDeck); }
  int take(Shown x) { return takeShowing(s.eventDeck, itself, x); }
};

int cardKey(const Card& card) {
  return static_cast<int>(card.kind);
}

// A character's Action deck, by card kind (never forced).
struct HandDeck {
  static constexpr ChanceNodeKind kKind = ChanceNodeKind::HandCard;
  using Result = Card;
  GameState& s;
  int character;

  [[nodiscard]] ChanceOptions options() const { return handCardOptions(s, character); }
  std::optional<Card> dealt() { return takeTop(s.character(character).deck); }
  Card take(Shown x) { return takeShowing(s.character(character).deck, cardKey, x); }
};

}  // namespace

NoiseResult rollNoiseDie(Resolver& r, bool& forced) {
  NoiseDie node{r.s};
  const Drawn<NoiseResult> d = draw(r, node).value();  // the die always has a face, and every face is listed
  forced = d.forced;
  return d.what;
}

std::optional<std::size_t> drawBagToken(Resolver& r, bool& forced) {
  Bag node{r.s};
  const auto d = draw(r, node);
  forced = d && d->forced;
  if (!d) return std::nullopt;
  return d->what;
}

std::optional<std::size_t> drawSupplyToken(Resolver& r, IntruderType type) {
  Supply node{r.s, type};
  const auto d = draw(r, node);
  if (!d) return std::nullopt;
  return d->what;
}

bool revealExplorationToken(Resolver& r, int room) {
  Exploration node{r.s, room};
  const auto d = draw(r, node);
  return d && d->forced;
}

int drawAttackCard(Resolver& r, bool& forced) {
  GameState& s = r.s;
  const bool reshuffled = reshuffleWhenEmpty(r, s.attackDeck, s.attackDiscard);
  AttackDeck node{s};
  const auto d = draw(r, node);
  if (reshuffled) {
    r.emit(RuleId::AttackDeckReshuffle, ev::AttackDeckReshuffled{static_cast<int>(s.attackDeck.size()) + (d ? 1 : 0)});
  }
  forced = d && d->forced;
  return d ? d->what : -1;
}

int drawEventCard(Resolver& r, bool& forced) {
  GameState& s = r.s;
  const bool reshuffled = reshuffleWhenEmpty(r, s.eventDeck, s.eventDiscard);
  EventDeck node{s};
  const auto d = draw(r, node);
  if (reshuffled) {
    r.emit(RuleId::EventDeckReshuffle, ev::EventDeckReshuffled{static_cast<int>(s.eventDeck.size()) + (d ? 1 : 0)});
  }
  forced = d && d->forced;
  return d ? d->what : -1;
}

void shuffleIntoDeck(Resolver& r, std::vector<int>& deck) {
  shuffle(r, deck);
}

bool drawIntoHand(Resolver& r, int character) {
  GameState& s = r.s;
  Character& c = s.character(character);
  if (reshuffleWhenEmpty(r, c.deck, c.discard)) {
    r.emit(RuleId::HandRefill, ev::DeckReshuffled{character, static_cast<int>(c.deck.size())});
  }
  HandDeck node{s, character};
  const auto d = draw(r, node);
  if (!d) return false;
  c.hand.push_back(d->what);
  return true;
}

}  // namespace detail
}  // namespace nemesis
