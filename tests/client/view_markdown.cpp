// The rules reference's Markdown reader (markdown.hpp) and rule texts (rules_documents.hpp): the constructs
// the seed texts and RULES.md use, checked on small pieces and on the real files, and the word wrap.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "file_io_support.hpp"
#include "markdown.hpp"
#include "rules_documents.hpp"

using namespace nemesis::ui;
using md::Block;
using md::BlockKind;
namespace fs = std::filesystem;

namespace {

std::vector<Block> read(const char* text) {
  return md::parseMarkdown(text);
}

const std::vector<RulesDocument>& shippedTexts() {
  static const std::vector<RulesDocument> docs = [] {
    std::vector<std::string> problems;
    // The games as the client registers them: a text whose file name carries a game's name is that game's.
    GameChoice enormity;
    enormity.name = "enormity";
    enormity.label = "Enormity";
    const std::vector<GameChoice> games = {enormity};
    std::vector<RulesDocument> d = loadRulesDocuments(std::string(NEMESIS_ASSETS_DIR) + "/rules", problems, games);
    REQUIRE(problems.empty());
    return d;
  }();
  return docs;
}

}  // namespace

TEST_CASE("markdown: headings, paragraphs joined across their lines, and blank lines between blocks") {
  const std::vector<Block> b =
      read("# Noise\n\nNoise represents sounds\nechoing throughout the ship.\n\n## When Noise Rolls Occur\n");
  REQUIRE(b.size() == 3);
  CHECK(b[0].kind == BlockKind::Heading);
  CHECK(b[0].level == 1);
  CHECK(b[0].plain == "Noise");
  CHECK(b[1].kind == BlockKind::Paragraph);
  CHECK(b[1].plain == "Noise represents sounds echoing throughout the ship.");
  CHECK(b[2].level == 2);
  CHECK(b[2].plain == "When Noise Rolls Occur");
}

TEST_CASE("markdown: a paragraph of \"Name: value\" lines keeps one line each, other lines join") {
  const std::vector<Block> b =
      read("Category: Intruders - Encounters\nRelated Systems: Fire, Slime\n\nNote: one sentence\nwrapped by hand.\n");
  REQUIRE(b.size() == 2);
  CHECK(b[0].plain == "Category: Intruders - Encounters\nRelated Systems: Fire, Slime");
  CHECK(b[1].plain == "Note: one sentence wrapped by hand.");
}

TEST_CASE("markdown: bold, italic and code spans, asterisks that open nothing stay") {
  const md::Inline s =
      md::parseInline("A Character enters an **empty Room** (one without *other* Characters), see `seeds/`.");
  REQUIRE(s.size() == 7);
  CHECK(s[0].text == "A Character enters an ");
  CHECK_FALSE(s[0].bold);
  CHECK(s[1].text == "empty Room");
  CHECK(s[1].bold);
  CHECK(s[3].text == "other");
  CHECK(s[3].italic);
  CHECK(s[5].text == "seeds/");
  CHECK(s[5].code);
  // RULES.md §4 marks rooms with a Computer with a bare '*'.
  const char* computers = "Comms*, Emergency Room, Fire Control*, Generator* (* = has a Computer)";
  const md::Inline lit = md::parseInline(computers);
  REQUIRE(lit.size() == 1);
  CHECK(lit[0].text == computers);
  CHECK_FALSE(lit[0].italic);
  // Bold around a colon, and emphasis inside bold.
  const md::Inline r = md::parseInline("**Remember:** Various **game *effects***");
  CHECK(r[0].text == "Remember:");
  CHECK(r[0].bold);
  CHECK(md::plainText(r) == "Remember: Various game effects");
}

TEST_CASE("markdown: links show their text, images their alternative text, empty images nothing") {
  const md::Inline s = md::parseInline(
      "Noise ![Noise Icon](svg/icon-noise.svg) uses dice (see the [Dice](dice.md) box), "
      "any ![Potential Icon](svg/icon-potential.svg \"Potential\") is quiet.");
  CHECK(md::plainText(s) == "Noise Noise Icon uses dice (see the Dice box), any Potential Icon is quiet.");
  REQUIRE(s.size() == 7);
  CHECK(s[1].image);
  CHECK(s[1].text == "Noise Icon");
  CHECK(s[3].link);
  CHECK(s[3].text == "Dice");
  CHECK(s[5].image);
  CHECK(md::plainText(md::parseInline("![]() Item Counter set to 2 Items |")) == " Item Counter set to 2 Items |");
}

