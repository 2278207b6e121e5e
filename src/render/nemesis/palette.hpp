// The Nemesis board's colours, in one place so the parts of the board that share a meaning share its colour
// (an outline in the legend is the outline on the board). A dark ship, so pieces and markers carry the colour;
// every colour is doubled by a shape or a label (issue 15).
#pragma once

#include <SDL.h>

namespace nemesis::view {

// The ship: space, the hull behind the tiles, corridors, tiles face up and face down.
inline constexpr SDL_Color kSpace{9, 12, 18, 255};
inline constexpr SDL_Color kHull{21, 27, 37, 255};
inline constexpr SDL_Color kHullEdge{44, 55, 71, 255};
inline constexpr SDL_Color kCorridorOuter{36, 45, 58, 255};
inline constexpr SDL_Color kCorridorInner{62, 76, 96, 255};
inline constexpr SDL_Color kTile{40, 51, 66, 255};
inline constexpr SDL_Color kTileBand{54, 68, 88, 255};
inline constexpr SDL_Color kTileEdge{125, 145, 168, 255};
inline constexpr SDL_Color kSpecialEdge{112, 190, 176, 255};
inline constexpr SDL_Color kBackTint{96, 110, 130, 255};
inline constexpr SDL_Color kBackEdge{78, 90, 106, 255};

// Text and the discs and pills it sits on.
inline constexpr SDL_Color kBadge{12, 16, 23, 255};
inline constexpr SDL_Color kInk{232, 238, 244, 255};
inline constexpr SDL_Color kDimInk{170, 184, 200, 255};
inline constexpr SDL_Color kDark{14, 16, 20, 255};
inline constexpr SDL_Color kWhite{255, 255, 255, 255};

// The player's outlines (highlights.hpp, and the legend through outlineColour).
inline constexpr SDL_Color kDestination{96, 224, 138, 255};
inline constexpr SDL_Color kEscape{255, 150, 60, 255};
inline constexpr SDL_Color kHover{235, 240, 250, 255};
inline constexpr SDL_Color kLog{255, 214, 74, 255};
inline constexpr SDL_Color kDecision{90, 220, 255, 255};
inline constexpr SDL_Color kLesson{255, 120, 220, 255};  // a lesson's highlights: a colour no other highlight uses

// Harm and the round structure.
inline constexpr SDL_Color kWound{255, 40, 40, 255};
inline constexpr SDL_Color kInjury{255, 160, 60, 255};
inline constexpr SDL_Color kDanger{255, 96, 80, 255};
inline constexpr SDL_Color kPassed{150, 156, 166, 255};
inline constexpr SDL_Color kFirstPlayer{255, 208, 92, 255};  // the First Player token's brass
inline constexpr SDL_Color kTrackPast{70, 84, 104, 255};
inline constexpr SDL_Color kTrackLate{150, 52, 46, 255};  // the last rounds of the time track

// The Intruders' pale lilac: the rim of their type chips and of a drawn token, the Event card's back, the egg
// banner.
inline constexpr SDL_Color kIntruderRim{230, 216, 245, 255};
// An Intruder's token on the board: a near-black disc (it stands out on a pale face-down tile) in a violet band,
// a hue no class colour and no highlight uses for any kind of viewer, edged with the pale lilac above (it stands
// out on a dark tile). tests/client/client_colour_blind.cpp checks both.
inline constexpr SDL_Color kIntruderToken{26, 10, 34, 255};
inline constexpr SDL_Color kIntruderHalo{128, 64, 248, 255};

// The drawn Event card's face.
inline constexpr SDL_Color kCardFace{238, 230, 214, 255};
inline constexpr SDL_Color kCardHeader{122, 30, 40, 255};
inline constexpr SDL_Color kCardInk{28, 24, 30, 255};

}  // namespace nemesis::view
