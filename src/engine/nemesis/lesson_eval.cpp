// Conditions, placeholders, computed questions and command patterns of lessons (docs/tutorial-format.md).
// Every answer is read from the state or from events the engine produced: nothing here restates a rule.
#include <cctype>
#include <string_view>

#include "engine.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/kernel/overloaded.hpp"
#include "engine/kernel/quote.hpp"
#include "legal.hpp"
#include "lesson.hpp"
#include "lesson_names.hpp"
#include "odds_text.hpp"
#include "queries.hpp"

namespace nemesis {

namespace {

std::string lowerText(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool compare(int have, CompareOp op, int want) {
  switch (op) {
    case CompareOp::Less: return have < want;
    case CompareOp::LessEqual: return have <= want;
    case CompareOp::Equal: return have == want;
    case CompareOp::GreaterEqual: return have >= want;
    case CompareOp::Greater: return have > want;
  }
  return false;
}

int intrudersIn(const GameState& s, int room) {
  int n = 0;
  for (const Intruder& i : s.intruders) n += i.room == room ? 1 : 0;
  return n;
}

int woundsOf(const GameState& s, int character) {
  const Character& c = s.character(character);
  return c.lightWounds + c.seriousWounds;
}

std::string labelOf(const GameState& s, int room) {
  return "room " + std::to_string(s.topo().room(room).label);
}

std::string doorWord(DoorState d) {
  return std::string(scenario_names::kDoors[static_cast<std::size_t>(d)]);
}

std::string statusWord(GameStatus st) {
  return st == GameStatus::Won ? "won" : st == GameStatus::Lost ? "lost" : "playing";
}

// The value a leaf condition compares, and its name, for "waiting for" messages.
std::string leafUnmet(const Condition& c, const GameState& s) {
  const std::string op(lesson_names::opWord(c.op));
  switch (c.kind) {
    case Condition::Kind::CharacterIn:
      return "the " + characterName(s, c.character) + " in " + roomName(s, c.room) + " (now in " +
             roomName(s, s.character(c.character).room) + ")";
    case Condition::Kind::MarkersOn:
      return "Noise markers on " + corridorName(s.topo(), c.passage) + " " + op + " " + std::to_string(c.value) +
             " (now " + std::to_string(s.hasNoise(c.passage) ? 1 : 0) + ")";
    case Condition::Kind::Door:
      return "the Door of " + corridorName(s.topo(), c.passage) + " " + doorWord(c.door) + " (now " +
             doorWord(s.door(c.passage)) + ")";
    case Condition::Kind::IntruderIn: return "an Intruder in " + roomName(s, c.room) + " (now none)";
    case Condition::Kind::Wounds:
      return "the " + characterName(s, c.character) + "'s wounds " + op + " " + std::to_string(c.value) + " (now " +
             std::to_string(woundsOf(s, c.character)) + ")";
    case Condition::Kind::Hand:
      return "the " + characterName(s, c.character) + "'s cards in hand " + op + " " + std::to_string(c.value) +
             " (now " + std::to_string(s.character(c.character).handSize()) + ")";
    case Condition::Kind::Explored: return labelOf(s, c.room) + " explored (still unexplored)";
    case Condition::Kind::Status: return "the game " + statusWord(c.status) + " (now " + statusWord(s.status) + ")";
    default: return "";
  }
}

// The NoiseRolled, TokenDrawn... of the last command, as narration shows them.
std::string lastRoll(const EventLog& last) {
  std::string out = "no roll";
  for (const Event& e : last) {
    if (const auto* r = std::get_if<ev::NoiseRolled>(&e.data)) out = std::string(nameOf(r->result));
  }
  return out;
}

std::string lastDrawn(const EventLog& last) {
  std::string out = "no token";
  for (const Event& e : last) {
    if (const auto* d = std::get_if<ev::TokenDrawn>(&e.data)) {
      out = std::string(nameOf(d->type));
      if (d->number > 0) out += " (" + std::to_string(d->number) + ")";
    }
  }
  return out;
}

std::string lastMarker(const GameState& s, const EventLog& last) {
  std::string out = "no corridor";
  for (const Event& e : last) {
    if (const auto* m = std::get_if<ev::NoiseMarkerPlaced>(&e.data)) out = corridorName(s.topo(), m->passage);
  }
  return out;
}

struct Placeholder {
  std::string name;
  std::string arg;
};

// The placeholders of `text` in order; an unclosed brace is reported as a placeholder named "{".
std::vector<std::pair<std::size_t, std::size_t>> placeholderSpans(const std::string& text) {
  std::vector<std::pair<std::size_t, std::size_t>> out;
  std::size_t i = 0;
  while ((i = text.find('{', i)) != std::string::npos) {
    const std::size_t end = text.find('}', i);
    out.emplace_back(i, end == std::string::npos ? std::string::npos : end + 1);
    if (end == std::string::npos) break;
    i = end + 1;
  }
  return out;
}

Placeholder split(std::string_view inner) {
  const std::size_t space = inner.find(' ');
  if (space == std::string_view::npos) return {std::string(inner), ""};
  return {std::string(inner.substr(0, space)), std::string(inner.substr(space + 1))};
}

// The value of one placeholder, or nothing when its name or argument is not known.
std::optional<std::string> valueOf(const Placeholder& p, const GameState& s, const EventLog& last) {
  using lesson_names::characterByName;
  using lesson_names::passageByName;
  using lesson_names::roomByName;
  if (p.name == "room") {
    const int c = characterByName(s, p.arg);
    if (c < 0) return std::nullopt;
    return roomName(s, s.character(c).room);
  }
  if (p.name == "markers") {
    const PassageId pass = passageByName(s.topo(), p.arg);
    if (pass == kNoPassage) return std::nullopt;
    return std::to_string(s.hasNoise(pass) ? 1 : 0);
  }
  if (p.name == "hand" || p.name == "wounds") {
    const int c = characterByName(s, p.arg);
    if (c < 0) return std::nullopt;
    if (p.name == "hand") return std::to_string(s.character(c).handSize());
    return std::to_string(s.character(c).lightWounds) + " Light and " + std::to_string(s.character(c).seriousWounds) +
           " Serious";
  }
  if (p.name == "intruders") {
    const int room = roomByName(s.topo(), p.arg);
    if (room < 0) return std::nullopt;
    return std::to_string(intrudersIn(s, room));
  }
  if (p.name == "odds") {
    // The odds card's headline of a Movement of the character to the room, from this state (move_odds.hpp): a
    // lesson quotes the card by the same computation, so the two cannot disagree.
    const std::size_t space = p.arg.find(' ');
    if (space == std::string::npos) return std::nullopt;
    const int c = characterByName(s, std::string_view(p.arg).substr(0, space));
    const int room = roomByName(s.topo(), std::string_view(p.arg).substr(space + 1));
    if (c < 0 || room < 0) return std::nullopt;
    const MoveOdds o = oddsOf(s, Move{c, room, defaultPayment(s, c, 1)});
    return o.verdict.ok() ? oddsHeadline(o) : "no odds (no Movement there now)";
  }
  if (!p.arg.empty()) return std::nullopt;
  if (p.name == "roll") return lastRoll(last);
  if (p.name == "drawn") return lastDrawn(last);
  if (p.name == "marker") return lastMarker(s, last);
  return std::nullopt;
}

std::vector<std::string> tokens(std::string_view text) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text[i] == ' ' || text[i] == '\t') {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
    out.push_back(lowerText(text.substr(start, i - start)));
  }
  return out;
}

// A copy of `s` that resolves one Noise roll of `character` with the die showing `roll`; the events.
EventLog rollOnCopy(const GameState& s, int character, NoiseResult roll, std::optional<ForcedBagDraw> token) {
  GameState copy = s;
  // These outcomes come before whatever the lesson has queued.
  ForcedOutcomes first;
  first.noise.push_back(roll);
  if (token) first.bag.push_back(*token);
  first.append(copy.chance.forced);
  copy.chance.forced = std::move(first);
  EventLog log;
  resolveNoiseRoll(copy, character, log);
  return log;
}

template <class E>
const E* firstOf(const EventLog& log) {
  for (const Event& e : log) {
    if (const auto* d = std::get_if<E>(&e.data)) return d;
  }
  return nullptr;
}
// The result points into the log: a temporary log would leave it dangling (ASan found one), so none is taken.
template <class E>
const E* firstOf(EventLog&& log) = delete;

// An Encounter in the character's room with the question's token, resolved on a copy: the engine's Encounter,
// reached through a Noise roll onto a marked corridor of the room.
struct SurpriseOnCopy {
  std::optional<ev::SurpriseCheck> check;
  RuleId rule = RuleId::SurpriseAttack;
};

SurpriseOnCopy surpriseOnCopy(const Computation& c, const GameState& s) {
  SurpriseOnCopy out;
  GameState copy = s;
  const int room = copy.character(c.character).room;
  int n = 1;
  while (n <= 4 && copy.topo().exit(room, n) == kNoPassage) ++n;
  if (n > 4) return out;
  copy.noise[static_cast<std::size_t>(copy.topo().exit(room, n))] = 1;
  for (const Event& e : rollOnCopy(copy, c.character, static_cast<NoiseResult>(n), c.token)) {
    if (const auto* x = std::get_if<ev::SurpriseCheck>(&e.data)) {
      out.check = *x;
      out.rule = e.rule;
      break;
    }
  }
  return out;
}

// The rule an answer rests on, as the rules reference lists it: "(seed 004, Noise Roll)", or for a ruling
// "(our ruling, RULES.md §10)" or "(our ruling, rules reference: Everyone dead)". Short: the lesson strip
// shows the reason in a few lines, and the rules reference holds the rule's text.
std::string citedRule(RuleId id) {
  const RuleText& t = ruleText(id);
  if (!t.ruling) return "(" + std::string(t.source) + ", " + std::string(t.heading) + ")";
  return "(our ruling, " +
         (t.source == "ruling" ? "rules reference: " + std::string(t.heading) : std::string(t.source)) + ")";
}

// "A 4", "Danger", "Silence": a roll as the start of a sentence.
std::string rollWords(NoiseResult r) {
  if (r == NoiseResult::Silence || r == NoiseResult::Danger) return std::string(nameOf(r));
  return "A " + std::string(nameOf(r));
}

}  // namespace

