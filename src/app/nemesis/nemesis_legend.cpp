// The legend (View > Legend, Help > Legend): every piece, marker and token the board draws, with the very
// sprite the board uses, and every outline with its colour and how it is drawn, so the board explains itself.
#include <imgui.h>

#include <array>

#include "art.hpp"
#include "nemesis_client.hpp"
#include "panel_common.hpp"
#include "render/nemesis/board_painter.hpp"
#include "render/nemesis/palette.hpp"
#include "ui/nemesis/panel_colours.hpp"

namespace nemesis::app {

namespace {

struct PieceLine {
  view::Sprite sprite;
  const char* text;
};

constexpr std::array<PieceLine, 23> kPieces = {{
    {view::Sprite::Captain,
     "Captain (C): a peaked cap and broad epaulettes; each class has its own shape, letter "
     "and colour"},
    {view::Sprite::Scout, "Scout (Sc): a tall pointed hood and a slim cloak"},
    {view::Sprite::Soldier, "Soldier (So): a round helmet and a rifle across the body"},
    {view::Sprite::Mechanic, "Mechanic (M): a wrench raised overhead"},
    {view::Sprite::Pilot, "Pilot (P): a flight helmet with a visor, ear cups and an antenna"},
    {view::Sprite::Scientist, "Scientist (Si): a long lab coat and a flask held up"},
    {view::Sprite::Larva, "Larva (L)"},
    {view::Sprite::Creeper, "Creeper (C)"},
    {view::Sprite::Adult, "Adult (A)"},
    {view::Sprite::Breeder, "Breeder (B)"},
    {view::Sprite::Queen, "Queen (Q)"},
    {view::Sprite::NoiseMarker, "Noise marker: on a corridor (one at most) or the Technical Corridors space"},
    {view::Sprite::DoorOpen, "Door token, open: the corridor can be passed"},
    {view::Sprite::DoorClosed, "Closed Door: Characters cannot pass; an Intruder that tries breaks it"},
    {view::Sprite::DoorDestroyed, "Destroyed Door: it never closes again"},
    {view::Sprite::Fire, "Fire marker in a room"},
    {view::Sprite::Malfunction, "Malfunction marker in a room"},
    {view::Sprite::ExplorationBack, "A face-down exploration token (revealed when a Character enters)"},
    {view::Sprite::RoomBack, "An unexplored room: its tile lies face down"},
    {view::Sprite::Computer, "A room with a Computer"},
    {view::Sprite::Corpse, "A Corpse"},
    {view::Sprite::Slime, "Slime marker (on a Character board: Silence counts as Danger)"},
    {view::Sprite::DieBlank, "The Noise die: 1, 1, 2, 2, 3, 3, 4, 4, Silence, Danger"},
}};

struct OutlineLine {
  view::Outline outline;
  const char* text;
};

constexpr std::array<OutlineLine, 6> kOutlines = {{
    {view::Outline::Destination, "A legal destination of the active character; the badge is the cards it costs"},
    {view::Outline::Escape, "A destination that is an Escape (labelled): each Intruder in the room attacks first"},
    {view::Outline::Hover, "Under the mouse (thin); chosen with the arrow keys (double)"},
    {view::Outline::Log, "The room or corridor of the log entry under the mouse"},
    {view::Outline::Decision, "The corridors a Careful Movement asks you to choose from"},
    {view::Outline::Lesson, "What the lesson step is about (pulsing); the other rooms are dimmed"},
}};

}  // namespace

void NemesisClient::drawLegend() {
  if (!ui_.showLegend) return;
  const float size = ImGui::GetFontSize() * 1.8f;
  ui::detail::placeLegendWindow(36.0f, 30.0f);
  if (!ImGui::Begin("Legend", &ui_.showLegend)) {
    ImGui::End();
    return;
  }
  ui::detail::recordItem(ui_.recorder, "legend.window");
  ImGui::TextDisabled("Pieces, markers and tokens");
  if (ImGui::BeginTable("legend.pieces", 2, ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("sprite", ImGuiTableColumnFlags_WidthFixed, size);
    ImGui::TableSetupColumn("meaning", ImGuiTableColumnFlags_WidthStretch);
    for (std::size_t i = 0; i < kPieces.size(); ++i) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      // The SDL renderer backend takes an SDL_Texture as Dear ImGui's texture id.
      // Character miniatures are greyscale, tinted with the class colour as on the board.
      const auto figure = static_cast<int>(kPieces[i].sprite) - static_cast<int>(view::Sprite::Captain);
      const ImVec4 tint = figure >= 0 && figure < kCharacterClassCount
                              ? ui::detail::classColour(static_cast<CharacterClass>(figure))
                              : ImVec4(1, 1, 1, 1);
      const bool intruder = kPieces[i].sprite <= view::Sprite::Queen;
      if (intruder) {
        // As on the board (render/nemesis/miniatures.cpp drawIntruder): the silhouette on its token.
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const ImVec2 centre(at.x + size / 2, at.y + size / 2);
        const auto colour = [](SDL_Color c) { return IM_COL32(c.r, c.g, c.b, c.a); };
        ImDrawList& draw = *ImGui::GetWindowDrawList();
        draw.AddCircleFilled(centre, size / 2, colour(view::kIntruderRim));
        draw.AddCircleFilled(centre, size / 2 - 1.5f, colour(view::kIntruderHalo));
        draw.AddCircleFilled(centre, size / 2 - 4.0f, colour(view::kIntruderToken));
        ImGui::SetCursorScreenPos(ImVec2(at.x + size * 0.12f, at.y + size * 0.12f));
      }
      const float drawn = intruder ? size * 0.76f : size;
      ImGui::Image(static_cast<ImTextureID>(art_.sprite(kPieces[i].sprite, drawn)), ImVec2(drawn, drawn), ImVec2(0, 0),
                   ImVec2(1, 1), tint);
      if (intruder) ImGui::Dummy(ImVec2(size, size * 0.12f));
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", kPieces[i].text);
      ui::detail::recordItem(ui_.recorder, "legend.piece", static_cast<int>(i));
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  ImGui::TextDisabled("Outlines on the board (each drawn its own way, not told by colour alone)");
  if (ImGui::BeginTable("legend.outlines", 2, ImGuiTableFlags_RowBg)) {
    ImGui::TableSetupColumn("outline", ImGuiTableColumnFlags_WidthFixed, size);
    ImGui::TableSetupColumn("meaning", ImGuiTableColumnFlags_WidthStretch);
    for (std::size_t i = 0; i < kOutlines.size(); ++i) {
      ImGui::TableNextRow();
      ImGui::TableNextColumn();
      const SDL_Color c = view::outlineColour(kOutlines[i].outline);
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ImGui::GetWindowDrawList()->AddRect(at, ImVec2(at.x + size, at.y + size * 0.7f), IM_COL32(c.r, c.g, c.b, 255),
                                          2.0f, 0, 3.0f);
      ImGui::Dummy(ImVec2(size, size * 0.7f));
      ImGui::TableNextColumn();
      ImGui::TextWrapped("%s", kOutlines[i].text);
      ui::detail::recordItem(ui_.recorder, "legend.outline", static_cast<int>(i));
    }
    ImGui::EndTable();
  }
  ImGui::Spacing();
  ImGui::TextDisabled("Numbers");
  ImGui::TextWrapped(
      "A room's board number is in a circle at its top left. At each end of a corridor, circled numbers are the "
      "Noise numbers that lead into it from that room (\"3,4\": both). The Technical Corridors panel lists the "
      "rooms with an entrance. When labels would cover each other, a corridor's second label moves aside or is "
      "left out, and a long room name is shortened or left out: hover the corridor or the room to read it.");
  ImGui::Spacing();
  ImGui::TextDisabled("Marks on a miniature");
  ImGui::TextWrapped(
      "Wounds are pips under the miniature: a round orange pip for each light wound, a red square for each serious "
      "one. A red diamond with \"!\" at its left: in Combat (Intruders in the room). A small Larva at its lower "
      "right: a Larva on the Character board. A slime drop at its upper right: Slimed. A brass \"1\": the First "
      "Player. A grey ring with a \"P\": passed this round. \"Zz\": in hibernation. A red cross: dead.");
  ImGui::TextWrapped(
      "An Intruder stands on a dark token in a violet band with a pale edge, its type letter at the lower right. In "
      "Combat (Characters in its room) the band is red and a red diamond with \"!\" sits at its upper left.");
  ImGui::Spacing();
  ImGui::TextDisabled("Risk map");
  ImGui::TextWrapped(
      "View > Risk map (or its key, R by default) writes on every legal destination the exact chance of an "
      "Encounter if you move there (\"22%%\"; \"<1%%\": possible but rare), between two hatched bands: the denser "
      "their stripes, the likelier (none: no chance at all). Hover the room for the whole odds card.");
  ui::detail::recordItem(ui_.recorder, "legend.risk_map");
  ImGui::End();
}

}  // namespace nemesis::app
