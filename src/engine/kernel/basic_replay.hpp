// Replay files (docs/design.md §6), shared by every rules module: the starting position (the module's full
// scenario), then each command in the module's script syntax with the state hash after it and the chance
// outcomes it revealed. Verifying replays every command and compares, so a divergence is reported at the first
// step where it happens. Version 2 also records the number of steps and the final state hash, so a replay cut
// short at a step boundary is refused. `Rules` is a module's seam type (nemesis_rules.hpp lists what it gives).
#pragma once

#include <rapidjson/document.h>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "file_io.hpp"
#include "hex64.hpp"
#include "json_text.hpp"
#include "quote.hpp"

namespace nemesis {

inline constexpr int kReplayVersion = 2;  // 1 had no "step_count" and "final_hash" (still read)

template <class Rules>
struct BasicReplay {
  typename Rules::State initial;
  std::vector<typename Rules::Command> commands;
  std::vector<std::uint64_t> hashes;  // the state hash after each command
  // Per command, the chance outcomes it revealed (chanceOutcome texts, in order): readable in the file,
  // and compared on verification so a divergence names the roll or draw that differs.
  std::vector<std::vector<std::string>> chance;
  // The state hash after the last command (of `initial` when there is none), compared on verification.
  // Version 1 files do not record it.
  std::optional<std::uint64_t> finalHash;
};

struct ReplayCheck {
  int steps = 0;             // commands replayed
  int firstDivergence = -1;  // 0-based step whose hash differs (or whose command was refused), -1 if none
  std::uint64_t expected = 0;
  std::uint64_t actual = 0;
  std::string message;  // a sentence for the user
  // False for a version 1 replay: it records neither its length nor its final hash, so steps missing at its end
  // cannot be noticed (replay_text::kCannotProveWhole says so).
  bool provesWhole = true;
  [[nodiscard]] bool ok() const { return firstDivergence < 0; }
};

// The texts every module's replay messages share (replay_text.cpp).
namespace replay_text {
// Exactly 16 hex digits, as writeReplay writes them; anything else is a damaged file, not a divergence.
bool parseHash(std::string_view text, std::uint64_t& out);
// The outcomes a step revealed or recorded, each quoted: "nothing" for none.
std::string listOf(const std::vector<std::string>& items);
// "step 3 (move scout 7)".
std::string stepName(int index, const std::string& text);
std::string hashDiffers(std::uint64_t actual, std::uint64_t recorded);
// "steps[1]: Replay diverges at step 2 (move scout 7): the state hash is ... but the replay recorded ...".
std::string divergedAt(const std::string& where, int index, const std::string& text, std::uint64_t actual,
                       std::uint64_t recorded);
// "FILE: steps[4].command": the source of a step command's messages.
std::string commandSource(const std::string& source, const std::string& where);
// A step that cannot be read or is refused, said alone or after an earlier divergence.
struct StepFailure {
  std::string alone;  // "steps[1].command: step 2 (...): column 7: ..."
  std::string after;  // "step 2 (...) cannot be read: column 7: ..."
};
// The command parser's error ("FIELD:1:COLUMN: PROBLEM") as "column COLUMN: PROBLEM".
std::string unreadable(const std::string& source, const std::string& where, const std::string& error);
// `problem` (unreadable's) after the step.
StepFailure unreadableStep(const std::string& where, const std::string& named, const std::string& problem);
StepFailure refusedStep(const std::string& where, const std::string& named, const std::string& reason);
std::string failureMessage(const std::string& source, const std::string& diverged, const StepFailure& f);
// A "step_count" other than the steps listed: "the replay records 5 steps (step_count) but lists 4: ". Where
// the steps went missing (or were added) is at the first listed step that does not follow (`named`, with
// `why`); when every listed step follows, they are missing at the end (or were added there).
std::string countDiffers(std::uint64_t recorded, std::size_t listed, const std::string& named, const std::string& why);
// What a version 1 replay cannot prove (it records neither its length nor its final hash), said wherever one
// is opened: the lab's verdict and the client's Open.
std::string versionOneNote();
// Verification, one step at a time (verifyReplayOf, and the client's Open, which verifies as it reads). Step
// `index` (command `text`) was refused: `check` says so.
void refusedAt(ReplayCheck& check, int index, const std::string& text, const std::string& reason);
// Step `index` against what the file recorded: its chance outcomes (`recorded`, null when the file lists none;
// `outcomes` what the step revealed) and then its state hash (`recordedHash`, none when the file has none).
// False, with `check` saying where and why, at the first difference.
bool stepAgrees(ReplayCheck& check, int index, const std::string& text, const std::vector<std::string>& outcomes,
                const std::vector<std::string>* recorded, std::uint64_t actual,
                std::optional<std::uint64_t> recordedHash);
// After the last step: the final hash against the recorded one (none in a version 1 file), and the verdict.
void finishCheck(ReplayCheck& check, std::uint64_t actual, std::optional<std::uint64_t> recordedFinal);
// The "format" field of a JSON object, or "" (not JSON, not an object, no string "format"): how a file's kind,
// and so its module, is told.
std::string formatOf(std::string_view json);
}  // namespace replay_text

template <class Rules>
std::vector<std::string> chanceOutcomesOf(const typename Rules::EventLog& log) {
  std::vector<std::string> out;
  for (const auto& e : log) {
    std::string what = Rules::chanceOutcome(e);
    if (!what.empty()) out.push_back(std::move(what));
  }
  return out;
}

// Applies the commands from `initial`, recording the hash after each (a refused command is an error: throws
// Rules::CommandError naming the step).
template <class Rules>
BasicReplay<Rules> recordReplayOf(const typename Rules::State& initial,
                                  const std::vector<typename Rules::Command>& commands) {
  BasicReplay<Rules> r;
  r.initial = initial;
  r.commands = commands;
  r.hashes.reserve(commands.size());
  typename Rules::State s = initial;
  typename Rules::EventLog log;
  for (std::size_t i = 0; i < commands.size(); ++i) {
    log.clear();
    const std::string text = Rules::formatCommand(s, commands[i]);
    const auto v = Rules::apply(s, commands[i], log, nullptr);
    if (!v.ok()) {
      throw typename Rules::CommandError("cannot record " + replay_text::stepName(static_cast<int>(i), text) +
                                         ": it is refused: " + Rules::explain(s, v));
    }
    r.hashes.push_back(Rules::stateHash(s));
    r.chance.push_back(chanceOutcomesOf<Rules>(log));
  }
  r.finalHash = Rules::stateHash(s);
  return r;
}

// {"format": Rules::kReplayFormat, "version": 2, "step_count": 1, "final_hash": "9f0c...", "initial": {scenario},
//  "steps": [{"command": "move scout 7 pay 3", "chance": ["a Noise roll (3)"], "hash": "9f0c..."}]}
template <class Rules>
std::string writeReplayOf(const BasicReplay<Rules>& r) {
  using Value = rapidjson::Value;
  rapidjson::Document doc;
  doc.SetObject();
  auto& alloc = doc.GetAllocator();
  const auto text = [&](const std::string& t) {
    return Value(t.c_str(), static_cast<rapidjson::SizeType>(t.size()), alloc);
  };

  Value steps(rapidjson::kArrayType);
  typename Rules::State s = r.initial;
  std::uint64_t last = Rules::stateHash(s);  // the hash written for the last step
  typename Rules::EventLog log;
  for (std::size_t i = 0; i < r.commands.size(); ++i) {
    // Command text depends on the state it applies to (names, default payment), so replay as we write.
    const std::string command = Rules::formatCommand(s, r.commands[i]);
    log.clear();
    const auto v = Rules::apply(s, r.commands[i], log, nullptr);
    if (!v.ok()) {
      throw typename Rules::CommandError("cannot write " + replay_text::stepName(static_cast<int>(i), command) +
                                         ": it is refused: " + Rules::explain(s, v));
    }
    Value step(rapidjson::kObjectType);
    step.AddMember("command", text(command), alloc);
    Value chance(rapidjson::kArrayType);
    for (const std::string& what : i < r.chance.size() ? r.chance[i] : chanceOutcomesOf<Rules>(log)) {
      chance.PushBack(text(what), alloc);
    }
    step.AddMember("chance", chance, alloc);
    last = i < r.hashes.size() ? r.hashes[i] : Rules::stateHash(s);
    step.AddMember("hash", text(hex64(last)), alloc);
    steps.PushBack(step, alloc);
  }

  doc.AddMember("format", text(std::string(Rules::kReplayFormat)), alloc);
  doc.AddMember("version", kReplayVersion, alloc);
  // The count and the final hash come first: a replay cut short at a step boundary no longer matches them.
  doc.AddMember("step_count", static_cast<std::uint64_t>(r.commands.size()), alloc);
  doc.AddMember("final_hash", text(hex64(r.finalHash.value_or(last))), alloc);
  // The scenario writer owns its format: embed its output as a parsed object, not a string.
  const std::string scenario = Rules::writeScenario(r.initial);
  rapidjson::Document initial(&alloc);
  if (parseJson(initial, scenario)) {
    throw typename Rules::FileError("writeReplay: the scenario writer produced invalid JSON");
  }
  doc.AddMember("initial", Value(initial, alloc), alloc);
  doc.AddMember("steps", steps, alloc);

  rapidjson::StringBuffer buffer;
  rapidjson::PrettyWriter<rapidjson::StringBuffer> writer(buffer);
  writer.SetIndent(' ', 2);
  doc.Accept(writer);
  return std::string(buffer.GetString(), buffer.GetSize()) + "\n";
}

// What plays a replay's commands as it is read: a bare state (parseReplayOf), or a module's history
// (playReplayOf: the client builds its undo history in the same pass). Both give state() and apply().
template <class Rules>
class StatePlayer {
 public:
  explicit StatePlayer(typename Rules::State s) : s_(std::move(s)) {}
  [[nodiscard]] const typename Rules::State& state() const { return s_; }
  typename Rules::Verdict apply(const typename Rules::Command& cmd, typename Rules::EventLog& log) {
    return Rules::apply(s_, cmd, log, nullptr);
  }

