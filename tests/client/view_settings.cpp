// The settings file: every key parsed, bad and unknown lines reported with file and line and skipped, ranges
// clamped, a write/read round trip, atomic saving, and the XDG / HOME config folder.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "file_io_support.hpp"
#include "settings.hpp"

using namespace nemesis::ui;
namespace fs = std::filesystem;

namespace {

// Sets (or unsets) an environment variable for the scope of a test and restores it after.
class EnvGuard {
 public:
  EnvGuard(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) old_ = std::string(old);
    if (value != nullptr) {
      setenv(name, value, 1);
    } else {
      unsetenv(name);
    }
  }
  ~EnvGuard() {
    if (old_) {
      setenv(name_.c_str(), old_->c_str(), 1);
    } else {
      unsetenv(name_.c_str());
    }
  }
  EnvGuard(const EnvGuard&) = delete;
  EnvGuard& operator=(const EnvGuard&) = delete;

 private:
  std::string name_;
  std::optional<std::string> old_;
};

// A fresh folder under the system temp folder, removed at the end of the test.
class TempDir {
 public:
  explicit TempDir(const std::string& name) : path_(fs::temp_directory_path() / ("nemesis-view-" + name)) {
    fs::remove_all(path_);
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  [[nodiscard]] const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

std::string readFile(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

Settings parse(const std::string& text, std::vector<std::string>& warnings) {
  return parseSettings(text, "settings.ini", warnings);
}

}  // namespace

TEST_CASE("settings: every key is read, and comments, blank lines, spaces and CRLF are fine") {
  std::vector<std::string> warnings;
  const Settings s = parse(
      "# a comment\n"
      "\n"
      "ui_scale = 1.5\n"
      "  animation_speed=2\r\n"
      "window_width = 1280\n"
      "window_height = 720\n"
      "maximized = true\n"
      "players = 4\n"
      "seed = 18446744073709551615\n"
      "board = training\n"
      "free_play = yes\n"
      "confirm_careful = no\n"
      "tutorial_offer = no\n"
      "sound = off\n"
      "volume = 0.25\n"
      "last_save = /home/me/games/a = b #1.json\n",
      warnings);
  CHECK(warnings.empty());
  CHECK(s.uiScale == 1.5f);
  CHECK(s.animationSpeed == 2.0f);
  CHECK(s.windowWidth == 1280);
  CHECK(s.windowHeight == 720);
  CHECK(s.maximized);
  CHECK(s.players == 4);
  CHECK(s.seed == 18446744073709551615ULL);
  CHECK(s.board == "training");
  CHECK(s.freePlay);
  CHECK_FALSE(s.confirmCareful);
  CHECK_FALSE(s.tutorialOffer);
  CHECK_FALSE(s.sound);
  CHECK(s.volume == 0.25f);
  CHECK(s.lastSave == "/home/me/games/a = b #1.json");  // only the first '=' splits; '#' inside a value stays
}

TEST_CASE("settings: an empty text gives the defaults") {
  std::vector<std::string> warnings;
  CHECK(parse("", warnings) == Settings{});
  CHECK(parse("# only a comment\n\n", warnings) == Settings{});
  CHECK(warnings.empty());
  const Settings d;
  CHECK(d.uiScale == 1.0f);
  CHECK(d.players == 1);
  CHECK(d.board == "basic");
  CHECK_FALSE(d.freePlay);  // new games play by rounds unless the player chose free play
}

TEST_CASE("settings: a bad value or an unknown key is reported with file and line and skipped") {
  std::vector<std::string> warnings;
  const Settings s = parse(
      "ui_scale = 2\n"
      "ui_scale = big\n"            // 2: not a number, 2 stays
      "colour = red\n"              // 3: unknown
      "players = three\n"           // 4
      "maximized = perhaps\n"       // 5
      "just some words\n"           // 6: no '='
      "seed = -4\n"                 // 7
      "= 3\n"                       // 8: no key
      "window_width = 1024px\n"     // 9
      "board = ../../etc/passwd\n"  // 10
      "animation_speed = fast\n"    // 11
      "players = 3\n",              // the rest still loads
      warnings);
  REQUIRE(warnings.size() == 10);
  CHECK(warnings[0] == "settings.ini:2: ui_scale: \"big\" is not a number");
  CHECK(warnings[1] == "settings.ini:3: colour: unknown setting (ignored)");
  CHECK(warnings[2] == "settings.ini:4: players: \"three\" is not a whole number");
  CHECK(warnings[3] == "settings.ini:5: maximized: \"perhaps\" is not true or false");
  CHECK(warnings[4] == "settings.ini:6: \"just some words\" is not a 'key = value' line");
  CHECK(warnings[5].rfind("settings.ini:7: seed: \"-4\"", 0) == 0);
  CHECK(warnings[6].rfind("settings.ini:8: ", 0) == 0);
  CHECK(warnings[7] == "settings.ini:9: window_width: \"1024px\" is not a whole number");
  CHECK(warnings[8].rfind("settings.ini:10: board: ", 0) == 0);
  CHECK(warnings[9] == "settings.ini:11: animation_speed: \"fast\" is not a number");
  CHECK(s.uiScale == 2.0f);
  CHECK(s.players == 3);
  CHECK_FALSE(s.maximized);
  CHECK(s.seed == 1);
  CHECK(s.windowWidth == 1600);
  CHECK(s.board == "basic");
  CHECK(s.animationSpeed == 1.0f);
}

TEST_CASE("settings: a board name is checked as a scenario's, a bad one keeps the default, naming the line") {
  std::vector<std::string> warnings;
  SettingLines lines;
  const std::string rule =
      " is not a board name (1-64 letters, digits, '-', '_' or '.', not starting with '.'); "
      "using basic";
  const Settings s = parseSettings(
      "board = ..\n"
      "board = ../boards/basic\n"
      "board = /etc/passwd\n"
      "board = \xff\xfe\n"
      "board = \x1b[31mred\n"
      "board = " +
          std::string(100, 'b') +
          "\n"
          "board =\n",
      "settings.ini", warnings, &lines);
  CHECK(s.board == "basic");
  REQUIRE(warnings.size() == 7);
  CHECK(warnings[0] == "settings.ini:1: board: \"..\"" + rule);
  CHECK(warnings[1] == "settings.ini:2: board: \"../boards/basic\"" + rule);
  CHECK(warnings[2] == "settings.ini:3: board: \"/etc/passwd\"" + rule);
  CHECK(warnings[3] == "settings.ini:4: board: \"\\xff\\xfe\"" + rule);
  CHECK(warnings[4] == "settings.ini:5: board: \"\\x1b[31mred\"" + rule);
  CHECK(warnings[5].rfind("settings.ini:6: board: \"bbbb", 0) == 0);
  CHECK(warnings[6] == "settings.ini:7: board: \"\"" + rule);
  CHECK(lines.empty());  // no board was taken
  // A good name is taken, and where it was read is kept: the client names that line if the file is missing.
  warnings.clear();
  const Settings good = parseSettings("seed = 3\nboard = no-such_board.v2\n", "settings.ini", warnings, &lines);
  CHECK(warnings.empty());
  CHECK(good.board == "no-such_board.v2");
  CHECK(lines.at("board") == "settings.ini:2");
}

TEST_CASE("settings: numbers are plain decimals (no octal, sign, hex or exponent), never wrapped") {
  std::vector<std::string> warnings;
  const Settings s = parse(
      "seed = 010\n"
      "seed = 18446744073709551616\n"
      "seed = +5\n"
      "players = 0x3\n"
      "window_width = 1e3\n"
      "ui_scale = .5\n",
      warnings);
  CHECK(s == Settings{});
  REQUIRE(warnings.size() == 6);
  CHECK(warnings[0] == "settings.ini:1: seed: \"010\" is not a whole number from 0 to 18446744073709551615");
  CHECK(warnings[1] ==
        "settings.ini:2: seed: \"18446744073709551616\" is not a whole number from 0 to 18446744073709551615");
  CHECK(warnings[3] == "settings.ini:4: players: \"0x3\" is not a whole number");
  CHECK(warnings[5] == "settings.ini:6: ui_scale: \".5\" is not a number");
}

TEST_CASE("settings: hostile text in a line is quoted short and escaped") {
  std::vector<std::string> warnings;
  const std::string big(1U << 20U, 'k');
  (void)parse(big + " = 1\n\x1b]0;owned\x07 = 2\nplayers = \x1b[2J\n", warnings);
  REQUIRE(warnings.size() == 3);
  CHECK(warnings[0] ==
        "settings.ini:1: \"" + std::string(60, 'k') + "\u2026\" (1048576 bytes): unknown setting (ignored)");
  CHECK(warnings[1] == "settings.ini:2: \"\\x1b]0;owned\\x07\": unknown setting (ignored)");
  CHECK(warnings[2] == "settings.ini:3: players: \"\\x1b[2J\" is not a whole number");
}

TEST_CASE("settings: values outside their range are clamped, with a warning") {
  std::vector<std::string> warnings;
  SUBCASE("too large") {
    const Settings s = parse("ui_scale = 9\nanimation_speed = 10\nplayers = 8\nwindow_width = 100000\n", warnings);
    CHECK(s.uiScale == 3.0f);
    CHECK(s.animationSpeed == 4.0f);
    CHECK(s.players == 5);
    CHECK(s.windowWidth == 16384);
    REQUIRE(warnings.size() == 4);
    CHECK(warnings[0] == "settings.ini:1: ui_scale: 9 is outside 0.75 .. 3; using 3");
    CHECK(warnings[2] == "settings.ini:3: players: 8 is outside 1 .. 5; using 5");
  }
  SUBCASE("too small") {
    const Settings s = parse(
        "ui_scale = 0.1\nanimation_speed = 0.1\nplayers = 0\nwindow_width = 300\nwindow_height = 200\n", warnings);
    CHECK(s.uiScale == 0.75f);
    CHECK(s.animationSpeed == 0.25f);
    CHECK(s.players == 1);
    CHECK(s.windowWidth == 640);
    CHECK(s.windowHeight == 400);
    CHECK(warnings.size() == 5);
  }
  SUBCASE("animation speed 0 turns animation off; below 0 is taken as 0") {
    CHECK(parse("animation_speed = 0\n", warnings).animationSpeed == 0.0f);
    CHECK(warnings.empty());
    CHECK(parse("animation_speed = -2\n", warnings).animationSpeed == 0.0f);
    CHECK(warnings.size() == 1);
  }
  SUBCASE("in range: no warning") {
    const Settings s =
        parse("ui_scale = 0.75\nanimation_speed = 0.25\nwindow_width = 640\nwindow_height = 400\n", warnings);
    CHECK(s.uiScale == 0.75f);
    CHECK(s.windowHeight == 400);
    CHECK(warnings.empty());
  }
  SUBCASE("not finite") {
    const Settings s = parse("ui_scale = nan\nanimation_speed = inf\n", warnings);
    CHECK(s.uiScale == 1.0f);
    CHECK(s.animationSpeed == 1.0f);
    CHECK(warnings.size() == 2);
  }
}

TEST_CASE("settings: writeSettings writes every key and reads back to the same settings") {
  Settings s;
  s.uiScale = 1.25f;
  s.animationSpeed = 0.0f;
  s.windowWidth = 1920;
  s.windowHeight = 1080;
  s.maximized = true;
  s.players = 5;
  s.seed = 9876543210123ULL;
  s.board = "training";
  s.freePlay = true;
  s.confirmCareful = false;
  s.tutorialOffer = false;
  s.sound = false;
  s.riskMap = true;
  s.volume = 0.4f;
  s.lastSave = "/tmp/my save.json";
  const std::string text = writeSettings(s);
  for (const char* key :
       {"ui_scale", "animation_speed", "window_width", "window_height", "maximized", "players", "seed", "board",
        "free_play", "confirm_careful", "tutorial_offer", "sound", "risk_map", "volume", "last_save"}) {
    CAPTURE(key);
    CHECK(text.find(std::string("\n") + key + " = ") != std::string::npos);
  }
  std::vector<std::string> warnings;
  CHECK(parse(text, warnings) == s);
  CHECK(warnings.empty());
  // An awkward float survives too.
  s.uiScale = 1.1f;
  CHECK(parse(writeSettings(s), warnings).uiScale == 1.1f);
  CHECK(parse(writeSettings(Settings{}), warnings) == Settings{});
  CHECK(warnings.empty());
}

TEST_CASE("settings: free_play remembers the new-game mode, and a bad value keeps rounds") {
  std::vector<std::string> warnings;
  CHECK(parse("free_play = true\n", warnings).freePlay);
  CHECK_FALSE(parse("free_play = off\n", warnings).freePlay);
  CHECK(warnings.empty());
  CHECK_FALSE(parse("free_play = sometimes\n", warnings).freePlay);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0] == "settings.ini:1: free_play: \"sometimes\" is not true or false");
  Settings s;
  s.freePlay = true;
  const std::string text = writeSettings(s);
  CHECK(text.find("\nfree_play = true\n") != std::string::npos);
  CHECK(parse(text, warnings).freePlay);
  s.freePlay = false;
  CHECK(writeSettings(s).find("\nfree_play = false\n") != std::string::npos);
}

