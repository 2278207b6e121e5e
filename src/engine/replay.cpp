#include "replay.hpp"

#include <rapidjson/document.h>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

#include <algorithm>
#include <utility>

#include "engine.hpp"
#include "file_io.hpp"
#include "hash.hpp"
#include "history.hpp"
#include "json_text.hpp"
#include "quote.hpp"
#include "scenario.hpp"
#include "script.hpp"

namespace nemesis {

namespace {

using Value = rapidjson::Value;

[[noreturn]] void fail(const std::string& source, const std::string& where, const std::string& problem) {
  failAt<ScenarioError>(source, where, problem);
}

const Value& member(const Value& object, const char* key, const std::string& source, const std::string& where) {
  return requireMember<ScenarioError>(object, key, source, where);
}

// Exactly 16 hex digits, as writeReplay writes them; anything else is a damaged file, not a divergence.
bool parseHash(const std::string& text, std::uint64_t& out) {
  if (text.size() != 16) return false;
  std::uint64_t h = 0;
  for (char c : text) {
    unsigned digit = 0;
    if (c >= '0' && c <= '9') {
      digit = static_cast<unsigned>(c - '0');
    } else if (c >= 'a' && c <= 'f') {
      digit = static_cast<unsigned>(c - 'a' + 10);
    } else if (c >= 'A' && c <= 'F') {
      digit = static_cast<unsigned>(c - 'A' + 10);
    } else {
      return false;
    }
    h = (h << 4U) | digit;
  }
  out = h;
  return true;
}

std::vector<std::string> outcomesOf(const EventLog& log) {
  std::vector<std::string> out;
  for (const Event& e : log) {
    std::string what = chanceOutcome(e);
    if (!what.empty()) out.push_back(std::move(what));
  }
  return out;
}

// The outcomes a step revealed or recorded, each quoted: the recorded ones are the file's text.
std::string listOf(const std::vector<std::string>& items) {
  if (items.empty()) return "nothing";
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i) text += (i == 0 ? "" : ", ") + quote(items[i]);
  return text;
}

std::string stepName(int index, const std::string& text) {
  return "step " + std::to_string(index + 1) + " (" + text + ")";
}

std::string hashDiffers(std::uint64_t actual, std::uint64_t recorded) {
  return "the state hash is " + hex64(actual) + " but the replay recorded " + hex64(recorded);
}

// "FILE: steps[4].command": the source of a step command's messages.
std::string commandField(const std::string& source, const std::string& where) {
  return source + ": " + where + ".command";
}

// "steps[1]: Replay diverges at step 2 (move scout 7): the state hash is ... but the replay recorded ...".
std::string divergedAt(const std::string& where, int index, const std::string& text, std::uint64_t actual,
                       std::uint64_t recorded) {
  return where + ": Replay diverges at " + stepName(index, text) + ": " + hashDiffers(actual, recorded);
}

// A step's command that cannot be read or is refused: `alone` names it; after an earlier divergence
// (`diverged`), that step, the cause, comes first and `after` follows.
ScriptError commandFailure(const std::string& source, const std::string& diverged, const std::string& alone,
                           const std::string& after) {
  return ScriptError(source + ": " + (diverged.empty() ? alone : diverged + "; then " + after));
}

// parseCommand's error ("FIELD:1:COLUMN: PROBLEM") as "column COLUMN: PROBLEM", after the step and command.
ScriptError unreadableCommand(const std::string& source, const std::string& diverged, const std::string& where,
                              int index, const std::string& text, const std::string& error) {
  const std::string prefix = commandField(source, where) + ":1:";
  const std::string problem = error.rfind(prefix, 0) == 0 ? "column " + error.substr(prefix.size()) : error;
  const std::string named = stepName(index, text);
  return commandFailure(source, diverged, where + ".command: " + named + ": " + problem,
                        named + " cannot be read: " + problem);
}

ScriptError refusedCommand(const std::string& source, const std::string& diverged, const std::string& where, int index,
                           const std::string& text, const std::string& reason) {
  const std::string named = stepName(index, text);
  return commandFailure(source, diverged,
                        where + ".command: Replay diverges at " + named + ": the command is refused: " + reason,
                        named + " is refused: " + reason);
}

}  // namespace

