// What each seat of an online table is sent (issue 25): the bytes of a seat's view are identical when everything
// that seat cannot see is perturbed, over random games of both modules. Nemesis: the other characters' hands (their
// cards dealt again between hand and deck, counts kept), every deck's order, the attack and Event decks' orders,
// which face-down exploration token lies where, which Intruder tokens of a type are in the bag and which in the
// supply, the bag's order, the face-down room tiles, the generator. Enormity: the face-down Blip tokens (dealt again
// between the Blips on the map and the pool) and the generator. Each perturbation is shown to change the full
// state, so the property is not true for want of a change; and what a seat does see (its own hand) does change
// its bytes.
#include <algorithm>
#include <vector>

#include "engine/enormity/hash.hpp"
#include "engine/enormity/legal.hpp"
#include "engine/enormity/seat_view.hpp"
#include "engine/nemesis/seat_view.hpp"
#include "engine/nemesis/snapshot.hpp"
#include "enormity_support.hpp"
#include "hidden_deal.hpp"
#include "support.hpp"

using namespace test;

namespace {

// Everything the seat holding `mine` cannot see, dealt again (hidden_deal.hpp's dealing, plus the other hands and
// the face-down tiles).
void perturbHidden(GameState& s, const std::vector<int>& mine, Pcg32& rng) {
  dealHiddenAgain(s, rng);
  for (int c = 0; c < s.characterCount(); ++c) {
    if (std::find(mine.begin(), mine.end(), c) != mine.end()) continue;
    Character& ch = s.character(c);
    std::vector<Card> cards = ch.hand;
    cards.insert(cards.end(), ch.deck.begin(), ch.deck.end());
    shuffleWith(cards, rng);
    std::copy(cards.begin(), cards.begin() + static_cast<std::ptrdiff_t>(ch.hand.size()), ch.hand.begin());
    std::copy(cards.begin() + static_cast<std::ptrdiff_t>(ch.hand.size()), cards.end(), ch.deck.begin());
  }
  std::vector<int*> tiles;
  std::vector<RoomTile> faces;
  for (RoomState& r : s.rooms) {
    if (r.explored) continue;
    faces.push_back(r.tile);
  }
  shuffleWith(faces, rng);
  std::size_t next = 0;
  for (RoomState& r : s.rooms) {
    if (!r.explored) r.tile = faces[next++];
  }
}

std::vector<std::vector<int>> seatsOf(const GameState& s) {
  std::vector<std::vector<int>> seats{{}};  // a spectator
  for (int c = 0; c < s.characterCount(); ++c) seats.push_back({c});
  if (s.characterCount() >= 3) seats.push_back({0, 2});  // a player holding two characters
  return seats;
}

}  // namespace

TEST_CASE("a Nemesis seat's view: its bytes do not depend on anything the seat may not see") {
  int positions = 0;
  int views = 0;
  int stateChanged = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    GameState s = roundsGame(2 + static_cast<int>(seed % 4), seed);
    Pcg32 pick(seed, 5);
    Pcg32 deal(seed, 6);
    std::vector<Command> legal;
    for (int step = 0; step < 30 && s.status == GameStatus::Playing; ++step) {
      ++positions;
      for (const std::vector<int>& seat : seatsOf(s)) {
        CAPTURE(seed);
        CAPTURE(step);
        CAPTURE(seat.size());
        const SeatView view = seatView(s, seat);
        const std::string bytes = seatViewBytes(view);
        GameState other = s;
        perturbHidden(other, seat, deal);
        stateChanged += saveCheckpoint(other) != saveCheckpoint(s) ? 1 : 0;
        REQUIRE(seatViewBytes(seatView(other, seat)) == bytes);
        // The bytes read back to the same view, checked against the board as a snapshot is.
        CHECK(loadSeatView(bytes, s.board, "view") == view);
        // A state dealt from the view (what a client shows, where a bot finds its commands) shows that seat the
        // same view.
        CHECK(seatView(stateOfView(view, s.board), seat) == view);
        ++views;
      }
      legalCommands(s, legal);
      if (legal.empty()) break;
      EventLog log;
      REQUIRE(apply(s, legal[pick.below(static_cast<std::uint32_t>(legal.size()))], log).ok());
    }
  }
  MESSAGE(positions << " positions, " << views << " views, the hidden state perturbed " << stateChanged << " times");
  CHECK(views > 500);
  CHECK(stateChanged == views);  // every perturbation changed the full state (the generator at least)
}

