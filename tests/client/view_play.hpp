// Seeded random legal play for the view tests, with forced chance outcomes mixed in so Danger, Encounters,
// attacks and deaths come often; and a readable description of how two scenes differ.
#pragma once

#include <functional>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "render/nemesis/scene.hpp"
#include "rounds_support.hpp"
#include "support.hpp"

namespace viewtest {

using namespace nemesis;

// Called for every command (and every hand refill) with the state before, its events, the state after, and the
// state each event left (engine.hpp Moments; empty for a hand refill, which is not a command).
using StepFn = std::function<void(const GameState& before, const EventLog& events, const GameState& after,
                                  const Moments& moments)>;

// Bag draws and exploration tokens are ones the next draw will honour (test::honouredBagDraw).
inline ForcedOutcomes randomForced(const GameState& s, Pcg32& pick) {
  ForcedOutcomes f;
  const std::uint32_t what = pick.below(8);
  if (what < 3) {
    f.noise.push_back(pick.below(3) == 0 ? NoiseResult::Silence : NoiseResult::Danger);
  } else if (what < 5) {
    if (const auto d = test::honouredBagDraw(s, pick)) f.bag.push_back(*d);
  } else if (what < 7) {
    if (const auto x = test::honouredExploration(s, pick)) f.exploration.push_back(*x);
  } else {
    f.attack.push_back(static_cast<AttackKind>(pick.below(8)));
  }
  if (f.empty()) f.noise.push_back(NoiseResult::Danger);  // nothing of that kind can be forced now
  return f;
}

// Applies one legal command and reports it with its moments.
inline void playStep(GameState& s, const Command& cmd, EventLog& log, const StepFn& onStep) {
  const GameState before = s;
  log.clear();
  Moments moments;
  const Verdict v = apply(s, cmd, log, &moments);
  REQUIRE_MESSAGE(v.ok(), explain(before, v));
  onStep(before, log, s, moments);
}

// Plays `commands` random legal commands on `board` with `players` characters; a lost or stuck game is
// replaced by a new one. About one step in five first queues a random forced outcome (itself a command).
inline void randomPlay(const std::shared_ptr<const Board>& board, int players, std::uint64_t seed, int commands,
                       const StepFn& onStep) {
  std::uint64_t nextSeed = seed;
  GameState s = newGame(board, SetupOptions{defaultCharacters(players), nextSeed++});
  Pcg32 pick(seed, 0x7e11);
  std::vector<Command> legal;
  EventLog log;
  for (int done = 0; done < commands;) {
    if (s.status != GameStatus::Playing) {
      s = newGame(board, SetupOptions{defaultCharacters(players), nextSeed++});
      continue;
    }
    legalCommands(s, legal);
    if (legal.empty()) {
      const GameState before = s;
      log.clear();
      for (int c = 0; c < s.characterCount(); ++c) refillHand(s, c, log);
      onStep(before, log, s, Moments{});
      legalCommands(s, legal);
      if (legal.empty()) {
        s = newGame(board, SetupOptions{defaultCharacters(players), nextSeed++});
        continue;
      }
    }
    Command cmd = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    if (pick.below(5) == 0) cmd = ForceOutcomes{randomForced(s, pick)};
    playStep(s, cmd, log, onStep);
    ++done;
  }
}

// Random legal play by rounds in which about one command in four first forces the next Event card (any of
// the 20) and sometimes a bag draw, so every Event card effect and bag development result comes up.
inline void randomRounds(const std::shared_ptr<const Board>& board, int players, std::uint64_t seed, int commands,
                         const StepFn& onStep) {
  std::uint64_t nextSeed = seed;
  GameState s = test::roundsGame(players, nextSeed++, board);
  Pcg32 pick(seed, 0x5eed);
  std::vector<Command> legal;
  EventLog log;
  for (int done = 0; done < commands;) {
    legalCommands(s, legal);
    if (s.status != GameStatus::Playing || legal.empty()) {
      s = test::roundsGame(players, nextSeed++, board);
      continue;
    }
    Command cmd = legal[pick.below(static_cast<std::uint32_t>(legal.size()))];
    if (pick.below(4) == 0) {
      ForcedOutcomes f;
      f.event.push_back(1 + static_cast<int>(pick.below(kEventCardCount)));
      if (pick.below(2) == 0) {
        if (const auto d = test::honouredBagDraw(s, pick)) f.bag.push_back(*d);
      }
      if (pick.below(3) == 0) f.noise.push_back(pick.below(2) == 0 ? NoiseResult::Danger : NoiseResult::Silence);
      cmd = ForceOutcomes{f};
    }
    playStep(s, cmd, log, onStep);
    ++done;
  }
}

// The first difference between two scenes, for failure messages ("" when equal).
inline std::string sceneDiff(const view::Scene& got, const view::Scene& want) {
  std::ostringstream out;
  auto sizes = [&](const char* what, std::size_t a, std::size_t b) {
    if (a != b) out << what << ": " << a << " instead of " << b << "; ";
  };
  sizes("rooms", got.rooms.size(), want.rooms.size());
  sizes("doors", got.doors.size(), want.doors.size());
  sizes("noise", got.noise.size(), want.noise.size());
  sizes("characters", got.characters.size(), want.characters.size());
  sizes("intruders", got.intruders.size(), want.intruders.size());
  for (std::size_t i = 0; i < got.rooms.size() && i < want.rooms.size(); ++i) {
    const view::SceneRoom& a = got.rooms[i];
    const view::SceneRoom& b = want.rooms[i];
    if (!(a == b)) {
      out << "room " << i << ": explored " << a.explored << "/" << b.explored << " tile " << static_cast<int>(a.tile)
          << "/" << static_cast<int>(b.tile) << " items " << a.items << "/" << b.items << " fire " << a.fire << "/"
          << b.fire << " malfunction " << a.malfunction << "/" << b.malfunction << " token " << a.explorationToken
          << "/" << b.explorationToken << " corpses " << a.corpses << "/" << b.corpses << "; ";
    }
  }
  for (std::size_t i = 0; i < got.doors.size() && i < want.doors.size(); ++i) {
    if (got.doors[i] != want.doors[i]) {
      out << "door " << i << ": " << static_cast<int>(got.doors[i]) << "/" << static_cast<int>(want.doors[i]) << "; ";
    }
  }
  for (std::size_t i = 0; i < got.noise.size() && i < want.noise.size(); ++i) {
    if (got.noise[i] != want.noise[i])
      out << "noise " << i << ": " << int{got.noise[i]} << "/" << int{want.noise[i]} << "; ";
  }
  for (std::size_t i = 0; i < got.characters.size() && i < want.characters.size(); ++i) {
    const view::SceneCharacter& a = got.characters[i];
    const view::SceneCharacter& b = want.characters[i];
    if (!(a == b)) {
      out << "character " << i << ": room " << a.room << "/" << b.room << " alive " << a.alive << "/" << b.alive
          << " slime " << a.slime << "/" << b.slime << " larva " << a.larva << "/" << b.larva << " wounds "
          << a.lightWounds << "+" << a.seriousWounds << "/" << b.lightWounds << "+" << b.seriousWounds << " passed "
          << a.passed << "/" << b.passed << " hibernated " << a.hibernated << "/" << b.hibernated << "; ";
    }
  }
  if (got.round != want.round) out << "round " << got.round << "/" << want.round << "; ";
  if (got.timed != want.timed) out << "timed " << got.timed << "/" << want.timed << "; ";
  if (got.firstPlayer != want.firstPlayer) out << "first player " << got.firstPlayer << "/" << want.firstPlayer << "; ";
  for (std::size_t i = 0; i < got.intruders.size() && i < want.intruders.size(); ++i) {
    const view::SceneIntruder& a = got.intruders[i];
    const view::SceneIntruder& b = want.intruders[i];
    if (!(a == b)) {
      out << "intruder #" << i << ": id " << a.id << "/" << b.id << " type " << static_cast<int>(a.type) << "/"
          << static_cast<int>(b.type) << " room " << a.room << "/" << b.room << "; ";
    }
  }
  return out.str();
}

inline std::string eventNames(const GameState& before, const EventLog& log) {
  std::string out;
  for (const Event& e : log) out += "  " + describe(before, e) + "\n";
  return out;
}

inline view::Scene folded(const GameState& before, const EventLog& log) {
  view::Scene scene = view::sceneOf(before);
  for (const Event& e : log) view::fold(scene, e);
  return scene;
}

// Folds `log` into the scene of `before` and requires the scene of `after`.
inline void requireFolds(const GameState& before, const EventLog& log, const GameState& after) {
  const view::Scene got = folded(before, log);
  const view::Scene want = view::sceneOf(after);
  REQUIRE_MESSAGE(got == want, sceneDiff(got, want) << "\nevents:\n" << eventNames(before, log));
}

}  // namespace viewtest
