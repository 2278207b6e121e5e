// Nothing ends or replaces a game with unsaved changes without asking (issue 10): Quit, closing the window,
// New game and Open ask Save / Don't save / Cancel; the unsaved marker in the title and the status bar; the
// desktop conventions of every dialog (modal, one at a time, Escape = Cancel, Enter = the default button).
#include <doctest/doctest.h>

#include <filesystem>

#include "client_dialogs_support.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/scenario.hpp"

using nemesis::app::App;
using namespace clienttest;
using nemesis::ui::RequestKind;
using nemesis::ui::requestOf;

namespace {

constexpr const char* kPrompt = "Unsaved changes";

void ctrl(App& app, SDL_Keycode k) {
  key(app, k, KMOD_LCTRL);
  frames(app, 1);  // the outbox is applied after the ImGui pass
}

}  // namespace

TEST_CASE("save prompt: a game without changes quits at once, with changes Quit asks, Cancel keeps it all") {
  ItemRecording recording;
  App fresh(headlessOptions(2, 5));
  REQUIRE_FALSE(fresh.unsaved());
  ctrl(fresh, SDLK_q);
  CHECK(fresh.quitRequested());  // nothing to lose, nothing to ask

  App app(headlessOptions(2, 5));
  playSome(app, 2);
  REQUIRE(app.unsaved());
  const std::uint64_t hash = nemesis::stateHash(nemesisOf(app).state());
  ctrl(app, SDLK_q);
  redrawn(app);
  CHECK_FALSE(app.quitRequested());
  CHECK(windowShown(kPrompt));
  CHECK(recorded("prompt.save"));
  CHECK(recorded("prompt.discard"));

  clickWidget(app, "prompt.cancel");
  redrawn(app);
  CHECK_FALSE(app.quitRequested());
  CHECK_FALSE(windowShown(kPrompt));
  CHECK_FALSE(app.ui().pendingAction.has_value());
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == hash);
  CHECK(app.unsaved());

  // File > Quit asks the same; Don't save quits.
  app.request(requestOf(RequestKind::Quit));
  redrawn(app);
  CHECK_FALSE(app.quitRequested());
  clickWidget(app, "prompt.discard");
  CHECK(app.quitRequested());
}

TEST_CASE("save prompt: closing the window asks too, Save writes the game's file, then quits") {
  ItemRecording recording;
  const std::string path = tempDir("prompt-save") + "/kept.json";
  App app(headlessOptions(2, 7));
  REQUIRE(app.saveFile(path));
  playSome(app, 3);
  REQUIRE(app.unsaved());
  closeWindowEvent(app);
  redrawn(app);
  CHECK_FALSE(app.quitRequested());
  REQUIRE(windowShown(kPrompt));
  clickWidget(app, "prompt.save");
  CHECK(app.quitRequested());
  CHECK_FALSE(app.unsaved());
  const nemesis::GameState saved = nemesis::loadGame(path, std::string(NEMESIS_ASSETS_DIR) + "/boards");
  CHECK(nemesis::stateHash(saved) == nemesis::stateHash(nemesisOf(app).state()));

  // SDL_QUIT (the window manager's quit) asks as well.
  App other(headlessOptions(1, 7));
  playSome(other, 1);
  SDL_Event quit{};
  quit.type = SDL_QUIT;
  other.handleEvent(quit);
  redrawn(other);
  CHECK_FALSE(other.quitRequested());
  CHECK(windowShown(kPrompt));
}