TEST_CASE(
    "a Nemesis seat's view shows its own hand, the other hands as counts, the bag by type, face-down as unknown") {
  GameState s = roundsGame(3, 4);
  const std::vector<int> captain{0};
  const SeatView mine = seatView(s, captain);
  REQUIRE(mine.characters.size() == 3);
  CHECK(mine.characters[0].mine);
  CHECK(mine.characters[0].hand == s.character(0).hand);
  CHECK_FALSE(mine.characters[1].mine);
  CHECK(mine.characters[1].hand.empty());
  CHECK(mine.characters[1].handSize == s.character(1).handSize());
  CHECK(mine.characters[0].deckSize == static_cast<int>(s.character(0).deck.size()));
  int bagged = 0;
  for (const int n : mine.bag) bagged += n;
  CHECK(bagged == static_cast<int>(s.bag.size()));
  int faceDown = 0;
  for (std::size_t r = 0; r < s.rooms.size(); ++r) {
    if (s.rooms[r].explored) continue;
    CHECK(mine.rooms[r].tile == RoomTile::Storage);  // a face-down tile is unknown, whatever it is
    faceDown += mine.rooms[r].faceDownToken ? 1 : 0;
  }
  CHECK(faceDown > 0);
  // What the seat does see changes its bytes: its own hand (the same test with another seat's cards would not).
  GameState other = s;
  std::swap(other.character(0).hand.front(), other.character(0).deck.front());
  if (!(other.character(0).hand == s.character(0).hand)) {
    CHECK(seatViewBytes(seatView(other, captain)) != seatViewBytes(mine));
    CHECK(seatViewBytes(seatView(other, std::vector<int>{1})) == seatViewBytes(seatView(s, std::vector<int>{1})));
  }
}

TEST_CASE("a Nemesis seat's view: bytes that do not decode are refused with the byte and the field") {
  const GameState s = roundsGame(2, 3);
  const std::string bytes = seatViewBytes(seatView(s, std::vector<int>{0}));
  // Cut short anywhere, or with bytes after its end, or claiming a huge list: a SnapshotError, never a crash.
  for (std::size_t cut : {std::size_t{0}, std::size_t{1}, bytes.size() / 2, bytes.size() - 1}) {
    CAPTURE(cut);
    CHECK_THROWS_AS((void)loadSeatView(bytes.substr(0, cut), s.board, "view"), SnapshotError);
  }
  CHECK(errorOf<SnapshotError>([&] { (void)loadSeatView(bytes + "x", s.board, "view"); }).find("follow the end") !=
        std::string::npos);
  const std::string huge = "\xff\xff\xff\xff\xff\xff\xff\xff\x7f";
  CHECK(errorOf<SnapshotError>([&] { (void)loadSeatView(huge, s.board, "view"); }).find("bytes are left") !=
        std::string::npos);
  // A view that reads but is no position a save could hold (a server that does not follow the rules): the state
  // dealt from it is refused with the scenario reader's reason, before anything indexes by it.
  SeatView bent = seatView(s, std::vector<int>{0});
  bent.turn = 7;
  CHECK(errorOf<SnapshotError>([&] { (void)stateOfView(bent, s.board); }).find("the view (the position dealt") == 0);
}

