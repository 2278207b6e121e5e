// What `nemesis-lab run --json` and `replay --json` print (lab_output.hpp): every object has each key once, read
// back by the readers' own parser, which refuses a key given twice. An AttackCardDrawn event printed two
// "kind" keys: the event's kind and the attack card's.
#include <set>
#include <string>
#include <variant>

#include "engine/kernel/json_text.hpp"
#include "lab_output.hpp"
#include "support.hpp"

using namespace test;

namespace {

// One event of every kind the engine has, each alternative as it is default-built (ids of none).
template <std::size_t... I>
std::vector<lab::EventLine> everyKind(std::index_sequence<I...> /*kinds*/) {
  return {
      lab::EventLine{"text", "Rule", "citation", Event{RuleId::MovementCost, EventData(std::in_place_index<I>)}}...};
}

// The lab's JSON for these steps, parsed by parseJson: the problem (with its line and column) if it refuses it.
std::string problemIn(const std::string& json, rapidjson::Document& doc) {
  const auto e = parseJson(doc, json);
  return e ? lineAndColumn(json, e->offset) + ": " + e->problem : "";
}

}  // namespace

TEST_CASE("--json prints every event kind with each key once") {
  const GameState s = roundsGame(3, 5);
  lab::StepLog step{"test", "every kind", everyKind(std::make_index_sequence<std::variant_size_v<EventData>>())};
  const std::string json = lab::stepsAndStateJson({step}, s, {{"scenario", "x.json"}});
  rapidjson::Document doc;
  REQUIRE_MESSAGE(problemIn(json, doc).empty(), problemIn(json, doc));
  const rapidjson::Value& events = doc["steps"][0]["events"];
  REQUIRE(events.Size() == std::variant_size_v<EventData>);
  std::set<std::string> kinds;
  for (const auto& e : events.GetArray()) kinds.insert(e["kind"].GetString());
  CHECK(kinds.size() == std::variant_size_v<EventData>);
  CHECK(kinds.count("AttackCardDrawn") == 1);
}

TEST_CASE("--json prints the events of played games, ids and all, with each key once") {
  // Played events carry real ids, so the tokens, cards and rooms they name are printed as objects too.
  std::set<std::string> kinds;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    GameState s = roundsGame(4, seed);
    Pcg32 pick(seed, 3);
    std::vector<Command> legal;
    std::vector<lab::StepLog> steps;
    for (int i = 0; i < 400 && s.status == GameStatus::Playing; ++i) {
      legalCommands(s, legal);
      if (legal.empty()) break;
      const Command cmd = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
      EventLog log;
      REQUIRE(apply(s, cmd, log).ok());
      steps.push_back(lab::StepLog{"step " + std::to_string(i + 1), "a command", lab::describeEvents(s, log)});
      for (const Event& e : log) kinds.insert(std::to_string(e.data.index()));
    }
    const std::string json = lab::stepsAndStateJson(steps, s, {{"file", "x.json"}, {"verification", "OK"}});
    rapidjson::Document doc;
    CAPTURE(seed);
    CHECK_MESSAGE(problemIn(json, doc).empty(), problemIn(json, doc));
  }
  // The games met an attack, the event that printed its key twice.
  CHECK(kinds.count(std::to_string(EventData(ev::AttackCardDrawn{}).index())) == 1);
}
