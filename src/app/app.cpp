// The window, Dear ImGui and the frame loop (see app.hpp). Game control lives in app_files.cpp, input in
// app_input.cpp.
#include "app.hpp"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <utility>

#include "art.hpp"
#include "autosave.hpp"
#include "engine/kernel/quote.hpp"
#include "fast_ui_drawing.hpp"
#include "frame_key.hpp"
#include "online_session.hpp"
#include "panel_common.hpp"
#include "panels.hpp"
#include "screenshot.hpp"
#include "ui_fonts.hpp"

namespace nemesis::app {

namespace {

constexpr float kBaseFontSize = 15.0f;
constexpr double kFrameSeconds = 1.0 / 60.0;  // the loop's cap: a board game needs no more

}  // namespace

App::App(AppOptions options) : options_(std::move(options)) {
  startTicks_ = SDL_GetPerformanceCounter();
  ui::SettingLines settingLines;
  if (!options_.settingsPath.empty())
    settings_ = ui::loadSettings(options_.settingsPath, settingsWarnings_, &settingLines);
  if (options_.width > 0) settings_.windowWidth = options_.width;
  if (options_.height > 0) settings_.windowHeight = options_.height;
  if (options_.uiScale > 0) settings_.uiScale = options_.uiScale;
  if (options_.seed) settings_.seed = *options_.seed;
  if (!options_.board.empty()) settings_.board = options_.board;
  if (options_.players > 0) settings_.players = options_.players;
  if (options_.freePlay >= 0) settings_.freePlay = options_.freePlay != 0;
  checkSettings(settingLines);
  if (const ClientGame* g = formGame(); g != nullptr && g->drawForm && g->startForm)
    form_ = {g->name, g->title, g->drawForm, g->startForm};
  // What a killed client left: temporaries of its autosaves and settings (never the player's saves folder).
  (void)removeStaleTemporaryFiles(options_.dataDir.empty() ? std::string() : autosaveDir(options_.dataDir),
                                  options_.settingsPath);

  initWindow();
  initImGui();
  sound_ = std::make_unique<SoundPlayer>(options_.sound);
  resolveKeys();  // after the video subsystem: SDL's key names need its keyboard map

  // First launch opens on the new-game window with no game claimed; --players starts one at once and
  // --scenario opens a file (a bad one opens the client on the load-error window, see startupError()).
  if (options_.players > 0 && options_.scenario.empty()) {
    ui::NewGameRequest start;  // no characters chosen: the settings' number of them
    start.seed = settings_.seed;
    start.board = settings_.board;
    start.freePlay = settings_.freePlay;
    newGame(start);
    ui_.showNewGame = false;
  } else {
    showStartScreen();
  }
  if (!options_.scenario.empty() && !loadFile(options_.scenario)) startupError_ = ui_.status;
  if (!options_.editScenario.empty() || !options_.newScenario.empty()) {
    ui::Request edit = ui::requestOf(ui::RequestKind::EditScenario, options_.editScenario);
    edit.text = options_.newScenario;
    editScenario(edit);
    if (!client().editing()) startupError_ = ui_.status;
  }
  if (options_.tutorial) {
    try {
      if (!startLesson(lessonFile(*options_.tutorial))) startupError_ = ui_.status;
    } catch (const AppError& e) {
      startupError_ = e.what();
      setStatus(e.what(), true);
    }
  }
  // A bad setting is said in the status bar (the first; all of them on stderr, see settingsWarnings()).
  if (startupError_.empty() && !settingsWarnings_.empty()) setStatus(settingsWarnings_.front(), true);
  // The start screen offers Continue from its first frame (Enter takes it), so the launch waits for its lists:
  // the autosaves' and recent files' headers, never the saves folder, before any frame is drawn.
  takeFileLists(true);
}

void App::checkSettings(const ui::SettingLines& lines) {
  for (const ClientGame& g : clientGames()) {
    if (!g.checkSettings) continue;
    try {
      g.checkSettings(settings_, lines, !options_.board.empty(), options_.assetsDir, settingsWarnings_);
    } catch (const AppError&) {
      throw;
    } catch (const std::exception& e) {
      throw AppError(e.what());
    }
  }
}

App::~App() {
  if (!options_.settingsPath.empty() && window_ != nullptr) {
    const Uint32 flags = SDL_GetWindowFlags(window_);
    settings_.maximized = (flags & SDL_WINDOW_MAXIMIZED) != 0;
    if (!settings_.maximized) SDL_GetWindowSize(window_, &settings_.windowWidth, &settings_.windowHeight);
    std::string error;
    ui::saveSettings(settings_, options_.settingsPath, error);  // nothing to tell at exit if it fails
  }
  client_.reset();
  art_.reset();
  if (imgui_ != nullptr) {
    ImGui::SetCurrentContext(imgui_);
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext(imgui_);
  }
  uiDraw_.reset();
  if (renderer_ != nullptr) SDL_DestroyRenderer(renderer_);
  if (window_ != nullptr) SDL_DestroyWindow(window_);
  // Reference-counted, so two clients in one process (the tests) do not pull SDL from under each other.
  TTF_Quit();
  SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_TIMER);
}

