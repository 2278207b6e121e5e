#include "user_folders.hpp"

#include <filesystem>

namespace nemesis::app {

std::string savesFolder(const std::string& setting, const std::string& dataDir) {
  if (!setting.empty()) return setting;
  if (dataDir.empty()) return "saves";
  return (std::filesystem::path(dataDir) / "saves").string();
}

std::string oldSavesFolder(const std::string& configDir) {
  return configDir.empty() ? std::string() : (std::filesystem::path(configDir) / "saves").string();
}

}  // namespace nemesis::app