TEST_CASE("settings: the recent files are kept newest first, once each, at most 8, and read back") {
  std::vector<std::string> warnings;
  Settings s =
      parseSettings("recent = /a/one.json\nrecent = /b/two.json\nrecent = /a/one.json\nrecent =\n", "s.ini", warnings);
  CHECK(s.recentFiles == std::vector<std::string>{"/a/one.json", "/b/two.json"});
  REQUIRE(warnings.size() == 1);
  CHECK(warnings.front() == "s.ini:4: recent: no path given (ignored)");

  rememberRecentFile(s, "/b/two.json");
  CHECK(s.recentFiles == std::vector<std::string>{"/b/two.json", "/a/one.json"});
  rememberRecentFile(s, "/bad\npath.json");  // one line per path: never written
  CHECK(s.recentFiles.size() == 2);
  for (int i = 0; i < 10; ++i) rememberRecentFile(s, "/saves/" + std::to_string(i) + ".json");
  REQUIRE(s.recentFiles.size() == kMaxRecentFiles);
  CHECK(s.recentFiles.front() == "/saves/9.json");

  warnings.clear();
  CHECK(parseSettings(writeSettings(s), "s.ini", warnings) == s);
  CHECK(warnings.empty());
}

TEST_CASE("settings: save creates the folder, replaces the file atomically, and load reads it back") {
  TempDir tmp("settings-save");
  const fs::path path = tmp.path() / "deep" / "er" / "settings.ini";
  Settings s;
  s.players = 3;
  s.lastSave = "x.json";
  std::string error;
  REQUIRE(saveSettings(s, path.string(), error));
  CHECK(error.empty());
  CHECK(fs::exists(path));
  CHECK_FALSE(fs::exists(path.string() + ".tmp"));
  std::vector<std::string> warnings;
  CHECK(loadSettings(path.string(), warnings) == s);
  CHECK(warnings.empty());

  // Saving again replaces the content.
  s.players = 2;
  REQUIRE(saveSettings(s, path.string(), error));
  CHECK(loadSettings(path.string(), warnings).players == 2);

  // A warning from a file names the file.
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << "players = 2\nloudness = 11\n";
  }
  const Settings loaded = loadSettings(path.string(), warnings);
  CHECK(loaded.players == 2);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0] == path.string() + ":2: loudness: unknown setting (ignored)");
}

