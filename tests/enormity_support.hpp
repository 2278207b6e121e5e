// Shared helpers for the Enormity tests: the shipped data, positions written as short scenario texts, and the
// events of a log.
#pragma once

#include <doctest/doctest.h>

#include <array>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/enormity/engine.hpp"
#include "engine/enormity/invariants.hpp"
#include "engine/enormity/scenario.hpp"
#include "engine/enormity/script.hpp"
#include "engine/kernel/rng.hpp"
#include "support.hpp"

namespace etest {

using namespace nemesis::enormity;

inline std::string assets() {
  return test::asset("enormity");
}

// A position from a scenario text (a JSON object's members, without the braces and the format fields): the
// corridor map unless the text names another.
inline State position(const std::string& members) {
  std::string text = R"({"format": "enormity-scenario", "version": 1, )";
  if (members.find("\"map\"") == std::string::npos) text += R"("map": "corridor", )";
  text += members + "}";
  State s = parseScenario(text, "test.json", assets());
  const auto problems = checkInvariants(s);
  REQUIRE_MESSAGE(problems.empty(), problems.front());
  return s;
}

// An embedded map of width x height floor spaces (no out-of-bounds), with these spawn points ("[0, 0], [9, 9]").
inline std::string openMap(int width, int height, const std::string& spawnPoints) {
  std::string rows;
  for (int y = 0; y < height; ++y)
    rows += std::string(y == 0 ? "" : ", ") + "\"" + std::string(static_cast<std::size_t>(width), '.') + "\"";
  return R"("map": {"format": "enormity-map", "version": 1, "name": "open", "rows": [)" + rows +
         R"(], "spawn_points": [)" + spawnPoints + R"(], "spacer_starts": [[0, 0]]})";
}

// Parses and applies one command, which must be legal; its events.
inline EventLog run(State& s, const std::string& command) {
  CAPTURE(command);
  EventLog log;
  const Verdict v = apply(s, parseCommand(command, s), log);
  REQUIRE_MESSAGE(v.ok(), explain(s, v));
  const auto problems = checkInvariants(s);
  REQUIRE_MESSAGE(problems.empty(), problems.front());
  return log;
}

// Parses and applies one command, which must be refused: the refusal (the state is unchanged).
inline Verdict refused(State& s, const std::string& command) {
  CAPTURE(command);
  const State before = s;
  EventLog log;
  const Verdict v = apply(s, parseCommand(command, s), log);
  REQUIRE_FALSE(v.ok());
  REQUIRE(s == before);
  REQUIRE(log.empty());
  return v;
}

template <class E>
std::vector<E> eventsOf(const EventLog& log) {
  std::vector<E> out;
  for (const Event& e : log) {
    if (const auto* x = std::get_if<E>(&e.data)) out.push_back(*x);
  }
  return out;
}

// The rule of the first event of kind E (which must be there).
template <class E>
RuleId ruleOf(const EventLog& log) {
  for (const Event& e : log) {
    if (std::holds_alternative<E>(e.data)) return e.rule;
  }
  FAIL("no such event in the log");
  return RuleId::Count;
}

// Index of the first event of kind E in the log, or -1.
template <class E>
int indexOf(const EventLog& log) {
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (std::holds_alternative<E>(log[i].data)) return static_cast<int>(i);
  }
  return -1;
}

inline const Blip& blip(const State& s, int id) {
  for (const Blip& b : s.blips) {
    if (b.id == id) return b;
  }
  FAIL("no Blip " << id);
  return s.blips.front();
}

inline bool onBoardBlip(const State& s, int id) {
  for (const Blip& b : s.blips) {
    if (b.id == id) return true;
  }
  return false;
}

// The DataError message of a scenario text (whole file).
inline std::string scenarioError(const std::string& text) {
  return test::errorOf<DataError>([&] { return parseScenario(text, "s.json", assets()); });
}

inline int below(nemesis::Pcg32& rng, int n) {
  return static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
}

// A random position: a map, 1-3 Spacers on its start spaces, 0-6 Blips on distinct intersections, a Countdown,
// tokens and Stress.
inline State randomPosition(std::uint64_t seed) {
  nemesis::Pcg32 rng(seed, 17);
  const bool hangar = below(rng, 2) == 1;
  const int width = hangar ? 10 : 8;
  const int height = hangar ? 8 : 6;
  const std::vector<std::array<int, 2>> starts = hangar ? std::vector<std::array<int, 2>>{{4, 6}, {5, 6}, {4, 7}}
                                                        : std::vector<std::array<int, 2>>{{1, 2}, {1, 3}, {2, 3}};
  const char* names[] = {"scout", "medic", "tech"};
  const int spacers = 1 + below(rng, 3);
  std::string text = std::string(R"("map": ")") + (hangar ? "hangar" : "corridor") + R"(", "seed": )" +
                     std::to_string(seed) + R"(, "spacers": [)";
  for (int i = 0; i < spacers; ++i) {
    text += std::string(i == 0 ? "" : ", ") + R"({"name": ")" + names[i] + R"(", "space": [)" +
            std::to_string(starts[static_cast<std::size_t>(i)][0]) + ", " +
            std::to_string(starts[static_cast<std::size_t>(i)][1]) + R"(], "stress": )" +
            std::to_string(below(rng, 10)) + "}";
  }
  text += R"(], "blips": [)";
  std::set<std::pair<int, int>> used;
  const int blips = below(rng, 7);
  for (int i = 0; i < blips; ++i) {
    std::pair<int, int> at{below(rng, width + 1), below(rng, height + 1)};
    if (!used.insert(at).second) continue;
    text += std::string(used.size() == 1 ? "" : ", ") + R"({"at": [)" + std::to_string(at.first) + ", " +
            std::to_string(at.second) + "]}";
  }
  const int countdown = below(rng, 10);
  text += R"(], "countdown": )" + (countdown == 0 ? std::string(R"("!")") : std::to_string(countdown)) +
          R"(, "tokens": {"confidence": )" + std::to_string(below(rng, 4)) + R"(, "discipline": )" +
          std::to_string(below(rng, 4)) + "}";
  return position(text);
}

}  // namespace etest
