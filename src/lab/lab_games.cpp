#include "lab_games.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "engine/kernel/basic_replay.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/ordered_registry.hpp"

namespace lab {

namespace {

// Filled while the program starts (each game's registration), read-only afterwards.
std::vector<LabGame>& registry() {
  static std::vector<LabGame> games;
  return games;
}

}  // namespace

bool registerGame(LabGame game) {
  nemesis::registry::insertByOrder(registry(), std::move(game));
  return true;
}

const std::vector<LabGame>& labGames() {
  return registry();
}

const LabGame* labGame(std::string_view name) {
  return nemesis::registry::named(registry(), name);
}

const LabGame& gameOfFile(const std::string& path) {
  const std::vector<LabGame>& games = registry();
  if (games.empty()) throw std::logic_error("nemesis-lab was built without a game");
  std::string format;
  try {
    format = nemesis::replay_text::formatOf(nemesis::readFileLimited(path, nemesis::kMaxReplayBytes, "a file"));
  } catch (const nemesis::FileError&) {
    return games.front();  // its reader reports the file
  }
  const LabGame* claimed = nemesis::registry::claiming(games, format);
  return claimed != nullptr ? *claimed : games.front();
}

}  // namespace lab
