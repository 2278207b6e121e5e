// The client's fonts and glyph ranges (ui_fonts.hpp).
#include "ui_fonts.hpp"

#include <filesystem>
#include <map>

#include "engine/kernel/file_io.hpp"
#include "rules_documents.hpp"

namespace nemesis::ui {

namespace {

namespace fs = std::filesystem;

// Beyond Latin-1 (Dear ImGui's default), a few marks a UI string may use; the rule texts add their own
// characters below. Each range costs atlas memory in three faces, so only these. DejaVu Sans has them all.
constexpr ImWchar kUiRanges[] = {
    0x0020, 0x00FF,  // Basic Latin, Latin-1 (· § × é)
    0x2010, 0x2027,  // dashes, quotation marks, bullets, ellipsis (– — ‘ ’ “ ” • …)
    0x2190, 0x2193,  // arrows ← ↑ → ↓
    0x2212, 0x2212,  // minus sign
    0x2264, 0x2265,  // ≤ ≥
    0x25B2, 0x25BC,  // triangles ▲ ▶ ▼
    0x25CB, 0x25CF,  // circles ○ ●
    0x25E6, 0x25E6,  // white bullet ◦ (nested lists)
    0x2713, 0x2717,  // check and cross marks
    0,
};

void addFile(ImFontGlyphRangesBuilder& b, const fs::path& p) {
  std::string s;
  try {
    s = readFileLimited(p.string(), kMaxRulesTextBytes, "a rule text");
  } catch (const FileError&) {
    return;  // the rules reference reports the texts it cannot read; here they only add characters
  }
  b.AddText(s.data(), s.data() + s.size());
}

void addFolder(ImFontGlyphRangesBuilder& b, const fs::path& dir, const char* extension) {
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    if (it->path().extension() == extension) addFile(b, it->path());
  }
}

ImVector<ImWchar> buildRanges(const std::string& assetsDir, std::span<const RuleTableChoice> ruleTables) {
  ImFontGlyphRangesBuilder b;
  b.AddRanges(kUiRanges);
  for (const RuleTableChoice& table : ruleTables) {
    for (const RuleText& r : table.rules) {
      for (const std::string_view s : {r.source, r.heading, r.text, r.name}) b.AddText(s.data(), s.data() + s.size());
    }
  }
  const fs::path assets(assetsDir);
  addFolder(b, assets / "rules" / "seeds", ".txt");
  addFile(b, assets / "rules" / "RULES.md");
  addFolder(b, assets / "scenarios", ".json");
  ImVector<ImWchar> out;
  b.BuildRanges(&out);
  return out;
}

}  // namespace

const ImWchar* uiGlyphRanges(const std::string& assetsDir, std::span<const RuleTableChoice> ruleTables) {
  // Dear ImGui keeps the pointer and reads the ranges again whenever the atlas is rebuilt (UI scale), and
  // several clients may live in one process (the tests): one table per assets folder, kept for the
  // process's life (a few kilobytes).
  static std::map<std::string, ImVector<ImWchar>> tables;
  auto it = tables.find(assetsDir);
  if (it == tables.end()) it = tables.emplace(assetsDir, buildRanges(assetsDir, ruleTables)).first;
  return it->second.Data;
}

bool addUiFonts(ImFontAtlas& atlas, const std::string& fontDir, float pixels, const std::string& assetsDir,
                std::span<const RuleTableChoice> ruleTables, std::string& error) {
  atlas.Clear();
  const ImWchar* ranges = uiGlyphRanges(assetsDir, ruleTables);
  const struct {
    const char* file;
    float scale;
  } faces[] = {{"DejaVuSans.ttf", 1.0f}, {"DejaVuSans-Bold.ttf", 1.0f}, {"DejaVuSans-Bold.ttf", kHeadingFontScale}};
  for (const auto& face : faces) {
    const std::string path = fontDir + "/" + face.file;
    std::error_code ec;
    // Dear ImGui asserts on a missing file; say which one instead.
    if (!fs::is_regular_file(path, ec) ||
        atlas.AddFontFromFileTTF(path.c_str(), pixels * face.scale, nullptr, ranges) == nullptr) {
      error = path + ": cannot load the font (install the Debian package fonts-dejavu-core)";
      return false;
    }
  }
  return true;
}

ImFont* uiFont(UiFont font) {
  const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
  const auto i = static_cast<int>(font);
  return i < atlas->Fonts.Size ? atlas->Fonts[i] : ImGui::GetFont();
}

}  // namespace nemesis::ui
