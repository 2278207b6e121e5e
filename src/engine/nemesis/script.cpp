#include "script.hpp"
#include "engine/kernel/overloaded.hpp"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>
#include <string_view>

#include "engine/kernel/decimal.hpp"
#include "engine/kernel/quote.hpp"
#include "legal.hpp"
#include "scenario_names.hpp"

namespace nemesis {

namespace {

using scenario_names::lower;

bool isBlank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

// A whole token as a plain decimal integer; nullopt for anything else ("7x", "", "07", out of int range).
std::optional<int> toInt(std::string_view text) {
  return parseDecimal(text, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
}

struct Token {
  std::string_view text;
  int column = 1;  // 1-based, in the line the text came from
};

std::vector<Token> tokenize(std::string_view text) {
  std::vector<Token> out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (isBlank(text[i])) {
      ++i;
      continue;
    }
    const std::size_t start = i;
    while (i < text.size() && !isBlank(text[i])) ++i;
    out.push_back(Token{text.substr(start, i - start), static_cast<int>(start) + 1});
  }
  return out;
}

// Lower-case names as the script writes them, indexed by enum value.
template <typename Enum, int N>
std::array<std::string, N> namesOf() {
  std::array<std::string, N> out;
  for (int i = 0; i < N; ++i) out[static_cast<std::size_t>(i)] = lower(nameOf(static_cast<Enum>(i)));
  return out;
}

template <typename Enum, std::size_t N>
std::optional<Enum> byName(const std::array<std::string, N>& names, std::string_view text) {
  const std::string key = lower(text);
  for (std::size_t i = 0; i < N; ++i) {
    if (names[i] == key) return static_cast<Enum>(i);
  }
  return std::nullopt;
}

template <std::size_t N>
std::string listOf(const std::array<std::string, N>& names) {
  std::string out;
  for (std::size_t i = 0; i < N; ++i) out += (i == 0 ? "" : i + 1 == N ? " or " : ", ") + names[i];
  return out;
}

const std::array<std::string, kCharacterClassCount>& classNames() {
  static const auto names = namesOf<CharacterClass, kCharacterClassCount>();
  return names;
}
const std::array<std::string, 6>& intruderNames() {
  static const auto names = namesOf<IntruderType, 6>();
  return names;
}
const std::array<std::string, kExplorationEffects>& effectNames() {
  static const auto names = namesOf<ExplorationEffect, kExplorationEffects>();
  return names;
}
const std::array<std::string, 8>& attackNames() {
  static const auto names = namesOf<AttackKind, 8>();
  return names;
}

// Reads one line's tokens left to right; every error names the offending token's column.
class Parser {
 public:
  Parser(std::string_view text, const std::string& source, int line)
      : tokens_(tokenize(text)), source_(source), line_(line), endColumn_(static_cast<int>(text.size()) + 1) {}

  [[noreturn]] void fail(int column, const std::string& problem) const {
    throw ScriptError(source_ + ":" + std::to_string(line_) + ":" + std::to_string(column) + ": " + problem);
  }

  [[nodiscard]] bool atEnd() const { return next_ >= tokens_.size(); }
  [[nodiscard]] const Token& peek() const { return tokens_[next_]; }
  Token take() { return tokens_[next_++]; }

  // The next token, which must exist: "expected WHAT after 'move scout', got the end of the line".
  Token expect(const std::string& what) {
    if (atEnd()) fail(endColumn_, "expected " + what + " after " + quote(sofar()) + ", got the end of the line");
    return take();
  }
  [[noreturn]] void wrong(const Token& t, const std::string& what) const {
    fail(t.column, "expected " + what + " after " + quote(before(t)) + ", got " + quote(t.text));
  }

  // The tokens before `t` as typed, for messages.
  [[nodiscard]] std::string before(const Token& t) const {
    std::string out;
    for (const Token& k : tokens_) {
      if (k.column >= t.column) break;
      out += (out.empty() ? "" : " ") + std::string(k.text);
    }
    return out;
  }
  [[nodiscard]] std::string sofar() const {
    std::string out;
    for (std::size_t i = 0; i < next_; ++i) out += (out.empty() ? "" : " ") + std::string(tokens_[i].text);
    return out;
  }

