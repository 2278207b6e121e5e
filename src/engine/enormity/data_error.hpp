// The error every Enormity data file reader throws (dice, maps, Intruder sheets, Blip pools, scenarios):
// "FILE: FIELD: PROBLEM", e.g. "corridor.json: rows[2]: expected 8 characters, one per space".
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

#include "engine/kernel/file_io.hpp"

namespace nemesis::enormity {

struct DataError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A kind of file has one size limit however its text was read (the lab reads the file with the limit; the
// client's Open reads with the largest limit of any kind and hands the text on): the parser checks it too.
// Throws DataError "SOURCE: is too large for WHAT: ... (the limit is ...)".
inline void requireTextWithin(const std::string& source, std::string_view text, std::size_t limit,
                              std::string_view what) {
  try {
    requireSizeWithin(source, text.size(), limit, what);
  } catch (const FileError& e) {
    throw DataError(e.what());
  }
}

}  // namespace nemesis::enormity