TEST_CASE("settings: a settings.ini that is a link (a dotfiles folder) is written where it points, and stays a link") {
  TempDir tmp("settings-link");
  const fs::path dotfiles = tmp.path() / "dotfiles";
  fs::create_directories(dotfiles);
  fs::create_directories(tmp.path() / "config");
  const fs::path real = dotfiles / "nemesis.ini";
  { std::ofstream(real) << "players = 2\n"; }
  const fs::path link = tmp.path() / "config" / "settings.ini";
  fs::create_symlink("../dotfiles/nemesis.ini", link);
  std::vector<std::string> warnings;
  Settings s = loadSettings(link.string(), warnings);
  CHECK(s.players == 2);
  s.players = 4;
  std::string error;
  CHECK(saveSettings(s, link.string(), error));  // refused before: "is a symbolic link: not replaced"
  CHECK(error.empty());
  CHECK(fs::is_symlink(link));
  CHECK(loadSettings(real.string(), warnings).players == 4);
  CHECK(loadSettings(link.string(), warnings).players == 4);
  CHECK(test::temporariesIn(dotfiles.string()).empty());
  CHECK(warnings.empty());
}

TEST_CASE("settings: a FIFO, a directory or a huge file is reported with its path and the defaults are used") {
  TempDir tmp("settings-hostile");
  std::vector<std::string> warnings;
  SUBCASE("a FIFO: refused at once, never waited on") {
    const std::string fifo = (tmp.path() / "settings.ini").string();
    test::makeFifo(fifo);
    const std::string got = test::inChildWithin(5, [&] {
      std::vector<std::string> said;
      const bool defaults = loadSettings(fifo, said) == Settings{};
      return (defaults ? std::string("defaults: ") : std::string("not the defaults: ")) +
             (said.empty() ? std::string("no warning") : said.front());
    });
    CHECK(got == "defaults: " + fifo +
                     ": is a FIFO (named pipe), not a settings file (only regular files are read); using the default "
                     "settings");
  }
  SUBCASE("a directory") {
    const std::string dir = (tmp.path() / "settings.ini").string();
    fs::create_directories(dir);
    CHECK(loadSettings(dir, warnings) == Settings{});
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0] == dir + ": is a directory, not a settings file; using the default settings");
  }
  SUBCASE("larger than kMaxSettingsBytes") {
    const std::string big = (tmp.path() / "settings.ini").string();
    { std::ofstream(big) << "players = 3\n"; }
    fs::resize_file(big, kMaxSettingsBytes + 1);
    CHECK(loadSettings(big, warnings) == Settings{});
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0] == big + ": is too large for a settings file: " + std::to_string(kMaxSettingsBytes + 1) +
                             " bytes (the limit is 1 MiB); using the default settings");
  }
  SUBCASE("/dev/zero through a link") {
    const std::string link = (tmp.path() / "settings.ini").string();
    fs::create_symlink("/dev/zero", link);
    CHECK(loadSettings(link, warnings) == Settings{});
    REQUIRE(warnings.size() == 1);
    CHECK(warnings[0].rfind(link + ": is a character device", 0) == 0);
  }
}

