// Binary snapshots of a game state or a whole undo history: the autosave's fast path and the undo
// checkpoints. The bytes are the field lists of fields.hpp (field_bytes.hpp encodes them) behind a header:
//
//   "NEMSNAP" 0x1A | version (2 bytes) | kind (1 byte: 1 state, 2 history) | schema fingerprint (8 bytes) |
//   checksum (8 bytes: FNV-1a of everything after it) | board name | board shape hash (8 bytes) | payload
//
// The board itself is not stored: a loader reads its name first (boardNameOf, or loadSnapshotBoard which also
// finds the file), loads that board and passes it in; loading checks it has the shape the snapshot was taken on. The schema fingerprint is a hash
// of the field lists' names and types, so a snapshot from a program with other fields is refused, not
// misread. Hostile or damaged bytes are refused with a SnapshotError naming the source and the place (byte
// offset and field); a length is checked against the bytes left before anything is allocated; what decodes
// must also be a position a save file may hold (the scenario loader's checks), so a loaded state is safe
// to play.
#pragma once

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

#include "history.hpp"
#include "state.hpp"

namespace nemesis {

inline constexpr int kSnapshotVersion = 1;

class SnapshotError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class SnapshotKind : std::uint8_t { State = 1, History = 2 };

struct SnapshotInfo {
  int version = 0;
  SnapshotKind kind = SnapshotKind::State;
  std::string board;  // the board's name (Board::name), to find its file
  std::uint64_t boardShape = 0;
};

// A decoded position must be one a save file may hold: the scenario loader's checks (ids where they belong,
// every component in one place, turns, the rules' invariants), so a snapshot or a seat's view is never more
// trusted than a save. Throws SnapshotError naming `source` and `what`.
void requirePlayable(const GameState& s, const std::string& source, const std::string& what);

[[nodiscard]] std::string saveSnapshot(const GameState& s);
[[nodiscard]] GameState loadSnapshot(std::string_view bytes, std::shared_ptr<const Board> board,
                                     const std::string& source);

// The initial state, the commands done (with why each cannot be undone), the current state, the redo list and
// the sandbox flag. Loading restores them as they were, without re-simulating.
[[nodiscard]] std::string saveHistorySnapshot(const History& h);
[[nodiscard]] History loadHistorySnapshot(std::string_view bytes, std::shared_ptr<const Board> board,
                                          const std::string& source);

// The header alone (checked as loading checks it), so a loader knows which board to load first.
[[nodiscard]] SnapshotInfo peekSnapshot(std::string_view bytes, const std::string& source);
[[nodiscard]] std::string boardNameOf(std::string_view bytes, const std::string& source);
// The board a snapshot was taken on, from `boardsDir`: <name>.json when it has the recorded shape, else the first
// board file there (by file name) with that shape. A board without a "name" is named after its file.
[[nodiscard]] std::shared_ptr<const Board> loadSnapshotBoard(std::string_view bytes, const std::string& boardsDir,
                                                             const std::string& source);

// FNV-1a over the board's shape (rooms, corridors' ends and numbers): what stateHash sees of the board.
[[nodiscard]] std::uint64_t boardShapeHash(const Board& b);
// The hash of the field lists' names and types (the "schema fingerprint" of the header).
[[nodiscard]] std::uint64_t snapshotSchema();

// Undo checkpoints (History): the payload alone, made and read by this process, so no header and no rule
// checks; the decoder still refuses malformed bytes with a SnapshotError.
[[nodiscard]] std::string saveCheckpoint(const GameState& s);
[[nodiscard]] GameState loadCheckpoint(std::string_view bytes, std::shared_ptr<const Board> board);

}  // namespace nemesis
