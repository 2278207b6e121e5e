// Command scripts: the text syntax parses to exactly the command meant, errors name the line, the column
// and the problem, and formatCommand writes text that parses back to the same command.
#include <array>
#include <variant>

#include "engine/nemesis/script.hpp"
#include "support.hpp"

using namespace test;

namespace {

// The message of the ScriptError that parsing `text` throws; empty when it parses.
std::string errorOf(const std::string& text, const GameState& s, const std::string& source = "t.txt", int line = 4) {
  try {
    (void)parseCommand(text, s, source, line);
  } catch (const ScriptError& e) {
    return e.what();
  }
  return {};
}

std::string forceErrorOf(const std::string& spec) {
  try {
    (void)parseForce(spec);
  } catch (const ScriptError& e) {
    return e.what();
  }
  return {};
}

}  // namespace

TEST_CASE("script commands parse to the commands they name") {
  GameState s = game(2, 5);  // Captain and Scout in room 11
  setHand(s, 0, {2, 7, 9});
  setHand(s, 1, {1, 3, 5, 8});

  CHECK(parseCommand("move scout 6 pay 3", s) == Command{Move{1, room(s, 6), Payment::of({3})}});
  // Keywords and names in any case; characters by player number too.
  CHECK(parseCommand("MOVE Scout 6 PAY 3", s) == Command{Move{1, room(s, 6), Payment::of({3})}});
  CHECK(parseCommand("move 2 6 pay 3", s) == Command{Move{1, room(s, 6), Payment::of({3})}});
  CHECK(parseCommand("  move\tcaptain   14 pay 9  ", s) == Command{Move{0, room(s, 14), Payment::of({9})}});
  // Without "pay", the first Action cards of the hand (legal.hpp defaultPayment).
  CHECK(parseCommand("move captain 6", s) == Command{Move{0, room(s, 6), Payment::of({2})}});
  CHECK(parseCommand("careful scout 8", s) == Command{CarefulMove{1, room(s, 8), Payment::of({1, 3}), 0}});
  CHECK(parseCommand("careful scout 8 corridor 3 pay 3,5", s) ==
        Command{CarefulMove{1, room(s, 8), Payment::of({3, 5}), 3}});
  CHECK(parseCommand("careful scout 8 pay 5,8 corridor 4", s) ==
        Command{CarefulMove{1, room(s, 8), Payment::of({5, 8}), 4}});
  CHECK(parseCommand("careful 1 15 corridor 2", s) == Command{CarefulMove{0, room(s, 15), Payment::of({2, 7}), 2}});
  CHECK(parseCommand("choose scout 3", s) == Command{ChooseCorridor{1, 3}});
  CHECK(parseCommand("Choose 1 4", s) == Command{ChooseCorridor{0, 4}});

  // The parser does not judge legality: a wrong card count, a card not held, a corridor number 9 and a room
  // that is not next door all parse, and the engine refuses them with its own reasons.
  const Command tooMany = parseCommand("move scout 6 pay 1,3", s);
  CHECK(tooMany == Command{Move{1, room(s, 6), Payment::of({1, 3})}});
  CHECK((validate(s, tooMany).code == Refusal::WrongCardCount));
  CHECK((validate(s, parseCommand("move scout 6 pay 10", s)).code == Refusal::CardNotInHand));
  CHECK((validate(s, parseCommand("careful scout 6 corridor 9", s)).code == Refusal::BadCorridorNumber));
  CHECK((validate(s, parseCommand("move scout 1", s)).code == Refusal::NotNeighbouring));
  CHECK(parseCommand("careful scout 6 corridor -1", s) == Command{CarefulMove{1, room(s, 6), Payment::of({1, 3}), -1}});
  const Payment none;
  CHECK(parseCommand("move scout 6 pay none", s) == Command{Move{1, room(s, 6), none}});
}

