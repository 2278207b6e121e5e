// The Enormity board's colours, in one place: the painter (grid_painter.cpp) draws with them and the legend
// (app/enormity/enormity_legend.cpp) explains them with the same ones. A dark station, so pieces and markers carry
// the colour; every colour is doubled by a shape or a label.
#pragma once

#include <SDL.h>

#include <array>

namespace nemesis::view::enormity {

inline constexpr SDL_Color kBack{9, 12, 18, 255};
inline constexpr SDL_Color kFloor{44, 56, 72, 255};
inline constexpr SDL_Color kVoid{15, 18, 25, 255};
inline constexpr SDL_Color kHatch{46, 54, 68, 255};
inline constexpr SDL_Color kGrid{92, 110, 134, 255};
inline constexpr SDL_Color kMapEdge{125, 145, 168, 255};
inline constexpr SDL_Color kSpawn{255, 190, 70, 255};
inline constexpr SDL_Color kBlipFace{30, 58, 56, 255};
inline constexpr SDL_Color kBlipRim{120, 205, 185, 255};
inline constexpr SDL_Color kArrow{185, 250, 225, 255};
inline constexpr SDL_Color kIntruder{190, 120, 255, 255};
inline constexpr SDL_Color kBadge{12, 16, 23, 255};
inline constexpr SDL_Color kInk{232, 238, 244, 255};
inline constexpr SDL_Color kDimInk{150, 162, 178, 255};
inline constexpr SDL_Color kDark{14, 16, 20, 255};
inline constexpr SDL_Color kWhite{255, 255, 255, 255};
inline constexpr SDL_Color kStress{178, 40, 44, 255};
inline constexpr SDL_Color kBrass{255, 208, 92, 255};  // the Priority Target marker and the Countdown marker
inline constexpr SDL_Color kDecision{90, 220, 255, 255};
inline constexpr SDL_Color kMove{96, 224, 138, 255};
inline constexpr SDL_Color kHover{235, 240, 250, 255};
inline constexpr SDL_Color kDanger{255, 96, 80, 255};
// The dice and the Countdown levels.
inline constexpr SDL_Color kDieWhite{236, 236, 228, 255};
inline constexpr SDL_Color kDieRed{196, 44, 44, 255};
inline constexpr SDL_Color kDieBlack{22, 22, 26, 255};
inline constexpr SDL_Color kDieBlackEdge{190, 190, 205, 255};
inline constexpr std::array<SDL_Color, 6> kSpacerColours = {
    SDL_Color{90, 200, 255, 255},  SDL_Color{255, 170, 80, 255},  SDL_Color{150, 230, 120, 255},
    SDL_Color{235, 130, 235, 255}, SDL_Color{240, 230, 110, 255}, SDL_Color{120, 240, 220, 255}};

}  // namespace nemesis::view::enormity
