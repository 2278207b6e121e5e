// Text through the real client: every character of the rule texts has a glyph in each font of the
// Dear ImGui atlas (no '?' for a curly apostrophe), the rules reference and About windows, and the wording
// of counts in the panels.
#include <doctest/doctest.h>
#include <imgui.h>
#include <imgui_internal.h>

#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "client_support.hpp"
#include "engine/nemesis/rules.hpp"
#include "nemesis_version.hpp"
#include "panel_common.hpp"
#include "ui_fonts.hpp"

namespace {

using namespace nemesis;
namespace fs = std::filesystem;

struct Text {
  std::string where;
  std::string text;
};

// Every rule text the client can show: the engine's rule table, the seed texts and RULES.md.
std::vector<Text> ruleTexts() {
  std::vector<Text> out;
  for (int i = 0; i < kRuleCount; ++i) {
    const RuleText& r = ruleText(static_cast<RuleId>(i));
    const std::string where = "rule " + std::string(r.name);
    for (const std::string_view s : {r.source, r.heading, r.text}) out.push_back({where, std::string(s)});
  }
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(std::string(NEMESIS_ASSETS_DIR) + "/rules/seeds"))
    files.push_back(e.path());
  files.push_back(std::string(NEMESIS_ASSETS_DIR) + "/rules/RULES.md");
  for (const fs::path& p : files) {
    std::ifstream in(p, std::ios::binary);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    out.push_back({p.filename().string(), text.str()});
  }
  return out;
}

// The characters of `text` the font would draw with its fallback glyph ('?'), as "U+2019".
std::vector<std::string> missingGlyphs(const ImFont& font, const std::string& text) {
  std::vector<std::string> missing;
  const char* p = text.c_str();
  const char* end = p + text.size();
  while (p < end) {
    unsigned int c = 0;
    p += ImTextCharFromUtf8(&c, p, end);
    if (c < 0x20) continue;  // line ends and tabs are layout, not glyphs
    if (font.FindGlyphNoFallback(static_cast<ImWchar>(c)) == nullptr) {
      char name[16];
      std::snprintf(name, sizeof name, "U+%04X", c);
      missing.emplace_back(name);
    }
  }
  return missing;
}

}  // namespace

TEST_CASE("text: every character of every rule text has a glyph in each of the client's fonts") {
  app::App app(clienttest::headlessOptions());
  clienttest::frames(app, 2);
  const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  REQUIRE(atlas->Fonts.Size == 3);  // text, bold, headings
  CHECK(ui::uiFont(ui::UiFont::Heading)->FontSize > ui::uiFont(ui::UiFont::Text)->FontSize);
  const std::vector<Text> texts = ruleTexts();
  REQUIRE(texts.size() > 100);
  int checked = 0;
  for (const ImFont* font : atlas->Fonts) {
    for (const Text& t : texts) {
      CAPTURE(t.where);
      const std::vector<std::string> missing = missingGlyphs(*font, t.text);
      CHECK_MESSAGE(missing.empty(), "no glyph for " << (missing.empty() ? "" : missing.front()) << " in " << t.where);
      ++checked;
    }
    // The characters the issue found drawn as '?', and the UI's own punctuation.
    for (const char* s : {"’", "—", "…", "“", "”", "–", "·", "§", "×", "→"}) {
      CHECK_MESSAGE(missingGlyphs(*font, s).empty(), std::string(s));
    }
  }
  CHECK(checked == 3 * static_cast<int>(texts.size()));
}

namespace {

// The text of the last frame as drawn, read back from Dear ImGui's draw lists: a glyph is a quad whose
// corners carry the glyph's texture coordinates in the font atlas. Spaces are not drawn, so the text has
// none: has() compares without spaces. Widgets drawn are found through the item recorder.
class FrameText {
 public:
  // Draws fresh frames and reads the last one (widgets and text).
  void redraw(app::App& app, int n = 2) {
    clienttest::frames(app, n - 1);
    app.ui().recorder.items.clear();
    app.forceRedraw();
    clienttest::frames(app, 1);
    read();
  }
  [[nodiscard]] const std::string& text() const { return text_; }
  // Whether the frame shows `s` (spaces and line breaks aside: wrapping may break it anywhere).
  [[nodiscard]] bool has(std::string s) const {
    std::erase(s, ' ');
    std::string flat = text_;
    std::erase(flat, '\n');
    return flat.find(s) != std::string::npos;
  }
  [[nodiscard]] static bool shown(const std::string& item) { return clienttest::recorded(item); }
  void click(app::App& app, const std::string& item) {
    const nemesis::ui::RecordedItem* it = clienttest::recordedItems().find(item);
    REQUIRE_MESSAGE(it != nullptr, "widget not drawn: " << item);
    clienttest::click(app, {(it->min.x + it->max.x) * 0.5f, (it->min.y + it->max.y) * 0.5f});
    redraw(app);
  }

