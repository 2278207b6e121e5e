// Game files for the dialogs (see game_files.hpp). Reading a list must never fail on one bad file: each
// problem becomes that entry's "unreadable: reason".
#include "game_files.hpp"

#include <rapidjson/document.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <iterator>
#include <optional>
#include <system_error>

#include "autosave.hpp"
#include "engine/kernel/basic_replay.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/kernel/json_text.hpp"

namespace nemesis::app {

namespace {

namespace fs = std::filesystem;

// Open reads before it knows the kind: the largest limit of the kinds (a replay or an autosave); a save is then
// held to its own (App::loadFile).
constexpr std::size_t kMaxGameFileBytes = kMaxReplayBytes;
constexpr std::string_view kReplaySuffix = ".replay.json";
// How much of a file a list reads: a whole save (~20 KB), a replay's start position, an autosave's header.
constexpr std::size_t kSummaryBytes = std::size_t{128} * 1024;

std::int64_t modifiedMs(const fs::path& p) {
  std::error_code ec;
  const fs::file_time_type t = fs::last_write_time(p, ec);
  if (ec) return 0;
  using namespace std::chrono;
  return duration_cast<milliseconds>(file_clock::to_sys(t).time_since_epoch()).count();
}

std::string characterList(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& n : names) text += (text.empty() ? "" : ", ") + n;
  return text;
}

bool endsWith(std::string_view text, std::string_view tail) {
  return text.size() >= tail.size() && text.substr(text.size() - tail.size()) == tail;
}

// "round-trip.json" -> "round-trip"; "x.replay.json" -> "x (replay)".
std::string displayName(const fs::path& p) {
  const std::string file = p.filename().string();
  if (endsWith(file, kReplaySuffix)) return file.substr(0, file.size() - kReplaySuffix.size()) + " (replay)";
  return p.extension() == ".json" ? p.stem().string() : file;
}

// What a list shows of a file, read event by event from its beginning (a replay's "initial" position comes
// before its steps): the format, a scenario's name, and the round, status and characters of the position (the
// file's own, or a replay's "initial"). Reading stops at a replay's steps or at the end of what was read: a
// replay is listed without being played, and a file cut off after these fields lists as well as a whole one.
class SummaryReader : public rapidjson::BaseReaderHandler<rapidjson::UTF8<>, SummaryReader> {
 public:
  using Position = GameFileFields::Position;
  std::string format;
  std::string name;
  Position own;      // the top level's (a scenario or save)
  Position initial;  // a replay's "initial"

  bool Default() { return true; }
  bool Uint(unsigned n) {
    if (Position* p = position("round")) p->round = n;
    return true;
  }
  bool String(const char* text, rapidjson::SizeType length, bool /*copy*/) {
    const std::string value(text, length);
    const std::string at = path();
    if (at == "format") format = value;
    if (at == "name") name = value;
    if (Position* p = position("status")) p->status = value;
    if (Position* p = position("characters.[].class")) p->classes.push_back(value);
    return true;
  }
  bool StartObject() { return open(false); }
  bool StartArray() { return open(true); }
  bool EndObject(rapidjson::SizeType /*members*/) { return close(); }
  bool EndArray(rapidjson::SizeType /*elements*/) { return close(); }
  bool Key(const char* text, rapidjson::SizeType length, bool /*copy*/) {
    frames_.back().key.assign(text, length);
    // A replay's steps hold nothing a list shows: stop before them.
    return !(frames_.size() == 1 && frames_.back().key == "steps");
  }

 private:
  struct Frame {
    bool array = false;
    std::string key;  // the member being read (objects)
  };
  std::vector<Frame> frames_;

