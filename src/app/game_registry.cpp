#include "game_registry.hpp"

#include <utility>

#include "engine/kernel/ordered_registry.hpp"

namespace nemesis::app {

namespace {

// Built on first use: registrations run while static objects are made, in an order the language leaves open.
std::vector<ClientGame>& entries() {
  static std::vector<ClientGame> list;
  return list;
}

}  // namespace

bool registerClientGame(ClientGame game) {
  std::vector<ClientGame>& games = entries();
  // A name or a format already taken: the first registration keeps it.
  if (registry::named(games, game.name) != nullptr) return false;
  for (const std::string& f : game.formats) {
    if (registry::claiming(games, f) != nullptr) return false;
  }
  registry::insertByOrder(games, std::move(game));
  return true;
}

const std::vector<ClientGame>& clientGames() {
  return entries();
}

const ClientGame* clientGameOfFormat(std::string_view format) {
  return registry::claiming(entries(), format);
}

const ClientGame* clientGameNamed(std::string_view name) {
  return registry::named(entries(), name);
}

const ClientGame* clientGameOfText(std::string_view text, std::string_view format) {
  if (const ClientGame* g = clientGameOfFormat(format)) return g;
  for (const ClientGame& g : entries()) {
    if (!g.magic.empty() && text.substr(0, g.magic.size()) == g.magic) return &g;
  }
  return formGame();
}

const ClientGame* formGame() {
  for (const ClientGame& g : entries()) {
    if (g.start) return &g;
  }
  return nullptr;
}

const ClientGame* tutorialGame() {
  for (const ClientGame& g : entries()) {
    if (g.tutorialLesson) return &g;
  }
  return nullptr;
}

}  // namespace nemesis::app