TEST_CASE("paying with a Contamination card parses, and the engine refuses it") {
  GameState s = game(1, 3);
  setHand(s, 0, {4}, 2);  // Contamination cards c1 and c2
  REQUIRE(s.character(0).hand[1] == Card{CardKind::Contamination, 1});
  const Command cmd = parseCommand("move captain 6 pay c1", s);
  Payment expected;
  expected.count = 1;
  expected.cards[0] = Card{CardKind::Contamination, 1};
  CHECK(cmd == Command{Move{0, room(s, 6), expected}});
  EventLog log;
  const GameState before = s;
  CHECK((apply(s, cmd, log).code == Refusal::ContaminationCannotPay));
  CHECK(s == before);
  // Mixed payment, upper-case C.
  const Command mixed = parseCommand("careful captain 6 pay 4,C2", s);
  const auto* m = std::get_if<CarefulMove>(&mixed);
  REQUIRE(m != nullptr);
  CHECK(m->pay.count == 2);
  CHECK(m->pay.cards[0] == Card{CardKind::Action, 4});
  CHECK(m->pay.cards[1] == Card{CardKind::Contamination, 2});
  // The default payment skips Contamination cards.
  CHECK(parseCommand("move captain 6", s) == Command{Move{0, room(s, 6), Payment::of({4})}});
}

TEST_CASE("force lines parse every kind of forced outcome") {
  const ForcedOutcomes f =
      parseForce("noise=danger,2,silence bag=adult:3,blank exploration=silence,door:2 attack=claw");
  CHECK(f.noise == std::vector<NoiseResult>{NoiseResult::Danger, NoiseResult::Two, NoiseResult::Silence});
  CHECK(f.bag == std::vector<ForcedBagDraw>{{IntruderType::Adult, 3}, {IntruderType::Blank, 0}});
  CHECK(f.exploration == std::vector<ForcedExploration>{{ExplorationEffect::Silence, 0}, {ExplorationEffect::Door, 2}});
  CHECK(f.attack == std::vector<AttackKind>{AttackKind::Claw});

  const ForcedOutcomes all = parseForce(
      "NOISE=1,2,3,4 bag=larva,creeper:1,breeder:4,queen exploration=malfunction:4,fire,slime:3,danger "
      "attack=scratch,bite,tail,transformation,frenzy,slime,summons");
  CHECK(all.noise ==
        std::vector<NoiseResult>{NoiseResult::One, NoiseResult::Two, NoiseResult::Three, NoiseResult::Four});
  CHECK(all.bag == std::vector<ForcedBagDraw>{{IntruderType::Larva, 0},
                                              {IntruderType::Creeper, 1},
                                              {IntruderType::Breeder, 4},
                                              {IntruderType::Queen, 0}});
  CHECK(all.exploration == std::vector<ForcedExploration>{{ExplorationEffect::Malfunction, 4},
                                                          {ExplorationEffect::Fire, 0},
                                                          {ExplorationEffect::Slime, 3},
                                                          {ExplorationEffect::Danger, 0}});
  CHECK(all.attack == std::vector<AttackKind>{AttackKind::Scratch, AttackKind::Bite, AttackKind::Tail,
                                              AttackKind::Transformation, AttackKind::Frenzy, AttackKind::Slime,
                                              AttackKind::Summons});
  // A repeated key appends, in order.
  CHECK(parseForce("noise=1 noise=danger").noise == std::vector<NoiseResult>{NoiseResult::One, NoiseResult::Danger});
  CHECK(parseForce("").empty());

  // As a script command it is the ForceOutcomes command; the engine queues it.
  GameState s = game(1, 2);
  const Command cmd = parseCommand("force noise=danger bag=adult:3", s);
  REQUIRE(std::holds_alternative<ForceOutcomes>(cmd));
  CHECK(std::get<ForceOutcomes>(cmd).add.noise == std::vector<NoiseResult>{NoiseResult::Danger});
  EventLog log;
  REQUIRE(apply(s, cmd, log).ok());
  CHECK(s.chance.forced.bag == std::vector<ForcedBagDraw>{{IntruderType::Adult, 3}});
  // A token number that does not exist parses; the engine refuses it (its rule, not the parser's).
  CHECK((validate(s, parseCommand("force bag=adult:7", s)).code == Refusal::NoSuchOutcome));
  CHECK((validate(s, parseCommand("force bag=blank:2", s)).code == Refusal::NoSuchOutcome));
}

