// `nemesis-lab odds`: the exact odds of every legal Movement and Careful Movement (per corridor) of a character in a
// scenario (src/engine/nemesis/move_odds.hpp), as a table of percentages or as JSON.
#include <rapidjson/document.h>
#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>

#include "engine/kernel/quote.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/move_odds.hpp"
#include "engine/nemesis/scenario_names.hpp"
#include "engine/nemesis/script.hpp"
#include "lab.hpp"
#include "lab_input.hpp"
#include "lab_output.hpp"

namespace lab {

using namespace nemesis;

namespace {

using Allocator = rapidjson::Document::AllocatorType;

std::string percent(Probability p) {
  char text[16];
  std::snprintf(text, sizeof text, "%.1f", static_cast<double>(100 * p));
  return text;
}

std::string word(std::string_view name) {
  return scenario_names::lower(name);
}

std::string actionText(const DestinationOdds& d) {
  return d.careful ? "careful " + std::to_string(d.corridorNumber) : "move";
}

// P(the game ends by this move), whatever the reason.
Probability gameEnds(const MoveOdds& o) {
  Probability p = o.gameWon;
  for (const Probability lost : o.gameLost) p += lost;
  return p;
}

Probability anyWound(const MoveOdds& o) {
  Probability p = 0;
  for (const MoveOdds::Wounds& w : o.wounds) p += w.light + w.serious > 0 ? w.p : 0;
  return p;
}

std::string intruderName(const GameState& s, int id) {
  for (const Intruder& in : s.intruders) {
    if (in.id == id) return std::string(nameOf(in.type)) + " #" + std::to_string(id);
  }
  return "Intruder #" + std::to_string(id);
}

// "Name 12.5, Name 3.0": the entries with a chance, in the order given.
template <typename Names>
std::string listOf(const std::array<Probability, 6>& ps, const Names& names) {
  std::string out;
  for (std::size_t i = 0; i < ps.size(); ++i) {
    if (ps[i] <= 0) continue;
    out += (out.empty() ? "" : ", ") + names(i) + " " + percent(ps[i]);
  }
  return out;
}

void printDetails(std::ostream& out, const GameState& s, const DestinationOdds& d) {
  const MoveOdds& o = d.odds;
  out << "  " << roomName(s, d.room) << ", " << actionText(d) << ":";
  const auto noiseName = [](std::size_t i) { return std::string(nameOf(static_cast<NoiseResult>(i + 1))); };
  const auto typeName = [](std::size_t i) { return std::string(nameOf(static_cast<IntruderType>(i))); };
  const auto effectName = [](std::size_t i) { return std::string(nameOf(static_cast<ExplorationEffect>(i))); };
  std::string parts;
  const auto part = [&](const std::string& label, const std::string& text) {
    if (!text.empty()) parts += (parts.empty() ? " " : "; ") + label + " " + text;
  };
  part("exploration:", listOf(o.exploration, effectName));
  part("Noise die:", listOf(o.noiseResult, noiseName));
  part("Intruder met:", listOf(o.intruderMet, typeName));
  std::string pulled;
  for (const auto& [id, p] : o.pulledIn)
    pulled += (pulled.empty() ? "" : ", ") + intruderName(s, id) + " " + percent(p);
  part("pulled in:", pulled);
  std::string wounds;
  for (const MoveOdds::Wounds& w : o.wounds) {
    const std::string what = w.light + w.serious == 0
                                 ? "none"
                                 : std::to_string(w.light) + " light " + std::to_string(w.serious) + " serious";
    wounds += (wounds.empty() ? "" : ", ") + what + " " + percent(w.p);
  }
  if (o.wounds.size() > 1) part("wounds:", wounds);
  std::string ends;
  for (std::size_t i = 1; i < o.gameLost.size(); ++i) {
    if (o.gameLost[i] > 0) {
      ends += (ends.empty() ? "" : ", ") + lossName(static_cast<LossReason>(i)) + " " + percent(o.gameLost[i]);
    }
  }
  if (o.gameWon > 0) ends += (ends.empty() ? "" : ", ") + std::string("won ") + percent(o.gameWon);
  part("game ends:", ends);
  if (o.eventPhaseFollows > 0) part("Event phase follows:", percent(o.eventPhaseFollows));
  out << (parts.empty() ? " nothing left to chance" : parts) << "\n";
}

void printTable(std::ostream& out, const GameState& s, int character, const std::vector<DestinationOdds>& table) {
  out << "Odds for the " << characterName(s, character) << " in " << roomName(s, s.character(character).room)
      << ", round " << s.round << " (exact, in %, from what the players know):\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-30s %-9s %6s %9s %8s %9s %8s %8s %6s %9s\n", "destination", "action", "roll",
                "encounter", "surprise", "danger-in", "markers", "wounded", "death", "game-ends");
  out << line;
  for (const DestinationOdds& d : table) {
    const MoveOdds& o = d.odds;
    std::snprintf(line, sizeof line, "%-30s %-9s %6s %9s %8s %9s %8.2f %8s %6s %9s\n", roomName(s, d.room).c_str(),
                  actionText(d).c_str(), percent(o.noiseRoll).c_str(), percent(o.encounter).c_str(),
                  percent(o.surpriseAttack).c_str(), percent(o.dangerPullsIn).c_str(),
                  static_cast<double>(o.expectedNoiseMarkers), percent(anyWound(o)).c_str(), percent(o.death).c_str(),
                  percent(gameEnds(o)).c_str());
    out << line;
  }
  out << "(markers: Noise markers on the board afterwards, expected)\n";
  for (const DestinationOdds& d : table) printDetails(out, s, d);
}

rapidjson::Value text(const std::string& t, Allocator& a) {
  return {t.c_str(), static_cast<rapidjson::SizeType>(t.size()), a};
}

rapidjson::Value number(Probability p) {
  return rapidjson::Value(static_cast<double>(p));
}

template <typename Names>
rapidjson::Value byName(const std::array<Probability, 6>& ps, const Names& names, Allocator& a) {
  rapidjson::Value o(rapidjson::kObjectType);
  for (std::size_t i = 0; i < ps.size(); ++i) o.AddMember(text(names(i), a), number(ps[i]), a);
  return o;
}

rapidjson::Value destinationJson(const GameState& s, const DestinationOdds& d, Allocator& a) {
  const MoveOdds& o = d.odds;
  rapidjson::Value v(rapidjson::kObjectType);
  v.AddMember("room", s.topo().room(d.room).label, a);
  v.AddMember("name", text(roomName(s, d.room), a), a);
  v.AddMember("careful", d.careful, a);
  if (d.careful) {
    v.AddMember("corridor", d.corridorNumber, a);
  } else {
    v.AddMember("corridor", rapidjson::Value(), a);
  }
  v.AddMember("command", text(formatCommand(s, o.command), a), a);
  v.AddMember("leaves", static_cast<std::uint64_t>(o.leaves), a);
  v.AddMember("noiseRoll", number(o.noiseRoll), a);
  v.AddMember("noiseResult",
              byName(
                  o.noiseResult, [](std::size_t i) { return word(nameOf(static_cast<NoiseResult>(i + 1))); }, a),
              a);
  v.AddMember("encounter", number(o.encounter), a);
  v.AddMember("intruderMet",
              byName(
                  o.intruderMet, [](std::size_t i) { return word(nameOf(static_cast<IntruderType>(i))); }, a),
              a);
  v.AddMember("surpriseAttack", number(o.surpriseAttack), a);
  v.AddMember("dangerPullsIn", number(o.dangerPullsIn), a);
  rapidjson::Value pulled(rapidjson::kArrayType);
  for (const auto& [id, p] : o.pulledIn) {
    rapidjson::Value one(rapidjson::kObjectType);
    one.AddMember("intruder", id, a);
    one.AddMember("name", text(intruderName(s, id), a), a);
    one.AddMember("p", number(p), a);
    pulled.PushBack(one, a);
  }
  v.AddMember("pulledIn", pulled, a);
  v.AddMember("expectedNoiseMarkers", static_cast<double>(o.expectedNoiseMarkers), a);
  v.AddMember("exploration",
              byName(
                  o.exploration, [](std::size_t i) { return word(nameOf(static_cast<ExplorationEffect>(i))); }, a),
              a);
  rapidjson::Value wounds(rapidjson::kArrayType);
  for (const MoveOdds::Wounds& w : o.wounds) {
    rapidjson::Value one(rapidjson::kObjectType);
    one.AddMember("light", w.light, a);
    one.AddMember("serious", w.serious, a);
    one.AddMember("p", number(w.p), a);
    wounds.PushBack(one, a);
  }
  v.AddMember("wounds", wounds, a);
  v.AddMember("death", number(o.death), a);
  rapidjson::Value lost(rapidjson::kObjectType);
  lost.AddMember("allDead", number(o.gameLost[static_cast<std::size_t>(LossReason::AllDead)]), a);
  lost.AddMember("shipExploded", number(o.gameLost[static_cast<std::size_t>(LossReason::ShipExploded)]), a);
  lost.AddMember("hullBreached", number(o.gameLost[static_cast<std::size_t>(LossReason::HullBreached)]), a);
  lost.AddMember("timeRanOut", number(o.gameLost[static_cast<std::size_t>(LossReason::TimeRanOut)]), a);
  v.AddMember("gameLost", lost, a);
  v.AddMember("gameWon", number(o.gameWon), a);
  v.AddMember("eventPhaseFollows", number(o.eventPhaseFollows), a);
  return v;
}

std::string tableJson(const OddsOptions& options, const GameState& s, int character,
                      const std::vector<DestinationOdds>& table) {
  rapidjson::Document doc(rapidjson::kObjectType);
  Allocator& a = doc.GetAllocator();
  doc.AddMember("scenario", text(options.scenario, a), a);
  doc.AddMember("character", text(word(nameOf(s.character(character).cls)), a), a);
  doc.AddMember("room", s.topo().room(s.character(character).room).label, a);
  doc.AddMember("round", s.round, a);
  rapidjson::Value rows(rapidjson::kArrayType);
  for (const DestinationOdds& d : table) rows.PushBack(destinationJson(s, d, a), a);
  doc.AddMember("destinations", rows, a);
  rapidjson::StringBuffer buffer;
  rapidjson::PrettyWriter<rapidjson::StringBuffer> w(buffer);
  w.SetIndent(' ', 2);
  w.SetFormatOptions(rapidjson::kFormatSingleLineArray);
  doc.Accept(w);
  return std::string(buffer.GetString(), buffer.GetSize()) + "\n";
}

}  // namespace

int oddsTable(const OddsOptions& o) {
  const GameState s = loadStart(o.scenario, o.boardsDir, std::nullopt);
  const int character = o.character.empty() ? s.turn : parseCharacterName(o.character, s);
  if (s.status != GameStatus::Playing) {
    std::cerr << "nemesis-lab: " << printable(o.scenario) << ": the game is over: no move has odds\n";
    return kExitFailure;
  }
  const std::vector<DestinationOdds> table = oddsForDestinations(s, character);
  if (o.json) {
    std::cout << tableJson(o, s, character, table);
  } else if (table.empty()) {
    std::cout << "The " << characterName(s, character) << " has no legal Movement or Careful Movement here.\n";
  } else {
    printTable(std::cout, s, character, table);
  }
  return kExitOk;
}

}  // namespace lab
