// The scenario editor's part of the app (issue 27): which games it edits, and the requests that open it (a new
// scenario, a file, the position being played) and that play its position. The editor itself is each game's
// client (ClientGame::editor): the app hands it the screen as it hands any game, and Save, undo and redo, the save
// prompt and the title work on it as on a game. Nothing here names a game.
#include "app.hpp"
#include "engine/kernel/basic_replay.hpp"
#include "engine/kernel/quote.hpp"
#include "game_files.hpp"

namespace nemesis::app {

const std::vector<ui::GameChoice>& App::editorGames() {
  if (!editorGames_) {
    editorGames_.emplace();
    for (const ClientGame& g : clientGames()) {
      if (g.editor) editorGames_->push_back({g.name, g.label, g.title, g.blurb, {}, {}, {}});
    }
  }
  return *editorGames_;
}

bool App::openEditor(const ClientGame& game, const std::string& text, const std::string& path) {
  try {
    play(game, game.editor(contextFor(game), EditorStart{text, path}));
  } catch (const std::exception& e) {
    setStatus("Not opened in the scenario editor: " + withFileNames(e.what(), path), true);
    if (!path.empty()) openLoadError(e.what(), path);
    return false;
  }
  if (!path.empty()) rememberFile(path);
  setStatus(path.empty() ? "The scenario editor: " + game.title + "." : "Editing " + shownName(path) + ".", false);
  beginGame(path);
  return true;
}

void App::editScenario(const ui::Request& r) {
  if (!r.path.empty()) {
    try {
      const std::string text = readGameFile(r.path);
      const std::string format = replay_text::formatOf(text);
      const ClientGame* game = clientGameOfText(text, format);
      if (game == nullptr || !game->editor || format != game->scenarioFormat) {
        throw AppError(r.path + ": not a scenario the editor opens (its format is " + quote(format) + ")");
      }
      openEditor(*game, text, r.path);
    } catch (const std::exception& e) {
      setStatus("Not opened in the scenario editor: " + withFileNames(e.what(), r.path), true);
      openLoadError(e.what(), r.path);
    }
    return;
  }
  if (r.flag) {
    if (!game_->editor || !client().canEditPosition()) {
      setStatus("No position of a game here to edit.", true);
      return;
    }
    openEditor(*game_, client().positionText(), {});
    return;
  }
  const ClientGame* game = clientGameNamed(r.text);
  if (game == nullptr || !game->editor) {
    setStatus("No scenario editor for the game " + quote(r.text) + ".", true);
    return;
  }
  openEditor(*game, {}, {});
}

void App::playScenario(const std::string& text) {
  const ClientGame& game = *game_;
  // The position is no file: a game's opening may remember the file it opened as the last save, which it is not.
  const std::string lastSave = settings_.lastSave;
  try {
    play(game, game.open(contextFor(game), text, "the scenario editor's position"));
  } catch (const std::exception& e) {
    settings_.lastSave = lastSave;
    setStatus(std::string("Not played: ") + e.what(), true);
    return;
  }
  settings_.lastSave = lastSave;
  setStatus(
      "Playing the position from the scenario editor (Edit > Scenario editor: this position goes back to editing it).",
      false);
  beginGame({});
}

}  // namespace nemesis::app
