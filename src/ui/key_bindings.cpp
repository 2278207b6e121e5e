#include "key_bindings.hpp"

#include <algorithm>

namespace nemesis::ui {

namespace {

constexpr std::array<KeyActionInfo, kKeyActionCount> kInfo = {{
    {"previous_destination", "Left", "Choose the previous legal destination on the board"},
    {"next_destination", "Right", "Choose the next legal destination on the board (Enter moves there)"},
    {"careful", "C", "Careful Movement into the chosen destination (then the corridor's digit)"},
    {"pass", "P", "Pass (a game by rounds; the last pass of a round asks first)"},
    {"hibernate", "H", "Hibernate (in the Hibernatorium; pays 2 cards; asks first)"},
    {"skip", "Space", "Skip to the present (what the board still shows)"},
    {"next_character", "Tab", "Next character (free play; Shift: previous)"},
    {"fit_board", "Home", "Fit the board to the window"},
    {"help", "F1", "This help"},
    {"debug", "F12", "Debug overlay"},
    {"risk_map", "R", "Risk map: every destination's Encounter chance on the board (View > Risk map)"},
}};

}  // namespace

const KeyActionInfo& keyActionInfo(KeyAction action) {
  return kInfo[static_cast<std::size_t>(action)];
}

std::optional<KeyAction> keyActionNamed(std::string_view setting) {
  for (std::size_t i = 0; i < kInfo.size(); ++i) {
    if (kInfo[i].setting == setting) return static_cast<KeyAction>(i);
  }
  return std::nullopt;
}

KeyBindings defaultKeyBindings() {
  KeyBindings keys;
  for (std::size_t i = 0; i < kInfo.size(); ++i) keys[i] = std::string(kInfo[i].defaultKey);
  return keys;
}

bool isKeyName(std::string_view name) {
  return !name.empty() && name.size() <= 32 &&
         std::all_of(name.begin(), name.end(), [](char c) { return c >= ' ' && c != '\x7f'; });
}

std::optional<KeyAction> bindKey(KeyBindings& keys, KeyAction action, const std::string& key) {
  const auto index = static_cast<std::size_t>(action);
  std::optional<KeyAction> swapped;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (i != index && keys[i] == key) {
      keys[i] = keys[index];
      swapped = static_cast<KeyAction>(i);
    }
  }
  keys[index] = key;
  return swapped;
}

}  // namespace nemesis::ui
