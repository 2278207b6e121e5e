#include "history.hpp"

#include <algorithm>

#include "script.hpp"
#include "snapshot.hpp"

namespace nemesis {

std::string chanceOutcome(const Event& event) {
  const EventData& e = event.data;
  if (const auto* x = std::get_if<ev::NoiseRolled>(&e)) return "a Noise roll (" + std::string(nameOf(x->result)) + ")";
  if (const auto* x = std::get_if<ev::TokenDrawn>(&e)) {
    return "a bag draw (" + std::string(nameOf(x->type)) + (x->number != 0 ? " " + std::to_string(x->number) : "") +
           ")";
  }
  if (const auto* x = std::get_if<ev::ExplorationRevealed>(&e))
    return "an exploration token (" + std::string(nameOf(x->effect)) + ")";
  if (const auto* x = std::get_if<ev::AttackCardDrawn>(&e))
    return "an Intruder Attack card (" + std::string(nameOf(x->kind)) + ")";
  if (const auto* x = std::get_if<ev::EventCardDrawn>(&e)) {
    return "an Event card (#" + std::to_string(x->card + 1) + " " +
           std::string(kEventCards[static_cast<std::size_t>(x->card)].name) + ")";
  }
  if (std::holds_alternative<ev::AttackDeckReshuffled>(e)) return "the order of the reshuffled Attack deck";
  if (std::holds_alternative<ev::EventDeckReshuffled>(e) || std::holds_alternative<ev::EventCardShuffledBack>(e))
    return "the order of the reshuffled Event deck";
  if (std::holds_alternative<ev::DeckReshuffled>(e)) return "the order of a reshuffled Action deck";
  if (std::holds_alternative<ev::CardsDrawn>(e)) return "newly drawn Action cards";
  return {};
}

bool revealsChance(const EventLog& events) {
  return std::any_of(events.begin(), events.end(), [](const Event& e) { return !chanceOutcome(e).empty(); });
}

History::History(GameState initial, bool sandbox)
    : initial_(std::move(initial)), current_(initial_), sandbox_(sandbox) {}

Verdict History::apply(const Command& cmd, EventLog& out, Moments* moments) {
  const std::size_t first = out.size();
  const Verdict v = nemesis::apply(current_, cmd, out, moments);
  if (!v.ok()) return v;
  std::vector<std::string> what;
  for (std::size_t i = first; i < out.size(); ++i) {
    std::string r = chanceOutcome(out[i]);
    if (!r.empty()) what.push_back(std::move(r));
  }
  std::string why;
  if (!what.empty()) {
    // Names and labels never change in a game, so the state after the command formats it as well as the one before.
    why = "command " + std::to_string(done_.size() + 1) + " (" + formatCommand(current_, cmd) + ") revealed ";
    for (std::size_t i = 0; i < what.size(); ++i)
      why += (i == 0 ? "" : i + 1 == what.size() ? " and " : ", ") + what[i];
  }
  done_.push_back(cmd);
  revealed_.push_back(std::move(why));
  undone_.clear();
  noteCheckpoint(done_.size(), current_);
  return v;
}

void History::noteCheckpoint(std::size_t commandsDone, const GameState& s) {
  if (commandsDone % kCheckpointEvery == 0 && checkpoints_.size() + 1 == commandsDone / kCheckpointEvery)
    checkpoints_.push_back(saveCheckpoint(s));
}

bool History::canUndo() const {
  return !done_.empty() && (sandbox_ || revealed_.back().empty());
}

std::string History::whyNoUndo() const {
  if (done_.empty()) return "There is nothing to undo.";
  if (canUndo()) return {};
  return "Cannot undo: " + revealed_.back() +
         ", and undo never takes back a chance outcome once seen (the sandbox setting allows it).";
}

bool History::undo() {
  if (!canUndo()) return false;
  // The engine is deterministic (the generator is part of the state) and a checkpoint restores its state
  // exactly, so replaying the commands after the nearest checkpoint rebuilds the earlier state, chance included.
  const std::size_t target = done_.size() - 1;  // commands the earlier state had done
  const std::size_t usable = std::min(checkpoints_.size(), target / kCheckpointEvery);
  GameState s = usable == 0 ? initial_ : loadCheckpoint(checkpoints_[usable - 1], initial_.board);
  EventLog scratch;
  for (std::size_t i = usable * kCheckpointEvery; i < target; ++i) {
    scratch.clear();
    (void)nemesis::apply(s, done_[i], scratch);
    noteCheckpoint(i + 1, s);
  }
  checkpoints_.resize(std::min(checkpoints_.size(), target / kCheckpointEvery));
  current_ = std::move(s);
  undone_.push_back(done_.back());
  done_.pop_back();
  revealed_.pop_back();
  return true;
}

bool History::redo(EventLog& out, Moments* moments) {
  if (undone_.empty()) return false;
  std::vector<Command> rest = std::move(undone_);
  const Command cmd = rest.back();
  rest.pop_back();
  const bool ok = apply(cmd, out, moments).ok();  // apply() clears the redo list: restore what remains of it
  if (!ok) rest.push_back(cmd);
  undone_ = std::move(rest);
  return ok;
}

}  // namespace nemesis
