// `nemesis`: the desktop client. Without options it opens on the new-game screen; options start a game at
// once, open a scenario or save, play a command script, and take screenshots (documentation, bug reports).
#include <CLI/CLI.hpp>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "app.hpp"
#include "nemesis_version.hpp"
#include "script.hpp"

namespace {

constexpr float kFrame = 1.0f / 60.0f;

// `key NAME` presses and releases a key as a player would (SDL key names: p, h, return, escape, space), with a
// frame between, so a screenshot script can show what a key brings up (a confirmation, the hand-over screen);
// `wait SECONDS` plays that much of the presentation.
bool playClientLine(nemesis::app::App& app, const std::string& text, const std::string& where) {
  std::istringstream in(text);
  std::string verb;
  std::string arg;
  in >> verb >> arg;
  if (verb == "wait") {
    const double seconds = std::strtod(arg.c_str(), nullptr);
    for (int i = 0; i < static_cast<int>(seconds * 60.0); ++i) app.frame(kFrame);
    return true;
  }
  const SDL_Keycode sym = SDL_GetKeyFromName(arg.c_str());
  if (sym == SDLK_UNKNOWN) {
    std::cerr << where << ": '" << arg << "' is not a key name (p, h, return, escape, space...)\n";
    return false;
  }
  for (const bool down : {true, false}) {
    SDL_Event e{};
    e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
    e.key.keysym.sym = sym;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(sym);
    e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
    app.handleEvent(e);
    app.frame(kFrame);
  }
  return true;
}

// Applies a command script (nemesis-lab's syntax, plus the client's `key` and `wait` lines) to the game; the
// first refused or bad line stops it.
bool playScript(nemesis::app::App& app, const std::string& path) {
  std::ifstream in(path);
  if (!in) {
    std::cerr << path << ": cannot open the command script\n";
    return false;
  }
  std::ostringstream text;
  text << in.rdbuf();
  for (const nemesis::ScriptLine& line : nemesis::splitScript(text.str())) {
    const std::string where = path + ":" + std::to_string(line.line);
    if (line.text.rfind("key ", 0) == 0 || line.text.rfind("wait ", 0) == 0) {
      if (!playClientLine(app, line.text, where)) return false;
      continue;
    }
    try {
      const nemesis::Command cmd = nemesis::parseCommand(line.text, app.state(), path, line.line);
      if (!app.submit(cmd).ok()) {
        std::cerr << where << ": '" << line.text << "' is refused: " << app.ui().status << "\n";
        return false;
      }
    } catch (const nemesis::ScriptError& e) {
      std::cerr << e.what() << "\n";
      return false;
    }
  }
  return true;
}

}  // namespace

static int run(int argc, char** argv) {
  CLI::App cli{"Nemesis companion: the movement, noise and encounter rules of Nemesis, played on screen."};
  cli.set_version_flag("--version", std::string("nemesis ") + nemesis::kVersion, "Print the version and exit");
  nemesis::app::AppOptions options;
  options.settingsPath = nemesis::ui::settingsPath();
  std::string script;
  std::string screenshot;
  double captureAfter = 0;
  int frames = 3;
  bool noSettings = false;
  cli.add_option("--scenario", options.scenario, "Open a scenario, save or replay file")->check(CLI::ExistingFile);
  cli.add_option("--players", options.players, "Start a new game at once with 1-5 characters")->check(CLI::Range(1, 5));
  cli.add_option("--seed", options.seed, "Seed of the new game (default: the last one used)");
  cli.add_option("--board", options.board, "Board of the new game: basic or training");
  std::string mode;
  cli.add_option("--mode", mode, "New games: rounds (hot-seat, the full game) or free (no turns, for study)")
      ->check(CLI::IsMember({"rounds", "free"}));
  cli.add_option("--assets", options.assetsDir, "The assets folder (boards, art, rules)");
  cli.add_option("--width", options.width, "Window width in pixels")->check(CLI::Range(640, 16384));
  cli.add_option("--height", options.height, "Window height in pixels")->check(CLI::Range(400, 16384));
  cli.add_flag("--accelerated", options.accelerated, "Use SDL's accelerated renderer (default: software)");
  cli.add_flag("--vsync", options.vsync, "Wait for the display's vertical sync");
  cli.add_flag("--no-settings", noSettings, "Neither read nor write the settings file");
  cli.add_option("--commands", script, "Play a command script (nemesis-lab syntax) after opening")
      ->check(CLI::ExistingFile);
  cli.add_option("--screenshot", screenshot, "Write a PNG of the window and quit");
  cli.add_option("--capture-after", captureAfter, "Seconds of animation to play before the screenshot")
      ->check(CLI::Range(0.0, 60.0));
  cli.add_option("--frames", frames, "Frames to draw before the screenshot")->check(CLI::Range(2, 10000));
  std::vector<std::string> show;
  cli.add_option("--show", show,
                 "Open a window at start (repeatable; screenshots): about, help, rules, "
                 "rules:nemesis or rules:enormity (the rules reference on that tab)")
      ->check(CLI::IsMember({"about", "help", "rules", "rules:nemesis", "rules:enormity"}));
  float uiScale = 0;
  cli.add_option("--ui-scale", uiScale, "UI scale, as in View > Settings (0.75-3)")->check(CLI::Range(0.75, 3.0));
  CLI11_PARSE(cli, argc, argv);
  if (noSettings) options.settingsPath.clear();
  if (!mode.empty()) options.freePlay = mode == "free" ? 1 : 0;
  if (!screenshot.empty()) options.settingsPath.clear();  // a screenshot run must not change the player's settings

  try {
    nemesis::app::App app(options);
    if (uiScale > 0) {
      app.settings().uiScale = uiScale;
      app.applySettings();
    }
    for (const std::string& window : show) {
      nemesis::ui::UiState& ui = app.ui();
      ui.showAbout = ui.showAbout || window == "about";
      ui.showHelp = ui.showHelp || window == "help";
      if (window.starts_with("rules")) {
        ui.showRules = true;
        ui.rulesTab = window.size() > 6 ? window.substr(6) : std::string();
      }
    }
    if (!script.empty() && !playScript(app, script)) return 1;
    if (screenshot.empty()) return app.run();
    // Screenshot mode: a fixed frame time, so the picture is the same on every run.
    const int animationFrames = static_cast<int>(captureAfter * 60.0);
    for (int i = 0; i < frames + animationFrames; ++i) app.frame(kFrame);
    app.frame(kFrame, screenshot);
    if (app.ui().statusIsError) std::cerr << app.ui().status << "\n";
    std::cout << "wrote " << screenshot << " (first frame after " << app.firstFrameMs() << " ms)\n";
    return 0;
  } catch (const nemesis::app::AppError& e) {
    std::cerr << "nemesis: " << e.what() << "\n";
    return 1;
  }
}

// Every failure ends with a message, never an uncaught exception.
int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "nemesis: " << e.what() << "\n";
    return 1;
  }
}
