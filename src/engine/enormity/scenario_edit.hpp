// The scenario editor's edits of an Enormity scenario document (issue 27; docs/enormity-formats.md "Scenarios"):
// each changes the JSON as a person writing the file would, and leaves every judgement to the reader
// (EditDocument::apply keeps an edit only when parseScenario reads it). Spacers and Blips are named by their index
// in the file's lists, which is their index in the state the reader makes.
#pragma once

#include <rapidjson/document.h>

#include <optional>
#include <string>
#include <string_view>

#include "geometry.hpp"
#include "state.hpp"

namespace nemesis::enormity::scenario_edit {

using Document = rapidjson::Document;

void addSpacer(Document& d, std::string_view name, Space space);
// A field of spacers[index]: "space", "stress", "alive".
void setSpacer(Document& d, int index, std::string_view key, rapidjson::Value value);
void moveSpacer(Document& d, int index, Space space);
void removeSpacer(Document& d, int index);

// A Blip at an intersection; `facing` and `token` (a Blip kind's name) left to the reader's defaults when none
// (it faces most Spacers; its token is drawn from the pool); on a file that gives the next id (a save), that id.
void addBlip(Document& d, Point at, std::optional<Direction> facing, std::optional<std::string> token);
// A field of blips[index]: "facing", "token" (null takes it away: the reader's default).
void setBlip(Document& d, int index, std::string_view key, rapidjson::Value value);
void moveBlip(Document& d, int index, Point at);
void removeBlip(Document& d, int index);

// The map's spawn points and floor (the map is embedded in the file first, as `s` holds it: a named map file is
// not changed): a spawn point put on or taken off an intersection, a space made floor or out of bounds.
void setSpawnPoint(Document& d, const State& s, Point at, bool on);
void setFloor(Document& d, const State& s, Space space, bool floor);

// The Countdown's space (9 to 1, 0 for zero hour "!"), the Active Pool, the Priority Target (a Spacer's name).
void setCountdown(Document& d, int countdown);
void setActivePool(Document& d, int confidence, int discipline);
void setPriorityTarget(Document& d, std::string_view spacer);

}  // namespace nemesis::enormity::scenario_edit