namespace {

// The face-down Blip tokens dealt again between the Blips on the map and the pool, and a new generator.
void perturbHidden(enormity::State& s, Pcg32& rng) {
  std::vector<int*> tokens;
  for (enormity::Blip& b : s.blips) tokens.push_back(&b.token);
  for (int& t : s.blipPool) tokens.push_back(&t);
  dealAmong(tokens, rng);
  s.chance.rng.seed((static_cast<std::uint64_t>(rng.next()) << 32U) | rng.next(), rng.next());
}

}  // namespace

TEST_CASE("an Enormity seat's view: its bytes do not depend on the face-down Blip tokens or the generator") {
  namespace en = nemesis::enormity;
  int views = 0;
  int stateChanged = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    en::State s = etest::randomPosition(seed);
    Pcg32 pick(seed, 5);
    Pcg32 deal(seed, 6);
    for (int step = 0; step < 30; ++step) {
      CAPTURE(seed);
      CAPTURE(step);
      const std::string bytes = en::seatViewBytes(en::seatView(s));
      en::State other = s;
      perturbHidden(other, deal);
      stateChanged += en::stateHash(other) != en::stateHash(s) ? 1 : 0;
      REQUIRE(en::seatViewBytes(en::seatView(other)) == bytes);
      // The bytes read back to the view, and a state dealt from it shows the same view (compared by bytes: the
      // map read back is a copy, and views compare maps by identity).
      const en::SeatView view = en::loadSeatView(bytes, "view");
      CHECK(en::seatViewBytes(view) == bytes);
      CHECK(en::seatViewBytes(en::seatView(en::stateOfView(view))) == bytes);
      ++views;
      std::vector<en::Command> legal;
      en::legalCommands(s, legal);
      if (legal.empty()) break;
      en::EventLog log;
      REQUIRE(
          en::apply(s, legal[static_cast<std::size_t>(etest::below(pick, static_cast<int>(legal.size())))], log).ok());
    }
  }
  MESSAGE(views << " views, the hidden state perturbed " << stateChanged << " times");
  CHECK(views > 300);
  CHECK(stateChanged == views);
  // A Blip shows where it stands and faces, never its token.
  const en::State s = etest::randomPosition(7);
  const en::SeatView v = en::seatView(s);
  REQUIRE(v.blips.size() == s.blips.size());
  CHECK(v.blipPool == static_cast<int>(s.blipPool.size()));
}

TEST_CASE("an Enormity seat's view: bytes that do not decode, or no position, are refused with where") {
  namespace en = nemesis::enormity;
  const en::State s = etest::randomPosition(3);
  const std::string bytes = en::seatViewBytes(en::seatView(s));
  for (std::size_t cut : {std::size_t{0}, std::size_t{1}, bytes.size() / 2, bytes.size() - 1}) {
    CAPTURE(cut);
    CHECK_THROWS_AS((void)en::loadSeatView(bytes.substr(0, cut), "view"), en::ViewError);
  }
  CHECK(errorOf<en::ViewError>([&] { (void)en::loadSeatView(bytes + "x", "view"); }).find("follow the end") !=
        std::string::npos);
  const std::string huge = "\xff\xff\xff\xff\xff\xff\xff\xff\x7f";
  CHECK(errorOf<en::ViewError>([&] { (void)en::loadSeatView(huge, "view"); }).find("bytes are left") !=
        std::string::npos);
  // A map whose rows disagree with its width: refused by the reader, naming the field.
  en::SeatView bent = en::seatView(s);
  auto map = std::make_shared<en::Map>(*bent.map);
  map->rows.front().pop_back();
  bent.map = map;
  CHECK(errorOf<en::ViewError>([&] { (void)en::loadSeatView(en::seatViewBytes(bent), "view"); }).find("(map)") !=
        std::string::npos);
  // A Spacer off the floor: the bytes decode, but the view is no position (checkInvariants says why).
  en::SeatView off = en::seatView(s);
  off.spacers.front().space = {-1, -1};
  CHECK(errorOf<en::ViewError>([&] { (void)en::stateOfView(off); }).find("not on a floor space") != std::string::npos);
}