void App::initWindow() {
  // Under X11 SDL presents even the software renderer through OpenGL unless told not to: ~6x the memory and
  // a fifth of the frame rate under Xvfb (docs/toolchain.md). The board is plain 2-D, so software is the default.
  if (!options_.accelerated) SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
  if (SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    throw AppError(std::string("cannot start SDL video (is there a display? set SDL_VIDEODRIVER=dummy to run "
                               "headless): ") +
                   SDL_GetError());
  }
  if ((IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG) == 0) throw AppError(std::string("SDL_image: ") + IMG_GetError());
  if (TTF_Init() != 0) throw AppError(std::string("SDL_ttf: ") + TTF_GetError());

  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  if (options_.hidden) flags |= SDL_WINDOW_HIDDEN;
  if (settings_.maximized && !options_.hidden) flags |= SDL_WINDOW_MAXIMIZED;
  window_ = SDL_CreateWindow("Nemesis companion", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, settings_.windowWidth,
                             settings_.windowHeight, flags);
  if (window_ == nullptr) throw AppError(std::string("cannot open the window: ") + SDL_GetError());
  SDL_SetWindowMinimumSize(window_, ui::kMinWidth, ui::kMinHeight);
  // The desktop entry's icon (tools/art/app_icon.cpp) for the title bar and task switcher; without it SDL's own.
  if (SDL_Surface* icon = IMG_Load((options_.assetsDir + "/art/app-icon-64.png").c_str())) {
    SDL_SetWindowIcon(window_, icon);
    SDL_FreeSurface(icon);
  }

  Uint32 rendererFlags = options_.accelerated ? SDL_RENDERER_ACCELERATED : SDL_RENDERER_SOFTWARE;
  if (options_.vsync) rendererFlags |= SDL_RENDERER_PRESENTVSYNC;
  renderer_ = SDL_CreateRenderer(window_, -1, rendererFlags);
  if (renderer_ == nullptr && options_.accelerated) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (renderer_ == nullptr) throw AppError(std::string("cannot create a renderer: ") + SDL_GetError());
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);

  try {
    art_ = std::make_unique<view::Art>(renderer_, options_.assetsDir + "/art", options_.fontDir, settings_.uiScale);
  } catch (const view::ArtError& e) {
    throw AppError(e.what());
  }
}

void App::initImGui() {
  IMGUI_CHECKVERSION();
  imgui_ = ImGui::CreateContext();
  ImGui::SetCurrentContext(imgui_);  // CreateContext keeps an existing context current
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // the panels have a fixed layout; settings live in our own file
  // No keyboard navigation: single keys are the board's shortcuts (Space, Tab, 1-5, P) except while a text
  // field has the keyboard (io.WantTextInput).
  ImGui_ImplSDL2_InitForSDLRenderer(window_);
  ImGui_ImplSDLRenderer_Init(renderer_);
  rebuildFonts();
}

