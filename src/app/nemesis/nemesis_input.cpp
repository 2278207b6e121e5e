// Nemesis on the board: hover shows the legal destinations, a left click moves the active character
// (Movement), Shift+click or the right-click menu gives Careful Movement, a click on a glowing corridor answers a
// Careful Movement's question; the arrow keys, Enter and the digits play by keyboard. Every command passes
// submit(): whether it may be made is the gate's to say (the engine's refusal, or the board still presenting),
// never the click's. The app keeps the window's own mouse work (zoom, pan, what ImGui wants).
#include <imgui.h>

#include <algorithm>

#include "engine/kernel/decimal.hpp"
#include "engine/kernel/quote.hpp"
#include "engine/nemesis/queries.hpp"
#include "nemesis_client.hpp"
#include "panel_common.hpp"
#include "render/nemesis/board_painter.hpp"
#include "ui/nemesis/board_tooltip.hpp"
#include "ui/nemesis/corridor_choices.hpp"
#include "ui/nemesis/odds_card.hpp"
#include "ui/nemesis/payment_choice.hpp"

namespace nemesis::app {

int NemesisClient::activeCharacter() const {
  const int natural = turnCharacter();
  // Online the panels act for this member's own characters: the one whose turn or decision it is when it holds
  // it, else the one it picked, else its first (while the others play, a player still reads its own hand).
  if (!online_ || online_->seats.empty()) return natural;
  const auto own = [&](int c) {
    return std::find(online_->seats.begin(), online_->seats.end(), c) != online_->seats.end();
  };
  if (own(natural)) return natural;
  if (own(ui_.activeCharacter)) return ui_.activeCharacter;
  return online_->seats.front();
}

int NemesisClient::turnCharacter() const {
  const GameState& s = presented();
  // A pending decision belongs to one character: the board and hand follow it.
  if (s.pending.kind != DecisionKind::None) return s.pending.character;
  // A game played by rounds (a loaded save or replay): the board and hand follow whose turn it is.
  if (!s.freePlay && s.phase == Phase::Player && s.turn >= 0 && s.turn < s.characterCount()) return s.turn;
  const int n = s.characterCount();
  if (ui_.activeCharacter >= 0 && ui_.activeCharacter < n && s.character(ui_.activeCharacter).alive) {
    return ui_.activeCharacter;
  }
  for (int i = 0; i < n; ++i) {
    if (s.character(i).alive) return i;
  }
  return std::min(std::max(ui_.activeCharacter, 0), n - 1);
}

// Hot seat: in a game by rounds the mouse belongs to whoever's turn it is; picking another character only
// works in free play. Says so in the status bar and returns false when the choice is not the player's.
bool NemesisClient::mayPickCharacter() {
  const GameState& s = presented();
  if (s.freePlay || s.status != GameStatus::Playing) return true;
  setStatus("It is " + characterName(s, activeCharacter()) + "'s turn: the game by rounds picks who acts.", true);
  return false;
}

void NemesisClient::hibernate() {
  const GameState& s = presented();
  const int c = activeCharacter();
  if (c < 0 || s.status != GameStatus::Playing) return;
  submit(Hibernate{c, ui::choosePayment(s.character(c), ui_.selectedCards, 2)}, ui::CommandSource::Button);
}

std::string NemesisClient::inputBlocked() const {
  if (online_ && online_->seats.empty()) return kWatchingOnline;  // a spectator's clicks and keys act on nothing
  if (ui_.handOver >= 0) {
    return "First the hand-over: " + characterName(presented(), ui_.handOver) +
           "'s player clicks Ready (or presses Enter).";
  }
  if (confirm_.open) return "First answer the question in the window (Enter confirms, Escape cancels).";
  if (!presentation().idle()) {
    const GameState& s = presented();
    const std::string what =
        s.phase == Phase::Event ? "Round " + std::to_string(s.round) + "'s Event phase" : "what just happened";
    return "The board is still showing " + what + ": wait for it, or press Space to skip to the present.";
  }
  return {};
}

void NemesisClient::selectCharacter(int character) {
  if (character != ui_.activeCharacter) ui_.selectedCards.clear();
  ui_.activeCharacter = character;
}

void NemesisClient::clickRoom(int room, bool careful) {
  // The move the click asks for, paid with the selected cards; whether it may be made is the gate's to say (the
  // engine's refusal, or the board still presenting), never the click's.
  const int c = activeCharacter();
  const Character& who = presented().character(c);
  if (careful) {
    submit(CarefulMove{c, room, ui::choosePayment(who, ui_.selectedCards, 2), 0}, ui::CommandSource::Click);
  } else {
    submit(Move{c, room, ui::choosePayment(who, ui_.selectedCards, 1)}, ui::CommandSource::Click);
  }
}

bool NemesisClient::clickDecisionCorridor(view::Vec2 at) {
  const GameState& s = presented();
  if (s.pending.kind != DecisionKind::CarefulCorridor) return false;
  const PassageId passage = passageOnScreen(at);
  if (passage == kNoPassage) return false;
  // A glowing corridor of the question: answered with the digit its pill shows.
  for (const ui::CorridorChoice& choice : ui::corridorChoices(s)) {
    if (choice.passage == passage) {
      submit(ChooseCorridor{s.pending.character, choice.digit}, ui::CommandSource::Click);
      return true;
    }
  }
  return false;
}

std::vector<int> NemesisClient::destinationRooms() const {
  view::Highlights h;
  computeHighlights(h);
  std::vector<int> rooms;
  for (const view::Destination& d : h.destinations) rooms.push_back(d.room);
  // In board-number order, so the arrow keys walk them the same way every time.
  const auto& topo = presented().topo();
  std::sort(rooms.begin(), rooms.end(), [&](int a, int b) { return topo.room(a).label < topo.room(b).label; });
  return rooms;
}

bool NemesisClient::keyboardMove(SDL_Keycode k, std::optional<ui::KeyAction> action) {
  const GameState& s = presented();
  // A Careful Movement's corridor question: the digit on a corridor's pill (and its button) answers it. The
  // corridor's other number, printed on the board beside it, means the same corridor.
  if (s.pending.kind == DecisionKind::CarefulCorridor && k >= SDLK_1 && k <= SDLK_9 && inputBlocked().empty()) {
    const int number = static_cast<int>(k - SDLK_0);
    for (int i = 0; i < s.pending.optionCount; ++i) {
      if (s.pending.options[static_cast<std::size_t>(i)] == number) {
        submit(ChooseCorridor{s.pending.character, number}, ui::CommandSource::Click);
        return true;
      }
    }
    const std::vector<ui::CorridorChoice> choices = ui::corridorChoices(s);
    std::string digits;
    for (std::size_t i = 0; i < choices.size(); ++i)
      digits += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + std::to_string(choices[i].digit);
    setStatus(std::to_string(number) + " is not one of the choices: press " + digits + " (the digits on the board).",
              true);
    return true;
  }
  const bool step = action == ui::KeyAction::PreviousDestination || action == ui::KeyAction::NextDestination;
  const bool careful = action == ui::KeyAction::Careful;
  const bool act = k == SDLK_RETURN || k == SDLK_KP_ENTER || careful;
  if (!step && !(act && focusRoom_ >= 0) && !(k == SDLK_ESCAPE && focusRoom_ >= 0)) return false;
  if (k == SDLK_ESCAPE) {
    focusRoom_ = -1;
    return true;
  }
  if (const std::string why = inputBlocked(); !why.empty()) {
    setStatus(why, true);
    return true;
  }
  const std::vector<int> rooms = destinationRooms();
  if (rooms.empty()) {
    focusRoom_ = -1;
    setStatus("No room to move to from here now.", true);
    return true;
  }
  const auto at = std::find(rooms.begin(), rooms.end(), focusRoom_);
  if (act) {
    if (at == rooms.end()) {  // the choice went stale (another character, a move): choose again
      focusRoom_ = -1;
      return true;
    }
    const int room = focusRoom_;
    focusRoom_ = -1;
    clickRoom(room, careful);
    return true;
  }
  const int n = static_cast<int>(rooms.size());
  const int index = at == rooms.end() ? -1 : static_cast<int>(at - rooms.begin());
  const bool forward = action == ui::KeyAction::NextDestination;
  const int next = index < 0 ? (forward ? 0 : n - 1) : (index + (forward ? 1 : n - 1)) % n;
  focusRoom_ = rooms[static_cast<std::size_t>(next)];
  setStatus(roomName(s, focusRoom_) + ": Enter moves there, " +
                settings_.keys[static_cast<std::size_t>(ui::KeyAction::Careful)] +
                " moves carefully (Careful Movement), Escape cancels.",
            false);
  return true;
}

view::Highlights NemesisClient::highlights() const {
  view::Highlights h;
  computeHighlights(h);
  return h;
}

void NemesisClient::computeHighlights(view::Highlights& h) const {
  // The empty ship at first launch has no pieces to outline; another module's game outlines its own board.
  if (!ui_.gameStarted || emptyShip_) return;
  const GameState& s = presented();
  const int c = activeCharacter();
  h.activeCharacter = c;
  h.hoverRoom = hoverRoom_;
  h.focusRoom = focusRoom_;
  h.logRoom = ui_.hoverLogRoom;
  h.logPassage = ui_.hoverLogPassage;
  // The lesson's highlights, as the lesson panel shows the step (its view follows the presented moment).
  if (ui_.lesson.active && !ui_.lesson.paused && !ui_.lesson.finished) {
    h.lessonRooms = ui_.lesson.rooms;
    h.lessonCorridors = ui_.lesson.corridors;
    h.lessonCharacters = ui_.lesson.characters;
    h.lessonPulse = ui_.lesson.pulse;
  }
  // Destinations and decisions are offered only when a click can act: never over a presentation still
  // playing, the hand-over screen or a question.
  if (!inputBlocked().empty()) return;
  if (s.pending.kind == DecisionKind::CarefulCorridor) {
    h.decisionRoom = s.pending.room;
    for (const ui::CorridorChoice& choice : ui::corridorChoices(s)) h.decisionNumbers.push_back(choice.digit);
    return;
  }
  if (s.status != GameStatus::Playing || c < 0 || !s.character(c).alive) return;
  const Character& who = s.character(c);
  const BoardRoom& from = s.topo().room(who.room);
  const bool careful = (SDL_GetModState() & KMOD_SHIFT) != 0;
  const bool escape = roomHasIntruder(s, who.room);
  for (int i = 0; i < from.linkCount; ++i) {
    const int to = from.links[static_cast<std::size_t>(i)].room;
    const Verdict v = careful ? validate(s, CarefulMove{c, to, ui::choosePayment(who, ui_.selectedCards, 2), 0})
                              : validate(s, Move{c, to, ui::choosePayment(who, ui_.selectedCards, 1)});
    if (v.ok()) h.destinations.push_back({to, careful ? 2 : 1, escape});
  }
  if (settings_.riskMap) {
    for (const ui::RiskMark& m : ui::riskMarks(presentedOdds())) h.risk.push_back({m.room, m.label, m.density});
  }
  const bool focusLegal = std::any_of(h.destinations.begin(), h.destinations.end(),
                                      [&](const view::Destination& d) { return d.room == focusRoom_; });
  if (!focusLegal) h.focusRoom = -1;
}

// The right-click menu of a room: Movement, or Careful Movement marking a chosen corridor of that room.
void NemesisClient::drawBoardMenu() {
  if (openContext_) {
    ImGui::OpenPopup("board-room-menu");
    openContext_ = false;
  }
  if (!ImGui::BeginPopup("board-room-menu")) {
    contextRoom_ = -1;
    return;
  }
  const GameState& s = presented();
  const int room = contextRoom_;
  if (room < 0 || room >= s.topo().roomCount()) {
    ImGui::CloseCurrentPopup();
    ImGui::EndPopup();
    return;
  }
  const int c = activeCharacter();
  const Character& who = s.character(c);
  ImGui::TextUnformatted(roomName(s, room).c_str());
  ImGui::Separator();
  // The character's own room: its room action (Hibernate) and, in a game by rounds, Pass. Disabled entries
  // say why in their tooltip, so the menu also teaches when hibernation is possible.
  if (room == who.room) {
    const Hibernate sleep{c, ui::choosePayment(who, ui_.selectedCards, 2)};
    const Verdict v = validate(s, sleep);
    if (ImGui::MenuItem("Hibernate (2 cards)", "H", false, v.ok())) {
      commands_.push_back({sleep, ui::CommandSource::Button});
    }
    ui::detail::recordItem(ui_.recorder, "board.hibernate");
    if (!v.ok() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      ImGui::SetTooltip("%s", explain(s, v).c_str());
    }
    if (!s.freePlay) {
      const Verdict pass = validate(s, Pass{c});
      if (ImGui::MenuItem("Pass", "P", false, pass.ok())) commands_.push_back({Pass{c}, ui::CommandSource::Button});
      ui::detail::recordItem(ui_.recorder, "board.pass");
      if (!pass.ok() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
        ImGui::SetTooltip("%s", explain(s, pass).c_str());
      }
    }
    ImGui::EndPopup();
    return;
  }
  const Move move{c, room, ui::choosePayment(who, ui_.selectedCards, 1)};
  const Verdict moveVerdict = validate(s, move);
  const std::string moveLabel = "Movement (1 card)";
  if (ImGui::MenuItem(moveLabel.c_str(), nullptr, false, moveVerdict.ok()))
    commands_.push_back({move, ui::CommandSource::Click});
  if (!moveVerdict.ok() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
    ImGui::SetTooltip("%s", explain(s, moveVerdict).c_str());
  }
  // Careful Movement: the marker goes on a corridor of the destination, chosen now by a noise number of it; a
  // corridor with two numbers is one corridor, listed once by its name.
  std::vector<PassageId> listed;
  for (int number = 1; number <= 4; ++number) {
    const PassageId p = s.topo().exit(room, number);
    if (p == kNoPassage || std::find(listed.begin(), listed.end(), p) != listed.end()) continue;
    listed.push_back(p);
    const CarefulMove careful{c, room, ui::choosePayment(who, ui_.selectedCards, 2), number};
    const Verdict v = validate(s, careful);
    const std::string label = "Careful Movement, marker on " + corridorName(s.topo(), p) + " (2 cards)";
    if (ImGui::MenuItem(label.c_str(), nullptr, false, v.ok()))
      commands_.push_back({careful, ui::CommandSource::Click});
    if (!v.ok() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      ImGui::SetTooltip("%s", explain(s, v).c_str());
    }
  }
  ImGui::EndPopup();
}

// The tooltip of what the mouse is over on the board: a room, else a corridor or the Technical Corridors space
// (ui/nemesis/board_tooltip.hpp), from the presented moment. Never over a panel, a dialog or while panning.
void NemesisClient::drawBoardTooltip(const BoardPointer& pointer) {
  if (pointer.dragging || ui::anyDialogOpen(ui_) || ImGui::IsWindowHovered(ImGuiHoveredFlags_AnyWindow) ||
      ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup) || !camera_.viewport().contains(pointer.at)) {
    return;
  }
  std::vector<std::string> lines;
  if (hoverRoom_ >= 0) {
    lines = ui::roomTooltip(presented(), hoverRoom_, activeCharacter());
  } else {
    const PassageId passage = passageOnScreen(pointer.at);
    if (passage != kNoPassage) lines = ui::passageTooltip(presented(), passage);
  }
  if (lines.empty()) return;
  ImGui::BeginTooltip();
  drawRoomCard(lines, hoverRoom_);
  ImGui::EndTooltip();
  ui::detail::recordItem(ui_.recorder, hoverRoom_ >= 0 ? "board.tooltip.room" : "board.tooltip.passage");
}