TEST_CASE("save prompt: Save without a file opens Save As, the quit goes on after saving, and not after Cancel") {
  ItemRecording recording;
  const std::string dir = tempDir("prompt-save-as");
  SUBCASE("saved through Save As: then it quits") {
    App app(headlessOptions(2, 9));
    playSome(app, 2);
    ctrl(app, SDLK_q);
    redrawn(app);
    clickWidget(app, "prompt.save");
    redrawn(app);
    CHECK_FALSE(app.quitRequested());
    CHECK(windowShown("Save game as"));
    CHECK_FALSE(windowShown(kPrompt));
    app.ui().filePath = dir + "/named.json";
    clickWidget(app, "files.go");
    CHECK(std::filesystem::exists(dir + "/named.json"));
    CHECK(app.quitRequested());
  }
  SUBCASE("Save As cancelled: nothing is saved and the game goes on") {
    App app(headlessOptions(2, 9));
    playSome(app, 2);
    ctrl(app, SDLK_q);
    redrawn(app);
    clickWidget(app, "prompt.save");
    redrawn(app);
    clickWidget(app, "files.cancel");
    redrawn(app);
    CHECK_FALSE(app.quitRequested());
    CHECK_FALSE(app.ui().pendingAction.has_value());
    CHECK_FALSE(windowShown("Save game as"));
    CHECK(app.unsaved());
  }
}

TEST_CASE("save prompt: New game and Open ask before replacing a game with unsaved changes") {
  ItemRecording recording;
  const std::string dir = tempDir("prompt-replace");
  App saver(headlessOptions(1, 3));
  REQUIRE(saver.saveFile(dir + "/other.json"));

  App app(headlessOptions(3, 5));
  playSome(app, 2);
  const std::uint64_t hash = nemesis::stateHash(nemesisOf(app).state());

  // New game: Ctrl+N opens the window; its Start asks first.
  ctrl(app, SDLK_n);
  redrawn(app);
  clickWidget(app, "newgame.start");
  redrawn(app);
  REQUIRE(windowShown(kPrompt));
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == hash);
  clickWidget(app, "prompt.cancel");
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == hash);
  CHECK(nemesisOf(app).history().commands().size() == 2);

  // Open (a Recent entry, Continue or the Open dialog all ask to load a path): Don't save opens it.
  app.request(requestOf(RequestKind::Load, dir + "/other.json"));
  redrawn(app);
  REQUIRE(windowShown(kPrompt));
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == hash);
  clickWidget(app, "prompt.discard");
  CHECK(nemesis::stateHash(nemesisOf(app).state()) == nemesis::stateHash(nemesisOf(saver).state()));
  CHECK_FALSE(app.unsaved());

  // Without changes, New game asks nothing.
  ctrl(app, SDLK_n);
  redrawn(app);
  clickWidget(app, "newgame.start");
  redrawn(app);
  CHECK_FALSE(windowShown(kPrompt));
  CHECK(app.currentFile().empty());
}

TEST_CASE("dialogs: Escape cancels and Enter takes the default button, Escape closes a menu first") {
  ItemRecording recording;
  const std::string path = tempDir("dialog-keys") + "/enter.json";
  App app(headlessOptions(2, 5));
  REQUIRE(app.saveFile(path));

  ctrl(app, SDLK_o);
  redrawn(app);
  REQUIRE(windowShown("Open game"));
  key(app, SDLK_ESCAPE);
  redrawn(app);
  CHECK_FALSE(app.ui().showLoad);
  CHECK_FALSE(windowShown("Open game"));

  // The prompt: Escape is Cancel, Enter is Save.
  playSome(app, 2);
  ctrl(app, SDLK_q);
  redrawn(app);
  REQUIRE(windowShown(kPrompt));
  key(app, SDLK_ESCAPE);
  redrawn(app);
  CHECK_FALSE(windowShown(kPrompt));
  CHECK_FALSE(app.quitRequested());
  ctrl(app, SDLK_q);
  redrawn(app);
  REQUIRE(windowShown(kPrompt));
  key(app, SDLK_RETURN);
  frames(app, 2);
  CHECK(app.quitRequested());
  CHECK_FALSE(app.unsaved());  // saved to enter.json first

  // A menu: Escape closes it, and closes nothing else.
  App menus(headlessOptions(1, 5));
  redrawn(menus);
  clickWidget(menus, "menu.file");
  redrawn(menus);
  REQUIRE(recorded("menu.file.quit"));
  key(menus, SDLK_ESCAPE);
  redrawn(menus);
  CHECK_FALSE(recorded("menu.file.quit"));
}