 private:
  typename Rules::State s_;
};

// The one reader of replay files. Each step's command is read against the position it applies to and played
// once by a `Player` made from the initial position, which is returned. `keep`: filled with the replay as read
// (null: nothing kept but the player). `check`: verified in the same pass, as verifyReplayOf verifies (null:
// not verified). onStep(player, events) after each step. Throws as parseReplayOf says.
template <class Rules, class Player, class OnStep>
Player readReplayOf(const std::string& json, const std::string& source, const typename Rules::Context& context,
                    BasicReplay<Rules>* keep, ReplayCheck* check, OnStep&& onStep) {
  using Value = rapidjson::Value;
  using ReadError = typename Rules::FileError;
  using CommandError = typename Rules::CommandError;
  const std::string format(Rules::kReplayFormat);
  const auto fail = [&](const std::string& where, const std::string& problem) {
    failAt<ReadError>(source, where, problem);
  };
  const auto member = [&](const Value& object, const char* key, const std::string& where) -> const Value& {
    return requireMember<ReadError>(object, key, source, where);
  };
  // A step's command that cannot be read or is refused: alone, the failure names it; after an earlier
  // divergence (`diverged`), that step, the cause, comes first and the failure follows.
  const auto commandFailure = [&](const std::string& diverged, const replay_text::StepFailure& f) {
    return CommandError(replay_text::failureMessage(source, diverged, f));
  };

  rapidjson::Document doc;
  parseJsonOrFail<ReadError>(doc, json, source);
  if (!doc.IsObject()) fail("top level", "expected a JSON object with \"format\": \"" + format + "\"");
  const Value& formatField = member(doc, "format", "top level");
  if (!formatField.IsString() || std::string(formatField.GetString()) != format) {
    fail("format", "expected \"" + format + "\" (this is not a replay file of this game)");
  }
  const Value& version = member(doc, "version", "top level");
  if (!version.IsInt()) fail("version", "expected a whole number");
  if (version.GetInt() < 1 || version.GetInt() > kReplayVersion) {
    fail("version", "the file has version " + std::to_string(version.GetInt()) + "; this program reads versions 1 to " +
                        std::to_string(kReplayVersion));
  }
  // Version 1 recorded neither the number of steps nor the final hash.
  std::optional<std::uint64_t> stepCount;
  std::optional<std::uint64_t> finalHash;
  if (version.GetInt() >= 2) {
    const Value& count = member(doc, "step_count", "top level");
    if (!count.IsUint64()) fail("step_count", "expected the number of steps (a whole number from 0)");
    stepCount = count.GetUint64();
    const Value& recorded = member(doc, "final_hash", "top level");
    std::uint64_t h = 0;
    if (!recorded.IsString() || !replay_text::parseHash(recorded.GetString(), h)) {
      fail("final_hash", "expected 16 hexadecimal digits");
    }
    finalHash = h;
  }

  const Value& initial = member(doc, "initial", "top level");
  if (!initial.IsObject()) fail("initial", "expected a scenario object");
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  initial.Accept(writer);

  const Value& steps = member(doc, "steps", "top level");
  if (!steps.IsArray()) fail("steps", "expected a list of steps");
  // Steps missing or added: said at the first listed step that does not follow, else at the end.
  const bool miscounted = stepCount && *stepCount != steps.Size();
  const auto countFails = [&](const std::string& named, const std::string& why) {
    fail("steps", replay_text::countDiffers(*stepCount, steps.Size(), named, why));
  };

  typename Rules::State start =
      Rules::parseScenario(std::string(buffer.GetString(), buffer.GetSize()), source + ": initial", context);
  if (keep != nullptr) {
    keep->initial = start;
    keep->finalHash = finalHash;
  }
  std::optional<Player> player;
  player.emplace(std::move(start));
  if (check != nullptr) check->provesWhole = finalHash.has_value();
  typename Rules::EventLog log;
  // The first step whose recorded hash differs: a later command that no longer applies is its consequence,
  // so the message names this step (the tampered command, or a rule changed since) first.
  std::string diverged;
  for (rapidjson::SizeType i = 0; i < steps.Size(); ++i) {
    const int index = static_cast<int>(i);
    const std::string where = "steps[" + std::to_string(i) + "]";
    const Value& step = steps[i];
    if (!step.IsObject()) fail(where, "expected an object with \"command\" and \"hash\"");
    const Value& command = member(step, "command", where);
    if (!command.IsString()) fail(where + ".command", "expected the command text");
    const Value& hash = member(step, "hash", where);
    std::uint64_t expected = 0;
    if (!hash.IsString() || !replay_text::parseHash(hash.GetString(), expected)) {
      fail(where + ".hash", "expected 16 hexadecimal digits");
    }
    const std::string text(command.GetString(), command.GetStringLength());
    const std::string shown = quote(text);  // as the file wrote it, short and visible
    const std::string named = replay_text::stepName(index, shown);
    typename Rules::Command cmd{};
    try {
      // Names and places are read against the state this command applies to.
      cmd = Rules::parseCommand(text, player->state(), replay_text::commandSource(source, where), 1);
    } catch (const CommandError& e) {
      const std::string problem = replay_text::unreadable(source, where, e.what());
      if (miscounted) countFails(named, "it cannot be read: " + problem);
      throw commandFailure(diverged, replay_text::unreadableStep(where, named, problem));
    }
    // Verification names the command as the program writes it, from the position before it.
    const bool verifying = check != nullptr && check->ok();
    const std::string canonical = verifying ? Rules::formatCommand(player->state(), cmd) : std::string();
    log.clear();
    const auto v = player->apply(cmd, log);
    if (!v.ok()) {
      if (miscounted) countFails(named, "it is refused: " + Rules::explain(player->state(), v));
      throw commandFailure(diverged, replay_text::refusedStep(where, named, Rules::explain(player->state(), v)));
    }
    const std::uint64_t actual = diverged.empty() || verifying ? Rules::stateHash(player->state()) : 0;
    if (diverged.empty() && actual != expected) {
      if (miscounted) countFails(named, replay_text::hashDiffers(actual, expected));
      diverged = replay_text::divergedAt(where, index, shown, actual, expected);
    }
    // "chance" is optional (hand-made files): without it the step's actual outcomes stand in.
    std::optional<std::vector<std::string>> recorded;
    if (auto it = step.FindMember("chance"); it != step.MemberEnd()) {
      if (!it->value.IsArray()) fail(where + ".chance", "expected a list of chance outcomes (strings)");
      recorded.emplace();
      for (rapidjson::SizeType k = 0; k < it->value.Size(); ++k) {
        if (!it->value[k].IsString()) {
          fail(where + ".chance[" + std::to_string(k) + "]", "expected a chance outcome (a string)");
        }
        recorded->emplace_back(it->value[k].GetString(), it->value[k].GetStringLength());
      }
    }
    std::vector<std::string> outcomes;
    if ((verifying && recorded) || (keep != nullptr && !recorded)) outcomes = chanceOutcomesOf<Rules>(log);
    if (verifying) {
      check->steps = index + 1;
      (void)replay_text::stepAgrees(*check, index, canonical, outcomes, recorded ? &*recorded : nullptr, actual,
                                    expected);
    }
    onStep(std::as_const(*player), std::as_const(log));
    if (keep != nullptr) {
      keep->commands.push_back(cmd);
      keep->hashes.push_back(expected);
      keep->chance.push_back(recorded ? std::move(*recorded) : std::move(outcomes));
    }
  }
  if (miscounted) countFails("", "");
  if (check != nullptr && check->ok()) replay_text::finishCheck(*check, Rules::stateHash(player->state()), finalHash);
  return std::move(*player);
}

// Throws Rules::FileError (bad file or initial position, steps missing or added) or Rules::CommandError (a
// command that cannot be read or is refused where it stands: the message names its step and command, or the
// earlier step where the replay diverged).
template <class Rules>
BasicReplay<Rules> parseReplayOf(const std::string& json, const std::string& source,
                                 const typename Rules::Context& context) {
  BasicReplay<Rules> r;
  (void)readReplayOf<Rules, StatePlayer<Rules>>(json, source, context, &r, nullptr, [](const auto&, const auto&) {});
  return r;
}

// A replay played into a module's history as it is read, and verified in the same pass: every command is
// applied once (reading, verifying and building the undo history used to apply it three times).
template <class History>
struct PlayedReplay {
  History history;
  ReplayCheck check;  // as verifyReplayOf would say
};
template <class Rules, class History, class OnStep>
PlayedReplay<History> playReplayOf(const std::string& json, const std::string& source,
                                   const typename Rules::Context& context, OnStep&& onStep) {
  ReplayCheck check;
  History history = readReplayOf<Rules, History>(json, source, context, nullptr, &check, onStep);
  return {std::move(history), std::move(check)};
}

template <class Rules>
BasicReplay<Rules> loadReplayOf(const std::string& path, const typename Rules::Context& context) {
  return parseReplayOf<Rules>(readFileAs<typename Rules::FileError>(path, kMaxReplayBytes, "a replay"), path, context);
}

// Replays every command from `initial`, comparing each step's chance outcomes and state hash, then the final
// hash: the one verifier of nemesis-lab replay (playReplayOf checks the same as it reads).
template <class Rules>
ReplayCheck verifyReplayOf(const BasicReplay<Rules>& r) {
  ReplayCheck check;
  check.provesWhole = r.finalHash.has_value();
  typename Rules::State s = r.initial;
  typename Rules::EventLog log;
  for (std::size_t i = 0; i < r.commands.size(); ++i) {
    const int index = static_cast<int>(i);
    const std::string text = Rules::formatCommand(s, r.commands[i]);
    log.clear();
    const auto v = Rules::apply(s, r.commands[i], log, nullptr);
    check.steps = index + 1;
    if (!v.ok()) {
      replay_text::refusedAt(check, index, text, Rules::explain(s, v));
      return check;
    }
    const std::vector<std::string>* recorded = i < r.chance.size() ? &r.chance[i] : nullptr;
    const std::optional<std::uint64_t> hash = i < r.hashes.size() ? std::optional(r.hashes[i]) : std::nullopt;
    if (!replay_text::stepAgrees(check, index, text,
                                 recorded ? chanceOutcomesOf<Rules>(log) : std::vector<std::string>{}, recorded,
                                 Rules::stateHash(s), hash)) {
      return check;
    }
  }
  replay_text::finishCheck(check, Rules::stateHash(s), r.finalHash);
  return check;
}

}  // namespace nemesis