 private:
  clienttest::ItemRecording recording_;  // widgets are found through the recorder while this lives

  void read() {
    std::map<std::pair<float, float>, const ImFontGlyph*> glyphs;
    for (const ImFont* font : ImGui::GetIO().Fonts->Fonts) {
      for (const ImFontGlyph& g : font->Glyphs) {
        if (g.Visible != 0) glyphs[{g.U0, g.V0}] = &g;
      }
    }
    text_.clear();
    const ImDrawData* data = ImGui::GetDrawData();
    REQUIRE(data != nullptr);
    for (int l = 0; l < data->CmdListsCount; ++l) {
      const ImVector<ImDrawVert>& v = data->CmdLists[l]->VtxBuffer;
      float lineY = -1e9f;
      for (int i = 0; i + 3 < v.Size; ++i) {
        const auto it = glyphs.find({v[i].uv.x, v[i].uv.y});
        if (it == glyphs.end() || v[i + 2].uv.x != it->second->U1 || v[i + 2].uv.y != it->second->V1) continue;
        if (std::abs(v[i].pos.y - it->second->Y0 - lineY) > 2.0f) text_ += '\n';
        lineY = v[i].pos.y - it->second->Y0;
        char utf8[5];
        text_ += ImTextCharToUtf8(utf8, it->second->Codepoint);
        i += 3;
      }
      text_ += '\n';
    }
  }

  std::string text_;
};

void escape(app::App& app) {
  SDL_Event e{};
  e.type = SDL_KEYDOWN;
  e.key.keysym.sym = SDLK_ESCAPE;
  e.key.keysym.scancode = SDL_SCANCODE_ESCAPE;  // Dear ImGui's SDL backend reads the scancode
  e.key.state = SDL_PRESSED;
  app.handleEvent(e);
  e.type = SDL_KEYUP;
  e.key.state = SDL_RELEASED;
  clienttest::frames(app, 1);
  app.handleEvent(e);
}

}  // namespace

TEST_CASE("text: Help > About shows the version, the rule sources and the licences, Escape closes it") {
  app::App app(clienttest::headlessOptions());
  FrameText t;
  t.redraw(app);
  t.click(app, "menu.help");
  t.click(app, "menu.help.about");
  REQUIRE(app.ui().showAbout);
  t.redraw(app);
  CHECK(t.has(std::string("Version ") + kVersion));
  // The rule sources: the seed texts, seed 001 marked as another game, and RULES.md's account of its sources.
  CHECK(t.has("Seed 000: Noise"));
  CHECK(t.has("Enormity · Seed 001: Noise Roll: a different game"));
  CHECK(t.has("playable on its own (File > New game > Enormity"));  // it is: issue 22
  CHECK_FALSE(t.has("not yet playable"));
  CHECK(t.has("AleksandrRV/nemesis"));
  CHECK(t.has("This program's own licence: MIT"));
  // The end of the window (scrolled to): the licences and the program's own.
  const ImGuiWindow* about = ImGui::FindWindowByName("About Nemesis companion");
  REQUIRE(about != nullptr);
  REQUIRE(about->DC.ChildWindows.Size == 1);
  ImGui::SetScrollY(about->DC.ChildWindows[0], 1e6f);
  t.redraw(app);
  for (const char* s : {"SDL2_image", "SDL2_ttf", "zlib", "Dear ImGui 1.86", "cereal", "RapidJSON", "CLI11",
                        "Apache-2.0 or MIT", "doctest", "Bitstream Vera"}) {
    CHECK_MESSAGE(t.has(s), std::string(s));
  }
  escape(app);
  t.redraw(app);
  CHECK_FALSE(app.ui().showAbout);
  CHECK_FALSE(t.has("Bitstream Vera"));
}

