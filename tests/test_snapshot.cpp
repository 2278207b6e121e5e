// Binary snapshots (snapshot.hpp): a state or a history reads back exactly (operator==) over many random games,
// undo through checkpoints gives the state a full re-simulation gives, and damaged or hostile bytes are refused
// with a SnapshotError naming the source and the place, never a crash or a huge allocation.
#include <optional>
#include <string>
#include <vector>

#include "engine/nemesis/field_bytes.hpp"
#include "engine/nemesis/hash.hpp"
#include "engine/nemesis/history.hpp"
#include "engine/nemesis/snapshot.hpp"
#include "support.hpp"

using namespace test;

namespace {

// The header layout of snapshot.hpp: where the checksum is and what it covers.
constexpr std::size_t kChecksumAt = 19;
constexpr std::size_t kBodyAt = 27;

void fixChecksum(std::string& bytes) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (std::size_t i = kBodyAt; i < bytes.size(); ++i) h = (h ^ static_cast<std::uint8_t>(bytes[i])) * 0x100000001b3ULL;
  for (std::size_t i = 0; i < 8; ++i)
    bytes[kChecksumAt + i] = static_cast<char>(static_cast<std::uint8_t>(h >> (8 * i)));
}

// The SnapshotError message loading `bytes` gives, or "" when it loads.
std::string loadError(const std::string& bytes, std::shared_ptr<const Board> board = basicBoard()) {
  try {
    (void)loadSnapshot(bytes, std::move(board), "test.snap");
  } catch (const SnapshotError& e) {
    return e.what();
  }
  return {};
}

std::optional<Command> randomLegal(const GameState& s, Pcg32& pick, std::vector<Command>& legal) {
  if (s.status != GameStatus::Playing) return std::nullopt;
  legal.clear();
  legalCommands(s, legal);
  if (legal.empty()) return std::nullopt;
  return legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
}

GameState resimulate(const History& h) {
  GameState s = h.initial();
  EventLog log;
  for (const Command& c : h.commands()) REQUIRE(apply(s, c, log).ok());
  return s;
}

// A history of `commands` random legal commands by rounds (sandbox: undo may go anywhere).
History randomHistory(int players, std::uint64_t seed, int commands, bool sandbox = true) {
  History h(roundsGame(players, seed), sandbox);
  Pcg32 pick(seed, 5);
  std::vector<Command> legal;
  EventLog log;
  while (static_cast<int>(h.commands().size()) < commands) {
    const auto c = randomLegal(h.state(), pick, legal);
    if (!c) break;
    REQUIRE(h.apply(*c, log).ok());
  }
  return h;
}

// `value` encoded, then decoded as a game of 3 characters: what a snapshot's reader makes of those bytes.
template <class T>
T readBack(const T& value, const std::string& source) {
  std::string bytes;
  fields::StringSink sink{bytes};
  fields::ByteWriter<fields::StringSink> w(sink, false);
  w(value);
  fields::ByteReader r(bytes, 0, basicBoard(), source);
  r.context().characters = 3;
  T back;
  r(back);
  return back;
}

}  // namespace

TEST_CASE("a snapshot reads back as the same state over many random games, at every step") {
  int states = 0;
  int fullLoads = 0;
  std::size_t largest = 0;
  for (int players = 1; players <= 5; ++players) {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      const auto board = seed % 2 == 0 ? trainingBoard() : basicBoard();
      GameState s = roundsGame(players, 40 + seed, board);
      Pcg32 pick(seed, static_cast<std::uint64_t>(players));
      std::vector<Command> legal;
      EventLog log;
      for (int step = 0; step < 400; ++step) {
        CAPTURE(players);
        CAPTURE(seed);
        CAPTURE(step);
        const std::string bytes = saveCheckpoint(s);
        REQUIRE(loadCheckpoint(bytes, board) == s);
        if (step % 5 == 0) {
          const std::string snap = saveSnapshot(s);
          largest = std::max(largest, snap.size());
          const GameState back = loadSnapshot(snap, board, "test.snap");
          REQUIRE(back == s);
          REQUIRE(stateHash(back) == stateHash(s));
          ++fullLoads;
        }
        ++states;
        const auto c = randomLegal(s, pick, legal);
        if (!c) break;
        REQUIRE(apply(s, *c, log).ok());
      }
    }
  }
  MESSAGE(states << " states round-tripped, " << fullLoads << " through a full snapshot (largest " << largest
                 << " bytes)");
  CHECK(states > 800);
}

