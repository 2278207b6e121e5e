// Drawing Markdown blocks with Dear ImGui (markdown_view.hpp). Text is laid out by md::wrap and drawn with
// the window's draw list, one call per run of a style, so mixed bold and plain words wrap as one paragraph
// (Dear ImGui 1.86 has no rich text).
#include "markdown_view.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cfloat>

#include "panel_common.hpp"
#include "ui_fonts.hpp"

namespace nemesis::ui {

namespace {

const ImVec4 kHeadingColour{0.96f, 0.80f, 0.45f, 1.0f};
const ImVec4 kItalicColour{0.86f, 0.88f, 0.74f, 1.0f};
const ImVec4 kCodeColour{0.95f, 0.72f, 0.58f, 1.0f};

ImFont* fontOf(const md::Span& s) {
  return uiFont(s.bold ? UiFont::Bold : UiFont::Text);
}

ImU32 colourOf(const md::Span& s) {
  if (s.link) return ImGui::GetColorU32(detail::kPaysColour);
  if (s.image) return ImGui::GetColorU32(ImGuiCol_TextDisabled);
  if (s.code) return ImGui::GetColorU32(kCodeColour);
  if (s.italic) return ImGui::GetColorU32(kItalicColour);
  return ImGui::GetColorU32(ImGuiCol_Text);
}

float widthOf(ImFont* font, std::string_view t) {
  return font->CalcTextSizeA(font->FontSize, FLT_MAX, 0.0f, t.data(), t.data() + t.size()).x;
}

// The pictures are not in the project: an image shows its name in brackets.
md::Inline forDisplay(const md::Inline& spans) {
  md::Inline out = spans;
  for (md::Span& s : out) {
    if (s.image && !s.text.empty()) s.text = "[" + s.text + "]";
  }
  return out;
}

void heading(const md::Block& b) {
  const bool big = b.level <= 2;
  if (big) ImGui::Spacing();
  ImGui::PushFont(uiFont(big ? UiFont::Heading : UiFont::Bold));
  ImGui::PushStyleColor(ImGuiCol_Text, kHeadingColour);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(b.plain.c_str());
  ImGui::PopTextWrapPos();
  ImGui::PopStyleColor();
  ImGui::PopFont();
  if (big) ImGui::Separator();
}

// The list marker right-aligned in a column, the text beside it.
void listItem(const md::Block& b) {
  const float step = ImGui::GetFontSize() * 1.4f;
  const float left = ImGui::GetCursorPosX();
  const std::string marker = b.marker.empty() ? (b.level == 0 ? "•" : "◦") : b.marker;
  const float markerX = left + step * static_cast<float>(b.level + 1) - ImGui::CalcTextSize(marker.c_str()).x -
                        ImGui::GetStyle().ItemInnerSpacing.x;
  ImGui::SetCursorPosX(markerX);
  ImGui::TextUnformatted(marker.c_str());
  ImGui::SameLine(left + step * static_cast<float>(b.level + 1), 0.0f);
  ImGui::BeginGroup();
  drawInline(b.spans);
  ImGui::EndGroup();
}

void quote(const md::Block& b) {
  const ImVec2 top = ImGui::GetCursorScreenPos();
  const float bar = std::max(2.0f, ImGui::GetFontSize() * 0.2f);
  ImGui::Indent(bar * 4.0f);
  ImGui::BeginGroup();
  if (!b.marker.empty()) {
    ImGui::PushFont(uiFont(UiFont::Bold));
    ImGui::TextColored(detail::kPaysColour, "%s", b.marker.c_str());
    ImGui::PopFont();
  }
  drawInline(b.spans);
  ImGui::EndGroup();
  ImGui::Unindent(bar * 4.0f);
  const float bottom = ImGui::GetItemRectMax().y;
  ImGui::GetWindowDrawList()->AddRectFilled(top, ImVec2(top.x + bar, bottom), ImGui::GetColorU32(detail::kPaysColour));
}

// Every column as wide as its widest cell, the last one taking the rest of the width and wrapping.
void table(const md::Block& b, int id) {
  std::size_t columns = 0;
  for (const auto& row : b.rows) columns = std::max(columns, row.size());
  if (columns == 0) return;
  const ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_Borders | ImGuiTableFlags_SizingFixedFit;
  ImGui::PushID(id);
  if (ImGui::BeginTable("table", static_cast<int>(columns), flags)) {
    for (std::size_t k = 0; k < columns; ++k) {
      ImGui::TableSetupColumn(nullptr,
                              k + 1 == columns ? ImGuiTableColumnFlags_WidthStretch : ImGuiTableColumnFlags_None);
    }
    for (std::size_t r = 0; r < b.rows.size(); ++r) {
      // The header row is an ordinary row in the header colour: Dear ImGui sizes columns by a headers row only
      // through its own TableHeader widgets.
      ImGui::TableNextRow();
      if (r == 0) ImGui::TableSetBgColor(ImGuiTableBgTarget_RowBg0, ImGui::GetColorU32(ImGuiCol_TableHeaderBg));
      for (std::size_t k = 0; k < columns; ++k) {
        ImGui::TableNextColumn();
        if (k >= b.rows[r].size()) continue;
        md::Inline cell = b.rows[r][k];
        if (r == 0) {
          for (md::Span& s : cell) s.bold = true;  // the header row
        }
        drawInline(cell, k + 1 == columns);
      }
    }
    ImGui::EndTable();
  }
  ImGui::PopID();
}

void block(const md::Block& b, int index) {
  switch (b.kind) {
    case md::BlockKind::Heading: heading(b); break;
    case md::BlockKind::Paragraph:
      drawInline(b.spans);
      ImGui::Spacing();
      break;
    case md::BlockKind::ListItem: listItem(b); break;
    case md::BlockKind::Quote: quote(b); break;
    case md::BlockKind::Table:
      table(b, index);
      ImGui::Spacing();
      break;
    case md::BlockKind::Rule: ImGui::Separator(); break;
  }
}

}  // namespace

void drawInline(const md::Inline& source, bool wrap) {
  const md::Inline spans = forDisplay(source);
  const float width = wrap ? std::max(ImGui::GetContentRegionAvail().x, ImGui::GetFontSize() * 4.0f) : FLT_MAX;
  const std::vector<md::Line> lines =
      md::wrap(spans, width, [](const md::Span& s, std::string_view t) { return widthOf(fontOf(s), t); });
  const float lineHeight = ImGui::GetTextLineHeight();
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  // As wide as the longest line, so a table column's first measure is the text's own width.
  float used = 0;
  for (const md::Line& line : lines) {
    if (!line.empty())
      used = std::max(used, line.back().x + widthOf(fontOf(spans[line.back().span]), line.back().text));
  }
  const ImVec2 size(std::min(used, width), lineHeight * static_cast<float>(lines.size()));
  if (ImGui::IsRectVisible(size)) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const float y = origin.y + lineHeight * static_cast<float>(i);
      for (const md::Piece& p : lines[i]) {
        const md::Span& s = spans[p.span];
        ImFont* font = fontOf(s);
        const ImVec2 at(origin.x + p.x, y);
        draw->AddText(font, font->FontSize, at, colourOf(s), p.text.data(), p.text.data() + p.text.size());
        // What ImGui::Text does too: the text goes to ImGui's log when one is open (the tests read it there).
        if (GImGui->LogEnabled) ImGui::LogRenderedText(&at, p.text.data(), p.text.data() + p.text.size());
      }
    }
  }
  ImGui::Dummy(size);
}

int drawMarkdown(const std::vector<md::Block>& blocks, const std::string& filter) {
  int matches = 0;
  int shownSection = -1;
  int section = -1;  // the heading the block is under
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const md::Block& b = blocks[i];
    if (b.kind == md::BlockKind::Heading) section = static_cast<int>(i);
    if (!filter.empty() && !detail::containsCaseless(b.plain, filter)) continue;
    ++matches;
    if (!filter.empty() && section >= 0 && section != shownSection && section != static_cast<int>(i)) {
      block(blocks[static_cast<std::size_t>(section)], section);
    }
    shownSection = section;
    block(b, static_cast<int>(i));
  }
  return matches;
}

}  // namespace nemesis::ui
