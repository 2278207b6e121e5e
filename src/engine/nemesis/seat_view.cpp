// A seat's view of a Nemesis game: what the state shows that seat, and the view's bytes.
#include "seat_view.hpp"

#include <algorithm>

#include "board_file.hpp"
#include "field_bytes.hpp"
#include "scenario.hpp"
#include "setup.hpp"
#include "snapshot.hpp"

namespace nemesis {

namespace {

TokenCounts countByType(const std::vector<int>& tokens) {
  TokenCounts counts{};
  for (const int t : tokens) {
    if (t < 0 || t >= kTokenCount) continue;
    ++counts[static_cast<std::size_t>(kIntruderTokens[static_cast<std::size_t>(t)].type)];
  }
  return counts;
}

CharacterView characterView(const Character& c, bool mine) {
  CharacterView v;
  v.cls = c.cls;
  v.room = c.room;
  v.alive = c.alive;
  v.slime = c.slime;
  v.larva = c.larva;
  v.lightWounds = c.lightWounds;
  v.seriousWounds = c.seriousWounds;
  v.passed = c.passed;
  v.hibernated = c.hibernated;
  v.mine = mine;
  v.handSize = c.handSize();
  v.deckSize = static_cast<int>(c.deck.size());
  if (mine) v.hand = c.hand;
  v.discard = c.discard;
  return v;
}

RoomView roomView(const RoomState& r) {
  RoomView v;
  v.explored = r.explored;
  if (r.explored) {
    v.tile = r.tile;
    v.items = r.items;
  }
  v.faceDownToken = !r.explored && r.explorationToken >= 0;
  v.fire = r.fire;
  v.malfunction = r.malfunction;
  v.corpses = r.corpses;
  return v;
}

}  // namespace

SeatView seatView(const GameState& s, std::span<const int> characters) {
  SeatView v;
  for (int i = 0; i < s.characterCount(); ++i) {
    const bool mine = std::find(characters.begin(), characters.end(), i) != characters.end();
    v.characters.push_back(characterView(s.character(i), mine));
  }
  v.intruders = s.intruders;
  for (const RoomState& r : s.rooms) v.rooms.push_back(roomView(r));
  v.doors = s.doors;
  v.noise = s.noise;
  v.bag = countByType(s.bag);
  v.supply = countByType(s.supply);
  v.setAside = s.setAside;
  v.removedTokens = s.removedTokens;
  v.unusedExploration = static_cast<int>(s.unusedExploration.size());
  v.discardedExploration = s.discardedExploration;
  v.attackDeck = static_cast<int>(s.attackDeck.size());
  v.attackDiscard = s.attackDiscard;
  v.eventDeck = static_cast<int>(s.eventDeck.size());
  v.eventDiscard = s.eventDiscard;
  v.forced = s.chance.forced;
  v.pending = s.pending;
  v.round = s.round;
  v.phase = s.phase;
  v.status = s.status;
  v.loss = s.loss;
  v.nextIntruderId = s.nextIntruderId;
  v.nextContamination = s.nextContamination;
  v.freePlay = s.freePlay;
  v.firstPlayer = s.firstPlayer;
  v.turn = s.turn;
  v.actions = s.actions;
  v.eggs = s.eggs;
  v.stats = s.stats;
  return v;
}

std::string seatViewBytes(const SeatView& view) {
  return fields::bytesOf(view);
}

EventLog seatEvents(const EventLog& log) {
  EventLog out = log;
  for (Event& e : out) {
    if (auto* added = std::get_if<ev::TokenAddedToBag>(&e.data)) added->token = -1;
  }
  return out;
}

std::string eventBytes(const EventLog& log) {
  return fields::bytesOf(log);
}

EventLog loadEvents(std::string_view bytes, std::shared_ptr<const Board> board, int characters,
                    const std::string& source) {
  fields::ByteReader r(bytes, 0, std::move(board), source);
  r.context().characters = characters;
  EventLog log;
  r(log);
  r.requireEnd("the events");
  return log;
}

GameState tableStart(int players, std::uint64_t seed, const std::string& scenarioText, const std::string& boardsDir) {
  if (!scenarioText.empty()) return parseScenario(scenarioText, "the room's scenario", boardsDir);
  return newGame(tableBoard({}, boardsDir), SetupOptions{defaultCharacters(players), seed});
}

std::shared_ptr<const Board> tableBoard(const std::string& scenarioText, const std::string& boardsDir) {
  if (scenarioText.empty()) return std::make_shared<const Board>(loadBoardFile(boardsDir + "/basic.json"));
  return parseScenario(scenarioText, "the room's scenario", boardsDir).board;
}

SeatView loadSeatView(std::string_view bytes, std::shared_ptr<const Board> board, const std::string& source) {
  fields::ByteReader r(bytes, 0, std::move(board), source);
  SeatView view;
  r(view);
  r.requireEnd("the view");
  return view;
}

namespace {

// `count` of the ids 0..total-1 that `seen` does not hold, in order (fewer when there are not so many).
std::vector<int> unseenIds(int total, const std::vector<int>& seen, int count) {
  std::vector<int> out;
  for (int id = 0; id < total && static_cast<int>(out.size()) < count; ++id) {
    if (std::find(seen.begin(), seen.end(), id) == seen.end()) out.push_back(id);
  }
  return out;
}

bool holdsCard(const std::vector<Card>& pile, Card c) {
  return std::find(pile.begin(), pile.end(), c) != pile.end();
}

// The cards a view hides (other hands, every deck), dealt from those not seen: each character's Action cards not
// in its seen piles, then the Contamination cards gained (numbered 1 up) that no seen pile holds.
void dealHiddenCards(GameState& s, const SeatView& view) {
  std::vector<int> contamination;
  for (int n = 1; n < view.nextContamination; ++n) {
    const Card c{CardKind::Contamination, n};
    bool seen = false;
    for (const CharacterView& v : view.characters) seen = seen || holdsCard(v.discard, c) || holdsCard(v.hand, c);
    if (!seen) contamination.push_back(n);
  }
  std::size_t nextContamination = 0;
  for (std::size_t i = 0; i < view.characters.size(); ++i) {
    const CharacterView& v = view.characters[i];
    Character& c = s.characters[i];
    std::vector<Card> unseen;
    for (int n = 1; n <= kActionDeckSize; ++n) {
      const Card a{CardKind::Action, n};
      if (!holdsCard(v.discard, a) && !holdsCard(v.hand, a)) unseen.push_back(a);
    }
    std::size_t next = 0;
    const auto deal = [&](std::vector<Card>& pile, int count) {
      for (int k = 0; k < count; ++k) {
        if (next < unseen.size()) {
          pile.push_back(unseen[next++]);
        } else if (nextContamination < contamination.size()) {
          pile.push_back({CardKind::Contamination, contamination[nextContamination++]});
        }
      }
    };
    if (!v.mine) deal(c.hand, v.handSize);
    deal(c.deck, v.deckSize);
  }
}

}  // namespace

GameState stateOfView(const SeatView& view, std::shared_ptr<const Board> board) {
  GameState s;
  s.board = std::move(board);
  for (const CharacterView& v : view.characters) {
    Character c;
    c.cls = v.cls;
    c.room = v.room;
    c.alive = v.alive;
    c.slime = v.slime;
    c.larva = v.larva;
    c.lightWounds = v.lightWounds;
    c.seriousWounds = v.seriousWounds;
    c.passed = v.passed;
    c.hibernated = v.hibernated;
    if (v.mine) c.hand = v.hand;
    c.discard = v.discard;
    s.characters.push_back(std::move(c));
  }
  dealHiddenCards(s, view);
  s.intruders = view.intruders;
  s.doors = view.doors;
  s.noise = view.noise;
  s.setAside = view.setAside;
  s.removedTokens = view.removedTokens;
  // The bag's and the supply's tokens: of each counted type, tokens neither set aside nor removed.
  std::vector<int> seenTokens = view.setAside;
  seenTokens.insert(seenTokens.end(), view.removedTokens.begin(), view.removedTokens.end());
  for (std::size_t type = 0; type < view.bag.size(); ++type) {
    int bag = view.bag[type];
    int supply = view.supply[type];
    for (int t = 0; t < kTokenCount; ++t) {
      if (static_cast<std::size_t>(kIntruderTokens[static_cast<std::size_t>(t)].type) != type) continue;
      if (std::find(seenTokens.begin(), seenTokens.end(), t) != seenTokens.end()) continue;
      if (bag > 0) {
        s.bag.push_back(t);
        --bag;
      } else if (supply > 0) {
        s.supply.push_back(t);
        --supply;
      }
    }
  }
  // Exploration tokens: those not resolved, face down on the rooms that hold one and then unused.
  int faceDown = view.unusedExploration;
  for (const RoomView& r : view.rooms) faceDown += r.faceDownToken ? 1 : 0;
  const std::vector<int> unseen = unseenIds(kExplorationTokenCount, view.discardedExploration, faceDown);
  std::size_t next = 0;
  for (const RoomView& r : view.rooms) {
    RoomState room;
    room.explored = r.explored;
    room.tile = r.tile;
    room.items = r.items;
    room.fire = r.fire;
    room.malfunction = r.malfunction;
    room.corpses = r.corpses;
    if (r.faceDownToken && next < unseen.size()) room.explorationToken = unseen[next++];
    s.rooms.push_back(room);
  }
  // Face-down tiles: for each unexplored room, a tile of its slot that no explored room shows and none dealt before.
  std::vector<bool> used(static_cast<std::size_t>(kRoomTileCount), false);
  for (const RoomState& r : s.rooms) {
    if (r.explored) used[static_cast<std::size_t>(r.tile)] = true;
  }
  for (int i = 0; i < static_cast<int>(s.rooms.size()) && i < s.topo().roomCount(); ++i) {
    RoomState& room = s.room(i);
    if (room.explored) continue;
    const BoardRoom& br = s.topo().room(i);
    if (br.fixedTile) {
      room.tile = *br.fixedTile;
      continue;
    }
    for (int t = 0; t < kRoomTileCount; ++t) {
      if (used[static_cast<std::size_t>(t)] || kTiles[static_cast<std::size_t>(t)].slot != br.slot) continue;
      room.tile = static_cast<RoomTile>(t);
      used[static_cast<std::size_t>(t)] = true;
      break;
    }
  }
  s.unusedExploration.assign(unseen.begin() + static_cast<std::ptrdiff_t>(next), unseen.end());
  s.discardedExploration = view.discardedExploration;
  s.attackDeck = unseenIds(kAttackCardCount, view.attackDiscard, view.attackDeck);
  s.attackDiscard = view.attackDiscard;
  s.eventDeck = unseenIds(kEventCardCount, view.eventDiscard, view.eventDeck);
  s.eventDiscard = view.eventDiscard;
  s.chance.forced = view.forced;
  s.pending = view.pending;
  s.round = view.round;
  s.phase = view.phase;
  s.status = view.status;
  s.loss = view.loss;
  s.nextIntruderId = view.nextIntruderId;
  s.nextContamination = view.nextContamination;
  s.freePlay = view.freePlay;
  s.firstPlayer = view.firstPlayer;
  s.turn = view.turn;
  s.actions = view.actions;
  s.eggs = view.eggs;
  s.stats = view.stats;
  requirePlayable(s, "the view", "the position dealt from it");
  return s;
}

}  // namespace nemesis