TEST_CASE("a history snapshot restores the history as it was, without re-simulating") {
  History h = randomHistory(3, 11, 40, false);
  REQUIRE(h.commands().size() == 40);
  // Take back what may be taken back, so the redo list has something in it; then make it a sandbox game.
  while (h.canUndo() && h.commands().size() > 30) REQUIRE(h.undo());
  h.setSandbox(true);
  REQUIRE(h.undo());
  REQUIRE(h.undo());
  REQUIRE(h.canRedo());

  const std::string bytes = saveHistorySnapshot(h);
  CHECK(peekSnapshot(bytes, "h.snap").kind == SnapshotKind::History);
  CHECK(boardNameOf(bytes, "h.snap") == "basic");  // basic.json has no "name": the board is named after its file
  History back = loadHistorySnapshot(bytes, basicBoard(), "h.snap");
  CHECK(back.initial() == h.initial());
  CHECK(back.state() == h.state());
  CHECK(back.commands() == h.commands());
  CHECK(back.sandbox() == h.sandbox());
  CHECK(back.canUndo() == h.canUndo());
  CHECK(back.canRedo() == h.canRedo());
  back.setSandbox(false);
  h.setSandbox(false);
  CHECK(back.whyNoUndo() == h.whyNoUndo());  // the notes of what each command revealed came back too

  // Both go on the same way: redo, then undo back past where the restored one has no checkpoints.
  EventLog a;
  EventLog b;
  REQUIRE(h.redo(a));
  REQUIRE(back.redo(b));
  CHECK(back.state() == h.state());
  CHECK(a.size() == b.size());
  h.setSandbox(true);
  back.setSandbox(true);
  for (int i = 0; i < 25; ++i) {
    REQUIRE(h.undo());
    REQUIRE(back.undo());
    REQUIRE(back.state() == h.state());
  }
}

TEST_CASE("undo through checkpoints gives exactly the state of a full re-simulation") {
  int compared = 0;
  for (int players = 3; players <= 5; ++players) {
    CAPTURE(players);
    History h = randomHistory(players, 60 + static_cast<std::uint64_t>(players), 120);
    REQUIRE(h.commands().size() > 3 * 16);
    Pcg32 pick(static_cast<std::uint64_t>(players), 9);
    std::vector<Command> legal;
    // Undo to the start, with redos and new commands on the way, comparing every state with a re-simulation.
    for (int guard = 0; !h.commands().empty() && guard < 1000; ++guard) {
      CAPTURE(h.commands().size());
      const std::uint32_t roll = pick.below(10);
      EventLog log;
      if (roll < 7) {
        REQUIRE(h.undo());
      } else if (roll < 9 && h.canRedo()) {
        REQUIRE(h.redo(log));
      } else if (const auto c = randomLegal(h.state(), pick, legal)) {
        REQUIRE(h.apply(*c, log).ok());
      }
      REQUIRE(h.state() == resimulate(h));
      ++compared;
    }
    CHECK(h.commands().empty());
  }
  CHECK(compared > 200);
}

TEST_CASE("a snapshot header names its board, and a snapshot loads only on a board of that shape") {
  const GameState s = roundsGame(2, 4, trainingBoard());
  const std::string bytes = saveSnapshot(s);
  const SnapshotInfo info = peekSnapshot(bytes, "x.snap");
  CHECK(info.version == kSnapshotVersion);
  CHECK(info.kind == SnapshotKind::State);
  CHECK(info.board == "Training deck (6 rooms)");  // the board file's "name"
  CHECK(info.boardShape == boardShapeHash(s.topo()));
  CHECK(boardNameOf(bytes, "x.snap") == "Training deck (6 rooms)");
  CHECK(loadError(bytes, trainingBoard()).empty());

  CHECK(loadError(bytes, basicBoard())
            .find("test.snap: byte 51 (board): the snapshot was taken on board \"Training deck (6 rooms)\", and the "
                  "board given (board \"basic\") has other rooms or corridors") == 0);
  Board reshaped = *trainingBoard();
  reshaped.corridors[0].numbersMask ^= 0x6U;  // same name, another shape
  CHECK(loadError(bytes, std::make_shared<const Board>(reshaped)).find("has other rooms or corridors") !=
        std::string::npos);
  CHECK(loadError(bytes, nullptr).find("no board") != std::string::npos);
  const std::string history = saveHistorySnapshot(History(s));
  CHECK(loadError(history, trainingBoard()).find("holds a game history, not a game state") != std::string::npos);

  // Finding the board file: by shape, whatever the board is called.
  const auto found = loadSnapshotBoard(bytes, asset("boards"), "x.snap");
  CHECK(boardShapeHash(*found) == info.boardShape);
  CHECK(loadSnapshot(bytes, found, "x.snap") == [&] {
    GameState expected = s;
    expected.board = found;
    return expected;
  }());
  const auto basic = loadSnapshotBoard(saveSnapshot(roundsGame(1, 1)), asset("boards"), "y.snap");
  CHECK(basic->name == "basic");  // no "name" in basic.json: named after its file
  CHECK_THROWS_WITH_AS((void)loadSnapshotBoard(bytes, asset("scenarios"), "x.snap"),
                       doctest::Contains("no board file in"), SnapshotError);
}