Replay recordReplay(const GameState& initial, const std::vector<Command>& commands) {
  Replay r;
  r.initial = initial;
  r.commands = commands;
  r.hashes.reserve(commands.size());
  GameState s = initial;
  EventLog log;
  for (std::size_t i = 0; i < commands.size(); ++i) {
    log.clear();
    const std::string text = formatCommand(s, commands[i]);
    const Verdict v = apply(s, commands[i], log);
    if (!v.ok()) {
      throw ScriptError("cannot record " + stepName(static_cast<int>(i), text) + ": it is refused: " + explain(s, v));
    }
    r.hashes.push_back(stateHash(s));
    r.chance.push_back(outcomesOf(log));
  }
  r.finalHash = stateHash(s);
  return r;
}

std::string writeReplay(const Replay& r) {
  rapidjson::Document doc;
  doc.SetObject();
  auto& alloc = doc.GetAllocator();

  Value steps(rapidjson::kArrayType);
  GameState s = r.initial;
  std::uint64_t last = stateHash(s);  // the hash written for the last step
  EventLog log;
  for (std::size_t i = 0; i < r.commands.size(); ++i) {
    // Command text depends on the state it applies to (names, default payment), so replay as we write.
    const std::string text = formatCommand(s, r.commands[i]);
    log.clear();
    const Verdict v = apply(s, r.commands[i], log);
    if (!v.ok()) {
      throw ScriptError("cannot write " + stepName(static_cast<int>(i), text) + ": it is refused: " + explain(s, v));
    }
    Value step(rapidjson::kObjectType);
    step.AddMember("command", Value(text.c_str(), static_cast<rapidjson::SizeType>(text.size()), alloc), alloc);
    Value chance(rapidjson::kArrayType);
    for (const std::string& what : i < r.chance.size() ? r.chance[i] : outcomesOf(log)) {
      chance.PushBack(Value(what.c_str(), static_cast<rapidjson::SizeType>(what.size()), alloc), alloc);
    }
    step.AddMember("chance", chance, alloc);
    last = i < r.hashes.size() ? r.hashes[i] : stateHash(s);
    const std::string hash = hex64(last);
    step.AddMember("hash", Value(hash.c_str(), static_cast<rapidjson::SizeType>(hash.size()), alloc), alloc);
    steps.PushBack(step, alloc);
  }

  doc.AddMember("format", "nemesis-replay", alloc);
  doc.AddMember("version", kReplayVersion, alloc);
  // The count and the final hash come first: a replay cut short at a step boundary no longer matches them.
  doc.AddMember("step_count", static_cast<std::uint64_t>(r.commands.size()), alloc);
  const std::string lastHash = hex64(r.finalHash.value_or(last));
  doc.AddMember("final_hash", Value(lastHash.c_str(), static_cast<rapidjson::SizeType>(lastHash.size()), alloc), alloc);
  // The scenario writer owns its format: embed its output as a parsed object, not a string.
  const std::string scenario = writeScenario(r.initial);
  rapidjson::Document initial(&alloc);
  if (parseJson(initial, scenario)) throw ScenarioError("writeReplay: the scenario writer produced invalid JSON");
  doc.AddMember("initial", Value(initial, alloc), alloc);
  doc.AddMember("steps", steps, alloc);

  rapidjson::StringBuffer buffer;
  rapidjson::PrettyWriter<rapidjson::StringBuffer> writer(buffer);
  writer.SetIndent(' ', 2);
  doc.Accept(writer);
  return std::string(buffer.GetString(), buffer.GetSize()) + "\n";
}

