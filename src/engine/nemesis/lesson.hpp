// Tutorial lessons as data (docs/tutorial-format.md): a scenario and ordered steps that teach rules by
// playing them on the real engine. This header holds the parsed form and the reader; LessonRunner
// (lesson_runner.hpp) plays one. Pure engine code: no SDL, no clock, no global state.
#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "chance.hpp"
#include "engine/kernel/lesson_files.hpp"
#include "engine/kernel/lesson_step.hpp"
#include "event.hpp"
#include "rules.hpp"
#include "state.hpp"

namespace nemesis {

inline constexpr int kLessonVersion = 1;
// A lesson is a scenario plus some dozens of steps: a few KB. 1 MiB is far above any real one.
inline constexpr std::size_t kMaxLessonBytes = std::size_t{1} << 20U;

// "FILE: FIELD: PROBLEM", e.g. "02-exploring.json: steps[3].pattern: unknown command \"walk\"".
class LessonError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class CompareOp : std::uint8_t { Less, LessEqual, Equal, GreaterEqual, Greater };

// A condition on the state (docs/tutorial-format.md "Conditions"). Rooms are board indices, characters
// player indices, passages corridor indices or Board::techSpace().
struct Condition {
  enum class Kind : std::uint8_t {
    CharacterIn,
    MarkersOn,
    IntruderIn,
    Wounds,
    Hand,
    Explored,
    Status,
    Door,
    All,
    Any,
    Not
  };
  Kind kind = Kind::All;
  int character = -1;
  int room = -1;
  PassageId passage = kNoPassage;
  CompareOp op = CompareOp::Equal;
  int value = 0;
  GameStatus status = GameStatus::Playing;
  DoorState door = DoorState::Open;  // Door: the state of the Door in `passage`
  std::vector<Condition> parts;      // All, Any, Not (one part)
};

// A question whose right answer the engine computes on a copy of the state (docs/tutorial-format.md
// "Computed questions"). The answer values are strings: "yes"/"no", or a corridor "7-11", "technical", "none".
struct Computation {
  enum class Kind : std::uint8_t { NoiseCausesEncounter, NoiseMarkerWhere, SurpriseAttack };
  Kind kind = Kind::NoiseCausesEncounter;
  int character = -1;
  NoiseResult roll = NoiseResult::Silence;
  ForcedBagDraw token;  // SurpriseAttack: the Intruder token drawn
};

struct LessonAnswer {
  std::string text;
  std::string value;
};

// What the client draws with a pulsing outline (the rest dimmed). Rooms and characters as indices, corridors
// as passages, panels by name (kLessonPanels).
struct Highlights {
  std::vector<int> rooms;
  std::vector<PassageId> corridors;
  std::vector<int> characters;
  std::vector<std::string> panels;
  [[nodiscard]] bool empty() const {
    return rooms.empty() && corridors.empty() && characters.empty() && panels.empty();
  }
};

// The client panels a step may highlight.
inline constexpr std::array<std::string_view, 6> kLessonPanels = {"hand", "log", "bag", "character", "round", "dice"};

// The step kinds: engine/kernel/lesson_step.hpp (the strip shows every game's).

struct LessonStep {
  LessonStepKind kind = LessonStepKind::Say;
  std::string where;  // "steps[3]", for messages
  // say, observe, check: the text; do: the instruction; ask: the question; free: the objective. Raw, with
  // placeholders; LessonRunner returns it interpolated.
  std::string text;
  std::optional<RuleId> rule;          // the rule it teaches (opens the rules reference there)
  std::optional<Condition> when;       // say: shown only when this holds
  std::optional<Condition> condition;  // check, free: progress when this holds
  // do, try
  std::vector<std::string> pattern;     // tokens, "*" matches any one token
  std::string hint;                     // do: shown when another legal command is tried; try: any legal command
  std::optional<ForcedOutcomes> force;  // queued when the step begins (a "force" command)
  std::string solution;                 // the command the checker plays (default: the pattern without "*")
                                        // (try: the command the engine must refuse for the step's rule)
  // free: the commands the checker plays, in order, to reach the objective
  std::vector<std::string> solutions;
  // ask
  std::vector<LessonAnswer> answers;
  std::optional<Computation> compute;
  Highlights highlights;
};

struct Lesson {
  std::string source;  // the file, for messages
  std::string id;
  std::string title;
  std::vector<RuleId> teaches;
  GameState start;  // the scenario, read by the scenario reader
  std::vector<LessonStep> steps;
};

// Reads a lesson. `scenariosDir` is where a scenario named by file is found, `boardsDir` the boards a
// scenario names. Throws LessonError ("FILE: FIELD: PROBLEM"), never anything else.
Lesson parseLesson(const std::string& json, const std::string& source, const std::string& scenariosDir,
                   const std::string& boardsDir);
// Reads the file with readFileLimited (at most kMaxLessonBytes, a regular file only).
Lesson loadLesson(const std::string& path, const std::string& scenariosDir, const std::string& boardsDir);

// A lesson menu entry: the lessons of a folder (files named NN-name.json, in name order). A file that does
// not load is listed with its error, so a menu can show it greyed out.
struct LessonInfo {
  std::string path;
  std::string id;
  std::string title;
  std::string error;  // empty when the lesson loads
};
std::vector<LessonInfo> listLessons(const std::string& dir, const std::string& scenariosDir,
                                    const std::string& boardsDir);

// Conditions, placeholders and computed questions (lesson_eval.cpp).
[[nodiscard]] bool holds(const Condition& c, const GameState& s);
// What a condition asks for and what the state has, for "waiting for ..." messages: the first part that
// does not hold ("a Noise marker on corridor 7-11 (now 0)").
[[nodiscard]] std::string describeUnmet(const Condition& c, const GameState& s);
// The text with every placeholder replaced from the state and the last command's events.
[[nodiscard]] std::string interpolate(const std::string& text, const GameState& s, const EventLog& last);
// Throws LessonError(where + problem) for an unknown placeholder or argument; used by the reader.
void checkPlaceholders(const std::string& text, const GameState& s, const std::string& source,
                       const std::string& where);
// The value of a computed question in `s` (the state is copied, never changed).
[[nodiscard]] std::string computeAnswer(const Computation& c, const GameState& s);
// Why the engine answers so, in words for a player: what it found on the copy, and the rule its decisive event
// cites ("A 4 in room 2 (Storage) leads to corridor 2-5, which already holds a Noise marker: an Encounter (seed
// 004, Noise Roll).").
[[nodiscard]] std::string explainAnswer(const Computation& c, const GameState& s);
// Whether a command's script text (formatCommand) matches a pattern: "*" matches any one token, case does
// not matter, and the payment ("pay ...") may follow a pattern that does not name it.
[[nodiscard]] bool matchesPattern(const std::vector<std::string>& pattern, const std::string& commandText);

}  // namespace nemesis