 private:
  std::vector<Token> tokens_;
  std::size_t next_ = 0;
  const std::string& source_;
  int line_;
  int endColumn_;
};

std::string castList(const GameState& s) {
  std::string out;
  for (const Character& c : s.characters) out += (out.empty() ? "" : ", ") + lower(nameOf(c.cls));
  return out.empty() ? "no characters" : out;
}

int parseCharacter(Parser& p, const GameState& s) {
  const Token t = p.expect("a character (class name or player number)");
  const int n = s.characterCount();
  if (const auto number = toInt(t.text)) {
    if (*number >= 1 && *number <= n) return *number - 1;
    p.fail(t.column, "there is no player " + std::to_string(*number) + " in this game (players 1-" + std::to_string(n) +
                         ": " + castList(s) + ")");
  }
  const auto cls = byName<CharacterClass>(classNames(), t.text);
  if (!cls) p.fail(t.column, "unknown character " + quote(t.text) + " (this game has: " + castList(s) + ")");
  for (int i = 0; i < n; ++i) {
    if (s.character(i).cls == *cls) return i;
  }
  p.fail(t.column, "there is no " + lower(nameOf(*cls)) + " in this game (this game has: " + castList(s) + ")");
}

int parseRoom(Parser& p, const GameState& s) {
  const Token t = p.expect("a room number");
  const auto label = toInt(t.text);
  if (!label) p.wrong(t, "a room number");
  const auto room = s.topo().roomByLabel(*label);
  if (!room) p.fail(t.column, "there is no room " + std::to_string(*label) + " on this board");
  return *room;
}

int parseNumber(Parser& p, const std::string& what) {
  const Token t = p.expect(what);
  const auto n = toInt(t.text);
  if (!n) p.wrong(t, what);
  return *n;
}

// "3", "3,5", "c1" (a Contamination card, which the engine will refuse) or "none".
Payment parsePayment(Parser& p) {
  const std::string what = "the cards to pay ('3', '3,5', 'c1' or 'none')";
  const Token t = p.expect(what);
  Payment pay;
  if (lower(t.text) == "none") return pay;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = t.text.find(',', start);
    const std::string_view item =
        t.text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    const int column = t.column + static_cast<int>(start);
    Card card;
    std::optional<int> number;
    if (!item.empty() && (item[0] == 'c' || item[0] == 'C')) {
      card.kind = CardKind::Contamination;
      number = toInt(item.substr(1));
    } else {
      number = toInt(item);
    }
    if (!number) {
      p.fail(column, "expected a card number (an Action card like '3', a Contamination card like 'c1') in " +
                         quote(t.text) + ", got " + quote(item));
    }
    card.number = *number;
    if (pay.count == 2) p.fail(column, "a payment has at most 2 cards");
    pay.cards[static_cast<std::size_t>(pay.count++)] = card;
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return pay;
}

struct ForceItem {
  std::string_view text;
  int column;
};

NoiseResult parseNoise(Parser& p, const ForceItem& item) {
  const std::string v = lower(item.text);
  if (const auto n = toInt(v); n && *n >= 1 && *n <= 4) return static_cast<NoiseResult>(*n);
  if (v == "silence") return NoiseResult::Silence;
  if (v == "danger") return NoiseResult::Danger;
  p.fail(item.column, "unknown Noise result " + quote(item.text) + " (1, 2, 3, 4, silence or danger)");
}

// "name" or "name:number"; the number is 0 when absent.
template <typename Enum, std::size_t N>
std::pair<Enum, int> parseNamed(Parser& p, const ForceItem& item, const std::array<std::string, N>& names,
                                const std::string& kind, const std::string& numberName) {
  const std::size_t colon = item.text.find(':');
  const std::string_view name = item.text.substr(0, colon);
  const auto e = byName<Enum>(names, name);
  if (!e) p.fail(item.column, "unknown " + kind + " " + quote(name) + " (" + listOf(names) + ")");
  if (colon == std::string_view::npos) return {*e, 0};
  const auto n = toInt(item.text.substr(colon + 1));
  if (!n) {
    p.fail(item.column + static_cast<int>(colon) + 1, "expected " + numberName + " after " +
                                                          quote(std::string(name) + ":") + ", got " +
                                                          quote(item.text.substr(colon + 1)));
  }
  return {*e, *n};
}

void parseForceItems(Parser& p, ForcedOutcomes& out) {
  static const std::array<std::string, 5> kKeys = {"noise", "bag", "exploration", "attack", "event"};
  while (!p.atEnd()) {
    const Token t = p.take();
    const std::size_t eq = t.text.find('=');
    if (eq == std::string_view::npos) {
      p.fail(t.column, "expected KEY=VALUES (key " + listOf(kKeys) + "), got " + quote(t.text));
    }
    const std::string key = lower(t.text.substr(0, eq));
    const auto k = std::find(kKeys.begin(), kKeys.end(), key);
    if (k == kKeys.end()) {
      p.fail(t.column, "unknown force key " + quote(t.text.substr(0, eq)) + " (" + listOf(kKeys) + ")");
    }
    std::size_t start = eq + 1;
    while (true) {
      const std::size_t comma = t.text.find(',', start);
      const ForceItem item{
          t.text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start),
          t.column + static_cast<int>(start)};
      if (item.text.empty()) p.fail(item.column, "missing value for " + quote(key) + " in " + quote(t.text));
      switch (k - kKeys.begin()) {
        case 0: out.noise.push_back(parseNoise(p, item)); break;
        case 1: {
          const auto [type, number] = parseNamed<IntruderType>(p, item, intruderNames(), "bag token", "a token number");
          out.bag.push_back(ForcedBagDraw{type, number});
          break;
        }
        case 2: {
          const auto [effect, items] =
              parseNamed<ExplorationEffect>(p, item, effectNames(), "exploration effect", "an item count");
          out.exploration.push_back(ForcedExploration{effect, items});
          break;
        }
        case 4: {
          const auto card = toInt(item.text);
          if (!card) {
            p.fail(item.column, "expected an Event card number 1-20, got " + quote(item.text));
          }
          out.event.push_back(*card);
          break;
        }
        default: {
          const auto kind = byName<AttackKind>(attackNames(), item.text);
          if (!kind) {
            p.fail(item.column, "unknown attack card " + quote(item.text) + " (" + listOf(attackNames()) + ")");
          }
          out.attack.push_back(*kind);
          break;
        }
      }
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
  }
}

[[noreturn]] void unexpected(const Parser& p, const std::string& options) {
  const Token t = p.peek();
  p.fail(t.column, "unexpected " + quote(t.text) + " after " + quote(p.before(t)) + options);
}

void expectEnd(const Parser& p, const std::string& options) {
  if (!p.atEnd()) unexpected(p, options);
}

std::string characterToken(const GameState& s, int character) {
  if (character < 0 || character >= s.characterCount()) return std::to_string(character + 1);
  const CharacterClass cls = s.character(character).cls;
  for (int i = 0; i < character; ++i) {
    // A repeated class (only possible in a hand-made scenario) is named by player number.
    if (s.character(i).cls == cls) return std::to_string(character + 1);
  }
  return lower(nameOf(cls));
}

// An index outside the board has no label: "?INDEX" names it and is refused when parsed back.
std::string roomToken(const GameState& s, int room) {
  if (room < 0 || room >= s.topo().roomCount()) return "?" + std::to_string(room);
  return std::to_string(s.topo().room(room).label);
}

std::string paymentToken(const Payment& pay) {
  if (pay.count <= 0) return "none";
  std::string out;
  for (int i = 0; i < pay.count && i < 2; ++i) {
    const Card& c = pay.cards[static_cast<std::size_t>(i)];
    out += (i == 0 ? "" : ",") + std::string(c.kind == CardKind::Contamination ? "c" : "") + std::to_string(c.number);
  }
  return out;
}

std::string forceText(const ForcedOutcomes& f) {
  std::string out;
  auto group = [&](const char* key, const auto& values, auto&& one) {
    if (values.empty()) return;
    out += (out.empty() ? "" : " ") + std::string(key) + "=";
    for (std::size_t i = 0; i < values.size(); ++i) out += (i == 0 ? "" : ",") + one(values[i]);
  };
  group("noise", f.noise, [](NoiseResult r) { return lower(nameOf(r)); });
  group("bag", f.bag, [](const ForcedBagDraw& d) {
    return lower(nameOf(d.type)) + (d.number != 0 ? ":" + std::to_string(d.number) : "");
  });
  group("exploration", f.exploration, [](const ForcedExploration& x) {
    return lower(nameOf(x.effect)) + (x.items != 0 ? ":" + std::to_string(x.items) : "");
  });
  group("attack", f.attack, [](AttackKind k) { return lower(nameOf(k)); });
  group("event", f.event, [](int card) { return std::to_string(card); });
  return out;
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

Command parseCommand(const std::string& text, const GameState& s, const std::string& source, int line) {
  Parser p(text, source, line);
  const std::string commands = "a command (move, careful, choose, pass, hibernate or force)";
  if (p.atEnd()) p.fail(1, "expected " + commands + ", got an empty line");
  const Token verb = p.take();
  const std::string word = lower(verb.text);
  if (word == "move") {
    Move m;
    m.character = parseCharacter(p, s);
    m.room = parseRoom(p, s);
    if (!p.atEnd() && lower(p.peek().text) == "pay") {
      p.take();
      m.pay = parsePayment(p);
    } else {
      m.pay = defaultPayment(s, m.character, 1);
    }
    expectEnd(p, " (a Movement takes only 'pay CARDS' after the room)");
    return m;
  }
  if (word == "careful") {
    CarefulMove m;
    m.character = parseCharacter(p, s);
    m.room = parseRoom(p, s);
    bool paid = false;
    bool corridor = false;
    while (!p.atEnd()) {
      const Token t = p.peek();
      const std::string key = lower(t.text);
      if (key == "pay" || key == "corridor") {
        bool& seen = key == "pay" ? paid : corridor;
        if (seen) p.fail(t.column, quote(key) + " is given twice");
        seen = true;
        p.take();
        if (key == "pay") {
          m.pay = parsePayment(p);
        } else {
          m.corridorNumber = parseNumber(p, "a corridor number");
        }
        continue;
      }
      unexpected(p, " (a Careful Movement takes 'corridor N' and 'pay CARDS' after the room)");
    }
    if (!paid) m.pay = defaultPayment(s, m.character, 2);
    return m;
  }
  if (word == "choose") {
    ChooseCorridor c;
    c.character = parseCharacter(p, s);
    c.number = parseNumber(p, "a corridor number");
    expectEnd(p, "");
    return c;
  }
  if (word == "pass") {
    Pass c;
    c.character = parseCharacter(p, s);
    expectEnd(p, "");
    return c;
  }
  if (word == "hibernate") {
    Hibernate h;
    h.character = parseCharacter(p, s);
    if (!p.atEnd() && lower(p.peek().text) == "pay") {
      p.take();
      h.pay = parsePayment(p);
    } else {
      h.pay = defaultPayment(s, h.character, 2);
    }
    expectEnd(p, " (Hibernate takes only 'pay CARDS' after the character)");
    return h;
  }
  if (word == "force") {
    ForceOutcomes f;
    parseForceItems(p, f.add);
    return f;
  }
  p.fail(verb.column,
         "unknown command " + quote(verb.text) + " (expected move, careful, choose, pass, hibernate or force)");
}

ForcedOutcomes parseForce(const std::string& spec, const std::string& source, int line) {
  Parser p(spec, source, line);
  ForcedOutcomes out;
  parseForceItems(p, out);
  return out;
}

int parseCharacterName(const std::string& text, const GameState& s, const std::string& source) {
  Parser p(text, source, 1);
  const int character = parseCharacter(p, s);
  if (!p.atEnd()) p.fail(p.peek().column, "unexpected " + quote(p.peek().text) + " after the character");
  return character;
}

std::string formatCommand(const GameState& s, const Command& c) {
  return std::visit(Overloaded{[&](const Move& m) {
                                 return "move " + characterToken(s, m.character) + " " + roomToken(s, m.room) +
                                        " pay " + paymentToken(m.pay);
                               },
                               [&](const CarefulMove& m) {
                                 std::string out =
                                     "careful " + characterToken(s, m.character) + " " + roomToken(s, m.room);
                                 if (m.corridorNumber != 0) out += " corridor " + std::to_string(m.corridorNumber);
                                 return out + " pay " + paymentToken(m.pay);
                               },
                               [&](const ChooseCorridor& m) {
                                 return "choose " + characterToken(s, m.character) + " " + std::to_string(m.number);
                               },
                               [&](const ForceOutcomes& f) {
                                 const std::string items = forceText(f.add);
                                 return items.empty() ? std::string("force") : "force " + items;
                               },
                               [&](const Pass& m) { return "pass " + characterToken(s, m.character); },
                               [&](const Hibernate& m) {
                                 return "hibernate " + characterToken(s, m.character) + " pay " + paymentToken(m.pay);
                               }},
                    c);
}

}  // namespace nemesis