// DejaVu Sans (text, bold, headings; every character of the rule texts) at the UI scale, and the style's
// sizes scaled to match (high-DPI screens).
void App::rebuildFonts() {
  ImGuiIO& io = ImGui::GetIO();
  std::string error;
  if (!ui::addUiFonts(*io.Fonts, options_.fontDir, kBaseFontSize * settings_.uiScale, options_.assetsDir, ruleTables(),
                      error)) {
    throw AppError(error);
  }
  ImGui_ImplSDLRenderer_DestroyFontsTexture();
  ImGui_ImplSDLRenderer_CreateFontsTexture();
  ImGuiStyle style;
  ImGui::StyleColorsDark(&style);
  // Square corners and no anti-aliased fills: every panel, frame and button is then an axis-aligned quad, which
  // the software renderer blits quickly (fast_ui_drawing.hpp); rounded shapes are triangle fans it fills pixel by
  // pixel, 20-30 ms a frame at 1600x900.
  style.WindowRounding = 0.0f;
  style.ChildRounding = 0.0f;
  style.FrameRounding = 0.0f;
  style.PopupRounding = 0.0f;
  style.ScrollbarRounding = 0.0f;
  style.GrabRounding = 0.0f;
  style.TabRounding = 0.0f;
  style.AntiAliasedFill = false;
  style.AntiAliasedLines = false;
  // Opaque backgrounds are plain fills, not blends.
  style.Colors[ImGuiCol_WindowBg].w = 1.0f;
  style.Colors[ImGuiCol_PopupBg].w = 1.0f;
  style.Colors[ImGuiCol_MenuBarBg].w = 1.0f;
  style.ScaleAllSizes(settings_.uiScale);
  ImGui::GetStyle() = style;
  if (art_) art_->setUiScale(settings_.uiScale);
}

int App::run() {
  Uint64 last = SDL_GetPerformanceCounter();
  const double frequency = static_cast<double>(SDL_GetPerformanceFrequency());
  while (!quit_) {
    SDL_Event e;
    // Idle (no animation, no file list being read, nothing pending): sleep until the next input.
    if (client().idle() && !fileLister_.busy() && !relayoutPending_ && SDL_WaitEventTimeout(&e, 250) != 0)
      handleEvent(e);
    while (SDL_PollEvent(&e) != 0) handleEvent(e);
    const Uint64 now = SDL_GetPerformanceCounter();
    const double seconds = static_cast<double>(now - last) / frequency;
    last = now;
    frame(static_cast<float>(std::min(seconds, 0.1)));
    const double spent = static_cast<double>(SDL_GetPerformanceCounter() - now) / frequency;
    if (spent < kFrameSeconds) SDL_Delay(static_cast<Uint32>((kFrameSeconds - spent) * 1000.0));
  }
  return 0;
}

