#include "game_registry.hpp"

#include <algorithm>
#include <utility>

namespace nemesis::app {

namespace {

// Built on first use: registrations run while static objects are made, in an order the language leaves open.
std::vector<ClientGame>& registry() {
  static std::vector<ClientGame> games;
  return games;
}

}  // namespace

bool registerClientGame(ClientGame game) {
  std::vector<ClientGame>& games = registry();
  for (const ClientGame& g : games) {
    if (g.name == game.name) return false;
    for (const std::string& f : game.formats) {
      if (std::find(g.formats.begin(), g.formats.end(), f) != g.formats.end()) return false;
    }
  }
  const auto at = std::upper_bound(games.begin(), games.end(), game.order,
                                   [](int order, const ClientGame& g) { return order < g.order; });
  games.insert(at, std::move(game));
  return true;
}

const std::vector<ClientGame>& clientGames() {
  return registry();
}

const ClientGame* clientGameOfFormat(std::string_view format) {
  for (const ClientGame& g : registry()) {
    if (std::find(g.formats.begin(), g.formats.end(), format) != g.formats.end()) return &g;
  }
  return nullptr;
}

const ClientGame* clientGameNamed(std::string_view name) {
  for (const ClientGame& g : registry()) {
    if (g.name == name) return &g;
  }
  return nullptr;
}

}  // namespace nemesis::app
