// Help > About: the program's name and version, where its rules come from (the seed texts and RULES.md,
// with RULES.md's own account of its sources, read from the file), and the licences of what it uses.
// Escape or Close closes it.
#include <imgui.h>

#include <array>
#include <string>

#include "markdown_view.hpp"
#include "nemesis_version.hpp"
#include "panel_common.hpp"
#include "ui_fonts.hpp"

namespace nemesis::ui {

namespace {

struct Licence {
  const char* what;
  const char* use;
  const char* licence;
};

// What the program is built from (Debian packages, tools/install-deps.sh) and their licences as the
// packages' copyright files state them.
constexpr std::array<Licence, 10> kLicences = {{
    {"SDL2", "window, input, drawing", "zlib"},
    {"SDL2_image", "art and screenshots (PNG)", "zlib"},
    {"SDL2_ttf", "board text; draws with FreeType (FreeType License) and HarfBuzz (MIT)", "zlib"},
    {"Dear ImGui " IMGUI_VERSION, "panels and windows; includes the stb libraries (MIT or public domain)", "MIT"},
    {"cereal", "serialisation", "BSD-3-Clause"},
    {"RapidJSON", "scenario, save and replay files", "MIT"},
    {"CLI11", "command-line options", "BSD-3-Clause"},
    {"PCG (pcg-cpp)", "tests only: the reference for our random generator", "Apache-2.0 or MIT"},
    {"doctest", "tests only", "MIT"},
    {"DejaVu fonts", "all text", "Bitstream Vera licence; DejaVu changes public domain"},
}};

void heading(const char* text) {
  ImGui::Spacing();
  ImGui::PushFont(uiFont(UiFont::Bold));
  ImGui::TextUnformatted(text);
  ImGui::PopFont();
  ImGui::Separator();
}

void ruleSources(PanelContext& c) {
  heading("Rule sources");
  ImGui::TextWrapped("The seed texts, copied unchanged into assets/rules/seeds:");
  for (const RulesDocument& d : c.ui.rules.documents) {
    if (d.file == "RULES.md") continue;
    ImGui::Bullet();
    const auto game =
        std::find_if(c.games.begin(), c.games.end(), [&](const GameChoice& g) { return g.name == d.game; });
    if (game != c.games.end()) {
      ImGui::TextWrapped("%s: a different game, playable on its own (File > New game > %s).", d.title.c_str(),
                         game->title.c_str());
    } else {
      ImGui::TextWrapped("%s", d.title.c_str());
    }
  }
  const RulesDocument* rules = findRulesDocument(c.ui.rules.documents, "RULES.md");
  if (rules == nullptr) {
    ImGui::TextColored(detail::kErrorColour, "RULES.md is missing from %s.", c.rulesDir.c_str());
    return;
  }
  ImGui::Spacing();
  ImGui::TextWrapped(
      "RULES.md adds the component facts the seeds leave out and the rulings the engine takes; of its sources it "
      "says:");
  ImGui::Indent();
  drawMarkdown(introductionOf(*rules));
  ImGui::Unindent();
}

void licences() {
  heading("Licences");
  const ImGuiTableFlags flags =
      ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
  if (ImGui::BeginTable("licences", 3, flags)) {
    ImGui::TableSetupColumn("Uses", ImGuiTableColumnFlags_WidthStretch, 1.0f);
    ImGui::TableSetupColumn("For", ImGuiTableColumnFlags_WidthStretch, 2.2f);
    ImGui::TableSetupColumn("Licence", ImGuiTableColumnFlags_WidthStretch, 1.4f);
    ImGui::TableHeadersRow();
    for (const Licence& l : kLicences) {
      ImGui::TableNextRow();
      for (const char* cell : {l.what, l.use, l.licence}) {
        ImGui::TableNextColumn();
        ImGui::PushTextWrapPos(0.0f);
        ImGui::TextUnformatted(cell);
        ImGui::PopTextWrapPos();
      }
    }
    ImGui::EndTable();
  }
}

}  // namespace

void drawAboutWindow(PanelContext& c) {
  if (!c.ui.showAbout) return;
  c.ui.rules.read(c.rulesDir, c.rulesGames);
  detail::placeFloating(c, 720.0f, 720.0f);
  if (!ImGui::Begin("About Nemesis companion", &c.ui.showAbout, ImGuiWindowFlags_NoCollapse)) {
    ImGui::End();
    return;
  }
  // Escape closes it unless another window has the keyboard (a click on the board focuses no window).
  const bool mine = ImGui::IsWindowFocused(ImGuiFocusedFlags_RootAndChildWindows) ||
                    !ImGui::IsWindowFocused(ImGuiFocusedFlags_AnyWindow);
  if (mine && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) c.ui.showAbout = false;
  ImGui::PushFont(uiFont(UiFont::Heading));
  ImGui::TextUnformatted("Nemesis companion");
  ImGui::PopFont();
  ImGui::Text("Version %s", kVersion);
  detail::recordItem(c.ui.recorder, "about.version");
  // The text scrolls; the Close button stays in view below it.
  const float footer = ImGui::GetFrameHeightWithSpacing() + ImGui::GetStyle().ItemSpacing.y;
  if (ImGui::BeginChild("about body", ImVec2(0, -footer))) {
    ImGui::TextWrapped(
        "A companion for the movement, noise, exploration and Intruder-encounter rules of the board game Nemesis: "
        "a rules engine that cites the rule behind everything that happens, and this client to play them "
        "hot-seat. Nemesis is a board game published by Awaken Realms.");
    ImGui::TextWrapped(
        "This program's own licence: MIT (the file LICENSE; installed in share/doc/nemesis-companion). The rule "
        "texts it quotes are not covered by it: their rights remain with their owners (Awaken Realms for "
        "Nemesis).");
    ruleSources(c);
    licences();
  }
  ImGui::EndChild();
  ImGui::Separator();
  if (ImGui::Button("Close")) c.ui.showAbout = false;
  detail::recordItem(c.ui.recorder, "about.close");
  ImGui::End();
}

}  // namespace nemesis::ui