void App::frame(float seconds, const std::string& capturePath) {
  ImGui::SetCurrentContext(imgui_);
  if (fontsDirty_) {
    rebuildFonts();
    fontsDirty_ = false;
  }
  // Nothing moves behind a modal question (a hand-over, a confirmation, a file dialog): the board keeps the moment
  // it showed when the dialog opened, so a frame that shows nothing new is not redrawn. (The dimming behind a
  // dialog blends the whole window: about 4 ms a frame on the software renderer, the hot seat's slowest frames.)
  // Online, what a reconnection brought plays quickly (Space jumps to the present).
  const float catchUp = online_ && online_->catchingUp ? 4.0f : 1.0f;
  if (!ui::anyDialogOpen(ui_)) client().update(seconds, settings_.animationSpeed * catchUp);
  cueSounds();
  takeFileLists(false);  // the lists the worker has read since the last frame
  pumpOnline();          // the online room's news, before anything of this frame is drawn

  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // Debian's SDL backend (Dear ImGui 1.86) reads the mouse position from SDL only while the window has the
  // focus, which a hidden window (headless tests, benchmarks) or an unfocused one (a screenshot run under Xvfb)
  // never gets: give ImGui the position the events carried, so the panels answer the same synthetic clicks the
  // board does and a tooltip stands by the mouse.
  ImGuiIO& io = ImGui::GetIO();
  const bool focused = (SDL_GetWindowFlags(window_) & SDL_WINDOW_INPUT_FOCUS) != 0;
  if ((options_.hidden || !focused) && !ImGui::IsMousePosValid(&io.MousePos) && pointer_.x > -1e8f) {
    io.MousePos = ImVec2(pointer_.x, pointer_.y);
  }
  // Nor the buttons: the backend sees a press for one frame only, so a drag (a splitter) would end at once.
  if (options_.hidden || !focused) {
    for (int b = 0; b < 3; ++b) {  // ImGui's left, right, middle are SDL's buttons 1, 2, 3
      if ((heldButtons_ & (1U << static_cast<unsigned>(b))) != 0) io.MouseDown[b] = true;
    }
  }
  // Dialogs are usable by keys: Tab and the arrow keys move between their buttons and list entries, Space
  // presses (Enter is the default button, Escape cancels). Only while one is open: over the board the arrow keys
  // choose destinations.
  ImGuiIO& navIo = ImGui::GetIO();
  if (navPaused_ && std::none_of(std::begin(navIo.KeysDown), std::end(navIo.KeysDown), [](bool d) { return d; })) {
    navPaused_ = false;
  }
  if (ui::anyDialogOpen(ui_) && !navPaused_ && ui_.captureKey < 0) {
    navIo.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  } else {
    navIo.ConfigFlags &= ~ImGuiConfigFlags_NavEnableKeyboard;
  }
  ImGui::NewFrame();

  const ui::ScreenLayout screen = screenLayout();
  const view::Rect viewport{screen.boardX(), screen.boardY(), screen.boardW(), screen.boardH()};
  // The board re-fits when the space it has changes (a resized window, a UI scale that widens the panels),
  // unless the player has zoomed or panned since the last fit: then the view keeps what they chose.
  if (fitPending_ || (autoFit_ && viewport != lastViewport_)) {
    client().fitCamera(camera_, viewport, settings_.uiScale);
    fitPending_ = false;
    autoFit_ = true;
  } else {
    camera_.setViewport(viewport);
  }
  lastViewport_ = viewport;
  refreshLessonView();
  drawPanels();
  ImGui::Render();
  // A status message that changed its rows is laid out on the next frame: it comes at once, not after a wait.
  relayoutPending_ = screenLayout().statusExtra != screen.statusExtra;

  // Nothing moving and the same picture as the last frame: the window still shows it.
  const std::uint64_t key = (frameKey(ImGui::GetDrawData(), camera_) ^ client().frameKey()) * 0x100000001B3ULL;
  const bool animating = !client().idle() && !ui::anyDialogOpen(ui_);
  if (redrawPending_ || key != lastFrameKey_ || animating || !capturePath.empty()) {
    SDL_SetRenderDrawColor(renderer_, 14, 17, 24, 255);
    SDL_RenderClear(renderer_);
    client().drawBoard(camera_, settings_.uiScale);
    if (!uiDraw_) uiDraw_ = std::make_unique<UiDrawCache>();
    renderImGuiDrawData(renderer_, ImGui::GetDrawData(), uiDraw_.get());
    if (!capturePath.empty()) {
      std::string error;
      if (!captureFrame(renderer_, capturePath, error)) setStatus(error, true);
    }
    SDL_RenderPresent(renderer_);
    lastFrameKey_ = key;
    redrawPending_ = false;
    ++framesDrawn_;
  }
  if (firstFrameMs_ < 0) {
    firstFrameMs_ = static_cast<double>(SDL_GetPerformanceCounter() - startTicks_) * 1000.0 /
                    static_cast<double>(SDL_GetPerformanceFrequency());
  }
  applyOutbox();
}

