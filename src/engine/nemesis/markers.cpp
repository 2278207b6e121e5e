// Fire, Malfunction and Door pools with their limits, and the end of the game they can cause
// (seed 004 "Fire Marker", "Malfunction Marker", "Door Token"; RULES.md §9).
#include "queries.hpp"
#include "resolve.hpp"

namespace nemesis::detail {

void loseGame(Resolver& r, LossReason reason, RuleId rule) {
  r.s.status = GameStatus::Lost;
  r.s.loss = reason;
  r.s.pending = Decision{};
  r.emit(rule, ev::GameOver{reason});
}

void placeFire(Resolver& r, int room, RuleId rule) {
  RoomState& rs = r.s.room(room);
  if (rs.fire) {
    r.emit(RuleId::FireOnePerRoom, ev::NoEffect{-1, room});
    return;
  }
  if (firesOnBoard(r.s) >= kFireMarkers) {
    loseGame(r, LossReason::ShipExploded, RuleId::ShipExplodes);
    return;
  }
  rs.fire = true;
  r.emit(rule, ev::FirePlaced{room});
}

void placeMalfunction(Resolver& r, int room, RuleId rule) {
  RoomState& rs = r.s.room(room);
  if (rs.tile == RoomTile::Nest || rs.tile == RoomTile::RoomCoveredInSlime) {
    r.emit(RuleId::MalfunctionForbidden, ev::NoEffect{-1, room});
    return;
  }
  if (rs.malfunction) {
    r.emit(RuleId::MalfunctionOnePerRoom, ev::NoEffect{-1, room});
    return;
  }
  if (malfunctionsOnBoard(r.s) >= kMalfunctionMarkers) {
    loseGame(r, LossReason::HullBreached, RuleId::HullBreach);
    return;
  }
  rs.malfunction = true;
  r.emit(rule, ev::MalfunctionPlaced{room});
}

void placeDoor(Resolver& r, int corridor, RuleId rule) {
  GameState& s = r.s;
  const DoorState here = s.door(corridor);
  if (here == DoorState::Destroyed) {
    r.emit(RuleId::DestroyedStaysDestroyed, ev::NoEffect{-1, -1});
    return;
  }
  if (here == DoorState::Closed) {
    r.emit(RuleId::OneDoorPerCorridor, ev::NoEffect{-1, -1});
    return;
  }
  if (doorTokensOnBoard(s) >= kDoorTokens) {
    // Pool empty: take a token from the board (ruling: a Destroyed one first, lowest corridor).
    int take = -1;
    for (int pass = 0; pass < 2 && take < 0; ++pass) {
      const DoorState wanted = pass == 0 ? DoorState::Destroyed : DoorState::Closed;
      for (int c = 0; c < s.topo().corridorCount(); ++c) {
        if (s.door(c) == wanted) {
          take = c;
          break;
        }
      }
    }
    s.doors[static_cast<std::size_t>(take)] = DoorState::Open;
    r.emit(RuleId::DoorFromBoardChoice, ev::DoorTokenTaken{take, corridor});
    rule = RuleId::DoorFromBoard;
  }
  s.doors[static_cast<std::size_t>(corridor)] = DoorState::Closed;
  r.emit(rule, ev::DoorClosed{corridor});
}

}  // namespace nemesis::detail
