// The one gate and the session every game's client plays on (issue 23; OpenRCT2's GameActionRunner): the game's
// undo history, its presentation (the moment the board shows) and the log that follows that moment, and the one
// `submit` every command of every source passes: a click, a key, a panel, a script line, a lesson's step and,
// later, the network. What differs between games and sources are hooks on it, never a second way in:
//   blocked    why input cannot act now (the board still presents; a hand-over): the player's input never acts
//              on a future not yet shown. A script's command instead brings the board to the present.
//   confirm    a single key or button whose command would reveal chance asks first (its Go ahead comes back as
//              CommandSource::Confirmed).
//   lesson     a lesson judges the command (and may apply it on the same history itself); its refusal is said
//              by the hook.
//   entries    the log entries of an applied command (at the moments its events happened).
//   accepted   after an applied command is presented: a game's own follow-up (a lesson's next forcing).
//   say        the status line (the refusal with its rule, or blocked input's reason).
//   remote     online play (issue 26): the command goes to the table's server, whose engine judges it; the table's
//              news comes back through `arrived` (the events as this seat may see them), a refusal to `say`.
// The engine's refusal is the only refusal of a command itself. Every change (a command, undo, redo, a history
// replaced) is told through one signal, `changed`, from which the app marks the game unsaved and autosaves it.
// Names no game: a game gives its Rules (the kernel's seam), its presentation and its log entry.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/kernel/basic_history.hpp"
#include "render/presented_log.hpp"
#include "ui_state.hpp"

namespace nemesis::app {

// What the gate did with a command.
enum class Gated : std::uint8_t {
  Applied,     // the engine applied it
  Refused,     // the engine refused it (the status line says why, with its rule)
  Judged,      // the lesson answered instead of the engine (a hint; or, on a try step, the engine's refusal that
               // the step wanted: the lesson goes on)
  Blocked,     // input cannot act now (the status line says why)
  Confirming,  // it waits for the player's Go ahead
  Sent,        // online: it went to the table, whose answer comes back as news
};

// What a lesson's hook did with a command (GameSession::Hooks::lesson).
enum class LessonGate : std::uint8_t {
  Pass,     // the lesson lets the engine judge it: the history applies it
  Applied,  // the lesson applied it on the session's history, its events and moments given back
  Refused,  // the lesson refused it (the hook said why); nothing changed
  AsAsked,  // refused as the lesson's step asked (a try step): nothing changed, the lesson went on
};

// Presenter: the game's presentation of its moments (render/GAME): reset(state), push(events, moments, after),
// update(seconds), finish(), idle(), state(), presented(), pushed().
// Entry: the game's log entry (`int command`: the 1-based command that made it).
// History: BasicHistory<Rules> or a game's own kind of it (Nemesis's keeps its snapshot's field list).
template <class Rules, class Presenter, class Entry, class History = BasicHistory<Rules>>
class GameSession {
 public:
  using State = typename Rules::State;
  using Command = typename Rules::Command;
  using EventLog = typename Rules::EventLog;
  using Verdict = typename Rules::Verdict;
  using Moments = std::vector<State>;

  // One applied command as the log hook sees it.
  struct Played {
    const State& before;  // the state it was applied to
    const Command& command;
    const EventLog& events;
    const Moments& moments;  // moments[i]: the state just after events[i]
    const State& after;
    int number;     // its 1-based place among the commands
    bool restored;  // made again for a log rebuilt from the commands (Open, undo in a lesson), not played now
  };

  struct Hooks {
    std::function<std::string(ui::CommandSource source)> blocked;
    std::function<bool(const State& s, const Command& command)> confirm;
    std::function<LessonGate(const Command& command, EventLog& events, Moments& moments)> lesson;
    std::function<std::vector<Entry>(const Played& played)> entries;
    std::function<void(const Command& command)> accepted;
    std::function<void(const std::string& text, bool error)> say;
    // The engine's refusal in the player's words (by default Rules::explain of the state it was refused in).
    std::function<std::string(const State& s, const Command& command, const Verdict& verdict)> refusal;
    // Called for each log entry as it joins the shown log (the status line may tell it).
    std::function<void(const Entry& entry)> shown;
    // After the presentation moved on (a command pushed, an animation frame, a skip, a reset).
    std::function<void()> presented;
    // A script's or lesson's command came while someone else was asked to take the controls.
    std::function<void()> scriptArrived;
    std::function<void()> changed;
    // Sends the command to the online table instead of applying it: "" when sent, else why not (no connection).
    std::function<std::string(const State& s, const Command& command)> remote;
  };

  struct Result {
    Gated gated = Gated::Applied;
    Verdict verdict{};
    [[nodiscard]] bool ok() const { return gated == Gated::Applied; }
    // Applied (online: sent to the table), or refused as a lesson's step asked: a script or a lesson's Skip plays on.
    [[nodiscard]] bool asAsked() const { return ok() || gated == Gated::Sent || asked; }
    bool asked = false;
  };

  template <class... PresenterArgs>
  explicit GameSession(std::unique_ptr<History> history, PresenterArgs&&... args)
      : history_(std::move(history)), presentation_(std::forward<PresenterArgs>(args)...) {
    presentation_.reset(history_->state());
  }

  [[nodiscard]] Hooks& hooks() { return hooks_; }
  [[nodiscard]] const History& history() const { return *history_; }
  [[nodiscard]] History& history() { return *history_; }
  [[nodiscard]] const State& state() const { return history_->state(); }
  [[nodiscard]] const State& presentedState() const { return presentation_.state(); }
  [[nodiscard]] const Presenter& presentation() const { return presentation_; }
  [[nodiscard]] Presenter& presentation() { return presentation_; }
  [[nodiscard]] view::PresentedLog<Entry>& log() { return log_; }
  [[nodiscard]] const std::vector<Entry>& shownLog() const { return log_.shown(); }

