// Our ImGui drawing (fast_ui_drawing.hpp: quads as fills and blits) must give the picture Debian's SDL_Renderer
// backend gives for the same draw lists; only the speed may differ.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>

#include <cstdlib>
#include <vector>

#include "client_support.hpp"
#include "fast_ui_drawing.hpp"
#include "screenshot.hpp"

using namespace clienttest;

namespace {

std::vector<Uint32> pixels(SDL_Renderer* r, int w, int h) {
  std::vector<Uint32> out(static_cast<std::size_t>(w) * static_cast<std::size_t>(h));
  REQUIRE(SDL_RenderReadPixels(r, nullptr, SDL_PIXELFORMAT_ARGB8888, out.data(), w * 4) == 0);
  return out;
}

int channelDifference(Uint32 a, Uint32 b) {
  int worst = 0;
  for (int shift = 0; shift < 24; shift += 8) {
    worst = std::max(worst, std::abs(static_cast<int>((a >> shift) & 0xFFu) - static_cast<int>((b >> shift) & 0xFFu)));
  }
  return worst;
}

}  // namespace

TEST_CASE("the fast ImGui drawing matches Debian's SDL_Renderer backend pixel for pixel, within rounding") {
  nemesis::app::App app(headlessOptions(3, 9));
  app.ui().showNewGame = true;  // a floating window over the board as well as the fixed panels
  app.ui().showHelp = true;
  frames(app, 3);
  SDL_Renderer* r = app.renderer();
  int w = 0;
  int h = 0;
  SDL_GetRendererOutputSize(r, &w, &h);
  ImDrawData* data = ImGui::GetDrawData();
  REQUIRE(data != nullptr);
  REQUIRE(data->TotalVtxCount > 1000);

  SDL_SetRenderDrawColor(r, 40, 40, 40, 255);
  SDL_RenderClear(r);
  nemesis::app::renderImGuiDrawData(r, data);
  const std::vector<Uint32> ours = pixels(r, w, h);
  std::string error;
  nemesis::app::captureFrame(r, std::string(NEMESIS_TEST_OUTPUT_DIR) + "/imgui-ours.png", error);
  SDL_SetRenderDrawColor(r, 40, 40, 40, 255);
  SDL_RenderClear(r);
  ImGui_ImplSDLRenderer_RenderDrawData(data);
  const std::vector<Uint32> theirs = pixels(r, w, h);
  nemesis::app::captureFrame(r, std::string(NEMESIS_TEST_OUTPUT_DIR) + "/imgui-backend.png", error);

  std::size_t differing = 0;
  std::size_t painted = 0;
  for (std::size_t i = 0; i < ours.size(); ++i) {
    if (theirs[i] != 0xFF282828u) ++painted;
    if (channelDifference(ours[i], theirs[i]) > 24) ++differing;
  }
  MESSAGE("pixels painted by the backend: ", painted, ", differing by more than 24/255: ", differing);
  CHECK(painted > ours.size() / 4);      // the panels cover a good part of the window
  CHECK(differing < ours.size() / 200);  // under 0.5 %: glyph edges rounded differently
}
