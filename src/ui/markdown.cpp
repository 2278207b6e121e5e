// Reads the Markdown subset of markdown.hpp. Block structure first (one pass over the lines), then each
// block's text inline, recursively for emphasis and links. Anything not understood stays as literal text.
#include "markdown.hpp"

#include <algorithm>
#include <cctype>

namespace nemesis::ui::md {

namespace {

bool isSpace(char c) {
  return c == ' ' || c == '\t';
}

bool isPunct(char c) {
  return std::ispunct(static_cast<unsigned char>(c)) != 0;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && (isSpace(s.back()) || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

int indentOf(std::string_view line) {
  int n = 0;
  for (const char c : line) {
    if (c == ' ') {
      ++n;
    } else if (c == '\t') {
      n += 4;
    } else {
      break;
    }
  }
  return n;
}

std::vector<std::string_view> splitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = text.find('\n', start);
    std::string_view line = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
  return lines;
}

// ---- inline ----

struct Style {
  bool bold = false;
  bool italic = false;
  bool link = false;
};

void push(Inline& out, Span span) {
  if (span.text.empty() && !span.lineBreak) return;
  if (!out.empty() && !out.back().lineBreak && out.back().sameStyle(span)) {
    out.back().text += span.text;
    out.back().lineBreak = span.lineBreak;
    return;
  }
  out.push_back(std::move(span));
}

Span spanOf(std::string text, Style st) {
  Span s;
  s.text = std::move(text);
  s.bold = st.bold;
  s.italic = st.italic;
  s.link = st.link;
  return s;
}

// "[text](target "title")" starting at `open` (the '['): the text and the index just past the ')'.
bool bracketLink(std::string_view s, std::size_t open, std::string_view& text, std::size_t& end) {
  int depth = 0;
  std::size_t close = std::string_view::npos;
  for (std::size_t i = open; i < s.size(); ++i) {
    if (s[i] == '\\') {
      ++i;
    } else if (s[i] == '[') {
      ++depth;
    } else if (s[i] == ']' && --depth == 0) {
      close = i;
      break;
    }
  }
  if (close == std::string_view::npos || close + 1 >= s.size() || s[close + 1] != '(') return false;
  int parens = 0;
  bool quoted = false;
  for (std::size_t i = close + 1; i < s.size(); ++i) {
    if (s[i] == '"') quoted = !quoted;
    if (quoted) continue;
    if (s[i] == '(') ++parens;
    if (s[i] == ')' && --parens == 0) {
      text = s.substr(open + 1, close - open - 1);
      end = i + 1;
      return true;
    }
  }
  return false;
}

// CommonMark's flanking rules, simplified: a run of '*' opens emphasis when a non-space follows it (and, if
// that is punctuation, when a space or punctuation precedes it); it closes the other way round. '_' must
// also not sit inside a word. So "Comms*," and "(* = has a Computer)" stay literal.
bool opens(std::string_view s, std::size_t i, std::size_t run) {
  if (i + run >= s.size() || isSpace(s[i + run])) return false;
  const bool before = i == 0 || isSpace(s[i - 1]) || isPunct(s[i - 1]);
  if (s[i] == '_') return before;
  return !isPunct(s[i + run]) || before;
}

bool closes(std::string_view s, std::size_t j, std::size_t run) {
  if (j == 0 || isSpace(s[j - 1])) return false;
  const bool after = j + run >= s.size() || isSpace(s[j + run]) || isPunct(s[j + run]);
  if (s[j] == '_') return after;
  return !isPunct(s[j - 1]) || after;
}

std::size_t closingRun(std::string_view s, std::size_t from, char c, std::size_t run) {
  for (std::size_t j = from; j + run <= s.size(); ++j) {
    if (s[j] == '\\') {
      ++j;
      continue;
    }
    if (s[j] == '`') {  // emphasis never closes inside a code span
      const std::size_t close = s.find('`', j + 1);
      if (close == std::string_view::npos) break;
      j = close;
      continue;
    }
    if (s[j] != c) continue;
    std::size_t length = 1;
    while (j + length < s.size() && s[j + length] == c) ++length;
    // A longer run closes with its last marks: "**a *b***" is bold "a *b*". A single mark never closes on a
    // "**" (that belongs to bold inside the emphasis).
    const bool fits = run == 2 ? length >= 2 : length != 2;
    if (fits && closes(s, j + length - run, run)) return j + length - run;
    j += length - 1;
  }
  return std::string_view::npos;
}

void parseInto(std::string_view s, Style st, Inline& out) {
  std::string buf;
  const auto flush = [&] {
    push(out, spanOf(std::move(buf), st));
    buf.clear();
  };
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '\\' && i + 1 < s.size() && isPunct(s[i + 1])) {
      buf += s[++i];
      continue;
    }
    if (c == '\n') {
      flush();
      Span br = spanOf({}, st);
      br.lineBreak = true;
      if (out.empty()) {
        out.push_back(br);
      } else {
        out.back().lineBreak = true;
      }
      continue;
    }
    if (c == '`') {
      const std::size_t close = s.find('`', i + 1);
      if (close != std::string_view::npos) {
        flush();
        Span code = spanOf(std::string(s.substr(i + 1, close - i - 1)), st);
        code.code = true;
        push(out, std::move(code));
        i = close;
        continue;
      }
    }
    std::string_view text;
    std::size_t end = 0;
    if (c == '!' && i + 1 < s.size() && s[i + 1] == '[' && bracketLink(s, i + 1, text, end)) {
      flush();
      Span image = spanOf(std::string(trim(text)), st);
      image.image = true;
      push(out, std::move(image));
      i = end - 1;
      continue;
    }
    if (c == '[' && bracketLink(s, i, text, end)) {
      flush();
      Style inner = st;
      inner.link = true;
      parseInto(text, inner, out);
      i = end - 1;
      continue;
    }
    if (c == '*' || c == '_') {
      std::size_t run = 1;
      while (i + run < s.size() && s[i + run] == c) ++run;
      const std::size_t want = std::min<std::size_t>(run, 2);
      if (opens(s, i, want)) {
        const std::size_t close = closingRun(s, i + want + 1, c, want);
        if (close != std::string_view::npos) {
          flush();
          Style inner = st;
          (want == 2 ? inner.bold : inner.italic) = true;
          parseInto(s.substr(i + want, close - i - want), inner, out);
          i = close + want - 1;
          continue;
        }
      }
      buf.append(run, c);
      i += run - 1;
      continue;
    }
    buf += c;
  }
  flush();
}

// ---- blocks ----

int headingLevel(std::string_view line) {
  if (indentOf(line) >= 4) return 0;
  const std::string_view t = trim(line);
  std::size_t n = 0;
  while (n < t.size() && t[n] == '#') ++n;
  if (n == 0 || n > 6 || (n < t.size() && t[n] != ' ')) return 0;
  return static_cast<int>(n);
}

bool isRule(std::string_view line) {
  const std::string_view t = trim(line);
  if (t.size() < 3) return false;
  const char c = t.front();
  if (c != '-' && c != '*' && c != '_') return false;
  int marks = 0;
  for (const char x : t) {
    if (x == c) {
      ++marks;
    } else if (!isSpace(x)) {
      return false;
    }
  }
  return marks >= 3;
}

// "- text", "* text", "+ text", "12. text", "3) text": the marker ("" for a bullet) and the text.
bool listItem(std::string_view line, std::string& marker, std::string_view& text) {
  const std::string_view t = trim(line);
  if (t.size() >= 2 && (t[0] == '-' || t[0] == '*' || t[0] == '+') && isSpace(t[1])) {
    marker.clear();
    text = trim(t.substr(2));
    return true;
  }
  std::size_t n = 0;
  while (n < t.size() && n < 9 && std::isdigit(static_cast<unsigned char>(t[n])) != 0) ++n;
  if (n == 0 || n + 1 >= t.size() || (t[n] != '.' && t[n] != ')') || !isSpace(t[n + 1])) return false;
  marker = std::string(t.substr(0, n)) + ".";
  text = trim(t.substr(n + 2));
  return true;
}

// "Category: Intruders - Encounters": a name of at most three capitalised words, a colon, a value.
bool isProperty(std::string_view line) {
  const std::string_view t = trim(line);
  const std::size_t colon = t.find(": ");
  if (colon == std::string_view::npos || colon == 0 || colon > 30) return false;
  const std::string_view name = t.substr(0, colon);
  int words = 0;
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (i == 0 || name[i - 1] == ' ') {
      if (std::isupper(static_cast<unsigned char>(name[i])) == 0) return false;
      ++words;
    } else if (std::isalpha(static_cast<unsigned char>(name[i])) == 0 && name[i] != ' ') {
      return false;
    }
  }
  return words <= 3;
}