TEST_CASE("settings: a missing file gives the defaults without a warning, and failures keep the old file") {
  TempDir tmp("settings-fail");
  std::vector<std::string> warnings;
  CHECK(loadSettings((tmp.path() / "none.ini").string(), warnings) == Settings{});
  CHECK(warnings.empty());

  // The folder cannot be created: a file stands where it should be.
  const fs::path blocker = tmp.path() / "blocker";
  { std::ofstream(blocker) << "not a folder"; }
  std::string error;
  CHECK_FALSE(saveSettings(Settings{}, (blocker / "settings.ini").string(), error));
  CHECK_FALSE(error.empty());
  CHECK(readFile(blocker) == "not a folder");

  // The target cannot be replaced (a non-empty folder has its name): false, the folder and its content stay,
  // and no temporary file is left behind.
  const fs::path target = tmp.path() / "settings.ini";
  fs::create_directories(target / "inside");
  error.clear();
  CHECK_FALSE(saveSettings(Settings{}, target.string(), error));
  CHECK_FALSE(error.empty());
  CHECK(fs::is_directory(target / "inside"));
  CHECK(test::temporariesIn(tmp.path().string()).empty());

  // A good file stays good when a later save fails before the rename.
  const fs::path good = tmp.path() / "good.ini";
  Settings s;
  s.players = 4;
  REQUIRE(saveSettings(s, good.string(), error));
  test::takeEveryTemporaryName(good.string());  // the temporary file cannot be created
  s.players = 1;
  CHECK_FALSE(saveSettings(s, good.string(), error));
  CHECK(loadSettings(good.string(), warnings).players == 4);
  test::releaseEveryTemporaryName(good.string());

  error.clear();
  CHECK_FALSE(saveSettings(Settings{}, "", error));
  CHECK_FALSE(error.empty());
}

