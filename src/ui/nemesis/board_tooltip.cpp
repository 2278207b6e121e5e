#include "board_tooltip.hpp"

#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/queries.hpp"
#include "payment_choice.hpp"

namespace nemesis::ui {

namespace {

std::string numbersOf(const GameState& s, PassageId passage, int room) {
  std::string out;
  for (int n = 1; n <= 4; ++n) {
    if (s.topo().exit(room, n) == passage) out += (out.empty() ? "" : ",") + std::to_string(n);
  }
  return out;
}

std::string wounds(const Character& c) {
  return std::to_string(c.lightWounds) + " Light, " + std::to_string(c.seriousWounds) + " Serious";
}

}  // namespace

std::vector<std::string> roomTooltip(const GameState& s, int room, int activeCharacter) {
  std::vector<std::string> lines;
  const RoomState& r = s.room(room);
  lines.push_back(roomName(s, room));
  if (!r.explored) {
    lines.emplace_back("Unexplored: the tile and its exploration token lie face down until a Character enters.");
  } else if (r.items >= 0) {
    lines.push_back("Items: " + std::to_string(r.items));
  }
  if (r.fire) lines.emplace_back("Fire marker: a Character ending their turn here suffers a Light Wound.");
  if (r.malfunction) lines.emplace_back("Malfunction marker.");
  if (r.corpses > 0) lines.push_back("Corpses: " + std::to_string(r.corpses));
  for (int c = 0; c < s.characterCount(); ++c) {
    const Character& ch = s.character(c);
    if (ch.room != room || ch.hibernated) continue;
    std::string line = characterName(s, c) + (ch.alive ? "" : " (dead)") + ": " + wounds(ch) + " Wounds";
    if (ch.slime) line += ", Slime";
    if (ch.larva) line += ", a Larva on the board";
    if (ch.alive && characterInCombat(s, c)) line += ", in Combat";
    lines.push_back(line);
  }
  for (const Intruder& in : s.intruders) {
    if (in.room != room) continue;
    lines.push_back(std::string(nameOf(in.type)) + " #" + std::to_string(in.id) +
                    (in.injuries > 0 ? ", " + std::to_string(in.injuries) + " Injuries" : std::string()) +
                    (intruderInCombat(s, in) ? ", in Combat" : ""));
  }
  int marked = 0;
  const BoardRoom& b = s.topo().room(room);
  for (int i = 0; i < b.connectedCount; ++i) marked += s.hasNoise(b.connected[static_cast<std::size_t>(i)]) ? 1 : 0;
  lines.push_back("Noise markers on its corridors: " + std::to_string(marked) + " of " +
                  std::to_string(b.connectedCount));
  // Whether the active character may move here, and if not the engine's own reason.
  if (activeCharacter >= 0 && activeCharacter < s.characterCount() && s.status == GameStatus::Playing) {
    const Character& who = s.character(activeCharacter);
    if (who.room != room) {
      const Move move{activeCharacter, room, choosePayment(who, {}, 1)};
      const Verdict v = validate(s, move);
      lines.push_back(v.ok() ? "Movement here: legal (1 Action card)." : "Not a move now: " + explain(s, v));
    }
  }
  return lines;
}

std::vector<std::string> passageTooltip(const GameState& s, PassageId passage) {
  std::vector<std::string> lines;
  if (s.topo().isTechSpace(passage)) {
    lines.emplace_back("The Technical Corridors space");
    lines.emplace_back("A Noise marker here counts in every Technical Corridors entrance of the board.");
    lines.emplace_back(std::string("Noise marker: ") + (s.hasNoise(passage) ? "yes" : "no"));
    return lines;
  }
  const Corridor& c = s.topo().corridor(passage);
  const int a = c.rooms[0];
  const int b = c.rooms[1];
  lines.push_back("Corridor " + std::to_string(s.topo().room(a).label) + "-" + std::to_string(s.topo().room(b).label));
  lines.push_back("Number " + numbersOf(s, passage, a) + " from " + roomName(s, a) + ", " + numbersOf(s, passage, b) +
                  " from " + roomName(s, b));
  switch (s.door(passage)) {
    case DoorState::Closed: lines.emplace_back("Closed Door: Characters cannot pass; an Intruder breaks it."); break;
    case DoorState::Destroyed: lines.emplace_back("Destroyed Door: it can never be Closed again."); break;
    default: break;
  }
  lines.push_back(std::string("Noise marker: ") + (s.hasNoise(passage) ? "yes (it fills the whole corridor)" : "no"));
  return lines;
}

}  // namespace nemesis::ui
