// Helpers for the headless client tests: a hidden App on SDL's dummy video driver with the software
// renderer, synthetic SDL mouse and keyboard events fed through the App as SDL would deliver them, and the
// app's widget recorder (item_recorder.hpp) to find and click what the panels drew.
#pragma once

#include <SDL.h>

#include <cstdlib>
#include <string>

#include <doctest/doctest.h>

#include "app.hpp"
#include "engine/nemesis/engine.hpp"
#include "item_recorder.hpp"
#include "nemesis/nemesis_client.hpp"

namespace clienttest {

// The Nemesis game the app plays (the tests' games are mostly Nemesis): its client, read as the app's one game.
inline nemesis::app::NemesisClient& nemesisOf(const nemesis::app::App& app) {
  auto* client = dynamic_cast<nemesis::app::NemesisClient*>(&app.client());
  REQUIRE_MESSAGE(client != nullptr, "the app plays " << app.client().gameName() << ", not Nemesis");
  return *client;
}

// Another game's client while one is played, else null (the app plays Nemesis).
inline nemesis::app::GameClient* moduleOf(const nemesis::app::App& app) {
  return dynamic_cast<nemesis::app::NemesisClient*>(&app.client()) != nullptr ? nullptr : &app.client();
}

inline nemesis::app::AppOptions headlessOptions(int players = 1, std::uint64_t seed = 3) {
  // CTest sets these; set them here too so the test binary also runs on its own.
  setenv("SDL_VIDEODRIVER", "dummy", 0);
  setenv("SDL_RENDER_DRIVER", "software", 0);
  setenv("SDL_AUDIODRIVER", "dummy", 0);
  nemesis::app::AppOptions o;
  o.assetsDir = NEMESIS_ASSETS_DIR;
  o.hidden = true;
  o.players = players;
  if (seed != 0) o.seed = seed;  // 0: the settings' seed
  o.width = 1600;
  o.height = 900;
  o.savesDir = std::string(NEMESIS_TEST_OUTPUT_DIR) + "/saves";
  return o;  // settingsPath stays empty: tests never touch the player's settings
}

// What the recorder helpers below read: whether an ItemRecording lives, and the app the helpers drew last.
struct Recording {
  bool on = false;
  nemesis::app::App* app = nullptr;
};
inline Recording& recording() {
  static Recording r;
  return r;
}

inline void frames(nemesis::app::App& app, int n = 2, float seconds = 1.0f / 60.0f) {
  if (recording().on) app.ui().recorder.enabled = true;
  recording().app = &app;
  for (int i = 0; i < n; ++i) app.frame(seconds);
}

inline void mouseMove(nemesis::app::App& app, float x, float y) {
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.x = static_cast<Sint32>(x);
  e.motion.y = static_cast<Sint32>(y);
  app.handleEvent(e);
}

inline void mouseButton(nemesis::app::App& app, float x, float y, Uint8 button, bool down) {
  SDL_Event e{};
  e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
  e.button.button = button;
  e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
  e.button.clicks = 1;
  e.button.x = static_cast<Sint32>(x);
  e.button.y = static_cast<Sint32>(y);
  app.handleEvent(e);
}

// Moves there, lets ImGui see the mouse for a frame (so it knows no panel is under it), then clicks.
inline void click(nemesis::app::App& app, nemesis::view::Vec2 at, Uint8 button = SDL_BUTTON_LEFT) {
  mouseMove(app, at.x, at.y);
  frames(app, 1);
  mouseButton(app, at.x, at.y, button, true);
  mouseButton(app, at.x, at.y, button, false);
}

inline void key(nemesis::app::App& app, SDL_Keycode sym, Uint16 mod = KMOD_NONE, bool down = true) {
  SDL_Event e{};
  e.type = down ? SDL_KEYDOWN : SDL_KEYUP;
  e.key.keysym.sym = sym;
  e.key.keysym.scancode = SDL_GetScancodeFromKey(sym);  // Dear ImGui 1.86 reads keys by scancode
  e.key.keysym.mod = mod;
  e.key.state = down ? SDL_PRESSED : SDL_RELEASED;
  app.handleEvent(e);
}

// A key that a Dear ImGui window reads (Enter, Escape in a dialog): 1.86 has no input queue, so the press and
// the release reach it in different frames.
inline void pressKey(nemesis::app::App& app, SDL_Keycode sym) {
  key(app, sym);
  frames(app, 1);
  key(app, sym, KMOD_NONE, false);
  frames(app, 1);
}

// Skips what the board still presents (the Space key's and the Skip button's request), after a frame that
// applies what keys and clicks have asked for (the outbox is applied at the end of a frame).
inline void skipPresentation(nemesis::app::App& app) {
  frames(app, 1);
  app.request(nemesis::ui::requestOf(nemesis::ui::RequestKind::SkipAnimations));
  frames(app, 1);
}

// Brings the screen to the present: skips the presentation and, if the hot-seat hand-over screen comes up,
// answers it with Enter as the next player would.
inline void settle(nemesis::app::App& app) {
  skipPresentation(app);
  if (app.ui().handOver >= 0) pressKey(app, SDLK_RETURN);
}

// A neighbouring room the character can reach by Movement, paying with its first card (-1: none).
inline int reachableNeighbour(const nemesis::GameState& s, int character) {
  const nemesis::BoardRoom& from = s.topo().room(s.character(character).room);
  for (int i = 0; i < from.linkCount; ++i) {
    const int to = from.links[static_cast<std::size_t>(i)].room;
    const nemesis::Move m{character, to, nemesis::Payment::of({s.character(character).hand.front().number})};
    if (nemesis::validate(s, m).ok()) return to;
  }
  return -1;
}

// While one lives, every app the helpers draw records its widgets in its own recorder (each App has one,
// item_recorder.hpp); recordedItems() and the helpers after it read the recorder of the app drawn last.
class ItemRecording {
 public:
  ItemRecording() { recording() = {true, nullptr}; }
  ~ItemRecording() { recording() = {}; }  // the apps may be gone already: none is touched
  ItemRecording(const ItemRecording&) = delete;
  ItemRecording& operator=(const ItemRecording&) = delete;
};

// The widgets the app drawn last by these helpers has recorded.
inline const nemesis::ui::ItemRecorder& recordedItems() {
  REQUIRE_MESSAGE(recording().app != nullptr, "no app drawn yet");
  return recording().app->ui().recorder;
}

// Fresh frames, so what is recorded is what the app shows now (an auto-sized window needs two).
inline void redrawn(nemesis::app::App& app, int n = 3) {
  app.ui().recorder.items.clear();
  app.forceRedraw();
  frames(app, n);
}

// After a key or click that asks for a file dialog: the request is handled in the next frame, whose lists the
// worker reads in the background (file_lists.hpp); wait for them, then draw the dialog with them.
inline void listedAndRedrawn(nemesis::app::App& app) {
  app.frame(1.0f / 60.0f);
  app.waitForFileLists();
  redrawn(app);
}

inline bool recorded(const std::string& name) {
  return recordedItems().find(name) != nullptr;
}

inline nemesis::view::Vec2 itemCentre(const std::string& name) {
  const nemesis::ui::RecordedItem* item = recordedItems().find(name);
  REQUIRE_MESSAGE(item != nullptr, "widget not drawn: " << name);
  return {(item->min.x + item->max.x) * 0.5f, (item->min.y + item->max.y) * 0.5f};
}

// Clicks a widget drawn on the last frames, then lets the frames that follow apply the outbox.
inline void clickWidget(nemesis::app::App& app, const std::string& name) {
  click(app, itemCentre(name));
  frames(app, 2);
}

}  // namespace clienttest