bool holds(const Condition& c, const GameState& s) {
  switch (c.kind) {
    case Condition::Kind::CharacterIn:
      return present(s.character(c.character)) && s.character(c.character).room == c.room;
    case Condition::Kind::MarkersOn: return compare(s.hasNoise(c.passage) ? 1 : 0, c.op, c.value);
    case Condition::Kind::IntruderIn: return roomHasIntruder(s, c.room);
    case Condition::Kind::Wounds: return compare(woundsOf(s, c.character), c.op, c.value);
    case Condition::Kind::Hand: return compare(s.character(c.character).handSize(), c.op, c.value);
    case Condition::Kind::Explored: return s.room(c.room).explored;
    case Condition::Kind::Status: return s.status == c.status;
    case Condition::Kind::Door: return s.door(c.passage) == c.door;
    case Condition::Kind::All:
      for (const Condition& p : c.parts) {
        if (!holds(p, s)) return false;
      }
      return true;
    case Condition::Kind::Any:
      for (const Condition& p : c.parts) {
        if (holds(p, s)) return true;
      }
      return c.parts.empty();
    case Condition::Kind::Not: return !c.parts.empty() && !holds(c.parts.front(), s);
  }
  return false;
}

std::string describeUnmet(const Condition& c, const GameState& s) {
  if (holds(c, s)) return "";
  switch (c.kind) {
    case Condition::Kind::All:
      for (const Condition& p : c.parts) {
        if (!holds(p, s)) return describeUnmet(p, s);
      }
      return "";
    case Condition::Kind::Any: {
      std::string out;
      for (const Condition& p : c.parts) out += (out.empty() ? "" : ", or ") + describeUnmet(p, s);
      return out;
    }
    case Condition::Kind::Not: return "not: " + leafUnmet(c.parts.front(), s);
    default: return leafUnmet(c, s);
  }
}

