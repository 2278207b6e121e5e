// The setup a file starts from: the board (named, from the boards folder, or embedded and read by the board
// format's one reader), the seed and the characters' classes, given to newGame; every other part of the file
// then replaces its part of that setup.
#include <limits>

#include "board_file.hpp"
#include "board_json.hpp"
#include "scenario_reader.hpp"
#include "setup.hpp"

namespace nemesis::scenario_reader {

std::shared_ptr<const Board> Reader::boardOf(const Value& doc) const {
  const Value* v = find(doc, "board");
  if (v != nullptr && v->IsObject()) {
    // The board format has one reader, so an embedded board is checked as a board file is (board_json.hpp).
    try {
      return std::make_shared<const Board>(readBoard(*v, source_, "board"));
    } catch (const BoardError& e) {
      throw ScenarioError(e.what());
    }
  }
  std::string name = "basic";
  if (v != nullptr) {
    if (!v->IsString()) {
      fail("board", "expected a board name such as \"basic\" or a board object, got " + describeValue(*v));
    }
    name = str(*v);
  }
  if (!isBoardName(name)) fail("board", quote(name) + " is not a board name (" + std::string(kBoardNameRule) + ")");
  const std::string path = (boardsDir_.empty() ? std::string() : boardsDir_ + "/") + name + ".json";
  try {
    return std::make_shared<const Board>(loadBoardFile(path));
  } catch (const BoardError& e) {
    fail("board", "cannot use board " + quote(name) + ": " + e.what());
  }
}

GameState Reader::readSetup(const Value& doc) {
  board_ = boardOf(doc);
  std::uint64_t seed = 1;
  if (const Value* v = find(doc, "seed")) {
    if (!v->IsUint64())
      fail("seed", "expected " + decimalRange(std::uint64_t{0}, std::numeric_limits<std::uint64_t>::max()) + ", got " +
                       describeValue(*v));
    seed = v->GetUint64();
  }
  std::vector<CharacterClass> classes{CharacterClass::Captain};
  if (const Value* v = find(doc, "characters")) {
    list(*v, "characters");
    if (v->Empty() || v->Size() > static_cast<rapidjson::SizeType>(kMaxCharacters)) {
      fail("characters", "a game has 1 to 5 characters, not " + std::to_string(v->Size()));
    }
    classes.clear();
    std::vector<std::string> where;
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const Value& c = (*v)[i];
      const std::string w = fieldAt("characters", i);
      if (!c.IsString() && !c.IsObject()) {
        fail(w, "expected a character class such as \"scout\" or an object with \"class\", got " + describeValue(c));
      }
      const std::string wc = c.IsObject() ? fieldAt(w, "class") : w;
      const auto cls = word<CharacterClass>(c.IsObject() ? required(c, "class", w) : c, wc, sn::kClasses);
      for (std::size_t j = 0; j < classes.size(); ++j) {
        if (classes[j] == cls) fail(wc, "the " + std::string(nameOf(cls)) + " is already " + where[j]);
      }
      classes.push_back(cls);
      where.push_back(w);
    }
  }
  try {
    return newGame(board_, SetupOptions{classes, seed});
  } catch (const std::exception& e) {
    fail("characters", std::string("cannot set up the game: ") + e.what());
  }
}

}  // namespace nemesis::scenario_reader
