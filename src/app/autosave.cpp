// Autosave files (see autosave.hpp): the header is read alone for lists; the payload is the game's own
// (a Nemesis History snapshot: nemesis/nemesis_autosave.hpp).
#include "autosave.hpp"

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <random>
#include <system_error>

#include "engine/kernel/file_io.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/kernel/quote.hpp"

namespace nemesis::app {

namespace {

namespace fs = std::filesystem;

constexpr int kAutosaveVersion = 2;  // 1 carried the replay JSON
constexpr std::size_t kMaxHeaderBytes = 1U << 16U;

[[noreturn]] void fail(const std::string& path, const std::string& where, const std::string& problem) {
  throw FileError(path + ": " + where + ": " + problem);
}

std::string metaLine(const AutosaveMeta& m) {
  rapidjson::StringBuffer buffer;
  rapidjson::Writer<rapidjson::StringBuffer> w(buffer);  // one line: string escapes keep newlines out
  w.StartObject();
  w.Key("game_id");
  w.String(m.gameId.c_str(), static_cast<rapidjson::SizeType>(m.gameId.size()));
  w.Key("saved_at_ms");
  w.Int64(m.savedAtMs);
  w.Key("saved_to");
  w.String(m.savedTo.c_str(), static_cast<rapidjson::SizeType>(m.savedTo.size()));
  w.Key("unsaved");
  w.Bool(m.unsaved);
  w.Key("round");
  w.Int(m.round);
  w.Key("outcome");
  w.String(m.outcome.c_str(), static_cast<rapidjson::SizeType>(m.outcome.size()));
  w.Key("characters");
  w.StartArray();
  for (const std::string& c : m.characters) w.String(c.c_str(), static_cast<rapidjson::SizeType>(c.size()));
  w.EndArray();
  w.Key("commands");
  w.Int(m.commands);
  w.Key("sandbox");
  w.Bool(m.sandbox);
  w.EndObject();
  return {buffer.GetString(), buffer.GetSize()};
}

// Splits off one line; false when there is no newline within the header's size limit.
bool takeLine(std::string_view& text, std::string_view& line) {
  const std::size_t end = text.find('\n');
  if (end == std::string_view::npos || end > kMaxHeaderBytes) return false;
  line = text.substr(0, end);
  text.remove_prefix(end + 1);
  return true;
}

const rapidjson::Value& field(const rapidjson::Value& o, const char* key, const std::string& path) {
  auto it = o.FindMember(key);
  if (it == o.MemberEnd()) fail(path, "header", std::string("missing field \"") + key + "\"");
  return it->value;
}

std::string stringField(const rapidjson::Value& o, const char* key, const std::string& path) {
  const rapidjson::Value& v = field(o, key, path);
  if (!v.IsString()) fail(path, std::string("header.") + key, "expected a string");
  return {v.GetString(), v.GetStringLength()};
}

}  // namespace

AutosaveMeta readAutosaveHeader(std::string_view& text, const std::string& path) {
  std::string_view magic;
  if (!takeLine(text, magic) || magic.substr(0, kAutosaveMagic.size()) != kAutosaveMagic) {
    fail(path, "line 1", "this is not an autosave (it should start with \"nemesis-autosave\")");
  }
  const std::string version(magic.substr(std::min(magic.size(), kAutosaveMagic.size() + 1)));
  if (version != std::to_string(kAutosaveVersion)) {
    fail(path, "line 1",
         "the autosave has version " + quote(version) + "; this program reads version " +
             std::to_string(kAutosaveVersion));
  }
  std::string_view line;
  if (!takeLine(text, line)) fail(path, "line 2", "the header is cut short");
  rapidjson::Document doc;
  if (auto e = parseJson(doc, line)) fail(path, "line 2, column " + std::to_string(e->offset + 1), e->problem);
  if (!doc.IsObject()) fail(path, "line 2", "expected a JSON object");
  AutosaveMeta m;
  m.gameId = stringField(doc, "game_id", path);
  // The id names the file the game goes on autosaving into: never a path.
  const bool plain = std::all_of(m.gameId.begin(), m.gameId.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
  });
  if (m.gameId.empty() || m.gameId.size() > 64 || !plain) {
    fail(path, "header.game_id", "expected 1-64 letters, digits, '-' or '_'");
  }
  const rapidjson::Value& at = field(doc, "saved_at_ms", path);
  if (!at.IsInt64()) fail(path, "header.saved_at_ms", "expected a whole number");
  m.savedAtMs = at.GetInt64();
  m.savedTo = stringField(doc, "saved_to", path);
  const rapidjson::Value& unsaved = field(doc, "unsaved", path);
  if (!unsaved.IsBool()) fail(path, "header.unsaved", "expected true or false");
  m.unsaved = unsaved.GetBool();
  const rapidjson::Value& round = field(doc, "round", path);
  if (!round.IsInt()) fail(path, "header.round", "expected a whole number");
  m.round = round.GetInt();
  m.outcome = stringField(doc, "outcome", path);
  const rapidjson::Value& characters = field(doc, "characters", path);
  if (!characters.IsArray()) fail(path, "header.characters", "expected a list of names");
  for (const rapidjson::Value& c : characters.GetArray()) {
    if (!c.IsString()) fail(path, "header.characters", "expected a list of names");
    m.characters.emplace_back(c.GetString(), c.GetStringLength());
  }
  const rapidjson::Value& commands = field(doc, "commands", path);
  if (!commands.IsInt()) fail(path, "header.commands", "expected a whole number");
  m.commands = commands.GetInt();
  const rapidjson::Value& sandbox = field(doc, "sandbox", path);
  if (!sandbox.IsBool()) fail(path, "header.sandbox", "expected true or false");
  m.sandbox = sandbox.GetBool();
  return m;
}

