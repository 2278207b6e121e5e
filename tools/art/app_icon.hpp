// The application icon (desktop menu, window): a ship seen from above between the rings of a Noise marker,
// drawn in code like the board art and written as assets/art/app-icon-N.png in the sizes desktops ask for.
#pragma once

#include <array>
#include <string>

namespace art {

// The sizes installed under share/icons/hicolor/NxN/apps (CMake's install rule lists the same).
inline constexpr std::array<int, 6> kAppIconSizes{16, 32, 48, 64, 128, 256};

// Writes app-icon-N.png for each size into `folder`; the number of files written, or -1 (SDL_GetError says
// why) when one cannot be written.
int writeAppIcons(const std::string& folder);

}  // namespace art
