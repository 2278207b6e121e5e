#include "replay.hpp"
#include "json_text.hpp"

#include <rapidjson/document.h>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

#include <fstream>
#include <sstream>
#include <utility>

#include "engine.hpp"
#include "hash.hpp"
#include "history.hpp"
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

std::string listOf(const std::vector<std::string>& items) {
  if (items.empty()) return "nothing";
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i) text += (i == 0 ? "" : ", ") + items[i];
  return text;
}

std::string stepName(int index, const std::string& text) {
  return "step " + std::to_string(index + 1) + " (" + text + ")";
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
  return r;
}

std::string writeReplay(const Replay& r) {
  rapidjson::Document doc;
  doc.SetObject();
  auto& alloc = doc.GetAllocator();
  doc.AddMember("format", "nemesis-replay", alloc);
  doc.AddMember("version", kReplayVersion, alloc);

  // The scenario writer owns its format: embed its output as a parsed object, not a string.
  const std::string scenario = writeScenario(r.initial);
  rapidjson::Document initial(&alloc);
  if (parseJson(initial, scenario)) throw ScenarioError("writeReplay: the scenario writer produced invalid JSON");
  doc.AddMember("initial", Value(initial, alloc), alloc);

  Value steps(rapidjson::kArrayType);
  GameState s = r.initial;
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
    const std::string hash = hex64(i < r.hashes.size() ? r.hashes[i] : stateHash(s));
    step.AddMember("hash", Value(hash.c_str(), static_cast<rapidjson::SizeType>(hash.size()), alloc), alloc);
    steps.PushBack(step, alloc);
  }
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
  if (version.GetInt() != kReplayVersion) {
    fail(source, "version",
         "the file has version " + std::to_string(version.GetInt()) + "; this program reads version " +
             std::to_string(kReplayVersion));
  }

  const Value& initial = member(doc, "initial", source, "top level");
  if (!initial.IsObject()) fail(source, "initial", "expected a scenario object");
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  initial.Accept(writer);

  Replay r;
  r.initial = parseScenario(std::string(buffer.GetString(), buffer.GetSize()), source + ": initial", boardsDir);

  const Value& steps = member(doc, "steps", source, "top level");
  if (!steps.IsArray()) fail(source, "steps", "expected a list of steps");
  GameState s = r.initial;
  EventLog log;
  int diverged = -1;  // first step whose recorded hash differs: later failures are its consequence
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
    const std::string text = command.GetString();
    // Once a hash has differed, a later command that no longer applies is a consequence: name the cause.
    const auto failure = [&](std::string message) {
      if (diverged >= 0) {
        message += " (the replay had already diverged at step ";
        message += std::to_string(diverged + 1);
        message += ", whose state hash differs from the recorded one)";
      }
      return ScriptError(message);
    };
    std::string field = source;  // "FILE: steps[4].command", the source of the command's messages
    field += ": ";
    field += where;
    field += ".command";
    Command cmd;
    try {
      // Names, rooms and the default payment are read against the state this command applies to.
      cmd = parseCommand(text, s, field, 1);
    } catch (const ScriptError& e) {
      throw failure(e.what());
    }
    log.clear();
    const Verdict v = apply(s, cmd, log);
    if (!v.ok()) {
      std::string message = field;
      message += ": ";
      message += stepName(index, text);
      message += " is refused: ";
      message += explain(s, v);
      throw failure(std::move(message));
    }
    if (diverged < 0 && stateHash(s) != expected) diverged = index;
    // "chance" is optional (hand-made files): without it the step's actual outcomes stand in.
    std::vector<std::string> outcomes = outcomesOf(log);
    if (auto it = step.FindMember("chance"); it != step.MemberEnd()) {
      if (!it->value.IsArray()) fail(source, where + ".chance", "expected a list of chance outcomes (strings)");
      outcomes.clear();
      for (rapidjson::SizeType k = 0; k < it->value.Size(); ++k) {
        if (!it->value[k].IsString()) {
          fail(source, where + ".chance[" + std::to_string(k) + "]", "expected a chance outcome (a string)");
        }
        outcomes.emplace_back(it->value[k].GetString());
      }
    }
    r.commands.push_back(cmd);
    r.hashes.push_back(expected);
    r.chance.push_back(std::move(outcomes));
  }
  return r;
}

Replay loadReplay(const std::string& path, const std::string& boardsDir) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ScenarioError(path + ": cannot open the file for reading");
  std::ostringstream text;
  text << in.rdbuf();
  return parseReplay(text.str(), path, boardsDir);
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
      check.message = "Replay diverges at " + stepName(index, text) + ": the state hash is " + hex64(actual) +
                      " but the replay recorded " + hex64(r.hashes[i]) + ".";
      return check;
    }
  }
  check.message = "OK: " + std::to_string(check.steps) + " step" + (check.steps == 1 ? "" : "s") +
                  " replayed, every state hash matches.";
  return check;
}

}  // namespace nemesis
