#include "asset_dir.hpp"

#include <cstdlib>
#include <filesystem>
#include <string_view>
#include <system_error>

namespace nemesis::cli {

namespace fs = std::filesystem;

namespace {

// From the installed program's folder to its assets (CMake computes it from GNUInstallDirs: ../share/...).
#ifndef NEMESIS_ASSETS_FROM_BINDIR
#define NEMESIS_ASSETS_FROM_BINDIR "../share/nemesis-companion/assets"
#endif

std::string normal(const fs::path& p) {
  return p.lexically_normal().string();
}

// A program named without a slash was found on PATH.
std::string searchPath(std::string_view name) {
  const char* path = std::getenv("PATH");
  if (path == nullptr) return {};
  std::string_view rest(path);
  while (true) {
    const std::size_t colon = rest.find(':');
    const std::string_view dir = rest.substr(0, colon);
    std::error_code ec;
    const fs::path candidate = fs::path(dir.empty() ? "." : std::string(dir)) / std::string(name);
    if (fs::is_regular_file(candidate, ec)) return fs::absolute(candidate, ec).parent_path().string();
    if (colon == std::string_view::npos) return {};
    rest.remove_prefix(colon + 1);
  }
}

}  // namespace

bool isAssetsDir(const std::string& dir) {
  std::error_code ec;
  return !dir.empty() && fs::is_directory(fs::path(dir) / "boards", ec);
}

std::vector<std::string> assetsCandidates(const std::string& option, const char* env, const std::string& exeDir) {
  if (!option.empty()) return {option};
  if (env != nullptr && *env != '\0') return {env};
  if (exeDir.empty()) return {};
  return {normal(fs::path(exeDir) / NEMESIS_ASSETS_FROM_BINDIR), normal(fs::path(exeDir) / "assets")};
}

std::string findAssetsDir(const std::string& option, const char* env, const std::string& exeDir) {
  const std::vector<std::string> candidates = assetsCandidates(option, env, exeDir);
  for (const std::string& dir : candidates) {
    if (isAssetsDir(dir)) return dir;
  }
  std::string message = "no assets folder (one holding boards/) found";
  if (!option.empty()) {
    message = "--assets " + option + " is not an assets folder (it has no boards/ folder)";
  } else if (env != nullptr && *env != '\0') {
    message = std::string(kAssetsEnv) + "=" + env + " is not an assets folder (it has no boards/ folder)";
  } else {
    message += "; tried:";
    for (const std::string& dir : candidates) message += "\n  " + dir;
    if (candidates.empty()) message += " nothing (the program's own folder is unknown)";
    message += "\nSet " + std::string(kAssetsEnv) + " or pass --assets to name it.";
  }
  throw AssetsNotFound(message);
}

std::string executableDir(const char* argv0, const std::string& self) {
  std::error_code ec;
  const fs::path target = fs::read_symlink(self, ec);
  if (!ec && target.is_absolute()) return target.parent_path().string();
  if (argv0 == nullptr || *argv0 == '\0') return {};
  const std::string_view name(argv0);
  if (name.find('/') == std::string_view::npos) return searchPath(name);
  const fs::path exe = fs::absolute(fs::path(name), ec);
  return ec ? std::string() : normal(exe.parent_path());
}

std::string locateAssetsDir(const std::string& option, const char* argv0) {
  return findAssetsDir(option, std::getenv(kAssetsEnv), executableDir(argv0));
}

}  // namespace nemesis::cli
