// Tally's rules (tally_rules.hpp): its engine, its words, its files, on the kernel's pieces.
#include "tally_rules.hpp"

#include <rapidjson/document.h>

#include <array>
#include <charconv>

#include "engine/kernel/fnv1a.hpp"
#include "engine/kernel/json_text.hpp"
#include "engine/kernel/overloaded.hpp"

namespace tally {

namespace {

constexpr std::array<nemesis::RuleText, 3> kRules{{TALLY_RULES(RULE_TEXT_ROW)}};

int readNumber(std::string_view word, const std::string& where) {
  int n = 0;
  const auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), n);
  if (ec != std::errc{} || end != word.data() + word.size()) {
    throw nemesis::ScriptError(where + ": \"" + std::string(word) + "\" is not a number");
  }
  return n;
}

}  // namespace

std::span<const nemesis::RuleText> ruleTable() {
  return kRules;
}
const nemesis::RuleText& ruleText(RuleId id) {
  return kRules[static_cast<std::size_t>(id)];
}

RuleId refusalRule(Refusal r) {
  switch (r) {
    case Refusal::NotAFace: return RuleId::ForcedRoll;
    case Refusal::None:
    case Refusal::TooMuch:
    case Refusal::TooLittle: break;
  }
  return RuleId::AddOneToThree;
}

ChanceOptions dieOptions() {
  ChanceOptions o;
  for (int face = 1; face <= 3; ++face) o.add(face);
  return o;
}

Verdict TallyRules::apply(State& s, const Command& cmd, EventLog& out, std::vector<State>* moments,
                          ChanceOracle* oracle) {
  const auto moment = [&] {
    if (moments != nullptr) moments->push_back(s);
  };
  return std::visit(nemesis::Overloaded{
                        [&](const Add& a) -> Verdict {
                          if (a.n > 3) return Verdict{Refusal::TooMuch, {a.n}};
                          if (a.n < 1) return Verdict{Refusal::TooLittle, {a.n}};
                          s.total += a.n;
                          out.emplace_back(Added{a.n, s.total});
                          moment();
                          return {};
                        },
                        [&](const Roll&) -> Verdict {
                          const ChanceOptions options = dieOptions();
                          // The one draw: the forced face, else the oracle's, else the generator's, from the same listing.
                          const std::optional<nemesis::ChanceDraw> d =
                              nemesis::drawChance(ChanceKind::Die, options, s.forced, oracle, s.rng);
                          s.total += d->value;  // a forced face was checked when it was queued (Force)
                          out.emplace_back(Rolled{d->value, d->forced, s.total});
                          moment();
                          return {};
                        },
                        [&](const Force& f) -> Verdict {
                          if (f.face < 1 || f.face > 3) return Verdict{Refusal::NotAFace, {f.face}};
                          s.forced.push_back(f.face);
                          out.emplace_back(Forced{f.face});
                          moment();
                          return {};
                        },
                    },
                    cmd);
}

std::string TallyRules::explain(const State&, const Verdict& v) {
  const std::string n = std::to_string(v.detail.n);
  std::string why;
  switch (v.code) {
    case Refusal::None: return {};
    case Refusal::TooMuch: why = "Add 1, 2 or 3, not " + n + ": at most 3 at a time"; break;
    case Refusal::TooLittle: why = "Add 1, 2 or 3, not " + n; break;
    case Refusal::NotAFace: why = "The die has no face " + n + ": it shows 1, 2 or 3"; break;
  }
  return why + " (" + nemesis::citationOf(ruleText(refusalRule(v.code))) + ").";
}

std::string TallyRules::chanceOutcome(const Event& e) {
  if (const auto* r = std::get_if<Rolled>(&e)) return "a roll of " + std::to_string(r->face);
  return {};
}