bool isTableRow(std::string_view line) {
  return trim(line).starts_with('|');
}

bool isDelimiterRow(std::string_view line) {
  const std::string_view t = trim(line);
  if (!t.starts_with('|') || t.find('-') == std::string_view::npos) return false;
  return std::all_of(t.begin(), t.end(), [](char c) { return c == '|' || c == '-' || c == ':' || isSpace(c); });
}

std::vector<Inline> cells(std::string_view line) {
  std::string_view t = trim(line);
  if (t.starts_with('|')) t.remove_prefix(1);
  if (t.ends_with('|') && !t.ends_with("\\|")) t.remove_suffix(1);
  std::vector<Inline> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= t.size(); ++i) {
    if (i < t.size() && t[i] == '\\') {
      ++i;
      continue;
    }
    if (i == t.size() || t[i] == '|') {
      out.push_back(parseInline(trim(t.substr(start, i - start))));
      start = i + 1;
    }
  }
  return out;
}

// A paragraph's lines joined: a line ending in two spaces (or a backslash) breaks the line, others join
// with a space (the texts are wrapped by hand).
void appendLine(std::string& text, std::string_view line) {
  const bool hard = line.ends_with("  ") || line.ends_with('\\');
  std::string_view t = trim(line);
  if (t.ends_with('\\')) t.remove_suffix(1);
  if (!text.empty() && text.back() != '\n') text += ' ';
  text += t;
  if (hard) text += '\n';
}