TEST_CASE("text: the rules reference formats the seed texts and keeps Enormity on a tab of its own") {
  app::App app(clienttest::headlessOptions());
  app.ui().showRules = true;
  FrameText t;
  t.redraw(app);
  t.click(app, "rules.tab.nemesis");
  for (const char* doc : {"000_noise.txt", "002_movement_and_exploration.txt", "003_encounters.txt",
                          "004_movement_rulebook.txt", "RULES.md"}) {
    CHECK_MESSAGE(t.shown(std::string("rules.doc.") + doc), std::string(doc));
  }
  CHECK_FALSE(t.shown("rules.doc.001_enormity_noise_roll.txt"));
  // The tab opens on its first text, seed 000.
  CHECK(t.has("When Noise Rolls Occur"));
  CHECK(t.has("empty Room"));
  // Formatted, not raw: no heading marks, no bold stars, bullets instead of dashes.
  CHECK_FALSE(t.has("## "));
  CHECK_FALSE(t.has("**"));
  CHECK(t.has("•"));

  t.click(app, "rules.tab.enormity");
  CHECK(t.shown("rules.doc.001_enormity_noise_roll.txt"));
  CHECK_FALSE(t.shown("rules.doc.000_noise.txt"));
  CHECK(t.has("Enormity is a different game, not Nemesis"));
  CHECK(t.has("playable on its own (File > New game > Enormity"));  // it is, with its lessons: issue 22
  CHECK_FALSE(t.has("not yet playable"));

  // A search counts its matches on every tab and shows them under their section's heading.
  app.ui().rulesFilter = "Overwhelm";
  t.redraw(app);
  CHECK(t.has("Enormity (a different game) (1)"));
  CHECK(t.has("Nemesis texts (1)"));  // RULES.md §11 describes the Enormity module
  CHECK(t.has("trigger the Overwhelm Intruder effect"));
  CHECK_FALSE(t.has("Noise Rolls are subjects to the following rules"));
}

TEST_CASE("text: the rule table offers every game's rules, each game's counted while searching") {
  app::App app(clienttest::headlessOptions());
  app.ui().showRules = true;
  app.ui().rulesTab = "table";
  FrameText t;
  t.redraw(app);
  // Nemesis's table first.
  CHECK(t.shown("rules.table.Nemesis"));
  CHECK(t.shown("rules.table.Enormity"));
  CHECK(t.has("Bag at setup: 1 Blank"));
  CHECK_FALSE(t.has("Priority Target/Last to Noise"));
  t.click(app, "rules.table.Enormity");
  CHECK(app.ui().rulesTable == 1);
  CHECK(t.has("Priority Target/Last to Noise"));  // Enormity's own rules, with their texts
  // Without the Markdown of the page they quote: an icon by its name in brackets, no bold marks.
  CHECK(t.has("makes Noise [Noise Icon], for example"));
  CHECK_FALSE(t.has("](svg/icon-noise.svg)"));
  CHECK_FALSE(t.has("Bag at setup: 1 Blank"));
  app.ui().rulesFilter = "Potentials";
  t.redraw(app);
  CHECK(t.has("Nemesis (0)"));
  CHECK(t.has("Enormity ("));
  CHECK_FALSE(t.has("Enormity (0)"));
}

TEST_CASE("text: counts are worded in the singular for one (the Hand panel's \"1 card in hand\")") {
  const fs::path dir = fs::path(NEMESIS_TEST_OUTPUT_DIR) / "text-one-card";
  fs::create_directories(dir);
  const fs::path file = dir / "one-card.json";
  {
    std::ofstream out(file);
    out << R"({"format": "nemesis-scenario", "version": 1, "characters": [{"class": "scout", "hand": [3]}]})";
  }
  app::AppOptions o = clienttest::headlessOptions();
  o.players = 0;
  o.scenario = file.string();
  app::App app(o);
  REQUIRE(clienttest::nemesisOf(app).state().character(0).handSize() == 1);
  FrameText t;
  t.redraw(app);
  CHECK(t.has("Scout: 1 card in hand"));
  CHECK_FALSE(t.has("1 cards"));
  fs::remove_all(dir);
}

TEST_CASE("text: the new-game window names a second game's scenarios and lessons and says what each sets up") {
  // Issue 24: a newcomer chooses by what a file is, not by its file name.
  app::App app(clienttest::headlessOptions(0, 0));
  FrameText t;
  t.redraw(app);
  t.click(app, "newgame.game.enormity");
  t.redraw(app);
  CHECK(t.has("The first Noise roll"));
  CHECK(t.has("The hangar, late in the run"));
  CHECK(t.has("Enormity 1: your first Noise roll"));  // a lesson, by its title
  CHECK_FALSE(t.has("first-noise"));                  // no file names
  CHECK_FALSE(t.has("hangar-extraction"));
  // The chosen one's description under the list: the first scenario's, then the hangar's once it is chosen.
  REQUIRE(t.shown("newgame.enormity.about"));
  CHECK(t.has("three Blips wait in the dark"));
  t.click(app, "newgame.enormity.scenario.1");
  t.redraw(app);
  CHECK(t.has("one die is promoted to black"));
  CHECK_FALSE(t.has("three Blips wait in the dark"));
}
