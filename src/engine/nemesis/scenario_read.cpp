// Reading scenario and save files (docs/scenario-format.md). A file is applied on top of a seeded setup:
// each field present replaces its part of that setup, so a short file describes a small position and a
// save (every field written) restores a state exactly. Every problem is a ScenarioError naming the file,
// the field path and the problem. This file holds the envelope (format, version, the fields a file may
// have) and the order the parts are read in; each part is read in the scenario_read_*.cpp named after it.
#include "engine/kernel/file_io.hpp"
#include "invariants.hpp"
#include "scenario_reader.hpp"

namespace nemesis {

namespace scenario_reader {

constexpr std::string_view kFormat = "nemesis-scenario";

// Brings a file of an older format version up to kScenarioVersion, one version at a time, so the rest
// of the reader knows only the current format. Version 1 is the first, so there is nothing to migrate
// yet. When version 2 changes a field, add `case 1:` here, rewriting the document from version 1 to 2
// in place, and let it fall through to `case 2: return;`.
void Reader::migrate(rapidjson::Document& doc, int version) const {
  (void)doc;
  const std::string versions = "the file has version " + std::to_string(version) + "; this program reads version " +
                               std::to_string(kScenarioVersion);
  if (version > kScenarioVersion) fail("version", versions + " (the file was written by a newer program)");
  switch (version) {
    case kScenarioVersion: return;
    default: fail("version", versions + " and cannot convert it");
  }
}

void Reader::readHeader(rapidjson::Document& doc) const {
  const Value* format = find(doc, "format");
  if (format == nullptr) fail("format", "missing: a scenario or save starts with \"format\": \"nemesis-scenario\"");
  if (!format->IsString() || str(*format) != kFormat) {
    fail("format", "expected \"nemesis-scenario\", got " + describeValue(*format));
  }
  const Value* version = find(doc, "version");
  if (version == nullptr) fail("version", "missing: this program reads version " + std::to_string(kScenarioVersion));
  if (!version->IsInt()) fail("version", "expected a whole number, got " + describeValue(*version));
  migrate(doc, version->GetInt());
}

GameState Reader::read(const std::string& json) {
  rapidjson::Document doc;
  parseJsonOrFail<ScenarioError>(doc, json, source_);
  if (!doc.IsObject()) fail("top level", "expected a JSON object, got " + describeValue(doc));
  readHeader(doc);
  checkFields(doc, "",
              {"format",
               "version",
               "name",
               "description",
               "board",
               "seed",
               "characters",
               "rooms",
               "unused_exploration",
               "discarded_exploration",
               "intruders",
               "doors",
               "noise",
               "bag",
               "supply",
               "set_aside",
               "removed",
               "attack_deck",
               "attack_discard",
               "round",
               "phase",
               "force",
               "rng",
               "steps",
               "pending",
               "status",
               "loss",
               "next_intruder_id",
               "next_contamination",
               "free_play",
               "first_player",
               "turn",
               "actions",
               "eggs",
               "event_deck",
               "event_discard",
               "stats"});
  for (const char* field : {"name", "description"}) {
    if (const Value* v = find(doc, field)) (void)text(*v, field);
  }
  GameState s = readSetup(doc);
  const GameState setup = s;
  readRooms(doc, s, setup);
  readCharacters(doc, s, setup);
  readIntruders(doc, s, setup);
  readDoorsAndNoise(doc, s);
  readAttackDeck(doc, s, setup);
  readTurns(doc, s);
  readEventDeck(doc, s, setup);
  readForce(doc, s);
  readSaveFields(doc, s);
  const auto problems = checkInvariants(s);
  if (!problems.empty()) {
    fail("position",
         problems.front() +
             (problems.size() > 1 ? " (and " + std::to_string(problems.size() - 1) + " more problems)" : ""));
  }
  return s;
}

}  // namespace scenario_reader

GameState parseScenario(const std::string& json, const std::string& source, const std::string& boardsDir) {
  try {
    return scenario_reader::Reader(source, boardsDir).read(json);
  } catch (const ScenarioError&) {
    throw;
  } catch (const std::exception& e) {
    // A safety net: every problem above is reported on purpose; nothing else may escape a loader.
    throw ScenarioError(source + ": unexpected problem while reading: " + e.what());
  }
}

GameState loadScenario(const std::string& path, const std::string& boardsDir) {
  return parseScenario(readFileAs<ScenarioError>(path, kMaxScenarioBytes, "a scenario"), path, boardsDir);
}

GameState loadGame(const std::string& path, const std::string& boardsDir) {
  return loadScenario(path, boardsDir);
}

}  // namespace nemesis