TEST_CASE("markdown: bullet and numbered lists, nesting by indentation, continuation lines") {
  const std::vector<Block> b = read(
      "- **Basic Movement Action**:\n"
      "  - The most common way to move.\n"
      "- **Neighboring Rooms**:\n"
      "\n"
      "1. If this Room tile was unexplored, reveal the **Exploration Token** lying on that\n"
      "   Room tile.\n"
      "2. Perform a **Noise roll**.\n");
  REQUIRE(b.size() == 5);
  for (const Block& x : b) CHECK(x.kind == BlockKind::ListItem);
  CHECK(b[0].level == 0);
  CHECK(b[0].marker.empty());
  CHECK(b[1].level == 1);
  CHECK(b[1].plain == "The most common way to move.");
  CHECK(b[2].level == 0);
  CHECK(b[3].marker == "1.");
  CHECK(b[3].plain == "If this Room tile was unexplored, reveal the Exploration Token lying on that Room tile.");
  CHECK(b[4].marker == "2.");
}

TEST_CASE("markdown: a quote with GitHub's [!TIP] label keeps its hard line breaks") {
  const std::vector<Block> b = read("Text.\n\n> [!TIP]  \n> [Dice](dice.md)  \n> [Blips](blips.md)  \n");
  REQUIRE(b.size() == 2);
  CHECK(b[1].kind == BlockKind::Quote);
  CHECK(b[1].marker == "Tip");
  REQUIRE(b[1].spans.size() == 2);
  CHECK(b[1].spans[0].text == "Dice");
  CHECK(b[1].spans[0].link);
  CHECK(b[1].spans[0].lineBreak);
  CHECK(b[1].plain == "Dice\nBlips");
}

TEST_CASE("markdown: pipe tables become rows of cells") {
  const std::vector<Block> b = read(
      "Box: 27 tokens.\n\n| token | count | numbers |\n|---|---|---|\n| Larva | 8 | 1 each |\n| **Queen** | 1 | 4 "
      "|\n\nAfter.");
  REQUIRE(b.size() == 3);
  const Block& t = b[1];
  CHECK(t.kind == BlockKind::Table);
  REQUIRE(t.rows.size() == 3);
  REQUIRE(t.rows[0].size() == 3);
  CHECK(md::plainText(t.rows[0][2]) == "numbers");
  CHECK(md::plainText(t.rows[1][0]) == "Larva");
  CHECK(t.rows[2][0][0].bold);
  CHECK(t.plain.find("Larva | 8 | 1 each") != std::string::npos);
  CHECK(b[2].plain == "After.");
}

TEST_CASE("markdown: a plain text (seed 004) is read line by line, short title lines as headings") {
  const std::vector<Block> b = md::parseRuleText(
      "Rooms and Corridors\n"
      "Escape Pod tokens are the only exception to the rule above.\n"
      "- a special effect symbol\n"
      "1. Set up the amount of items in a room\n"
      "Result Of 1, 2, 3 Or 4:\n"
      "Place a Fire marker in this Room.\n");
  REQUIRE(b.size() == 6);
  CHECK(b[0].kind == BlockKind::Heading);
  CHECK(b[1].kind == BlockKind::Paragraph);
  CHECK(b[2].kind == BlockKind::ListItem);
  CHECK(b[2].marker.empty());
  CHECK(b[3].kind == BlockKind::ListItem);
  CHECK(b[3].marker == "1.");
  CHECK(b[4].kind == BlockKind::Paragraph);
  CHECK(b[5].kind == BlockKind::Paragraph);
}

TEST_CASE("markdown: no raw Markdown is left in the parsed seed texts and RULES.md") {
  const std::vector<RulesDocument>& docs = shippedTexts();
  REQUIRE(docs.size() == 6);
  int tables = 0;
  int headings = 0;
  int bold = 0;
  for (const RulesDocument& d : docs) {
    CAPTURE(d.file);
    for (const Block& b : d.blocks) {
      CAPTURE(b.plain);
      CHECK(b.plain.find("**") == std::string::npos);
      CHECK(b.plain.find("](") == std::string::npos);
      CHECK(b.plain.find("[!") == std::string::npos);
      CHECK(b.plain.find('`') == std::string::npos);
      if (b.kind != BlockKind::Table) CHECK_FALSE(b.plain.starts_with("#"));  // "#" heads the Event cards' column
      CHECK_FALSE(b.plain.starts_with("- "));
      CHECK_FALSE(b.plain.starts_with("> "));
      CHECK_FALSE(b.plain.starts_with("|"));
      tables += b.kind == BlockKind::Table ? 1 : 0;
      headings += b.kind == BlockKind::Heading ? 1 : 0;
      for (const md::Span& s : b.spans) bold += s.bold ? 1 : 0;
    }
  }
  CHECK(tables == 3);  // RULES.md: Intruder tokens, exploration tokens, Event cards
  CHECK(headings > 30);
  CHECK(bold > 40);
}

