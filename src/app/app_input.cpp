// Keyboard shortcuts and the mouse on the board: hover shows the legal destinations, a left click moves
// the active character (Movement), Shift+click or the right-click menu gives Careful Movement, the wheel
// zooms about the mouse and a right/middle drag pans. ImGui sees every event first; the board only gets the
// mouse when no panel wants it.
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

#include "app.hpp"
#include "engine/kernel/quote.hpp"
#include "engine/nemesis/queries.hpp"
#include "panel_common.hpp"
#include "render/nemesis/board_painter.hpp"
#include "ui/nemesis/confirmation.hpp"
#include "ui/nemesis/corridor_choices.hpp"
#include "ui/nemesis/odds_card.hpp"
#include "ui/nemesis/payment_choice.hpp"

namespace nemesis::app {

namespace {

constexpr float kWheelZoom = 1.15f;
constexpr float kDragThreshold = 4.0f;  // pixels before a right-button press becomes a pan, not a click

view::Vec2 mouseOf(int x, int y) {
  return {static_cast<float>(x), static_cast<float>(y)};
}

}  // namespace

int App::activeCharacter() const {
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
bool App::mayPickCharacter() {
  const GameState& s = presented();
  if (s.freePlay || s.status != GameStatus::Playing) return true;
  setStatus("It is " + characterName(s, activeCharacter()) + "'s turn: the game by rounds picks who acts.", true);
  return false;
}

void App::hibernate() {
  const GameState& s = presented();
  const int c = activeCharacter();
  if (c < 0 || s.status != GameStatus::Playing) return;
  submit(Hibernate{c, ui::choosePayment(s.character(c), ui_.selectedCards, 2)}, ui::CommandSource::Button);
}

std::string App::inputBlocked() const {
  if (ui_.handOver >= 0) {
    return "First the hand-over: " + characterName(presented(), ui_.handOver) +
           "'s player clicks Ready (or presses Enter).";
  }
  if (ui_.confirm.open) return "First answer the question in the window (Enter confirms, Escape cancels).";
  if (module_) {
    return module_->idle() ? std::string()
                           : "The board is still showing what just happened: wait for it, or press Space to skip "
                             "to the present.";
  }
  if (!presentation_.idle()) {
    const GameState& s = presented();
    const std::string what =
        s.phase == Phase::Event ? "Round " + std::to_string(s.round) + "'s Event phase" : "what just happened";
    return "The board is still showing " + what + ": wait for it, or press Space to skip to the present.";
  }
  return {};
}

void App::selectCharacter(int character) {
  if (character != ui_.activeCharacter) ui_.selectedCards.clear();
  ui_.activeCharacter = character;
}

void App::handleEvent(const SDL_Event& e) {
  ImGui::SetCurrentContext(imgui_);
  ImGui_ImplSDL2_ProcessEvent(&e);
  const ImGuiIO& io = ImGui::GetIO();
  switch (e.type) {
    // Closing the window asks Save / Don't save / Cancel first when the game has unsaved changes.
    case SDL_QUIT: handleRequest(ui::requestOf(ui::RequestKind::Quit)); return;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_CLOSE && e.window.windowID == SDL_GetWindowID(window_)) {
        handleRequest(ui::requestOf(ui::RequestKind::Quit));
      }
      // The window system may have lost the picture (uncovered, resized, restored): draw it again.
      redrawPending_ = true;
      return;
    case SDL_KEYDOWN:
      if (!io.WantTextInput) handleKey(e.key);
      return;
    case SDL_MOUSEMOTION: pointer_ = mouseOf(e.motion.x, e.motion.y); [[fallthrough]];
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
    case SDL_MOUSEWHEEL:
      if (e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEBUTTONUP) {
        pointer_ = mouseOf(e.button.x, e.button.y);
        const std::uint32_t bit = SDL_BUTTON(e.button.button);
        heldButtons_ = e.type == SDL_MOUSEBUTTONDOWN ? heldButtons_ | bit : heldButtons_ & ~bit;
      }
      // A drag that started on the board keeps the board even when it passes over a panel. A dialog is
      // modal: the board gets nothing while one is open, not even a click beside it.
      if (!ui::anyDialogOpen(ui_) && (!io.WantCaptureMouse || dragging_)) {
        handleBoardMouse(e);
      } else {
        hoverRoom_ = -1;
        if (e.type == SDL_MOUSEBUTTONUP) dragging_ = false;
      }
      return;
    default: return;
  }
}

// Keys while a dialog is open: Escape closes the topmost menu or popup, else cancels the dialog; Enter runs
// the dialog's default button; Ctrl+Q quits (asking first), and Ctrl+O / Ctrl+N switch from one chooser dialog
// to another (never over the save prompt or an error). The board's keys do nothing.
void App::handleDialogKey(const SDL_KeyboardEvent& key) {
  const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
  const SDL_Keycode k = key.keysym.sym;
  if (ui_.captureKey >= 0 && ui_.showSettings) {
    captureKey(k);
    return;
  }
  const bool popupOpen = ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup);
  const bool mustAnswer = ui_.showSavePrompt || ui_.loadError.has_value();
  if (ctrl) {
    if (k == SDLK_q) outbox_.requests.push_back(ui::requestOf(ui::RequestKind::Quit));
    if (k == SDLK_o && !mustAnswer) outbox_.requests.push_back(ui::requestOf(ui::RequestKind::Load));
    if (k == SDLK_n && !mustAnswer) ui_.showNewGame = true;
    return;
  }
  if (k == SDLK_ESCAPE) {
    if (popupOpen) {
      ImGui::ClosePopupToLevel(0, true);
    } else {
      ui_.dialogKey = ui::UiState::DialogKey::Escape;
    }
  } else if ((k == SDLK_RETURN || k == SDLK_KP_ENTER) && !popupOpen) {
    ui_.dialogKey = ui::UiState::DialogKey::Enter;
  }
}