Inline finishInline(std::string text) {
  while (!text.empty() && (text.back() == '\n' || text.back() == ' ')) text.pop_back();
  return parseInline(text);
}

Block textBlock(BlockKind kind, Inline spans) {
  Block b;
  b.kind = kind;
  b.plain = plainText(spans);
  b.spans = std::move(spans);
  return b;
}

class Reader {
 public:
  std::vector<Block> read(std::string_view text) {
    const std::vector<std::string_view> lines = splitLines(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
      const std::string_view line = lines[i];
      if (trim(line).empty()) {
        close();
        continue;
      }
      if (const int level = headingLevel(line); level > 0) {
        close();
        std::string_view t = trim(trim(line).substr(static_cast<std::size_t>(level)));
        while (!t.empty() && t.back() == '#') t.remove_suffix(1);
        Block b = textBlock(BlockKind::Heading, parseInline(trim(t)));
        b.level = level;
        blocks_.push_back(std::move(b));
        continue;
      }
      if (isTableRow(line) && i + 1 < lines.size() && isDelimiterRow(lines[i + 1])) {
        close();
        i = table(lines, i);
        continue;
      }
      if (trim(line).starts_with('>')) {
        if (open_ != Open::Quote) close();
        open_ = Open::Quote;
        std::string_view t = line.substr(line.find('>') + 1);  // trailing spaces kept: a hard break
        if (!t.empty() && t.front() == ' ') t.remove_prefix(1);
        quoteLine(t);
        continue;
      }
      std::string marker;
      std::string_view item;
      if (listItem(line, marker, item) && !isRule(line)) {
        close();
        open_ = Open::ListItem;
        marker_ = marker;
        depth_ = std::min(indentOf(line) / 2, 3);
        appendLine(text_, item);
        if (line.ends_with("  ")) text_ += '\n';
        continue;
      }
      if (isRule(line)) {
        close();
        Block rule;
        rule.kind = BlockKind::Rule;
        blocks_.push_back(std::move(rule));
        continue;
      }
      // Any other line continues the paragraph or list item being read (lazy continuation) or starts one.
      if (open_ == Open::Quote) close();
      if (open_ == Open::Nothing) {
        open_ = Open::Paragraph;
        properties_ = isProperty(line);
      } else if (properties_ && isProperty(line)) {
        text_ += '\n';  // "Category: ..." then "Related Systems: ...": one line each, as written
      } else {
        properties_ = false;
      }
      appendLine(text_, line);
    }
    close();
    return std::move(blocks_);
  }

