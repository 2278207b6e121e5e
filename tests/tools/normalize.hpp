// How rule quotes are compared, shared by the rule-coverage tool and the citation test: lowercase letters
// and digits with single spaces, so case, punctuation, line breaks and "//" prefixes do not matter.
#pragma once

#include <cctype>
#include <string>

namespace rules_text {

inline std::string normalize(const std::string& text) {
  std::string out;
  bool space = true;
  for (unsigned char ch : text) {
    if (std::isalnum(ch) != 0) {
      out.push_back(static_cast<char>(std::tolower(ch)));
      space = false;
    } else if (!space && (std::isspace(ch) != 0 || ch == '-' || ch == '/' || ch == '(' || ch == ')')) {
      out.push_back(' ');
      space = true;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace rules_text
