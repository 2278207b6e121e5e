// The board's keys, which the player can change (View > Settings, Keys; settings.ini `key.pass = P`). Keys are
// kept by SDL's key names ("P", "Space", "F12", "Left"), so this file stays free of SDL: the app turns names
// into key codes. Ctrl shortcuts (save, undo...), Enter and Escape are fixed and not listed here.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace nemesis::ui {

enum class KeyAction : std::uint8_t {
  PreviousDestination,
  NextDestination,
  Careful,
  Pass,
  Hibernate,
  Skip,
  NextCharacter,
  FitBoard,
  Help,
  Debug,
  RiskMap,
};
inline constexpr std::size_t kKeyActionCount = 11;

struct KeyActionInfo {
  std::string_view setting;      // "pass": the settings.ini key is "key.pass"
  std::string_view defaultKey;   // SDL's name of the default key
  std::string_view description;  // the Help window's and the Settings window's line
};
[[nodiscard]] const KeyActionInfo& keyActionInfo(KeyAction action);
[[nodiscard]] std::optional<KeyAction> keyActionNamed(std::string_view setting);

// One key name per action, indexed by KeyAction.
using KeyBindings = std::array<std::string, kKeyActionCount>;
[[nodiscard]] KeyBindings defaultKeyBindings();
// A key name as settings.ini may hold it: 1-32 printable characters (SDL checks that it names a key).
[[nodiscard]] bool isKeyName(std::string_view name);
// Binds `action` to `key`. An action already on that key takes the key `action` leaves (a swap, so no key does
// two things); returns that action, if any.
std::optional<KeyAction> bindKey(KeyBindings& keys, KeyAction action, const std::string& key);

}  // namespace nemesis::ui