void App::handleKey(const SDL_KeyboardEvent& key) {
  if (ui::anyDialogOpen(ui_) || !ui_.gameStarted) {
    handleDialogKey(key);
    return;
  }
  const bool ctrl = (key.keysym.mod & KMOD_CTRL) != 0;
  const bool shift = (key.keysym.mod & KMOD_SHIFT) != 0;
  const SDL_Keycode k = key.keysym.sym;
  if (ctrl) {
    if (k == SDLK_s) outbox_.requests.push_back(ui::requestOf(shift ? ui::RequestKind::SaveAs : ui::RequestKind::Save));
    if (k == SDLK_o) outbox_.requests.push_back(ui::requestOf(ui::RequestKind::Load));
    if (k == SDLK_n) ui_.showNewGame = true;
    if (k == SDLK_z) outbox_.requests.push_back(ui::requestOf(shift ? ui::RequestKind::Redo : ui::RequestKind::Undo));
    if (k == SDLK_y) outbox_.requests.push_back(ui::requestOf(ui::RequestKind::Redo));
    if (k == SDLK_q) outbox_.requests.push_back(ui::requestOf(ui::RequestKind::Quit));
    return;
  }
  // Escape closes an open menu (the menu bar's, a room's) first.
  if (k == SDLK_ESCAPE && ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
    ImGui::ClosePopupToLevel(0, true);
    contextRoom_ = -1;
    return;
  }
  const std::optional<ui::KeyAction> action = keyAction(k);
  if (module_) {
    // Another module's game: the app's own keys (help, debug, skip, fit); its commands are its panels' and
    // the board's clicks.
    if (action == ui::KeyAction::Skip) {
      module_->skipAnimations();
    } else if (action == ui::KeyAction::Help || action == ui::KeyAction::Debug || action == ui::KeyAction::FitBoard) {
      boardKey(*action, shift);
    } else if (k == SDLK_BACKQUOTE) {
      ui_.showDebug = !ui_.showDebug;
    } else if (k == SDLK_RETURN || k == SDLK_KP_ENTER || k == SDLK_ESCAPE) {
      lessonKey(k != SDLK_ESCAPE);  // its lesson's keys are every lesson's
    }
    return;
  }
  if (keyboardMove(k, action)) return;
  if (action) {
    boardKey(*action, shift);
    return;
  }
  switch (k) {
    case SDLK_BACKQUOTE: ui_.showDebug = !ui_.showDebug; break;  // the debug overlay's second key, fixed
    case SDLK_ESCAPE:
      contextRoom_ = -1;
      ui_.showHelp = false;
      lessonKey(false);
      break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: lessonKey(true); break;
    default:
      if (k >= SDLK_1 && k <= SDLK_5 && mayPickCharacter()) {
        const int c = static_cast<int>(k - SDLK_1);
        if (c < presented().characterCount()) selectCharacter(c);
      }
      break;
  }
}

