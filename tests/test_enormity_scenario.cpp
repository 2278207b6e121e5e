// Enormity scenario files (docs/enormity-formats.md "Scenarios"): the example, the defaults of a short file,
// the round trip of a full one, and the refusals, each naming the file, the field and the problem.
#include <string>

#include "engine/enormity/hash.hpp"
#include "engine/enormity/queries.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

const std::string kHead = R"({"format": "enormity-scenario", "version": 1, "map": "corridor", )";
const std::string kScout = R"("spacers": [{"name": "scout", "space": [1, 2]}])";

}  // namespace

TEST_CASE("the example scenario loads with the shipped data") {
  const State s = loadScenario(assets() + "/scenarios/first-noise.json", assets());
  CHECK(s.topo().name == "corridor");
  CHECK(s.sheet.name == "The Grin");
  CHECK(s.dice.placeholder);
  CHECK(s.spacerCount() == 2);
  CHECK(s.spacer(1).stress == 3);
  CHECK(s.priorityTarget == 0);
  CHECK(s.blips.size() == 3);
  CHECK(s.blips[2].token == s.kinds.find("echo"));
  // The pool is the full pool less the three tokens on the board.
  CHECK(s.blipPool.size() == s.kinds.fullPool().size() - 3);
  CHECK(s.active.confidence == 1);
  CHECK(checkInvariants(s).empty());
}

TEST_CASE("a short scenario takes the documented defaults") {
  const State s = position(kScout + R"(, "blips": [{"at": [8, 4]}, {"id": 1, "at": [3, 0]}])");
  CHECK(s.countdown == 9);
  CHECK(s.priorityTarget == 0);  // the first Spacer
  CHECK(s.active == SpacerTokens{});
  CHECK(s.spacer(0).alive);
  CHECK(s.spacer(0).stress == 0);
  // Ids: given ones kept, the others the smallest free.
  CHECK(s.blips[0].id == 2);
  CHECK(s.blips[1].id == 1);
  CHECK(s.nextBlipId == 3);
  // RULE: place
  // **exactly one Blip per spawn point cluster** (see
  // [Spawn Point Clusters](spawn-point-clusters.md) on p. 10), with the direction
  // arrow pointing towards most Spacers.
  CHECK(s.blips[0].facing == Direction::West);   // the scout is west of 8,4
  CHECK(s.blips[1].facing == Direction::South);  // and south of 3,0
  // Tokens are drawn from the pool with the seed's generator: another seed, another draw (somewhere).
  bool someDiffer = false;
  for (int seed = 2; seed < 12 && !someDiffer; ++seed) {
    const State t =
        position(kScout + R"(, "seed": )" + std::to_string(seed) + R"(, "blips": [{"at": [8, 4]}, {"at": [3, 0]}])");
    someDiffer = t.blips[0].token != s.blips[0].token || t.blips[1].token != s.blips[1].token;
  }
  CHECK(someDiffer);
  CHECK(position(kScout + R"(, "countdown": "!")").countdown == 0);
  CHECK(position(kScout + R"(, "priority_target": null)").priorityTarget == -1);
}

TEST_CASE("writeScenario writes every field: reading it back gives the same state") {
  State s = position(R"("map": "hangar", "seed": 99, "countdown": 5, "tokens": {"confidence": 2, "discipline": 1},
      "spacers": [{"name": "scout", "space": [4, 6], "stress": 2}, {"name": "medic", "space": [5, 6], "alive": false, "stress": 10},
                  {"name": "tech", "space": [4, 7]}],
      "priority_target": "tech",
      "blips": [{"at": [0, 0], "token": "a"}, {"at": [10, 8], "facing": "north"}],
      "intruders": [{"space": [0, 2]}],
      "discarded": ["echo"],
      "force": {"white": [1, 2], "black": [3], "blips": ["b"]},
      "roll": {"stage": "stress", "spacer": "scout", "bonus": 1, "overwhelm": 2,
               "dice": [{"colour": "white", "rolled": 2, "confidence": true}, {"colour": "red", "rolled": 0}]})");
  const std::string text = writeScenario(s);
  CAPTURE(text);
  const State back = parseScenario(text, "save.json", assets());
  CHECK(stateHash(back) == stateHash(s));
  CHECK(writeScenario(back) == text);
  CHECK(back.spacer(1).stress == 10);
  CHECK(back.roll.dice[0].confidence);
  // The data are embedded: the save does not need the assets folder.
  CHECK(stateHash(parseScenario(text, "save.json", "/nonexistent")) == stateHash(s));
}