void App::drawPanels() {
  GameClient& game = client();
  ui::PanelContext c{ui_, outbox_, settings_, false, {}, false, false, false,   {}, {},    {},    {}, {},
                     {},  {},      {},        {},    {}, false, {},    nullptr, {}, false, false, {}};
  c.canUndo = game.canUndo();
  c.whyNoUndo = c.canUndo ? std::string() : game.whyNoUndo();
  c.canRedo = game.canRedo();
  c.sandbox = game.sandbox();
  c.animating = !game.idle();
  c.gameStatus = game.statusParts();
  c.games = otherGames();
  c.rulesGames = rulesGames();
  c.ruleTables = ruleTables();
  if (form_.draw) c.form = &form_;
  c.legend = game.hasLegend();
  c.currentFile = currentFile_;
  c.rulesDir = options_.assetsDir + "/rules";
  c.savesDir = savesDir();
  c.oldSavesDir = oldSavesDir();
  c.screen = screenLayout();
  c.onlineGames = onlineGames();
  if (online_) c.online = &online_->shown;
  c.editorGames = editorGames();
  c.canEditPosition = ui_.gameStarted && !online_ && game.canEditPosition();
  c.editing = game.editing();
  if (c.editing || c.canEditPosition) c.positionGame = game_->name;

  ui::drawMenuBar(c);
  // The game's panels beside and under the board; the bars and dialogs are the app's. Before a game is started
  // or opened nothing may claim one is played (no turn, hand or log).
  if (ui_.gameStarted) {
    game.drawPanels(c);
    ui::drawSplitters(c);
  }
  ui::drawStatusBar(c);
  if (ui_.gameStarted) {
    game.drawWindows(c);
    ui::drawLessonPanel(c);  // the one lesson strip, for every game's lesson (it fills ui.lesson)
  }
  ui::drawRoomWindow(c);
  ui::drawConnectionBanner(c);
  ui::drawRulesPanel(c);
  ui::drawHelpWindow(c);
  ui::drawAboutWindow(c);
  const bool handingOver = ui_.handOver >= 0;
  ui::drawDialogs(c, [&] { game.drawDialogs(c); });  // modal, most urgent first (panels.hpp)
  // The hand-over screen came with the turn banner; once the next player is ready the banner has nothing left to
  // say, and their first click must not be refused for it.
  if (handingOver && ui_.handOver < 0) game.skipAnimations();
  game.drawOverlays(c, BoardPointer{camera_, mouseAt_, dragging_});
}

// The panels' fixed places; the menu and status bars take the height ImGui gives them at this font size.
ui::ScreenLayout App::screenLayout() const {
  int w = 0;
  int h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  ui::ScreenLayout screen = ui::screenLayout(static_cast<float>(w), static_cast<float>(h), settings_.uiScale,
                                             settings_.sidePanel, settings_.logPanel, settings_.sideCollapsed);
  screen.hand = settings_.handPanel * settings_.uiScale;
  screen.character = settings_.characterPanel * settings_.uiScale;
  screen.menu = ui::menuBarHeight();
  // A status message longer than the bar wraps onto rows of its own, taken from the log (the board keeps its
  // size, so the view is not re-fitted), leaving the log a strip; the bar shows what is left over on hover.
  screen.statusExtra = std::clamp(ui_.statusOverflow, 0.0f, screen.log * 0.85f);
  screen.status += screen.statusExtra;
  screen.log -= screen.statusExtra;
  // A lesson's panel takes a strip above the board: about eight lines of text (title, step, text, buttons), more
  // when the step's words need it, never more than 30% of the window (its words then scroll above its buttons).
  if (playingLesson()) {
    float strip = kBaseFontSize * settings_.uiScale * 9.0f;
    if (ImGui::GetCurrentContext() != nullptr && ImGui::GetFont() != nullptr && ui_.lesson.active) {
      strip = std::max(strip, ui::lessonStripHeight(ui_.lesson, screen.boardW()));
    }
    screen.lesson = std::min(strip, screen.height * 0.3f);
  }
  return screen;
}

void App::applyOutbox() {
  // The game's commands first, through its gate (its panels', its board menu's); a refusal or a lesson step done
  // shows in the strip with the state it belongs to.
  client_->applyOutbox();
  refreshLessonView();
  // Copied out first: a request (new game, load) may rebuild what the panels pointed into.
  const ui::Outbox work = std::exchange(outbox_, {});
  for (const ui::Request& r : work.requests) handleRequest(r);
}

