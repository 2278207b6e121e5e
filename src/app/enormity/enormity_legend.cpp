// Enormity's legend (View > Legend, issue 24): every piece, mark and outline of its board, drawn with the board's
// own colours (render/enormity/grid_palette.hpp) and shapes, each said in plain words.
#include <imgui.h>

#include <array>
#include <cmath>
#include <functional>

#include "art.hpp"
#include "enormity_client.hpp"
#include "panel_common.hpp"
#include "render/enormity/grid_palette.hpp"

namespace nemesis::app {

namespace {

namespace ven = nemesis::view::enormity;

ImU32 colourOf(SDL_Color c) {
  return IM_COL32(c.r, c.g, c.b, c.a);
}

// One row: its picture in a square of `size` pixels (drawn by `draw` about its centre), then its words.
struct Row {
  std::function<void(ImDrawList& d, ImVec2 c, float size)> draw;
  const char* text;
};

void diamond(ImDrawList& d, ImVec2 c, float half, ImU32 fill) {
  d.AddQuadFilled({c.x, c.y - half}, {c.x + half, c.y}, {c.x, c.y + half}, {c.x - half, c.y}, fill);
}

void label(ImDrawList& d, ImVec2 c, const char* text, ImU32 ink) {
  const ImVec2 s = ImGui::CalcTextSize(text);
  d.AddText({c.x - s.x / 2, c.y - s.y / 2}, ink, text);
}

}  // namespace

void EnormityClient::drawLegend() {
  if (!ui_.showLegend) return;
  const float size = ImGui::GetFontSize() * 2.8f;
  ui::detail::placeLegendWindow(34.0f, 28.0f);
  if (!ImGui::Begin("Legend", &ui_.showLegend)) {
    ImGui::End();
    return;
  }
  ui::detail::recordItem(ui_.recorder, "legend.window");
  const ImU32 dark = colourOf(ven::kDark);
  const ImU32 ink = colourOf(ven::kInk);
  SDL_Texture* stalker = art_.sprite(view::Sprite::Stalker, size);
  const std::array<Row, 12> rows{{
      {[&](ImDrawList& d, ImVec2 c, float s) {
         d.AddCircleFilled(c, s * 0.36f, dark);
         d.AddCircleFilled(c, s * 0.32f, colourOf(ven::kSpacerColours[0]));
         label(d, c, "S", dark);
         d.AddCircleFilled({c.x + s * 0.3f, c.y - s * 0.3f}, s * 0.14f, colourOf(ven::kStress));
         label(d, {c.x + s * 0.3f, c.y - s * 0.3f}, "2", colourOf(ven::kWhite));
       },
       "A Spacer: a disc of its own colour with its initial, its name under it. The red badge is its Stress (it "
       "dies at 10). A white ring round it: the Spacer the panels act for (click a Spacer to pick it)."},
      {[&](ImDrawList& d, ImVec2 c, float s) {
         diamond(d, c, s * 0.34f, dark);
         diamond(d, c, s * 0.3f, colourOf(ven::kBrass));
         label(d, c, "PT", dark);
       },
       "The Priority Target marker (PT): the Spacer who last made Noise takes it. Where the rules spawn Blips or "
       "Intruders near \"the Priority Target\", they mean this Spacer."},
      {[&](ImDrawList& d, ImVec2 c, float s) {
         const float r = s * 0.24f;
         d.AddTriangleFilled({c.x + r + s * 0.2f, c.y}, {c.x + r - 1, c.y - s * 0.14f}, {c.x + r - 1, c.y + s * 0.14f},
                             colourOf(ven::kArrow));
         d.AddCircleFilled(c, r + 1.5f, colourOf(ven::kBlipRim));
         d.AddCircleFilled(c, r - 1, colourOf(ven::kBlipFace));
         label(d, c, "b1", ink);
       },
       "A Blip: a face-down token on a crossing of the grid lines, its arrow showing where it faces. It may hide "
       "Intruders, or be an Echo (nothing at all): you learn which when it is revealed."},
      {[&](ImDrawList& d, ImVec2 c, float s) {
         if (stalker != nullptr) {
           d.AddImage(static_cast<ImTextureID>(stalker), {c.x - s * 0.45f, c.y - s * 0.45f},
                      {c.x + s * 0.45f, c.y + s * 0.45f}, {0, 0}, {1, 1}, colourOf(ven::kIntruder));
         }
       },
       "An Intruder (from a revealed Blip, or spawned by the rules): it stands on a space, labelled with its number."},
      {[&](ImDrawList& d, ImVec2 c, float s) {
         d.AddCircle(c, s * 0.3f, colourOf(ven::kSpawn), 0, 2.5f);
         label(d, {c.x - s * 0.28f, c.y - s * 0.28f}, "S", colourOf(ven::kSpawn));
       },
       "A spawn point (S): where new Blips enter the map."},
      {[&](ImDrawList& d, ImVec2 c, float s) {
         d.AddRectFilled({c.x - s * 0.4f, c.y - s * 0.4f}, {c.x + s * 0.4f, c.y + s * 0.4f}, colourOf(ven::kFloor));
         d.AddRect({c.x - s * 0.4f, c.y - s * 0.4f}, {c.x + s * 0.4f, c.y + s * 0.4f}, colourOf(ven::kGrid));
       },
       "Floor: a space a Spacer may stand on."},
      {[&](ImDrawList& d, ImVec2 c, float s) {
         const ImVec2 a{c.x - s * 0.4f, c.y - s * 0.4f};
         const ImVec2 b{c.x + s * 0.4f, c.y + s * 0.4f};
         d.AddRectFilled(a, b, colourOf(ven::kVoid));
         d.PushClipRect(a, b, true);
         for (int k = 1; k < 6; ++k) {
           const float t = s * 0.8f * static_cast<float>(k) / 3.0f;
           d.AddLine({a.x + t, a.y}, {a.x, a.y + t}, colourOf(ven::kHatch), 1.5f);
         }
         d.PopClipRect();
       },
       "Hatched: out of bounds. No Spacer stands there."},
      {[&](ImDrawList& d, ImVec2 c, float s) {
         const float h = s * 0.36f;
         d.AddRect({c.x - h, c.y - h}, {c.x + h, c.y + h}, colourOf(ven::kMove), 3.0f, 0, 3.0f);
       },
       "A green frame: a space the picked Spacer may move to (click it)."},
      {[&](ImDrawList& d, ImVec2 c, float s) { d.AddCircle(c, s * 0.32f, colourOf(ven::kDecision), 0, 3.0f); },
       "A pulsing cyan ring round a Blip or a spawn point: yours to choose (a tie the rules leave to you, or the "
       "Blips a picked die may go to): click one. A steady ring with \"die N\": the Blip you gave that die."},
      {[&](ImDrawList& d, ImVec2 c, float s) {
         const float h = s * 0.14f;
         d.AddRectFilled({c.x - s * 0.33f - h, c.y - h}, {c.x - s * 0.33f + h, c.y + h}, colourOf(ven::kDieWhite));
         d.AddCircleFilled(c, h, colourOf(ven::kDieRed));
         d.AddNgonFilled({c.x + s * 0.33f, c.y}, h * 1.08f, colourOf(ven::kDieBlack), 6);
         d.AddNgon({c.x + s * 0.33f, c.y}, h * 1.08f, colourOf(ven::kDieBlackEdge), 6, 1.5f);
       },
       "The Noise dice in the tray under the board, told by shape as well as colour: white squares, red discs, "
       "black hexagons. Each shows its Potentials: how far the Blip given its result moves toward the Noise."},
      {[&](ImDrawList& d, ImVec2 c, float s) {
         const float h = s * 0.3f;
         d.AddRect({c.x - h, c.y - h}, {c.x + h, c.y + h}, colourOf(ven::kBrass), 2.0f, 0, 2.5f);
         label(d, c, "9", ink);
       },
       "The Countdown track above the board: the brass frame is where the run stands, from 9 down to 1 and \"!\". "
       "Its level (Infiltration, Eclipse, Extraction) sets which dice Noise rolls."},
      {[&](ImDrawList& d, ImVec2 c, float) { label(d, c, "\u2192 b3", colourOf(ven::kDecision)); },
       "Under a die: the Blip its result goes to."},
  }};
  if (ImGui::BeginTable("legend.pieces", 2, ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("picture", ImGuiTableColumnFlags_WidthFixed, size);
    ImGui::TableSetupColumn("meaning", ImGuiTableColumnFlags_WidthStretch);
    for (std::size_t i = 0; i < rows.size(); ++i) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const ImVec2 at = ImGui::GetCursorScreenPos();
      rows[i].draw(*ImGui::GetWindowDrawList(), ImVec2(at.x + size / 2, at.y + size / 2), size);
      ImGui::Dummy(ImVec2(size, size));
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", rows[i].text);
      ui::detail::recordItem(ui_.recorder, "legend.piece", static_cast<int>(i));
    }
    ImGui::EndTable();
  }
  ImGui::End();
}

}  // namespace nemesis::app
