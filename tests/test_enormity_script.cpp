// Enormity command text (src/engine/enormity/script.hpp): every command reads back as itself, mistakes are
// refused naming the line and column, and the text of a choice follows the pending decision.
#include "engine/enormity/legal.hpp"
#include "enormity_support.hpp"

using namespace etest;

namespace {

std::string scriptError(const std::string& text, const State& s) {
  return test::errorOf<nemesis::ScriptError>([&] { return parseCommand(text, s, "play.txt", 4); });
}

}  // namespace

TEST_CASE("command texts read back as the same command") {
  State s = position(R"("spacers": [{"name": "scout", "space": [1, 2]}, {"name": "medic", "space": [2, 3]}],
                        "blips": [{"id": 3, "at": [8, 4], "token": "a"}])");
  const std::vector<std::pair<std::string, Command>> cases = {
      {"noise scout", MakeNoise{0, NoiseKind::IntruderSymbol, {}, 0, 0}},
      {"noise medic dice 2red", MakeNoise{1, NoiseKind::Dice, {0, 2, 0}, 0, 0}},
      {"noise scout dice 1white,1black bonus 1", MakeNoise{0, NoiseKind::Dice, {1, 0, 1}, 0, 1}},
      {"noise scout number 2", MakeNoise{0, NoiseKind::Number, {}, 2, 0}},
      {"noise scout bonus 1", MakeNoise{0, NoiseKind::IntruderSymbol, {}, 0, 1}},
      {"confidence 1 3", Confidence{{0, 2}}},
      {"stress 2", StressReroll{1, false}},
      {"stress 2 confirm", StressReroll{1, true}},
      {"bonus 1", PlaceBonus{0}},
      {"discipline 2", Discipline{{1}}},
      {"assign 1>b3 2>b1", Assign{false, {{0, 3}, {1, 1}}}},
      {"assign default", Assign{true, {}}},
      {"move scout 3,4", MoveSpacer{0, Space{3, 4}, false}},
      {"move medic 3,4 hurried", MoveSpacer{1, Space{3, 4}, true}},
      {"countdown", AdvanceCountdown{}},
      {"force white=1,2 black=3 blip=echo,a", ForceOutcomes{ForcedOutcomes{{{{1, 2}, {}, {3}}}, {0, 1}}}},
  };
  for (const auto& [text, command] : cases) {
    CAPTURE(text);
    CHECK(parseCommand(text, s) == command);
    CHECK(formatCommand(s, command) == text);
  }
  // Spacers by number and in any case.
  CHECK(parseCommand("noise 2", s) == Command{MakeNoise{1, NoiseKind::IntruderSymbol, {}, 0, 0}});
  CHECK(parseCommand("move SCOUT 1,3", s) == Command{MoveSpacer{0, Space{1, 3}, false}});
}

TEST_CASE("a choice reads as the pending decision asks: a Blip, an axis or a spawn point number") {
  State s = position(openMap(10, 10, "[0, 0]") + R"(, "spacers": [{"name": "scout", "space": [5, 5]}],
                        "blips": [{"id": 1, "at": [3, 3], "token": "a"}])");
  run(s, "noise scout number 1");
  run(s, "assign 1>b1");
  REQUIRE(s.pending.kind == DecisionKind::ZigzagAxis);
  CHECK(parseCommand("choose y", s) == Command{Choose{1}});
  CHECK(formatCommand(s, Choose{0}) == "choose x");
  CHECK(scriptError("choose 1", s) == "play.txt:4:8: expected an axis, x or y, got \"1\"");
}

TEST_CASE("a command text is refused naming the line, the column and the mistake") {
  const State s = position(R"("spacers": [{"name": "scout", "space": [1, 2]}])");
  CHECK(scriptError("", s) == "play.txt:4:1: expected a command after \"\", got the end of the line");
  CHECK(scriptError("shout scout", s) ==
        "play.txt:4:1: unknown command \"shout\" (commands: noise, confidence, stress, bonus, discipline, assign, "
        "choose, "
        "move, countdown, force)");
  CHECK(scriptError("noise nobody", s) == "play.txt:4:7: unknown Spacer \"nobody\" (this game has: scout)");
  CHECK(scriptError("noise scout dice 2green", s) ==
        "play.txt:4:18: expected dice such as 2red,1black, got \"2green\"");
  CHECK(scriptError("noise scout number 2 number 3", s) ==
        "play.txt:4:22: expected dice, number, bonus (each once) or the end of the command, got \"number\"");
  CHECK(scriptError("confidence 0", s) == "play.txt:4:12: expected a die number (1, 2...), got \"0\"");
  CHECK(scriptError("stress 1 please", s) ==
        "play.txt:4:10: expected confirm or the end of the command, got \"please\"");
  CHECK(scriptError("assign 1b3", s) == "play.txt:4:8: expected a result such as 1>b3, got \"1b3\"");
  CHECK(scriptError("move scout 3-4", s) == "play.txt:4:12: expected a space such as 3,4, got \"3-4\"");
  CHECK(scriptError("countdown now", s) == "play.txt:4:11: unexpected \"now\" at the end of the command");
  CHECK(scriptError("force green=1", s) == "play.txt:4:7: expected white=, red=, black= or blip=, got \"green=1\"");
  CHECK(scriptError("force blip=alien", s) == "play.txt:4:7: unknown Blip token \"alien\"");
  CHECK(scriptError("force white=10", s) ==
        "play.txt:4:7: expected Potentials 0-9 such as white=1,2, got \"white=10\"");
}

TEST_CASE("forced outcomes are checked against the dice table and the Blip kinds") {
  State s = position(R"("spacers": [{"name": "scout", "space": [1, 2]}])");
  const Verdict v = refused(s, "force black=4");
  CHECK(v.code == Refusal::NoSuchOutcome);
  CHECK(explain(s, v) == "No black face shows 4 Potentials. (ruling · Forced outcomes)");
  const EventLog log = run(s, "force red=2 blip=b");
  CHECK(ruleOf<ev::OutcomesForced>(log) == RuleId::ForcedOutcome);
  CHECK(describe(s, log.front()) == "Forced next: red 2, b");
  CHECK(s.chance.forced.faces[1] == std::vector<int>{2});
}

TEST_CASE("every legal command is listed with a text that reads back, and every listed command is legal") {
  State s = position(R"("spacers": [{"name": "scout", "space": [1, 2]}], "tokens": {"confidence": 1, "discipline": 1},
                        "blips": [{"id": 1, "at": [8, 4]}, {"id": 2, "at": [3, 0]}], "force": {"white": [1, 2]})");
  std::vector<Command> legal;
  legalCommands(s, legal);
  CHECK(legal.size() == 4 + 3 * 2 + 1);  // four kinds of Noise, three floor neighbours plain and hurried, countdown
  run(s, "noise scout bonus 1");
  legal.clear();
  legalCommands(s, legal);
  for (const Command& c : legal) {
    CAPTURE(formatCommand(s, c));
    CHECK(validate(s, c).ok());
    CHECK(parseCommand(formatCommand(s, c), s) == c);
  }
  CHECK(std::find(legal.begin(), legal.end(), Command{PlaceBonus{1}}) != legal.end());
  CHECK(std::find(legal.begin(), legal.end(), Command{Assign{true, {}}}) == legal.end());  // the bonus first
}
