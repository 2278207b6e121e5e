#include "lesson_check.hpp"

#include <algorithm>
#include <array>
#include <optional>

#include "engine/kernel/overloaded.hpp"
#include "engine/kernel/rng.hpp"
#include "event.hpp"
#include "hash.hpp"
#include "history.hpp"
#include "invariants.hpp"
#include "legal.hpp"
#include "lesson_runner.hpp"
#include "script.hpp"

namespace nemesis {

namespace {

// Steps in one lesson are at most a few hundred; a runner that never finishes is a bug the check reports.
constexpr int kMaxMoves = 2000;

// Which rules the solution has shown so far, by rule id.
using Shown = std::array<bool, kRuleCount>;

std::string where(const LessonRunner& r) {
  return r.lesson().source + ": " + (r.finished() ? std::string("end") : r.lesson().steps[r.stepIndex()].where);
}

// One move of the solution from the current step; false (and a problem) when it cannot be made.
bool playSolutionStep(LessonRunner& r, std::vector<std::string>& problems, Shown& shown) {
  const LessonStep& st = r.lesson().steps[r.stepIndex()];
  const std::size_t before = r.stepIndex();
  switch (st.kind) {
    case LessonStepKind::Say:
    case LessonStepKind::Observe: (void)r.next(); break;
    case LessonStepKind::Check: {
      const LessonReply reply = r.next();
      if (reply.outcome != LessonOutcome::Accepted) {
        problems.push_back(where(r) + ": the check fails on the solution: " + reply.message);
        return false;
      }
      if (st.rule) shown[static_cast<std::size_t>(*st.rule)] = true;
      break;
    }
    case LessonStepKind::Ask: {
      const int right = r.rightAnswer();
      if (right < 0) {
        problems.push_back(where(r) + ": no answer has the value the engine computes (" +
                           computeAnswer(*st.compute, r.state()) + ")");
        return false;
      }
      (void)r.next(right);
      break;
    }
    case LessonStepKind::Do:
    case LessonStepKind::Free: {
      const std::optional<Command> c = r.solution();
      if (!c) {
        problems.push_back(where(r) + ": the solution " +
                           (st.kind == LessonStepKind::Do ? "does not parse here" : "ends before the objective holds"));
        return false;
      }
      const LessonReply reply = r.submit(*c);
      if (reply.outcome != LessonOutcome::Accepted) {
        problems.push_back(where(r) + ": the solution \"" + formatCommand(r.state(), *c) +
                           "\" is refused: " + reply.message);
        return false;
      }
      if (st.kind == LessonStepKind::Do) {
        for (const Event& e : r.lastEvents()) shown[static_cast<std::size_t>(e.rule)] = true;
      } else if (st.rule && r.stepIndex() != before) {
        // A free step is real play with real chance: what its solution happened to meet, the player may not. Its
        // objective reached is what it shows, as a check does.
        shown[static_cast<std::size_t>(*st.rule)] = true;
      }
      return true;  // a free step may take several commands
    }
    case LessonStepKind::Try: {
      const std::optional<Command> c = r.solution();
      const LessonReply reply = c ? r.submit(*c) : LessonReply{};
      if (!c) {
        problems.push_back(where(r) + ": the solution does not parse here");
        return false;
      }
      if (reply.outcome != LessonOutcome::Refused) {
        const std::string why = reply.outcome == LessonOutcome::Illegal
                                    ? "the engine refuses it for another rule: " + reply.message
                                    : std::string("the engine allows it");
        problems.push_back(where(r) + ": the solution \"" + formatCommand(r.state(), *c) +
                           "\" is not refused for the step's rule: " + why);
        return false;
      }
      // The engine refused for the step's rule: the player saw that rule apply.
      if (st.rule) shown[static_cast<std::size_t>(*st.rule)] = true;
      break;
    }
  }
  if (r.stepIndex() == before) {
    problems.push_back(where(r) + ": the step does not move on");
    return false;
  }
  return true;
}

// The first Noise roll, bag draw, attack card or Event card among `events` that no `force` fixed, as
// chanceOutcome names it; empty when there is none. A step's narration states what its command revealed, so
// the outcomes a solution meets must be forced (docs/tutorial-format.md); the seed alone would make them
// repeatable, but an author could not know them. Exploration tokens are left out: the scenario places them.
std::string unforcedOutcome(const EventLog& events) {
  for (const Event& e : events) {
    const bool unforced =
        std::visit(Overloaded{[](const ev::NoiseRolled& x) { return !x.forced; },
                              [](const ev::TokenDrawn& x) { return !x.forced; },
                              [](const ev::AttackCardDrawn& x) { return !x.forced; },
                              [](const ev::EventCardDrawn& x) { return !x.forced; }, [](const auto&) { return false; }},
                   e.data);
    if (unforced) return chanceOutcome(e);
  }
  return {};
}

void checkEnd(const LessonRunner& r, std::vector<std::string>& problems) {
  if (!r.finished()) {
    problems.push_back(where(r) + ": the lesson does not end");
    return;
  }
  if (!r.state().chance.forced.empty()) {
    problems.push_back(r.lesson().source + ": forced outcomes are left unused at the end of the lesson (" +
                       formatCommand(r.state(), Command{ForceOutcomes{r.state().chance.forced}}) + ")");
  }
}

// A claim the solution never backs: one problem per rule, naming every place that claims it, so the author
// (or whoever reconciles lessons) sees the lesson, the rule and the steps at once.
void checkClaims(const Lesson& lesson, const Shown& shown, std::vector<std::string>& problems) {
  std::vector<std::pair<RuleId, std::string>> unshown;  // in the order first claimed
  for (const LessonClaim& c : lessonClaims(lesson)) {
    if (shown[static_cast<std::size_t>(c.rule)]) continue;
    const auto it = std::find_if(unshown.begin(), unshown.end(), [&](const auto& u) { return u.first == c.rule; });
    if (it == unshown.end()) {
      unshown.emplace_back(c.rule, c.where);
    } else {
      it->second += ", " + c.where;
    }
  }
  for (const auto& [rule, places] : unshown) {
    const std::string name(ruleText(rule).name);
    std::string problem = lesson.source;
    problem += ": " + places;
    problem += ": claims the rule " + name;
    problem += ", which the solution only narrates: no event of its do steps cites " + name;
    problem += ", no try step is refused for it and no check or free step with \"rule\": \"" + name;
    problem +=
        "\" passes (show it by play, or make the step a say, which only links the rules reference, and leave "
        "it out of teaches)";
    problems.push_back(std::move(problem));
  }
}

std::vector<std::string> invariantProblems(const LessonRunner& r, const std::string& after) {
  std::vector<std::string> out;
  for (const std::string& p : checkInvariants(r.state())) {
    std::string line = where(r);
    line += ": after " + after + ": ";
    line += p;
    out.push_back(std::move(line));
  }
  return out;
}

// The solution's moves, with the deviations first at each do and free step; false when it stopped early (the
// problem is said), true when it played every step it could.
bool playSolution(LessonRunner& r, int deviations, std::uint64_t seed, std::vector<std::string>* transcript,
                  std::vector<std::string>& problems, Shown& shown) {
  const Lesson& lesson = r.lesson();
  Pcg32 rng(seed, 0x5eed1e55);
  std::vector<Command> legal;
  std::size_t deviated = lesson.steps.size();  // the step last deviated at: once per step
  for (int moves = 0; !r.finished() && moves < kMaxMoves; ++moves) {
    const LessonStep& st = r.lesson().steps[r.stepIndex()];
    const bool playable =
        st.kind == LessonStepKind::Do || st.kind == LessonStepKind::Free || st.kind == LessonStepKind::Try;
    if (playable && deviations > 0 && deviated != r.stepIndex()) {
      const std::size_t index = r.stepIndex();
      deviated = index;
      const std::uint64_t start = r.stepStartHash();
      for (int i = 0; i < deviations; ++i) {
        legalCommands(r.state(), legal);
        if (legal.empty()) break;
        const Command c = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        const std::string text = formatCommand(r.state(), c);
        const std::uint64_t before = stateHash(r.state());
        const LessonReply reply = r.submit(c);
        for (std::string& p : invariantProblems(r, "\"" + text + "\"")) problems.push_back(std::move(p));
        (void)r.deadEnd();  // must answer, whatever the state
        if (reply.outcome != LessonOutcome::Accepted) {
          if (stateHash(r.state()) != before)
            problems.push_back(where(r) + ": a refused \"" + text + "\" changed the state");
          continue;
        }
        if (r.stepIndex() != index) {
          // Accepted (a "*" matched): take it back; the step and its state come back.
          if (!r.undo() || r.stepIndex() != index || stateHash(r.state()) != before) {
            problems.push_back(where(r) + ": undoing \"" + text + "\" does not bring the step back");
            return false;
          }
        }
      }
      r.rewindStep();
      if (r.stepIndex() != index || stateHash(r.state()) != start) {
        problems.push_back(where(r) + ": rewindStep does not bring back the state the step began in");
        return false;
      }
    }
    if (transcript != nullptr) {
      transcript->push_back(st.where + ": " + r.text());
      if (const std::optional<Command> c = playable ? r.solution() : std::nullopt) {
        transcript->push_back("  > " + formatCommand(r.state(), *c));
      }
    }
    if (!playSolutionStep(r, problems, shown)) return false;
    // A free step is real play: its chance is the game's, and its solution only shows the objective can be met.
    const bool told = st.kind == LessonStepKind::Do;
    if (const std::string what = told ? unforcedOutcome(r.lastEvents()) : std::string(); !what.empty()) {
      problems.push_back(r.lesson().source + ": " + st.where + ": the solution reveals " + what +
                         ", which the step does not force");
    }
    for (std::string& p : invariantProblems(r, "the solution")) problems.push_back(std::move(p));
  }
  return true;
}

}  // namespace

std::vector<LessonClaim> lessonClaims(const Lesson& lesson) {
  std::vector<LessonClaim> out;
  for (const RuleId rule : lesson.teaches) out.push_back({rule, "teaches"});
  for (const LessonStep& st : lesson.steps) {
    const bool links = st.kind == LessonStepKind::Say || st.kind == LessonStepKind::Ask;
    if (st.rule && !links) out.push_back({*st.rule, st.where});
  }
  return out;
}

bool LessonCheck::shows(RuleId rule) const {
  return std::find(shown.begin(), shown.end(), rule) != shown.end();
}

std::vector<std::string> checkLessonSolution(const Lesson& lesson, std::vector<std::string>* transcript) {
  return checkLesson(lesson, 0, 0, transcript).problems;
}

std::vector<std::string> deviateLesson(const Lesson& lesson, int deviations, std::uint64_t seed,
                                       std::vector<std::string>* transcript) {
  return checkLesson(lesson, deviations, seed, transcript).problems;
}

LessonCheck checkLesson(const Lesson& lesson, int deviations, std::uint64_t seed,
                        std::vector<std::string>* transcript) {
  LessonCheck out;
  Shown shown{};
  LessonRunner r(lesson);
  if (playSolution(r, deviations, seed, transcript, out.problems, shown)) {
    checkEnd(r, out.problems);
    checkClaims(lesson, shown, out.problems);
  }
  for (int i = 0; i < kRuleCount; ++i) {
    if (shown[static_cast<std::size_t>(i)]) out.shown.push_back(static_cast<RuleId>(i));
  }
  return out;
}

}  // namespace nemesis