std::uint64_t TallyRules::stateHash(const State& s) {
  nemesis::Fnv1a h;
  const auto put = [&h](std::uint64_t v) {
    for (int i = 0; i < 8; ++i) h.put(static_cast<std::uint8_t>(v >> (8 * i)));
  };
  put(static_cast<std::uint64_t>(s.start));
  put(static_cast<std::uint64_t>(s.total));
  put(s.seed);
  put(s.rng.state());
  put(s.rng.increment());
  put(s.forced.size());
  for (const int f : s.forced) put(static_cast<std::uint64_t>(f));
  return h.value();
}

std::string TallyRules::formatCommand(const State&, const Command& cmd) {
  return std::visit(nemesis::Overloaded{
                        [](const Add& a) { return "add " + std::to_string(a.n); },
                        [](const Roll&) { return std::string("roll"); },
                        [](const Force& f) { return "force " + std::to_string(f.face); },
                    },
                    cmd);
}

std::string TallyRules::describeCommand(const State& s, const Command& cmd) {
  return "the " + formatCommand(s, cmd);
}

Command TallyRules::parseCommand(const std::string& text, const State&, const std::string& source, int line) {
  const std::string where = source + ":" + std::to_string(line);
  if (text == "roll") return Roll{};
  if (text.rfind("add ", 0) == 0) return Add{readNumber(std::string_view(text).substr(4), where)};
  if (text.rfind("force ", 0) == 0) return Force{readNumber(std::string_view(text).substr(6), where)};
  throw nemesis::ScriptError(where + ": \"" + text + "\" is not a command (add N, roll, force N)");
}

State TallyRules::parseScenario(const std::string& json, const std::string& source, const Context&) {
  rapidjson::Document d;
  nemesis::parseJsonOrFail<FileError>(d, json, source);
  if (!d.IsObject()) nemesis::failAt<FileError>(source, "top level", "expected a JSON object");
  nemesis::checkFields<FileError>(d, source, "top level", {"format", "start", "seed"});
  const rapidjson::Value& start = nemesis::requireMember<FileError>(d, "start", source, "top level");
  if (!start.IsInt())
    nemesis::failAt<FileError>(source, "start", "expected a number, got " + nemesis::describeValue(start));
  State s;
  s.start = start.GetInt();
  s.total = s.start;
  if (d.HasMember("seed")) {
    if (!d["seed"].IsUint64()) nemesis::failAt<FileError>(source, "seed", "expected a whole number");
    s.seed = d["seed"].GetUint64();
  }
  s.rng.seed(s.seed, 7);
  return s;
}

std::string TallyRules::writeScenario(const State& s) {
  return "{\"format\": \"tally-scenario\", \"start\": " + std::to_string(s.start) +
         ", \"seed\": " + std::to_string(s.seed) + "}";
}

std::string describeEvent(const Event& e) {
  return std::visit(nemesis::Overloaded{
                        [](const Added& a) {
                          return "Added " + std::to_string(a.n) + ": the total is " + std::to_string(a.total) + ".";
                        },
                        [](const Rolled& r) {
                          return std::string(r.forced ? "Rolled (forced) " : "Rolled ") + std::to_string(r.face) +
                                 ": the total is " + std::to_string(r.total) + ".";
                        },
                        [](const Forced& f) { return "The next roll will show " + std::to_string(f.face) + "."; },
                    },
                    e);
}

double oddsOfReaching(const State& s, int target) {
  // Walks the roll's listing with an oracle choosing each outcome in turn: the odds come from the draw itself.
  struct Each final : ChanceOracle {
    std::size_t pick = 0;
    std::size_t choose(ChanceKind, std::span<const nemesis::ChanceOption>) override { return pick; }
  };
  const ChanceOptions options = dieOptions();
  double p = 0;
  for (std::size_t i = 0; i < options.size; ++i) {
    State copy = s;
    copy.forced.clear();  // the odds of a fair roll
    Each oracle;
    oracle.pick = i;
    EventLog events;
    (void)TallyRules::apply(copy, Roll{}, events, nullptr, &oracle);
    if (copy.total >= target) p += static_cast<double>(options.items[i].count) / options.total;
  }
  return p;
}

}  // namespace tally
