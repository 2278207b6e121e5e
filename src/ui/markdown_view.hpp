// Draws Markdown blocks (markdown.hpp) with Dear ImGui: headings in the larger bold face, bold in the bold
// face, lists with bullets or numbers, quotes with a bar, tables as tables, text wrapped to the window.
// Used by the rules reference and the About window.
#pragma once

#include <string>
#include <vector>

#include "markdown.hpp"

namespace nemesis::ui {

// Draws the blocks; with a non-empty `filter`, only the blocks whose text contains it (ignoring case), each
// under the heading of its section. Returns how many blocks matched (all of them without a filter).
int drawMarkdown(const std::vector<md::Block>& blocks, const std::string& filter = {});

// Styled text wrapped to the space left in the window (or on one line, `wrap` false).
void drawInline(const md::Inline& spans, bool wrap = true);

}  // namespace nemesis::ui
