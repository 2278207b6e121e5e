// "rooms", "unused_exploration" and "discarded_exploration": what lies in each room (tile, explored,
// items, markers, corpses) and where each of the 20 exploration tokens is, face down on a room, unused or
// discarded. A room the file leaves out keeps its setup tile and token unless a listed room took them.
#include <algorithm>

#include "limits.hpp"
#include "scenario_reader.hpp"

namespace nemesis::scenario_reader {

RoomTile Reader::tile(const Value& v, const std::string& where) const {
  const std::string name = text(v, where);
  std::string wanted = sn::lower(name);
  std::replace(wanted.begin(), wanted.end(), '_', ' ');
  std::string all;
  for (int i = 0; i < kRoomTileCount; ++i) {
    const auto t = static_cast<RoomTile>(i);
    if (sn::lower(tileInfo(t).name) == wanted) return t;
    all += (all.empty() ? "" : ", ") + std::string(tileInfo(t).name);
  }
  fail(where, "unknown tile " + quote(name) + " (the tiles are: " + all + ")");
}

void Reader::readRooms(const Value& doc, GameState& s, const GameState& setup) const {
  const auto n = static_cast<std::size_t>(board().roomCount());
  std::vector<std::string> listed(n);
  std::vector<std::optional<NameSpec>> wanted(n);  // the face-down token asked for
  std::vector<bool> given(n, false);               // "exploration" given (null included)
  std::map<RoomTile, int> tileRoom;                // tiles given, and the room given each
  if (const Value* rooms = find(doc, "rooms")) {
    list(*rooms, "rooms");
    for (rapidjson::SizeType i = 0; i < rooms->Size(); ++i) {
      const std::string where = fieldAt("rooms", i);
      const Value& e = object((*rooms)[i], where);
      checkFields(e, where, {"room", "tile", "explored", "exploration", "items", "fire", "malfunction", "corpses"});
      const int r = roomIndex(required(e, "room", where), fieldAt(where, "room"));
      const auto ri = static_cast<std::size_t>(r);
      if (!listed[ri].empty())
        fail(fieldAt(where, "room"), "room " + std::to_string(label(r)) + " is also " + listed[ri]);
      listed[ri] = where;
      const BoardRoom& br = board().room(r);
      const bool special = br.slot == SlotKind::Special;
      RoomState& rs = s.room(r);
      if (const Value* t = find(e, "tile")) {
        const std::string w = fieldAt(where, "tile");
        const RoomTile wantedTile = tile(*t, w);
        const std::string tileName(tileInfo(wantedTile).name);
        const std::string roomName = "room " + std::to_string(label(r));
        if (special && wantedTile != *br.fixedTile) {
          fail(w, roomName + " is the " + std::string(tileInfo(*br.fixedTile).name) +
                      ": a special room's tile cannot change");
        }
        if (!special && tileInfo(wantedTile).slot != br.slot) {
          const auto slotName = [](SlotKind k) {
            return std::string(k == SlotKind::Special ? "a special room"
                               : k == SlotKind::Room1 ? "a Room 1"
                                                      : "a Room 2");
          };
          std::string problem = tileName;
          problem += " is " + slotName(tileInfo(wantedTile).slot) + " tile; ";
          problem += roomName + " is " + slotName(br.slot) + " slot";
          fail(w, problem);
        }
        if (auto it = tileRoom.find(wantedTile); it != tileRoom.end()) {
          fail(w, "the " + tileName + " tile is used twice (also at " + listed[static_cast<std::size_t>(it->second)] +
                      ")");
        }
        tileRoom[wantedTile] = r;
        rs.tile = wantedTile;
      }
      if (const Value* x = find(e, "explored")) {
        rs.explored = flag(*x, fieldAt(where, "explored"));
        if (special && !rs.explored) fail(fieldAt(where, "explored"), "special rooms are always explored");
      }
      if (const Value* x = find(e, "exploration")) {
        given[ri] = true;
        if (!x->IsNull()) {
          if (special) fail(fieldAt(where, "exploration"), "a special room has no exploration token");
          wanted[ri] = explorationToken(*x, fieldAt(where, "exploration"));
        }
      }
      if (const Value* x = find(e, "items")) rs.items = x->IsNull() ? -1 : number(*x, fieldAt(where, "items"), 0, 9);
      if (const Value* x = find(e, "fire")) rs.fire = flag(*x, fieldAt(where, "fire"));
      if (const Value* x = find(e, "malfunction")) rs.malfunction = flag(*x, fieldAt(where, "malfunction"));
      if (const Value* x = find(e, "corpses")) rs.corpses = number(*x, fieldAt(where, "corpses"), 0, kMaxCorpses);
    }
  }
  // A room whose setup tile went to a listed room takes a tile nobody holds, of its own slot kind: first
  // the tiles the listed rooms gave up, then the box in table order.
  std::vector<RoomTile> candidates;
  candidates.reserve(tileRoom.size() + kRoomTileCount);
  for (const auto& [t, r] : tileRoom) candidates.push_back(setup.room(r).tile);
  for (int i = 0; i < kRoomTileCount; ++i) candidates.push_back(static_cast<RoomTile>(i));
  for (int r = 0; r < board().roomCount(); ++r) {
    auto it = tileRoom.find(s.room(r).tile);
    if (board().room(r).slot == SlotKind::Special || it == tileRoom.end() || it->second == r) continue;
    for (RoomTile t : candidates) {
      const bool onBoard =
          std::any_of(s.rooms.begin(), s.rooms.end(), [&](const RoomState& rs) { return rs.tile == t; });
      if (tileInfo(t).slot == board().room(r).slot && !onBoard) {
        s.room(r).tile = t;
        break;
      }
    }
  }
  readExploration(doc, s, setup, listed, wanted, given);
}

void Reader::readExploration(const Value& doc, GameState& s, const GameState& setup,
                             const std::vector<std::string>& listed, const std::vector<std::optional<NameSpec>>& wanted,
                             const std::vector<bool>& given) const {
  const int n = board().roomCount();
  // Unlisted unexplored rooms keep their setup token, so requests take other tokens first.
  auto kept = [&](int r) {
    return board().room(r).slot != SlotKind::Special && !s.room(r).explored && !given[static_cast<std::size_t>(r)];
  };
  std::vector<int> keptTokens;
  std::vector<int> looseTokens;
  for (int r = 0; r < n; ++r) {
    const int t = setup.room(r).explorationToken;
    if (t >= 0) (kept(r) ? keptTokens : looseTokens).push_back(t);
  }
  Claims claims(kExplorationTokenCount);
  std::vector<Request> requests;
  std::vector<int> tokenOf(static_cast<std::size_t>(n), -1);
  for (int r = 0; r < n; ++r) {
    const auto ri = static_cast<std::size_t>(r);
    if (!wanted[ri]) continue;
    requests.push_back({*wanted[ri], fieldAt(listed[ri], "exploration"),
                        preferring({{setup.room(r).explorationToken}, setup.unusedExploration, looseTokens, keptTokens},
                                   kExplorationTokenCount),
                        &tokenOf[ri]});
  }
  const Value* unusedV = find(doc, "unused_exploration");
  const Value* discardedV = find(doc, "discarded_exploration");
  std::vector<int> unused;
  std::vector<int> discarded;
  auto readList = [&](const Value* v, const char* field, std::vector<int>& out, const std::vector<int>& prefs) {
    if (v == nullptr) return;
    list(*v, field);
    out.assign(v->Size(), -1);
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const std::string w = fieldAt(field, i);
      requests.push_back({explorationToken((*v)[i], w), w, prefs, &out[i]});
    }
  };
  readList(unusedV, "unused_exploration", unused,
           preferring({setup.unusedExploration, looseTokens, keptTokens}, kExplorationTokenCount));
  readList(discardedV, "discarded_exploration", discarded,
           preferring({looseTokens, setup.unusedExploration, keptTokens}, kExplorationTokenCount));
  resolve(requests, claims, kExplorationTokenKind);

