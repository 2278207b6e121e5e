// The desktop client: one SDL2 window and Dear ImGui around exactly one game client (GameClient: whichever
// registered game is played, drawing its board and panels). The frame loop has Dear ImGui's example shape
// (docs/design.md §8): SDL events to ImGui first, the board only sees the mouse when ImGui does not want it,
// animations advance by the frame time, board then panels are drawn, and the outbox is applied after the ImGui
// pass. Nothing here branches on the game.
// A library so the headless tests drive the real client with synthetic SDL events.
#pragma once

#include <SDL.h>

#include <array>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "app_error.hpp"
#include "camera.hpp"
#include "fast_ui_drawing.hpp"
#include "file_lists.hpp"
#include "game_client.hpp"
#include "game_registry.hpp"
#include "settings.hpp"
#include "sound.hpp"
#include "ui_state.hpp"

struct ImGuiContext;

namespace nemesis::view {
class Art;
}  // namespace nemesis::view

namespace nemesis::server {
struct RoomRequest;
struct ClientTls;
struct HostedOptions;
}  // namespace nemesis::server

namespace nemesis::app {

struct OnlineSession;
struct OnlineRoomRecord;

struct AppOptions {
  std::string assetsDir;  // boards/, art/, rules/ (main.cpp finds it: src/cli/asset_dir.hpp)
  std::string fontDir = NEMESIS_DEFAULT_FONT_DIR;
  std::string settingsPath;  // empty: defaults, never written (tests)
  std::string savesDir;      // folder of the save/load dialogs (empty: the setting, else DATA/saves)
  std::string dataDir;       // the user's data folder: autosaves go to DATA/autosave (empty: no autosave)
  std::string scenario;      // start from this scenario or save file instead of the new-game screen
  // Start in the scenario editor (issue 27): on this scenario file, or on a new scenario of the game named.
  std::string editScenario;
  std::string newScenario;
  // Start a lesson instead of the new-game screen: its id or file number (lessonFileFor); "" the first lesson
  // not yet completed.
  std::optional<std::string> tutorial;
  int players = 0;                    // > 0: start a new game at once with this many characters
  std::optional<std::uint64_t> seed;  // none: the seed from the settings
  std::string board;                  // empty: the board from the settings
  int freePlay = -1;                  // new games: 1 free play, 0 full rounds, -1 as in the settings
  float uiScale = 0;                  // 0: from the settings
  int width = 0;                      // 0: from the settings
  int height = 0;
  bool hidden = false;       // no visible window (tests, benchmarks)
  bool accelerated = false;  // SDL's accelerated renderer instead of the software renderer
  bool vsync = false;
  bool sound = true;  // false: never open an audio device (screenshot runs)
};

class App {
 public:
  explicit App(AppOptions options);
  ~App();
  App(const App&) = delete;
  App& operator=(const App&) = delete;

  // The main loop until the window closes; returns the exit code.
  int run();
  // One SDL event (keyboard shortcuts, board clicks, zoom and pan); ImGui sees it first.
  void handleEvent(const SDL_Event& e);
  // One frame: animations advance by `seconds`, then ImGui, board and panels are drawn and presented, then
  // the outbox is applied. With `capturePath`, the frame is also written to that PNG before presenting.
  void frame(float seconds, const std::string& capturePath = {});

  void newGame(const ui::NewGameRequest& request);
  bool loadFile(const std::string& path);  // keeps the current game on failure (ui().status says why)
  bool saveFile(const std::string& path);
  void undo();
  void redo();
  void applySettings();
  // Writes this game's autosave now (done after every command, undo, redo, new game and load); false (and
  // the status bar says why) when it fails. Nothing to do without a data folder or before any game.
  bool autosave();
  // Starts playing a lesson file (app_lesson.cpp) in place of the current game, which is not asked about:
  // menus go through RequestKind::StartLesson, which asks Save / Don't save / Cancel first. False (and the
  // status bar says why) when the file does not load; the current game then stays.
  bool startLesson(const std::string& path);
  // The game being played (docs/modules.md): its client, and its registration (game_registry.hpp). Before a
  // game is started or opened, the start screen's (the form's game, nothing played).
  [[nodiscard]] GameClient& client() const { return *client_; }
  [[nodiscard]] const ClientGame& game() const { return *game_; }
  // What a menu item asks for (save, load, undo, sandbox...), as the outbox delivers it.
  void request(const ui::Request& r) { handleRequest(r); }

