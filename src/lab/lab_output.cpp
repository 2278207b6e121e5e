#include "lab_output.hpp"

#include <rapidjson/prettywriter.h>
#include <rapidjson/stringbuffer.h>

#include <array>
#include <cstdio>

#include "engine.hpp"
#include "hash.hpp"

namespace lab {

using namespace nemesis;

namespace {

using Writer = rapidjson::PrettyWriter<rapidjson::StringBuffer>;

void str(Writer& w, const std::string& text) {
  w.String(text.c_str(), static_cast<rapidjson::SizeType>(text.size()));
}

int label(const GameState& s, int room) {
  return s.topo().room(room).label;
}

std::string cardText(const Card& c) {
  return (c.kind == CardKind::Contamination ? "c" : "") + std::to_string(c.number);
}

std::string handText(const Character& c) {
  std::string out;
  for (const Card& card : c.hand) out += (out.empty() ? "" : " ") + cardText(card);
  return out.empty() ? "empty" : out;
}

std::string phaseName(Phase p) {
  return p == Phase::Player ? "Player" : "Event";
}

std::string statusText(const GameState& s) {
  if (s.status == GameStatus::Won) return "won";
  return s.status == GameStatus::Playing ? "playing" : "lost (" + lossName(s.loss) + ")";
}

std::string decisionText(const GameState& s) {
  std::string options;
  for (int i = 0; i < s.pending.optionCount; ++i)
    options += (i == 0 ? "" : ", ") + std::to_string(s.pending.options[static_cast<std::size_t>(i)]);
  return characterName(s, s.pending.character) + " chooses the corridor of the Careful Movement marker in " +
         roomName(s, s.pending.room) + " (options " + options + ")";
}

std::string doorName(DoorState d) {
  switch (d) {
    case DoorState::Open: return "open";
    case DoorState::Closed: return "closed";
    case DoorState::Destroyed: return "destroyed";
  }
  return "?";
}

// Bag contents by Intruder type, in size order with the Blank last.
std::array<int, 6> bagCounts(const GameState& s) {
  std::array<int, 6> counts{};
  for (int token : s.bag) counts[static_cast<std::size_t>(kIntruderTokens[static_cast<std::size_t>(token)].type)]++;
  return counts;
}

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : "; ") + item;
  return out.empty() ? "none" : out;
}

void writeEvents(Writer& w, const std::vector<EventLine>& events) {
  w.StartArray();
  for (const EventLine& e : events) {
    w.StartObject();
    w.Key("text");
    str(w, e.text);
    w.Key("rule");
    str(w, e.rule);
    w.Key("citation");
    str(w, e.citation);
    w.EndObject();
  }
  w.EndArray();
}

