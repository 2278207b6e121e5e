// Reading the rule texts of the rules reference (rules_documents.hpp).
#include "rules_documents.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "engine/kernel/file_io.hpp"

namespace nemesis::ui {

namespace {

namespace fs = std::filesystem;

// The game whose name the file's name carries, or null for Nemesis's own texts.
const GameChoice* gameOfFile(std::string_view file, std::span<const GameChoice> games) {
  std::string lower(file);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
  for (const GameChoice& g : games) {
    if (!g.name.empty() && lower.find(g.name) != std::string::npos) return &g;
  }
  return nullptr;
}

// "004_movement_rulebook.txt": "004" and "Movement rulebook".
void splitSeedName(std::string_view file, std::string& number, std::string& name) {
  std::string_view stem = file.substr(0, file.rfind('.'));
  std::size_t digits = 0;
  while (digits < stem.size() && std::isdigit(static_cast<unsigned char>(stem[digits])) != 0) ++digits;
  number = std::string(stem.substr(0, digits));
  stem.remove_prefix(digits);
  while (!stem.empty() && (stem.front() == '_' || stem.front() == '-' || stem.front() == ' ')) stem.remove_prefix(1);
  name = std::string(stem);
  std::replace(name.begin(), name.end(), '_', ' ');
  if (!name.empty()) name.front() = static_cast<char>(std::toupper(static_cast<unsigned char>(name.front())));
}

}  // namespace

RulesDocument rulesDocument(std::string_view file, std::string_view text, std::span<const GameChoice> games) {
  RulesDocument doc;
  doc.file = std::string(file);
  const GameChoice* game = gameOfFile(file, games);
  if (game != nullptr) doc.game = game->name;
  doc.blocks = md::parseRuleText(text);
  // A leading top-level heading is the text's own title.
  std::string heading;
  if (!doc.blocks.empty() && doc.blocks.front().kind == md::BlockKind::Heading && doc.blocks.front().level == 1) {
    heading = doc.blocks.front().plain;
    doc.blocks.erase(doc.blocks.begin());
  }
  std::string number;
  std::string name;
  splitSeedName(file, number, name);
  if (number.empty()) {
    doc.title = std::string(file) + (heading.empty() ? std::string() : ": " + heading);
  } else {
    doc.title = "Seed " + number + ": " + (heading.empty() ? name : heading);
  }
  if (game != nullptr) doc.title = game->label + " · " + doc.title;
  return doc;
}

std::vector<RulesDocument> loadRulesDocuments(const std::string& dir, std::vector<std::string>& problems,
                                              std::span<const GameChoice> games) {
  std::vector<fs::path> files;
  std::error_code ec;
  const fs::path seeds = fs::path(dir) / "seeds";
  for (fs::directory_iterator it(seeds, ec), end; !ec && it != end; it.increment(ec)) {
    if (it->path().extension() == ".txt") files.push_back(it->path());
  }
  if (ec) problems.push_back(seeds.string() + ": cannot list the seed texts (" + ec.message() + ")");
  std::sort(files.begin(), files.end());
  files.push_back(fs::path(dir) / "RULES.md");
  std::vector<RulesDocument> out;
  for (const fs::path& p : files) {
    try {
      out.push_back(
          rulesDocument(p.filename().string(), readFileLimited(p.string(), kMaxRulesTextBytes, "a rule text"), games));
    } catch (const FileError& e) {
      problems.push_back(e.what());
    }
  }
  return out;
}

void RulesLibrary::read(const std::string& folder, std::span<const GameChoice> games) {
  const std::string name = folder.empty() ? std::string(".") : folder;
  if (name == dir) return;
  dir = name;
  problems.clear();
  documents = loadRulesDocuments(dir, problems, games);
}

const RulesDocument* findRulesDocument(const std::vector<RulesDocument>& docs, std::string_view file) {
  const auto it = std::find_if(docs.begin(), docs.end(), [&](const RulesDocument& d) { return d.file == file; });
  return it == docs.end() ? nullptr : &*it;
}

std::vector<md::Block> introductionOf(const RulesDocument& doc) {
  const auto first = std::find_if(doc.blocks.begin(), doc.blocks.end(),
                                  [](const md::Block& b) { return b.kind == md::BlockKind::Heading; });
  return {doc.blocks.begin(), first};
}

}  // namespace nemesis::ui
