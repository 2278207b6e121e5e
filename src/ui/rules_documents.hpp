// The texts of the rules reference: the seed texts (assets/rules/seeds/*.txt) and RULES.md, read into
// Markdown blocks with a title and the game they belong to. Seed 001 is Enormity, a different game (its
// Noise roll is a second rules module, played as a game of its own): a file whose name says "enormity" is
// filed under it, so the window keeps it apart from the Nemesis texts. Pure: no ImGui.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "markdown.hpp"

namespace nemesis::ui {

enum class RulesGame : std::uint8_t { Nemesis, Enormity };

struct RulesDocument {
  std::string file;   // the file's name ("000_noise.txt", "RULES.md")
  std::string title;  // "Seed 000: Noise", "RULES.md: Rules reference for the engine", "Enormity · Seed 001: ..."
  RulesGame game = RulesGame::Nemesis;
  std::vector<md::Block> blocks;  // the text, without the title heading
};

// One text: `file` is its name (it gives the seed number and the game), `text` its contents.
[[nodiscard]] RulesDocument rulesDocument(std::string_view file, std::string_view text);

// A rule text is read whole; the largest is ~13 KB, a file over this is refused (named in `problems`).
inline constexpr std::size_t kMaxRulesTextBytes = std::size_t{4} << 20U;

// seeds/*.txt in name order, then RULES.md, from `dir`; files that cannot be read (missing, not a regular file,
// over kMaxRulesTextBytes) are named in `problems` with the reason.
[[nodiscard]] std::vector<RulesDocument> loadRulesDocuments(const std::string& dir, std::vector<std::string>& problems);

// The texts read once from a folder, shared by the rules reference and About windows.
struct RulesLibrary {
  std::string dir;  // the folder read ("." for an empty name); empty: nothing read yet
  std::vector<RulesDocument> documents;
  std::vector<std::string> problems;  // texts that could not be read
  // Reads `folder` unless it is the one already read.
  void read(const std::string& folder);
};

// The document read from `file` ("RULES.md"), or null.
[[nodiscard]] const RulesDocument* findRulesDocument(const std::vector<RulesDocument>& docs, std::string_view file);
// The blocks before a text's first heading: RULES.md's say where its facts come from.
[[nodiscard]] std::vector<md::Block> introductionOf(const RulesDocument& doc);

}  // namespace nemesis::ui
