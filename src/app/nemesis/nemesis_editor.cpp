// The Nemesis scenario editor's board: drawing the position, what is under the mouse, and the clicks, drags and
// right clicks that edit it, each through the one gate (edit). Its panels are in nemesis_editor_panels.cpp.
#include "nemesis_editor.hpp"

#include <algorithm>

#include "engine/kernel/fnv1a.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/scenario_edit.hpp"
#include "render/nemesis/board_painter.hpp"
#include "render/nemesis/highlights.hpp"
#include "render/nemesis/room_pieces.hpp"

namespace nemesis::app {

namespace {

namespace se = scenario_edit;

// How far from a corridor's marker a click still takes it (world units).
constexpr float kPassageRadius = 16;

}  // namespace

std::string newNemesisScenario() {
  return "{\n  \"format\": \"nemesis-scenario\",\n  \"version\": 1,\n"
         "  \"board\": \"basic\",\n  \"characters\": [\"captain\"]\n}\n";
}

NemesisEditor::NemesisEditor(const ClientContext& context, const EditorStart& start)
    : ScenarioEditor(context.ui, start.text.empty() ? newNemesisScenario() : start.text,
                     start.path.empty() ? std::string(kSource) : start.path),
      art_(context.art),
      boardsDir_(context.assetsRoot + "/boards"),
      reader_([boards = boardsDir_](const std::string& text) {
        return parseScenario(text, std::string(kSource), boards);
      }) {
  state_ = parseScenario(document().text(), start.path.empty() ? std::string(kSource) : start.path, boardsDir_);
  board_ = state_.board;
  scene_ = view::sceneOf(state_);
  layout_ = std::make_unique<view::BoardLayout>(*board_);
  painter_ = std::make_unique<view::BoardPainter>(art_, *board_);
}

NemesisEditor::~NemesisEditor() = default;

std::string NemesisEditor::check(const std::string& text) const {
  return reader_.verdict(text);
}

void NemesisEditor::reread() {
  state_ = reader_.positionOf(document().text());
  scene_ = view::sceneOf(state_);
  const auto within = [](int i, std::size_t n) { return i >= 0 && static_cast<std::size_t>(i) < n ? i : -1; };
  selectedCharacter_ = within(selectedCharacter_, state_.characters.size());
  selectedIntruder_ = within(selectedIntruder_, state_.intruders.size());
}

std::string NemesisEditor::statusText() const {
  const std::string name = document().member("name");
  return "Scenario editor" + (name.empty() ? std::string() : ": " + name) + " \u00b7 " +
         std::to_string(state_.characters.size()) + " characters \u00b7 " + std::to_string(state_.intruders.size()) +
         " Intruders \u00b7 round " + std::to_string(state_.round) + (state_.freePlay ? " \u00b7 free play" : "");
}

void NemesisEditor::fitCamera(view::Camera& camera, view::Rect viewport, float uiScale) const {
  (void)uiScale;
  camera.fit(layout_->bounds(), viewport);
}

void NemesisEditor::drawBoard(const view::Camera& camera, float uiScale) {
  (void)uiScale;
  view::Highlights h;
  h.hoverRoom = hoverRoom_;
  h.activeCharacter = selectedCharacter_;
  if (selectedRoom_ >= 0) h.lessonRooms.push_back(selectedRoom_);
  h.lessonPulse = 1;
  view::Revealed revealed;
  painter_->draw(scene_, noAnimations_, *layout_, camera, h, viewAs_ < 0 ? &revealed : nullptr);
}

std::uint64_t NemesisEditor::frameKey() const {
  Fnv1a h;
  h.put(editorMarks());
  h.put(std::to_string(hoverRoom_) + "," + std::to_string(selectedCharacter_) + "," +
        std::to_string(selectedIntruder_) + "," + std::to_string(selectedRoom_) + std::to_string(viewAs_));
  return h.value();
}

view::BoardLayout::Pieces NemesisEditor::piecesOf(int room) const {
  return view::roomPieces(*layout_, scene_, room, scene_.rooms[static_cast<std::size_t>(room)], painter_->pieceScale());
}

NemesisEditor::Spot NemesisEditor::spotAt(view::Vec2 screen, const view::Camera& camera) const {
  Spot s;
  const view::Vec2 world = camera.toWorld(screen);
  s.room = layout_->roomAt(world);
  s.passage = layout_->passageAt(world, kPassageRadius);
  if (s.room < 0) return s;
  s.passage = kNoPassage;  // a click in a room is the room's
  const view::BoardLayout::Pieces at = piecesOf(s.room);
  const auto near = [&](view::Vec2 p, float size) {
    const view::Vec2 d = world - p;
    return std::abs(d.x) <= size * 0.5f && std::abs(d.y) <= size * 0.5f;
  };
  std::size_t k = 0;
  for (std::size_t i = 0; i < scene_.characters.size(); ++i) {
    if (scene_.characters[i].room != s.room) continue;
    if (k < at.characters.size() && near(at.characters[k], at.characterSize)) s.character = static_cast<int>(i);
    ++k;
  }
  k = 0;
  for (std::size_t i = 0; i < scene_.intruders.size(); ++i) {
    if (scene_.intruders[i].room != s.room) continue;
    if (k < at.intruders.size() && near(at.intruders[k], at.intruderSize)) s.intruder = static_cast<int>(i);
    ++k;
  }
  return s;
}

view::Vec2 NemesisEditor::roomOnScreen(int room, const view::Camera& camera) const {
  return camera.toScreen(layout_->room(room).center());
}

std::optional<view::Vec2> NemesisEditor::characterOnScreen(int character, const view::Camera& camera) const {
  return pieceOnScreen(scene_.characters, character, &view::BoardLayout::Pieces::characters, camera);
}

std::optional<view::Vec2> NemesisEditor::intruderOnScreen(int index, const view::Camera& camera) const {
  return pieceOnScreen(scene_.intruders, index, &view::BoardLayout::Pieces::intruders, camera);
}

// Piece `index` of `pieces` in its room's slot: after those of its kind in the same room before it, as the painter
// places them (BoardFrame::charactersIn, intrudersIn).
template <class Piece>
std::optional<view::Vec2> NemesisEditor::pieceOnScreen(const std::vector<Piece>& pieces, int index,
                                                       std::vector<view::Vec2> view::BoardLayout::Pieces::*slots,
                                                       const view::Camera& camera) const {
  if (index < 0 || static_cast<std::size_t>(index) >= pieces.size()) return std::nullopt;
  const int room = pieces[static_cast<std::size_t>(index)].room;
  const auto k = static_cast<std::size_t>(
      std::count_if(pieces.begin(), pieces.begin() + index, [room](const Piece& p) { return p.room == room; }));
  const view::BoardLayout::Pieces inRoom = piecesOf(room);
  const std::vector<view::Vec2>& at = inRoom.*slots;
  if (k >= at.size()) return std::nullopt;
  return camera.toScreen(at[k]);
}

view::Vec2 NemesisEditor::passageOnScreen(PassageId passage, const view::Camera& camera) const {
  return camera.toScreen(layout_->noiseSlot(passage));
}

// What a screenshot script's "client click" and "client hover" name: a room by its board number ("15" or "room
// 15"), a character or an Intruder by its place in the file's list from 1 ("character 2", "intruder 1"), a corridor
// by the rooms it joins ("corridor 8-11").
std::optional<view::Vec2> NemesisEditor::spotOnScreen(std::string_view name, const view::Camera& camera) const {
  const auto number = [](std::string_view text) -> std::optional<int> {
    int n = 0;
    if (text.empty() || text.size() > 3) return std::nullopt;
    for (char c : text) {
      if (c < '0' || c > '9') return std::nullopt;
      n = n * 10 + (c - '0');
    }
    return n;
  };
  const auto after = [&](std::string_view prefix) -> std::optional<std::string_view> {
    if (name.rfind(prefix, 0) != 0) return std::nullopt;
    return name.substr(prefix.size());
  };
  const Board& board = state_.topo();
  using Piece = std::optional<view::Vec2> (NemesisEditor::*)(int, const view::Camera&) const;
  for (const auto& [prefix, piece] :
       {std::pair<std::string_view, Piece>{"character ", &NemesisEditor::characterOnScreen},
        std::pair<std::string_view, Piece>{"intruder ", &NemesisEditor::intruderOnScreen}}) {
    if (auto rest = after(prefix)) {
      const auto n = number(*rest);
      return n ? (this->*piece)(*n - 1, camera) : std::nullopt;
    }
  }
  if (auto rest3 = after("corridor ")) {
    const std::size_t dash = rest3->find('-');
    if (dash == std::string_view::npos) return std::nullopt;
    const auto a = number(rest3->substr(0, dash));
    const auto b = number(rest3->substr(dash + 1));
    const auto ra = a ? board.roomByLabel(*a) : std::nullopt;
    const auto rb = b ? board.roomByLabel(*b) : std::nullopt;
    const int c = ra && rb && *ra != *rb ? board.corridorBetween(*ra, *rb) : -1;
    if (c >= 0) return passageOnScreen(c, camera);
  } else {
    const auto label = number(after("room ").value_or(name));
    const auto room = label ? board.roomByLabel(*label) : std::nullopt;
    if (room) return roomOnScreen(*room, camera);
  }
  return std::nullopt;
}

bool NemesisEditor::keyPressed(KeyCode key, std::optional<ui::KeyAction> action, bool shift) {
  (void)action;
  (void)shift;
  // The palette's tools by their numbers (shown beside them).
  if (key >= '1' && key <= '8') {
    tool_ = static_cast<Tool>(key - '1');
    return true;
  }
  return false;
}

void NemesisEditor::mouseMoved(view::Vec2 screen, const view::Camera& camera) {
  hoverRoom_ = layout_->roomAt(camera.toWorld(screen));
}

// A drag moves the character or Intruder pressed to the room it is let go in.
void NemesisEditor::dragged(view::Vec2 from, view::Vec2 to, const view::Camera& camera) {
  const Spot a = spotAt(from, camera);
  const Spot b = spotAt(to, camera);
  if (b.room < 0 || b.room == a.room || (a.character < 0 && a.intruder < 0)) return;
  const int label = state_.topo().room(b.room).label;
  const int character = a.character;
  const int intruder = a.intruder;
  if (edit(
          [&](rapidjson::Document& doc) {
            if (character >= 0) {
              se::setCharacter(doc, character, "room", rapidjson::Value(label));
            } else {
              se::setIntruder(doc, intruder, "room", rapidjson::Value(label));
            }
          },
          to)) {
    selectedRoom_ = -1;
    selectedCharacter_ = character;
    selectedIntruder_ = intruder;
  }
}

void NemesisEditor::clickAt(view::Vec2 screen, const view::Camera& camera) {
  const Spot spot = spotAt(screen, camera);
  const Board& board = state_.topo();
  const int label = spot.room >= 0 ? board.room(spot.room).label : 0;
  const auto select = [&](int character, int intruder, int room) {
    selectedCharacter_ = character;
    selectedIntruder_ = intruder;
    selectedRoom_ = room;
  };
  switch (tool_) {
    case Tool::Select:
      if (spot.character >= 0 || spot.intruder >= 0) {
        select(spot.character, spot.intruder, -1);
      } else {
        select(-1, -1, spot.room);
      }
      return;
    case Tool::Character:
      if (spot.room < 0) return;
      if (edit([&](rapidjson::Document& d) { se::addCharacter(d, class_, label); }, screen)) {
        select(static_cast<int>(state_.characters.size()) - 1, -1, -1);
      }
      return;
    case Tool::Intruder:
      if (spot.room < 0) return;
      if (edit([&](rapidjson::Document& d) { se::addIntruder(d, state_, intruderType_, label); }, screen)) {
        select(-1, static_cast<int>(state_.intruders.size()) - 1, -1);
      }
      return;
    case Tool::Noise:
      if (spot.passage == kNoPassage) {
        say("Click a corridor (or the Technical Corridors space) to put a Noise marker in it.", false);
        return;
      }
      edit([&](rapidjson::Document& d) { se::setNoise(d, board, spot.passage, !state_.hasNoise(spot.passage)); },
           screen);
      return;
    case Tool::Door: {
      if (spot.passage == kNoPassage || board.isTechSpace(spot.passage)) {
        say("Click a corridor to close its Door (again: destroyed, again: open).", false);
        return;
      }
      const DoorState next = state_.door(spot.passage) == DoorState::Open     ? DoorState::Closed
                             : state_.door(spot.passage) == DoorState::Closed ? DoorState::Destroyed
                                                                              : DoorState::Open;
      edit([&](rapidjson::Document& d) { se::setDoor(d, board, spot.passage, next); }, screen);
      return;
    }
    case Tool::Fire:
    case Tool::Malfunction: {
      if (spot.room < 0) return;
      const bool fire = tool_ == Tool::Fire;
      const RoomState& r = state_.room(spot.room);
      const bool on = !(fire ? r.fire : r.malfunction);
      if (edit(
              [&](rapidjson::Document& d) {
                se::setRoom(d, label, fire ? "fire" : "malfunction", rapidjson::Value(on));
              },
              screen)) {
        select(-1, -1, spot.room);
      }
      return;
    }
    case Tool::Explore: {
      if (spot.room < 0) return;
      const bool on = !state_.room(spot.room).explored;
      if (edit([&](rapidjson::Document& d) { se::setRoom(d, label, "explored", rapidjson::Value(on)); }, screen)) {
        select(-1, -1, spot.room);
      }
      return;
    }
  }
}

void NemesisEditor::rightClicked(view::Vec2 screen, const view::Camera& camera) {
  removeAt(spotAt(screen, camera), screen);
}

void NemesisEditor::removeAt(const Spot& spot, view::Vec2 screen) {
  const Board& board = state_.topo();
  if (spot.character >= 0) {
    const int c = spot.character;
    if (edit([&](rapidjson::Document& d) { se::removeCharacter(d, c); }, screen)) selectedCharacter_ = -1;
    return;
  }
  if (spot.intruder >= 0) {
    const int i = spot.intruder;
    if (edit([&](rapidjson::Document& d) { se::removeIntruder(d, state_, i); }, screen)) selectedIntruder_ = -1;
    return;
  }
  if (spot.passage != kNoPassage) {
    const PassageId p = spot.passage;
    if (state_.hasNoise(p)) {
      edit([&](rapidjson::Document& d) { se::setNoise(d, board, p, false); }, screen);
    } else if (!board.isTechSpace(p) && state_.door(p) != DoorState::Open) {
      edit([&](rapidjson::Document& d) { se::setDoor(d, board, p, DoorState::Open); }, screen);
    }
    return;
  }
  if (spot.room >= 0) {
    // A room's markers go with a right click on the room itself: Fire first, then Malfunction.
    const int label = board.room(spot.room).label;
    const RoomState& r = state_.room(spot.room);
    if (r.fire || r.malfunction) {
      const char* key = r.fire ? "fire" : "malfunction";
      edit([&](rapidjson::Document& d) { se::setRoom(d, label, key, rapidjson::Value(false)); }, screen);
    }
  }
}

std::string NemesisEditor::playText(bool freePlay) const {
  rapidjson::Document doc;
  doc.CopyFrom(document().doc(), doc.GetAllocator());
  se::setField(doc, "free_play", rapidjson::Value(freePlay));
  return layoutScenario(doc);
}

}  // namespace nemesis::app
