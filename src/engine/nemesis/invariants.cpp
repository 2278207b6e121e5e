#include "invariants.hpp"

#include <algorithm>

#include "queries.hpp"

namespace nemesis {

namespace {

// Each id 0..count-1 appears exactly once across the piles.
void checkConserved(std::vector<std::string>& problems, const std::string& what, int count,
                    std::initializer_list<const std::vector<int>*> piles, const std::vector<int>& extra = {}) {
  std::vector<int> seen(static_cast<std::size_t>(count), 0);
  auto tally = [&](int id) {
    if (id < 0 || id >= count) {
      problems.push_back(what + ": unknown id " + std::to_string(id));
    } else {
      seen[static_cast<std::size_t>(id)]++;
    }
  };
  for (const auto* pile : piles) {
    for (int id : *pile) tally(id);
  }
  for (int id : extra) tally(id);
  for (int id = 0; id < count; ++id) {
    if (seen[static_cast<std::size_t>(id)] != 1) {
      problems.push_back(what + " " + std::to_string(id) + " is in " +
                         std::to_string(seen[static_cast<std::size_t>(id)]) + " places instead of 1");
    }
  }
}

// The ranges of limits.hpp, which the scenario reader accepts: a state outside them could not be saved.
void checkLimits(std::vector<std::string>& problems, const GameState& s) {
  const auto within = [](int n, int limit) { return n >= 0 && n <= limit; };
  bool tallies = within(s.stats.encounters, kMaxTally) && within(s.eggs, kMaxEggs);
  for (int n : s.stats.noiseRolls) tallies = tallies && within(n, kMaxTally);
  for (const RoomState& r : s.rooms) tallies = tallies && within(r.corpses, kMaxCorpses);
  for (const Intruder& in : s.intruders) tallies = tallies && within(in.injuries, kMaxInjuries);
  if (!tallies) problems.push_back("a count (statistics, Eggs, corpses, Injuries) outside the limits of limits.hpp");
  std::vector<int> ids;
  for (const Intruder& in : s.intruders) ids.push_back(in.id);
  std::sort(ids.begin(), ids.end());
  if (std::adjacent_find(ids.begin(), ids.end()) != ids.end()) problems.push_back("two Intruders share an id");
  if (!ids.empty() && (ids.front() < 1 || ids.back() >= s.nextIntruderId || ids.back() > kMaxIntruderId))
    problems.push_back("an Intruder id outside 1 to nextIntruderId - 1");
  if (s.nextIntruderId > kMaxIntruderId + 1) problems.push_back("nextIntruderId is past the limit of limits.hpp");
  std::vector<int> numbers;
  for (const Character& c : s.characters) {
    for (const auto* pile : {&c.hand, &c.deck, &c.discard}) {
      for (const Card& card : *pile) {
        if (card.kind == CardKind::Contamination) numbers.push_back(card.number);
      }
    }
  }
  std::sort(numbers.begin(), numbers.end());
  if (std::adjacent_find(numbers.begin(), numbers.end()) != numbers.end())
    problems.push_back("two Contamination cards share a number");
  if (!numbers.empty() &&
      (numbers.front() < 1 || numbers.back() >= s.nextContamination || numbers.back() > kMaxContamination))
    problems.push_back("a Contamination card number outside 1 to nextContamination - 1");
  if (s.nextContamination > kMaxContamination + 1) problems.push_back("nextContamination is past the limit");
  if (s.chance.forced.longest() > kMaxForcedOutcomes) problems.push_back("more forced outcomes of one kind than 100");
}

}  // namespace

std::vector<std::string> checkInvariants(const GameState& s) {
  std::vector<std::string> problems;
  const Board& b = s.topo();

  for (std::size_t p = 0; p < s.noise.size(); ++p) {
    if (s.noise[p] > 1) problems.push_back("passage " + std::to_string(p) + " holds more than 1 Noise marker");
  }
  if (s.noise.size() != static_cast<std::size_t>(b.passageCount()))
    problems.push_back("noise marker table has the wrong size");
  if (noiseMarkersOnBoard(s) > kNoiseMarkers)
    problems.push_back("more Noise markers on the board than the 30 in the pool");
  if (doorTokensOnBoard(s) > kDoorTokens) problems.push_back("more Door tokens on the board than the 12 in the pool");
  if (firesOnBoard(s) > kFireMarkers) problems.push_back("more Fire markers on the board than 8");
  if (malfunctionsOnBoard(s) > kMalfunctionMarkers) problems.push_back("more Malfunction markers on the board than 8");
  for (const RoomState& r : s.rooms) {
    if (r.malfunction && (r.tile == RoomTile::Nest || r.tile == RoomTile::RoomCoveredInSlime)) {
      problems.push_back("a Malfunction marker in the Nest or the Room Covered in Slime");
    }
  }
  // Entering a Room queues the discard of its token behind the token's effect (seed 002 "Entering a Room"), and
  // only a lost game clears the queue: a token whose own effect lost the game (9th Fire or Malfunction) is never
  // discarded, since nothing resolves after. A loaded queue without that discard would leave the token for good.
  for (int room = 0; room < b.roomCount() && s.status == GameStatus::Playing; ++room) {
    const RoomState& r = s.room(room);
    if (!r.explored || r.explorationToken < 0) continue;
    const bool discardQueued = std::any_of(s.steps.begin(), s.steps.end(), [&](const Step& st) {
      return st.kind == StepKind::DiscardExploration && st.room == room && st.explorationToken() == r.explorationToken;
    });
    if (!discardQueued)
      problems.push_back("an explored room still holds its exploration token and no step discards it");
  }

  // Intruder tokens: each of the 27 in exactly one of bag, supply, set aside, removed.
  checkConserved(problems, "Intruder token", kTokenCount, {&s.bag, &s.supply, &s.setAside, &s.removedTokens});
  // RULES.md §10 "The bag is never empty: the Blank always returns": it is back in the bag before a command ends.
  if (s.bag.empty()) problems.push_back("the Intruder bag is empty (the Blank always returns)");
  if (std::find(s.bag.begin(), s.bag.end(), kBlankToken) == s.bag.end())
    problems.push_back("the Blank token is not in the Intruder bag (the Blank always returns)");
  for (const Intruder& in : s.intruders) {
    if (in.token >= 0 && std::find(s.setAside.begin(), s.setAside.end(), in.token) == s.setAside.end()) {
      problems.push_back("Intruder #" + std::to_string(in.id) + " has a token that is not set aside");
    }
    if (in.room < 0 || in.room >= b.roomCount())
      problems.push_back("Intruder #" + std::to_string(in.id) + " is not in a room");
  }
  for (int t = 0; t < kIntruderKinds; ++t) {
    const auto type = static_cast<IntruderType>(t);
    if (miniaturesInUse(s, type) > kMiniatures[static_cast<std::size_t>(t)]) {
      problems.push_back("more " + std::string(nameOf(type)) + " miniatures in use than the box holds");
    }
  }

  // Exploration tokens: 20, on rooms, unused, or removed from the game.
  std::vector<int> onRooms;
  for (const RoomState& r : s.rooms) {
    if (r.explorationToken >= 0) onRooms.push_back(r.explorationToken);
  }
  checkConserved(problems, "Exploration token", kExplorationTokenCount, {&s.unusedExploration, &s.discardedExploration},
                 onRooms);
  checkConserved(problems, "Attack card", kAttackCardCount, {&s.attackDeck, &s.attackDiscard});
  checkConserved(problems, "Event card", kEventCardCount, {&s.eventDeck, &s.eventDiscard});

  // Rounds and turns.
  const int n = s.characterCount();
  if (s.round < 1 || s.round > kLastRound) problems.push_back("the round is outside 1-15");
  if (s.firstPlayer < 0 || s.firstPlayer >= n) problems.push_back("the First Player is not a character of the game");
  if (s.turn < 0 || s.turn >= n) problems.push_back("the turn belongs to no character of the game");
  if (s.actions < 0 || s.actions > kActionsPerTurn) problems.push_back("more actions in this turn than 2");
  if (s.eggs < 0) problems.push_back("a negative number of Eggs");
  checkLimits(problems, s);
  const bool settled = s.steps.empty() && s.pending.kind == DecisionKind::None;
  if (!s.freePlay && s.status == GameStatus::Playing && settled && s.turn >= 0 && s.turn < n) {
    const Character& t = s.character(s.turn);
    if (s.phase != Phase::Player) problems.push_back("a game in play waits for commands outside the Player phase");
    if (!t.alive || t.hibernated || t.passed)
      problems.push_back("the turn belongs to a character who cannot act (dead, hibernated or passed)");
    if (s.actions >= kActionsPerTurn) problems.push_back("a turn with 2 actions taken has not ended");
  }
  const int living = livingCharacters(s);
  const int awake = awakeCharacters(s);
  if (s.status == GameStatus::Won && (living == 0 || awake > 0))
    problems.push_back("the game is won but a living character is awake, or nobody lives");
  if (s.status == GameStatus::Playing && awake == 0) problems.push_back("the game goes on with nobody awake");
  if (s.status != GameStatus::Lost && s.loss != LossReason::None) problems.push_back("a loss reason without a loss");

  for (int i = 0; i < s.characterCount(); ++i) {
    const Character& c = s.character(i);
    std::vector<int> actions;
    for (const auto* pile : {&c.hand, &c.deck, &c.discard}) {
      for (const Card& card : *pile) {
        if (card.kind == CardKind::Action) actions.push_back(card.number - 1);
      }
    }
    checkConserved(problems, "character " + std::to_string(i) + " Action card", kActionDeckSize, {}, actions);
    if (c.lightWounds < 0 || c.lightWounds >= kLightWoundsPerSerious) problems.push_back("light wounds out of range");
    if (c.seriousWounds < 0 || c.seriousWounds > kMaxSeriousWounds) problems.push_back("serious wounds out of range");
    if (c.room < 0 || c.room >= b.roomCount()) problems.push_back("a character is not in a room");
    if (c.alive && !s.room(c.room).explored) problems.push_back("a living character stands in an unexplored room");
    if (c.hibernated && !c.alive) problems.push_back("a dead character is marked as hibernated");
    if (c.hibernated && s.room(c.room).tile != RoomTile::Hibernatorium)
      problems.push_back("a hibernated character is outside the Hibernatorium");
  }
  return problems;
}

}  // namespace nemesis