// Where on screen a Careful Movement question's room and offered corridors are, so its window stands clear.
void NemesisClient::noteDecisionBox() {
  const GameState& s = presented();
  if (s.pending.kind != DecisionKind::CarefulCorridor) return;
  const view::Rect r = layout_->room(s.pending.room);
  view::Vec2 lo = camera_.toScreen({r.x, r.y});
  view::Vec2 hi = camera_.toScreen({r.x + r.w, r.y + r.h});
  const auto include = [&](view::Vec2 world) {
    const view::Vec2 p = camera_.toScreen(world);
    lo = {std::min(lo.x, p.x), std::min(lo.y, p.y)};
    hi = {std::max(hi.x, p.x), std::max(hi.y, p.y)};
  };
  for (int i = 0; i < s.pending.optionCount; ++i) {
    const PassageId p = s.topo().exit(s.pending.room, s.pending.options[static_cast<std::size_t>(i)]);
    if (p == kNoPassage) continue;
    if (s.topo().isTechSpace(p)) {
      const view::Rect t = layout_->techSpace();
      include({t.x, t.y});
      include({t.x + t.w, t.y + t.h});
    } else {
      for (const view::Vec2& point : layout_->corridorPath(p)) include(point);
    }
  }
  ui_.decisionAvoid = {lo.x, lo.y, hi.x - lo.x, hi.y - lo.y};
}