void App::boardKey(ui::KeyAction action, bool shift) {
  switch (action) {
    case ui::KeyAction::Help: ui_.showHelp = !ui_.showHelp; break;
    case ui::KeyAction::Debug: ui_.showDebug = !ui_.showDebug; break;
    case ui::KeyAction::RiskMap:
      settings_.riskMap = !settings_.riskMap;
      applySettings();
      break;
    case ui::KeyAction::Skip:
      presentation_.finish();
      afterPresenting();
      break;
    case ui::KeyAction::FitBoard: fitPending_ = true; break;
    case ui::KeyAction::Pass:
      // Pass, in a game played by rounds (free play has no turns to pass).
      if (!presented().freePlay) submit(Pass{activeCharacter()}, ui::CommandSource::Button);
      break;
    case ui::KeyAction::Hibernate: hibernate(); break;
    case ui::KeyAction::NextCharacter: {
      if (!mayPickCharacter()) break;
      const int n = presented().characterCount();
      for (int step = 1; step <= n; ++step) {
        const int next = (activeCharacter() + (shift ? n - step : step)) % n;
        if (presented().character(next).alive) {
          selectCharacter(next);
          break;
        }
      }
      break;
    }
    // The destination keys and Careful Movement are keyboardMove's.
    case ui::KeyAction::PreviousDestination:
    case ui::KeyAction::NextDestination:
    case ui::KeyAction::Careful: break;
  }
}

// Settings > Keys waits for a key: it becomes the action's key (swapping with an action that had it).
void App::captureKey(SDL_Keycode k) {
  const auto action = static_cast<ui::KeyAction>(ui_.captureKey);
  const std::string_view what = ui::keyActionInfo(action).description;
  const bool modifier = k == SDLK_LSHIFT || k == SDLK_RSHIFT || k == SDLK_LCTRL || k == SDLK_RCTRL || k == SDLK_LALT ||
                        k == SDLK_RALT || k == SDLK_LGUI || k == SDLK_RGUI;
  if (modifier) return;  // wait for the key itself
  if (k == SDLK_ESCAPE) {
    ui_.captureKey = -1;
    ui_.keyNote = "Unchanged.";
    return;
  }
  const std::string name = SDL_GetKeyName(k);
  // Enter, Escape and the digits keep their fixed meanings (moving, dialogs, characters and corridors).
  if (name.empty() || k == SDLK_RETURN || k == SDLK_KP_ENTER || (k >= SDLK_0 && k <= SDLK_9)) {
    ui_.keyNote = (name.empty() ? std::string("That key") : name) + " is not free to bind: press another key.";
    return;
  }
  ui_.captureKey = -1;
  const std::optional<ui::KeyAction> swapped = ui::bindKey(settings_.keys, action, name);
  ui_.keyNote = name + ": " + std::string(what) + ".";
  if (swapped) {
    ui_.keyNote += " " + std::string(ui::keyActionInfo(*swapped).setting) + " took " +
                   settings_.keys[static_cast<std::size_t>(*swapped)] + ".";
  }
  navPaused_ = true;  // the key just pressed must not also press the focused button (keyboard navigation)
  applySettings();
}

std::optional<ui::KeyAction> App::keyAction(SDL_Keycode k) const {
  for (std::size_t i = 0; i < keyCodes_.size(); ++i) {
    if (keyCodes_[i] == k) return static_cast<ui::KeyAction>(i);
  }
  return std::nullopt;
}

void App::resolveKeys() {
  const ui::KeyBindings defaults = ui::defaultKeyBindings();
  for (std::size_t i = 0; i < keyCodes_.size(); ++i) {
    SDL_Keycode code = SDL_GetKeyFromName(settings_.keys[i].c_str());
    if (code == SDLK_UNKNOWN) {
      const ui::KeyAction action = static_cast<ui::KeyAction>(i);
      settingsWarnings_.push_back(options_.settingsPath + ": " +
                                  quoteName("key." + std::string(ui::keyActionInfo(action).setting)) + ": " +
                                  quote(settings_.keys[i]) + " is not a key name SDL knows; using " + defaults[i]);
      (void)ui::bindKey(settings_.keys, action, defaults[i]);
      code = SDL_GetKeyFromName(defaults[i].c_str());
    }
    keyCodes_[i] = code;
  }
  // A default put back may have swapped with another action: read every code again.
  for (std::size_t i = 0; i < keyCodes_.size(); ++i) keyCodes_[i] = SDL_GetKeyFromName(settings_.keys[i].c_str());
}

