#include "setup.hpp"

#include <algorithm>
#include <string>

namespace nemesis {

namespace {

// A fixed stream so a seed alone names the game.
constexpr std::uint64_t kGameStream = 0x4e454d45534953ULL;  // "NEMESIS"

std::vector<int> tokensOfType(IntruderType type) {
  std::vector<int> ids;
  for (int i = 0; i < kTokenCount; ++i) {
    if (kIntruderTokens[static_cast<std::size_t>(i)].type == type) ids.push_back(i);
  }
  return ids;
}

std::vector<RoomTile> tilesOfSlot(SlotKind slot) {
  std::vector<RoomTile> tiles;
  for (int i = 0; i < kRoomTileCount; ++i) {
    if (kTiles[static_cast<std::size_t>(i)].slot == slot) tiles.push_back(static_cast<RoomTile>(i));
  }
  return tiles;
}

}  // namespace

std::vector<CharacterClass> defaultCharacters(int count) {
  std::vector<CharacterClass> out;
  for (int i = 0; i < count && i < kCharacterClassCount; ++i) out.push_back(static_cast<CharacterClass>(i));
  return out;
}

GameState newGame(std::shared_ptr<const Board> board, const SetupOptions& options) {
  const int players = static_cast<int>(options.characters.size());
  if (players < 1 || players > kMaxCharacters) {
    throw SetupError("a game has 1 to 5 characters, not " + std::to_string(players));
  }
  for (int i = 0; i < players; ++i) {
    for (int j = 0; j < i; ++j) {
      if (options.characters[static_cast<std::size_t>(i)] == options.characters[static_cast<std::size_t>(j)]) {
        throw SetupError(std::string(nameOf(options.characters[static_cast<std::size_t>(i)])) + " is chosen twice");
      }
    }
  }

  GameState s;
  s.board = std::move(board);
  const Board& b = *s.board;
  s.chance.rng.seed(options.seed, kGameStream);

  // Room tiles: the Room 1 tiles (Nest and both Evacuation sections among them) and Room 2 tiles are
  // shuffled onto their slots; special rooms are fixed and start explored.
  std::vector<RoomTile> room1 = tilesOfSlot(SlotKind::Room1);
  std::vector<RoomTile> room2 = tilesOfSlot(SlotKind::Room2);
  s.chance.shuffle(room1);
  s.chance.shuffle(room2);
  s.rooms.resize(static_cast<std::size_t>(b.roomCount()));
  std::size_t next1 = 0;
  std::size_t next2 = 0;
  for (int i = 0; i < b.roomCount(); ++i) {
    const BoardRoom& br = b.room(i);
    RoomState& rs = s.room(i);
    if (br.slot == SlotKind::Special) {
      rs.tile = *br.fixedTile;
      rs.explored = true;
    } else {
      rs.tile = br.slot == SlotKind::Room1 ? room1.at(next1++) : room2.at(next2++);
    }
  }

  // Exploration tokens: 20 shuffled, one face down on each random room tile, the rest unused.
  std::vector<int> exploration(static_cast<std::size_t>(kExplorationTokenCount));
  for (int i = 0; i < kExplorationTokenCount; ++i) exploration[static_cast<std::size_t>(i)] = i;
  s.chance.shuffle(exploration);
  std::size_t nextToken = 0;
  for (int i = 0; i < b.roomCount(); ++i) {
    if (b.room(i).slot != SlotKind::Special) s.room(i).explorationToken = exploration.at(nextToken++);
  }
  s.unusedExploration.assign(exploration.begin() + static_cast<std::ptrdiff_t>(nextToken), exploration.end());

  // Intruder bag: 1 Blank, 4 Larva, 1 Creeper, 1 Queen, 3 Adults + 1 per player; the rest is the supply.
  std::vector<int> larvae = tokensOfType(IntruderType::Larva);
  std::vector<int> creepers = tokensOfType(IntruderType::Creeper);
  std::vector<int> adults = tokensOfType(IntruderType::Adult);
  s.chance.shuffle(adults);  // which Adults go in is random
  const int adultsIn = 3 + players;
  s.bag.push_back(tokensOfType(IntruderType::Blank).front());
  s.bag.insert(s.bag.end(), larvae.begin(), larvae.begin() + 4);
  s.bag.push_back(creepers.front());
  s.bag.push_back(tokensOfType(IntruderType::Queen).front());
  s.bag.insert(s.bag.end(), adults.begin(), adults.begin() + adultsIn);
  for (int id = 0; id < kTokenCount; ++id) {
    if (std::find(s.bag.begin(), s.bag.end(), id) == s.bag.end()) s.supply.push_back(id);
  }

  s.attackDeck.resize(static_cast<std::size_t>(kAttackCardCount));
  for (int i = 0; i < kAttackCardCount; ++i) s.attackDeck[static_cast<std::size_t>(i)] = i;
  s.chance.shuffle(s.attackDeck);

  s.doors.assign(static_cast<std::size_t>(b.corridorCount()), DoorState::Open);
  s.noise.assign(static_cast<std::size_t>(b.passageCount()), 0);

  // Characters start in the Hibernatorium with a shuffled deck of 10 Action cards and a hand of 5.
  const int start = b.specialRoom(RoomTile::Hibernatorium);
  for (CharacterClass cls : options.characters) {
    Character c;
    c.cls = cls;
    c.room = start;
    for (int n = 1; n <= kActionDeckSize; ++n) c.deck.push_back(Card{CardKind::Action, n});
    s.chance.shuffle(c.deck);
    for (int i = 0; i < kHandSize; ++i) {
      c.hand.push_back(c.deck.back());
      c.deck.pop_back();
    }
    s.characters.push_back(std::move(c));
  }

  // Event deck (RULES.md §8), shuffled last so that everything above is dealt as before it existed.
  s.eventDeck.resize(static_cast<std::size_t>(kEventCardCount));
  for (int i = 0; i < kEventCardCount; ++i) s.eventDeck[static_cast<std::size_t>(i)] = i;
  s.chance.shuffle(s.eventDeck);
  s.freePlay = options.freePlay;
  return s;
}

}  // namespace nemesis
