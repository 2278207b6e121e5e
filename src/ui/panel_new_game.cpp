// The new-game window: Continue (the newest autosave) and the Recent games on top, then a new game: the form's
// game (its own choices: ui/nemesis/new_game_form.hpp), or another game from one of its scenarios or lessons.
// The form's choices are the settings' new-game defaults, so they are remembered. Before any game is started
// or opened it is the client's start screen, and stays up until one is.
#include <algorithm>
#include <array>
#include <string>

#include "panel_common.hpp"

namespace nemesis::ui {

namespace {

void openFile(PanelContext& c, const std::string& path) {
  c.out.requests.push_back(requestOf(RequestKind::Load, path));
  c.ui.showNewGame = false;
}

std::string entrySummary(const GameFileEntry& e) {
  std::string text =
      e.game.empty() ? "round " + std::to_string(e.round) + " · " + e.characters : e.game + " · " + e.where;
  if (!e.outcome.empty()) text += " (" + e.outcome + ")";
  return text + " · " + e.date;
}

// On the start screen (a relaunch) the game left off is what the player most likely wants: Continue is then the
// default, which Enter takes. A new game asked for from the menu keeps Start as its default.
bool continueIsDefault(const PanelContext& c) {
  return !c.ui.gameStarted && c.ui.continueGame.has_value();
}

// Continue and Recent: the games a player most likely wants back, before anything else.
void resumeSection(PanelContext& c) {
  if (!c.ui.continueGame && c.ui.recent.empty()) return;
  if (c.ui.continueGame) {
    const GameFileEntry& last = *c.ui.continueGame;
    if (continueIsDefault(c) ? detail::defaultButton("Continue") : ImGui::Button("Continue")) openFile(c, last.path);
    detail::recordItem(c.ui.recorder, "newgame.continue");
    detail::tooltipText("Opens the newest autosave: the game as it was after its last command, undo included.");
    ImGui::SameLine();
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", entrySummary(last).c_str());
  }
  if (!c.ui.recent.empty()) {
    ImGui::TextUnformatted("Recent games");
    std::string selected;
    const float rows = static_cast<float>(std::min<std::size_t>(c.ui.recent.size(), 5));
    if (detail::gameFileTable(c.ui.recorder, "newgame.recent", c.ui.recent, selected, rows, true))
      openFile(c, selected);
  }
  ImGui::Separator();
}

// The first launch's offer, above everything else in the window, until a lesson is done or it is declined.
void tutorialOffer(PanelContext& c) {
  if (!c.settings.tutorialOffer || !c.settings.tutorialDone.empty()) return;
  ImGui::TextColored(detail::kImportantColour, "New to Nemesis?");
  detail::recordItem(c.ui.recorder, "newgame.offer");
  ImGui::TextWrapped(
      "The tutorial teaches the rules by playing them: short lessons, one rule each, on the real game, with "
      "nothing left to luck.");
  // The first lesson at once: the player has just chosen to learn (the lesson menu is "Learn to play" below).
  if (ImGui::Button("Start the tutorial")) {
    c.out.requests.push_back(requestOf(RequestKind::StartLesson));
    c.ui.showNewGame = false;
  }
  detail::recordItem(c.ui.recorder, "newgame.offer.start");
  detail::tooltipText("Starts the first lesson. \"Learn to play\" below lists every lesson.");
  ImGui::SameLine();
  if (ImGui::Button("No thanks")) {
    c.settings.tutorialOffer = false;
    c.out.requests.push_back(requestOf(RequestKind::ApplySettings));  // kept in settings.ini at once
  }
  detail::recordItem(c.ui.recorder, "newgame.offer.decline");
  detail::tooltipText("Help > Tutorial and \"Learn to play\" below still open it.");
  ImGui::Separator();
}

// The other games (docs/modules.md, app/game_registry.hpp), each played from one of its scenarios or lessons.
// The choice lives in the window's storage with the form's: UI state of this window only.
struct ModuleChoice {
  ImGuiStorage* storage;
  ImGuiID id;
  [[nodiscard]] int game() const { return storage->GetInt(id, 0); }  // 0 the form's game, i + 1 the i-th other
  [[nodiscard]] int scenario() const { return storage->GetInt(id + 1, 0); }
};

// The other game chosen, or null for the form's.
const GameChoice* chosenGame(const PanelContext& c, const ModuleChoice& choice) {
  const int i = choice.game() - 1;
  return i >= 0 && i < static_cast<int>(c.games.size()) ? &c.games[static_cast<std::size_t>(i)] : nullptr;
}

void gameChoice(PanelContext& c, const ModuleChoice& choice) {
  if (c.games.empty()) return;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted("Game");
  ImGui::SameLine();
  int game = choice.game();
  if (c.form != nullptr) {
    ImGui::RadioButton(c.form->title.c_str(), &game, 0);
    detail::recordItem(c.ui.recorder, ("newgame.game." + c.form->name).c_str());
  }
  for (std::size_t i = 0; i < c.games.size(); ++i) {
    ImGui::SameLine();
    ImGui::RadioButton(c.games[i].title.c_str(), &game, static_cast<int>(i) + 1);
    detail::recordItem(c.ui.recorder, ("newgame.game." + c.games[i].name).c_str());
    detail::tooltipText(c.games[i].blurb);
  }
  choice.storage->SetInt(choice.id, game);
  ImGui::Separator();
}

void gameFiles(PanelContext& c, const ModuleChoice& choice, const GameChoice& game) {
  ImGui::TextUnformatted("Scenario");
  int picked = std::clamp(choice.scenario(), 0, static_cast<int>(game.files.size()) - 1);
  for (int i = 0; i < static_cast<int>(game.files.size()); ++i) {
    const StartFile& file = game.files[static_cast<std::size_t>(i)];
    std::string name = file.name;
    if (name.empty()) {
      name = detail::fileNameOf(file.path);
      if (name.ends_with(".json")) name.resize(name.size() - 5);
    }
    ImGui::RadioButton((name + "##" + std::to_string(i)).c_str(), &picked, i);
    detail::recordItem(c.ui.recorder, ("newgame." + game.name + ".scenario").c_str(), i);
    if (!file.about.empty()) detail::tooltipText(file.about);
  }
  choice.storage->SetInt(choice.id + 1, picked);
  // What the chosen one sets up, in its own words.
  if (picked >= 0 && picked < static_cast<int>(game.files.size())) {
    const std::string& about = game.files[static_cast<std::size_t>(picked)].about;
    if (!about.empty()) {
      ImGui::PushTextWrapPos(0.0f);
      ImGui::TextUnformatted(about.c_str());
      ImGui::PopTextWrapPos();
      detail::recordItem(c.ui.recorder, ("newgame." + game.name + ".about").c_str());
    }
  }
  ImGui::TextDisabled("The scenario sets up the game; a lesson teaches step by step.");
}

void startGameFile(PanelContext& c, const ModuleChoice& choice, const GameChoice& game) {
  Request r;
  r.kind = RequestKind::NewGame;
  const int picked = std::clamp(choice.scenario(), 0, static_cast<int>(game.files.size()) - 1);
  r.newGame.moduleFile = game.files[static_cast<std::size_t>(picked)].path;
  c.out.requests.push_back(std::move(r));
  c.ui.showNewGame = false;
}

}  // namespace

void drawNewGameWindow(PanelContext& c) {
  // Before any game there is nothing to go back to: this window is the start screen (unless an online room's
  // window stands in for it, waiting for its game to start).
  if (!c.ui.gameStarted && c.online == nullptr) c.ui.showNewGame = true;
  if (!detail::beginDialog(c, "New game", c.ui.showNewGame, 560.0f)) return;
  tutorialOffer(c);
  resumeSection(c);
  if (c.ui.continueGame || !c.ui.recent.empty()) ImGui::TextUnformatted("Or start a new game");
  const ModuleChoice choice{ImGui::GetStateStorage(), ImGui::GetID("module")};
  ImGuiStorage& window = *ImGui::GetStateStorage();
  gameChoice(c, choice);
  const GameChoice* other = chosenGame(c, choice);
  if (other != nullptr && other->files.empty()) other = nullptr;  // nothing to start it from: the form's game
  if (other != nullptr) {
    gameFiles(c, choice, *other);
  } else if (c.form != nullptr) {
    c.form->draw(c, window);  // its own choices (Nemesis: the mode, the seats, the seed and the board)
  }
  ImGui::Separator();
  const bool continueFirst = continueIsDefault(c);
  const bool startClicked = continueFirst ? ImGui::Button("Start") : detail::defaultButton("Start");
  detail::recordItem(c.ui.recorder, "newgame.start");
  ImGui::SameLine();
  if (ImGui::Button("Open a save...")) c.out.requests.push_back(requestOf(RequestKind::Load));
  detail::recordItem(c.ui.recorder, "newgame.open");
  ImGui::SameLine();
  if (ImGui::Button("Learn to play")) c.out.requests.push_back(requestOf(RequestKind::OpenLessons));
  detail::recordItem(c.ui.recorder, "newgame.learn");
  detail::tooltipText("The tutorial: short lessons, one rule each, played on the real game.");
  ImGui::SameLine();
  if (ImGui::Button("Settings...")) c.ui.showSettings = true;
  if (c.ui.gameStarted) {
    ImGui::SameLine();
    if (ImGui::Button("Cancel")) c.ui.showNewGame = false;
    detail::recordItem(c.ui.recorder, "newgame.cancel");
  }
  const UiState::DialogKey key = detail::endDialog(c);
  const bool enter = key == UiState::DialogKey::Enter;
  if (enter && continueFirst) {
    openFile(c, c.ui.continueGame->path);
  } else if ((startClicked || enter) && other != nullptr) {
    startGameFile(c, choice, *other);
  } else if ((startClicked || enter) && c.form != nullptr) {
    c.form->start(c, window);
    Request keep;  // the choices become the next new game's defaults
    keep.kind = RequestKind::ApplySettings;
    c.out.requests.push_back(std::move(keep));
    c.ui.showNewGame = false;
  }
}

}  // namespace nemesis::ui