  // The one gate.
  Result submit(const Command& cmd, ui::CommandSource from) {
    if (hooks_.blocked) {
      if (const std::string why = hooks_.blocked(from); !why.empty()) {
        say(why, true);
        return {Gated::Blocked};
      }
    }
    if (from == ui::CommandSource::Script) {
      finish();
      if (hooks_.scriptArrived) hooks_.scriptArrived();
    }
    if (from == ui::CommandSource::Button && !history_->sandbox() && hooks_.confirm && hooks_.confirm(state(), cmd)) {
      return {Gated::Confirming};
    }
    if (hooks_.remote) {
      if (const std::string why = hooks_.remote(state(), cmd); !why.empty()) {
        say(why, true);
        return {Gated::Blocked};
      }
      return {Gated::Sent};
    }
    const State before = state();
    const int number = static_cast<int>(history_->commands().size()) + 1;
    EventLog events;
    Moments moments;
    const LessonGate judged = hooks_.lesson ? hooks_.lesson(cmd, events, moments) : LessonGate::Pass;
    if (judged == LessonGate::Refused || judged == LessonGate::AsAsked) {
      Result r{Gated::Judged};
      r.asked = judged == LessonGate::AsAsked;
      return r;
    }
    if (judged == LessonGate::Pass) {
      const Verdict v = history_->apply(cmd, events, &moments);
      if (!v.ok()) {
        say(hooks_.refusal ? hooks_.refusal(before, cmd, v) : Rules::explain(before, v), true);
        return {Gated::Refused, v};
      }
    }
    push(Played{before, cmd, events, moments, state(), number, false}, std::move(moments));
    if (hooks_.accepted) hooks_.accepted(cmd);
    signalChanged();
    return {};
  }

  // Undo and redo as the history allows them (the caller says what was done, or why not).
  bool undo() {
    if (!history_->undo()) return false;
    restartPresentation();
    signalChanged();
    return true;
  }
  bool redo() {
    // The board first shows everything before, so the redone command's events play from the present.
    finish();
    const State before = state();
    EventLog events;
    Moments moments;
    if (!history_->redo(events, &moments)) return false;
    push(Played{before, history_->commands().back(), events, moments, state(),
                static_cast<int>(history_->commands().size()), false},
         std::move(moments));
    signalChanged();
    return true;
  }

  // A new history (a lesson's rewind rebuilds one): the board shows its state and the log keeps its commands.
  void replace(std::unique_ptr<History> history) {
    history_ = std::move(history);
    restartPresentation();
    signalChanged();
  }

  // Online (issue 26): a command the table played, as this seat sees it: its events and the moment each left,
  // `after` a history at the seat's view after them (the table keeps the commands; the client none), and the log
  // entries the events make. Presented as a command played here is; the game changed.
  void arrived(const EventLog& events, Moments moments, std::unique_ptr<History> after, std::vector<Entry> entries) {
    history_ = std::move(after);
    log_.queue(presentation_.pushed(), std::move(entries));
    presentation_.push(events, std::move(moments), state());
    caughtUp();
    signalChanged();
  }

  // Online: the board shows `history`'s state at once (a member coming in, or back after a gap too long to replay:
  // its view as it now stands), the log kept (what waited to be shown is shown).
  void jumpTo(std::unique_ptr<History> history) {
    history_ = std::move(history);
    presentation_.reset(state());
    caughtUp();
    signalChanged();
  }

  // The board at the history's present, the log cut to the commands done.
  void restartPresentation() {
    presentation_.reset(history_->state());
    log_.keepCommands(static_cast<int>(history_->commands().size()));
    if (hooks_.presented) hooks_.presented();
  }

  // The shown log made again from the commands (each replayed from the start), nothing waiting.
  void rebuildLog() {
    log_.clear();
    if (!hooks_.entries) return;
    State s = history_->initial();
    EventLog events;
    Moments moments;
    const std::vector<Command>& commands = history_->commands();
    for (std::size_t i = 0; i < commands.size(); ++i) {
      const State before = s;
      events.clear();
      moments.clear();
      if (!Rules::apply(s, commands[i], events, &moments).ok()) break;  // cannot happen: the history applied it
      for (Entry& e : hooks_.entries(Played{before, commands[i], events, moments, s, static_cast<int>(i + 1), true}))
        log_.shown().push_back(std::move(e));
    }
  }

  // The presentation moves on by the frame time (at the speed it was given); the log catches up with what it shows.
  void update(float seconds) {
    presentation_.update(seconds);
    caughtUp();
  }
  // Everything pushed is shown at once.
  void finish() {
    presentation_.finish();
    caughtUp();
  }

 private:
  void say(const std::string& text, bool error) {
    if (hooks_.say) hooks_.say(text, error);
  }
  void signalChanged() {
    if (hooks_.changed) hooks_.changed();
  }
  // `moments` is the one `played` reads: the entries are made from it before it moves to the presentation.
  void push(const Played& played, Moments&& moments) {
    if (hooks_.entries) log_.queue(presentation_.pushed(), hooks_.entries(played));
    presentation_.push(played.events, std::move(moments), played.after);
    caughtUp();
  }
  void caughtUp() {
    if (hooks_.shown) {
      log_.catchUp(presentation_.presented(), hooks_.shown);
    } else {
      log_.catchUp(presentation_.presented());
    }
    if (hooks_.presented) hooks_.presented();
  }

  Hooks hooks_;
  std::unique_ptr<History> history_;
  Presenter presentation_;
  view::PresentedLog<Entry> log_;
};

}  // namespace nemesis::app