TEST_CASE("dialogs: modal, a click beside one moves nobody and the board's keys do nothing") {
  ItemRecording recording;
  App app(headlessOptions(2, 5));
  const int to = reachableNeighbour(nemesisOf(app).state(), 0);
  REQUIRE(to >= 0);
  app.ui().showSettings = true;
  redrawn(app);
  REQUIRE(windowShown("Settings"));
  const ImGuiWindow* dialog = ImGui::FindWindowByName("Settings");
  const nemesis::view::Vec2 room = nemesisOf(app).roomOnScreen(to);
  REQUIRE_FALSE(dialog->Rect().Contains(ImVec2(room.x, room.y)));  // beside the dialog, on the board

  click(app, room);
  frames(app, 2);
  CHECK(nemesisOf(app).history().commands().empty());
  for (const SDL_Keycode k : {SDLK_p, SDLK_h, SDLK_SPACE, SDLK_TAB, SDLK_2, SDLK_F12}) key(app, k);
  frames(app, 2);
  CHECK(nemesisOf(app).history().commands().empty());
  CHECK_FALSE(app.ui().showDebug);
  CHECK(windowShown("Settings"));

  // Closed, the same click moves the character and P passes.
  key(app, SDLK_ESCAPE);
  redrawn(app);
  click(app, nemesisOf(app).roomOnScreen(to));
  frames(app, 2);
  CHECK(nemesisOf(app).history().commands().size() == 1);
}

TEST_CASE("dialogs: never two at once, Ctrl+O over the new-game window shows Open, and Escape goes back") {
  ItemRecording recording;
  App app(headlessOptions(1, 5));
  ctrl(app, SDLK_o);
  ctrl(app, SDLK_o);
  redrawn(app);
  CHECK(windowShown("Open game"));
  int shown = 0;
  for (const char* w : {"Open game", "New game", "Save game as", "Settings", kPrompt}) shown += windowShown(w) ? 1 : 0;
  CHECK(shown == 1);
  key(app, SDLK_ESCAPE);
  redrawn(app);

  ctrl(app, SDLK_n);
  redrawn(app);
  REQUIRE(windowShown("New game"));
  ctrl(app, SDLK_o);
  redrawn(app);
  CHECK(windowShown("Open game"));
  CHECK_FALSE(windowShown("New game"));  // waiting beneath, not drawn over or under
  key(app, SDLK_ESCAPE);
  redrawn(app);
  CHECK(windowShown("New game"));
  CHECK_FALSE(windowShown("Open game"));
}

TEST_CASE("the unsaved marker: in the window title and the status bar, cleared by a save") {
  ItemRecording recording;
  const std::string path = tempDir("marker") + "/marked.json";
  App app(headlessOptions(1, 5));
  redrawn(app);
  CHECK(app.windowTitle() == "Nemesis companion \u2014 unsaved game");
  CHECK_FALSE(recorded("status.unsaved"));
  REQUIRE(nemesisOf(app).submit(quietCommand()).ok());
  redrawn(app);
  CHECK(app.windowTitle() == "Nemesis companion \u2014 unsaved game *");
  CHECK(std::string(SDL_GetWindowTitle(SDL_RenderGetWindow(app.renderer()))) == app.windowTitle());
  CHECK(recorded("status.unsaved"));
  REQUIRE(app.saveFile(path));
  redrawn(app);
  CHECK(app.windowTitle() == "Nemesis companion \u2014 marked");
  CHECK_FALSE(recorded("status.unsaved"));
  app.undo();
  CHECK(app.windowTitle() == "Nemesis companion \u2014 marked *");
  app.redo();
  CHECK(app.unsaved());
  REQUIRE(app.loadFile(path));
  CHECK_FALSE(app.unsaved());
}

TEST_CASE("a refused undo says why once, not \"Cannot undo: Cannot undo:\"") {
  App app(headlessOptions(1, 5));
  playSome(app, 1);  // a Movement: its Noise roll is revealed
  REQUIRE_FALSE(nemesisOf(app).history().canUndo());
  app.undo();
  CHECK(app.ui().statusIsError);
  CHECK(app.ui().status == nemesisOf(app).history().whyNoUndo());
  CHECK(app.ui().status.find("Cannot undo: Cannot undo") == std::string::npos);
}
