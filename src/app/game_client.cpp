// The GameClient defaults that need the app's files (game_client.hpp).
#include "game_client.hpp"

#include "autosave.hpp"

namespace nemesis::app {

void GameClient::writeAutosave(const std::string& dir, const AutosaveMeta& meta, std::string_view game) const {
  (void)writeModuleAutosave(dir, meta.gameId, game, saveText());
}

}  // namespace nemesis::app