  std::vector<int> replace;
  for (int r = 0; r < n; ++r) {
    if (!kept(r)) continue;
    const int t = setup.room(r).explorationToken;
    if (t >= 0 && claims.isFree(t)) {
      claims.claim(t, "room " + std::to_string(label(r)));
      tokenOf[static_cast<std::size_t>(r)] = t;
    } else if (t >= 0) {
      replace.push_back(r);
    }
  }
  const std::vector<int> spare = preferring({setup.unusedExploration, looseTokens}, kExplorationTokenCount);
  for (int r : replace) {
    auto it = std::find_if(spare.begin(), spare.end(), [&](int t) { return claims.isFree(t); });
    if (it == spare.end()) {
      fail("rooms", "no exploration token is left for unexplored room " + std::to_string(label(r)) +
                        ": all 20 are placed elsewhere");
    }
    claims.claim(*it, "room " + std::to_string(label(r)));
    tokenOf[static_cast<std::size_t>(r)] = *it;
  }
  for (int r = 0; r < n; ++r) s.room(r).explorationToken = tokenOf[static_cast<std::size_t>(r)];

  // The 20 tokens are conserved: those nobody placed fill the lists the file left out. By default a token
  // from a room now explored was resolved, so removed from the game; any other one is face down, unused.
  std::vector<bool> resolved(static_cast<std::size_t>(kExplorationTokenCount), false);
  for (int r = 0; r < n; ++r) {
    const int t = setup.room(r).explorationToken;
    if (t >= 0 && s.room(r).explored) resolved[static_cast<std::size_t>(t)] = true;
  }
  for (int t : preferring({setup.unusedExploration}, kExplorationTokenCount)) {
    if (!claims.isFree(t)) continue;
    if (unusedV == nullptr && (discardedV != nullptr || !resolved[static_cast<std::size_t>(t)])) {
      unused.push_back(t);
    } else if (discardedV == nullptr) {
      discarded.push_back(t);
    } else {
      fail("discarded_exploration", "exploration token " + sn::explorationTokenName(t, true) +
                                        " is on no room and in neither list (each of the 20 is in exactly one place)");
    }
  }
  if (discardedV == nullptr) std::sort(discarded.begin(), discarded.end());
  s.unusedExploration = unused;
  s.discardedExploration = discarded;
}

}  // namespace nemesis::scenario_reader