TEST_CASE("damaged or hostile snapshots are refused with the source and the place, never a crash") {
  const GameState s = roundsGame(3, 8);
  const std::string good = saveSnapshot(s);

  SUBCASE("the header: magic, version, kind, schema, checksum") {
    CHECK(loadError("").find("test.snap: byte 0 (header): not a nemesis snapshot") == 0);
    CHECK(loadError("{\"format\": \"nemesis-scenario\"}").find("not a nemesis snapshot") != std::string::npos);
    CHECK(loadError(good.substr(0, 12)).find("inside the 27-byte header") != std::string::npos);
    std::string newer = good;
    newer[8] = 2;
    CHECK(loadError(newer).find("byte 8 (version): snapshot format version 2; this program reads version 1 (the "
                                "snapshot was written by a newer program)") != std::string::npos);
    std::string kind = good;
    kind[10] = 7;
    CHECK(loadError(kind).find("byte 10 (kind): unknown snapshot kind 7") != std::string::npos);
    std::string schema = good;
    schema[11] ^= 1;
    CHECK(loadError(schema).find("byte 11 (schema): written by a program whose game state has other fields") !=
          std::string::npos);
    std::string damaged = good;
    damaged[good.size() / 2] ^= 0x10;
    CHECK(loadError(damaged).find("byte 19 (checksum): the data is damaged") != std::string::npos);
  }

  SUBCASE("a length larger than the bytes left is refused before anything is allocated") {
    // The payload starts with the characters' list length (the board is in the header): claim 2^40 of them.
    const SnapshotInfo info = peekSnapshot(good, "x");
    const std::size_t payload = kBodyAt + 1 + info.board.size() + 8;
    std::string huge = good.substr(0, payload);
    for (int i = 0; i < 5; ++i) huge.push_back(static_cast<char>(0x80));
    huge.push_back(0x20);
    huge += good.substr(payload + 1);
    fixChecksum(huge);
    const std::string e = loadError(huge);
    CHECK(e.find("test.snap: byte ") == 0);
    CHECK(e.find("(state.characters): a length of 1099511627776 but only ") != std::string::npos);
    // A count the bytes could hold but no game has is refused before the entries are read, too.
    std::string six = good;
    six[payload] = 6;
    fixChecksum(six);
    CHECK(loadError(six).find("(state.characters): 6 characters (a game has at most 5)") != std::string::npos);
  }

  SUBCASE("a command's payment of more cards than it has room for (found by fuzz_snapshot)") {
    Payment bad = Payment::of({1});
    bad.count = 3;  // Payment holds 2: reading the third would read past it
    const std::vector<Command> commands{Move{0, room(s, 11), bad}};
    CHECK_THROWS_WITH_AS((void)readBack(commands, "h.snap"),
                         doctest::Contains("h.snap: byte 9 ([0].pay.count): 3 is outside 0-2"), SnapshotError);
  }

  SUBCASE("a pending decision with more options than it has room for (found by fuzz_snapshot)") {
    Decision bad;
    bad.kind = DecisionKind::CarefulCorridor;
    bad.character = 0;
    bad.room = room(s, 11);
    bad.optionCount = -12;  // Decision holds 4 options: the save writer sliced them by this count
    CHECK_THROWS_WITH_AS((void)readBack(bad, "d.snap"), doctest::Contains("(optionCount): -12 is outside 0-4"),
                         SnapshotError);
  }

  SUBCASE("bytes after the end, and a bad id, name the field") {
    std::string longer = good + "x";
    fixChecksum(longer);
    CHECK(loadError(longer).find("1 bytes follow the end of the snapshot") != std::string::npos);

    GameState bad = s;
    bad.intruders.push_back(Intruder{1, IntruderType::Adult, 0, -1, 0});
    bad.intruders.back().room = 99;  // not a room: the decoder refuses it
    CHECK(loadError(saveSnapshot(bad)).find("(state.intruders[0].room): room 99 does not exist (0-") !=
          std::string::npos);
  }

  SUBCASE("a position the rules forbid is refused as a save would be") {
    GameState bad = s;
    bad.bag.push_back(bad.bag.front());  // one token in the bag twice
    const std::string e = loadError(saveSnapshot(bad));
    CHECK(e.find("test.snap (state): ") == 0);
    CHECK(e.find("bag") != std::string::npos);
  }

  SUBCASE("every truncation and every single-byte change: a SnapshotError or a sound state") {
    int refused = 0;
    int loaded = 0;
    for (std::size_t n = 0; n < good.size(); ++n) {
      CHECK_THROWS_AS((void)loadSnapshot(std::string_view(good).substr(0, n), basicBoard(), "t"), SnapshotError);
    }
    for (std::size_t i = kBodyAt; i < good.size(); ++i) {
      for (const unsigned x : {0x01U, 0x80U, 0xFFU}) {
        std::string bytes = good;
        bytes[i] = static_cast<char>(static_cast<std::uint8_t>(bytes[i]) ^ x);
        fixChecksum(bytes);
        try {
          const GameState back = loadSnapshot(bytes, basicBoard(), "t");
          REQUIRE(checkInvariants(back).empty());
          ++loaded;
        } catch (const SnapshotError&) {
          ++refused;
        }
      }
    }
    MESSAGE(refused << " changed snapshots refused, " << loaded << " loaded as another sound position");
    CHECK(refused > 0);
  }
}