void writeState(Writer& w, const GameState& s) {
  w.StartObject();
  w.Key("board");
  str(w, s.topo().name);
  w.Key("round");
  w.Int(s.round);
  w.Key("phase");
  str(w, phaseName(s.phase));
  w.Key("status");
  str(w, s.status == GameStatus::Playing ? "playing" : s.status == GameStatus::Won ? "won" : "lost");
  w.Key("loss");
  str(w, lossName(s.loss));
  w.Key("freePlay");
  w.Bool(s.freePlay);
  w.Key("firstPlayer");
  w.Int(s.firstPlayer);
  w.Key("turn");
  w.Int(s.turn);
  w.Key("actions");
  w.Int(s.actions);
  w.Key("roomsExplored");
  w.Int(roomsExplored(s));
  w.Key("encounters");
  w.Int(s.stats.encounters);
  w.Key("hash");
  str(w, hexHash(stateHash(s)));
  w.Key("pending");
  if (s.pending.kind == DecisionKind::None) {
    w.Null();
  } else {
    w.StartObject();
    w.Key("character");
    w.Int(s.pending.character + 1);
    w.Key("room");
    w.Int(label(s, s.pending.room));
    w.Key("options");
    w.StartArray();
    for (int i = 0; i < s.pending.optionCount; ++i) w.Int(s.pending.options[static_cast<std::size_t>(i)]);
    w.EndArray();
    w.EndObject();
  }

  w.Key("characters");
  w.StartArray();
  for (int i = 0; i < s.characterCount(); ++i) {
    const Character& c = s.character(i);
    w.StartObject();
    w.Key("player");
    w.Int(i + 1);
    w.Key("class");
    str(w, std::string(nameOf(c.cls)));
    w.Key("room");
    w.Int(label(s, c.room));
    w.Key("alive");
    w.Bool(c.alive);
    w.Key("hand");
    w.StartArray();
    for (const Card& card : c.hand) str(w, cardText(card));
    w.EndArray();
    w.Key("deck");
    w.Int(static_cast<int>(c.deck.size()));
    w.Key("discard");
    w.Int(static_cast<int>(c.discard.size()));
    w.Key("lightWounds");
    w.Int(c.lightWounds);
    w.Key("seriousWounds");
    w.Int(c.seriousWounds);
    w.Key("slime");
    w.Bool(c.slime);
    w.Key("larva");
    w.Bool(c.larva);
    w.EndObject();
  }
  w.EndArray();

  w.Key("intruders");
  w.StartArray();
  for (const Intruder& in : s.intruders) {
    w.StartObject();
    w.Key("id");
    w.Int(in.id);
    w.Key("type");
    str(w, std::string(nameOf(in.type)));
    w.Key("room");
    w.Int(label(s, in.room));
    w.Key("injuries");
    w.Int(in.injuries);
    w.EndObject();
  }
  w.EndArray();

  w.Key("noise");
  w.StartArray();
  for (PassageId p = 0; p < s.topo().passageCount(); ++p) {
    if (s.hasNoise(p)) str(w, passageName(s, p));
  }
  w.EndArray();
  w.Key("doors");
  w.StartArray();
  for (int c = 0; c < s.topo().corridorCount(); ++c) {
    if (s.door(c) == DoorState::Open) continue;
    w.StartObject();
    w.Key("corridor");
    str(w, passageName(s, c));
    w.Key("state");
    str(w, doorName(s.door(c)));
    w.EndObject();
  }
  w.EndArray();
  w.Key("rooms");
  w.StartArray();
  for (int r = 0; r < s.topo().roomCount(); ++r) {
    const RoomState& room = s.room(r);
    if (!room.explored && !room.fire && !room.malfunction && room.corpses == 0) continue;
    w.StartObject();
    w.Key("room");
    w.Int(label(s, r));
    w.Key("tile");
    if (room.explored) {
      str(w, std::string(tileInfo(room.tile).name));
    } else {
      w.Null();
    }
    w.Key("fire");
    w.Bool(room.fire);
    w.Key("malfunction");
    w.Bool(room.malfunction);
    w.Key("corpses");
    w.Int(room.corpses);
    w.Key("items");
    w.Int(room.items);
    w.EndObject();
  }
  w.EndArray();

  w.Key("bag");
  w.StartObject();
  const auto counts = bagCounts(s);
  for (std::size_t t = 0; t < counts.size(); ++t) {
    w.Key(std::string(nameOf(static_cast<IntruderType>(t))).c_str());
    w.Int(counts[t]);
  }
  w.EndObject();
  w.Key("supply");
  w.Int(static_cast<int>(s.supply.size()));
  w.Key("setAside");
  w.Int(static_cast<int>(s.setAside.size()));
  w.Key("attackDeck");
  w.Int(static_cast<int>(s.attackDeck.size()));
  w.Key("attackDiscard");
  w.Int(static_cast<int>(s.attackDiscard.size()));
  w.EndObject();
}

}  // namespace

std::string hexHash(std::uint64_t hash) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
  return text;
}

std::string lossName(LossReason reason) {
  switch (reason) {
    case LossReason::None: return "none";
    case LossReason::AllDead: return "all dead";
    case LossReason::ShipExploded: return "ship exploded";
    case LossReason::HullBreached: return "hull breached";
    case LossReason::TimeRanOut: return "time ran out";
  }
  return "?";
}

std::vector<EventLine> describeEvents(const GameState& after, const EventLog& log) {
  std::vector<EventLine> out;
  out.reserve(log.size());
  for (const Event& e : log) {
    out.push_back(EventLine{describe(after, e), std::string(ruleText(e.rule).name), citation(e.rule)});
  }
  return out;
}

void printStepsText(std::ostream& out, const std::vector<StepLog>& steps) {
  for (const StepLog& step : steps) {
    out << step.where << ": " << step.command << "\n";
    for (const EventLine& e : step.events) out << "    " << e.text << "  [" << e.citation << "]\n";
  }
}

