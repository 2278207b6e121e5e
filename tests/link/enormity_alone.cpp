// Enormity on the kernel, without Nemesis (tests/CMakeLists.txt links it with its library only): the shared
// templates instantiated for Enormity (history, replay files) must find everything they call in the kernel.
// It plays a replay round trip of the first scenario, so it also checks that those pieces work alone.
#include <iostream>
#include <string>
#include <vector>

#include "engine/enormity/enormity_rules.hpp"
#include "engine/enormity/legal.hpp"
#include "engine/enormity/scenario.hpp"
#include "engine/kernel/file_io.hpp"

int main(int argc, char** argv) {
  using namespace nemesis::enormity;
  if (argc != 3) {
    std::cerr << "usage: enormity_alone SCENARIO DATA_DIR\n";
    return 2;
  }
  try {
    const State s =
        EnormityRules::parseScenario(nemesis::readFileLimited(argv[1], 1U << 20U, "a scenario"), argv[1], argv[2]);
    const State initial = s;
    History h(s);
    std::vector<Command> done;
    for (int i = 0; i < 20; ++i) {
      std::vector<Command> legal;
      legalCommands(h.state(), legal);
      if (legal.empty()) break;
      EventLog log;
      if (!h.apply(legal.front(), log).ok()) return 1;
      done.push_back(legal.front());
    }
    if (!done.empty() && !h.undo()) return 1;
    const Replay r = nemesis::recordReplayOf<EnormityRules>(initial, done);
    const Replay back = nemesis::parseReplayOf<EnormityRules>(nemesis::writeReplayOf(r), "alone.replay.json", argv[2]);
    const nemesis::ReplayCheck check = nemesis::verifyReplayOf(back);
    std::cout << check.message << "\n";
    return check.ok() ? 0 : 1;
  } catch (const std::exception& e) {
    std::cerr << e.what() << "\n";
    return 1;
  }
}
