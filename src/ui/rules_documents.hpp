// The texts of the rules reference: the seed texts (assets/rules/seeds/*.txt) and RULES.md, read into
// Markdown blocks with a title and the game they belong to. A seed may be another game's (app/game_registry.hpp):
// a file whose name says that game's name is filed under it, so the window keeps it on that game's tab, apart
// from the Nemesis texts. Pure: no ImGui.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/kernel/rule_text.hpp"
#include "markdown.hpp"
#include "start_file.hpp"

namespace nemesis::ui {

// A game the client offers besides Nemesis (app/game_registry.hpp), as the panels show it: the new-game window
// (its title, what it is, the files it starts from: its scenarios, then its lessons) and the rules reference (its
// tab, the note atop it, its label before its texts' titles).
struct GameChoice {
  std::string name;   // lower case: the word its rule texts' file names carry, its tab's id (--show rules:NAME)
  std::string label;  // its short name ("Label · Seed 001: ...")
  std::string title;
  std::string blurb;
  std::vector<StartFile> files;
  std::string rulesTab;   // the tab's label
  std::string rulesNote;  // what its texts are, above them
};

// A game's rule table, as the rules reference lists it (the first is the table shown first).
struct RuleTableChoice {
  std::string label;  // the game's short name (ClientGame::label)
  std::span<const RuleText> rules;
};

struct RulesDocument {
  std::string file;   // the file's name ("000_noise.txt", "RULES.md")
  std::string title;  // "Seed 000: Noise", "RULES.md: Rules reference for the engine", "LABEL · Seed 001: ..."
  std::string game;   // the game it belongs to (its name in the file's); empty: none (the first rules tab's)
  std::vector<md::Block> blocks;  // the text, without the title heading
};

// One text: `file` is its name (it gives the seed number and the game: the first of `games` whose name it
// carries), `text` its contents.
[[nodiscard]] RulesDocument rulesDocument(std::string_view file, std::string_view text,
                                          std::span<const GameChoice> games = {});

// A rule text is read whole; the largest is ~13 KB, a file over this is refused (named in `problems`).
inline constexpr std::size_t kMaxRulesTextBytes = std::size_t{4} << 20U;

// seeds/*.txt in name order, then RULES.md, from `dir`; files that cannot be read (missing, not a regular file,
// over kMaxRulesTextBytes) are named in `problems` with the reason.
[[nodiscard]] std::vector<RulesDocument> loadRulesDocuments(const std::string& dir, std::vector<std::string>& problems,
                                                            std::span<const GameChoice> games = {});

// The texts read once from a folder, shared by the rules reference and About windows.
struct RulesLibrary {
  std::string dir;  // the folder read ("." for an empty name); empty: nothing read yet
  std::vector<RulesDocument> documents;
  std::vector<std::string> problems;  // texts that could not be read
  // Reads `folder` unless it is the one already read, filing each text under its game.
  void read(const std::string& folder, std::span<const GameChoice> games);
};

// The document read from `file` ("RULES.md"), or null.
[[nodiscard]] const RulesDocument* findRulesDocument(const std::vector<RulesDocument>& docs, std::string_view file);
// The blocks before a text's first heading: RULES.md's say where its facts come from.
[[nodiscard]] std::vector<md::Block> introductionOf(const RulesDocument& doc);

}  // namespace nemesis::ui