  // Why a click or key cannot act now (a presentation still playing, the hot-seat hand-over screen, a dialog),
  // or empty when it can. Input during a presentation never acts on the future the player has not seen yet.
  [[nodiscard]] std::string inputBlocked() const;
  [[nodiscard]] const view::Camera& camera() const { return camera_; }
  // Where the board and the panels are this frame (the splitters' sizes included).
  [[nodiscard]] ui::ScreenLayout screen() const { return screenLayout(); }
  [[nodiscard]] ui::UiState& ui() { return ui_; }
  [[nodiscard]] ui::Settings& settings() { return settings_; }
  [[nodiscard]] bool quitRequested() const { return quit_; }
  // A game was started or opened (at first launch there is none: the new-game window is the start screen).
  [[nodiscard]] bool gameStarted() const { return ui_.gameStarted; }
  // Commands applied, undone or redone since the last save, load or new game.
  [[nodiscard]] bool unsaved() const { return ui_.unsaved; }
  [[nodiscard]] const std::string& currentFile() const { return currentFile_; }
  [[nodiscard]] const std::string& gameId() const { return gameId_; }  // names this game's autosave
  // Autosaves written since the App was made (tests: one write per change, never one per frame).
  [[nodiscard]] std::size_t autosavesWritten() const { return autosavesWritten_; }
  [[nodiscard]] const std::string& windowTitle() const { return title_; }
  // Problems with the settings file found at start, each "settings.ini:4: key: problem" (that setting keeps
  // its default); the status bar shows the first.
  [[nodiscard]] const std::vector<std::string>& settingsWarnings() const { return settingsWarnings_; }
  // Why the file given at start (AppOptions::scenario) did not open; empty when it did or none was given.
  [[nodiscard]] const std::string& startupError() const { return startupError_; }
  [[nodiscard]] SDL_Renderer* renderer() const { return renderer_; }
  // The next frame draws and presents even if it shows the same as the last (a lost window surface, benchmarks).
  void forceRedraw() { redrawPending_ = true; }
  // Frames actually drawn and presented (the others showed nothing new and were skipped).
  [[nodiscard]] std::uint64_t framesDrawn() const { return framesDrawn_; }
  // The sound player (tests read how many sounds of a kind started).
  [[nodiscard]] const SoundPlayer& sound() const { return *sound_; }
  // Waits until the file lists asked for are read and in ui() (the worker reads them while frames go on:
  // tests and screenshots wait so that what they check or show is the whole list).
  void waitForFileLists() { takeFileLists(true); }
  // Online play (app_online.cpp; issue 26). Host: a server inside this client (its own thread; its rooms in
  // DATA/server/rooms.db) and a room on it made from ui().online's form; join: the room of `code` at
  // `address` (HOST:PORT). False, the status line saying why, when it cannot start; else the room window opens and
  // the connection is made on its own thread. Leave: the room is left (and this client's server stops).
  bool hostOnline();
  bool joinOnline(const std::string& address, const std::string& code, const std::string& name);
  void leaveOnline();
  // The room this client is in (none: offline), as this frame shows it.
  [[nodiscard]] const OnlineSession* online() const { return online_.get(); }
  // The games a room may play, as the host dialog offers them (both this client and a server play them).
  [[nodiscard]] const std::vector<ui::OnlineGameChoice>& onlineGames();
  // Times the window asked for attention because the game waited for this player while it was not in front.
  [[nodiscard]] int attentionAsked() const { return attentionAsked_; }
  // Milliseconds from construction to the end of the first presented frame.
  [[nodiscard]] double firstFrameMs() const { return firstFrameMs_; }

