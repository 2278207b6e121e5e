// Enormity at an online table (online_game.hpp): a command as script text from a seat, played only for a Spacer the
// seat holds (the Spacer who makes the Noise, moves, or whose roll it is), forced outcomes only in a sandbox;
// every seat's update is the command's events (each names only what it makes public) and the hash of its view.
#include <algorithm>
#include <memory>
#include <optional>
#include <variant>

#include "engine/enormity/engine.hpp"
#include "engine/enormity/legal.hpp"
#include "engine/enormity/queries.hpp"
#include "engine/enormity/rules.hpp"
#include "engine/enormity/scenario.hpp"
#include "engine/enormity/script.hpp"
#include "engine/enormity/seat_view.hpp"
#include "engine/kernel/overloaded.hpp"
#include "online_game.hpp"
#include "table_undo.hpp"

namespace nemesis::server {

namespace {

namespace en = nemesis::enormity;

// The Spacer a command acts for: the one it names, the one whose roll or decision it answers; -1 for none (the
// Countdown, which any seat advances, and a forced outcome).
int actorOf(const en::State& s, const en::Command& c) {
  return std::visit(
      Overloaded{[](const en::MakeNoise& x) { return x.spacer; }, [](const en::MoveSpacer& x) { return x.spacer; },
                 [&](const en::Choose&) { return s.pending.spacer; }, [](const en::AdvanceCountdown&) { return -1; },
                 [](const en::ForceOutcomes&) { return -1; }, [&](const auto&) { return s.roll.spacer; }},
      c);
}

bool holds(std::span<const int> seat, int spacer) {
  return std::find(seat.begin(), seat.end(), spacer) != seat.end();
}

class EnormityTable final : public OnlineTable {
 public:
  EnormityTable(en::State s, bool sandbox) : state_(std::move(s)), sandbox_(sandbox) {}

  [[nodiscard]] std::vector<std::string> players() const override {
    std::vector<std::string> names;
    names.reserve(static_cast<std::size_t>(state_.spacerCount()));
    for (int i = 0; i < state_.spacerCount(); ++i) names.push_back(en::spacerName(state_, i));
    return names;
  }

  [[nodiscard]] std::optional<TableRefusal> submit(std::span<const int> seat, std::string_view text) override {
    en::Command c;
    try {
      c = en::parseCommand(std::string(text), state_, "command");
    } catch (const ScriptError& e) {
      return TableRefusal{e.what(), ""};
    }
    if (std::holds_alternative<en::ForceOutcomes>(c) && !sandbox_) {
      return TableRefusal{"Outcomes can be forced only in a sandbox room (its players agreed to it when it was made).",
                          ""};
    }
    const int actor = actorOf(state_, c);
    if (actor >= 0 && actor < state_.spacerCount() && !holds(seat, actor)) {
      return TableRefusal{"You do not play " + en::spacerName(state_, actor) + ": another seat does.", ""};
    }
    en::EventLog log;
    en::State before = state_;
    const en::Verdict v = en::apply(state_, c, log);
    if (!v.ok()) return TableRefusal{en::explain(state_, v), en::citation(en::refusalRule(v.code))};
    last_ = std::move(log);
    const bool clean = hidden(before) == hidden(state_);
    undo_.played(std::move(before), seat, actor, clean);
    ++commands_;
    return std::nullopt;
  }

  // No turns in this module: a Spacer's last command, while it is still the table's last.
  [[nodiscard]] std::optional<TableRefusal> undo(std::span<const int> seat) override {
    if (auto refused = undo_.refusal(seat)) return refused;
    state_ = undo_.take();
    last_.clear();
    ++commands_;
    return std::nullopt;
  }

  [[nodiscard]] std::string lastEvents() const override { return en::eventBytes(last_); }
  [[nodiscard]] std::uint32_t commandCount() const override { return commands_; }
  [[nodiscard]] std::string view(std::span<const int> /*seat*/) const override {
    return en::seatViewBytes(en::seatView(state_));
  }
  [[nodiscard]] bool finished() const override { return state_.status != en::Status::Playing; }
  // The Spacer whose decision or roll the game waits for; no one between rolls (anyone may make Noise or move).
  [[nodiscard]] std::vector<int> toAct() const override {
    if (finished()) return {};
    if (state_.pending.kind != en::DecisionKind::None) return {state_.pending.spacer};
    if (state_.roll.stage != en::RollStage::None) return {state_.roll.spacer};
    return {};
  }
  // What spends nothing: a decision's first answer, a roll's automatic assignment (the dice as they fell), the stiff
  // bonus where it must go; only when the roll allows nothing else, its first step.
  [[nodiscard]] std::optional<std::string> autoCommand(int player) const override {
    const std::vector<int> waiting = toAct();
    if (std::find(waiting.begin(), waiting.end(), player) == waiting.end()) return std::nullopt;
    std::vector<en::Command> legal;
    en::legalCommands(state_, legal);
    std::erase_if(legal, [&](const en::Command& c) { return actorOf(state_, c) != player; });
    const auto rank = [](const en::Command& c) {
      if (std::holds_alternative<en::Choose>(c)) return 0;
      if (std::holds_alternative<en::Assign>(c)) return 1;
      if (std::holds_alternative<en::PlaceBonus>(c)) return 2;
      return 3;
    };
    const auto best = std::min_element(legal.begin(), legal.end(),
                                       [&](const en::Command& a, const en::Command& b) { return rank(a) < rank(b); });
    if (best == legal.end()) return std::nullopt;
    return en::formatCommand(state_, *best);
  }

 private:
  // What no seat sees: the face-down Blip tokens, the Pool, the generator.
  static std::string hidden(const en::State& s) {
    std::string out;
    for (const en::Blip& b : s.blips) out += std::to_string(b.id) + ":" + std::to_string(b.token) + ",";
    for (const int t : s.blipPool) out += std::to_string(t) + ",";
    out += std::to_string(s.chance.rng.state()) + "/" + std::to_string(s.chance.rng.increment());
    return out;
  }
  en::State state_;
  bool sandbox_;
  TableUndo<en::State> undo_;
  en::EventLog last_;
  std::uint32_t commands_ = 0;
};

std::unique_ptr<OnlineTable> openTable(const TableOptions& o) {
  const std::string data = o.assetsDir + "/enormity";
  if (o.scenario.empty() && !o.scenarioPath.empty()) {
    return std::make_unique<EnormityTable>(en::loadScenario(o.scenarioPath, data), o.sandbox);
  }
  return std::make_unique<EnormityTable>(en::tableStart(o.scenario, data), o.sandbox);
}

// Its data files: the dice, the Blip pool, the Intruder sheets and the maps.
std::uint64_t rulesHash(const std::string& assetsDir) {
  const std::string data = assetsDir + "/enormity";
  return hashDataFiles(0, {data, data + "/intruders", data + "/maps"});
}

// Legal commands for the Spacers the seat holds, and the Countdown (anyone's).
std::vector<std::string> choices(std::string_view view, std::span<const int> seat, const TableOptions& /*setup*/) {
  const en::State s = en::stateOfView(en::loadSeatView(view, "the view"));
  std::vector<en::Command> legal;
  en::legalCommands(s, legal);
  std::vector<std::string> out;
  for (const en::Command& c : legal) {
    const int actor = actorOf(s, c);
    if (actor < 0 || holds(seat, actor)) out.push_back(en::formatCommand(s, c));
  }
  return out;
}

[[maybe_unused]] const bool kRegistered = registerOnlineGame(OnlineGame{"enormity", openTable, rulesHash, choices});

}  // namespace

}  // namespace nemesis::server
