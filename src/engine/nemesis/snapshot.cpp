#include "snapshot.hpp"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "board_file.hpp"
#include "engine/kernel/quote.hpp"
#include "field_bytes.hpp"
#include "field_schema.hpp"
#include "hash.hpp"
#include "scenario.hpp"

namespace nemesis {

namespace {

using fields::ByteReader;
using fields::ByteWriter;
using fields::Fnv1a;
using fields::StringSink;

// "NEMSNAP" and a byte no text file holds, so a snapshot is never mistaken for JSON or a script.
constexpr std::string_view kMagic{"NEMSNAP\x1a", 8};
constexpr std::size_t kVersionAt = 8;
constexpr std::size_t kKindAt = 10;
constexpr std::size_t kSchemaAt = 11;
constexpr std::size_t kChecksumAt = 19;
constexpr std::size_t kBodyAt = 27;  // board name, board shape, payload: what the checksum covers

void put64(std::string& out, std::size_t at, std::uint64_t v) {
  for (std::size_t i = 0; i < 8; ++i) out[at + i] = static_cast<char>(static_cast<std::uint8_t>(v >> (8 * i)));
}

std::uint64_t get64(std::string_view bytes, std::size_t at) {
  std::uint64_t v = 0;
  for (std::size_t i = 0; i < 8; ++i)
    v |= static_cast<std::uint64_t>(static_cast<std::uint8_t>(bytes[at + i])) << (8 * i);
  return v;
}

std::uint64_t checksumOf(std::string_view body) {
  Fnv1a h;
  h.put(body);
  return h.value();
}

// The schema fingerprint: names and kinds of every field reachable from GameState and History.
struct SchemaHasher {
  Fnv1a hash;
  template <class T>
  void beginRecord(const T&) {
    hash.put("{");
  }
  void endRecord() { hash.put("}"); }
  void field(const char* name) {
    hash.put(name);
    hash.put(":");
  }
  void leaf(std::string_view tag) {
    hash.put(tag);
    hash.put(";");
  }
};

std::uint64_t computeSchema() {
  SchemaHasher v;
  fields::SchemaWalker<SchemaHasher> walker(v);
  History history{GameState{}};
  walker(history);  // its states, commands and the rest
  // A queued step names its rule by index (Step::b), so the order of the rule table is part of the format.
  for (int i = 0; i < kRuleCount; ++i) v.leaf(ruleText(static_cast<RuleId>(i)).name);
  return v.hash.value();
}

template <class WriteBody>
std::string withHeader(SnapshotKind kind, const Board& board, WriteBody writeBody) {
  std::string out(kMagic);
  out.push_back(static_cast<char>(kSnapshotVersion & 0xFF));
  out.push_back(static_cast<char>((kSnapshotVersion >> 8) & 0xFF));
  out.push_back(static_cast<char>(kind));
  out.resize(kBodyAt);
  put64(out, kSchemaAt, snapshotSchema());
  StringSink sink{out};
  ByteWriter<StringSink> w(sink, false);
  w.bytes(board.name);
  w.fixed64(boardShapeHash(board));
  writeBody(w);
  put64(out, kChecksumAt, checksumOf(std::string_view(out).substr(kBodyAt)));
  return out;
}

std::string boardLabel(const std::string& name) {
  return name.empty() ? std::string("a board without a name") : "board " + quote(name);
}

std::string kindName(SnapshotKind k) {
  return k == SnapshotKind::State ? "a game state" : "a game history";
}

struct Header {
  SnapshotInfo info;
  std::size_t payloadAt = 0;
};

Header readHeader(std::string_view bytes, const std::string& source) {
  const auto fail = [&](std::size_t at, const char* where, const std::string& problem) {
    throw SnapshotError(source + ": byte " + std::to_string(at) + " (" + where + "): " + problem);
  };
  if (bytes.size() < kMagic.size() || bytes.substr(0, kMagic.size()) != kMagic)
    fail(0, "header", "not a nemesis snapshot (it does not start with \"NEMSNAP\")");
  if (bytes.size() < kBodyAt) {
    fail(bytes.size(), "header",
         "the data ends after " + std::to_string(bytes.size()) + " bytes, inside the " + std::to_string(kBodyAt) +
             "-byte header");
  }
  Header h;
  h.info.version = static_cast<std::uint8_t>(bytes[kVersionAt]) | static_cast<std::uint8_t>(bytes[kVersionAt + 1]) << 8;
  if (h.info.version != kSnapshotVersion) {
    fail(kVersionAt, "version",
         "snapshot format version " + std::to_string(h.info.version) + "; this program reads version " +
             std::to_string(kSnapshotVersion) +
             (h.info.version > kSnapshotVersion ? " (the snapshot was written by a newer program)" : ""));
  }
  const auto kind = static_cast<std::uint8_t>(bytes[kKindAt]);
  if (kind != static_cast<std::uint8_t>(SnapshotKind::State) &&
      kind != static_cast<std::uint8_t>(SnapshotKind::History))
    fail(kKindAt, "kind", "unknown snapshot kind " + std::to_string(kind) + " (1 a game state, 2 a game history)");
  h.info.kind = static_cast<SnapshotKind>(kind);
  if (const std::uint64_t schema = get64(bytes, kSchemaAt); schema != snapshotSchema()) {
    fail(kSchemaAt, "schema",
         "written by a program whose game state has other fields (schema " + hex64(schema) + ", this program's " +
             hex64(snapshotSchema()) + "); it cannot be read here");
  }
  if (get64(bytes, kChecksumAt) != checksumOf(bytes.substr(kBodyAt)))
    fail(kChecksumAt, "checksum", "the data is damaged (the checksum does not match)");
  ByteReader r(bytes, kBodyAt, nullptr, source);
  r.enter("board");
  h.info.board = std::string(r.take(r.length()));
  h.info.boardShape = r.fixed64();
  r.leave();
  h.payloadAt = r.offset();
  return h;
}

Header readHeader(std::string_view bytes, const Board* board, SnapshotKind kind, const std::string& source) {
  Header h = readHeader(bytes, source);
  if (h.info.kind != kind) {
    throw SnapshotError(source + ": byte " + std::to_string(kKindAt) + " (kind): the snapshot holds " +
                        kindName(h.info.kind) + ", not " + kindName(kind));
  }
  if (board == nullptr) throw SnapshotError(source + ": no board was given to load the snapshot on");
  // The shape is the board's identity; its name is only a hint where to find it (a board loaded from its file
  // has the file's "name", or else the file's own name).
  if (h.info.boardShape != boardShapeHash(*board)) {
    throw SnapshotError(source + ": byte " + std::to_string(h.payloadAt - 8) + " (board): the snapshot was taken on " +
                        boardLabel(h.info.board) + ", and the board given (" + boardLabel(board->name) +
                        ") has other rooms or corridors");
  }
  return h;
}

}  // namespace

void requirePlayable(const GameState& s, const std::string& source, const std::string& what) {
  const std::string where = source + " (" + what + ")";
  GameState back;
  try {
    back = parseScenario(writeScenario(s), where, "");
  } catch (const ScenarioError& e) {
    throw SnapshotError(e.what());
  }
  back.board = s.board;
  if (!(back == s)) throw SnapshotError(where + ": the position does not read back the same through a save");
}

std::uint64_t boardShapeHash(const Board& b) {
  Fnv1a h;
  fields::putBoardShape(h, b);
  return h.value();
}

std::uint64_t snapshotSchema() {
  static const std::uint64_t schema = computeSchema();  // a constant of this program, computed once
  return schema;
}

std::string saveSnapshot(const GameState& s) {
  return withHeader(SnapshotKind::State, s.topo(), [&](ByteWriter<StringSink>& w) { w(s); });
}

GameState loadSnapshot(std::string_view bytes, std::shared_ptr<const Board> board, const std::string& source) {
  const Header h = readHeader(bytes, board.get(), SnapshotKind::State, source);
  ByteReader r(bytes, h.payloadAt, std::move(board), source);
  GameState s;
  r(cereal::make_nvp("state", s));
  r.requireEnd("the snapshot");
  requirePlayable(s, source, "state");
  return s;
}

std::string saveHistorySnapshot(const History& h) {
  return withHeader(SnapshotKind::History, h.initial().topo(), [&](ByteWriter<StringSink>& w) { w(h); });
}

History loadHistorySnapshot(std::string_view bytes, std::shared_ptr<const Board> board, const std::string& source) {
  const Header header = readHeader(bytes, board.get(), SnapshotKind::History, source);
  ByteReader r(bytes, header.payloadAt, std::move(board), source);
  History h{GameState{}};
  r(h);
  r.requireEnd("the snapshot");
  if (h.revealed_.size() != h.done_.size()) {
    throw SnapshotError(source + ": history: " + std::to_string(h.done_.size()) + " commands done but " +
                        std::to_string(h.revealed_.size()) + " undo notes");
  }
  requirePlayable(h.initial_, source, "initial state");
  requirePlayable(h.current_, source, "current state");
  return h;
}

SnapshotInfo peekSnapshot(std::string_view bytes, const std::string& source) {
  return readHeader(bytes, source).info;
}

std::string boardNameOf(std::string_view bytes, const std::string& source) {
  return peekSnapshot(bytes, source).board;
}

std::shared_ptr<const Board> loadSnapshotBoard(std::string_view bytes, const std::string& boardsDir,
                                               const std::string& source) {
  const SnapshotInfo info = peekSnapshot(bytes, source);
  const auto shaped = [&](const std::filesystem::path& file) -> std::shared_ptr<const Board> {
    try {
      Board b = loadBoardFile(file.string());
      if (boardShapeHash(b) != info.boardShape) return nullptr;
      return std::make_shared<const Board>(std::move(b));
    } catch (const BoardError&) {
      return nullptr;  // not a board, or a broken one: not the one we look for
    }
  };
  const std::filesystem::path dir(boardsDir);
  const bool plain = !info.board.empty() && info.board.find('/') == std::string::npos && info.board.front() != '.';
  if (plain) {
    if (auto b = shaped(dir / (info.board + ".json"))) return b;
  }
  std::error_code ec;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() == ".json") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());  // the same answer on every file system
  for (const auto& file : files) {
    if (auto b = shaped(file)) return b;
  }
  throw SnapshotError(source + ": the snapshot was taken on " + boardLabel(info.board) + ", and no board file in " +
                      boardsDir + " has its rooms and corridors");
}

std::string saveCheckpoint(const GameState& s) {
  return fields::bytesOf(s);
}

GameState loadCheckpoint(std::string_view bytes, std::shared_ptr<const Board> board) {
  ByteReader r(bytes, 0, std::move(board), "undo checkpoint");
  GameState s;
  r(s);
  r.requireEnd("the snapshot");
  return s;
}

}  // namespace nemesis