PassageId NemesisClient::passageOnScreen(view::Vec2 at) const {
  constexpr float kReachPixels = 8.0f;  // how near a corridor the mouse counts as on it, at any zoom
  return layout_->passageAt(camera_.toWorld(at), kReachPixels / camera_.zoom());
}

view::Vec2 NemesisClient::roomOnScreen(int room) const {
  return camera_.toScreen(layout_->room(room).center());
}

void NemesisClient::mouseMoved(view::Vec2 screen, const view::Camera& camera) {
  hoverRoom_ = camera.viewport().contains(screen) ? layout_->roomAt(camera.toWorld(screen)) : -1;
}

void NemesisClient::clicked(view::Vec2 screen, const view::Camera& camera) {
  if (emptyShip_) return;
  if (clickDecisionCorridor(screen)) return;
  const int room = layout_->roomAt(camera.toWorld(screen));
  if (room < 0) return;
  clickRoom(room, (SDL_GetModState() & KMOD_SHIFT) != 0);
}

// A right click that did not pan opens the room's menu (Movement / Careful Movement by corridor).
void NemesisClient::rightClicked(view::Vec2 screen, const view::Camera& camera) {
  if (emptyShip_) return;
  const int room = layout_->roomAt(camera.toWorld(screen));
  if (room < 0) return;
  if (const std::string why = inputBlocked(); !why.empty()) {
    setStatus(why, true);
    return;
  }
  contextRoom_ = room;
  openContext_ = true;
}

