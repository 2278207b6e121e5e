// The registry of the games a server plays (online_game.hpp), filled while the program starts.
#include "online_game.hpp"

#include <algorithm>
#include <filesystem>
#include <stdexcept>

#include "engine/kernel/file_io.hpp"
#include "engine/kernel/fnv1a.hpp"

namespace nemesis::server {

namespace {
// Function-local so that a game registering itself during static initialisation finds it built.
std::vector<OnlineGame>& registry() {
  static std::vector<OnlineGame> games;
  return games;
}
}  // namespace

bool registerOnlineGame(OnlineGame game) {
  std::vector<OnlineGame>& games = registry();
  games.push_back(std::move(game));
  std::sort(games.begin(), games.end(), [](const OnlineGame& a, const OnlineGame& b) { return a.name < b.name; });
  return true;
}

const std::vector<OnlineGame>& onlineGames() {
  return registry();
}

std::uint64_t hashDataFiles(std::uint64_t salt, const std::vector<std::string>& dirs) {
  Fnv1a h;
  for (int i = 0; i < 8; ++i) h.put(static_cast<std::uint8_t>(salt >> (8 * i)));
  for (const std::string& dir : dirs) {
    std::vector<std::filesystem::path> files;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
      if (entry.is_regular_file(error) && entry.path().extension() == ".json") files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
      h.put(file.filename().string());
      try {
        h.put(readFileLimited(file.string(), std::size_t{16} << 20U, "rules data"));
      } catch (const std::exception&) {
        h.put("unreadable");
      }
    }
  }
  return h.value();
}

std::vector<net::GameRules> gameRules(const std::string& assetsDir) {
  std::vector<net::GameRules> rules;
  for (const OnlineGame& g : registry()) rules.push_back({g.name, g.rulesHash ? g.rulesHash(assetsDir) : 0});
  return rules;
}

const OnlineGame* findOnlineGame(std::string_view name) {
  for (const OnlineGame& g : registry()) {
    if (g.name == name) return &g;
  }
  return nullptr;
}

std::optional<TableRefusal> playStored(OnlineTable& table, std::span<const int> seat, std::string_view text) {
  return text == kUndoCommand ? table.undo(seat) : table.submit(seat, text);
}

namespace {

std::uint64_t hashOf(std::string_view bytes) {
  Fnv1a h;
  h.put(bytes);
  return h.value();
}

}  // namespace

TableUpdate OnlineTable::update(std::span<const int> seat) const {
  std::string v = view(seat);
  const std::uint64_t hash = hashOf(v);
  return {lastEvents(), std::move(v), hash, commandCount(), static_cast<std::uint8_t>(finished() ? 1 : 0)};
}

std::uint64_t OnlineTable::viewHash(std::span<const int> seat) const {
  return hashOf(view(seat));
}

}  // namespace nemesis::server