TEST_CASE("settings: the config folder comes from XDG_CONFIG_HOME, else HOME/.config") {
  SUBCASE("XDG_CONFIG_HOME set") {
    EnvGuard xdg("XDG_CONFIG_HOME", "/tmp/xdg-test");
    EnvGuard home("HOME", "/home/someone");
    CHECK(configDir() == "/tmp/xdg-test/nemesis-companion");
    CHECK(settingsPath() == "/tmp/xdg-test/nemesis-companion/settings.ini");
  }
  SUBCASE("XDG_CONFIG_HOME unset or empty") {
    EnvGuard home("HOME", "/home/someone");
    {
      EnvGuard xdg("XDG_CONFIG_HOME", nullptr);
      CHECK(configDir() == "/home/someone/.config/nemesis-companion");
    }
    {
      EnvGuard xdg("XDG_CONFIG_HOME", "");
      CHECK(configDir() == "/home/someone/.config/nemesis-companion");
    }
    {
      EnvGuard xdg("XDG_CONFIG_HOME", "relative/path");  // invalid by the XDG spec: ignored
      CHECK(configDir() == "/home/someone/.config/nemesis-companion");
    }
  }
  SUBCASE("neither set") {
    EnvGuard xdg("XDG_CONFIG_HOME", nullptr);
    EnvGuard home("HOME", nullptr);
    CHECK(configDir().empty());
    CHECK(settingsPath().empty());
  }
}