TEST_CASE("script errors name the source, line, column and problem") {
  const GameState s = game(2, 5);  // Captain and Scout
  CHECK(errorOf("move scout x", s) == "t.txt:4:12: expected a room number after \"move scout\", got \"x\"");
  CHECK(errorOf("move sout 7", s) == "t.txt:4:6: unknown character \"sout\" (this game has: captain, scout)");
  CHECK(errorOf("move soldier 7", s) == "t.txt:4:6: there is no soldier in this game (this game has: captain, scout)");
  CHECK(errorOf("move 3 7", s) == "t.txt:4:6: there is no player 3 in this game (players 1-2: captain, scout)");
  CHECK(errorOf("move 0 7", s) == "t.txt:4:6: there is no player 0 in this game (players 1-2: captain, scout)");
  CHECK(errorOf("move scout 42", s) == "t.txt:4:12: there is no room 42 on this board");
  CHECK(errorOf("move scout", s) == "t.txt:4:11: expected a room number after \"move scout\", got the end of the line");
  CHECK(errorOf("move", s) ==
        "t.txt:4:5: expected a character (class name or player number) after \"move\", got the end of the line");
  CHECK(errorOf("mvoe scout 7", s) ==
        "t.txt:4:1: unknown command \"mvoe\" (expected move, careful, choose, pass, hibernate or force)");
  CHECK(errorOf("", s) ==
        "t.txt:4:1: expected a command (move, careful, choose, pass, hibernate or force), got an empty line");
  CHECK(errorOf("  move scout 6 pay", s) ==
        "t.txt:4:19: expected the cards to pay ('3', '3,5', 'c1' or 'none') after \"move scout 6 pay\", got the end of "
        "the line");
  CHECK(errorOf("move scout 6 pay 3,x", s) ==
        "t.txt:4:20: expected a card number (an Action card like '3', a Contamination card like 'c1') in \"3,x\", got "
        "\"x\"");
  CHECK(errorOf("move scout 6 pay 3,", s) ==
        "t.txt:4:20: expected a card number (an Action card like '3', a Contamination card like 'c1') in \"3,\", got "
        "\"\"");
  CHECK(errorOf("careful scout 6 pay 1,2,3", s) == "t.txt:4:25: a payment has at most 2 cards");
  CHECK(
      errorOf("move scout 6 pay 3 now", s) ==
      "t.txt:4:20: unexpected \"now\" after \"move scout 6 pay 3\" (a Movement takes only 'pay CARDS' after the room)");
  CHECK(
      errorOf("move scout 6 corridor 2", s) ==
      "t.txt:4:14: unexpected \"corridor\" after \"move scout 6\" (a Movement takes only 'pay CARDS' after the room)");
  CHECK(errorOf("careful scout 6 pay 1,2 pay 3,4", s) == "t.txt:4:25: \"pay\" is given twice");
  CHECK(errorOf("careful scout 6 corridor two", s) ==
        "t.txt:4:26: expected a corridor number after \"careful scout 6 corridor\", got \"two\"");
  CHECK(errorOf("careful scout 6 quickly", s) ==
        "t.txt:4:17: unexpected \"quickly\" after \"careful scout 6\" (a Careful Movement takes 'corridor N' and 'pay "
        "CARDS' after the room)");
  CHECK(errorOf("choose scout", s) ==
        "t.txt:4:13: expected a corridor number after \"choose scout\", got the end of the line");
  CHECK(errorOf("choose scout 3 4", s) == "t.txt:4:16: unexpected \"4\" after \"choose scout 3\"");
  CHECK(errorOf("move scout 99999999999", s) ==
        "t.txt:4:12: expected a room number after \"move scout\", got \"99999999999\"");
  // Numbers are plain decimals, as in the files and on the command line: no leading zero, sign or hex.
  CHECK(errorOf("move scout 06", s) == "t.txt:4:12: expected a room number after \"move scout\", got \"06\"");
  CHECK(errorOf("move scout 0x6", s) == "t.txt:4:12: expected a room number after \"move scout\", got \"0x6\"");
  CHECK(errorOf("choose scout 01", s) == "t.txt:4:14: expected a corridor number after \"choose scout\", got \"01\"");
  CHECK(errorOf("force noise=loud", s, "opening.txt", 9) ==
        "opening.txt:9:13: unknown Noise result \"loud\" (1, 2, 3, 4, silence or danger)");
  CHECK(errorOf("force noise=1 bag=adult:x", s) == "t.txt:4:25: expected a token number after \"adult:\", got \"x\"");

  CHECK(forceErrorOf("noise") ==
        "--force:1:1: expected KEY=VALUES (key noise, bag, exploration, attack or event), got \"noise\"");
  CHECK(forceErrorOf("nose=1") == "--force:1:1: unknown force key \"nose\" (noise, bag, exploration, attack or event)");
  CHECK(forceErrorOf("noise=1,,2") == "--force:1:9: missing value for \"noise\" in \"noise=1,,2\"");
  CHECK(forceErrorOf("noise=") == "--force:1:7: missing value for \"noise\" in \"noise=\"");
  CHECK(forceErrorOf("bag=adult:3,drone") ==
        "--force:1:13: unknown bag token \"drone\" (larva, creeper, adult, breeder, queen or blank)");
  CHECK(forceErrorOf("exploration=door:two") == "--force:1:18: expected an item count after \"door:\", got \"two\"");
  CHECK(forceErrorOf("exploration=doors") ==
        "--force:1:13: unknown exploration effect \"doors\" (malfunction, door, fire, silence, slime or danger)");
  CHECK(forceErrorOf("attack=claw:2") ==
        "--force:1:8: unknown attack card \"claw:2\" (scratch, claw, bite, tail, transformation, frenzy, slime or "
        "summons)");
  CHECK(forceErrorOf("noise=5") == "--force:1:7: unknown Noise result \"5\" (1, 2, 3, 4, silence or danger)");
}

