#include "lesson_runner.hpp"

#include "engine/kernel/quote.hpp"
#include "hash.hpp"
#include "legal.hpp"
#include "script.hpp"

namespace nemesis {

namespace {

// A sandbox history: inside a lesson undo may take back anything, revealed chance included (the outcomes
// were forced by the lesson, so nothing is re-rolled).
constexpr bool kSandbox = true;

const EventLog kNoEvents;

}  // namespace

LessonRunner::LessonRunner(Lesson lesson)
    : lesson_(std::move(lesson)), own_(std::make_unique<History>(lesson_.start, kSandbox)), history_(own_.get()) {
  restart();
}

LessonRunner::LessonRunner(Lesson lesson, History& history) : lesson_(std::move(lesson)), history_(&history) {
  restart();
}

void LessonRunner::restart() {
  *history_ = History(lesson_.start, kSandbox);
  entries_.clear();
  played_.clear();
  enter(0);
}

void LessonRunner::enter(std::size_t index) {
  // Steps whose `when` does not hold are passed over; the loop ends at the first step shown or the end.
  for (;;) {
    Entry e{index, history_->commands().size(), history_->commands().size(), 0};
    if (index < lesson_.steps.size() && lesson_.steps[index].force) {
      EventLog out;
      // The queue is bounded (kMaxForcedOutcomes); a lesson that overfills it fails its check, never crashes.
      (void)history_->apply(ForceOutcomes{*lesson_.steps[index].force}, out);
      e.ready = history_->commands().size();
    }
    e.hash = stateHash(history_->state());
    entries_.push_back(e);
    if (index >= lesson_.steps.size()) return;
    const LessonStep& st = lesson_.steps[index];
    if (st.kind != LessonStepKind::Say || !st.when || holds(*st.when, history_->state())) return;
    ++index;
  }
}

std::string LessonRunner::text() const {
  return finished() ? "" : interpolate(lesson_.steps[stepIndex()].text, state(), lastEvents());
}

std::string LessonRunner::hint() const {
  const bool hinted = !finished() && (lesson_.steps[stepIndex()].kind == LessonStepKind::Do ||
                                      lesson_.steps[stepIndex()].kind == LessonStepKind::Try);
  return hinted ? interpolate(lesson_.steps[stepIndex()].hint, state(), lastEvents()) : "";
}

const EventLog& LessonRunner::lastEvents() const {
  return played_.empty() ? kNoEvents : played_.back().events;
}

int LessonRunner::rightAnswer() const {
  if (finished() || lesson_.steps[stepIndex()].kind != LessonStepKind::Ask) return -1;
  const std::string value = computeAnswer(*lesson_.steps[stepIndex()].compute, state());
  for (std::size_t i = 0; i < lesson_.steps[stepIndex()].answers.size(); ++i) {
    if (lesson_.steps[stepIndex()].answers[i].value == value) return static_cast<int>(i);
  }
  return -1;
}

std::optional<Command> LessonRunner::solution() const {
  if (finished()) return std::nullopt;
  const LessonStep& st = lesson_.steps[stepIndex()];
  std::string text = st.solution;
  if (st.kind == LessonStepKind::Free) {
    const std::size_t done = history_->commands().size() - entries_.back().ready;
    if (done >= st.solutions.size()) return std::nullopt;
    text = st.solutions[done];
  } else if (st.kind != LessonStepKind::Do && st.kind != LessonStepKind::Try) {
    return std::nullopt;
  }
  try {
    return parseCommand(text, state(), lesson_.source + ": " + st.where + ".solution");
  } catch (const ScriptError&) {
    return std::nullopt;
  }
}

bool LessonRunner::doMatches(const Command& cmd) const {
  return matchesPattern(lesson_.steps[stepIndex()].pattern, formatCommand(state(), cmd));
}

LessonReply LessonRunner::submit(const Command& cmd, Moments* moments) {
  if (finished()) return {LessonOutcome::NotNow, "The lesson is over.", {}};
  const LessonStep& st = lesson_.steps[stepIndex()];
  if (st.kind != LessonStepKind::Do && st.kind != LessonStepKind::Free && st.kind != LessonStepKind::Try) {
    return {LessonOutcome::NotNow, "Read on first: this step takes no move.", {}};
  }
  const Verdict v = validate(state(), cmd);
  if (st.kind == LessonStepKind::Try) {
    // The engine's refusal is the lesson: only a refusal that cites the step's rule shows it.
    if (v.ok()) return {LessonOutcome::Hint, hint(), {}};
    if (doMatches(cmd) && refusalRule(v.code) == st.rule) {
      LessonReply reply{LessonOutcome::Refused, refusalText(state(), cmd, v), v};
      advance();
      return reply;
    }
  }
  if (!v.ok()) return {LessonOutcome::Illegal, refusalText(state(), cmd, v), v};
  if (st.kind == LessonStepKind::Do && !doMatches(cmd)) return {LessonOutcome::Hint, hint(), {}};
  Played p{history_->commands().size(), {}};
  (void)history_->apply(cmd, p.events, moments);
  played_.push_back(std::move(p));
  if (st.kind == LessonStepKind::Do || holds(*st.condition, state())) advance();
  return {LessonOutcome::Accepted, "", {}};
}

LessonReply LessonRunner::next(int answer) {
  if (finished()) return {LessonOutcome::NotNow, "The lesson is over.", {}};
  const LessonStep& st = lesson_.steps[stepIndex()];
  switch (st.kind) {
    case LessonStepKind::Say:
    case LessonStepKind::Observe: advance(); return {LessonOutcome::Accepted, "", {}};
    case LessonStepKind::Check:
      if (!holds(*st.condition, state())) {
        return {LessonOutcome::Waiting, "Not yet: this needs " + describeUnmet(*st.condition, state()) + ".", {}};
      }
      advance();
      return {LessonOutcome::Accepted, "", {}};
    case LessonStepKind::Ask: {
      const int right = rightAnswer();
      if (answer < 0 || answer >= static_cast<int>(st.answers.size())) {
        return {LessonOutcome::NotNow, "Choose one of the answers.", {}};
      }
      if (answer != right) {
        // A wrong answer is told why: what the engine found when it played the question on a copy, and the rule.
        const std::string chosen = "Not " + quote(st.answers[static_cast<std::size_t>(answer)].text) + ": ";
        const std::string why = explainAnswer(*st.compute, state());
        if (right < 0) return {LessonOutcome::Wrong, chosen + "the engine's answer is none of these. " + why, {}};
        return {
            LessonOutcome::Wrong,
            chosen + "the engine's answer is " + quote(st.answers[static_cast<std::size_t>(right)].text) + ". " + why,
            {}};
      }
      advance();
      return {LessonOutcome::Accepted, "", {}};
    }
    case LessonStepKind::Do:
    case LessonStepKind::Free: return {LessonOutcome::NotNow, "This step goes on with a move.", {}};
    case LessonStepKind::Try: return {LessonOutcome::NotNow, "This step goes on when you try the move it asks.", {}};
  }
  return {LessonOutcome::NotNow, "", {}};
}

bool LessonRunner::undo() {
  if (played_.empty()) return false;
  const std::size_t index = played_.back().index;
  played_.pop_back();
  while (history_->commands().size() > index && history_->undo()) {
  }
  while (entries_.size() > 1 && entries_.back().entered > index) entries_.pop_back();
  return true;
}

void LessonRunner::rewindStep() {
  const std::size_t ready = entries_.back().ready;
  while (history_->commands().size() > ready && history_->undo()) {
  }
  while (!played_.empty() && played_.back().index >= ready) played_.pop_back();
}

std::optional<std::string> LessonRunner::deadEnd() const {
  if (finished()) return std::nullopt;
  const LessonStep& st = lesson_.steps[stepIndex()];
  const std::string offer = " Go back (undo) or rewind the step to try again.";
  const bool waits = st.kind == LessonStepKind::Check || st.kind == LessonStepKind::Free;
  if (waits && holds(*st.condition, state())) return std::nullopt;
  if (st.kind == LessonStepKind::Check) {
    // A check takes no move, so what it waits for can no longer happen.
    return "This needs " + describeUnmet(*st.condition, state()) + ", and nothing more will happen here." + offer;
  }
  if (state().status != GameStatus::Playing && (st.kind == LessonStepKind::Do || waits)) {
    return std::string("The game is over (") + (state().status == GameStatus::Won ? "won" : "lost") +
           "), so this step cannot be done." + offer;
  }
  if (st.kind == LessonStepKind::Try) {
    // Nothing is applied on a try step, so only its refusal can be gone (after an undo it is not).
    const std::optional<Command> c = solution();
    if (!c) return "This step cannot be done from here: its command no longer reads." + offer;
    const Verdict v = validate(state(), *c);
    if (!v.ok() && refusalRule(v.code) == st.rule) return std::nullopt;
    return "This step cannot be done from here: the engine no longer refuses " + formatCommand(state(), *c) +
           " for this rule." + offer;
  }
  if (st.kind != LessonStepKind::Do) return std::nullopt;
  std::vector<Command> legal;
  legalCommands(state(), legal);
  for (const Command& c : legal) {
    if (doMatches(c)) return std::nullopt;
  }
  // Say why with the engine's own reason for the lesson's solution, when it has one.
  std::string why = "no legal move matches this step any more.";
  if (const std::optional<Command> c = solution()) {
    const Verdict v = validate(state(), *c);
    if (v.ok() && doMatches(*c)) return std::nullopt;  // a payment the default would not choose
    if (!v.ok()) why = explain(state(), v);
  }
  return "This step cannot be done from here: " + why + offer;
}

}  // namespace nemesis
