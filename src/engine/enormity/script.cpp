#include "script.hpp"

#include <limits>
#include <optional>
#include <string_view>
#include <vector>

#include "engine/kernel/decimal.hpp"
#include "engine/kernel/overloaded.hpp"
#include "engine/kernel/quote.hpp"
#include "queries.hpp"
#include "words.hpp"

namespace nemesis::enormity {

namespace {

struct Token {
  std::string_view text;
  int column = 1;
};

std::vector<Token> tokenize(std::string_view text) {
  std::vector<Token> out;
  std::size_t i = 0;
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (i < text.size()) {
    if (blank(text[i])) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && !blank(text[i])) ++i;
    out.push_back(Token{text.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return out;
}

std::optional<int> toInt(std::string_view text, int lo = 0, int hi = std::numeric_limits<int>::max()) {
  return parseDecimal(text, lo, hi);
}

std::vector<std::string_view> split(std::string_view text, char by) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i == text.size() || text[i] == by) {
      out.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  return out;
}

class Parser {
 public:
  Parser(std::string_view text, const State& s, const std::string& source, int line)
      : tokens_(tokenize(text)), s_(s), source_(source), line_(line), end_(static_cast<int>(text.size()) + 1) {}

  Command parse();

 private:
  [[noreturn]] void fail(int column, const std::string& problem) const {
    throw ScriptError(source_ + ":" + std::to_string(line_) + ":" + std::to_string(column) + ": " + problem);
  }
  [[nodiscard]] bool atEnd() const { return next_ >= tokens_.size(); }
  Token expect(const std::string& what) {
    if (atEnd()) fail(end_, "expected " + what + " after " + quote(sofar()) + ", got the end of the line");
    return tokens_[next_++];
  }
  [[noreturn]] void wrong(const Token& t, const std::string& what) const {
    fail(t.column, "expected " + what + ", got " + quote(t.text));
  }
  [[nodiscard]] std::string sofar() const {
    std::string out;
    for (std::size_t i = 0; i < next_; ++i) out += (i == 0 ? "" : " ") + std::string(tokens_[i].text);
    return out;
  }
  void done() {
    if (!atEnd())
      fail(tokens_[next_].column, "unexpected " + quote(tokens_[next_].text) + " at the end of the command");
  }
  int spacer();
  int dieNumber(const Token& t) const {
    const auto n = toInt(t.text, 1, 1000);
    if (!n) wrong(t, "a die number (1, 2...)");
    return *n - 1;
  }
  std::vector<int> dieList(const std::string& what);
  Command noise();
  Command assign();
  Command choose();
  Command move();
  Command force();

  std::vector<Token> tokens_;
  std::size_t next_ = 0;
  const State& s_;
  const std::string& source_;
  int line_;
  int end_;
};

int Parser::spacer() {
  const Token t = expect("a Spacer");
  const int byName = findSpacer(s_, t.text);
  if (byName >= 0) return byName;
  if (const auto n = toInt(t.text, 1, s_.spacerCount())) return *n - 1;
  std::string names;
  for (const Spacer& sp : s_.spacers) names += (names.empty() ? "" : ", ") + sp.name;
  fail(t.column, "unknown Spacer " + quote(t.text) + " (this game has: " + names + ")");
}

std::vector<int> Parser::dieList(const std::string& what) {
  std::vector<int> out{dieNumber(expect(what))};
  while (!atEnd()) out.push_back(dieNumber(tokens_[next_++]));
  return out;
}

Command Parser::noise() {
  MakeNoise m;
  m.spacer = spacer();
  bool source = false;
  bool bonus = false;
  while (!atEnd()) {
    const Token t = tokens_[next_++];
    if ((t.text == "dice" || t.text == "number") && !source) {
      source = true;
      const Token v = expect(t.text == "dice" ? "dice such as 2red,1black" : "a number 1-9");
      if (t.text == "number") {
        const auto n = toInt(v.text, 0, 99);
        if (!n) wrong(v, "a number 1-9");
        m.kind = NoiseKind::Number;
        m.number = *n;
        continue;
      }
      m.kind = NoiseKind::Dice;
      for (std::string_view part : split(v.text, ',')) {
        std::size_t digits = 0;
        while (digits < part.size() && part[digits] >= '0' && part[digits] <= '9') ++digits;
        const auto n = toInt(part.substr(0, digits), 0, 99);
        const auto colour = words::parse<DieColour>(part.substr(digits));
        if (!n || !colour) wrong(v, "dice such as 2red,1black");
        m.dice[static_cast<std::size_t>(*colour)] += *n;
      }
    } else if (t.text == "bonus" && !bonus) {
      bonus = true;
      const Token v = expect("a bonus 1-9");
      const auto n = toInt(v.text, 0, 99);
      if (!n) wrong(v, "a bonus 1-9");
      m.bonus = *n;
    } else {
      wrong(t, "dice, number, bonus (each once) or the end of the command");
    }
  }
  return m;
}

Command Parser::assign() {
  Assign a;
  const Token first = expect("default or results such as 1>b3");
  if (first.text == "default") {
    done();
    a.automatic = true;
    return a;
  }
  --next_;
  while (!atEnd()) {
    const Token t = tokens_[next_++];
    const auto parts = split(t.text, '>');
    if (parts.size() != 2 || parts[1].size() < 2 || parts[1][0] != 'b') wrong(t, "a result such as 1>b3");
    const auto d = toInt(parts[0], 1, 1000);
    const auto b = toInt(parts[1].substr(1), 1, kMaxId);
    if (!d || !b) wrong(t, "a result such as 1>b3");
    a.pairs.push_back(Assignment{*d - 1, *b});
  }
  return a;
}

Command Parser::choose() {
  const Token t = expect("an option");
  done();
  switch (s_.pending.kind) {
    case DecisionKind::ClosestBlip: {
      const std::string_view digits = !t.text.empty() && t.text[0] == 'b' ? t.text.substr(1) : t.text;
      if (const auto id = toInt(digits, 1, kMaxId)) return Choose{*id};
      wrong(t, "a Blip such as b3");
    }
    case DecisionKind::ZigzagAxis:
      if (const auto axis = words::parse<Axis>(t.text)) return Choose{static_cast<int>(*axis)};
      wrong(t, "an axis, x or y");
    case DecisionKind::SpawnPoint:
      if (const auto n = toInt(t.text, 1, 1000)) return Choose{*n - 1};
      wrong(t, "a spawn point number");
    case DecisionKind::None: break;
  }
  fail(tokens_.front().column, "no decision is pending");
}

Command Parser::move() {
  MoveSpacer m;
  m.spacer = spacer();
  const Token t = expect("a space such as 3,4");
  const auto parts = split(t.text, ',');
  const auto x = parts.size() == 2 ? toInt(parts[0], 0, 1000) : std::nullopt;
  const auto y = parts.size() == 2 ? toInt(parts[1], 0, 1000) : std::nullopt;
  if (!x || !y) wrong(t, "a space such as 3,4");
  m.to = Space{*x, *y};
  if (!atEnd()) {
    const Token h = tokens_[next_++];
    if (h.text != "hurried") wrong(h, "hurried or the end of the command");
    m.hurried = true;
  }
  done();
  return m;
}

Command Parser::force() {
  ForceOutcomes f;
  expect("outcomes such as white=1,2 blip=echo");
  --next_;
  while (!atEnd()) {
    const Token t = tokens_[next_++];
    const auto eq = t.text.find('=');
    if (eq == std::string_view::npos) wrong(t, "outcomes such as white=1,2 or blip=echo");
    const std::string_view key = t.text.substr(0, eq);
    for (std::string_view v : split(t.text.substr(eq + 1), ',')) {
      if (key == "blip") {
        const int k = s_.kinds.find(v);
        if (k < 0) fail(t.column, "unknown Blip token " + quote(v));
        f.add.blips.push_back(k);
      } else if (const auto colour = words::parse<DieColour>(key)) {
        const auto n = toInt(v, 0, kMaxFacePotentials);
        if (!n) wrong(t, "Potentials 0-9 such as white=1,2");
        f.add.faces[static_cast<std::size_t>(*colour)].push_back(*n);
      } else {
        wrong(t, "white=, red=, black= or blip=");
      }
    }
  }
  return f;
}

Command Parser::parse() {
  const Token verb = expect("a command");
  if (verb.text == "noise") return noise();
  if (verb.text == "confidence") return Confidence{dieList("a die number")};
  if (verb.text == "discipline") return Discipline{dieList("a die number")};
  if (verb.text == "stress") {
    StressReroll c{dieNumber(expect("a die number")), false};
    if (!atEnd()) {
      const Token t = tokens_[next_++];
      if (t.text != "confirm") wrong(t, "confirm or the end of the command");
      c.confirm = true;
    }
    done();
    return c;
  }
  if (verb.text == "bonus") {
    PlaceBonus c{dieNumber(expect("a die number"))};
    done();
    return c;
  }
  if (verb.text == "assign") return assign();
  if (verb.text == "choose") return choose();
  if (verb.text == "move") return move();
  if (verb.text == "countdown") {
    done();
    return AdvanceCountdown{};
  }
  if (verb.text == "force") return force();
  fail(verb.column, "unknown command " + quote(verb.text) +
                        " (commands: noise, confidence, stress, bonus, discipline, assign, choose, move, countdown, "
                        "force)");
}

std::string dice(const std::vector<int>& list) {
  std::string out;
  for (int d : list) out += " " + std::to_string(d + 1);
  return out;
}

}  // namespace

Command parseCommand(const std::string& text, const State& s, const std::string& source, int line) {
  return Parser(text, s, source, line).parse();
}

std::string formatCommand(const State& s, const Command& c) {
  const auto name = [&](int spacer) {
    return spacer >= 0 && spacer < s.spacerCount() ? s.spacer(spacer).name : std::to_string(spacer + 1);
  };
  return std::visit(
      Overloaded{
          [&](const MakeNoise& m) {
            std::string out = "noise " + name(m.spacer);
            if (m.kind == NoiseKind::Number) out += " number " + std::to_string(m.number);
            if (m.kind == NoiseKind::Dice) {
              std::string list;
              for (DieColour col : kDieColours) {
                const int n = m.dice[static_cast<std::size_t>(col)];
                if (n > 0) list += (list.empty() ? "" : ",") + std::to_string(n) + std::string(colourName(col));
              }
              out += " dice " + (list.empty() ? "0white" : list);
            }
            if (m.bonus != 0) out += " bonus " + std::to_string(m.bonus);
            return out;
          },
          [&](const Confidence& x) { return "confidence" + dice(x.dice); },
          [&](const StressReroll& x) { return "stress " + std::to_string(x.die + 1) + (x.confirm ? " confirm" : ""); },
          [&](const PlaceBonus& x) { return "bonus " + std::to_string(x.die + 1); },
          [&](const Discipline& x) { return "discipline" + dice(x.dice); },
          [&](const Assign& x) {
            if (x.automatic) return std::string("assign default");
            std::string out = "assign";
            for (const Assignment& a : x.pairs) out += " " + std::to_string(a.die + 1) + ">b" + std::to_string(a.blip);
            return out;
          },
          [&](const Choose& x) {
            switch (s.pending.kind) {
              case DecisionKind::ClosestBlip: return "choose " + blipName(x.option);
              case DecisionKind::ZigzagAxis: return "choose " + std::string(words::word(static_cast<Axis>(x.option)));
              default: return "choose " + std::to_string(x.option + 1);
            }
          },
          [&](const MoveSpacer& m) {
            return "move " + name(m.spacer) + " " + spaceText(m.to) + (m.hurried ? " hurried" : "");
          },
          [&](const AdvanceCountdown&) { return std::string("countdown"); },
          [&](const ForceOutcomes& f) {
            std::string out = "force";
            for (DieColour col : kDieColours) {
              const auto& q = f.add.faces[static_cast<std::size_t>(col)];
              if (q.empty()) continue;
              out += " " + std::string(colourName(col)) + "=";
              for (std::size_t i = 0; i < q.size(); ++i) out += (i == 0 ? "" : ",") + std::to_string(q[i]);
            }
            if (!f.add.blips.empty()) {
              out += " blip=";
              for (std::size_t i = 0; i < f.add.blips.size(); ++i)
                out += (i == 0 ? "" : ",") + s.kinds.at(f.add.blips[i]).name;
            }
            return out;
          }},
      c);
}

}  // namespace nemesis::enormity