  bool open(bool array) {
    frames_.push_back({array, {}});
    return frames_.size() < 64;  // no summary field is deeper; a hostile nesting stops here
  }
  bool close() {
    if (!frames_.empty()) frames_.pop_back();
    return true;
  }
  // "characters.[].class": the members and lists leading to the value being read.
  [[nodiscard]] std::string path() const {
    std::string out;
    for (const Frame& f : frames_) out += (out.empty() ? "" : ".") + (f.array ? std::string("[]") : f.key);
    return out;
  }
  // The position a field at `tail` belongs to, if the value being read is one.
  Position* position(const std::string& tail) {
    const std::string at = path();
    if (at == tail) return &own;
    if (at == "initial." + tail) return &initial;
    return nullptr;
  }
};

// A game file's own summary: a Nemesis autosave's header says it all; any other file its game describes.
void summarizeInto(ui::GameFileEntry& e, const std::string& text, bool whole, const FileDescriber& describe) {
  if (isAutosaveText(text)) {
    const AutosaveMeta m = decodeAutosaveMeta(text, e.path);
    e.autosave = true;
    e.name = "Autosave";
    e.timeMs = m.savedAtMs;
    e.round = m.round;
    e.characters = characterList(m.characters);
    e.outcome = m.outcome;
    e.savedTo = m.savedTo;
    return;
  }
  if (!describe) throw FileError(e.path + ": not a game file this program lists");
  describe(e, text, whole);
}

// A message from a reader without the file name it starts with (the entry already shows the file).
std::string withoutPath(const std::string& message, const std::string& path) {
  const std::string prefix = path + ": ";
  return message.rfind(prefix, 0) == 0 ? message.substr(prefix.size()) : message;
}

}  // namespace

GameFileFields readGameFileFields(std::string_view head) {
  SummaryReader reader;
  rapidjson::Reader json;
  rapidjson::MemoryStream in(head.data(), head.size());
  (void)json.Parse<rapidjson::kParseIterativeFlag>(in, reader);  // cut off at the head's end: what came is used
  return {reader.format, reader.name, reader.own, reader.initial};
}

std::string replayPathOf(const std::string& path) {
  const fs::path p(path);
  if (p.extension() == ".json") return (p.parent_path() / (p.stem().string() + ".replay.json")).string();
  return path + ".replay.json";
}

bool isReplayPath(const std::string& path) {
  return endsWith(path, kReplaySuffix);
}

std::string readGameFile(const std::string& path) {
  return readFileLimited(path, kMaxGameFileBytes, "a game file");
}

ui::GameFileEntry summarizeGameFile(const std::string& path, const FileDescriber& describe) {
  ui::GameFileEntry e;
  e.path = path;
  e.name = displayName(path);
  e.timeMs = modifiedMs(path);
  try {
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(path, ec);
    const std::string head = readFileHead(path, kSummaryBytes, "a game file");
    summarizeInto(e, head, !ec && size == head.size(), describe);
  } catch (const std::exception& ex) {
    e.error = withoutPath(ex.what(), path);
  }
  e.date = e.timeMs > 0 ? formatLocalTime(e.timeMs) : std::string("?");
  return e;
}

std::vector<std::string> jsonFilesIn(const std::string& dir) {
  std::vector<std::string> paths;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() == ".json") paths.push_back(entry.path().string());
  }
  std::sort(paths.begin(), paths.end());
  return paths;
}

std::vector<ui::GameFileEntry> listSavedGames(const std::string& dir, const FileDescriber& describe,
                                              std::size_t limit) {
  std::vector<fs::path> files;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    std::error_code fileError;
    const fs::path& p = it->path();
    if (p.extension() != ".json" || !it->is_regular_file(fileError)) continue;
    // NAME.replay.json goes with NAME.json: one game, listed once (a replay alone is its own entry).
    if (isReplayPath(p.string())) {
      const std::string file = p.filename().string();
      const fs::path save = p.parent_path() / (file.substr(0, file.size() - kReplaySuffix.size()) + ".json");
      if (fs::exists(save, fileError)) continue;
    }
    files.push_back(p);
  }
  // The newest files are the ones worth reading when there are too many.
  std::sort(files.begin(), files.end(), [](const fs::path& a, const fs::path& b) {
    const std::int64_t ta = modifiedMs(a);
    const std::int64_t tb = modifiedMs(b);
    return ta != tb ? ta > tb : a < b;
  });
  if (files.size() > limit) files.resize(limit);
  std::vector<ui::GameFileEntry> out;
  out.reserve(files.size());
  for (const fs::path& p : files) out.push_back(summarizeGameFile(p.string(), describe));
  return out;
}

