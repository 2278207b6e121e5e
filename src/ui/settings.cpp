// The settings file: where it lives (XDG), reading "key = value" lines with a warning per bad line, writing
// every key, and saving atomically (writeFileAtomically) so a crash never leaves a half-written file behind.
#include "settings.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <optional>
#include <sstream>
#include <system_error>
#include <type_traits>

#include "engine/kernel/decimal.hpp"
#include "engine/kernel/plain_name.hpp"
#include "engine/kernel/quote.hpp"

#include "engine/kernel/file_io.hpp"

namespace nemesis::ui {

namespace {

constexpr float kMinSpeed = 0.25f;
constexpr float kMaxSpeed = 4.0f;

std::string trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r");
  return std::string(s.substr(first, last - first + 1));
}

std::string formatFloat(float v) {
  char buf[32];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

// The whole of `text` as a plain decimal (decimal.hpp: the grammar of the command line and the files), of
// any size: out-of-range values are clamped with a warning by the caller.
template <typename T>
bool parseNumber(const std::string& text, T& out) {
  std::optional<T> v;
  if constexpr (std::is_floating_point_v<T>) {
    const auto d = parseDecimal(text, static_cast<double>(std::numeric_limits<T>::lowest()),
                                static_cast<double>(std::numeric_limits<T>::max()));
    if (d) v = static_cast<T>(*d);
  } else {
    v = parseDecimal(text, std::numeric_limits<T>::lowest(), std::numeric_limits<T>::max());
  }
  if (v) out = *v;
  return v.has_value();
}

bool parseBool(const std::string& text, bool& out) {
  std::string v = text;
  std::transform(v.begin(), v.end(), v.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (v == "true" || v == "yes" || v == "on" || v == "1") {
    out = true;
    return true;
  }
  if (v == "false" || v == "no" || v == "off" || v == "0") {
    out = false;
    return true;
  }
  return false;
}

// One "key = value" line; problems go through `warn` as "key: problem".
class LineReader {
 public:
  LineReader(Settings& s, std::vector<std::string>& warnings, std::string where, SettingLines* lines)
      : s_(s), warnings_(warnings), where_(std::move(where)), lines_(lines) {}

  void read(const std::string& key, const std::string& value) {
    if (key == "ui_scale") {
      readFloat(key, value, s_.uiScale, kMinScale, kMaxScale);
    } else if (key == "animation_speed") {
      readSpeed(key, value);
    } else if (key == "window_width") {
      readInt(key, value, s_.windowWidth, kMinWidth, kMaxWindow);
    } else if (key == "window_height") {
      readInt(key, value, s_.windowHeight, kMinHeight, kMaxWindow);
    } else if (key == "maximized") {
      readBool(key, value, s_.maximized);
    } else if (key == "players") {
      readInt(key, value, s_.players, 1, 5);
    } else if (key == "seed") {
      constexpr std::uint64_t kMaxSeed = std::numeric_limits<std::uint64_t>::max();
      if (const auto seed = parseDecimal<std::uint64_t>(value, 0, kMaxSeed)) {
        s_.seed = *seed;
      } else {
        warn(key, quote(value) + " is not " + decimalRange<std::uint64_t>(0, kMaxSeed));
      }
    } else if (key == "board") {
      // A board's name: a file in the boards folder, nothing outside it (the game checks that it loads).
      if (isPlainName(value)) {
        s_.board = value;
        if (lines_ != nullptr) (*lines_)[key] = where_;
      } else {
        warn(key,
             quote(value) + " is not a board name (" + std::string(kPlainNameRule) + "); using " + Settings{}.board);
      }
    } else if (key == "free_play") {
      readBool(key, value, s_.freePlay);
    } else if (key == "confirm_careful") {
      readBool(key, value, s_.confirmCareful);
    } else if (key == "hand_over") {
      readBool(key, value, s_.handOver);
    } else if (key == "sound") {
      readBool(key, value, s_.sound);
    } else if (key == "risk_map") {
      readBool(key, value, s_.riskMap);
    } else if (key == "volume") {
      readFloat(key, value, s_.volume, 0.0f, 1.0f);
    } else if (key == "side_panel_width") {
      readFloat(key, value, s_.sidePanel, 0.0f, static_cast<float>(kMaxWindow));
    } else if (key == "log_panel_height") {
      readFloat(key, value, s_.logPanel, 0.0f, static_cast<float>(kMaxWindow));
    } else if (key == "side_panel_collapsed") {
      readBool(key, value, s_.sideCollapsed);
    } else if (key == "hand_panel_height") {
      readFloat(key, value, s_.handPanel, 0.0f, static_cast<float>(kMaxWindow));
    } else if (key == "character_panel_height") {
      readFloat(key, value, s_.characterPanel, 0.0f, static_cast<float>(kMaxWindow));
    } else if (key == "last_save") {
      s_.lastSave = value;
    } else if (key == "saves_folder") {
      s_.savesFolder = value;
    } else if (key == "tutorial_done") {
      readLessonIds(key, value);
    } else if (key == "tutorial_offer") {
      readBool(key, value, s_.tutorialOffer);
    } else if (key.starts_with("key.")) {
      readKey(key, value);
    } else if (key == "online_name") {
      s_.onlineName = value.substr(0, kMaxOnlineName);
    } else if (key == "online_server") {
      if (!value.empty() && s_.onlineServers.size() < kMaxOnlineServers &&
          std::find(s_.onlineServers.begin(), s_.onlineServers.end(), value) == s_.onlineServers.end()) {
        s_.onlineServers.push_back(value);
      }
    } else if (key == "recent") {
      // Several lines, newest first; an empty value or one line too many is dropped.
      if (value.empty()) {
        warn(key, "no path given (ignored)");
      } else if (s_.recentFiles.size() < kMaxRecentFiles &&
                 std::find(s_.recentFiles.begin(), s_.recentFiles.end(), value) == s_.recentFiles.end()) {
        s_.recentFiles.push_back(value);
      }
    } else {
      warn(key, "unknown setting (ignored)");
    }
  }

  // "moving,exploring": a bad id is reported and skipped, the others are kept.
  void readLessonIds(const std::string& key, const std::string& value) {
    std::size_t start = 0;
    while (start <= value.size()) {
      const std::size_t comma = std::min(value.find(',', start), value.size());
      std::string id = value.substr(start, comma - start);
      while (!id.empty() && id.front() == ' ') id.erase(id.begin());
      while (!id.empty() && id.back() == ' ') id.pop_back();
      if (isLessonId(id)) {
        markLessonDone(s_, id);
      } else if (!(id.empty() && value.empty())) {
        warn(key, quote(id) + " is not a lesson id (1-64 letters, digits, '-' or '_'; ignored)");
      }
      start = comma + 1;
    }
  }

  // "key.pass = P": a key name for a board action; the app checks that SDL knows the name when it starts.
  void readKey(const std::string& key, const std::string& value) {
    const std::optional<KeyAction> action = keyActionNamed(std::string_view(key).substr(4));
    if (!action) {
      warn(key, "unknown setting (ignored)");
    } else if (!isKeyName(value)) {
      warn(key, quote(value) + " is not a key name (like P, Space or F12); using " +
                    std::string(keyActionInfo(*action).defaultKey));
    } else {
      (void)bindKey(s_.keys, *action, value);
    }
  }

  void warn(const std::string& key, const std::string& problem) {
    warnings_.push_back(where_ + ": " + quoteName(key) + ": " + problem);
  }

 private:
  void readFloat(const std::string& key, const std::string& value, float& out, float lo, float hi) {
    float v = 0;
    if (!parseNumber(value, v)) {
      warn(key, quote(value) + " is not a number");
      return;
    }
    out = clampFloat(key, v, lo, hi);
  }

  // 0 turns animation off; otherwise 0.25 .. 4.
  void readSpeed(const std::string& key, const std::string& value) {
    float v = 0;
    if (!parseNumber(value, v)) {
      warn(key, quote(value) + " is not a number");
      return;
    }
    if (v == 0.0f) {
      s_.animationSpeed = 0.0f;
      return;
    }
    if (v < 0.0f) {
      warn(key, quote(value) + " is below 0 (0 turns animation off); using 0");
      s_.animationSpeed = 0.0f;
      return;
    }
    s_.animationSpeed = clampFloat(key, v, kMinSpeed, kMaxSpeed);
  }

  float clampFloat(const std::string& key, float v, float lo, float hi) {
    const float c = std::clamp(v, lo, hi);
    if (c != v) {
      warn(key,
           formatFloat(v) + " is outside " + formatFloat(lo) + " .. " + formatFloat(hi) + "; using " + formatFloat(c));
    }
    return c;
  }

  void readInt(const std::string& key, const std::string& value, int& out, int lo, int hi) {
    long long v = 0;
    if (!parseNumber(value, v)) {
      warn(key, quote(value) + " is not a whole number");
      return;
    }
    const long long c = std::clamp<long long>(v, lo, hi);
    if (c != v) {
      warn(key,
           value + " is outside " + std::to_string(lo) + " .. " + std::to_string(hi) + "; using " + std::to_string(c));
    }
    out = static_cast<int>(c);
  }

  void readBool(const std::string& key, const std::string& value, bool& out) {
    if (!parseBool(value, out)) warn(key, quote(value) + " is not true or false");
  }

  Settings& s_;
  std::vector<std::string>& warnings_;
  std::string where_;
  SettingLines* lines_;
};

}  // namespace

std::string configDir() {
  // XDG Base Directory: a relative XDG_CONFIG_HOME is invalid and ignored.
  const char* xdg = std::getenv("XDG_CONFIG_HOME");
  if (xdg != nullptr && xdg[0] == '/') return std::string(xdg) + "/nemesis-companion";
  const char* home = std::getenv("HOME");
  if (home != nullptr && home[0] != '\0') return std::string(home) + "/.config/nemesis-companion";
  return {};
}

std::string settingsPath() {
  const std::string dir = configDir();
  return dir.empty() ? std::string() : dir + "/settings.ini";
}

Settings parseSettings(const std::string& text, const std::string& source, std::vector<std::string>& warnings,
                       SettingLines* lines) {
  Settings s;
  std::istringstream in(text);
  std::string raw;
  int number = 0;
  while (std::getline(in, raw)) {
    ++number;
    const std::string line = trim(raw);
    if (line.empty() || line[0] == '#') continue;
    const std::string where = source + ":" + std::to_string(number);
    const auto eq = line.find('=');
    if (eq == std::string::npos) {
      warnings.push_back(where + ": " + quote(line) + " is not a 'key = value' line");
      continue;
    }
    const std::string key = trim(std::string_view(line).substr(0, eq));
    if (key.empty()) {
      warnings.push_back(where + ": " + quote(line) + " has no key before '='");
      continue;
    }
    LineReader reader(s, warnings, where, lines);
    reader.read(key, trim(std::string_view(line).substr(eq + 1)));
  }
  return s;
}

Settings loadSettings(const std::string& path, std::vector<std::string>& warnings, SettingLines* lines) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return Settings{};
  std::string text;
  try {
    // A FIFO, a directory or a huge file is refused before it can hang or fill memory; the client starts.
    text = readFileLimited(path, kMaxSettingsBytes, "a settings file");
  } catch (const FileError& e) {
    warnings.push_back(std::string(e.what()) + "; using the default settings");
    return Settings{};
  }
  return parseSettings(text, path, warnings, lines);
}

std::string writeSettings(const Settings& s) {
  std::ostringstream out;
  out << "# Nemesis companion settings: \"key = value\" lines; unknown keys are reported and ignored.\n";
  out << "ui_scale = " << formatFloat(s.uiScale) << "\n";
  out << "animation_speed = " << formatFloat(s.animationSpeed) << "\n";
  out << "window_width = " << s.windowWidth << "\n";
  out << "window_height = " << s.windowHeight << "\n";
  out << "maximized = " << (s.maximized ? "true" : "false") << "\n";
  out << "players = " << s.players << "\n";
  out << "seed = " << s.seed << "\n";
  out << "board = " << s.board << "\n";
  out << "free_play = " << (s.freePlay ? "true" : "false") << "\n";
  out << "confirm_careful = " << (s.confirmCareful ? "true" : "false") << "\n";
  out << "hand_over = " << (s.handOver ? "true" : "false") << "\n";
  out << "sound = " << (s.sound ? "true" : "false") << "\n";
  out << "risk_map = " << (s.riskMap ? "on" : "off") << "\n";
  out << "volume = " << formatFloat(s.volume) << "\n";
  out << "side_panel_width = " << formatFloat(s.sidePanel) << "\n";
  out << "log_panel_height = " << formatFloat(s.logPanel) << "\n";
  out << "side_panel_collapsed = " << (s.sideCollapsed ? "true" : "false") << "\n";
  out << "hand_panel_height = " << formatFloat(s.handPanel) << "\n";
  out << "character_panel_height = " << formatFloat(s.characterPanel) << "\n";
  out << "tutorial_offer = " << (s.tutorialOffer ? "true" : "false") << "\n";
  for (std::size_t i = 0; i < s.keys.size(); ++i) {
    out << "key." << keyActionInfo(static_cast<KeyAction>(i)).setting << " = " << s.keys[i] << "\n";
  }
  out << "saves_folder = " << s.savesFolder << "\n";
  out << "last_save = " << s.lastSave << "\n";
  for (const std::string& path : s.recentFiles) out << "recent = " << path << "\n";
  if (!s.onlineName.empty()) out << "online_name = " << s.onlineName << "\n";
  for (const std::string& server : s.onlineServers) out << "online_server = " << server << "\n";
  if (!s.tutorialDone.empty()) {
    out << "tutorial_done = ";
    for (std::size_t i = 0; i < s.tutorialDone.size(); ++i) out << (i > 0 ? "," : "") << s.tutorialDone[i];
    out << "\n";
  }
  return out.str();
}

bool isLessonId(std::string_view id) {
  if (id.empty() || id.size() > 64) return false;
  return std::all_of(id.begin(), id.end(), [](char ch) {
    return std::isalnum(static_cast<unsigned char>(ch)) != 0 || ch == '-' || ch == '_';
  });
}

bool markLessonDone(Settings& s, const std::string& id) {
  if (!isLessonId(id) || std::find(s.tutorialDone.begin(), s.tutorialDone.end(), id) != s.tutorialDone.end()) {
    return false;
  }
  s.tutorialDone.push_back(id);
  return true;
}

void rememberRecentFile(Settings& s, const std::string& path) {
  if (path.empty() || path.find_first_of("\r\n") != std::string::npos) return;  // one line per path
  std::vector<std::string> files{path};
  for (std::string& f : s.recentFiles) {
    if (f != path && files.size() < kMaxRecentFiles) files.push_back(std::move(f));
  }
  s.recentFiles = std::move(files);
}

void rememberServer(Settings& s, const std::string& address) {
  if (address.empty() || address.find_first_of("\r\n") != std::string::npos) return;  // one line per server
  std::erase(s.onlineServers, address);
  s.onlineServers.insert(s.onlineServers.begin(), address);
  if (s.onlineServers.size() > kMaxOnlineServers) s.onlineServers.resize(kMaxOnlineServers);
}

bool saveSettings(const Settings& s, const std::string& path, std::string& error) {
  namespace fs = std::filesystem;
  if (path.empty()) {
    error = "no settings path (neither XDG_CONFIG_HOME nor HOME is set)";
    return false;
  }
  std::error_code ec;
  const fs::path target(path);
  if (target.has_parent_path()) {
    fs::create_directories(target.parent_path(), ec);
    if (ec) {
      error = "cannot create " + target.parent_path().string() + ": " + ec.message();
      return false;
    }
  }
  // A crash or a full disk leaves either the old settings or the new ones. A settings.ini that is a link (a
  // dotfiles folder) is written where it points, and stays a link.
  try {
    writeThroughLink(path, writeSettings(s));
  } catch (const FileError& e) {
    error = e.what();
    return false;
  }
  return true;
}

}  // namespace nemesis::ui
