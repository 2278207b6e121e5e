#include "queries.hpp"

namespace nemesis {

int intruderIndex(const GameState& s, int intruderId) {
  for (std::size_t i = 0; i < s.intruders.size(); ++i) {
    if (s.intruders[i].id == intruderId) return static_cast<int>(i);
  }
  return -1;
}

bool roomHasIntruder(const GameState& s, int room) {
  for (const Intruder& in : s.intruders) {
    if (in.room == room) return true;
  }
  return false;
}

bool roomHasCharacter(const GameState& s, int room, int exceptCharacter) {
  for (int i = 0; i < s.characterCount(); ++i) {
    const Character& c = s.character(i);
    if (i != exceptCharacter && present(c) && c.room == room) return true;
  }
  return false;
}

bool characterInCombat(const GameState& s, int character) {
  const Character& c = s.character(character);
  return present(c) && roomHasIntruder(s, c.room);
}

bool intruderInCombat(const GameState& s, const Intruder& intruder) {
  return roomHasCharacter(s, intruder.room);
}

bool allPassagesMarked(const GameState& s, int room) {
  const BoardRoom& r = s.topo().room(room);
  for (int i = 0; i < r.connectedCount; ++i) {
    if (!s.hasNoise(r.connected[static_cast<std::size_t>(i)])) return false;
  }
  return true;
}

int noiseMarkersOnBoard(const GameState& s) {
  int n = 0;
  for (auto m : s.noise) n += m;
  return n;
}

int doorTokensOnBoard(const GameState& s) {
  int n = 0;
  for (DoorState d : s.doors) n += d == DoorState::Open ? 0 : 1;
  return n;
}

int firesOnBoard(const GameState& s) {
  int n = 0;
  for (const RoomState& r : s.rooms) n += r.fire ? 1 : 0;
  return n;
}

int malfunctionsOnBoard(const GameState& s) {
  int n = 0;
  for (const RoomState& r : s.rooms) n += r.malfunction ? 1 : 0;
  return n;
}

int miniaturesInUse(const GameState& s, IntruderType type) {
  int n = 0;
  for (const Intruder& in : s.intruders) n += in.type == type ? 1 : 0;
  if (type == IntruderType::Larva) {
    for (const Character& c : s.characters) n += c.larva ? 1 : 0;
  }
  return n;
}

int livingCharacters(const GameState& s) {
  int n = 0;
  for (const Character& c : s.characters) n += c.alive ? 1 : 0;
  return n;
}

int awakeCharacters(const GameState& s) {
  int n = 0;
  for (const Character& c : s.characters) n += present(c) ? 1 : 0;
  return n;
}

int inTurnOrder(const GameState& s, int k) {
  return (s.firstPlayer + k) % s.characterCount();
}

AttackTargetPick pickAttackTarget(const GameState& s, int room) {
  AttackTargetPick pick;
  int fewest = 0;
  for (int k = 0; k < s.characterCount(); ++k) {
    const int i = inTurnOrder(s, k);
    const Character& c = s.character(i);
    if (!present(c) || c.room != room) continue;
    const int cards = c.actionCardsInHand();
    if (pick.character < 0 || cards < fewest) {
      pick = AttackTargetPick{i, false};
      fewest = cards;
    } else if (cards == fewest) {
      pick.tie = true;
    }
  }
  return pick;
}

}  // namespace nemesis