TEST_CASE("a scenario is refused, naming the file, the field and the problem") {
  CHECK(scenarioError(kHead + kScout + "}") == "no error");
  CHECK(scenarioError(R"({"format": "enormity-scenario", "version": 1, )" + kScout + "}") ==
        "s.json: top level: missing field \"map\"");
  CHECK(scenarioError(kHead + R"("spacers": []})") == "s.json: spacers: a game needs at least one Spacer");
  CHECK(scenarioError(R"({"format": "enormity-scenario", "version": 1, "map": "atlantis", )" + kScout + "}")
            .find("s.json: map: ") == 0);
  CHECK(scenarioError(R"({"format": "enormity-scenario", "version": 1, "map": "../maps/corridor", )" + kScout + "}") ==
        "s.json: map: expected a name of 1-40 lowercase letters, digits and '-', starting with a letter, got "
        "\"../maps/corridor\"");
  CHECK(scenarioError(kHead + R"("spacers": [{"name": "scout", "space": [0, 0]}]})") ==
        "s.json: spacers[0].space: space 0,0 is out of bounds");
  CHECK(scenarioError(kHead +
                      R"("spacers": [{"name": "scout", "space": [1, 2]}, {"name": "scout", "space": [1, 3]}]})") ==
        "s.json: spacers[1].name: another Spacer has this name");
  CHECK(scenarioError(kHead +
                      R"("spacers": [{"name": "scout", "space": [1, 2]}, {"name": "medic", "space": [1, 2]}]})") ==
        "s.json: top level: not a sound position: medic shares a space with a Spacer");
  CHECK(scenarioError(kHead + kScout + R"(, "priority_target": "medic"})") ==
        "s.json: priority_target: expected a Spacer's name (scout) or null");
  CHECK(scenarioError(kHead + kScout + R"(, "countdown": 0})") ==
        "s.json: countdown: expected a space of the track: 9 to 1, or \"!\" (zero hour)");
  CHECK(scenarioError(kHead + kScout + R"(, "blips": [{"at": [9, 0]}]})") ==
        "s.json: blips[0].at[0]: expected a whole number 0-8");
  CHECK(scenarioError(kHead + kScout + R"(, "blips": [{"at": [0, 0], "token": "c"}]})") ==
        "s.json: blips[0].token: expected a kind of Blip token (echo, a, b)");
  CHECK(scenarioError(kHead + kScout + R"(, "blips": [{"at": [0, 0], "facing": "up"}]})") ==
        "s.json: blips[0].facing: expected one of: north, east, south, west");
  CHECK(
      scenarioError(
          kHead + kScout +
          R"(, "blips": [{"at": [0, 0], "token": "b"}, {"at": [1, 0], "token": "b"}, {"at": [2, 0], "token": "b"}]})") ==
      "s.json: blips: more b tokens are placed and discarded than the Blip Pool holds (2): give \"pool\" to say what "
      "it holds");
  CHECK(scenarioError(kHead + kScout + R"(, "pool": [], "blips": [{"at": [0, 0]}]})") ==
        "s.json: blips[0].token: the Blip Pool has no token left to draw for this Blip");
  CHECK(scenarioError(kHead + kScout + R"(, "force": {"black": [4]}})") ==
        "s.json: force.black[0]: no black face shows 4 Potentials");
  CHECK(scenarioError(kHead + kScout + R"(, "rng": {"state": "12", "increment": "2"}})") ==
        "s.json: rng.increment: the increment of the generator is odd");
  CHECK(scenarioError(
            kHead + kScout +
            R"(, "roll": {"stage": "assign", "spacer": "scout", "dice": [{"colour": "white", "rolled": 3}]}})") ==
        "s.json: top level: not a sound position: a die shows a value no face of its colour shows");
  CHECK(scenarioError(kHead + kScout +
                      R"(, "pending": {"kind": "spawn_point", "spacer": "scout", "options": [0, 1]}})") ==
        "s.json: top level: not a sound position: steps wait between commands exactly when a decision is pending");
  CHECK(scenarioError(kHead + kScout + R"(, "walls": []})").find("s.json: walls: unknown field") == 0);
}

TEST_CASE("a scenario's name and description are what the new-game window shows: checked as text, not played") {
  CHECK(scenarioError(kHead + kScout + R"(, "name": "The corridor", "description": "Two Spacers."})") == "no error");
  CHECK(scenarioError(kHead + kScout + R"(, "name": 5})") == "s.json: name: expected a text of 1-80 characters");
  CHECK(scenarioError(kHead + kScout + R"(, "description": ")" + std::string(601, 'x') + "\"}") ==
        "s.json: description: expected a text of 1-600 characters");
  // The same position whatever it is called.
  const State named = parseScenario(kHead + kScout + R"(, "name": "A"})", "a.json", assets());
  const State plain = parseScenario(kHead + kScout + "}", "b.json", assets());
  CHECK(stateHash(named) == stateHash(plain));
}
