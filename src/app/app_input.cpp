// Keyboard shortcuts and the mouse on the board: the wheel zooms about the mouse and a right/middle drag pans;
// hover, clicks, a right click that did not pan and the game's keys are the game client's (GameClient). ImGui
// sees every event first; the board only gets the mouse when no panel wants it.
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>

#include "app.hpp"
#include "engine/kernel/quote.hpp"
#include "panel_common.hpp"

namespace nemesis::app {

namespace {

constexpr float kWheelZoom = 1.15f;
constexpr float kDragThreshold = 4.0f;  // pixels before a right-button press becomes a pan, not a click

view::Vec2 mouseOf(int x, int y) {
  return {static_cast<float>(x), static_cast<float>(y)};
}

}  // namespace

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
    // A file dropped on the window opens as File > Open would (asking to save first): a scenario in the scenario
    // editor while it is shown, else the game it holds.
    case SDL_DROPFILE:
      if (e.drop.file != nullptr) {
        const std::string path = e.drop.file;
        SDL_free(e.drop.file);
        if (!ui::anyDialogOpen(ui_)) outbox_.requests.push_back(ui::requestOf(ui::RequestKind::Load, path));
      }
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
        client().mouseLeft();
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
    if (k == SDLK_e && !online_ && client().canEditPosition()) {
      ui::Request r = ui::requestOf(ui::RequestKind::EditScenario);
      r.flag = true;
      outbox_.requests.push_back(std::move(r));
    }
    if (k == SDLK_z) outbox_.requests.push_back(ui::requestOf(shift ? ui::RequestKind::Redo : ui::RequestKind::Undo));
    if (k == SDLK_y) outbox_.requests.push_back(ui::requestOf(ui::RequestKind::Redo));
    if (k == SDLK_q) outbox_.requests.push_back(ui::requestOf(ui::RequestKind::Quit));
    return;
  }
  // Escape closes an open menu (the menu bar's, a room's) first.
  if (k == SDLK_ESCAPE && ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopup)) {
    ImGui::ClosePopupToLevel(0, true);
    return;
  }
  // The game's keys first (its commands, keyboard play), then the app's own (help, debug, skip, fit, the lesson's).
  const std::optional<ui::KeyAction> action = keyAction(k);
  if (client().keyPressed(k, action, shift)) return;
  if (action) {
    boardKey(*action);
    return;
  }
  switch (k) {
    case SDLK_BACKQUOTE: ui_.showDebug = !ui_.showDebug; break;  // the debug overlay's second key, fixed
    case SDLK_ESCAPE:
      ui_.showHelp = false;
      lessonKey(false);
      break;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: lessonKey(true); break;
    default: break;
  }
}

void App::boardKey(ui::KeyAction action) {
  switch (action) {
    case ui::KeyAction::Help: ui_.showHelp = !ui_.showHelp; break;
    case ui::KeyAction::Debug: ui_.showDebug = !ui_.showDebug; break;
    case ui::KeyAction::RiskMap:
      settings_.riskMap = !settings_.riskMap;
      applySettings();
      break;
    case ui::KeyAction::Skip: client().skipAnimations(); break;
    case ui::KeyAction::FitBoard: fitPending_ = true; break;
    // The game's keys (GameClient::keyPressed): a game that does not use them leaves them doing nothing.
    case ui::KeyAction::Pass:
    case ui::KeyAction::Hibernate:
    case ui::KeyAction::NextCharacter:
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
      client().mouseMoved(at, camera_);
      break;
    }
    case SDL_MOUSEBUTTONDOWN: {
      const view::Vec2 at = mouseOf(e.button.x, e.button.y);
      if (!camera_.viewport().contains(at)) break;
      if (e.button.button == SDL_BUTTON_LEFT) {
        client().clicked(at, camera_);
      } else if (e.button.button == SDL_BUTTON_RIGHT || e.button.button == SDL_BUTTON_MIDDLE) {
        dragging_ = true;
        dragMoved_ = false;
        dragButton_ = e.button.button;
        dragLast_ = at;
      }
      break;
    }
    case SDL_MOUSEBUTTONUP: {
      if (e.button.button == SDL_BUTTON_LEFT) client().released(mouseOf(e.button.x, e.button.y), camera_);
      if (!dragging_ || e.button.button != dragButton_) break;
      dragging_ = false;
      // A right click that did not pan opens the room's menu (Movement / Careful Movement by corridor).
      if (!dragMoved_ && dragButton_ == SDL_BUTTON_RIGHT)
        client().rightClicked(mouseOf(e.button.x, e.button.y), camera_);
      break;
    }
    default: break;
  }
}

}  // namespace nemesis::app

namespace nemesis::app {

std::string App::inputBlocked() const {
  return client_->inputBlocked();
}

}  // namespace nemesis::app
