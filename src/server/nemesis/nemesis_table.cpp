// Nemesis at an online table (online_game.hpp): a command as script text from a seat, played only for a character
// the seat holds, forced outcomes only in a sandbox; every seat's update is the command's events as seats may see
// them and the hash of its view after them (engine/nemesis/seat_view.hpp).
#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <variant>

#include "engine/kernel/overloaded.hpp"
#include "engine/nemesis/engine.hpp"
#include "engine/nemesis/legal.hpp"
#include "engine/nemesis/scenario.hpp"
#include "engine/nemesis/script.hpp"
#include "engine/nemesis/seat_view.hpp"
#include "engine/nemesis/setup.hpp"
#include "engine/nemesis/snapshot.hpp"
#include "online_game.hpp"
#include "table_undo.hpp"

namespace nemesis::server {

namespace {

// The character a command acts for (-1: none, a forced outcome).
int actorOf(const Command& c) {
  return std::visit(Overloaded{[](const ForceOutcomes&) { return -1; }, [](const auto& x) { return x.character; }}, c);
}

bool holds(std::span<const int> seat, int player) {
  for (const int p : seat) {
    if (p == player) return true;
  }
  return false;
}

class NemesisTable final : public OnlineTable {
 public:
  NemesisTable(GameState s, bool sandbox) : state_(std::move(s)), sandbox_(sandbox) {}

  [[nodiscard]] std::vector<std::string> players() const override {
    std::vector<std::string> names;
    names.reserve(static_cast<std::size_t>(state_.characterCount()));
    for (int c = 0; c < state_.characterCount(); ++c) names.push_back(characterName(state_, c));
    return names;
  }

  [[nodiscard]] std::optional<TableRefusal> submit(std::span<const int> seat, std::string_view text) override {
    Command c;
    try {
      c = parseCommand(std::string(text), state_, "command");
    } catch (const ScriptError& e) {
      return TableRefusal{e.what(), ""};
    }
    if (std::holds_alternative<ForceOutcomes>(c) && !sandbox_) {
      return TableRefusal{"Outcomes can be forced only in a sandbox room (its players agreed to it when it was made).",
                          ""};
    }
    const int actor = actorOf(c);
    if (actor >= 0 && actor < state_.characterCount() && !holds(seat, actor)) {
      return TableRefusal{"You do not play the " + characterName(state_, actor) + ": another seat does.", ""};
    }
    EventLog log;
    GameState before = state_;
    const Verdict v = apply(state_, c, log);
    if (!v.ok()) return TableRefusal{refusalText(state_, c, v), citation(refusalRule(v.code))};
    last_ = seatEvents(log);
    const bool clean = hidden(before, actor) == hidden(state_, actor);
    undo_.played(std::move(before), seat, actor, clean);
    ++commands_;
    return std::nullopt;
  }

  [[nodiscard]] std::optional<TableRefusal> undo(std::span<const int> seat) override {
    if (auto refused = undo_.refusal(seat)) return refused;
    const bool ownTurn = state_.freePlay || (state_.phase == Phase::Player && state_.turn == undo_.actor() &&
                                             state_.pending.kind == DecisionKind::None);
    if (!ownTurn) return TableRefusal{"Your turn is over: the command stands.", ""};
    state_ = undo_.take();
    last_.clear();
    ++commands_;
    return std::nullopt;
  }

  [[nodiscard]] std::string lastEvents() const override { return eventBytes(last_); }
  [[nodiscard]] std::uint32_t commandCount() const override { return commands_; }
  [[nodiscard]] std::string view(std::span<const int> seat) const override {
    return seatViewBytes(seatView(state_, seat));
  }
  [[nodiscard]] bool finished() const override { return state_.status != GameStatus::Playing; }
  [[nodiscard]] std::vector<int> toAct() const override {
    if (finished()) return {};
    if (state_.pending.kind != DecisionKind::None) return {state_.pending.character};
    if (state_.phase == Phase::Player && !state_.freePlay) return {state_.turn};
    return {};
  }
  // A decision's first answer, else the pass of its turn.
  [[nodiscard]] std::optional<std::string> autoCommand(int player) const override {
    const std::vector<int> waiting = toAct();
    if (std::find(waiting.begin(), waiting.end(), player) == waiting.end()) return std::nullopt;
    std::vector<Command> legal;
    legalCommands(state_, legal);
    const Command* chosen = nullptr;
    for (const Command& c : legal) {
      if (actorOf(c) != player) continue;
      const bool pass = std::holds_alternative<Pass>(c);
      if (state_.pending.kind != DecisionKind::None || pass) {
        chosen = &c;
        break;
      }
    }
    if (chosen == nullptr) return std::nullopt;
    return formatCommand(state_, *chosen);
  }

 private:
  // What no seat sees but the actor's own hand (a payment moves it, in everyone's sight): each deck, the other hands,
  // the bag, the supply, the face-down tiles and tokens, the attack and Event decks, the generator. A command that
  // leaves it as it was revealed nothing.
  static std::string hidden(const GameState& s, int actor) {
    std::string out;
    const auto put = [&](int v) { out += std::to_string(v) + ","; };
    const auto cards = [&](const std::vector<Card>& pile) {
      for (const Card& c : pile) put(static_cast<int>(c.kind) * 100 + c.number);
      out += ";";
    };
    const auto list = [&](const std::vector<int>& v) {
      for (const int x : v) put(x);
      out += ";";
    };
    for (int i = 0; i < s.characterCount(); ++i) {
      cards(s.character(i).deck);
      if (i != actor) cards(s.character(i).hand);
    }
    for (const RoomState& r : s.rooms) {
      put(r.explored ? -1 : static_cast<int>(r.tile));
      put(r.explored ? -1 : r.explorationToken);
    }
    list(s.bag);
    list(s.supply);
    list(s.unusedExploration);
    list(s.attackDeck);
    list(s.eventDeck);
    out += std::to_string(s.chance.rng.state()) + "/" + std::to_string(s.chance.rng.increment());
    return out;
  }
  GameState state_;
  bool sandbox_;
  TableUndo<GameState> undo_;
  EventLog last_;
  std::uint32_t commands_ = 0;
};

std::unique_ptr<OnlineTable> openTable(const TableOptions& o) {
  const std::string boards = o.assetsDir + "/boards";
  if (o.scenario.empty() && !o.scenarioPath.empty()) {
    return std::make_unique<NemesisTable>(loadScenario(o.scenarioPath, boards), o.sandbox);
  }
  return std::make_unique<NemesisTable>(tableStart(o.players, o.seed, o.scenario, boards), o.sandbox);
}

// Its field lists' schema and its board files: two programs that agree on both resolve a command alike.
std::uint64_t rulesHash(const std::string& assetsDir) {
  return hashDataFiles(snapshotSchema(), {assetsDir + "/boards"});
}

// A view reads against its game's board: the basic one of a new game, or its scenario's.
std::vector<std::string> choices(std::string_view view, std::span<const int> seat, const TableOptions& setup) {
  const std::shared_ptr<const Board> board = tableBoard(setup.scenario, setup.assetsDir + "/boards");
  const GameState s = stateOfView(loadSeatView(view, board, "the view"), board);
  std::vector<Command> legal;
  legalCommands(s, legal);
  std::vector<std::string> out;
  for (const Command& c : legal) {
    if (holds(seat, actorOf(c))) out.push_back(formatCommand(s, c));
  }
  return out;
}

[[maybe_unused]] const bool kRegistered = registerOnlineGame(OnlineGame{"nemesis", openTable, rulesHash, choices});

}  // namespace

}  // namespace nemesis::server