TEST_CASE("settings: the environment is restored after the XDG tests") {
  // EnvGuard puts back what was there: set a value, guard over it, check it returns.
  setenv("NEMESIS_VIEW_TEST_VAR", "kept", 1);
  {
    EnvGuard g("NEMESIS_VIEW_TEST_VAR", "changed");
    CHECK(std::string(std::getenv("NEMESIS_VIEW_TEST_VAR")) == "changed");
  }
  CHECK(std::string(std::getenv("NEMESIS_VIEW_TEST_VAR")) == "kept");
  unsetenv("NEMESIS_VIEW_TEST_VAR");
}

TEST_CASE(
    "settings: the completed lessons are kept as tutorial_done = ids, a bad id reported at its line and ignored") {
  std::vector<std::string> warnings;
  Settings s = parseSettings("players = 2\ntutorial_done = moving, exploring,bad id!,moving\n", "s.ini", warnings);
  CHECK(s.tutorialDone == std::vector<std::string>{"moving", "exploring"});
  REQUIRE(warnings.size() == 1);
  CHECK(warnings.front() ==
        "s.ini:2: tutorial_done: \"bad id!\" is not a lesson id (1-64 letters, digits, '-' or '_'; ignored)");
  CHECK(markLessonDone(s, "noise-roll"));
  CHECK_FALSE(markLessonDone(s, "moving"));
  warnings.clear();
  const Settings back = parseSettings(writeSettings(s), "s.ini", warnings);
  CHECK(warnings.empty());
  CHECK(back.tutorialDone == std::vector<std::string>{"moving", "exploring", "noise-roll"});
  CHECK(writeSettings(Settings{}).find("tutorial_done") == std::string::npos);
}

TEST_CASE("settings: the board's keys are key.ACTION lines, a key taken by another action swaps with it") {
  std::vector<std::string> warnings;
  const Settings s = parse("key.pass = Q\nkey.hibernate = C\nkey.dance = X\nkey.skip = \x01\n", warnings);
  CHECK(s.keys[static_cast<std::size_t>(KeyAction::Pass)] == "Q");
  // C was Careful Movement's: Careful Movement takes the key Hibernate left, H.
  CHECK(s.keys[static_cast<std::size_t>(KeyAction::Hibernate)] == "C");
  CHECK(s.keys[static_cast<std::size_t>(KeyAction::Careful)] == "H");
  CHECK(s.keys[static_cast<std::size_t>(KeyAction::Skip)] == "Space");
  REQUIRE(warnings.size() == 2);
  CHECK(warnings[0] == "settings.ini:3: \"key.dance\": unknown setting (ignored)");
  CHECK(warnings[1].starts_with("settings.ini:4: \"key.skip\": "));
  CHECK(warnings[1].ends_with("is not a key name (like P, Space or F12); using Space"));
  // Written as it was read.
  std::vector<std::string> again;
  CHECK(parse(writeSettings(s), again) == s);
  CHECK(again.empty());
  CHECK(writeSettings(Settings{}).find("\nkey.pass = P\n") != std::string::npos);
}

TEST_CASE("settings: risk_map is on or off, off by default, and a bad value keeps it off with a warning") {
  std::vector<std::string> warnings;
  CHECK_FALSE(Settings{}.riskMap);
  CHECK(parse("risk_map = on\n", warnings).riskMap);
  CHECK_FALSE(parse("risk_map = off\n", warnings).riskMap);
  CHECK(warnings.empty());
  Settings on;
  on.riskMap = true;
  CHECK(writeSettings(on).find("\nrisk_map = on\n") != std::string::npos);
  CHECK(parse(writeSettings(on), warnings) == on);
  CHECK_FALSE(parse("risk_map = maybe\n", warnings).riskMap);
  REQUIRE(warnings.size() == 1);
  CHECK(warnings.front().find("risk_map") != std::string::npos);
}

TEST_CASE("settings: the online name and the servers joined are kept, newest first, without duplicates") {
  Settings s;
  s.onlineName = "Ann";
  for (const char* server : {"a:1", "b:2", "a:1", "c:3", "d:4", "e:5", "f:6", "g:7"}) rememberServer(s, server);
  CHECK(s.onlineServers == std::vector<std::string>{"g:7", "f:6", "e:5", "d:4", "c:3", "a:1"});
  rememberServer(s, "two\nlines:1");  // one line per server
  CHECK(s.onlineServers.front() == "g:7");
  std::vector<std::string> warnings;
  const Settings back = parseSettings(writeSettings(s), "settings.ini", warnings);
  CHECK(warnings.empty());
  CHECK(back.onlineName == "Ann");
  CHECK(back.onlineServers == s.onlineServers);
}
