// Helpers for the client tests of files and dialogs: which ImGui windows are on screen, a temporary folder, and a
// few legal moves (the widget recorder's helpers are in client_support.hpp).
#pragma once

#include <imgui.h>
#include <imgui_internal.h>

#include <filesystem>
#include <string>
#include <vector>

#include "client_support.hpp"
#include "engine/nemesis/legal.hpp"
#include "output_dir.hpp"
#include "panel_common.hpp"

namespace clienttest {

// An ImGui window of the app that was drawn on the last frame ("Unsaved changes", "New game").
inline bool windowShown(const char* title) {
  const ImGuiWindow* w = ImGui::FindWindowByName(title);
  return w != nullptr && w->Active;
}

// Ctrl+O, as the player opens the Open dialog; its list is read in the background (file_lists.hpp): waited for
// here, so the test sees it whole.
inline void showOpenDialog(nemesis::app::App& app) {
  key(app, SDLK_o, KMOD_LCTRL);
  listedAndRedrawn(app);
  REQUIRE(windowShown("Open game"));
}

inline std::string tempDir(const std::string& name) {
  return clienttest::freshDir("dialogs", name);
}

// A few legal commands, so the game has a history and unsaved changes.
inline void playSome(nemesis::app::App& app, int commands) {
  std::vector<nemesis::Command> legal;
  for (int i = 0; i < commands; ++i) {
    legal.clear();
    nemesis::legalCommands(nemesisOf(app).state(), legal);
    if (legal.empty()) break;
    REQUIRE(nemesisOf(app).submit(legal[static_cast<std::size_t>(i) % legal.size()]).ok());
  }
}

// A command that changes the game without revealing chance, so it can always be undone.
inline nemesis::Command quietCommand() {
  nemesis::ForcedOutcomes add;
  add.noise.push_back(nemesis::NoiseResult::Silence);
  return nemesis::ForceOutcomes{std::move(add)};
}

inline void closeWindowEvent(nemesis::app::App& app) {
  SDL_Event e{};
  e.type = SDL_WINDOWEVENT;
  e.window.event = SDL_WINDOWEVENT_CLOSE;
  e.window.windowID = SDL_GetWindowID(SDL_RenderGetWindow(app.renderer()));
  app.handleEvent(e);
}

}  // namespace clienttest