Replay parseReplay(const std::string& json, const std::string& source, const std::string& boardsDir) {
  rapidjson::Document doc;
  parseJsonOrFail<ScenarioError>(doc, json, source);
  if (!doc.IsObject()) fail(source, "top level", "expected a JSON object with \"format\": \"nemesis-replay\"");

  const Value& format = member(doc, "format", source, "top level");
  if (!format.IsString() || std::string(format.GetString()) != "nemesis-replay") {
    fail(source, "format", "expected \"nemesis-replay\" (this is not a replay file)");
  }
  const Value& version = member(doc, "version", source, "top level");
  if (!version.IsInt()) fail(source, "version", "expected a whole number");
  if (version.GetInt() < 1 || version.GetInt() > kReplayVersion) {
    fail(source, "version",
         "the file has version " + std::to_string(version.GetInt()) + "; this program reads versions 1 to " +
             std::to_string(kReplayVersion));
  }
  // Version 1 recorded neither the number of steps nor the final hash.
  std::optional<std::uint64_t> stepCount;
  std::optional<std::uint64_t> finalHash;
  if (version.GetInt() >= 2) {
    const Value& count = member(doc, "step_count", source, "top level");
    if (!count.IsUint64()) fail(source, "step_count", "expected the number of steps (a whole number from 0)");
    stepCount = count.GetUint64();
    const Value& recorded = member(doc, "final_hash", source, "top level");
    std::uint64_t h = 0;
    if (!recorded.IsString() || !parseHash(recorded.GetString(), h)) {
      fail(source, "final_hash", "expected 16 hexadecimal digits");
    }
    finalHash = h;
  }

  const Value& initial = member(doc, "initial", source, "top level");
  if (!initial.IsObject()) fail(source, "initial", "expected a scenario object");
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  initial.Accept(writer);

  const Value& steps = member(doc, "steps", source, "top level");
  if (!steps.IsArray()) fail(source, "steps", "expected a list of steps");
  if (stepCount && *stepCount != steps.Size()) {
    fail(source, "steps",
         "the replay records " + std::to_string(*stepCount) + " steps (step_count) but lists " +
             std::to_string(steps.Size()) +
             (*stepCount > steps.Size() ? ": steps are missing at its end" : ": more than it records"));
  }

  Replay r;
  r.initial = parseScenario(std::string(buffer.GetString(), buffer.GetSize()), source + ": initial", boardsDir);
  r.finalHash = finalHash;
  GameState s = r.initial;
  EventLog log;
  // The first step whose recorded hash differs: a later command that no longer applies is its consequence,
  // so the message names this step (the tampered command, or a rule changed since) first.
  std::string diverged;
  for (rapidjson::SizeType i = 0; i < steps.Size(); ++i) {
    const int index = static_cast<int>(i);
    const std::string where = "steps[" + std::to_string(i) + "]";
    const Value& step = steps[i];
    if (!step.IsObject()) fail(source, where, "expected an object with \"command\" and \"hash\"");
    const Value& command = member(step, "command", source, where);
    if (!command.IsString()) fail(source, where + ".command", "expected the command text");
    const Value& hash = member(step, "hash", source, where);
    std::uint64_t expected = 0;
    if (!hash.IsString() || !parseHash(hash.GetString(), expected)) {
      fail(source, where + ".hash", "expected 16 hexadecimal digits");
    }
    const std::string text(command.GetString(), command.GetStringLength());
    const std::string shown = quote(text);  // as the file wrote it, short and visible
    Command cmd;
    try {
      // Names, rooms and the default payment are read against the state this command applies to.
      cmd = parseCommand(text, s, commandField(source, where), 1);
    } catch (const ScriptError& e) {
      throw unreadableCommand(source, diverged, where, index, shown, e.what());
    }
    log.clear();
    const Verdict v = apply(s, cmd, log);
    if (!v.ok()) throw refusedCommand(source, diverged, where, index, shown, explain(s, v));
    if (diverged.empty() && stateHash(s) != expected)
      diverged = divergedAt(where, index, shown, stateHash(s), expected);
    // "chance" is optional (hand-made files): without it the step's actual outcomes stand in.
    std::vector<std::string> outcomes = outcomesOf(log);
    if (auto it = step.FindMember("chance"); it != step.MemberEnd()) {
      if (!it->value.IsArray()) fail(source, where + ".chance", "expected a list of chance outcomes (strings)");
      outcomes.clear();
      for (rapidjson::SizeType k = 0; k < it->value.Size(); ++k) {
        if (!it->value[k].IsString()) {
          fail(source, where + ".chance[" + std::to_string(k) + "]", "expected a chance outcome (a string)");
        }
        outcomes.emplace_back(it->value[k].GetString(), it->value[k].GetStringLength());
      }
    }
    r.commands.push_back(cmd);
    r.hashes.push_back(expected);
    r.chance.push_back(std::move(outcomes));
  }
  return r;
}

