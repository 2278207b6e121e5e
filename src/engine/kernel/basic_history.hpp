// Undo and redo by re-simulation from the command log (docs/design.md §6), shared by every rules module: no
// hand-written inverse commands. Undo re-simulates from the nearest checkpoint (a copy of the state every 16
// commands), not from the start. In a normal game undo goes back no further than the last command that revealed
// a chance outcome, so dice cannot be re-rolled by undoing; a sandbox game may undo anything.
//
// A module gives its rules as a `Rules` type (the module seam, docs/modules.md):
//   using State, Command, Event, EventLog, Verdict, Checkpoint;
//   static Verdict apply(State&, const Command&, EventLog&, std::vector<State>* moments);
//   static std::string chanceOutcome(const Event&);        // what a chance event made known, "" for none
//   static std::string describeCommand(const State&, const Command&);  // in a player's words
//   static Checkpoint saveCheckpoint(const State&);
//   static State loadCheckpoint(const Checkpoint&, const State& initial);
// The module's engine must be deterministic for its state (the generator is part of the state), which is what
// makes re-simulation exact.
#pragma once

#include <algorithm>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace nemesis {

template <class Rules>
class BasicHistory {
 public:
  using State = typename Rules::State;
  using Command = typename Rules::Command;
  using EventLog = typename Rules::EventLog;
  using Verdict = typename Rules::Verdict;
  using Moments = std::vector<State>;

  explicit BasicHistory(State initial, bool sandbox = false)
      : initial_(std::move(initial)), current_(initial_), sandbox_(sandbox) {}

  // Applies a command through the module's engine; a legal one clears the redo list. On refusal nothing changes.
  Verdict apply(const Command& cmd, EventLog& out, Moments* moments = nullptr) {
    const std::size_t first = out.size();
    const Verdict v = Rules::apply(current_, cmd, out, moments);
    if (!v.ok()) return v;
    std::vector<std::string> what;
    for (std::size_t i = first; i < out.size(); ++i) {
      std::string r = Rules::chanceOutcome(out[i]);
      if (!r.empty()) what.push_back(std::move(r));
    }
    std::string why;
    if (!what.empty()) {
      // Names never change in a game, so the state after the command formats it as well as the one before.
      why = Rules::describeCommand(current_, cmd) + " revealed ";
      for (std::size_t i = 0; i < what.size(); ++i)
        why += (i == 0 ? "" : i + 1 == what.size() ? " and " : ", ") + what[i];
    }
    done_.push_back(cmd);
    revealed_.push_back(std::move(why));
    undone_.clear();
    noteCheckpoint(done_.size(), current_);
    return v;
  }

  [[nodiscard]] bool canUndo() const { return !done_.empty() && (sandbox_ || revealed_.back().empty()); }
  [[nodiscard]] bool canRedo() const { return !undone_.empty(); }
  // Empty when undo is possible; else why not ("Cannot undo: the Scout's Movement to room 7 revealed a Noise
  // roll (Danger), ...").
  [[nodiscard]] std::string whyNoUndo() const {
    if (done_.empty()) return "There is nothing to undo.";
    if (canUndo()) return {};
    return "Cannot undo: " + revealed_.back() +
           ", and undo never takes back a chance outcome once seen (the sandbox setting allows it).";
  }

  // Re-simulates from the nearest checkpoint; false (and no change) when not allowed.
  bool undo() {
    if (!canUndo()) return false;
    // A checkpoint restores the state exactly, so replaying the commands after the nearest one rebuilds the
    // earlier state, chance included.
    const std::size_t target = done_.size() - 1;  // commands the earlier state had done
    const std::size_t usable = std::min(checkpoints_.size(), target / kCheckpointEvery);
    State s = usable == 0 ? initial_ : Rules::loadCheckpoint(checkpoints_[usable - 1], initial_);
    EventLog scratch;
    for (std::size_t i = usable * kCheckpointEvery; i < target; ++i) {
      scratch.clear();
      (void)Rules::apply(s, done_[i], scratch, nullptr);
      noteCheckpoint(i + 1, s);
    }
    checkpoints_.resize(std::min(checkpoints_.size(), target / kCheckpointEvery));
    current_ = std::move(s);
    undone_.push_back(done_.back());
    done_.pop_back();
    revealed_.pop_back();
    return true;
  }

  // Re-applies the last undone command.
  bool redo(EventLog& out, Moments* moments = nullptr) {
    if (undone_.empty()) return false;
    std::vector<Command> rest = std::move(undone_);
    const Command cmd = rest.back();
    rest.pop_back();
    const bool ok = apply(cmd, out, moments).ok();  // apply() clears the redo list: restore what remains of it
    if (!ok) rest.push_back(cmd);
    undone_ = std::move(rest);
    return ok;
  }

  [[nodiscard]] const State& state() const { return current_; }
  [[nodiscard]] const State& initial() const { return initial_; }
  [[nodiscard]] const std::vector<Command>& commands() const { return done_; }
  [[nodiscard]] bool sandbox() const { return sandbox_; }
  void setSandbox(bool on) { sandbox_ = on; }

 protected:
  // Keeps a checkpoint when `commandsDone` is a multiple of kCheckpointEvery and none is kept for it yet.
  void noteCheckpoint(std::size_t commandsDone, const State& s) {
    if (commandsDone % kCheckpointEvery == 0 && checkpoints_.size() + 1 == commandsDone / kCheckpointEvery)
      checkpoints_.push_back(Rules::saveCheckpoint(s));
  }

  static constexpr std::size_t kCheckpointEvery = 16;
  State initial_;
  State current_;
  std::vector<Command> done_;
  // Per done_ entry: why it cannot be undone ("the Scout's Movement to room 7 revealed a Noise roll (Danger)"),
  // empty when it revealed no chance. Saved with the history, so a game saved before these words keeps the old
  // ones ("command 4 (move scout 7 pay 3) revealed ...") for its commands of then.
  std::vector<std::string> revealed_;
  std::vector<Command> undone_;
  bool sandbox_ = false;
  // checkpoints_[k]: the state after (k + 1) * kCheckpointEvery commands. A cache, not part of the history's
  // value: after a snapshot is loaded it is empty, and undo rebuilds what it needs as it goes.
  std::vector<typename Rules::Checkpoint> checkpoints_;
};

}  // namespace nemesis