TEST_CASE("splitScript drops comments and blank lines and keeps line numbers and columns") {
  const std::string text =
      "# opening\n"
      "move scout 6 pay 3   # into the corridor\n"
      "\n"
      "   \t\n"
      "  careful captain 14\r\n"
      "#move captain 6\n"
      "force noise=danger";
  const std::vector<ScriptLine> lines = splitScript(text);
  REQUIRE(lines.size() == 3);
  CHECK(lines[0].line == 2);
  CHECK(lines[0].text == "move scout 6 pay 3");
  CHECK(lines[1].line == 5);
  CHECK(lines[1].text == "  careful captain 14");
  CHECK(lines[2].line == 7);
  CHECK(lines[2].text == "force noise=danger");
  CHECK(splitScript("").empty());
  CHECK(splitScript("# only a comment\n\n").empty());
  // Columns count from the start of the file's line, leading blanks included.
  const GameState s = game(2, 5);
  CHECK(errorOf(splitScript("\n  careful captain 99\n")[0].text, s, "x.txt", 2) ==
        "x.txt:2:19: there is no room 99 on this board");
}

TEST_CASE("formatCommand writes the canonical text with the explicit payment") {
  GameState s = game(2, 5);
  setHand(s, 0, {2, 7}, 1);
  CHECK(formatCommand(s, Move{1, room(s, 7), Payment::of({3})}) == "move scout 7 pay 3");
  CHECK(formatCommand(s, CarefulMove{1, room(s, 7), Payment::of({3, 5}), 3}) == "careful scout 7 corridor 3 pay 3,5");
  CHECK(formatCommand(s, CarefulMove{0, room(s, 6), Payment::of({2, 7}), 0}) == "careful captain 6 pay 2,7");
  CHECK(formatCommand(s, ChooseCorridor{1, 3}) == "choose scout 3");
  Payment contaminated;
  contaminated.count = 2;
  contaminated.cards = {Card{CardKind::Action, 2}, Card{CardKind::Contamination, 1}};
  CHECK(formatCommand(s, Move{0, room(s, 6), contaminated}) == "move captain 6 pay 2,c1");
  CHECK(formatCommand(s, Move{0, room(s, 6), Payment{}}) == "move captain 6 pay none");
  ForceOutcomes f;
  f.add.noise = {NoiseResult::Danger, NoiseResult::Two};
  f.add.bag = {{IntruderType::Adult, 3}, {IntruderType::Blank, 0}};
  f.add.exploration = {{ExplorationEffect::Door, 2}, {ExplorationEffect::Silence, 0}};
  f.add.attack = {AttackKind::Transformation};
  CHECK(formatCommand(s, f) ==
        "force noise=danger,2 bag=adult:3,blank exploration=door:2,silence attack=transformation");
  CHECK(formatCommand(s, ForceOutcomes{}) == "force");
  CHECK(parseCommand("force", s) == Command{ForceOutcomes{}});
  // Indices that name nothing still format, as text that is refused when read back.
  CHECK(formatCommand(s, Move{5, 99, Payment::of({1})}) == "move 6 ?99 pay 1");
  CHECK_FALSE(errorOf(formatCommand(s, Move{5, 99, Payment::of({1})}), s).empty());
  CHECK_FALSE(errorOf(formatCommand(s, Move{0, 99, Payment::of({1})}), s).empty());
}