void App::handleRequest(const ui::Request& r) {
  switch (r.kind) {
    case ui::RequestKind::NewGame:
      ui_.showNewGame = false;
      replaceGame(r);
      break;
    case ui::RequestKind::Save: {
      if (!ui_.gameStarted) break;
      if (playingLesson() || client_->playsOnline()) {
        setStatus(playingLesson() ? ui::kLessonNotSaved : ui::kOnlineNotSaved, true);
        break;
      }
      const std::string path = r.path.empty() ? currentFile_ : r.path;
      if (path.empty()) {
        refreshFileLists(true);
        ui_.showSave = true;
        break;
      }
      const bool saved = saveFile(path);
      // A save asked for by the Save / Don't save / Cancel prompt: on success what waited goes on; on failure
      // the prompt comes back with the reason.
      if (ui_.pendingAction && saved) {
        const ui::Request next = *ui_.pendingAction;
        ui_.pendingAction.reset();
        doReplace(next);
      } else if (ui_.pendingAction) {
        ui_.promptError = ui_.status;
        ui_.showSavePrompt = true;
      }
      break;
    }
    case ui::RequestKind::SaveAs:
      if (!ui_.gameStarted) break;
      if (playingLesson() || client_->playsOnline()) {
        setStatus(playingLesson() ? ui::kLessonNotSaved : ui::kOnlineNotSaved, true);
        break;
      }
      refreshFileLists(true);
      ui_.showSave = true;
      break;
    case ui::RequestKind::Load:
      if (r.path.empty()) {
        refreshFileLists(true);
        ui_.showLoad = true;
      } else {
        replaceGame(r);
      }
      break;
    case ui::RequestKind::Undo: undo(); break;
    case ui::RequestKind::Redo: redo(); break;
    case ui::RequestKind::SkipAnimations: client().skipAnimations(); break;
    case ui::RequestKind::ApplySettings: applySettings(); break;
    case ui::RequestKind::SetSandbox:
      if (playingLesson()) break;  // a lesson's undo already takes back anything
      if (client_->playsOnline()) {
        setStatus("An online table is a sandbox only if its host made it one.", true);
        break;
      }
      client_->setSandbox(r.flag);
      setStatus(r.flag ? "Sandbox on: undo can go back past revealed dice and draws."
                       : "Sandbox off: undo stops at the last revealed die or draw.",
                false);
      break;
    case ui::RequestKind::Quit: replaceGame(r); break;
    case ui::RequestKind::SaveAndContinue: answerPrompt(true); break;
    case ui::RequestKind::DiscardAndContinue: answerPrompt(false); break;
    case ui::RequestKind::StartLesson: replaceGame(r); break;
    case ui::RequestKind::OpenLessons: openLessonMenu(); break;
    case ui::RequestKind::LessonNext:
    case ui::RequestKind::LessonRewind:
    case ui::RequestKind::LessonRestart:
    case ui::RequestKind::LessonSkip:
    case ui::RequestKind::LessonPause: handleLessonRequest(r); break;
    case ui::RequestKind::HostOnline:
    case ui::RequestKind::JoinOnline: replaceGame(r); break;
    case ui::RequestKind::OnlineSit:
    case ui::RequestKind::OnlineStart:
    case ui::RequestKind::OnlineChat:
    case ui::RequestKind::OnlineDecide:
    case ui::RequestKind::OnlineResume:
    case ui::RequestKind::OnlineReplay:
    case ui::RequestKind::OnlineLeave: onlineRequest(r); break;
    case ui::RequestKind::EditScenario:
      // The position the editor copies is one the board has shown (asked before the save prompt is).
      if (r.flag && !client().inputBlocked().empty()) {
        setStatus(client().inputBlocked(), true);
        break;
      }
      replaceGame(r);
      break;
    case ui::RequestKind::PlayScenario: replaceGame(r); break;
  }
}

void App::applySettings() {
  resolveKeys();
  fontsDirty_ = true;
  if (!options_.settingsPath.empty()) {
    std::string error;
    if (!ui::saveSettings(settings_, options_.settingsPath, error)) setStatus(error, true);
  }
}

void App::cueSounds() {
  const std::vector<view::AnimKind> started = client().takeStartedAnimations();
  if (started.empty() || !settings_.sound) return;
  // A batch plays together (Intruders pulled in by Danger): one sound of a kind for it, not one per Intruder.
  std::optional<view::SoundKind> last;
  for (const view::AnimKind kind : started) {
    const std::optional<view::SoundKind> sound = view::soundOf(kind);
    if (sound && sound != last) sound_->play(*sound, settings_.volume);
    if (sound) last = sound;
  }
  ui_.soundUnavailable = sound_->unavailableReason();
}

void App::setStatus(std::string text, bool error) {
  ui_.status = std::move(text);
  ui_.statusIsError = error;
}

}  // namespace nemesis::app
