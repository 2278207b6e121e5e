// "doors" and "noise": what lies in the corridors, each named by the two rooms it joins ([7, 11]), and the
// Technical Corridors space ("technical").
#include "limits.hpp"
#include "queries.hpp"
#include "scenario_reader.hpp"

namespace nemesis::scenario_reader {

int Reader::corridorOf(const Value& v, const std::string& where) const {
  if (!v.IsArray() || v.Size() != 2) {
    fail(where, "expected a corridor as the two rooms it joins, [roomA, roomB], got " + describeValue(v));
  }
  const int a = roomIndex(v[0], fieldAt(where, 0));
  const int b = roomIndex(v[1], fieldAt(where, 1));
  const int c = a == b ? -1 : board().corridorBetween(a, b);
  if (c < 0) {
    fail(where, "there is no corridor between rooms " + std::to_string(label(a)) + " and " + std::to_string(label(b)) +
                    " on this board");
  }
  return c;
}

void Reader::readDoorsAndNoise(const Value& doc, GameState& s) const {
  if (const Value* v = find(doc, "doors")) {
    list(*v, "doors");
    std::map<int, std::string> seen;
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const std::string where = fieldAt("doors", i);
      const Value& e = object((*v)[i], where);
      checkFields(e, where, {"corridor", "state"});
      const int c = corridorOf(required(e, "corridor", where), fieldAt(where, "corridor"));
      if (!seen.emplace(c, where).second)
        fail(fieldAt(where, "corridor"), corridorName(board(), c) + " is also " + seen[c]);
      s.doors[static_cast<std::size_t>(c)] =
          word<DoorState>(required(e, "state", where), fieldAt(where, "state"), sn::kDoors);
    }
    if (doorTokensOnBoard(s) > kDoorTokens) {
      fail("doors", "more Door tokens than the " + std::to_string(kDoorTokens) + " in the game");
    }
  }
  if (const Value* v = find(doc, "noise")) {
    list(*v, "noise");
    std::fill(s.noise.begin(), s.noise.end(), 0);
    std::map<int, std::string> seen;
    for (rapidjson::SizeType i = 0; i < v->Size(); ++i) {
      const std::string where = fieldAt("noise", i);
      const Value& e = (*v)[i];
      int p = kNoPassage;
      if (e.IsString()) {
        if (sn::lower(str(e)) != sn::kTechnical) {
          fail(where,
               "expected [roomA, roomB] or \"technical\" (the Technical Corridors space), got " + describeValue(e));
        }
        p = board().techSpace();
      } else {
        p = corridorOf(e, where);
      }
      if (!seen.emplace(p, where).second) {
        fail(where, "two markers in one corridor: " + corridorName(board(), p) + " is also marked at " + seen[p]);
      }
      s.noise[static_cast<std::size_t>(p)] = 1;
    }
  }
}

}  // namespace nemesis::scenario_reader
