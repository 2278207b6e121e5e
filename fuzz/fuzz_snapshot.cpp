// Snapshot loader (snapshot.hpp): any bytes load or are refused with a SnapshotError, without a crash or a huge
// allocation. A state that loads must be sound, read back unchanged through a save and a snapshot, and play; a
// history that loads must read back unchanged and undo and redo. The header's schema fingerprint and checksum
// would stop nearly every mutated input at the header, so they are rewritten here before loading: what is fuzzed
// is the decoder behind them (tests/test_snapshot.cpp checks the header's own refusals), and seeds written by an
// older program keep working. Bytes not starting with the snapshot magic also go to the checkpoint decoder.
#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <string>

#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/history.hpp"
#include "engine/nemesis/snapshot.hpp"
#include "fuzz_support.hpp"

namespace {

// The header layout of snapshot.hpp.
constexpr std::size_t kSchemaAt = 11;
constexpr std::size_t kChecksumAt = 19;
constexpr std::size_t kBodyAt = 27;

void put64(std::string& bytes, std::size_t at, std::uint64_t v) {
  for (std::size_t i = 0; i < 8; ++i) bytes[at + i] = static_cast<char>(static_cast<std::uint8_t>(v >> (8 * i)));
}

void reseal(std::string& bytes) {
  if (bytes.size() < kBodyAt) return;
  put64(bytes, kSchemaAt, nemesis::snapshotSchema());
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (std::size_t i = kBodyAt; i < bytes.size(); ++i) h = (h ^ static_cast<std::uint8_t>(bytes[i])) * 0x100000001b3ULL;
  put64(bytes, kChecksumAt, h);
}

const std::shared_ptr<const nemesis::Board>& board(const std::string& name) {
  static const auto basic =
      std::make_shared<const nemesis::Board>(nemesis::loadBoardFile(fuzz::boardsDir() + "/basic.json"));
  static const auto training =
      std::make_shared<const nemesis::Board>(nemesis::loadBoardFile(fuzz::boardsDir() + "/training.json"));
  return name == "basic" ? basic : training;
}

void checkState(const std::string& bytes, const std::shared_ptr<const nemesis::Board>& b, std::uint64_t pick) {
  using namespace nemesis;
  const GameState s = loadSnapshot(bytes, b, "fuzz.snap");
  fuzz::checkLoaded(s, pick);
  if (!(loadSnapshot(saveSnapshot(s), b, "again.snap") == s)) fuzz::fail("loadSnapshot(saveSnapshot(s)) != s");
}

void checkHistory(const std::string& bytes, const std::shared_ptr<const nemesis::Board>& b, std::uint64_t pick) {
  using namespace nemesis;
  History h = loadHistorySnapshot(bytes, b, "fuzz.snap");
  fuzz::checkLoaded(h.initial(), pick);
  fuzz::checkLoaded(h.state(), pick);
  const History back = loadHistorySnapshot(saveHistorySnapshot(h), b, "again.snap");
  if (!(back.initial() == h.initial() && back.state() == h.state() && back.commands() == h.commands() &&
        back.whyNoUndo() == h.whyNoUndo() && back.canRedo() == h.canRedo())) {
    fuzz::fail("loadHistorySnapshot(saveHistorySnapshot(h)) differs from h");
  }
  // The commands were never checked against the states: undo and redo must still only refuse, never break.
  h.setSandbox(true);
  EventLog log;
  for (int i = 0; i < 3 && h.undo(); ++i) fuzz::requireSound(h.state(), "after an undo");
  for (int i = 0; i < 2 && h.redo(log); ++i) fuzz::requireSound(h.state(), "after a redo");
}

}  // namespace

// NOLINTNEXTLINE(readability-identifier-naming): the name libFuzzer calls
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nemesis;
  std::string bytes = fuzz::bytesToString(data, size);
  const std::uint64_t pick = fuzz::inputHash(data, size);
  try {
    if (bytes.rfind("NEMSNAP", 0) != 0) {
      // The checkpoint decoder takes trusted bytes, but malformed ones must still be refused cleanly.
      try {
        const GameState s = loadCheckpoint(bytes, board("basic"));
        if (!(loadCheckpoint(saveCheckpoint(s), board("basic")) == s)) fuzz::fail("checkpoint round trip differs");
      } catch (const SnapshotError&) {
      }
      return 0;
    }
    reseal(bytes);
    try {
      const SnapshotInfo info = peekSnapshot(bytes, "fuzz.snap");
      // Any board of the recorded shape; the others must be refused by shape.
      const auto& b = info.boardShape == boardShapeHash(*board("training")) ? board("training") : board("basic");
      if (info.kind == SnapshotKind::State) {
        checkState(bytes, b, pick);
      } else {
        checkHistory(bytes, b, pick);
      }
    } catch (const SnapshotError&) {
      return 0;
    }
  } catch (const std::exception& e) {
    fuzz::fail(std::string("an undeclared exception escaped: ") + e.what());
  }
  return 0;
}
