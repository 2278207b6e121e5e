// Where the panels drew their widgets, by name ("hand.card.2"), so tests can find and click them (Debian's Dear
// ImGui is built without test-engine hooks). Each app keeps its own in its UiState (two clients in one process
// record apart); the panels fill it through detail::recordItem (panel_common.hpp) while it is enabled, which
// only tests do. Pure: no ImGui.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace nemesis::ui {

// `text` is what the widget says, for the few whose words a test reads (the status bar's message, a button's
// label). Corners in screen pixels.
struct RecordedItem {
  struct Corner {
    float x = 0;
    float y = 0;
  };
  std::string name;
  Corner min;
  Corner max;
  std::string text;
};

struct ItemRecorder {
  bool enabled = false;
  std::vector<RecordedItem> items;  // every record since the last clear, oldest first

  [[nodiscard]] const RecordedItem* find(std::string_view name) const {
    // The newest record wins: a widget drawn on several frames is where it was last drawn.
    for (auto it = items.rbegin(); it != items.rend(); ++it) {
      if (it->name == name) return &*it;
    }
    return nullptr;
  }
};

}  // namespace nemesis::ui