bool NemesisClient::keyPressed(KeyCode k, std::optional<ui::KeyAction> action, bool shift) {
  if (emptyShip_) return false;
  if (k == SDLK_ESCAPE) contextRoom_ = -1;  // and on to the app's Escape (help, the lesson's pause)
  if (keyboardMove(k, action)) return true;
  if (action) {
    switch (*action) {
      case ui::KeyAction::Pass:
        // Pass, in a game played by rounds (free play has no turns to pass).
        if (!presented().freePlay) submit(Pass{activeCharacter()}, ui::CommandSource::Button);
        return true;
      case ui::KeyAction::Hibernate: hibernate(); return true;
      case ui::KeyAction::NextCharacter: {
        if (!mayPickCharacter()) return true;
        const int n = presented().characterCount();
        for (int step = 1; step <= n; ++step) {
          const int next = (activeCharacter() + (shift ? n - step : step)) % n;
          if (presented().character(next).alive) {
            selectCharacter(next);
            break;
          }
        }
        return true;
      }
      default: return false;  // the app's keys (help, debug, the risk map, skip, fit)
    }
  }
  if (k >= SDLK_1 && k <= SDLK_5) {
    if (mayPickCharacter()) {
      const int c = static_cast<int>(k - SDLK_1);
      if (c < presented().characterCount()) selectCharacter(c);
    }
    return true;
  }
  return false;
}

std::optional<view::Vec2> NemesisClient::spotOnScreen(std::string_view name, const view::Camera& camera) const {
  const std::optional<int> label = parseDecimal(name, 1, 999);
  const std::optional<int> room = label ? state().topo().roomByLabel(*label) : std::nullopt;
  if (!room) return std::nullopt;
  return camera.toScreen(layout_->room(*room).center());
}

}  // namespace nemesis::app
