// The games the client plays behind the GameClient seam (game_client.hpp). Each registers itself from its own
// folder (src/app/GAME/GAME_game.cpp ends with a registration, as OpenSpiel's games end with
// REGISTER_SPIEL_GAME), and the shell asks this registry, never "which game?": Open tells a game's files by their
// "format", the new-game window lists each game's scenarios and lessons, autosaves are named after the game, and
// Continue offers the newest unfinished game of any of them. Nothing here names a game; a new game adds a folder.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/kernel/rule_text.hpp"
#include "ui/start_file.hpp"

struct ImGuiStorage;

namespace nemesis::view {
class Art;
class Camera;
}  // namespace nemesis::view
namespace nemesis::ui {
struct UiState;
struct Settings;
struct NewGameRequest;
struct LessonMenuEntry;
struct GameFileEntry;
struct PanelContext;
}  // namespace nemesis::ui

namespace nemesis::app {

class GameClient;

// What a game's client is made with: the shared art, the panels' state, the settings, the camera, and
// the game's own assets folder (assets/NAME: its scenarios, lessons and data) in the program's (assets/).
struct ClientContext {
  view::Art& art;
  ui::UiState& ui;
  std::string assetsDir;
  ui::Settings& settings;
  const view::Camera& camera;
  std::string assetsRoot;
  std::string settingsPath;  // where the settings are written (a lesson done); empty: never
};

// An autosave of a game as Continue lists it: a line saying where it stands, and whether it is over (Continue
// offers only a game still being played).
struct AutosaveSummary {
  std::string where;  // "Countdown 8 · 2 Spacers · 14 commands"
  bool over = false;
};

// What a game's online client is made with (issue 26): the member's view of the table when the game starts (or
// when it comes in to a started one), how the table was opened, the players it holds, and where its commands go.
struct OnlineTableStart {
  std::string view;      // the game's bytes of the member's view
  std::string scenario;  // the text of the scenario the room was made from (empty: a new game)
  std::vector<int> seats;
  bool sandbox = false;
  // A command's text to the table: "" when sent, else why not (no connection now).
  std::function<std::string(const std::string& command)> send;
  // Asks the table to take back the member's own last command (the server says whether it may).
  std::function<std::string()> undo;
};

// A finished online game's record as the client replays it (issue 26): how its table was opened and every command
// in order, an undo as "#undo" (server/online_game.hpp kUndoCommand).
struct RoomRecordStart {
  int players = 0;
  std::uint64_t seed = 0;
  std::string scenario;  // the scenario's text (empty: a new game)
  std::vector<std::string> commands;
  std::string source;  // names the record in errors
};

// What the scenario editor opens (issue 27): a scenario's text, or none for a new one (the game's smallest
// position); `path` names the file in errors and is where Save writes (empty: Save asks where).
struct EditorStart {
  std::string text;
  std::string path;
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
  // The files the new-game window offers, scenarios then lessons, from the game's assets folder, each with the name
  // and the sentence the window shows for it (never throws: a file it cannot describe is offered by its name).
  std::function<std::vector<ui::StartFile>(const std::string& gameAssets)> startFiles;
  // The client of a game opened from a file's text (`path` names it in errors); throws with a message naming
  // the file and the place.
  std::function<std::unique_ptr<GameClient>(const ClientContext& context, std::string_view text,
                                            const std::string& path)>
      open;
  // What an autosave (a save file's text) holds, for Continue; read off the frame, in the file lists' worker
  // thread, so it only reads the text. Throws on a file it cannot read (Continue then skips it).
  std::function<AutosaveSummary(std::string_view text, const std::string& gameAssets)> summarize;

  // A game may also offer (each left empty by a game that does not):
  // How the Open dialog and Recent list one of its files (game_files.hpp FileDescriber, given assets/).
  std::function<void(ui::GameFileEntry& entry, const std::string& text, bool whole, const std::string& assetsRoot)>
      describeFile = {};
  // How its files that are not JSON begin (its binary autosaves), for Open.
  std::string magic = {};
  // A new game from the new-game window's form (characters, seed, board, rounds or free play); throws saying
  // why. The first game offering it is the form's, and its start screen (startScreen) is the program's.
  std::function<std::unique_ptr<GameClient>(const ClientContext& context, const ui::NewGameRequest& request)> start =
      {};
  int maxPlayers = 0;  // the most players (characters) the form and --players give it
  // The form's choices inside the new-game window, and the NewGame request they make (ui/panels.hpp NewGameForm).
  std::function<void(ui::PanelContext& c, ImGuiStorage& window)> drawForm = {};
  std::function<void(ui::PanelContext& c, ImGuiStorage& window)> startForm = {};
  // The start screen under the new-game window: the game's board with nothing played and nothing claimed.
  std::function<std::unique_ptr<GameClient>(const ClientContext& context)> startScreen = {};
  // Checks the settings new games of it will use before the window opens: a setting that cannot be used is put
  // back to its default with a warning in `warnings` naming its line (`lines`: each setting's "FILE:LINE");
  // throws when even the default cannot be used, or when `fromOptions` names what the command line set.
  std::function<void(ui::Settings& settings, const std::map<std::string, std::string>& lines, bool fromOptions,
                     const std::string& assetsRoot, std::vector<std::string>& warnings)>
      checkSettings = {};
  // The tutorial: the lesson file `which` names (an id or a number; "" the first lesson not in `done`), and the
  // lessons as the lesson menu lists them; both throw saying why.
  std::function<std::string(const std::string& assetsRoot, const std::string& which,
                            const std::vector<std::string>& done)>
      tutorialLesson = {};
  std::function<std::vector<ui::LessonMenuEntry>(const std::string& assetsRoot, const std::vector<std::string>& done)>
      tutorialLessons = {};
  // Online play: a client showing a member's view of a table a server holds (OnlineTableStart); throws
  // std::runtime_error naming what does not read.
  std::function<std::unique_ptr<GameClient>(const ClientContext& context, const OnlineTableStart& start)> online = {};
  // A finished online game played again here from its record: its whole history, to step through and save;
  // throws std::runtime_error naming the command that does not play.
  std::function<std::unique_ptr<GameClient>(const ClientContext& context, const RoomRecordStart& record)> replay = {};
  // The scenarios a room of it may start from (the host dialog), from the program's assets folder.
  std::function<std::vector<ui::StartFile>(const std::string& assetsRoot)> scenarios = {};
  // The scenario editor (issue 27): a client that edits a scenario of the game on its board, each edit read by
  // the game's scenario reader; throws naming the file and the place when `start.text` does not read. Files of
  // `scenarioFormat` open in it while it is shown (File > Open, a file dropped on the window).
  std::function<std::unique_ptr<GameClient>(const ClientContext& context, const EditorStart& start)> editor = {};
  std::string scenarioFormat = {};
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
// The game a file's text is: by its "format" (replay_text::formatOf(text), read once by the caller: it parses the
// whole text), else by how it begins (ClientGame::magic), else the form's game (formGame), whose reader says
// what is wrong with it; null only when no game is registered.
[[nodiscard]] const ClientGame* clientGameOfText(std::string_view text, std::string_view format);
// The first game offering `start` (the new-game window's form and the start screen), or null.
[[nodiscard]] const ClientGame* formGame();
// The first game offering the tutorial, or null.
[[nodiscard]] const ClientGame* tutorialGame();

}  // namespace nemesis::app