namespace {

bool isAutosaveFile(const fs::path& p) {
  return p.extension().string() == kAutosaveExtension;
}

// Reads just enough of a file for its header (never a FIFO or a device: readFileHead).
std::string headOf(const fs::path& path) {
  return readFileHead(path.string(), 2 * kMaxHeaderBytes, "an autosave");
}

// Removes all but the newest `keep` autosaves of each game (never `written`, even if a clock set back makes it
// look old; one game's autosaves never push out another's), and the temporary files left by writes that were
// killed (removeStaleTemporariesIn: never one of a live process, which may be another client writing its game).
void prune(const std::string& dir, int keep, const std::string& written) {
  // Each game's autosaves, newest first: Nemesis's under "", every other game's under its name.
  std::map<std::string, std::vector<std::string>> byGame;
  for (const AutosaveListing& a : listAutosaves(dir)) byGame[""].push_back(a.path);
  for (const ModuleAutosave& m : listModuleAutosaves(dir)) byGame[m.game].push_back(m.path);
  std::error_code ec;
  for (const auto& [game, games] : byGame) {
    for (std::size_t i = 0; i < games.size(); ++i) {
      if (static_cast<int>(i) >= keep && games[i] != written) fs::remove(games[i], ec);
    }
  }
  (void)removeStaleTemporariesIn(dir);
}

}  // namespace

std::string autosaveHeader(const AutosaveMeta& m) {
  std::string text(kAutosaveMagic);
  text += ' ';
  text += std::to_string(kAutosaveVersion);
  text += '\n';
  text += metaLine(m);
  text += '\n';
  return text;
}

std::string writeAutosaveText(const std::string& dir, const std::string& gameId, std::string_view text, int keep) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw FileError(dir + ": cannot create the autosave folder: " + ec.message());
  std::string path = autosavePath(dir, gameId);
  writeFileAtomically(path, text);
  prune(dir, std::max(keep, 1), path);
  return path;
}

AutosaveMeta decodeAutosaveMeta(std::string_view text, const std::string& path) {
  return readAutosaveHeader(text, path);
}

bool isAutosaveText(std::string_view text) {
  return text.substr(0, kAutosaveMagic.size()) == kAutosaveMagic;
}

std::string defaultDataDir() {
  // XDG Base Directory: a relative XDG_DATA_HOME is invalid and ignored.
  const char* xdg = std::getenv("XDG_DATA_HOME");
  if (xdg != nullptr && xdg[0] == '/') return std::string(xdg) + "/nemesis-companion";
  const char* home = std::getenv("HOME");
  if (home != nullptr && home[0] != '\0') return std::string(home) + "/.local/share/nemesis-companion";
  return {};
}

std::string autosaveDir(const std::string& dataDir) {
  return (fs::path(dataDir) / "autosave").string();
}