 private:
  // Each game checks the settings its new games use (ClientGame::checkSettings), before the window opens.
  void checkSettings(const ui::SettingLines& lines);
  void initWindow();
  void initImGui();
  void rebuildFonts();
  // What a game's client is made with (game_registry.hpp).
  [[nodiscard]] ClientContext contextFor(const ClientGame& game);
  // Plays `client` as the game: the game and the lesson being played end (the sandbox switch stays).
  void play(const ClientGame& game, std::unique_ptr<GameClient> client);
  void step(bool back);  // undo (back) or redo
  // The other games and the files each starts from, for the new-game window (read once: they ship with the
  // program).
  [[nodiscard]] const std::vector<ui::GameChoice>& otherGames();
  [[nodiscard]] const std::vector<ui::GameChoice>& rulesGames();
  // Every game's rule table for the rules reference and the fonts, in the registry's order.
  [[nodiscard]] const std::vector<ui::RuleTableChoice>& ruleTables();
  // Files and the "game is never lost" rules (app_files.cpp).
  void showStartScreen();
  // Whether `path` is a file of this client's autosave folder (another game's autosave there continues).
  [[nodiscard]] bool inAutosaveFolder(const std::string& path) const;
  void gameChanged();  // a command applied, undone or redone: unsaved, autosaved
  void beginGame(const std::string& file, std::string gameId = {}, bool unsaved = false);
  void rememberFile(const std::string& path);
  void refreshTitle();
  // Asks the worker for the file lists (file_lists.hpp): the saves folders' too when `savesFolder` (a dialog
  // opens); Recent and Continue always. takeFileLists hands them to the panels when ready (each frame), or
  // waits for them (`wait`).
  void refreshFileLists(bool savesFolder);
  void takeFileLists(bool wait);
  // The saves folder (AppOptions::savesDir, else the "saves_folder" setting, else DATA/saves) and, when the
  // folder is not fixed by the options, CONFIG/saves where versions up to 0.10 saved (app_files.cpp).
  [[nodiscard]] std::string savesDir() const;
  [[nodiscard]] std::string oldSavesDir() const;
  void openLoadError(const std::string& message, const std::string& path);
  void replaceGame(const ui::Request& r);  // quit, new game or load, asking Save / Don't save / Cancel first
  void doReplace(const ui::Request& r);
  void answerPrompt(bool save);
  [[nodiscard]] ui::ScreenLayout screenLayout() const;
  void drawPanels();
  void applyOutbox();
  void handleRequest(const ui::Request& r);
  void handleKey(const SDL_KeyboardEvent& key);
  void handleDialogKey(const SDL_KeyboardEvent& key);
  void handleBoardMouse(const SDL_Event& e);
  // The board's keys as the player bound them (ui/key_bindings.hpp): SDL key codes from the settings' names.
  [[nodiscard]] std::optional<ui::KeyAction> keyAction(SDL_Keycode k) const;
  void boardKey(ui::KeyAction action);  // the app's own keys
  void resolveKeys();
  void captureKey(SDL_Keycode k);  // a name SDL does not know is reported (settingsWarnings) and the default used
  // The lesson strip's requests and its view (app_lesson.cpp); one strip and one set of keys for the lessons of
  // every game (each game's lesson fills the view and answers the requests itself).
  [[nodiscard]] bool playingLesson() const { return client().playingLesson(); }
  void handleLessonRequest(const ui::Request& r);
  void lessonKey(bool enter);  // Enter (continue, resume) or Escape (pause, resume) during a lesson
  void refreshLessonView();
  void openLessonMenu();
  // The tutorial's lesson file `which` names (ClientGame::tutorialLesson, with the lessons done); throws.
  [[nodiscard]] std::string lessonFile(const std::string& which) const;
  void setStatus(std::string text, bool error);
  // Online play (app_online.cpp): the connection made, the room's news read once a frame, the room window's
  // requests, a request sent ("" or why not), the game's online client made as the table starts, and leaving
  // with a reason.
  // How this client's own server runs: on `port` (0: any free one), its rooms in DATA/server/rooms.db.
  [[nodiscard]] server::HostedOptions hostedOptions(int port) const;
  bool connectOnline(const std::string& address, server::RoomRequest entry, const std::string& name,
                     const server::ClientTls& tls, std::uint64_t resume = 0);
  // Continue (online_record.hpp): the room of a record rejoined with its token (its server started again here when
  // this client hosted it); its record kept up to date, and forgotten when the room closes.
  bool resumeOnline(const OnlineRoomRecord& record, const std::string& path);
  void keepOnlineRecord();
  void forgetOnlineRecord();
  // A finished room's record (server/room_record.hpp): kept, and played again here in place of the room; and such a
  // record opened as a file. False (the load-error window says why) when it does not play.
  void replayRecord(const std::string& text);
  bool openRoomRecord(const std::string& text, const std::string& path);
  void pumpOnline();
  void onlineRequest(const ui::Request& r);
  std::string sendToRoom(server::RoomRequest r);
  void startOnlineGame(const std::string& view);
  void leaveWithError(const std::string& why);
  // The scenario editor (app_editor.cpp; issue 27): the games it edits, an EditScenario request (a file, a new
  // scenario of a game, or the position being played), a scenario opened in it, and the editor's position played
  // as a new game (PlayScenario).
  [[nodiscard]] const std::vector<ui::GameChoice>& editorGames();
  void editScenario(const ui::Request& r);
  bool openEditor(const ClientGame& game, const std::string& text, const std::string& path);
  void playScenario(const std::string& text);
  // Starts the sounds of the animations that began playing since the last frame (render/sound_synth.hpp).
  void cueSounds();

