// The Markdown the rule texts use, read into blocks of styled spans for the rules reference: headings,
// paragraphs, **bold**, *italic*, `code`, links and images (shown by their text: the pictures are not in
// the project), bullet and numbered lists, block quotes (with GitHub's "[!TIP]" labels) and pipe tables.
// Seed 004 is plain text with no Markdown at all; parseRuleText reads it line by line instead.
// Pure: no ImGui; panel_rules.cpp draws the blocks.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace nemesis::ui::md {

struct Span {
  std::string text;
  bool bold = false;
  bool italic = false;
  bool code = false;
  bool link = false;       // a link's text (where it points is not shown: the linked pages are not here)
  bool image = false;      // an image's alternative text
  bool lineBreak = false;  // a hard line break follows
  [[nodiscard]] bool sameStyle(const Span& o) const {
    return bold == o.bold && italic == o.italic && code == o.code && link == o.link && image == o.image;
  }
};
using Inline = std::vector<Span>;

enum class BlockKind : std::uint8_t { Heading, Paragraph, ListItem, Quote, Table, Rule };

struct Block {
  BlockKind kind = BlockKind::Paragraph;
  int level = 0;       // Heading: 1-6; ListItem: nesting depth, 0 for the outermost list
  std::string marker;  // ListItem: "3." for a numbered item, empty for a bullet; Quote: an alert's label ("Tip")
  Inline spans;        // every kind but Table and Rule
  std::vector<std::vector<Inline>> rows;  // Table: cells, the header row first
  std::string plain;                      // the text without markup (search)
};

[[nodiscard]] Inline parseInline(std::string_view text);
[[nodiscard]] std::string plainText(const Inline& spans);
[[nodiscard]] std::vector<Block> parseMarkdown(std::string_view text);
// A text without Markdown, one block per line: "- " and "1. " lines are list items, a short line without a
// sentence's end (at most 6 words, no . , ; ! ? ) or | at the end) is a heading, any other line a paragraph.
[[nodiscard]] std::vector<Block> parseLines(std::string_view text);
// parseMarkdown when a line starts with a '#' heading, else parseLines.
[[nodiscard]] std::vector<Block> parseRuleText(std::string_view text);

// Word wrap of styled spans into lines no wider than `width` (a word wider than that gets a line of its own).
// Lines break only at spaces: "**Token**." keeps its full stop. `measure` gives a text's width in its span's
// style; a piece is a run of one span's text on one line, starting `x` from the line's left.
struct Piece {
  std::size_t span = 0;
  std::string text;
  float x = 0;
};
using Line = std::vector<Piece>;
using Measure = std::function<float(const Span&, std::string_view)>;
[[nodiscard]] std::vector<Line> wrap(const Inline& spans, float width, const Measure& measure);

}  // namespace nemesis::ui::md
