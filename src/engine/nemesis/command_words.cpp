// A command in a player's words (engine.hpp): what a refusal says was tried and what a refused undo names. The
// script language's text of a command (formatCommand, script.hpp) is for scripts, replays and the lab.
#include <string>
#include <variant>

#include "engine.hpp"
#include "engine/kernel/overloaded.hpp"

namespace nemesis {

namespace {

// "the Scout" ("The Scout" to begin a sentence); a character index the game does not have is "a character" (its
// refusal says so).
std::string who(const GameState& s, int character, bool capital = false) {
  if (character < 0 || character >= s.characterCount()) return capital ? "A character" : "a character";
  return (capital ? "The " : "the ") + characterName(s, character);
}

std::string roomLabel(const GameState& s, int room) {
  return room >= 0 && room < s.topo().roomCount() ? "room " + std::to_string(s.topo().room(room).label) : "that room";
}

}  // namespace

std::string commandWords(const GameState& s, const Command& c) {
  return std::visit(
      Overloaded{
          [&](const Move& m) { return who(s, m.character) + "'s Movement to " + roomLabel(s, m.room); },
          [&](const CarefulMove& m) { return who(s, m.character) + "'s Careful Movement to " + roomLabel(s, m.room); },
          [&](const ChooseCorridor& m) { return who(s, m.character) + "'s choice of corridor for the Noise marker"; },
          [&](const ForceOutcomes&) { return std::string("the forced outcomes"); },
          [&](const Pass& m) { return who(s, m.character) + "'s pass"; },
          [&](const Hibernate& m) { return who(s, m.character) + "'s hibernation"; }},
      c);
}

std::string refusalText(const GameState& s, const Command& c, const Verdict& v) {
  const auto subject = [&](int character) { return who(s, character, true); };
  const std::string tried = std::visit(
      Overloaded{[&](const Move& m) { return subject(m.character) + " cannot move to " + roomLabel(s, m.room); },
                 [&](const CarefulMove& m) {
                   return subject(m.character) + " cannot move carefully to " + roomLabel(s, m.room);
                 },
                 [&](const ChooseCorridor& m) { return subject(m.character) + " cannot put the Noise marker there"; },
                 [&](const ForceOutcomes&) { return std::string("These outcomes cannot be forced"); },
                 [&](const Pass& m) { return subject(m.character) + " cannot pass"; },
                 [&](const Hibernate& m) { return subject(m.character) + " cannot hibernate"; }},
      c);
  return tried + ". " + explain(s, v);
}

}  // namespace nemesis