std::int64_t wallClockMs() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

std::string makeGameId() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char date[32];
  std::strftime(date, sizeof date, "%Y%m%d-%H%M%S", &local);
  std::random_device rd;
  char tail[16];
  std::snprintf(tail, sizeof tail, "%06x", static_cast<unsigned>(rd() & 0xffffffU));
  return std::string(date) + "-" + tail;
}

std::string autosavePath(const std::string& dir, const std::string& gameId) {
  // Built as fs::path does, so it compares equal to what directory listings give.
  return (fs::path(dir) / ("game-" + gameId + std::string(kAutosaveExtension))).string();
}

std::int64_t fileTimeMs(fs::file_time_type t) {
  const auto system =
      std::chrono::system_clock::now() +
      std::chrono::duration_cast<std::chrono::system_clock::duration>(t - fs::file_time_type::clock::now());
  return std::chrono::duration_cast<std::chrono::milliseconds>(system.time_since_epoch()).count();
}

std::int64_t fileTimeMs(const std::string& path) {
  std::error_code ec;
  const fs::file_time_type t = fs::last_write_time(path, ec);
  return ec ? 0 : fileTimeMs(t);
}

std::string moduleAutosaveName(const std::string& gameId, std::string_view game) {
  return gameId + "." + std::string(game) + std::string(kModuleAutosaveEnding);
}

std::optional<ModuleAutosave> moduleAutosaveOf(const fs::path& path) {
  // "ID.GAME-replay.json": a save's own replay beside it is "NAME.replay.json", which has no GAME part.
  const std::string name = path.filename().string();
  if (!name.ends_with(kModuleAutosaveEnding)) return std::nullopt;
  const std::string stem = name.substr(0, name.size() - kModuleAutosaveEnding.size());
  const std::size_t dot = stem.rfind('.');
  if (dot == std::string::npos || dot == 0 || dot + 1 == stem.size()) return std::nullopt;
  ModuleAutosave m;
  m.path = path.string();
  m.gameId = stem.substr(0, dot);
  m.game = stem.substr(dot + 1);
  return m;
}

std::vector<ModuleAutosave> listModuleAutosaves(const std::string& dir) {
  std::vector<ModuleAutosave> found;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code fileError;
    std::optional<ModuleAutosave> m = moduleAutosaveOf(it->path());
    if (!m || !it->is_regular_file(fileError)) continue;
    m->modified = it->last_write_time(fileError);
    found.push_back(std::move(*m));
  }
  std::sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.modified > b.modified; });
  return found;
}

std::string writeModuleAutosave(const std::string& dir, const std::string& gameId, std::string_view game,
                                std::string_view text, int keep) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw FileError(dir + ": cannot create the autosave folder: " + ec.message());
  std::string path = (fs::path(dir) / moduleAutosaveName(gameId, game)).string();
  writeFileAtomically(path, text);
  prune(dir, std::max(keep, 1), path);
  return path;
}

std::vector<AutosaveListing> listAutosaves(const std::string& dir) {
  std::vector<AutosaveListing> out;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code fileError;
    if (!isAutosaveFile(it->path()) || !it->is_regular_file(fileError)) continue;
    AutosaveListing entry;
    entry.path = it->path().string();
    entry.modified = it->last_write_time(fileError);
    try {
      entry.meta = decodeAutosaveMeta(headOf(it->path()), entry.path);
    } catch (const std::exception& e) {
      entry.error = e.what();
    }
    out.push_back(std::move(entry));
  }
  std::sort(out.begin(), out.end(), [](const AutosaveListing& a, const AutosaveListing& b) {
    if (a.meta.savedAtMs != b.meta.savedAtMs) return a.meta.savedAtMs > b.meta.savedAtMs;
    return a.modified > b.modified;
  });
  return out;
}

int removeStaleTemporaryFiles(const std::string& autosaveFolder, const std::string& settingsFile) {
  int removed = autosaveFolder.empty() ? 0 : removeStaleTemporariesIn(autosaveFolder);
  if (settingsFile.empty()) return removed;
  try {
    removed += removeStaleTemporaries(finalLinkTarget(settingsFile));
  } catch (const FileError&) {
    // A link loop: saving the settings says so; nothing to clean up.
  }
  return removed;
}

}  // namespace nemesis::app
