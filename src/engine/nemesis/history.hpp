// The Nemesis game's undo history: BasicHistory (basic_history.hpp, shared by every rules module) over the
// Nemesis engine. Undo stops at the last command that revealed a chance outcome (a die face, a bag token, an
// exploration token, an attack card, a shuffle); a sandbox game (debug overlay setting) may undo anything.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine.hpp"
#include "engine/kernel/basic_history.hpp"
#include "nemesis_rules.hpp"

namespace nemesis {

// What a chance event made known to the players ("a Noise roll (3)", "a bag draw (Adult 4)"), or an empty
// string for an event that reveals no chance. Replays record these per step; undo stops at them.
[[nodiscard]] std::string chanceOutcome(const Event& e);
// True when the events made a chance outcome known to the players.
[[nodiscard]] bool revealsChance(const EventLog& events);

class History : public BasicHistory<NemesisRules> {
 public:
  using BasicHistory::BasicHistory;

  // The field list snapshots write and read (defined in fields.hpp).
  template <class Archive>
  void serialize(Archive& a);

 private:
  // Restores every field as written, then checks they agree (snapshot.cpp).
  friend History loadHistorySnapshot(std::string_view bytes, std::shared_ptr<const Board> board,
                                     const std::string& source);
};

}  // namespace nemesis
