// The games the client plays behind the GameClient seam (game_client.hpp). Each registers itself from its own
// folder (src/app/GAME/GAME_game.cpp ends with a registration, as OpenSpiel's games end with
// REGISTER_SPIEL_GAME), and the shell asks this registry, never "which game?": Open tells a game's files by their
// "format", the new-game window lists each game's scenarios and lessons, autosaves are named after the game, and
// Continue offers the newest unfinished game of any of them. Nothing here names a game; a new game adds a folder.
#pragma once

#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/kernel/rule_text.hpp"

namespace nemesis::view {
class Art;
}
namespace nemesis::ui {
struct UiState;
}

namespace nemesis::app {

class GameClient;

// What a game's client is made with: the shared art, the panels' state, and the game's own assets folder
// (assets/NAME: its scenarios, lessons and data).
struct ClientContext {
  view::Art& art;
  ui::UiState& ui;
  std::string assetsDir;
};

// An autosave of a game as Continue lists it: a line saying where it stands, and whether it is over (Continue
// offers only a game still being played).
struct AutosaveSummary {
  std::string where;  // "Countdown 8 · 2 Spacers · 14 commands"
  bool over = false;
};

struct ClientGame {
  std::string
      name;  // lower case, one word: its assets folder, its autosaves' names (ID.NAME-replay.json), --show rules:NAME
  std::string title;  // the new-game window's choice, "Opened the ... game"
  std::string label;  // its short name: before its rule texts' titles ("LABEL · Seed 001: ...")
  std::string blurb;  // the choice's tooltip: what the game is
  // The rules reference's tab of its rule texts (the seeds whose file names carry its name), and the note atop
  // it; no tab when empty.
  std::string rulesTab;
  std::string rulesNote;
  // Every rule its engine cites: the rules reference's rule table offers it beside the others.
  std::span<const RuleText> rules;
  int order = 0;  // the new-game window lists the games by it
  // The "format" of each file the game opens (replay_text::formatOf): its scenarios, its saves, its lessons.
  std::vector<std::string> formats;
  std::string saveFormat;  // the format Save writes: a file of it is the game's save (Save writes over it)
  // The files the new-game window offers, scenarios then lessons, from the game's assets folder (never throws).
  std::function<std::vector<std::string>(const std::string& gameAssets)> startFiles;
  // The client of a game opened from a file's text (`path` names it in errors); throws with a message naming
  // the file and the place.
  std::function<std::unique_ptr<GameClient>(const ClientContext& context, std::string_view text,
                                            const std::string& path)>
      open;
  // What an autosave (a save file's text) holds, for Continue; read off the frame, in the file lists' worker
  // thread, so it only reads the text. Throws on a file it cannot read (Continue then skips it).
  std::function<AutosaveSummary(std::string_view text, const std::string& gameAssets)> summarize;
};

// Adds a game (called while the program starts, by the game's registration); false when its name or one of its
// formats is taken (the first stays).
bool registerClientGame(ClientGame game);
// The registered games, in their order.
[[nodiscard]] const std::vector<ClientGame>& clientGames();
// The game whose files have this "format", or null.
[[nodiscard]] const ClientGame* clientGameOfFormat(std::string_view format);
// The game of this name, or null.
[[nodiscard]] const ClientGame* clientGameNamed(std::string_view name);

}  // namespace nemesis::app
