// Draws the ship: room tiles, corridors with their noise numbers, Technical Corridors, doors, markers,
// exploration tokens and miniatures, with the animations in progress and the player's highlights on top.
// Reads a Scene (what the board shows now); never touches game state.
#pragma once

#include <SDL.h>

#include <memory>
#include <string>
#include <vector>

#include "animation.hpp"
#include "art.hpp"
#include "camera.hpp"
#include "label_placer.hpp"
#include "layout.hpp"
#include "scene.hpp"

namespace nemesis::view {

// A legal destination of the active character, shown while the mouse is over the board.
struct Destination {
  int room = -1;
  int cost = 1;         // cards to pay: 1 Movement, 2 Careful Movement
  bool escape = false;  // leaving a room with Intruders (an Escape)
};

// The risk map (View > Risk map): a destination's headline chance as a number, over a hatching whose lines grow
// denser with the risk (density 0-4), so it reads without colour.
struct RiskSpot {
  int room = -1;
  std::string label;  // "22%"
  int density = 0;
  friend bool operator==(const RiskSpot&, const RiskSpot&) = default;
};

struct Highlights {
  int activeCharacter = -1;               // drawn with a ring
  int hoverRoom = -1;                     // room under the mouse
  int focusRoom = -1;                     // destination chosen with the keyboard (arrow keys): Enter moves there
  std::vector<Destination> destinations;  // legal moves from the active character's room
  int logRoom = -1;                       // hovered log entry's room
  PassageId logPassage = kNoPassage;      // hovered log entry's corridor / Technical Corridors space
  std::vector<int> decisionNumbers;       // a pending Careful Movement question: one digit per corridor offered
  int decisionRoom = -1;
  // A lesson step's highlights (docs/tutorial-format.md): a pulsing outline, the other rooms dimmed slightly.
  std::vector<int> lessonRooms;
  std::vector<PassageId> lessonCorridors;  // corridors or the Technical Corridors space
  std::vector<int> lessonCharacters;
  float lessonPulse = 0;       // 0..1, the outline's phase (the app advances it with the frame time)
  std::vector<RiskSpot> risk;  // the risk map, when it is on: drawn over the rooms, never into the cached layer
  [[nodiscard]] bool lesson() const {
    return !lessonRooms.empty() || !lessonCorridors.empty() || !lessonCharacters.empty();
  }
};

// The board's outlines, for the legend (View > Legend): one colour each, and each also drawn its own way.
enum class Outline : std::uint8_t { Destination, Escape, Hover, Log, Decision, Lesson };
[[nodiscard]] SDL_Color outlineColour(Outline o);
// The label on a character's miniature ("C", "Sc", "So", "M", "P", "Si") and its tint.
[[nodiscard]] const char* classLabel(CharacterClass c);
[[nodiscard]] SDL_Color classColour(CharacterClass c);

// Hidden information, drawn only when the debug overlay reveals it (nullptr otherwise).
struct Revealed {
  bool explorationTokens = true;
};

class BoardPainter {
 public:
  BoardPainter(Art& art, const Board& board);
  // Draws the board into the camera's viewport (background, then tiles, corridors, markers, pieces,
  // animations, highlights).
  void draw(const Scene& scene, const AnimationQueue& animations, const BoardLayout& layout, const Camera& camera,
            const Highlights& highlights, const Revealed* revealed);
  // The labels the last redraw of the static layer placed (screen pixels): the render tests check them.
  [[nodiscard]] const std::vector<PlacedLabel>& labels() const { return labels_.labels(); }

 private:
  Art& art_;
  const Board& board_;
  // The board without its pieces (hull, corridors, tiles, tokens, markers), drawn into a texture and
  // reused until the camera, the markers or the tiles change: most frames only copy it and add the pieces.
  struct LayerKey {
    Rect viewport;
    Vec2 origin;  // where the world origin lands on screen
    float zoom = 0;
    int textWidth = 0;  // a reference string's width: changes with the UI scale
    bool revealed = false;
    std::vector<SceneRoom> rooms;
    std::vector<DoorState> doors;
    std::vector<std::uint8_t> noise;
    std::vector<int> hidden;  // doors and tiles an animation draws instead
    friend bool operator==(const LayerKey&, const LayerKey&) = default;
  };
  struct TextureDeleter {
    void operator()(SDL_Texture* t) const { SDL_DestroyTexture(t); }
  };
  std::unique_ptr<SDL_Texture, TextureDeleter> layer_;
  int layerW_ = 0;
  int layerH_ = 0;
  LayerKey layerKey_;
  LayerKey candidate_;             // built each frame into reused storage, compared with layerKey_
  std::vector<SDL_FRect> rows_;    // reused for every filled shape, so a frame allocates nothing
  std::vector<SDL_FPoint> stars_;  // background specks, in world coordinates
  LabelPlacer labels_;             // placed with the static layer, read by every frame's highlights
  std::vector<Vec2> hull_;         // the ship's outline behind the tiles (world), built on first draw
};

}  // namespace nemesis::view
