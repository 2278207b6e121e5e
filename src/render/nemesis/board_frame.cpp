#include "nemesis/board_frame.hpp"

#include <algorithm>

#include "room_pieces.hpp"

namespace nemesis::view {

SceneRoom BoardFrame::room(int r) const {
  return static_cast<std::size_t>(r) < scene.rooms.size() ? scene.rooms[static_cast<std::size_t>(r)] : SceneRoom{};
}

DoorState BoardFrame::door(int c) const {
  return static_cast<std::size_t>(c) < scene.doors.size() ? scene.doors[static_cast<std::size_t>(c)] : DoorState::Open;
}

bool BoardFrame::noise(PassageId p) const {
  return static_cast<std::size_t>(p) < scene.noise.size() && scene.noise[static_cast<std::size_t>(p)] != 0;
}

std::vector<int> BoardFrame::charactersIn(int r) const {
  std::vector<int> out;
  for (std::size_t i = 0; i < scene.characters.size(); ++i) {
    if (scene.characters[i].room == r) out.push_back(static_cast<int>(i));
  }
  return out;
}

std::vector<std::size_t> BoardFrame::intrudersIn(int r) const {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < scene.intruders.size(); ++i) {
    if (scene.intruders[i].room == r) out.push_back(i);
  }
  return out;
}

BoardLayout::Pieces BoardFrame::piecesIn(int r, const SceneRoom& s, int extraCharacters, int extraIntruders) const {
  return roomPieces(layout, scene, r, s, pieceScale(), extraCharacters, extraIntruders);
}

Vec2 BoardFrame::characterTarget(int c, int r) const {
  const auto here = charactersIn(r);
  const auto it = std::find(here.begin(), here.end(), c);
  if (it != here.end()) return piecesIn(r, room(r)).characters[static_cast<std::size_t>(it - here.begin())];
  return piecesIn(r, room(r), 1, 0).characters.back();
}

Vec2 BoardFrame::intruderTarget(int id, int r) const {
  const auto here = intrudersIn(r);
  for (std::size_t i = 0; i < here.size(); ++i) {
    if (scene.intruders[here[i]].id == id) return piecesIn(r, room(r)).intruders[i];
  }
  return piecesIn(r, room(r), 0, 1).intruders.back();
}

Vec2 BoardFrame::characterAt(int character) const {
  if (character < 0 || static_cast<std::size_t>(character) >= scene.characters.size()) {
    return layout.bounds().center();
  }
  return characterTarget(character, scene.characters[static_cast<std::size_t>(character)].room);
}

float BoardFrame::bandPx() const {
  const auto nameHeight = static_cast<float>(pen.textHeight("Hg", labelFont()));
  const float wanted = std::max(pen.px(kNameBandBottom - 1), 2 * std::max(badgeRadius(), nameHeight / 2) + 2);
  // The pieces keep at least 70 % of the tile: past that the name gives way (nameFits) and the number's disc
  // overhangs the tile's top edge (badgeAt).
  return std::min(wanted, std::max(pen.px(kNameBandBottom - 1), 0.3f * pen.px(BoardLayout::kRoomHeight)));
}

bool BoardFrame::nameFits() const {
  return static_cast<float>(pen.textHeight("Hg", labelFont())) <= bandPx();
}

float BoardFrame::bandBottom() const {
  return bandPx() / std::max(pen.zoom(), 1e-3f) + 1;
}

float BoardFrame::markerSize() const {
  return pen.px(BoardLayout::markerSize(pen.zoom(), ui()));
}

float BoardFrame::charSize() const {
  return std::max(BoardLayout::kMinMiniaturePx * ui(), pen.px(BoardLayout::kCharacterSize));
}

float BoardFrame::intrSize() const {
  return std::max(BoardLayout::kMinMiniaturePx * ui(), pen.px(BoardLayout::kIntruderSize));
}

float BoardFrame::hatchHalf() const {
  // The layout leaves a hatch about 8 world units each way: the UI scale grows it up to that room.
  return std::clamp(5.0f * ui(), std::max(5.0f, pen.px(7)), std::max(5.0f, pen.px(8)));
}

float BoardFrame::hatchSize() const {
  return 2 * hatchHalf() + 2;
}

Vec2 BoardFrame::badgeAt(int r) const {
  const Vec2 corner = pen.at({layout.room(r).x, layout.room(r).y});
  const float radius = badgeRadius();
  return {corner.x + std::max(pen.px(9), radius + 2), corner.y + std::min(bandPx() / 2, bandPx() - radius - 1)};
}

float BoardFrame::badgeRadius() const {
  const auto w = static_cast<float>(pen.textWidth("22", numberFont()));
  const auto h = static_cast<float>(pen.textHeight("22", numberFont()));
  return std::max({7.0f, pen.px(7.5f), 0.5f * std::max(w + 2, 0.9f * h)});
}

Vec2 BoardFrame::nameBandCentre(int r) const {
  const Rect w = layout.room(r);
  return {pen.at({w.x + kNameBand.x + kNameBand.w / 2, w.y}).x, pen.at({w.x, w.y}).y + bandPx() / 2};
}

Rect BoardFrame::onScreen(Rect world) const {
  const Vec2 p = pen.at({world.x, world.y});
  return {p.x, p.y, pen.px(world.w), pen.px(world.h)};
}

}  // namespace nemesis::view
