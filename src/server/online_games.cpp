// The registry of the games a server plays (online_game.hpp), filled while the program starts.
#include "online_game.hpp"

#include <algorithm>

namespace nemesis::server {

namespace {
// Function-local so that a game registering itself during static initialisation finds it built.
std::vector<OnlineGame>& registry() {
  static std::vector<OnlineGame> games;
  return games;
}
}  // namespace

bool registerOnlineGame(OnlineGame game) {
  std::vector<OnlineGame>& games = registry();
  games.push_back(std::move(game));
  std::sort(games.begin(), games.end(), [](const OnlineGame& a, const OnlineGame& b) { return a.name < b.name; });
  return true;
}

const std::vector<OnlineGame>& onlineGames() {
  return registry();
}

const OnlineGame* findOnlineGame(std::string_view name) {
  for (const OnlineGame& g : registry()) {
    if (g.name == name) return &g;
  }
  return nullptr;
}

}  // namespace nemesis::server