  AppOptions options_;
  ui::Settings settings_;
  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  ImGuiContext* imgui_ = nullptr;        // each client has its own (the tests run several)
  std::unique_ptr<UiDrawCache> uiDraw_;  // the panels' drawing's tile (fast_ui_drawing.hpp); freed before renderer_
  std::unique_ptr<view::Art> art_;
  // The game being played (exactly one), and its registration.
  std::unique_ptr<GameClient> client_;
  const ClientGame* game_ = nullptr;
  std::unique_ptr<SoundPlayer> sound_;
  FileLister fileLister_;  // reads the dialogs' and menus' file lists in a worker thread
  std::optional<std::vector<ui::GameChoice>> otherGames_;
  std::optional<std::vector<ui::GameChoice>> rulesGames_;
  std::vector<ui::RuleTableChoice> ruleTables_;
  ui::NewGameForm form_;  // the new-game window's form: the registry's form game's (formGame)
  view::Camera camera_;
  ui::UiState ui_;
  ui::Outbox outbox_;
  std::string currentFile_;
  std::string gameId_;
  std::string title_;
  std::string startupError_;
  std::vector<std::string> settingsWarnings_;
  std::string autosaveError_;  // the last autosave failure, reported once
  std::size_t autosavesWritten_ = 0;
  bool quit_ = false;
  bool fontsDirty_ = false;
  bool fitPending_ = true;  // fit the board into the viewport on the next frame
  bool autoFit_ = true;     // no zoom or pan since the last fit: a new viewport size re-fits the board
  view::Rect lastViewport_{};
  // Board mouse state: hover, pan drag, right-click menu.
  // The board's keys (ui::KeyAction order), from the settings' key names.
  std::array<SDL_Keycode, ui::kKeyActionCount> keyCodes_{};
  bool navPaused_ = false;            // keyboard navigation waits until every key is up (after a key was captured)
  view::Vec2 mouseAt_{};              // last mouse position over the board (the wheel zooms about it)
  view::Vec2 pointer_{-1e9f, -1e9f};  // last mouse position of any mouse event (for a hidden window's ImGui)
  std::uint32_t heldButtons_ = 0;     // SDL_BUTTON() bits pressed and not yet released, from the events
  bool dragging_ = false;
  bool dragMoved_ = false;
  int dragButton_ = 0;
  view::Vec2 dragLast_{};
  std::uint64_t lastFrameKey_ = 0;
  bool redrawPending_ = true;
  bool relayoutPending_ = false;  // the status bar's message wants other rows than this frame gave it
  std::uint64_t framesDrawn_ = 0;
  std::uint64_t startTicks_ = 0;
  double firstFrameMs_ = -1;
  std::optional<std::vector<ui::OnlineGameChoice>> onlineGames_;
  std::optional<std::vector<ui::GameChoice>> editorGames_;
  int attentionAsked_ = 0;
  std::unique_ptr<OnlineSession> online_;  // last: its connection's thread stops before the rest goes
};

}  // namespace nemesis::app
