#include "move_odds.hpp"

#include <algorithm>
#include <span>
#include <stdexcept>

#include "chance_nodes.hpp"
#include "engine/kernel/overloaded.hpp"
#include "hash.hpp"
#include "legal.hpp"
#include "queries.hpp"

namespace nemesis {

bool MoveOutcome::sameAs(const MoveOutcome& o) const {
  return noise == o.noise && exploration == o.exploration && intruderMet == o.intruderMet &&
         surpriseAttack == o.surpriseAttack && pulledIn == o.pulledIn && lightWounds == o.lightWounds &&
         seriousWounds == o.seriousWounds && died == o.died && status == o.status && loss == o.loss &&
         eventPhaseFollows == o.eventPhaseFollows && noiseMarkers == o.noiseMarkers;
}

namespace {

// A chance node met beyond the prefix a run follows: its options' counts, to push the siblings of the first.
struct MetNode {
  std::array<int, ChanceOptions::kCapacity> counts{};
  std::size_t size = 0;
  int total = 0;
};

// The oracle of one run: it follows a prefix of choices, then takes the first option of every node beyond it and
// remembers those nodes, so the walk can visit their other options later.
class WalkOracle final : public ChanceOracle {
 public:
  void reset(const std::vector<std::uint8_t>& prefix) {
    prefix_ = &prefix;
    at_ = 0;
    met_.clear();
  }
  std::size_t choose(ChanceNodeKind /*kind*/, std::span<const ChanceOption> options) override {
    if (at_ < prefix_->size()) return (*prefix_)[at_++];
    ++at_;
    MetNode& n = met_.emplace_back();
    n.size = options.size();
    for (std::size_t i = 0; i < options.size(); ++i) {
      n.counts[i] = options[i].count;
      n.total += options[i].count;
    }
    return 0;
  }
  bool enterEventPhase() override { return false; }
  [[nodiscard]] const std::vector<MetNode>& met() const { return met_; }

