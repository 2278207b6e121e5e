// The fonts of the client's Dear ImGui atlas: DejaVu Sans for text, DejaVu Sans Bold for emphasis, and a
// larger bold face for headings (the rules reference). Dear ImGui 1.86 bakes only the glyphs it is told to,
// Latin-1 by default, and draws '?' for the rest: the atlas also gets the punctuation, arrows and shapes the
// UI's strings may use, and every character of the rule texts (each game's rule table, assets/rules) and
// the scenario files, so no rule renders with a replacement glyph.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <span>
#include <string>

#include "rules_documents.hpp"

namespace nemesis::ui {

enum class UiFont : std::uint8_t { Text, Bold, Heading };  // the order addUiFonts adds them in

inline constexpr float kHeadingFontScale = 1.25f;

// Clears `atlas` and adds the three fonts at `pixels` (the body text's size), read from `fontDir`. False with
// `error` naming the file when a font is missing. The atlas still has to be built (the renderer backend does).
bool addUiFonts(ImFontAtlas& atlas, const std::string& fontDir, float pixels, const std::string& assetsDir,
                std::span<const RuleTableChoice> ruleTables, std::string& error);

// The characters the fonts cover, 0-terminated pairs of first and last (see the header comment).
// The rule tables are the program's own: the ranges are worked out once per assets folder.
[[nodiscard]] const ImWchar* uiGlyphRanges(const std::string& assetsDir, std::span<const RuleTableChoice> ruleTables);

// A font of the current context's atlas; the default font when the atlas has no such font (ImGui's own
// font in the panel tests).
[[nodiscard]] ImFont* uiFont(UiFont font);

}  // namespace nemesis::ui
