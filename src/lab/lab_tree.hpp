// The lab's view of a state and of events as a tree of values, built from the field lists of fields.hpp, so the
// dumps show every field the state has and nothing is listed twice. Data is for --json: rooms by their printed
// label, corridors as [a, b] (or "technical" for the Technical Corridors space), characters by class word,
// tokens and cards by id with what they are, enums by the scenario format's words. Text is for people: the
// same tree with names ("room 15 (Canteen)", "adult:2#11"), printed by printTree.
#pragma once

#include <rapidjson/document.h>

#include <ostream>

#include "engine/nemesis/event.hpp"
#include "engine/nemesis/state.hpp"

namespace lab {

enum class Presentation : std::uint8_t { Data, Text };

using Allocator = rapidjson::Document::AllocatorType;

// An object with a member per field of the state, after a few derived ones: hash, roomsExplored, unexplored.
rapidjson::Value stateTree(const nemesis::GameState& s, Presentation p, Allocator& a);
// {"kind": "NoiseRolled", field: value...}, ids presented against `s` (a state of the same game).
rapidjson::Value eventTree(const nemesis::GameState& s, const nemesis::Event& e, Presentation p, Allocator& a);

// The tree as indented "key: value" lines; a list of small objects prints one object per line.
void printTree(std::ostream& out, const rapidjson::Value& tree);

}  // namespace lab
