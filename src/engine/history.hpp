// Undo and redo by re-simulation from the command log (DESIGN.md §6): no hand-written inverse commands. Undo
// re-simulates from the nearest checkpoint (a binary snapshot of the state every 16 commands), not from the start.
// In a normal game undo goes back no further than the last command that revealed a chance outcome (a die
// face, a bag token, an exploration token, an attack card, a shuffle), so dice cannot be re-rolled by
// undoing. A sandbox game (debug overlay setting) may undo anything.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine.hpp"

namespace nemesis {

// What a chance event made known to the players ("a Noise roll (3)", "a bag draw (Adult 4)"), or an empty
// string for an event that reveals no chance. Replays record these per step; undo stops at them.
[[nodiscard]] std::string chanceOutcome(const Event& e);
// True when the events made a chance outcome known to the players.
[[nodiscard]] bool revealsChance(const EventLog& events);

class History {
 public:
  explicit History(GameState initial, bool sandbox = false);

  // Applies a command (see nemesis::apply, also for `moments`); a legal one clears the redo list.
  Verdict apply(const Command& cmd, EventLog& out, Moments* moments = nullptr);

  [[nodiscard]] bool canUndo() const;
  [[nodiscard]] bool canRedo() const { return !undone_.empty(); }
  // Empty when undo is possible; else why not ("the Noise roll of move 4 was revealed").
  [[nodiscard]] std::string whyNoUndo() const;
  bool undo();  // re-simulates from the nearest checkpoint; false (and no change) when not allowed
  bool redo(EventLog& out, Moments* moments = nullptr);  // re-applies the last undone command

  [[nodiscard]] const GameState& state() const { return current_; }
  [[nodiscard]] const GameState& initial() const { return initial_; }
  [[nodiscard]] const std::vector<Command>& commands() const { return done_; }
  [[nodiscard]] bool sandbox() const { return sandbox_; }
  void setSandbox(bool on) { sandbox_ = on; }

  // The field list snapshots write and read (defined in fields.hpp).
  template <class Archive>
  void serialize(Archive& a);

 private:
  // Restores every field as written, then checks they agree (snapshot.cpp).
  friend History loadHistorySnapshot(std::string_view bytes, std::shared_ptr<const Board> board,
                                     const std::string& source);
  // Keeps a checkpoint when `commandsDone` is a multiple of kCheckpointEvery and none is kept for it yet.
  void noteCheckpoint(std::size_t commandsDone, const GameState& s);

  static constexpr std::size_t kCheckpointEvery = 16;
  GameState initial_;
  GameState current_;
  std::vector<Command> done_;
  // Per done_ entry: why it cannot be undone ("command 4 (move scout 7 pay 3) revealed a Noise roll (Danger)"),
  // empty when it revealed no chance.
  std::vector<std::string> revealed_;
  std::vector<Command> undone_;
  bool sandbox_ = false;
  // checkpoints_[k]: saveCheckpoint of the state after (k + 1) * kCheckpointEvery commands. A cache, not part of
  // the history's value: after a snapshot is loaded it is empty, and undo rebuilds what it needs as it goes.
  std::vector<std::string> checkpoints_;
};

}  // namespace nemesis