void App::handleBoardMouse(const SDL_Event& e) {
  switch (e.type) {
    case SDL_MOUSEWHEEL: {
      // About the point the board last saw the mouse at (wheel events carry no position in SDL 2.26).
      const float wheel = e.wheel.preciseY != 0.0f ? e.wheel.preciseY : static_cast<float>(e.wheel.y);
      camera_.zoomAt(mouseAt_, std::pow(kWheelZoom, wheel));
      autoFit_ = false;
      break;
    }
    case SDL_MOUSEMOTION: {
      const view::Vec2 at = mouseOf(e.motion.x, e.motion.y);
      mouseAt_ = at;
      if (dragging_) {
        const view::Vec2 delta = at - dragLast_;
        if (dragMoved_ || delta.length() >= kDragThreshold) {
          dragMoved_ = true;
          camera_.pan(delta);
          autoFit_ = false;
          dragLast_ = at;
        }
      }
      if (module_) {
        module_->mouseMoved(at, camera_);
        break;
      }
      hoverRoom_ = camera_.viewport().contains(at) ? layout_->roomAt(camera_.toWorld(at)) : -1;
      break;
    }
    case SDL_MOUSEBUTTONDOWN: {
      const view::Vec2 at = mouseOf(e.button.x, e.button.y);
      if (!camera_.viewport().contains(at)) break;
      if (e.button.button == SDL_BUTTON_LEFT) {
        contextRoom_ = -1;
        if (module_) {
          if (const std::string why = inputBlocked(); !why.empty()) {
            setStatus(why, true);
          } else {
            module_->clicked(at, camera_);
          }
          break;
        }
        if (clickDecisionCorridor(at)) break;
        const int room = layout_->roomAt(camera_.toWorld(at));
        if (room < 0) break;
        clickRoom(room, (SDL_GetModState() & KMOD_SHIFT) != 0);
      } else if (e.button.button == SDL_BUTTON_RIGHT || e.button.button == SDL_BUTTON_MIDDLE) {
        dragging_ = true;
        dragMoved_ = false;
        dragButton_ = e.button.button;
        dragLast_ = at;
      }
      break;
    }
    case SDL_MOUSEBUTTONUP: {
      if (!dragging_ || e.button.button != dragButton_) break;
      dragging_ = false;
      // A right click that did not pan opens the room's menu (Movement / Careful Movement by corridor).
      if (!dragMoved_ && dragButton_ == SDL_BUTTON_RIGHT && !module_) {
        const int room = layout_->roomAt(camera_.toWorld(mouseOf(e.button.x, e.button.y)));
        if (room >= 0 && !inputBlocked().empty()) {
          setStatus(inputBlocked(), true);
        } else if (room >= 0) {
          contextRoom_ = room;
          openContext_ = true;
        }
      }
      break;
    }
    default: break;
  }
}

void App::clickRoom(int room, bool careful) {
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

bool App::clickDecisionCorridor(view::Vec2 at) {
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

std::vector<int> App::destinationRooms() const {
  view::Highlights h;
  computeHighlights(h);
  std::vector<int> rooms;
  for (const view::Destination& d : h.destinations) rooms.push_back(d.room);
  // In board-number order, so the arrow keys walk them the same way every time.
  const auto& topo = presented().topo();
  std::sort(rooms.begin(), rooms.end(), [&](int a, int b) { return topo.room(a).label < topo.room(b).label; });
  return rooms;
}

bool App::keyboardMove(SDL_Keycode k, std::optional<ui::KeyAction> action) {
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

view::Highlights App::highlights() const {
  view::Highlights h;
  computeHighlights(h);
  return h;
}

void App::computeHighlights(view::Highlights& h) const {
  // The empty ship at first launch has no pieces to outline; another module's game outlines its own board.
  if (!ui_.gameStarted || module_) return;
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
void App::drawBoardMenu() {
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
      outbox_.commands.push_back({sleep, ui::CommandSource::Button});
    }
    ui::detail::recordItem(ui_.recorder, "board.hibernate");
    if (!v.ok() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      ImGui::SetTooltip("%s", explain(s, v).c_str());
    }
    if (!s.freePlay) {
      const Verdict pass = validate(s, Pass{c});
      if (ImGui::MenuItem("Pass", "P", false, pass.ok()))
        outbox_.commands.push_back({Pass{c}, ui::CommandSource::Button});
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
    outbox_.commands.push_back({move, ui::CommandSource::Click});
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
      outbox_.commands.push_back({careful, ui::CommandSource::Click});
    if (!v.ok() && ImGui::IsItemHovered(ImGuiHoveredFlags_AllowWhenDisabled)) {
      ImGui::SetTooltip("%s", explain(s, v).c_str());
    }
  }
  ImGui::EndPopup();
}

}  // namespace nemesis::app
