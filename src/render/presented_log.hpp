// The log a player reads follows the presented moment (docs/design.md §9), in every game: a command's entries are
// made when the engine applies it, numbered by their event (Presentation::pushed() before the push, then one by
// one), and wait until the presentation has shown that event; only then do they join the shown log, so the log
// never tells what the board has not shown yet. Entry is a game's log entry (it has `int command`, the 1-based
// command that made it). Pure: no SDL, no clock.
#pragma once

#include <algorithm>
#include <cstdint>
#include <deque>
#include <utility>
#include <vector>

namespace nemesis::view {

template <class Entry>
class PresentedLog {
 public:
  // The entries shown: a loaded game's past entries are put here at once.
  [[nodiscard]] std::vector<Entry>& shown() { return shown_; }
  [[nodiscard]] const std::vector<Entry>& shown() const { return shown_; }

  // One command's entries, the first about event number `first` and each next one about the next event.
  void queue(std::uint64_t first, std::vector<Entry> entries) {
    for (Entry& e : entries) pending_.emplace_back(first++, std::move(e));
  }
  // Moves the entries whose events are presented (number < `presented`) to the shown log, in order, calling
  // onShown(entry) just before each joins it (the status line may tell it).
  template <class OnShown>
  void catchUp(std::uint64_t presented, OnShown&& onShown) {
    while (!pending_.empty() && pending_.front().first < presented) {
      onShown(pending_.front().second);
      shown_.push_back(std::move(pending_.front().second));
      pending_.pop_front();
    }
  }
  void catchUp(std::uint64_t presented) {
    catchUp(presented, [](const Entry&) {});
  }
  // The game went back to its first `commands` commands (undo, a lesson's rewind) and the board shows their end:
  // the later commands' entries go, shown or waiting, and the kept commands' waiting entries are shown now.
  void keepCommands(int commands) {
    std::erase_if(shown_, [commands](const Entry& e) { return e.command > commands; });
    for (auto& [event, entry] : pending_) {
      if (entry.command <= commands) shown_.push_back(std::move(entry));
    }
    pending_.clear();
  }
  // Starts over: nothing shown, nothing waiting.
  void clear() {
    pending_.clear();
    shown_.clear();
  }

 private:
  std::vector<Entry> shown_;
  std::deque<std::pair<std::uint64_t, Entry>> pending_;  // each with its event's number
};

}  // namespace nemesis::view
