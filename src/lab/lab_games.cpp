#include "lab_games.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "engine/kernel/basic_replay.hpp"
#include "engine/kernel/file_io.hpp"

namespace lab {

namespace {

// Filled while the program starts (each game's registration), read-only afterwards.
std::vector<LabGame>& registry() {
  static std::vector<LabGame> games;
  return games;
}

}  // namespace

bool registerGame(LabGame game) {
  std::vector<LabGame>& games = registry();
  const auto at = std::upper_bound(games.begin(), games.end(), game.order,
                                   [](int order, const LabGame& g) { return order < g.order; });
  games.insert(at, std::move(game));
  return true;
}

const std::vector<LabGame>& labGames() {
  return registry();
}

const LabGame* labGame(std::string_view name) {
  for (const LabGame& g : registry()) {
    if (g.name == name) return &g;
  }
  return nullptr;
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
  for (const LabGame& g : games) {
    if (std::find(g.formats.begin(), g.formats.end(), format) != g.formats.end()) return g;
  }
  return games.front();
}

}  // namespace lab
