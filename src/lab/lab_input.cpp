#include "lab_input.hpp"

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <unistd.h>

#include "engine/kernel/file_io.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/nemesis/scenario.hpp"
#include "lab.hpp"

namespace lab {

std::string readInput(const std::string& path) {
  try {
    if (path == "-") {
      return nemesis::readDescriptorLimited(STDIN_FILENO, nemesis::kMaxScriptBytes, "standard input",
                                            "a command script");
    }
    return nemesis::readFileLimited(path, nemesis::kMaxScriptBytes, "a command script");
  } catch (const nemesis::FileError& e) {
    throw LabError(e.what());
  }
}

nemesis::GameState loadStart(const std::string& path, const std::string& boardsDir, std::optional<std::uint64_t> seed) {
  if (!seed) return nemesis::loadScenario(path, boardsDir);
  // Parsed as written first, so every error points into the file the user has.
  const std::string json = nemesis::readFileAs<nemesis::ScenarioError>(path, nemesis::kMaxScenarioBytes, "a scenario");
  (void)nemesis::parseScenario(json, path, boardsDir);

  rapidjson::Document doc;
  if (nemesis::parseJson(doc, json) || !doc.IsObject()) {
    throw nemesis::ScenarioError(path + ": top level: expected an object");
  }
  rapidjson::Value value;
  value.SetUint64(*seed);
  if (doc.HasMember("seed")) {
    doc["seed"] = value;
  } else {
    doc.AddMember("seed", value, doc.GetAllocator());
  }
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> writer(buffer);
  doc.Accept(writer);
  return nemesis::parseScenario(std::string(buffer.GetString(), buffer.GetSize()),
                                path + " (with --seed " + std::to_string(*seed) + ")", boardsDir);
}

}  // namespace lab