void printStateText(std::ostream& out, const GameState& s) {
  out << "== State: board " << s.topo().name << ", round " << s.round << ", " << phaseName(s.phase) << " phase, "
      << statusText(s) << ", hash " << hexHash(stateHash(s)) << "\n";
  if (s.pending.kind != DecisionKind::None) out << "Waiting: " << decisionText(s) << "\n";
  if (s.freePlay) {
    out << "Turns: free play (any character acts at any time)\n";
  } else {
    out << "Turns: First Player " << characterName(s, s.firstPlayer) << "; " << characterName(s, s.turn) << "'s turn, "
        << s.actions << " action(s) taken\n";
  }
  out << "Statistics: " << roomsExplored(s) << " room(s) explored, " << s.stats.encounters
      << " Encounter(s), Noise rolls";
  for (std::size_t i = 0; i < s.stats.noiseRolls.size(); ++i) {
    out << (i == 0 ? " " : ", ") << nameOf(static_cast<NoiseResult>(i + 1)) << " " << s.stats.noiseRolls[i];
  }
  out << "\n";

  out << "Characters:\n";
  for (int i = 0; i < s.characterCount(); ++i) {
    const Character& c = s.character(i);
    out << "  " << i + 1 << " " << nameOf(c.cls)
        << (c.alive ? (c.hibernated ? " hibernated in " : " in ") : " dead in ") << roomName(s, c.room);
    if (c.alive) {
      if (c.passed) out << " (passed)";
      out << ": hand " << handText(c) << " (deck " << c.deck.size() << ", discard " << c.discard.size() << ")";
      out << ", wounds " << c.lightWounds << " light " << c.seriousWounds << " serious";
      if (c.slime) out << ", Slime";
      if (c.larva) out << ", Larva";
    }
    out << "\n";
  }

  out << "Intruders:";
  if (s.intruders.empty()) out << " none";
  out << "\n";
  for (const Intruder& in : s.intruders) {
    out << "  #" << in.id << " " << nameOf(in.type) << " in " << roomName(s, in.room);
    if (in.injuries > 0) out << ", " << in.injuries << " injuries";
    out << "\n";
  }

  std::vector<std::string> noise;
  for (PassageId p = 0; p < s.topo().passageCount(); ++p) {
    if (s.hasNoise(p)) noise.push_back(passageName(s, p));
  }
  std::vector<std::string> doors;
  for (int c = 0; c < s.topo().corridorCount(); ++c) {
    if (s.door(c) != DoorState::Open) doors.push_back(doorName(s.door(c)) + " " + passageName(s, c));
  }
  std::vector<std::string> fires;
  std::vector<std::string> malfunctions;
  std::vector<std::string> corpses;
  int explored = 0;
  for (int r = 0; r < s.topo().roomCount(); ++r) {
    const RoomState& room = s.room(r);
    explored += room.explored ? 1 : 0;
    if (room.fire) fires.push_back(roomName(s, r));
    if (room.malfunction) malfunctions.push_back(roomName(s, r));
    if (room.corpses > 0) corpses.push_back(roomName(s, r) + " x" + std::to_string(room.corpses));
  }
  out << "Markers:\n";
  out << "  Noise (" << noise.size() << "): " << join(noise) << "\n";
  out << "  Doors: " << join(doors) << "\n";
  out << "  Fire: " << join(fires) << "\n";
  out << "  Malfunction: " << join(malfunctions) << "\n";
  out << "  Corpses: " << join(corpses) << "\n";
  out << "Rooms explored: " << explored << " of " << s.topo().roomCount() << "\n";

  const auto counts = bagCounts(s);
  out << "Bag (" << s.bag.size() << "):";
  for (std::size_t t = 0; t < counts.size(); ++t) {
    out << (t == 0 ? " " : ", ") << nameOf(static_cast<IntruderType>(t)) << " " << counts[t];
  }
  out << "; supply " << s.supply.size() << ", set aside " << s.setAside.size() << "\n";
  out << "Attack deck " << s.attackDeck.size() << ", discard " << s.attackDiscard.size() << "\n";
}

std::string stepsAndStateJson(const std::vector<StepLog>& steps, const GameState& s, const JsonExtras& extra) {
  rapidjson::StringBuffer buffer;
  Writer w(buffer);
  w.SetIndent(' ', 2);
  w.StartObject();
  for (const auto& [key, value] : extra) {
    w.Key(key.c_str());
    str(w, value);
  }
  w.Key("steps");
  w.StartArray();
  for (const StepLog& step : steps) {
    w.StartObject();
    w.Key("where");
    str(w, step.where);
    w.Key("command");
    str(w, step.command);
    w.Key("events");
    writeEvents(w, step.events);
    w.EndObject();
  }
  w.EndArray();
  w.Key("state");
  writeState(w, s);
  w.EndObject();
  return std::string(buffer.GetString(), buffer.GetSize()) + "\n";
}

}  // namespace lab
