// What one seat at an online table may know of a Nemesis game (issue 25): the server sends each seat this view,
// never the state. A seat holds some characters (none: a spectator). It sees its own characters' hands; the
// other hands as counts (hand size is public: a Surprise Attack compares it); no deck's order, not even its own
// (decks as counts); the Intruder bag and the supply as counts by type (a token's number is seen when it is drawn);
// face-down room tiles and exploration tokens as unknown, not as "none"; the face-up piles (discards, set-aside
// and removed tokens, resolved exploration tokens) whole; the forced outcomes queued in a sandbox. Never the
// generator, never the resolution queue (it holds face-down tokens' ids).
//
// The view's field lists are in fields.hpp with the state's, so its bytes come from the same writer and are read
// back by the same checked reader as a snapshot. Those bytes depend on nothing the seat may not see:
// tests/test_seat_view.cpp perturbs every hidden thing of random games and checks they do not change.
#pragma once

#include <array>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "event.hpp"
#include "state.hpp"

namespace nemesis {

struct CharacterView {
  CharacterClass cls = CharacterClass::Captain;
  int room = 0;
  bool alive = true;
  bool slime = false;
  bool larva = false;
  int lightWounds = 0;
  int seriousWounds = 0;
  bool passed = false;
  bool hibernated = false;
  bool mine = false;  // held by the seat: `hand` is its hand
  int handSize = 0;
  int deckSize = 0;
  std::vector<Card> hand;  // the seat's own characters only; empty for the others
  std::vector<Card> discard;
  friend bool operator==(const CharacterView&, const CharacterView&) = default;
};

struct RoomView {
  bool explored = false;
  RoomTile tile = RoomTile::Storage;  // only when explored (else Storage, and meaningless)
  bool faceDownToken = false;         // an exploration token lies face down on it (which one is unknown)
  int items = -1;
  bool fire = false;
  bool malfunction = false;
  int corpses = 0;
  friend bool operator==(const RoomView&, const RoomView&) = default;
};

// Counts by Intruder token type (IntruderType order, the Blank last).
using TokenCounts = std::array<int, kIntruderKinds + 1>;

struct SeatView {
  std::vector<CharacterView> characters;
  std::vector<Intruder> intruders;
  std::vector<RoomView> rooms;
  std::vector<DoorState> doors;
  std::vector<std::uint8_t> noise;
  TokenCounts bag{};
  TokenCounts supply{};
  std::vector<int> setAside;
  std::vector<int> removedTokens;
  int unusedExploration = 0;
  std::vector<int> discardedExploration;
  int attackDeck = 0;
  std::vector<int> attackDiscard;
  int eventDeck = 0;
  std::vector<int> eventDiscard;
  ForcedOutcomes forced;
  Decision pending;
  int round = 1;
  Phase phase = Phase::Player;
  GameStatus status = GameStatus::Playing;
  LossReason loss = LossReason::None;
  int nextIntruderId = 1;
  int nextContamination = 1;
  bool freePlay = false;
  int firstPlayer = 0;
  int turn = 0;
  int actions = 0;
  int eggs = 0;
  GameStats stats;
  friend bool operator==(const SeatView&, const SeatView&) = default;
};

// The view of the seat holding `characters` (indices into s.characters; none: a spectator's public view).
[[nodiscard]] SeatView seatView(const GameState& s, std::span<const int> characters);
// Its bytes (the field lists' encoding, as a checkpoint's: no header), and those bytes read back for a game on
// `board`: a SnapshotError names the byte and the field that do not decode (`source`: where they came from).
[[nodiscard]] std::string seatViewBytes(const SeatView& view);
[[nodiscard]] SeatView loadSeatView(std::string_view bytes, std::shared_ptr<const Board> board,
                                    const std::string& source);

// A state the seat could be in: the view, with what it hides dealt from what it has not seen (each hidden hand and
// deck from its character's cards not seen, the bag and the supply as tokens of their counted types, each
// face-down room tile as a tile of its slot that no explored room shows, with an exploration token not yet seen,
// the attack and Event decks as the cards not in their discards),
// no resolution queue and a generator of no consequence. What a client shows and where a bot finds its commands;
// never what the table plays. Throws SnapshotError when that position is none a save could hold (a view from a
// server that does not follow the rules), so nothing downstream indexes out of range.
[[nodiscard]] GameState stateOfView(const SeatView& view, std::shared_ptr<const Board> board);

// A command's events as every seat may see them: each names only what it makes public, except a token from the
// supply going into the bag face down, sent by its type alone (token -1). The same for every seat: what differs
// between seats (their own hands) is in their views.
[[nodiscard]] EventLog seatEvents(const EventLog& log);
// Their bytes (the field lists' encoding), and those bytes read back (a client's; SnapshotError names the byte and
// the field that do not decode).
[[nodiscard]] std::string eventBytes(const EventLog& log);
// `characters`: the game's (its events name them by index).
[[nodiscard]] EventLog loadEvents(std::string_view bytes, std::shared_ptr<const Board> board, int characters,
                                  const std::string& source);

// The board an online table plays on, that its views read against: its scenario's (the text of the scenario the
// room was made from), else the basic board of a new game. Throws as the scenario's reader does.
[[nodiscard]] std::shared_ptr<const Board> tableBoard(const std::string& scenarioText, const std::string& boardsDir);
// The position an online table starts from: its scenario's, else a new game of `players` characters (the default
// ones) dealt with `seed`. The server opens its table from it, and a client plays a room's record from it.
[[nodiscard]] GameState tableStart(int players, std::uint64_t seed, const std::string& scenarioText,
                                   const std::string& boardsDir);

}  // namespace nemesis