std::string interpolate(const std::string& text, const GameState& s, const EventLog& last) {
  std::string out;
  std::size_t from = 0;
  for (const auto& [start, end] : placeholderSpans(text)) {
    out += text.substr(from, start - from);
    if (end == std::string::npos) return out + text.substr(start);
    const std::optional<std::string> v =
        valueOf(split(std::string_view(text).substr(start + 1, end - start - 2)), s, last);
    out += v ? *v : text.substr(start, end - start);
    from = end;
  }
  return out + text.substr(from);
}

void checkPlaceholders(const std::string& text, const GameState& s, const std::string& source,
                       const std::string& where) {
  for (const auto& [start, end] : placeholderSpans(text)) {
    if (end == std::string::npos) failAt<LessonError>(source, where, "a \"{\" is never closed by \"}\"");
    const std::string inner = text.substr(start + 1, end - start - 2);
    if (!valueOf(split(inner), s, EventLog{})) {
      failAt<LessonError>(source, where,
                          "unknown placeholder " + quote("{" + inner + "}") +
                              " (known: {room CHARACTER}, {markers CORRIDOR}, {hand CHARACTER}, {wounds CHARACTER}, "
                              "{intruders ROOM}, {odds CHARACTER ROOM}, {roll}, {drawn}, {marker})");
    }
  }
}