std::vector<ui::GameFileEntry> listSavedGames(const std::vector<std::string>& dirs, const FileDescriber& describe,
                                              std::size_t limit) {
  std::vector<ui::GameFileEntry> out;
  std::vector<fs::path> seen;
  for (const std::string& dir : dirs) {
    if (dir.empty()) continue;
    std::error_code ec;
    fs::path normal = fs::absolute(dir, ec).lexically_normal();
    if (!normal.has_filename()) normal = normal.parent_path();  // "saves/." is "saves/": the same folder
    if (std::find(seen.begin(), seen.end(), normal) != seen.end()) continue;
    seen.push_back(normal);
    std::vector<ui::GameFileEntry> more = listSavedGames(dir, describe, limit);
    out.insert(out.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const ui::GameFileEntry& a, const ui::GameFileEntry& b) { return a.timeMs > b.timeMs; });
  if (out.size() > limit) out.resize(limit);
  return out;
}

ScenarioInfo peekScenarioInfo(std::string_view json) {
  ScenarioInfo info;
  rapidjson::Document doc;
  if (parseJson(doc, json) || !doc.IsObject()) return info;
  if (auto it = doc.FindMember("name"); it != doc.MemberEnd() && it->value.IsString()) {
    info.name.assign(it->value.GetString(), it->value.GetStringLength());
  }
  if (auto it = doc.FindMember("description"); it != doc.MemberEnd() && it->value.IsString()) {
    info.description.assign(it->value.GetString(), it->value.GetStringLength());
  }
  return info;
}

ui::LoadError splitLoadError(const std::string& message, const std::string& path) {
  ui::LoadError e;
  e.file = path;
  std::string rest = message;
  // Readers name the file first, sometimes with a part of it ("game.json: initial: ..."); the window shows
  // the file apart, so it is cut off here.
  if (!path.empty() && rest.rfind(path + ": ", 0) == 0) rest = rest.substr(path.size() + 2);
  // A field is a path into the JSON (characters[1].hand[2], initial: board.corridors[3]) or a place in the
  // text (line 4, column 10); a sentence has spaces and is the problem itself.
  const auto isField = [](std::string_view part) {
    if (part.empty()) return false;
    if (part.rfind("line ", 0) == 0 && part.find(", column ") != std::string_view::npos) return true;
    return part.find(' ') == std::string_view::npos;
  };
  std::string field;
  for (std::size_t colon = rest.find(": "); colon != std::string::npos; colon = rest.find(": ")) {
    const std::string part = rest.substr(0, colon);
    if (!isField(part)) break;
    field += (field.empty() ? "" : ": ") + part;
    rest = rest.substr(colon + 2);
  }
  e.field = field;
  e.problem = rest;
  return e;
}

std::string formatLocalTime(std::int64_t msSince1970) {
  const std::time_t t = static_cast<std::time_t>(msSince1970 / 1000);
  std::tm local{};
  localtime_r(&t, &local);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M", &local);
  return text;
}

std::string shortenedForDisplay(const std::string& text, std::size_t limit) {
  if (text.size() <= limit) return text;
  std::size_t end = limit;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0U) == 0x80U) --end;
  return text.substr(0, end) + "\u2026";
}

std::string cannotProveWhole() {
  return "; it cannot prove it is whole (" + replay_text::versionOneNote() + ").";
}

std::string shownName(const std::string& path) {
  const std::filesystem::path p(path);
  return p.has_filename() ? p.filename().string() : path;
}

std::string withFileNames(std::string message, const std::string& path) {
  const std::string folder = std::filesystem::path(path).parent_path().string();
  if (folder.empty()) return message;
  const std::string prefix = folder == "/" ? folder : folder + "/";
  for (std::size_t at = message.find(prefix); at != std::string::npos; at = message.find(prefix, at)) {
    message.erase(at, prefix.size());
  }
  return message;
}

}  // namespace nemesis::app
