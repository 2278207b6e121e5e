// A file the new-game window offers for a game (app/game_registry.hpp ClientGame::startFiles): where it is and
// what a player reads before choosing it, its name and what it sets up, never its file name alone. Pure.
#pragma once

#include <string>

namespace nemesis::ui {

struct StartFile {
  std::string path;
  std::string name;   // "The first Noise roll"; empty: the window shows the file's name
  std::string about;  // a sentence or two: what the position is and what to try
};

}  // namespace nemesis::ui
