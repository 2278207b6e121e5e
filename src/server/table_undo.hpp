// What a table keeps to take back its last command (OnlineTable::undo, issue 25), the same for every game: the
// state before it, who sent it, and whether it revealed nothing (each game says what it hides). The refusals are
// written once here; a game adds only its own condition (Nemesis: the turn is still the player's).
#pragma once

#include <algorithm>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "online_game.hpp"

namespace nemesis::server {

template <class State>
class TableUndo {
 public:
  // A command played: `before` the state it was played on, `sender` the seats that sent it, `actor` the player it
  // acted for (-1: none), `clean` it revealed nothing.
  void played(State before, std::span<const int> sender, int actor, bool clean) {
    last_ = Last{std::move(before), std::vector<int>(sender.begin(), sender.end()), actor, clean};
  }
  // Why `seat` may not take the last command back (nothing: it may).
  [[nodiscard]] std::optional<TableRefusal> refusal(std::span<const int> seat) const {
    if (!last_) return TableRefusal{"There is nothing to take back.", ""};
    if (!std::equal(seat.begin(), seat.end(), last_->sender.begin(), last_->sender.end())) {
      return TableRefusal{"Only your own last command can be taken back.", ""};
    }
    if (!last_->clean) return TableRefusal{"That command revealed something (a draw, a roll, a Blip): it stands.", ""};
    return std::nullopt;
  }
  [[nodiscard]] int actor() const { return last_ ? last_->actor : -1; }
  // The state before the last command (after refusal() said yes); nothing is kept after it.
  [[nodiscard]] State take() {
    State before = std::move(last_->before);
    last_.reset();
    return before;
  }

 private:
  struct Last {
    State before;
    std::vector<int> sender;
    int actor = -1;
    bool clean = false;
  };
  std::optional<Last> last_;
};

}  // namespace nemesis::server
