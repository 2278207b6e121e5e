// What the player's attention is drawn to on the Nemesis board, over everything else on it: the room under the
// mouse and the keyboard's choice, the legal destinations with their cost, the hovered log entry's room or
// passage, a Careful Movement question's corridors, a lesson step's subjects, and the risk map. Each outline has
// its own colour and also its own shape, so it reads without colour.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <string>
#include <vector>

#include "label_placer.hpp"
#include "nemesis/board_frame.hpp"

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

// `labels` are the static layer's (a Careful Movement question lights the number pills where they were placed).
void drawHighlights(const BoardFrame& f, const Highlights& hl, const LabelPlacer& labels);

}  // namespace nemesis::view