Replay loadReplay(const std::string& path, const std::string& boardsDir) {
  return parseReplay(readFileAs<ScenarioError>(path, kMaxReplayBytes, "a replay"), path, boardsDir);
}

ReplayCheck verifyReplay(const Replay& r) {
  ReplayCheck check;
  GameState s = r.initial;
  EventLog log;
  for (std::size_t i = 0; i < r.commands.size(); ++i) {
    const int index = static_cast<int>(i);
    const std::string text = formatCommand(s, r.commands[i]);
    log.clear();
    const Verdict v = apply(s, r.commands[i], log);
    check.steps = index + 1;
    if (!v.ok()) {
      check.firstDivergence = index;
      check.message = "Replay diverges at " + stepName(index, text) + ": the command is refused: " + explain(s, v);
      return check;
    }
    if (i < r.chance.size()) {
      const std::vector<std::string> outcomes = outcomesOf(log);
      if (outcomes != r.chance[i]) {
        check.firstDivergence = index;
        check.actual = stateHash(s);
        check.expected = i < r.hashes.size() ? r.hashes[i] : 0;
        check.message = "Replay diverges at " + stepName(index, text) + ": it revealed " + listOf(outcomes) +
                        " where the replay recorded " + listOf(r.chance[i]) + ".";
        return check;
      }
    }
    const std::uint64_t actual = stateHash(s);
    if (i >= r.hashes.size()) {
      check.firstDivergence = index;
      check.actual = actual;
      check.message = "Replay diverges at " + stepName(index, text) + ": the replay records no hash for it.";
      return check;
    }
    if (actual != r.hashes[i]) {
      check.firstDivergence = index;
      check.expected = r.hashes[i];
      check.actual = actual;
      check.message = "Replay diverges at " + stepName(index, text) + ": " + hashDiffers(actual, r.hashes[i]) + ".";
      return check;
    }
  }
  if (r.finalHash && stateHash(s) != *r.finalHash) {
    check.firstDivergence = std::max(0, check.steps - 1);
    check.expected = *r.finalHash;
    check.actual = stateHash(s);
    check.message = "Replay diverges at its end (after " + std::to_string(check.steps) +
                    " steps): the final state hash is " + hex64(check.actual) + " but the replay recorded " +
                    hex64(check.expected) + " (final_hash).";
    return check;
  }
  check.message = "OK: " + std::to_string(check.steps) + " step" + (check.steps == 1 ? "" : "s") +
                  " replayed, every state hash matches" +
                  (r.finalHash ? "."
                               : " (a version 1 replay: it does not record its length, so steps missing at "
                                 "its end would go unnoticed).");
  return check;
}

bool isReplayText(std::string_view json) {
  rapidjson::Document doc;
  if (parseJson(doc, json) || !doc.IsObject()) return false;
  const auto it = doc.FindMember("format");
  return it != doc.MemberEnd() && it->value.IsString() &&
         std::string_view(it->value.GetString(), it->value.GetStringLength()) == "nemesis-replay";
}

}  // namespace nemesis
