// Where the game stands: free play or the rules' rounds, whose turn, actions, eggs, statistics, the round and
// phase, the result, and the next ids to hand out. A hand-made position leaves most of these out; a save
// writes them all.
#include <algorithm>

#include "limits.hpp"
#include "scenario_reader.hpp"

namespace nemesis::scenario_reader {

void Reader::readTurns(const Value& doc, GameState& s) const {
  // Hand-made positions are explored in free play unless they say otherwise; saves always say.
  s.freePlay = true;
  if (const Value* v = find(doc, "free_play")) s.freePlay = flag(*v, "free_play");
  const int last = s.characterCount() - 1;
  if (const Value* v = find(doc, "first_player")) s.firstPlayer = number(*v, "first_player", 0, last);
  s.turn = s.firstPlayer;
  if (const Value* v = find(doc, "turn")) s.turn = number(*v, "turn", 0, last);
  if (const Value* v = find(doc, "actions")) s.actions = number(*v, "actions", 0, kActionsPerTurn);
  if (const Value* v = find(doc, "eggs")) s.eggs = number(*v, "eggs", 0, kMaxEggs);
  if (const Value* v = find(doc, "stats")) {
    object(*v, "stats");
    checkFields(*v, "stats", {"encounters", "noise_rolls"});
    if (const Value* x = find(*v, "encounters")) s.stats.encounters = number(*x, "stats.encounters", 0, kMaxTally);
    if (const Value* x = find(*v, "noise_rolls")) {
      const auto rolls = numbers(*x, "stats.noise_rolls", 0, kMaxTally);
      if (rolls.size() != s.stats.noiseRolls.size())
        fail("stats.noise_rolls", "expected 6 counts: results 1, 2, 3, 4, Silence and Danger");
      for (std::size_t i = 0; i < rolls.size(); ++i) s.stats.noiseRolls[i] = rolls[i];
    }
  }
}

void Reader::readSaveFields(const Value& doc, GameState& s) const {
  if (const Value* v = find(doc, "round")) s.round = number(*v, "round", 1, kLastRound);
  if (const Value* v = find(doc, "phase")) s.phase = word<Phase>(*v, "phase", sn::kPhases);
  readRng(doc, s);
  readQueue(doc, s);
  if (const Value* v = find(doc, "status")) s.status = word<GameStatus>(*v, "status", sn::kStatuses);
  if (const Value* v = find(doc, "loss")) s.loss = word<LossReason>(*v, "loss", sn::kLosses);
  if (const Value* v = find(doc, "next_intruder_id")) {
    int largest = 0;
    for (const Intruder& in : s.intruders) largest = std::max(largest, in.id);
    s.nextIntruderId = number(*v, "next_intruder_id", largest + 1, kMaxIntruderId + 1);
  }
  if (const Value* v = find(doc, "next_contamination")) {
    int largest = 0;
    for (const Character& c : s.characters) {
      for (const auto* pile : {&c.hand, &c.deck, &c.discard}) {
        for (const Card& card : *pile)
          largest = std::max(largest, card.kind == CardKind::Contamination ? card.number : 0);
      }
    }
    s.nextContamination = number(*v, "next_contamination", largest + 1, kMaxContamination + 1);
  }
}

}  // namespace nemesis::scenario_reader
