// The scenario editor's edits of a Nemesis scenario document (issue 27; docs/scenario-format.md): each changes
// the JSON as a person writing the file would, in the words the reader and the writer share (scenario_names.hpp),
// and leaves every judgement to the reader (EditDocument::apply keeps an edit only when parseScenario reads it).
// Rooms are named by their board label, as the file names them; characters and Intruders by their index in the
// file's lists, which is their index in the state the reader makes.
#pragma once

#include <rapidjson/document.h>

#include <string>
#include <string_view>

#include "board.hpp"
#include "state.hpp"

namespace nemesis::scenario_edit {

using Document = rapidjson::Document;

void addCharacter(Document& d, CharacterClass cls, int roomLabel);
// A field of characters[index] (docs/scenario-format.md "Characters"): "room", "light_wounds", "slime"...
void setCharacter(Document& d, int index, std::string_view key, rapidjson::Value value);
// characters[index]'s hand, deck (the last card on top) and discard pile, written out whole as `cards` holds them
// (Contamination cards by their numbers; a count of unnumbered ones is taken away).
void setCards(Document& d, int index, const Character& cards);
void removeCharacter(Document& d, int index);

// On a file that lists where each token is (a save: `s` is its position), a new Intruder takes a free token of its
// type from the bag, else the supply, set aside, and the next id (what the reader does for a short file, written
// out); one taken away gives its token back to the bag. A short file leaves both to the reader.
void addIntruder(Document& d, const GameState& s, IntruderType type, int roomLabel);
void setIntruder(Document& d, int index, std::string_view key, rapidjson::Value value);
void removeIntruder(Document& d, const GameState& s, int index);

// A field of the room's entry in "rooms" ("explored", "tile", "exploration", "fire", "malfunction", "items",
// "corpses"), the entry made when the room is not listed.
void setRoom(Document& d, int roomLabel, std::string_view key, rapidjson::Value value);
// A Noise marker on a passage (a corridor, or the Technical Corridors space) put or taken away.
void setNoise(Document& d, const Board& board, PassageId passage, bool on);
void setDoor(Document& d, const Board& board, int corridor, DoorState state);
// The Intruder tokens' piles (bag, supply, set aside, removed) written out whole as `s` holds them.
void setTokens(Document& d, const GameState& s);
// A top-level field: "round", "free_play", "phase", "first_player", "turn", "name", "description"...
void setField(Document& d, std::string_view key, rapidjson::Value value);

// The words of the format, for the editor's own values.
[[nodiscard]] std::string className(CharacterClass cls);
[[nodiscard]] std::string intruderTypeName(IntruderType type);
[[nodiscard]] std::string tileName(RoomTile tile);
[[nodiscard]] std::string tokenName(int id);  // an Intruder token ("adult:3")
[[nodiscard]] rapidjson::Value text(Document& d, std::string_view s);

}  // namespace nemesis::scenario_edit
