// The scenario editor's document and edits (issue 27): an edit is kept only when the game's scenario reader reads
// the result, undo and redo go over every edit, what the reader does not read is kept, and every scenario in the
// assets opens and saves field for field.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "engine/enormity/hash.hpp"
#include "engine/enormity/scenario.hpp"
#include "engine/enormity/scenario_edit.hpp"
#include "engine/kernel/edit_document.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/scenario_edit.hpp"
#include "support.hpp"

namespace {

using nemesis::EditDocument;
namespace se = nemesis::scenario_edit;
namespace ese = nemesis::enormity::scenario_edit;

std::string boards() {
  return test::asset("boards");
}
std::string enormityAssets() {
  return test::asset("enormity");
}

// The Nemesis reader's verdict, as the editor asks it.
std::string nemesisCheck(const std::string& text) {
  try {
    (void)nemesis::parseScenario(text, "the position", boards());
    return {};
  } catch (const std::exception& e) {
    return e.what();
  }
}

std::string enormityCheck(const std::string& text) {
  try {
    (void)nemesis::enormity::parseScenario(text, "the position", enormityAssets());
    return {};
  } catch (const std::exception& e) {
    return e.what();
  }
}

nemesis::GameState nemesisOf(const EditDocument& doc) {
  return nemesis::parseScenario(doc.text(), "doc", boards());
}

constexpr const char* kSmall =
    R"({"_about": "kept", "format": "nemesis-scenario", "version": 1, "name": "Small", "characters": ["captain"]})";

std::vector<std::string> jsonFiles(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.path().extension() == ".json") out.push_back(e.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("scenario editor: an edit the reader refuses changes nothing and says the reader's reason") {
  EditDocument doc(kSmall, "small.json");
  const std::string before = doc.text();
  // room 8 is face down in the setup: "A living character may not stand in an unexplored room."
  const std::string why =
      doc.apply([](auto& d) { se::addCharacter(d, nemesis::CharacterClass::Scout, 8); }, nemesisCheck);
  CHECK(why.find("characters[1].room: a living character cannot stand in unexplored room 8") != std::string::npos);
  CHECK(doc.text() == before);
  CHECK_FALSE(doc.canUndo());
  CHECK(doc.changes() == 0);
}

TEST_CASE("scenario editor: edits, undo and redo, with comments and the name kept") {
  EditDocument doc(kSmall, "small.json");
  const std::string original = doc.text();
  REQUIRE(doc.apply([](auto& d) { se::setRoom(d, 8, "explored", rapidjson::Value(true)); }, nemesisCheck).empty());
  REQUIRE(doc.apply([](auto& d) { se::addCharacter(d, nemesis::CharacterClass::Scout, 8); }, nemesisCheck).empty());
  REQUIRE(doc.apply([&](auto& d) { se::addIntruder(d, nemesisOf(doc), nemesis::IntruderType::Adult, 8); }, nemesisCheck)
              .empty());
  nemesis::GameState s = nemesisOf(doc);
  REQUIRE(s.characters.size() == 2);
  CHECK(s.characters[0].cls == nemesis::CharacterClass::Captain);  // the default party was written out first
  CHECK(s.topo().room(s.characters[1].room).label == 8);
  REQUIRE(s.intruders.size() == 1);
  CHECK(s.topo().room(s.intruders[0].room).label == 8);
  CHECK(doc.member("name") == "Small");
  CHECK(doc.text().find("\"_about\": \"kept\"") != std::string::npos);
  CHECK(doc.changes() == 3);

  doc.undo();
  CHECK(nemesisOf(doc).intruders.empty());
  doc.redo();
  CHECK(nemesisOf(doc).intruders.size() == 1);
  doc.undo();
  doc.undo();
  doc.undo();
  CHECK(doc.text() == original);  // back to the file as opened, byte for byte
  CHECK_FALSE(doc.canUndo());
  CHECK(doc.canRedo());
  // A new edit after undo drops what could be redone.
  REQUIRE(doc.apply([](auto& d) { se::setField(d, "round", rapidjson::Value(4)); }, nemesisCheck).empty());
  CHECK_FALSE(doc.canRedo());
  CHECK(nemesisOf(doc).round == 4);
}

TEST_CASE("scenario editor: an edit that changes nothing is no undo step") {
  EditDocument doc(kSmall, "small.json");
  CHECK(doc.apply([](auto& d) { se::setField(d, "name", se::text(d, "Small")); }, nemesisCheck).empty());
  CHECK_FALSE(doc.canUndo());
  CHECK(doc.changes() == 0);
}

TEST_CASE("scenario editor: Nemesis noise, doors and rooms") {
  EditDocument doc(kSmall, "small.json");
  const nemesis::GameState start = nemesisOf(doc);
  const nemesis::Board& board = start.topo();
  const int corridor = board.corridorBetween(*board.roomByLabel(11), *board.roomByLabel(8));
  REQUIRE(corridor >= 0);
  REQUIRE(doc.apply([&](auto& d) { se::setNoise(d, board, corridor, true); }, nemesisCheck).empty());
  REQUIRE(doc.apply([&](auto& d) { se::setNoise(d, board, board.techSpace(), true); }, nemesisCheck).empty());
  REQUIRE(
      doc.apply([&](auto& d) { se::setDoor(d, board, corridor, nemesis::DoorState::Closed); }, nemesisCheck).empty());
  nemesis::GameState s = nemesisOf(doc);
  CHECK(s.hasNoise(corridor));
  CHECK(s.hasNoise(board.techSpace()));
  CHECK(s.door(corridor) == nemesis::DoorState::Closed);
  REQUIRE(doc.apply([&](auto& d) { se::setDoor(d, board, corridor, nemesis::DoorState::Destroyed); }, nemesisCheck)
              .empty());
  REQUIRE(doc.apply([&](auto& d) { se::setNoise(d, board, corridor, false); }, nemesisCheck).empty());
  s = nemesisOf(doc);
  CHECK(s.door(corridor) == nemesis::DoorState::Destroyed);
  CHECK_FALSE(s.hasNoise(corridor));
  CHECK(s.hasNoise(board.techSpace()));
  REQUIRE(doc.apply([&](auto& d) { se::setDoor(d, board, corridor, nemesis::DoorState::Open); }, nemesisCheck).empty());
  CHECK(nemesisOf(doc).door(corridor) == nemesis::DoorState::Open);
  // "None may go in the Nest or the Room Covered in Slime" is the reader's; a special room's tile cannot change.
  const std::string why = doc.apply([](auto& d) { se::setRoom(d, 11, "tile", se::text(d, "Canteen")); }, nemesisCheck);
  CHECK(why.find("a special room's tile cannot change") != std::string::npos);
}

TEST_CASE("scenario editor: Nemesis miniatures run out (the reader counts them)") {
  EditDocument doc(kSmall, "small.json");
  REQUIRE(
      doc.apply([&](auto& d) { se::addIntruder(d, nemesisOf(doc), nemesis::IntruderType::Queen, 11); }, nemesisCheck)
          .empty());
  // "1 Queen": docs/scenario-format.md, the Intruders' miniatures.
  const std::string why =
      doc.apply([&](auto& d) { se::addIntruder(d, nemesisOf(doc), nemesis::IntruderType::Queen, 11); }, nemesisCheck);
  CHECK_FALSE(why.empty());
  CHECK(nemesisOf(doc).intruders.size() == 1);
}

TEST_CASE("scenario editor: Enormity Spacers, Blips, Countdown and Active Pool") {
  const std::string text =
      nemesis::readFileLimited(enormityAssets() + "/scenarios/first-noise.json", 1 << 20, "a scenario");
  EditDocument doc(text, "first-noise.json");
  using nemesis::enormity::Point;
  using nemesis::enormity::Space;
  REQUIRE(doc.apply([](auto& d) { ese::addSpacer(d, "pilot", Space{3, 3}); }, enormityCheck).empty());
  REQUIRE(doc.apply(
                 [](auto& d) {
                   ese::addBlip(d, Point{0, 3}, nemesis::enormity::Direction::East, "echo");
                 },
                 enormityCheck)
              .empty());
  REQUIRE(doc.apply([](auto& d) { ese::setCountdown(d, 0); }, enormityCheck).empty());
  REQUIRE(doc.apply([](auto& d) { ese::setActivePool(d, 2, 0); }, enormityCheck).empty());
  REQUIRE(doc.apply([](auto& d) { ese::moveSpacer(d, 0, Space{2, 2}); }, enormityCheck).empty());
  auto s = nemesis::enormity::parseScenario(doc.text(), "doc", enormityAssets());
  REQUIRE(s.spacers.size() == 3);
  CHECK(s.spacers[2].name == "pilot");
  CHECK(s.spacers[0].space == Space{2, 2});
  REQUIRE(s.blips.size() == 4);
  CHECK(s.blips[3].at == Point{0, 3});
  CHECK(s.blips[3].facing == nemesis::enormity::Direction::East);
  CHECK(s.countdown == 0);
  CHECK(s.active.confidence == 2);
  CHECK(doc.text().find("\"_about\"") != std::string::npos);  // the comment stays
  // Out of bounds, a second Spacer of one name, no Spacer at all: the reader's reasons.
  CHECK(doc.apply(
               [](auto& d) {
                 ese::addSpacer(d, "tech", Space{0, 0});
               },
               enormityCheck)
            .find("out of bounds") != std::string::npos);
  CHECK(doc.apply(
               [](auto& d) {
                 ese::addSpacer(d, "pilot", Space{3, 2});
               },
               enormityCheck)
            .find("another Spacer has this name") != std::string::npos);
  CHECK(doc.apply(
               [](auto& d) {
                 for (int i = 2; i >= 0; --i) ese::removeSpacer(d, i);
               },
               enormityCheck)
            .find("a game needs at least one Spacer") != std::string::npos);
  REQUIRE(doc.apply([](auto& d) { ese::removeBlip(d, 3); }, enormityCheck).empty());
  CHECK(nemesis::enormity::parseScenario(doc.text(), "doc", enormityAssets()).blips.size() == 3);
}

TEST_CASE("scenario editor: a character's cards and the Intruder tokens, written out whole") {
  EditDocument doc(kSmall, "small.json");
  nemesis::GameState s = nemesisOf(doc);
  nemesis::Character c = s.character(0);
  const nemesis::Card moved = c.hand.front();
  c.hand.erase(c.hand.begin());
  c.discard.push_back(moved);
  c.hand.push_back({nemesis::CardKind::Contamination, 0});  // numbered by the reader
  REQUIRE(doc.apply([&](auto& d) { se::setCards(d, 0, c); }, nemesisCheck).empty());
  s = nemesisOf(doc);
  CHECK(s.character(0).discard == std::vector<nemesis::Card>{moved});
  REQUIRE(s.character(0).hand.size() == c.hand.size());
  CHECK(s.character(0).hand.back().kind == nemesis::CardKind::Contamination);
  CHECK(s.character(0).hand.back().number >= 1);
  CHECK(s.character(0).deck == c.deck);
  // An Action card in two piles: "each of the 10 is in exactly one".
  nemesis::Character twice = s.character(0);
  twice.deck.push_back(moved);
  CHECK(doc.apply([&](auto& d) { se::setCards(d, 0, twice); }, nemesisCheck).find("is also at") != std::string::npos);

  // A token from the bag to the supply.
  nemesis::GameState t = s;
  const auto token = std::find_if(t.bag.begin(), t.bag.end(), [](int id) { return id != nemesis::kBlankToken; });
  REQUIRE(token != t.bag.end());
  const int id = *token;
  t.bag.erase(token);
  t.supply.push_back(id);
  REQUIRE(doc.apply([&](auto& d) { se::setTokens(d, t); }, nemesisCheck).empty());
  s = nemesisOf(doc);
  CHECK(std::find(s.supply.begin(), s.supply.end(), id) != s.supply.end());
  CHECK(std::find(s.bag.begin(), s.bag.end(), id) == s.bag.end());
  // The Blank never leaves the bag (RULES.md §10): the reader refuses it.
  nemesis::GameState blank = s;
  std::erase(blank.bag, nemesis::kBlankToken);
  blank.supply.push_back(nemesis::kBlankToken);
  CHECK(doc.apply([&](auto& d) { se::setTokens(d, blank); }, nemesisCheck).find("Blank") != std::string::npos);
}

TEST_CASE("scenario editor: Enormity spawn points and floor embed the map") {
  const std::string text =
      nemesis::readFileLimited(enormityAssets() + "/scenarios/first-noise.json", 1 << 20, "a scenario");
  EditDocument doc(text, "first-noise.json");
  auto s = nemesis::enormity::parseScenario(doc.text(), "doc", enormityAssets());
  const std::size_t spawns = s.topo().spawnPoints.size();
  REQUIRE(doc.apply([&](auto& d) { ese::setSpawnPoint(d, s, {0, 3}, true); }, enormityCheck).empty());
  auto after = nemesis::enormity::parseScenario(doc.text(), "doc", enormityAssets());
  CHECK(after.topo().spawnPoints.size() == spawns + 1);
  CHECK(after.topo().spawnPointAt({0, 3}).has_value());
  CHECK(doc.doc()["map"].IsObject());  // embedded: the map file itself is not changed
  CHECK(doc.text().find("\"map\": {\n    \"format\": \"enormity-map\",\n") != std::string::npos);  // a member a line
  REQUIRE(doc.apply([&](auto& d) { ese::setSpawnPoint(d, after, {0, 3}, false); }, enormityCheck).empty());
  after = nemesis::enormity::parseScenario(doc.text(), "doc", enormityAssets());
  CHECK(after.topo().spawnPoints.size() == spawns);
  // A floor space made out of bounds; the scout's space cannot be (the reader's reason).
  REQUIRE(doc.apply([&](auto& d) { ese::setFloor(d, after, {7, 3}, false); }, enormityCheck).empty());
  after = nemesis::enormity::parseScenario(doc.text(), "doc", enormityAssets());
  CHECK_FALSE(after.topo().isFloor({7, 3}));
  CHECK(doc.apply([&](auto& d) { ese::setFloor(d, after, after.spacer(0).space, false); }, enormityCheck)
            .find("out of bounds") != std::string::npos);
}

// "opening and saving a file without edits gives the same scenario field for field" (issue 27): the file is kept
// byte for byte, and laid out again (as after any edit) it reads as the same position with the same name.
TEST_CASE("scenario editor: every scenario in the assets round-trips") {
  int files = 0;
  for (const std::string& path : jsonFiles(test::asset("scenarios"))) {
    CAPTURE(path);
    const std::string text = nemesis::readFileLimited(path, 1 << 20, "a scenario");
    const EditDocument doc(text, path);
    CHECK(doc.text() == text);
    const std::string laid = nemesis::layoutScenario(doc.doc());
    CHECK(nemesis::writeScenario(nemesis::parseScenario(laid, path, boards())) ==
          nemesis::writeScenario(nemesis::parseScenario(text, path, boards())));
    CHECK(EditDocument(laid, path).member("name") == doc.member("name"));
    CHECK(EditDocument(laid, path).member("description") == doc.member("description"));
    ++files;
  }
  for (const std::string& path : jsonFiles(enormityAssets() + "/scenarios")) {
    CAPTURE(path);
    const std::string text = nemesis::readFileLimited(path, 1 << 20, "a scenario");
    const EditDocument doc(text, path);
    CHECK(doc.text() == text);
    const std::string laid = nemesis::layoutScenario(doc.doc());
    CHECK(nemesis::enormity::writeScenario(nemesis::enormity::parseScenario(laid, path, enormityAssets())) ==
          nemesis::enormity::writeScenario(nemesis::enormity::parseScenario(text, path, enormityAssets())));
    CHECK(EditDocument(laid, path).member("name") == doc.member("name"));
    ++files;
  }
  CHECK(files >= 6);
}

TEST_CASE("scenario editor: a text that is not a JSON object is refused naming the file") {
  CHECK_THROWS_WITH_AS(EditDocument("[1, 2]", "list.json"), doctest::Contains("list.json"), std::runtime_error);
  CHECK_THROWS_WITH_AS(EditDocument("{\"a\": ", "cut.json"), doctest::Contains("cut.json: line 1"), std::runtime_error);
}

// Edit > Scenario editor: this position starts from a full save (every field written, the next ids among them): the
// palette's pieces are put on and taken off such a file too.
TEST_CASE("scenario editor: pieces put on and taken off a full save of either game") {
  const nemesis::GameState busy = nemesis::parseScenario(
      nemesis::readFileLimited(test::asset("scenarios/busy-ship.json"), 1 << 20, "a scenario"), "busy", boards());
  EditDocument doc(nemesis::writeScenario(busy), "saved");
  CHECK(doc.apply([&](auto& d) { se::addIntruder(d, nemesisOf(doc), nemesis::IntruderType::Creeper, 8); },
                  nemesisCheck) == "");
  const nemesis::GameState added = nemesisOf(doc);
  const nemesis::Intruder& creeper = added.intruders.back();
  CHECK(creeper.type == nemesis::IntruderType::Creeper);
  CHECK(creeper.id == busy.nextIntruderId);  // the next id, as the engine numbers a new Intruder
  REQUIRE(creeper.token >= 0);               // a token of its own, set aside, out of the bag or the supply
  CHECK(std::count(added.setAside.begin(), added.setAside.end(), creeper.token) == 1);
  CHECK(std::count(added.bag.begin(), added.bag.end(), creeper.token) == 0);
  const int firstToken = added.intruders.front().token;
  REQUIRE(firstToken >= 0);
  CHECK(doc.apply([&](auto& d) { se::removeIntruder(d, nemesisOf(doc), 0); }, nemesisCheck) == "");
  const nemesis::GameState removed = nemesisOf(doc);
  CHECK(std::count(removed.bag.begin(), removed.bag.end(), firstToken) == 1);  // its token back in the bag
  CHECK(doc.apply([](auto& d) { se::removeCharacter(d, 4); }, nemesisCheck) == "");
  CHECK(doc.apply([](auto& d) { se::addCharacter(d, nemesis::CharacterClass::Scientist, 8); }, nemesisCheck) == "");

  const auto first = nemesis::enormity::parseScenario(
      nemesis::readFileLimited(enormityAssets() + "/scenarios/first-noise.json", 1 << 20, "a scenario"), "first",
      enormityAssets());
  EditDocument saved(nemesis::enormity::writeScenario(first), "saved");
  CHECK(saved.apply([](auto& d) { ese::addBlip(d, {0, 3}, std::nullopt, std::nullopt); }, enormityCheck) == "");
  CHECK(nemesis::enormity::parseScenario(saved.text(), "doc", enormityAssets()).blips.back().id == first.nextBlipId);
  CHECK(saved.apply([](auto& d) { ese::removeBlip(d, 0); }, enormityCheck) == "");
  CHECK(saved.apply([](auto& d) { ese::addSpacer(d, "pilot", {3, 3}); }, enormityCheck) == "");
  CHECK(saved.apply([](auto& d) { ese::removeSpacer(d, 1); }, enormityCheck) == "");
}