 private:
  const std::vector<std::uint8_t>* prefix_ = nullptr;
  std::size_t at_ = 0;
  std::vector<MetNode> met_;
};

int moverOf(const Command& cmd) {
  return std::visit(Overloaded{[](const Move& m) { return m.character; },
                               [](const CarefulMove& m) { return m.character; }, [](const auto&) { return -1; }},
                    cmd);
}

void addTo(std::vector<std::pair<int, Probability>>& list, int id, Probability p) {
  for (auto& [have, q] : list) {
    if (have == id) {
      q += p;
      return;
    }
  }
  list.emplace_back(id, p);
}

// The figures of MoveOdds, from its distinct outcomes.
void summarise(MoveOdds& odds) {
  for (const MoveOutcome& o : odds.outcomes) {
    if (o.noise > 0) {
      odds.noiseRoll += o.p;
      odds.noiseResult[static_cast<std::size_t>(o.noise - 1)] += o.p;
    }
    if (o.exploration >= 0) odds.exploration[static_cast<std::size_t>(o.exploration)] += o.p;
    if (o.intruderMet >= 0) {
      odds.encounter += o.p;
      odds.intruderMet[static_cast<std::size_t>(o.intruderMet)] += o.p;
    }
    if (o.surpriseAttack) odds.surpriseAttack += o.p;
    if (o.pulledIn > 0) odds.dangerPullsIn += o.p;
    odds.expectedNoiseMarkers += o.p * o.noiseMarkers;
    const auto same = [&](const MoveOdds::Wounds& w) {
      return w.light == o.lightWounds && w.serious == o.seriousWounds;
    };
    auto w = std::find_if(odds.wounds.begin(), odds.wounds.end(), same);
    if (w == odds.wounds.end())
      w = odds.wounds.insert(odds.wounds.end(), MoveOdds::Wounds{o.lightWounds, o.seriousWounds, 0});
    w->p += o.p;
    if (o.died) odds.death += o.p;
    if (o.status == GameStatus::Lost) odds.gameLost[static_cast<std::size_t>(o.loss)] += o.p;
    if (o.status == GameStatus::Won) odds.gameWon += o.p;
    if (o.eventPhaseFollows) odds.eventPhaseFollows += o.p;
  }
  std::sort(odds.wounds.begin(), odds.wounds.end(), [](const MoveOdds::Wounds& a, const MoveOdds::Wounds& b) {
    return a.serious != b.serious ? a.serious < b.serious : a.light < b.light;
  });
  std::sort(odds.pulledIn.begin(), odds.pulledIn.end());
  std::stable_sort(odds.outcomes.begin(), odds.outcomes.end(),
                   [](const MoveOutcome& a, const MoveOutcome& b) { return a.p > b.p; });
}

// A queued prefix of choices and the probability of reaching its last one.
struct Pending {
  std::vector<std::uint8_t> prefix;
  Probability p = 1;
};

// Depth-first over the chance tree: each run re-executes the command on a copy of `base` with an oracle that
// follows a pending prefix and then takes first options; the other options of the nodes it met are pushed.
MoveOdds walk(const GameState& base, const Command& cmd) {
  const int mover = moverOf(cmd);
  if (mover < 0) throw std::invalid_argument("oddsOf: only a Movement or a Careful Movement has odds");
  MoveOdds odds;
  odds.command = cmd;
  odds.verdict = validate(base, cmd);
  if (!odds.verdict.ok()) return odds;

  GameState run;
  EventLog log;
  log.reserve(64);
  WalkOracle oracle;
  std::vector<int> pulled;
  std::vector<Pending> stack{Pending{}};
  while (!stack.empty()) {
    const Pending next = std::move(stack.back());
    stack.pop_back();
    run = base;
    log.clear();
    oracle.reset(next.prefix);
    const Verdict v = applyWithOracle(run, cmd, log, oracle);
    if (!v.ok()) throw std::logic_error("odds: a walked resolution was refused: " + explain(base, v));
    Probability p = next.p;
    for (std::size_t j = 0; j < oracle.met().size(); ++j) {
      const MetNode& n = oracle.met()[j];
      for (std::size_t k = 1; k < n.size; ++k) {
        Pending sibling;
        sibling.prefix.reserve(next.prefix.size() + j + 1);
        sibling.prefix = next.prefix;
        sibling.prefix.resize(next.prefix.size() + j, 0);
        sibling.prefix.push_back(static_cast<std::uint8_t>(k));
        sibling.p = p * n.counts[k] / n.total;
        stack.push_back(std::move(sibling));
      }
      p = p * n.counts[0] / n.total;
    }
    ++odds.leaves;
    MoveOutcome o = outcomeOf(base, mover, log, &pulled);
    o.p = p;
    for (const int id : pulled) addTo(odds.pulledIn, id, p);
    const auto same = std::find_if(odds.outcomes.begin(), odds.outcomes.end(),
                                   [&](const MoveOutcome& have) { return have.sameAs(o); });
    if (same == odds.outcomes.end()) {
      odds.outcomes.push_back(o);
    } else {
      same->p += p;
    }
  }
  summarise(odds);
  return odds;
}

GameState withoutForced(const GameState& s) {
  GameState base = s;
  base.chance.forced = ForcedOutcomes{};
  return base;
}

}  // namespace

MoveOutcome outcomeOf(const GameState& before, int mover, const EventLog& log, std::vector<int>* pulled) {
  MoveOutcome o;
  if (pulled != nullptr) pulled->clear();
  o.noiseMarkers = noiseMarkersOnBoard(before);
  for (const Event& e : log) {
    if (std::holds_alternative<ev::EventPhaseStarted>(e.data)) {
      o.eventPhaseFollows = true;
      break;
    }
    std::visit(Overloaded{[&](const ev::NoiseRolled& x) {
                            if (o.noise == 0) o.noise = static_cast<int>(x.result);
                          },
                          [&](const ev::ExplorationRevealed& x) { o.exploration = static_cast<int>(x.effect); },
                          [&](const ev::TokenDrawn& x) {
                            if (o.intruderMet < 0) o.intruderMet = static_cast<int>(x.type);
                          },
                          [&](const ev::SurpriseCheck& x) { o.surpriseAttack = o.surpriseAttack || x.attack; },
                          [&](const ev::IntruderMoved& x) {
                            if (e.rule != RuleId::DangerPullsIntruders) return;
                            ++o.pulledIn;
                            if (pulled != nullptr) pulled->push_back(x.intruder);
                          },
                          [&](const ev::NoiseMarkerPlaced&) { ++o.noiseMarkers; },
                          [&](const ev::NoiseMarkerRemoved&) { --o.noiseMarkers; },
                          [&](const ev::WoundSuffered& x) {
                            if (x.character != mover || e.rule == RuleId::LightWoundsBecomeSerious) return;
                            ++(x.serious ? o.seriousWounds : o.lightWounds);
                          },
                          [&](const ev::CharacterDied& x) { o.died = o.died || x.character == mover; },
                          [&](const ev::GameOver& x) {
                            o.status = GameStatus::Lost;
                            o.loss = x.reason;
                          },
                          [&](const ev::GameWon&) { o.status = GameStatus::Won; }, [](const auto&) {}},
               e.data);
  }
  return o;
}

MoveOdds oddsOf(const GameState& s, const Command& cmd) {
  return walk(withoutForced(s), cmd);
}

std::vector<DestinationOdds> oddsForDestinations(const GameState& s, int character) {
  std::vector<DestinationOdds> out;
  if (character < 0 || character >= s.characterCount()) return out;
  const GameState base = withoutForced(s);
  const BoardRoom& here = base.topo().room(base.character(character).room);
  const Payment one = defaultPayment(base, character, 1);
  const Payment two = defaultPayment(base, character, 2);
  for (int i = 0; i < here.linkCount; ++i) {
    const int to = here.links[static_cast<std::size_t>(i)].room;
    const Command move = Move{character, to, one};
    if (validate(base, move).ok()) out.push_back(DestinationOdds{to, false, 0, walk(base, move)});
    for (int n = 1; n <= 4; ++n) {
      const Command careful = CarefulMove{character, to, two, n};
      if (validate(base, careful).ok()) out.push_back(DestinationOdds{to, true, n, walk(base, careful)});
    }
  }
  return out;
}

const std::vector<DestinationOdds>& OddsCache::destinations(const GameState& s, int character) {
  const Key key{stateHash(withoutForced(s)), character};
  if (const auto found = index_.find(key); found != index_.end()) {
    order_.splice(order_.begin(), order_, found->second);
    return found->second->second;
  }
  ++misses_;
  order_.emplace_front(key, oddsForDestinations(s, character));
  index_[key] = order_.begin();
  if (order_.size() > capacity_) {
    index_.erase(order_.back().first);
    order_.pop_back();
  }
  return order_.front().second;
}

}  // namespace nemesis
