// Checks that every rule sentence of the Nemesis seed texts is quoted by at least one test.
//   rule_coverage --list SEEDFILE...            print the sentences, one per line, numbered
//   rule_coverage --check TESTDIR EXCLUDESDIR SEEDFILE...
// A test quotes a sentence by containing it verbatim (in a comment or a test name). Matching ignores
// case, punctuation, line breaks and "//" comment prefixes. Each EXCLUDESDIR/*.txt lists, one per line,
// sentences that are not rules (flavour, captions) or belong to a later module, with the reason after " | ".
#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "normalize.hpp"

namespace {

using rules_text::normalize;

std::string readFile(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string trim(const std::string& s) {
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos) return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

// Splits a seed text into sentences: headings and metadata lines are dropped, list markers and
// markdown emphasis removed, each remaining line split after ". ", "! " or "? ".
std::vector<std::string> sentences(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream lines(text);
  std::string line;
  while (std::getline(lines, line)) {
    line = trim(line);
    if (line.empty() || line[0] == '#' || line[0] == '>' || line.rfind("Category:", 0) == 0 ||
        line.rfind("Related Systems:", 0) == 0 || line.rfind("![", 0) == 0) {
      continue;
    }
    std::string clean;
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (line[i] == '*') continue;
      clean.push_back(line[i]);
    }
    clean = trim(clean);
    if (clean.rfind("- ", 0) == 0) clean = trim(clean.substr(2));
    if (clean.size() > 2 && std::isdigit(static_cast<unsigned char>(clean[0])) != 0 && clean[1] == '.')
      clean = trim(clean.substr(2));
    std::string current;
    for (std::size_t i = 0; i < clean.size(); ++i) {
      current.push_back(clean[i]);
      const char c = clean[i];
      if ((c == '.' || c == '!' || c == '?') && (i + 1 == clean.size() || clean[i + 1] == ' ')) {
        if (normalize(current).find(' ') != std::string::npos) out.push_back(trim(current));
        current.clear();
      }
    }
    if (normalize(current).find(' ') != std::string::npos) out.push_back(trim(current));
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() >= 2 && args[0] == "--list") {
    for (std::size_t f = 1; f < args.size(); ++f) {
      int n = 0;
      std::cout << "== " << args[f] << "\n";
      for (const auto& s : sentences(readFile(args[f]))) std::cout << ++n << ": " << s << "\n";
    }
    return 0;
  }
  if (args.size() >= 4 && args[0] == "--check") {
    std::string corpus;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(args[1])) {
      const auto ext = entry.path().extension();
      if (ext == ".cpp" || ext == ".hpp") corpus += normalize(readFile(entry.path())) + " ";
    }
    std::vector<std::string> excluded;
    for (const auto& entry : std::filesystem::directory_iterator(args[2])) {
      if (entry.path().extension() != ".txt") continue;
      std::istringstream ex(readFile(entry.path()));
      std::string line;
      while (std::getline(ex, line)) {
        const auto bar = line.find(" | ");
        if (line.empty() || line[0] == '#' || bar == std::string::npos) continue;
        excluded.push_back(normalize(line.substr(0, bar)));
      }
    }
    int total = 0;
    int quoted = 0;
    int skipped = 0;
    std::vector<std::string> missing;
    for (std::size_t f = 3; f < args.size(); ++f) {
      for (const auto& s : sentences(readFile(args[f]))) {
        ++total;
        const std::string n = normalize(s);
        if (corpus.find(n) != std::string::npos) {
          ++quoted;
        } else if (std::find(excluded.begin(), excluded.end(), n) != excluded.end()) {
          ++skipped;
        } else {
          missing.push_back(std::filesystem::path(args[f]).filename().string() + ": " + s);
        }
      }
    }
    std::cout << total << " rule sentences: " << quoted << " quoted by tests, " << skipped
              << " excluded with a reason, " << missing.size() << " not covered\n";
    for (const auto& m : missing) std::cout << "  not covered: " << m << "\n";
    return missing.empty() ? 0 : 1;
  }
  std::cerr << "usage: rule_coverage --list SEED... | --check TESTDIR EXCLUDESDIR SEED...\n";
  return 2;
}
