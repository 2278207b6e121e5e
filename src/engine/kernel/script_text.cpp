#include "script_text.hpp"

#include <string_view>

namespace nemesis {

namespace {

bool isBlank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

}  // namespace

std::vector<ScriptLine> splitScript(const std::string& text) {
  std::vector<ScriptLine> out;
  int line = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    ++line;
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string_view body = std::string_view(text).substr(start, end - start);
    body = body.substr(0, body.find('#'));
    while (!body.empty() && isBlank(body.back())) body.remove_suffix(1);
    // Leading blanks stay so that error columns match the file.
    if (body.find_first_not_of(" \t\r") != std::string_view::npos) out.push_back(ScriptLine{line, std::string(body)});
    start = end + 1;
  }
  return out;
}

}  // namespace nemesis