std::string computeAnswer(const Computation& c, const GameState& s) {
  switch (c.kind) {
    case Computation::Kind::NoiseCausesEncounter: {
      const EventLog log = rollOnCopy(s, c.character, c.roll, std::nullopt);
      return firstOf<ev::EncounterStarted>(log) != nullptr ? "yes" : "no";
    }
    case Computation::Kind::NoiseMarkerWhere: {
      const EventLog log = rollOnCopy(s, c.character, c.roll, std::nullopt);
      if (firstOf<ev::EncounterStarted>(log) != nullptr) return "encounter";
      const auto* m = firstOf<ev::NoiseMarkerPlaced>(log);
      return m != nullptr ? corridorLabel(s.topo(), m->passage) : "none";
    }
    case Computation::Kind::SurpriseAttack: {
      const SurpriseOnCopy copy = surpriseOnCopy(c, s);
      return copy.check && copy.check->attack ? "yes" : "no";
    }
  }
  return "";
}

std::string explainAnswer(const Computation& c, const GameState& s) {
  if (c.kind == Computation::Kind::SurpriseAttack) {
    const SurpriseOnCopy copy = surpriseOnCopy(c, s);
    if (!copy.check) return "The engine finds no Encounter it could resolve in this room.";
    const ev::SurpriseCheck& x = *copy.check;
    return "The " + characterName(s, c.character) + " holds " + std::to_string(x.handSize) +
           (x.handSize == 1 ? " card" : " cards") + " and the token's number is " + std::to_string(x.tokenNumber) +
           ": " + std::to_string(x.handSize) +
           (x.attack ? " is fewer, so the Intruder attacks at once "
                     : " is not fewer, so there is no Surprise Attack ") +
           citedRule(copy.rule) + ".";
  }
  const int room = s.character(c.character).room;
  const EventLog log = rollOnCopy(s, c.character, c.roll, std::nullopt);
  const std::string roll = rollWords(c.roll) + " in " + roomName(s, room);
  const bool number = c.roll != NoiseResult::Silence && c.roll != NoiseResult::Danger;
  const std::string leads =
      number ? " leads to " + corridorName(s.topo(), s.topo().exit(room, static_cast<int>(c.roll))) : "";
  for (const Event& e : log) {
    std::string facts;
    if (std::holds_alternative<ev::EncounterStarted>(e.data)) {
      facts = roll + leads + (number ? ", which already holds a Noise marker: an Encounter" : ": an Encounter");
    } else if (std::holds_alternative<ev::NoiseMarkerPlaced>(e.data)) {
      facts = number
                  ? roll + leads + ", which holds no Noise marker yet: the marker goes there, and there is no Encounter"
                  : roll +
                        ", with no Intruder next door: a Noise marker goes in each corridor of the room that has "
                        "none, and there is no Encounter";
    } else if (std::holds_alternative<ev::IntruderMoved>(e.data)) {
      facts = roll + ": the Intruder next door moves in, which is not an Encounter";
    } else if (std::holds_alternative<ev::DoorDestroyed>(e.data)) {
      facts = roll + ": the Intruder next door destroys the Closed Door in its way and stays where it is";
    } else if (std::holds_alternative<ev::NoEffect>(e.data)) {
      facts = roll + ": nothing happens";
    } else {
      continue;
    }
    return facts + " " + citedRule(e.rule) + ".";
  }
  return "The engine finds nothing happening after " + roll + ".";
}

bool matchesPattern(const std::vector<std::string>& pattern, const std::string& commandText) {
  const std::vector<std::string> have = tokens(commandText);
  if (have.size() < pattern.size()) return false;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] != "*" && lowerText(pattern[i]) != have[i]) return false;
  }
  return have.size() == pattern.size() || have[pattern.size()] == "pay";
}

}  // namespace nemesis
