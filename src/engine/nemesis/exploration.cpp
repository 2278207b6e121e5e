// Revealing a Room and resolving its Exploration token (seed 004 "Exploration Tokens", RULES.md §3).
#include <algorithm>

#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::detail {

TokenNoise explore(Resolver& r, int character, int room, int corridor, bool careful) {
  GameState& s = r.s;
  RoomState& rs = s.room(room);
  rs.explored = true;
  r.emit(RuleId::RevealRoom, ev::RoomRevealed{room, rs.tile});
  if (rs.explorationToken < 0) return TokenNoise::None;

  const bool forced = revealExplorationToken(r, room);
  if (!r.failure.ok()) return TokenNoise::None;
  const int token = rs.explorationToken;
  const ExplorationToken& t = kExplorationTokens[static_cast<std::size_t>(token)];
  r.emit(RuleId::RevealRoom, ev::ExplorationRevealed{room, token, t.effect, t.items, forced});

  if (rs.tile == RoomTile::Nest || rs.tile == RoomTile::RoomCoveredInSlime) {
    r.emit(RuleId::NoItemsInNestOrSlime, ev::NoEffect{character, room});
  } else {
    rs.items = t.items;
    r.emit(RuleId::SetItems, ev::ItemsSet{room, t.items});
  }

  switch (t.effect) {
    case ExplorationEffect::Silence:
      if (careful) {
        r.emit(RuleId::CarefulCancelsToken, ev::NoEffect{character, room});
        return TokenNoise::None;
      }
      r.emit(RuleId::ExplorationSilence, ev::NoiseRollSkipped{character, room});
      if (s.character(character).slime) {
        r.emit(RuleId::SlimeTurnsSilence,
               ev::ResultChanged{character, room, NoiseResult::Silence, NoiseResult::Danger});
        return TokenNoise::Danger;
      }
      return TokenNoise::Silence;
    case ExplorationEffect::Danger:
      if (careful) {
        r.emit(RuleId::CarefulCancelsToken, ev::NoEffect{character, room});
        return TokenNoise::None;
      }
      r.emit(RuleId::ExplorationDanger, ev::NoiseRollSkipped{character, room});
      return TokenNoise::Danger;
    case ExplorationEffect::Slime: gainSlime(r, character, RuleId::ExplorationSlime); break;
    case ExplorationEffect::Fire: placeFire(r, room, RuleId::ExplorationFire); break;
    case ExplorationEffect::Malfunction: placeMalfunction(r, room, RuleId::ExplorationMalfunction); break;
    case ExplorationEffect::Door: placeDoor(r, corridor, RuleId::ExplorationDoor); break;
  }
  return TokenNoise::None;
}

void discardExploration(Resolver& r, const Step& st) {
  RoomState& rs = r.s.room(st.room);
  if (rs.explorationToken != st.explorationToken()) return;
  rs.explorationToken = -1;
  r.s.discardedExploration.push_back(st.explorationToken());
  r.emit(RuleId::ExplorationRemoved, ev::ExplorationDiscarded{st.room, st.explorationToken()});
}

}  // namespace nemesis::detail
