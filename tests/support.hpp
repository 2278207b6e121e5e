// Shared helpers for the rule tests: boards, positions built by hand, forced chance, event queries.
// Rooms are named by their printed label (the board number), as the rule texts and players do.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/invariants.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/queries.hpp"
#include "engine/nemesis/setup.hpp"

namespace test {

using namespace nemesis;

// The message of the error of type Error that `f` throws, or "no error" (which no expected message matches).
// Another exception type propagates, and doctest reports it.
template <class Error, class F>
std::string errorOf(F&& f) {
  try {
    (void)std::forward<F>(f)();
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

inline std::string asset(const std::string& rel) {
  return std::string(NEMESIS_ASSETS_DIR) + "/" + rel;
}

inline std::shared_ptr<const Board> basicBoard() {
  static const auto board = std::make_shared<const Board>(loadBoardFile(asset("boards/basic.json")));
  return board;
}

inline std::shared_ptr<const Board> trainingBoard() {
  static const auto board = std::make_shared<const Board>(loadBoardFile(asset("boards/training.json")));
  return board;
}

// A new game in free play (no turns: any character acts at any time, as the rule tests of single actions
// need); by default 1 character (Captain) on the basic board.
inline GameState game(int players = 1, std::uint64_t seed = 1, std::shared_ptr<const Board> board = basicBoard()) {
  return newGame(std::move(board), SetupOptions{defaultCharacters(players), seed, true});
}

// A new game played by rounds and turns, as nemesis-lab simulate and a real game play it.
inline GameState roundsGame(int players = 1, std::uint64_t seed = 1,
                            std::shared_ptr<const Board> board = basicBoard()) {
  return newGame(std::move(board), SetupOptions{defaultCharacters(players), seed, false});
}

inline void forceEvent(GameState& s, int cardNumber) {
  s.chance.forced.event.push_back(cardNumber);
}

inline int room(const GameState& s, int label) {
  auto r = s.topo().roomByLabel(label);
  REQUIRE_MESSAGE(r.has_value(), "no room " << label);
  return *r;
}

inline int corridor(const GameState& s, int labelA, int labelB) {
  const int c = s.topo().corridorBetween(room(s, labelA), room(s, labelB));
  REQUIRE_MESSAGE(c >= 0, "no corridor " << labelA << "-" << labelB);
  return c;
}

// The passage a noise number leads to from a room (a corridor, or the Technical Corridors space).
inline PassageId exitOf(const GameState& s, int label, int number) {
  return s.topo().exit(room(s, label), number);
}

// Puts `tile` on the room; an explored room loses its face-down token (to the unused pile).
inline void setRoom(GameState& s, int label, RoomTile tile, bool explored) {
  RoomState& r = s.room(room(s, label));
  // Keep tiles unique: swap with the room currently holding this tile.
  for (RoomState& other : s.rooms) {
    if (&other != &r && other.tile == tile) other.tile = r.tile;
  }
  r.tile = tile;
  r.explored = explored;
  if (explored && r.explorationToken >= 0) {
    s.unusedExploration.push_back(r.explorationToken);
    r.explorationToken = -1;
  }
}

// Gives an unexplored room a specific face-down token (swapped in from wherever it lies).
inline void setExplorationToken(GameState& s, int label, ExplorationEffect effect, int items = 0) {
  RoomState& r = s.room(room(s, label));
  auto matches = [&](int t) {
    return t >= 0 && kExplorationTokens[static_cast<std::size_t>(t)].effect == effect &&
           (items == 0 || kExplorationTokens[static_cast<std::size_t>(t)].items == items);
  };
  if (matches(r.explorationToken)) return;
  for (int& t : s.unusedExploration) {
    if (matches(t)) {
      if (r.explorationToken >= 0) {
        std::swap(t, r.explorationToken);
      } else {
        r.explorationToken = t;
        s.unusedExploration.erase(std::find(s.unusedExploration.begin(), s.unusedExploration.end(), t));
      }
      return;
    }
  }
  for (RoomState& other : s.rooms) {
    if (&other != &r && matches(other.explorationToken)) {
      std::swap(other.explorationToken, r.explorationToken);
      return;
    }
  }
  FAIL("exploration token not available");
}

inline void putCharacter(GameState& s, int character, int label) {
  s.character(character).room = room(s, label);
}

// Rebuilds the character's cards: exactly these Action cards in hand, the others in the deck,
// plus `contamination` Contamination cards in hand.
inline void setHand(GameState& s, int character, std::initializer_list<int> actionNumbers, int contamination = 0) {
  Character& c = s.character(character);
  c.hand.clear();
  c.deck.clear();
  c.discard.clear();
  for (int n = 1; n <= kActionDeckSize; ++n) {
    const bool inHand = std::find(actionNumbers.begin(), actionNumbers.end(), n) != actionNumbers.end();
    (inHand ? c.hand : c.deck).push_back(Card{CardKind::Action, n});
  }
  for (int i = 0; i < contamination; ++i) c.hand.push_back(Card{CardKind::Contamination, s.nextContamination++});
}

// Places an Intruder of `type` in a room with a token of that type taken from the bag (else the
// supply) and set aside, as an Encounter would. Returns the Intruder id.
inline int addIntruder(GameState& s, IntruderType type, int label) {
  int token = -1;
  for (auto* pile : {&s.bag, &s.supply}) {
    auto it = std::find_if(pile->begin(), pile->end(),
                           [&](int id) { return kIntruderTokens[static_cast<std::size_t>(id)].type == type; });
    if (it != pile->end()) {
      token = *it;
      pile->erase(it);
      s.setAside.push_back(token);
      break;
    }
  }
  Intruder in;
  in.id = s.nextIntruderId++;
  in.type = type;
  in.room = room(s, label);
  in.token = token;
  s.intruders.push_back(in);
  return in.id;
}

inline void forceNoise(GameState& s, std::initializer_list<NoiseResult> results) {
  for (NoiseResult r : results) s.chance.forced.noise.push_back(r);
}
inline void forceBag(GameState& s, IntruderType type, int number = 0) {
  s.chance.forced.bag.push_back({type, number});
}
inline void forceAttack(GameState& s, AttackKind kind) {
  s.chance.forced.attack.push_back(kind);
}

// Random forced outcomes that the next draw of their kind will honour (a forced outcome that is gone when its
// draw comes refuses the command): a token in the bag, or face down, now, queued only while none of its kind
// waits. Tokens leave the bag, and stop being face down, only through the draws that take the queue first.
inline std::optional<ForcedBagDraw> honouredBagDraw(const GameState& s, Pcg32& pick) {
  if (!s.chance.forced.bag.empty() || s.bag.empty()) return std::nullopt;
  const int token = s.bag[pick.below(static_cast<std::uint32_t>(s.bag.size()))];
  return ForcedBagDraw{kIntruderTokens[static_cast<std::size_t>(token)].type, 0};
}
inline std::optional<ForcedExploration> honouredExploration(const GameState& s, Pcg32& pick) {
  std::vector<int> faceDown = s.unusedExploration;
  for (const RoomState& r : s.rooms) {
    if (!r.explored && r.explorationToken >= 0) faceDown.push_back(r.explorationToken);
  }
  if (!s.chance.forced.exploration.empty() || faceDown.empty()) return std::nullopt;
  const int token = faceDown[pick.below(static_cast<std::uint32_t>(faceDown.size()))];
  return ForcedExploration{kExplorationTokens[static_cast<std::size_t>(token)].effect, 0};
}

inline Move move(const GameState& s, int character, int label) {
  return Move{character, room(s, label), defaultPayment(s, character, 1)};
}
inline CarefulMove careful(const GameState& s, int character, int label, int number = 0) {
  return CarefulMove{character, room(s, label), defaultPayment(s, character, 2), number};
}

// Applies a command that must be legal; returns the events it produced.
inline EventLog play(GameState& s, const Command& cmd) {
  EventLog log;
  const Verdict v = apply(s, cmd, log);
  REQUIRE_MESSAGE(v.ok(), explain(s, v));
  const auto problems = checkInvariants(s);
  CHECK_MESSAGE(problems.empty(), (problems.empty() ? std::string() : problems.front()));
  return log;
}

template <typename E>
std::vector<E> eventsOf(const EventLog& log) {
  std::vector<E> out;
  for (const Event& e : log) {
    if (const E* x = std::get_if<E>(&e.data)) out.push_back(*x);
  }
  return out;
}

template <typename E>
int countOf(const EventLog& log) {
  return static_cast<int>(eventsOf<E>(log).size());
}

// True when an event of type E was emitted citing `rule`.
template <typename E>
bool cites(const EventLog& log, RuleId rule) {
  return std::any_of(log.begin(), log.end(),
                     [&](const Event& e) { return e.rule == rule && std::holds_alternative<E>(e.data); });
}

inline bool citesRule(const EventLog& log, RuleId rule) {
  return std::any_of(log.begin(), log.end(), [&](const Event& e) { return e.rule == rule; });
}

inline void mark(GameState& s, PassageId p) {
  s.noise[static_cast<std::size_t>(p)] = 1;
}

inline void setDoor(GameState& s, int corridorIndex, DoorState d) {
  s.doors[static_cast<std::size_t>(corridorIndex)] = d;
}

// Position of the nth event of type E in the log, -1 when there is none.
template <typename E>
inline int indexOf(const EventLog& log, int nth = 0) {
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (std::holds_alternative<E>(log[i].data) && nth-- == 0) return static_cast<int>(i);
  }
  return -1;
}

// Makes sure a token of that type and number is in the bag (taken from the supply if needed), so a
// forced draw of it is really forced and not replaced by a random one.
inline void ensureInBag(GameState& s, IntruderType type, int number) {
  auto matches = [&](int id) {
    const IntruderToken& t = kIntruderTokens[static_cast<std::size_t>(id)];
    return t.type == type && t.number == number;
  };
  if (std::any_of(s.bag.begin(), s.bag.end(), matches)) return;
  auto it = std::find_if(s.supply.begin(), s.supply.end(), matches);
  REQUIRE(it != s.supply.end());
  s.bag.push_back(*it);
  s.supply.erase(it);
}

inline int intrudersIn(const GameState& s, int label) {
  const int r = room(s, label);
  return static_cast<int>(
      std::count_if(s.intruders.begin(), s.intruders.end(), [&](const Intruder& in) { return in.room == r; }));
}

}  // namespace test