namespace {

// A random forced-outcome list, numbers included (legal or not: the syntax carries them all).
ForcedOutcomes randomForce(Pcg32& pick) {
  ForcedOutcomes f;
  const auto below = [&](int n) { return static_cast<int>(pick.below(static_cast<std::uint32_t>(n))); };
  for (int i = below(4); i > 0; --i) f.noise.push_back(static_cast<NoiseResult>(1 + below(6)));
  for (int i = below(4); i > 0; --i) f.bag.push_back({static_cast<IntruderType>(below(6)), below(6)});
  for (int i = below(4); i > 0; --i) f.exploration.push_back({static_cast<ExplorationEffect>(below(6)), below(6)});
  for (int i = below(4); i > 0; --i) f.attack.push_back(static_cast<AttackKind>(below(8)));
  for (int i = below(3); i > 0; --i) f.event.push_back(1 + below(20));
  return f;
}

// The same command paid with other cards of the hand (Contamination cards included) or a random number.
Command withRandomPayment(const GameState& s, Command cmd, Pcg32& pick) {
  std::visit(
      [&](auto& m) {
        using T = std::decay_t<decltype(m)>;
        if constexpr (std::is_same_v<T, Move> || std::is_same_v<T, CarefulMove> || std::is_same_v<T, Hibernate>) {
          const auto& hand = s.character(m.character).hand;
          Payment p;
          p.count = static_cast<int>(pick.below(3));
          for (int i = 0; i < p.count; ++i) {
            p.cards[static_cast<std::size_t>(i)] = hand.empty() || pick.below(4) == 0
                                                       ? Card{CardKind::Action, static_cast<int>(pick.below(12))}
                                                       : hand[pick.below(static_cast<std::uint32_t>(hand.size()))];
          }
          m.pay = p;
          if constexpr (std::is_same_v<T, CarefulMove>) m.corridorNumber = static_cast<int>(pick.below(6));
        }
      },
      cmd);
  return cmd;
}

}  // namespace

TEST_CASE("parse(format(c)) == c for every legal command of random play, other payments and forced outcomes") {
  int checked = 0;
  std::array<int, std::variant_size_v<Command>> kinds{};
  const auto roundTrip = [&](const GameState& s, const Command& c) {
    const std::string text = formatCommand(s, c);
    Command back;
    try {
      back = parseCommand(text, s);
    } catch (const ScriptError& e) {
      FAIL("'" << text << "' does not parse: " << e.what());
    }
    if (!(back == c)) FAIL("'" << text << "' parses to another command: '" << formatCommand(s, back) << "'");
    ++checked;
    ++kinds[c.index()];
  };
  Pcg32 pick(2024, 7);
  std::vector<Command> legal;
  for (const auto& board : {basicBoard(), trainingBoard()}) {
    for (int players = 1; players <= 5; ++players) {
      // Odd player counts play by rounds (Pass, Hibernate), even ones in free play.
      GameState s = players % 2 == 1 ? roundsGame(players, 900 + static_cast<std::uint64_t>(players), board)
                                     : game(players, 900 + static_cast<std::uint64_t>(players), board);
      for (int step = 0; step < 250; ++step) {
        legalCommands(s, legal);
        if (legal.empty()) {
          if (s.status != GameStatus::Playing) break;
          EventLog ignored;
          for (int c = 0; c < s.characterCount(); ++c) refillHand(s, c, ignored);
          legalCommands(s, legal);
          if (legal.empty()) break;
        }
        for (const Command& c : legal) {
          roundTrip(s, c);
          roundTrip(s, withRandomPayment(s, c, pick));
        }
        roundTrip(s, ForceOutcomes{randomForce(pick)});
        const Command chosen = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
        // Applying the parsed text is applying the command: same state as applying the command itself.
        GameState viaText = s;
        EventLog a;
        EventLog b;
        REQUIRE(apply(s, chosen, a).ok());
        REQUIRE(apply(viaText, parseCommand(formatCommand(viaText, chosen), viaText), b).ok());
        REQUIRE(viaText == s);
      }
    }
  }
  MESSAGE("round trips " << checked << " (move " << kinds[0] << ", careful " << kinds[1] << ", choose " << kinds[2]
                         << ", force " << kinds[3] << ", pass " << kinds[4] << ", hibernate " << kinds[5] << ")");
  CHECK(checked > 5000);
  for (int k : kinds) CHECK(k > 20);
}
