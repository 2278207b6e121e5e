// `nemesis`: the desktop client. Without options it opens on the new-game screen; options start a game at
// once, open a scenario or save, play a command script, and take screenshots (documentation, bug reports).
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "app.hpp"
#include "asset_dir.hpp"
#include "autosave.hpp"
#include "command_line.hpp"
#include "engine/kernel/decimal.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/quote.hpp"
#include "engine/kernel/script_text.hpp"
#include "game_registry.hpp"
#include "nemesis_version.hpp"
#include "online_session.hpp"

namespace {

namespace cli = nemesis::cli;
using nemesis::quote;

constexpr float kFrame = 1.0f / 60.0f;
constexpr double kMaxWaitSeconds = 60.0;  // a script's "client wait" and --capture-after

// Presses and releases a key as a player would, a frame between (Dear ImGui reads keys once per frame).
void pressKey(nemesis::app::App& app, SDL_Keycode sym) {
  for (const bool down : {true, false}) {
    SDL_Event e{};
    e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    e.key.keysym.sym = sym;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
    e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    app.handleEvent(e);
    app.frame(kFrame);
  }
}

bool onlineAction(nemesis::app::App& app, const std::string& action, const std::string& where);

// A client action in a command script, as the menu or the keyboard would do it, so screenshots can show the
// prompts, windows and confirmations: "client quit", "client open", "client open FILE", "client save FILE",
// "client save-as" (the Save As dialog), "client save-as NAME" (with NAME typed into its path field),
// "client new-game",
// "client key NAME" (SDL key names: p, h, return, escape, space), "client hover ROOM" (the mouse over a room,
// by its board number: its tooltip), "client click ROOM" (a left click there) and "client wait SECONDS" (plays that much of the presentation). False when the line is not one.
bool clientAction(nemesis::app::App& app, const std::string& text, const std::string& where) {
  using nemesis::ui::RequestKind;
  using nemesis::ui::requestOf;
  constexpr std::string_view kPrefix = "client ";
  if (text.rfind(kPrefix, 0) != 0) return false;
  const std::string action = text.substr(kPrefix.size());
  if (action == "quit") {
    app.request(requestOf(RequestKind::Quit));
  } else if (action == "open") {
    app.request(requestOf(RequestKind::Load));  // the Open dialog
  } else if (action.rfind("open ", 0) == 0) {
    app.request(requestOf(RequestKind::Load, action.substr(5)));
  } else if (action.rfind("save ", 0) == 0) {
    app.request(requestOf(RequestKind::Save, action.substr(5)));
  } else if (action == "save-as" || action.rfind("save-as ", 0) == 0) {
    app.request(requestOf(RequestKind::SaveAs));
    app.waitForFileLists();
    for (int i = 0; i < 2; ++i) app.frame(kFrame);                // the dialog appears and proposes its path
    if (action.size() > 8) app.ui().filePath = action.substr(8);  // as the player would type it
  } else if (action == "new-game") {
    app.ui().showNewGame = true;
  } else if (action.rfind("key ", 0) == 0) {
    const std::string name = action.substr(4);
    // SDL reads the name as a C string: one with a NUL in it is no key name either.
    const SDL_Keycode sym = name.find('\0') == std::string::npos ? SDL_GetKeyFromName(name.c_str()) : SDLK_UNKNOWN;
    if (sym == SDLK_UNKNOWN) throw nemesis::ScriptError(where + ": " + quote(name) + " is not a key name");
    pressKey(app, sym);
  } else if (action.rfind("hover ", 0) == 0 || action.rfind("click ", 0) == 0) {
    // The mouse over a place the game names (a Nemesis room by its board number), as a player pointing at it: its
    // tooltip shows; a click there acts as a left click does (a refusal is the player's to read: the script goes
    // on).
    const bool click = action.front() == 'c';
    const std::string what = action.substr(6);  // after "hover " or "click "
    if (click) app.frame(kFrame);  // the board is laid out (fitted to the window) before a click aims at it
    const std::optional<nemesis::view::Vec2> spot = app.client().spotOnScreen(what, app.camera());
    if (!spot) {
      throw nemesis::ScriptError(where + ": client " + (click ? "click" : "hover") + ": " + quote(what) +
                                 " is not a room number");
    }
    const nemesis::view::Vec2 at = *spot;
    // The system pointer goes there too: Dear ImGui reads it while the window has the focus.
    SDL_WarpMouseInWindow(SDL_RenderGetWindow(app.renderer()), static_cast<int>(at.x), static_cast<int>(at.y));
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = static_cast<Sint32>(at.x);
    e.motion.y = static_cast<Sint32>(at.y);
    app.handleEvent(e);
    app.frame(kFrame);
    if (click) {
      for (const Uint32 type : {SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP}) {
        SDL_Event b{};
        b.type = type;
        b.button.button = SDL_BUTTON_LEFT;
        b.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
        b.button.clicks = 1;
        b.button.x = e.motion.x;
        b.button.y = e.motion.y;
        app.handleEvent(b);
      }
      app.frame(kFrame);
    }
  } else if (action.rfind("wait ", 0) == 0) {
    const auto seconds = nemesis::parseDecimal(std::string_view(action).substr(5), 0.0, kMaxWaitSeconds);
    if (!seconds) {
      throw nemesis::ScriptError(where + ": client wait: expected " + nemesis::decimalRange(0.0, kMaxWaitSeconds) +
                                 " (seconds), got " + quote(action.substr(5)));
    }
    for (int i = 0; i < static_cast<int>(*seconds * 60.0); ++i) app.frame(kFrame);
  } else if (!onlineAction(app, action, where)) {
    throw nemesis::ScriptError(where + ": unknown client action " + quote(action) +
                               " (quit, open, open FILE, save FILE, save-as, save-as NAME, new-game, key NAME, "
                               "hover ROOM, click ROOM, wait SECONDS; online: host, join, sit, start, chat, room, "
                               "until, shot)");
  }
  return true;
}

// Frames until `done` (online: the room's news comes on its own thread), at most kMaxWaitSeconds; throws naming
// what was awaited when it does not come.
void frameUntil(nemesis::app::App& app, const std::function<bool()>& done, const std::string& what,
                const std::string& where) {
  for (int i = 0; i < static_cast<int>(kMaxWaitSeconds * 100.0); ++i) {
    app.frame(kFrame);
    if (done()) return;
    SDL_Delay(10);
  }
  throw nemesis::ScriptError(where + ": " + what + " did not come within " +
                             std::to_string(static_cast<int>(kMaxWaitSeconds)) + " s");
}

std::vector<std::string> wordsOf(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

// Online play in a script (issue 26; README "Play online"), for screenshots of several programs at one table:
// "client host GAME PLAYERS NAME [HOST:PORT]" (a room made by a server in this program, or on that server; the
// room's code and address are printed: "room CODE at HOST:PORT"), "client join HOST:PORT CODE NAME",
// "client sit SEAT" (1-based), "client start", "client chat TEXT", "client room on|off" (the room window),
// "client until seats N|playing|commands N|reconnecting" (waits for the room: other programs act meanwhile) and
// "client shot FILE" (a screenshot now). False when the action is none of these.
bool onlineAction(nemesis::app::App& app, const std::string& action, const std::string& where) {
  using nemesis::ui::RequestKind;
  const std::vector<std::string> w = wordsOf(action);
  if (w.empty()) return false;
  const auto bad = [&](const std::string& why) { throw nemesis::ScriptError(where + ": client " + w[0] + ": " + why); };
  const auto room = [&]() -> const nemesis::app::OnlineSession& {
    if (app.online() == nullptr) bad("not in an online room (client host or client join first)");
    return *app.online();
  };
  const auto number = [&](const std::string& text, int lo, int hi) {
    const auto n = nemesis::parseDecimal(text, static_cast<double>(lo), static_cast<double>(hi));
    if (!n) bad("expected a number " + std::to_string(lo) + "-" + std::to_string(hi) + ", got " + quote(text));
    return static_cast<int>(*n);
  };
  if (w[0] == "host" && (w.size() == 4 || w.size() == 5)) {
    nemesis::ui::OnlineForm& f = app.ui().online;
    const auto& games = app.onlineGames();
    const auto it = std::find_if(games.begin(), games.end(), [&](const auto& g) { return g.name == w[1]; });
    if (it == games.end()) bad(quote(w[1]) + " is no game played online here");
    f.game = static_cast<int>(it - games.begin());
    f.players = number(w[2], 1, 8);
    f.name = w[3];
    f.scenario = -1;
    f.onServer = w.size() == 5;
    f.address = w.size() == 5 ? w[4] : std::string();
    f.port = 0;
    if (!app.hostOnline()) bad(app.ui().status);
    frameUntil(
        app, [&] { return !room().room.code.empty(); }, "the room", where);
    std::cout << "room " << room().room.code << " at " << room().server << std::endl;
  } else if (w[0] == "join" && w.size() == 4) {
    if (!app.joinOnline(w[1], w[2], w[3])) bad(app.ui().status);
    frameUntil(
        app, [&] { return !room().room.code.empty(); }, "the room", where);
  } else if (w[0] == "sit" && w.size() == 2) {
    const int seat = number(w[1], 1, 8) - 1;
    nemesis::ui::Request r = nemesis::ui::requestOf(RequestKind::OnlineSit);
    r.index = seat;
    app.request(r);
    frameUntil(
        app, [&] { return std::find(room().seats.begin(), room().seats.end(), seat) != room().seats.end(); },
        "seat " + w[1], where);
  } else if (w[0] == "start" && w.size() == 1) {
    app.request(nemesis::ui::requestOf(RequestKind::OnlineStart));
    frameUntil(
        app, [&] { return room().playing; }, "the start", where);
  } else if (w[0] == "chat" && w.size() >= 2) {
    app.request(nemesis::ui::requestOf(RequestKind::OnlineChat, action.substr(5)));
    app.frame(kFrame);
  } else if (w[0] == "room" && w.size() == 2 && (w[1] == "on" || w[1] == "off")) {
    app.ui().showRoom = w[1] == "on";
  } else if (w[0] == "until" && w.size() >= 2) {
    if (w[1] == "seats" && w.size() == 3) {
      const int n = number(w[2], 1, 8);
      frameUntil(
          app,
          [&] {
            return std::count_if(room().room.seats.begin(), room().room.seats.end(),
                                 [](const auto& seat) { return !seat.holder.empty(); }) >= n;
          },
          "seats taken", where);
    } else if (w[1] == "playing" && w.size() == 2) {
      frameUntil(
          app, [&] { return room().playing; }, "the start", where);
    } else if (w[1] == "commands" && w.size() == 3) {
      const int n = number(w[2], 0, 1000000);
      frameUntil(
          app, [&] { return room().tableCommands >= static_cast<std::uint32_t>(n); }, "command " + w[2], where);
    } else if (w[1] == "reconnecting" && w.size() == 2) {
      frameUntil(
          app, [&] { return room().shown.reconnecting; }, "a lost connection", where);
    } else {
      bad("expected seats N, playing, commands N or reconnecting");
    }
    app.request(nemesis::ui::requestOf(RequestKind::SkipAnimations));
    app.frame(kFrame);
  } else if (w[0] == "shot" && w.size() == 2) {
    app.forceRedraw();
    app.frame(kFrame, w[1]);
    std::cout << "wrote " << w[1] << std::endl;
  } else {
    return false;
  }
  return true;
}

// Applies a command script (nemesis-lab's syntax, plus client actions) to the game; the first refused or bad
// line stops it.
bool playScript(nemesis::app::App& app, const std::string& path) {
  std::string text;
  try {
    text = nemesis::readFileLimited(path, nemesis::kMaxScriptBytes, "a command script");
  } catch (const nemesis::FileError& e) {
    std::cerr << nemesis::printable(e.what()) << "\n";
    return false;
  }
  for (const nemesis::ScriptLine& line : nemesis::splitScript(text)) {
    try {
      if (clientAction(app, line.text, path + ":" + std::to_string(line.line))) continue;
      // The game's grammar (nemesis-lab's for that game), through its one gate.
      if (!app.client().submitLine(line.text, path, line.line)) {
        std::cerr << nemesis::printable(path + ":" + std::to_string(line.line) + ": " + quote(line.text) +
                                        " is refused: " + app.ui().status)
                  << "\n";
        return false;
      }
    } catch (const nemesis::ScriptError& e) {
      std::cerr << nemesis::printable(e.what()) << "\n";
      return false;
    }
  }
  return true;
}

}  // namespace

static int run(int argc, char** argv) {
  CLI::App cli{"Nemesis companion: the movement, noise and encounter rules of Nemesis, played on screen."};
  nemesis::app::AppOptions options;
  options.settingsPath = nemesis::ui::settingsPath();
  std::string script;
  std::string screenshot;
  double captureAfter = 0;
  int frames = 3;
  bool noSettings = false;
  cli.set_version_flag("--version", std::string("nemesis ") + nemesis::kVersion, "Print the version and exit");
  // Not checked here: a file that does not open is shown in the client's load-error window.
  cli.add_option("--scenario", options.scenario, "Open a scenario, save, replay or autosave file");
  cli.add_option("--edit", options.editScenario, "Open a scenario file in the scenario editor");
  std::vector<std::string> editorGames;
  for (const nemesis::app::ClientGame& g : nemesis::app::clientGames()) {
    if (g.editor) editorGames.push_back(g.name);
  }
  cli.add_option("--new-scenario", options.newScenario, "Start the scenario editor on a new scenario of this game")
      ->check(CLI::IsMember(editorGames));
  std::string tutorial;
  CLI::Option* tutorialOption =
      cli.add_option("--tutorial", tutorial,
                     "Start a lesson: its number or id (moving...); without one, the first lesson not yet done")
          ->expected(0, 1);
  cli.add_option("--players", options.players, "Start a new game at once with 1-5 characters")
      ->check(cli::decimal(1, nemesis::app::formGame() != nullptr ? nemesis::app::formGame()->maxPlayers : 1));
  std::uint64_t seed = 0;
  CLI::Option* seedOption = cli.add_option("--seed", seed, "Seed of the new game (default: the last one used)")
                                ->check(cli::decimal<std::uint64_t>(0, std::numeric_limits<std::uint64_t>::max()));
  cli.add_option("--board", options.board, "Board of the new game: basic or training")->check(cli::boardName());
  std::string mode;
  cli.add_option("--mode", mode, "New games: rounds (hot-seat, the full game) or free (no turns, for study)")
      ->check(CLI::IsMember({"rounds", "free"}));
  cli.add_option("--assets", options.assetsDir,
                 "The assets folder (boards, art, rules; default: $NEMESIS_ASSETS_DIR, else the installed "
                 "share/nemesis-companion/assets, else assets beside the program)");
  cli.add_option("--width", options.width, "Window width in pixels")
      ->check(cli::decimal(nemesis::ui::kMinWidth, nemesis::ui::kMaxWindow));
  cli.add_option("--height", options.height, "Window height in pixels")
      ->check(cli::decimal(nemesis::ui::kMinHeight, nemesis::ui::kMaxWindow));
  cli.add_option("--ui-scale", options.uiScale, "Scale of text and panels (high-DPI screens; default: the settings)")
      ->check(cli::decimal(static_cast<double>(nemesis::ui::kMinScale), static_cast<double>(nemesis::ui::kMaxScale)));
  cli.add_flag("--accelerated", options.accelerated, "Use SDL's accelerated renderer (default: software)");
  cli.add_flag("--vsync", options.vsync, "Wait for the display's vertical sync");
  cli.add_flag("--no-settings", noSettings, "Neither read nor write the settings file");
  std::vector<std::string> show;
  cli.add_option("--show", show,
                 "Open a window at start (repeatable; screenshots): about, help, legend, lessons (the tutorial menu), "
                 "settings, rules, "
                 "rules:GAME for a game's rule texts (the rules reference on that game's tab); folded-column (the "
                 "right column folded to its strip, View > Side panels)")
      ->check(CLI::Validator(
          [](const std::string& value) -> std::string {
            std::vector<std::string> known = {"about",    "help",  "legend",       "lessons",
                                              "settings", "rules", "folded-column"};
            for (const nemesis::app::ClientGame& g : nemesis::app::clientGames()) {
              if (!g.rulesTab.empty()) known.push_back("rules:" + g.name);
            }
            if (std::find(known.begin(), known.end(), value) != known.end()) return {};
            std::string list;
            for (const std::string& k : known) list += (list.empty() ? "" : ", ") + k;
            return value + " is not one of: " + list;
          },
          "WINDOW"));
  std::string dataDir;
  cli.add_option("--data-dir", dataDir,
                 "Folder for autosaves and saves/ (default: $XDG_DATA_HOME/nemesis-companion, else "
                 "~/.local/share/nemesis-companion; a screenshot run autosaves only with this option)");
  // Not checked here: the script reader says what is wrong with the file (a directory, a FIFO, too large).
  cli.add_option("--commands", script, "Play a command script (nemesis-lab syntax) after opening");
  cli.add_option("--screenshot", screenshot, "Write a PNG of the window and quit");
  cli.add_option("--capture-after", captureAfter, "Seconds of animation to play before the screenshot")
      ->check(cli::decimal(0.0, kMaxWaitSeconds));
  cli.add_option("--frames", frames, "Frames to draw before the screenshot")->check(cli::decimal(2, 10000));
  if (const std::optional<int> code = cli::parse(cli, argc, argv)) return *code;
  try {
    options.assetsDir = nemesis::cli::locateAssetsDir(options.assetsDir, argc > 0 ? argv[0] : nullptr);
  } catch (const nemesis::cli::AssetsNotFound& e) {
    std::cerr << "nemesis: " << nemesis::printable(e.what()) << "\n";
    return cli::kExitFailure;
  }
  if (seedOption->count() > 0) options.seed = seed;
  if (tutorialOption->count() > 0) {
    // Checked before the window opens, like every other option's value: a usage error names it.
    if (!tutorial.empty()) {
      try {
        const nemesis::app::ClientGame* game = nemesis::app::tutorialGame();
        if (game == nullptr) throw nemesis::app::AppError("no game here has a tutorial");
        (void)game->tutorialLesson(options.assetsDir, tutorial, {});
      } catch (const std::exception& e) {
        std::cerr << "--tutorial: " << nemesis::printable(e.what()) << "\n";
        return cli::kExitUsage;
      }
    }
    options.tutorial = tutorial;
  }
  if (noSettings) options.settingsPath.clear();
  if (!mode.empty()) options.freePlay = mode == "free" ? 1 : 0;
  if (!screenshot.empty()) options.settingsPath.clear();  // a screenshot run must not change the player's settings
  options.sound = screenshot.empty();                     // nor make a sound
  // Nor the player's autosaves and Recent list, unless a folder is given.
  options.dataDir = !dataDir.empty() ? dataDir : screenshot.empty() ? nemesis::app::defaultDataDir() : std::string();

  try {
    nemesis::app::App app(options);
    for (const std::string& warning : app.settingsWarnings()) {
      std::cerr << "nemesis: " << nemesis::printable(warning) << "\n";
    }
    // Interactive, a file that does not open is shown in a window; a screenshot run has nobody to read it.
    if (!screenshot.empty() && !app.startupError().empty()) {
      std::cerr << "nemesis: " << nemesis::printable(app.startupError()) << "\n";
      return cli::kExitFailure;
    }
    for (const std::string& window : show) {
      nemesis::ui::UiState& ui = app.ui();
      ui.showAbout = ui.showAbout || window == "about";
      ui.showHelp = ui.showHelp || window == "help";
      ui.showSettings = ui.showSettings || window == "settings";
      ui.showLegend = ui.showLegend || window == "legend";
      if (window == "folded-column") app.settings().sideCollapsed = true;
      if (window == "lessons") app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::OpenLessons));
      if (window.starts_with("rules")) {
        ui.showRules = true;
        ui.rulesTab = window.size() > 6 ? window.substr(6) : std::string();
      }
    }
    if (!script.empty()) {
      app.ui().showScenarioInfo = false;  // a script plays on: the scenario's introduction is past
      if (!playScript(app, script)) return cli::kExitFailure;
    }
    if (screenshot.empty()) return app.run();
    // Screenshot mode: a fixed frame time, so the picture is the same on every run, and the file lists read
    // whole (a worker reads them while frames go on).
    app.waitForFileLists();
    const int animationFrames = static_cast<int>(captureAfter * 60.0);
    for (int i = 0; i < frames + animationFrames; ++i) app.frame(kFrame);
    app.frame(kFrame, screenshot);
    if (app.ui().statusIsError) std::cerr << nemesis::printable(app.ui().status) << "\n";
    std::cout << "wrote " << screenshot << " (first frame after " << app.firstFrameMs() << " ms)\n";
    return cli::kExitOk;
  } catch (const nemesis::app::AppError& e) {
    std::cerr << "nemesis: " << nemesis::printable(e.what()) << "\n";
    return cli::kExitFailure;
  }
}

// Every failure ends with a message, never an uncaught exception.
int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "nemesis: " << nemesis::printable(e.what()) << "\n";
    return cli::kExitFailure;
  }
}
