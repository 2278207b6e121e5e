// Log entries from engine events: the sentence and citation, the room and passage the entry points at, and
// which entries matter enough to stand out (log_model.hpp).
#include "log_model.hpp"

#include <algorithm>
#include <string>
#include <variant>

#include "engine/kernel/overloaded.hpp"
#include "odds_card.hpp"

namespace nemesis::ui {

namespace {

// Danger and what it causes, Encounters, attacks, wounds, deaths and the end of the game.
bool isImportant(const Event& e) {
  return std::visit(Overloaded{
                        [](const ev::NoiseRolled& x) { return x.result == NoiseResult::Danger; },
                        [](const ev::ResultChanged&) { return true; },
                        [](const ev::ExplorationRevealed& x) { return x.effect == ExplorationEffect::Danger; },
                        [](const ev::IntruderMoved&) { return true; },
                        [](const ev::DoorDestroyed&) { return true; },
                        [](const ev::EncounterStarted&) { return true; },
                        [](const ev::TokenDrawn&) { return true; },
                        [](const ev::IntruderPlaced&) { return true; },
                        [](const ev::SurpriseCheck& x) { return x.attack; },
                        [](const ev::IntruderAttacks&) { return true; },
                        [](const ev::AttackCardDrawn&) { return true; },
                        [](const ev::LarvaOnCharacter&) { return true; },
                        [](const ev::WoundSuffered&) { return true; },
                        [](const ev::CharacterDied&) { return true; },
                        [](const ev::GameOver&) { return true; },
                        [](const auto&) { return false; },
                    },
                    e.data);
}

}  // namespace

int roomOf(const Event& e) {
  return std::visit(Overloaded{
                        [](const ev::EscapeStarted& x) { return x.room; },
                        [](const ev::CharacterMoved& x) { return x.to; },
                        [](const ev::RoomRevealed& x) { return x.room; },
                        [](const ev::ExplorationRevealed& x) { return x.room; },
                        [](const ev::ItemsSet& x) { return x.room; },
                        [](const ev::ExplorationDiscarded& x) { return x.room; },
                        [](const ev::NoEffect& x) { return x.room; },
                        [](const ev::NoiseRollSkipped& x) { return x.room; },
                        [](const ev::ResultChanged& x) { return x.room; },
                        [](const ev::NoiseRolled& x) { return x.room; },
                        [](const ev::NoiseMarkerPlaced& x) { return x.room; },
                        [](const ev::NoiseMarkerRemoved& x) { return x.room; },
                        [](const ev::IntruderMoved& x) { return x.to; },
                        [](const ev::FirePlaced& x) { return x.room; },
                        [](const ev::MalfunctionPlaced& x) { return x.room; },
                        [](const ev::EncounterStarted& x) { return x.room; },
                        [](const ev::IntruderPlaced& x) { return x.room; },
                        [](const ev::IntruderRemoved& x) { return x.room; },
                        [](const ev::CharacterDied& x) { return x.room; },
                        [](const ev::DecisionRequested& x) { return x.decision.room; },
                        [](const auto&) { return -1; },
                    },
                    e.data);
}

PassageId passageOf(const Event& e) {
  return std::visit(Overloaded{
                        [](const ev::CharacterMoved& x) { return x.corridor; },
                        [](const ev::NoiseMarkerPlaced& x) { return x.passage; },
                        [](const ev::NoiseMarkerRemoved& x) { return x.passage; },
                        [](const ev::IntruderMoved& x) { return x.corridor; },
                        [](const ev::DoorDestroyed& x) { return x.corridor; },
                        [](const ev::DoorClosed& x) { return x.corridor; },
                        // The corridor that receives the token; the one it left is named in the text.
                        [](const ev::DoorTokenTaken& x) { return x.toCorridor; },
                        [](const auto&) { return kNoPassage; },
                    },
                    e.data);
}

LogEntry makeLogEntry(const GameState& after, const Event& e, int command) {
  LogEntry entry;
  entry.command = command;
  entry.rule = e.rule;
  entry.text = describe(after, e);
  entry.citation = citation(e.rule);
  entry.room = roomOf(e);
  entry.passage = passageOf(e);
  entry.important = isImportant(e);
  if (const auto* r = std::get_if<ev::RoundStarted>(&e.data)) entry.roundStarted = r->round;
  return entry;
}

void addMoveOdds(std::vector<LogEntry>& entries, const EventLog& events, const MoveOdds& before) {
  const std::size_t n = std::min(entries.size(), events.size());
  const auto note = [&](std::size_t i, const std::string& text) { entries[i].text += " (" + text + ")"; };
  const std::string noise = "Noise roll " + percentText(before.noiseRoll);
  const std::string danger =
      "Danger " + percentText(before.noiseResult[static_cast<std::size_t>(NoiseResult::Danger) - 1]);
  const std::string encounter = "Encounter " + percentText(before.encounter);
  std::size_t moved = n;
  bool rolled = false;
  bool met = false;
  for (std::size_t i = 0; i < n; ++i) {
    const EventData& d = events[i].data;
    if (std::holds_alternative<ev::CharacterMoved>(d) && moved == n) moved = i;
    if (std::holds_alternative<ev::NoiseRolled>(d) && !rolled) {
      rolled = true;
      note(i, std::string(noise).append(" \u2013 it happened; ").append(danger));
    }
    if (std::holds_alternative<ev::EncounterStarted>(d) && !met) {
      met = true;
      note(i, encounter + " \u2013 it happened");
    }
  }
  if (moved == n) return;
  std::string missed;
  if (!rolled && before.noiseRoll >= kNotableOdds) missed = noise + " \u2013 it did not happen";
  if (!met && before.encounter >= kNotableOdds)
    missed += (missed.empty() ? "" : "; ") + encounter + " \u2013 it did not happen";
  if (!missed.empty()) note(moved, missed);
}

}  // namespace nemesis::ui
