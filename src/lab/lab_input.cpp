#include "lab_input.hpp"

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <fstream>
#include <iostream>
#include <sstream>

#include "json_text.hpp"
#include "lab.hpp"
#include "scenario.hpp"

namespace lab {

std::string readInput(const std::string& path) {
  std::ostringstream text;
  if (path == "-") {
    text << std::cin.rdbuf();
    return text.str();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw LabError(path + ": cannot open the file for reading");
  text << in.rdbuf();
  return text.str();
}

nemesis::GameState loadStart(const std::string& path, const std::string& boardsDir, std::optional<std::uint64_t> seed) {
  if (!seed) return nemesis::loadScenario(path, boardsDir);
  std::ifstream in(path, std::ios::binary);
  if (!in) throw nemesis::ScenarioError(path + ": cannot open the file for reading");
  std::ostringstream text;
  text << in.rdbuf();
  // Parsed as written first, so every error points into the file the user has.
  const std::string json = text.str();
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
