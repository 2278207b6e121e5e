// The error every Enormity data file reader throws (dice, maps, Intruder sheets, Blip pools, scenarios):
// "FILE: FIELD: PROBLEM", e.g. "corridor.json: rows[2]: expected 8 characters, one per space".
#pragma once

#include <stdexcept>

namespace nemesis::enormity {

struct DataError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace nemesis::enormity