TEST_CASE("rules texts: titles, and seed 001 filed under Enormity, apart from the Nemesis texts") {
  const std::vector<RulesDocument>& docs = shippedTexts();
  REQUIRE(docs.size() == 6);
  CHECK(docs[0].title == "Seed 000: Noise");
  CHECK(docs[1].title == "Enormity · Seed 001: Noise Roll");
  CHECK(docs[3].title == "Seed 003: Encounters");
  CHECK(docs[4].title == "Seed 004: Movement rulebook");  // no heading of its own: named after the file
  CHECK(docs[5].title == "RULES.md: Rules reference for the engine");
  for (const RulesDocument& d : docs) {
    CAPTURE(d.file);
    CHECK((d.game == "enormity") == (d.file == "001_enormity_noise_roll.txt"));
    // The title heading is not repeated in the text.
    REQUIRE_FALSE(d.blocks.empty());
    CHECK_FALSE((d.blocks.front().kind == BlockKind::Heading && d.blocks.front().level == 1));
  }
  const RulesDocument* rules = findRulesDocument(docs, "RULES.md");
  REQUIRE(rules != nullptr);
  const std::vector<Block> intro = introductionOf(*rules);
  REQUIRE(intro.size() == 2);
  CHECK(intro[1].plain.find("independent public transcriptions") != std::string::npos);
}

TEST_CASE("rules texts: a folder without them names what is missing") {
  std::vector<std::string> problems;
  const std::vector<RulesDocument> docs = loadRulesDocuments("/nonexistent/rules", problems);
  CHECK(docs.empty());
  REQUIRE(problems.size() == 2);
  CHECK(problems[0].find("/nonexistent/rules/seeds") != std::string::npos);
  CHECK(problems[1] == "/nonexistent/rules/RULES.md: cannot open the file for reading");
}

TEST_CASE("rules texts: a FIFO or a huge file among them is named, never waited on, and the others load") {
  const fs::path dir = fs::temp_directory_path() / "nemesis-rules-hostile";
  fs::remove_all(dir);
  fs::create_directories(dir / "seeds");
  { std::ofstream(dir / "seeds" / "000_noise.txt") << "SEED 000: Noise\nA rule.\n"; }
  test::makeFifo((dir / "seeds" / "001_pipe.txt").string());
  { std::ofstream(dir / "seeds" / "002_big.txt") << "x"; }
  fs::resize_file(dir / "seeds" / "002_big.txt", kMaxRulesTextBytes + 1);
  { std::ofstream(dir / "RULES.md") << "# Rules\n"; }
  const std::string got = test::inChildWithin(5, [&] {
    std::vector<std::string> problems;
    const std::vector<RulesDocument> docs = loadRulesDocuments(dir.string(), problems);
    std::string out = std::to_string(docs.size()) + " read\n";
    for (const std::string& p : problems) out += p + "\n";
    return out;
  });
  const std::string seeds = (dir / "seeds").string();
  CHECK(got == "2 read\n" + seeds +
                   "/001_pipe.txt: is a FIFO (named pipe), not a rule text (only regular files are read)\n" + seeds +
                   "/002_big.txt: is too large for a rule text: " + std::to_string(kMaxRulesTextBytes + 1) +
                   " bytes (the limit is 4 MiB)\n");
  fs::remove_all(dir);
}

TEST_CASE("markdown: wrapping breaks at spaces only and keeps each span's pieces apart") {
  const md::Measure oneEach = [](const md::Span&, std::string_view t) { return static_cast<float>(t.size()); };
  md::Inline spans = md::parseInline("aaa bbb **ccc**. ddd");
  const std::vector<md::Line> lines = md::wrap(spans, 8.0f, oneEach);
  REQUIRE(lines.size() == 2);
  REQUIRE(lines[0].size() == 1);
  CHECK(lines[0][0].text == "aaa bbb ");
  // "ccc." is one word over two spans: the full stop does not go to a line of its own.
  REQUIRE(lines[1].size() == 2);
  CHECK(lines[1][0].text == "ccc");
  CHECK(spans[lines[1][0].span].bold);
  CHECK(lines[1][1].text == ". ddd");
  CHECK(lines[1][1].x == 3.0f);
  // A hard break starts a new line; spaces at a line's start are dropped.
  const std::vector<md::Line> broken = md::wrap(md::parseInline("one\n two"), 100.0f, oneEach);
  REQUIRE(broken.size() == 2);
  CHECK(broken[1][0].text == "two");
  CHECK(broken[1][0].x == 0.0f);
  // A word wider than the line gets a line of its own.
  CHECK(md::wrap(md::parseInline("a abcdefghij b"), 5.0f, oneEach).size() == 3);
}