 private:
  void quoteLine(std::string_view t) {
    static constexpr std::string_view kAlerts[] = {"NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"};
    const std::string_view bare = trim(t);
    if (text_.empty() && marker_.empty() && bare.size() > 3 && bare.starts_with("[!") && bare.ends_with(']')) {
      const std::string_view name = bare.substr(2, bare.size() - 3);
      if (std::find(std::begin(kAlerts), std::end(kAlerts), name) != std::end(kAlerts)) {
        marker_ = std::string(1, name.front()) + std::string(name.substr(1));
        std::transform(marker_.begin() + 1, marker_.end(), marker_.begin() + 1,
                       [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
        return;
      }
    }
    appendLine(text_, t);
  }

  std::size_t table(const std::vector<std::string_view>& lines, std::size_t i) {
    Block b;
    b.kind = BlockKind::Table;
    b.rows.push_back(cells(lines[i]));
    std::size_t j = i + 2;
    for (; j < lines.size() && isTableRow(lines[j]); ++j) b.rows.push_back(cells(lines[j]));
    for (const std::vector<Inline>& row : b.rows) {
      for (std::size_t k = 0; k < row.size(); ++k) b.plain += (k == 0 ? "" : " | ") + plainText(row[k]);
      b.plain += '\n';
    }
    blocks_.push_back(std::move(b));
    return j - 1;
  }

  void close() {
    if (open_ != Open::Nothing) {
      const BlockKind kind = open_ == Open::ListItem ? BlockKind::ListItem
                             : open_ == Open::Quote  ? BlockKind::Quote
                                                     : BlockKind::Paragraph;
      Block b = textBlock(kind, finishInline(std::move(text_)));
      b.marker = std::move(marker_);
      if (kind == BlockKind::ListItem) b.level = depth_;
      if (kind != BlockKind::Paragraph || !b.spans.empty()) blocks_.push_back(std::move(b));
    }
    open_ = Open::Nothing;
    text_.clear();
    marker_.clear();
    depth_ = 0;
  }

  // The block whose lines are being gathered.
  enum class Open : std::uint8_t { Nothing, Paragraph, ListItem, Quote };

  std::vector<Block> blocks_;
  Open open_ = Open::Nothing;
  bool properties_ = false;  // the paragraph so far is "Name: value" lines
  std::string text_;
  std::string marker_;
  int depth_ = 0;
};

bool looksLikeHeading(std::string_view t) {
  if (t.empty() || std::isupper(static_cast<unsigned char>(t.front())) == 0) return false;
  if (std::string_view(".,;!?)|").find(t.back()) != std::string_view::npos) return false;
  int words = 1;
  for (std::size_t i = 1; i < t.size(); ++i) {
    if (isSpace(t[i]) && !isSpace(t[i - 1])) ++words;
  }
  return words <= 6;
}

}  // namespace

Inline parseInline(std::string_view text) {
  Inline out;
  parseInto(text, Style{}, out);
  return out;
}

std::string plainText(const Inline& spans) {
  std::string out;
  for (const Span& s : spans) {
    out += s.text;
    if (s.lineBreak) out += '\n';
  }
  return out;
}

std::vector<Block> parseMarkdown(std::string_view text) {
  return Reader().read(text);
}

std::vector<Block> parseLines(std::string_view text) {
  std::vector<Block> out;
  for (const std::string_view line : splitLines(text)) {
    const std::string_view t = trim(line);
    if (t.empty()) continue;
    std::string marker;
    std::string_view item;
    if (listItem(t, marker, item)) {
      Block b = textBlock(BlockKind::ListItem, parseInline(item));
      b.marker = std::move(marker);
      out.push_back(std::move(b));
    } else if (looksLikeHeading(t)) {
      Block b = textBlock(BlockKind::Heading, parseInline(t));
      b.level = 2;
      out.push_back(std::move(b));
    } else {
      Block b = textBlock(BlockKind::Paragraph, parseInline(t));
      if (!b.spans.empty()) out.push_back(std::move(b));
    }
  }
  return out;
}

std::vector<Block> parseRuleText(std::string_view text) {
  const std::vector<std::string_view> lines = splitLines(text);
  const bool markdown = std::any_of(lines.begin(), lines.end(), [](std::string_view l) { return headingLevel(l) > 0; });
  return markdown ? parseMarkdown(text) : parseLines(text);
}

std::vector<Line> wrap(const Inline& spans, float width, const Measure& measure) {
  std::vector<Line> lines(1);
  float x = 0;
  bool glued = false;  // the next word continues the last one (no space between spans)
  const auto place = [&](std::size_t span, std::string_view word, float w) {
    Line& line = lines.back();
    if (!line.empty() && line.back().span == span) {
      line.back().text += word;
    } else {
      line.push_back(Piece{span, std::string(word), x});
    }
    x += w;
  };
  for (std::size_t k = 0; k < spans.size(); ++k) {
    const Span& s = spans[k];
    std::size_t i = 0;
    while (i < s.text.size()) {
      // One word with the spaces after it.
      std::size_t end = i;
      while (end < s.text.size() && !isSpace(s.text[end])) ++end;
      const std::size_t wordEnd = end;
      while (end < s.text.size() && isSpace(s.text[end])) ++end;
      const std::string_view word(s.text.data() + i, wordEnd - i);
      const std::string_view withSpace(s.text.data() + i, end - i);
      const bool startsLine = lines.back().empty();
      if (!word.empty() && !startsLine && !glued && x + measure(s, word) > width) {
        lines.emplace_back();
        x = 0;
      }
      // Spaces at the start of a line are dropped.
      if (word.empty() && lines.back().empty()) {
        i = end;
        continue;
      }
      place(k, withSpace, measure(s, withSpace));
      glued = end == wordEnd;
      i = end;
    }
    if (s.lineBreak) {
      lines.emplace_back();
      x = 0;
      glued = false;
    }
  }
  if (lines.size() > 1 && lines.back().empty()) lines.pop_back();
  return lines;
}

}  // namespace nemesis::ui::md
