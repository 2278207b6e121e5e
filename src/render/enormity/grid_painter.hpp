// Draws an Enormity board: the grid map, spawn points, Spacers, Intruders, Blips with their facing arrows, the
// Priority Target marker, the animation playing and the player's highlights, then in screen space the Countdown
// track and the dice tray. Reads the presented moment (enormity_presentation.hpp); never touches game state.
// Its own painter: the Nemesis painter's internals are not shared, only the drawing primitives (pen.hpp).
#pragma once

#include <SDL.h>

#include <optional>
#include <vector>

#include "art.hpp"
#include "camera.hpp"
#include "enormity/enormity_presentation.hpp"
#include "enormity/grid_layout.hpp"

namespace nemesis::view::enormity {

struct GridHighlights {
  std::vector<int> blips;         // Blip ids to outline (assignable, or the options of a decision)
  std::vector<en::Space> spaces;  // spaces to outline (a Spacer's legal moves)
  std::vector<int> spawnPoints;   // spawn point indices to outline (a SpawnPoint decision)
  int selectedDie = -1;           // the tray die picked for assignment
  // Dice given their Blips by hand, not yet confirmed: marked at once in the tray ("-> b3") and on the board
  // (the Blip ringed, "die 1" beside it), as a confirmed assignment is.
  std::vector<en::Assignment> chosen;
  int hoverBlip = -1;
  std::optional<en::Space> hoverSpace;
  int activeSpacer = -1;  // the Spacer the panels act for (drawn with a ring)
  float pulse = 1.0f;     // 0..1 outline strength
};

// The dice tray's key (the colours are also told apart by shape and letter): white a square "W", red a disc
// "R", black a hexagon "B"; the virtual die of a bare number a plain outlined box with no letter.
class GridPainter {
 public:
  explicit GridPainter(Art& art);
  void draw(const EnormityPresentation& p, const Camera& camera, const GridHighlights& h, float uiScale);

 private:
  Art& art_;
  std::vector<SDL_FRect> rows_;  // reused for every filled shape
};

}  // namespace nemesis::view::enormity
