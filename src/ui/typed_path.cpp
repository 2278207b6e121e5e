// Names typed into the file dialogs (typed_path.hpp).
#include "typed_path.hpp"

#include <cstdlib>
#include <filesystem>

namespace nemesis::ui {

namespace {

namespace fs = std::filesystem;

// `typed` as a path: "~/" is the home folder, a relative name is in the saves folder.
fs::path placed(const std::string& typed, const std::string& savesDir) {
  if (typed == "~" || typed.starts_with("~/")) {
    const char* home = std::getenv("HOME");
    if (home != nullptr && home[0] != '\0') return fs::path(home) / typed.substr(typed.size() > 1 ? 2 : 1);
  }
  fs::path p(typed);
  if (p.is_absolute() || savesDir.empty()) return p;
  return fs::path(savesDir) / p;
}

bool blank(const std::string& text) {
  return text.find_first_not_of(" \t") == std::string::npos;
}

}  // namespace

std::string savePathFor(const std::string& typed, const std::string& savesDir) {
  if (blank(typed)) return {};
  fs::path p = placed(typed, savesDir);
  if (p.extension() != ".json") p += ".json";
  return p.string();
}

std::string openPathFor(const std::string& typed, const std::string& savesDir) {
  if (blank(typed)) return {};
  const fs::path p = placed(typed, savesDir);
  std::error_code ec;
  if (p.extension() != ".json" && !fs::exists(p, ec)) {
    fs::path json = p;
    json += ".json";
    if (fs::exists(json, ec)) return json.string();
  }
  return p.string();
}

}  // namespace nemesis::ui
