// nemesis-lab tutorial check: validates lesson files and plays each one's solution headless (and, with
// --deviate, random legal commands at each step, undone and rewound), as docs/tutorial-format.md describes;
// --show prints what each step says as the solution plays. A lesson passes only when its solution shows every
// rule it claims; the OK line names the rules it shows.
#include <iostream>

#include "engine/kernel/lesson_files.hpp"
#include "engine/kernel/quote.hpp"
#include "lab.hpp"
#include "lab_games.hpp"

namespace lab {

int tutorialCheck(const TutorialOptions& options) {
  std::vector<std::string> files = options.files;
  if (files.empty()) files = nemesis::lessonFiles(options.tutorialsDir);
  if (files.empty()) {
    std::cerr << "nemesis-lab: " << nemesis::printable(options.tutorialsDir) << ": no lesson files (NN-name.json)\n";
    return kExitFailure;
  }
  int failed = 0;
  for (const std::string& file : files) {
    std::vector<std::string> transcript;
    std::vector<std::string>* said = options.show ? &transcript : nullptr;
    const LessonVerdict verdict = gameOfFile(file).checkLesson(file, options, said);
    const std::vector<std::string>& problems = verdict.problems;
    for (const std::string& line : transcript) std::cout << nemesis::printable(line) << "\n";
    for (const std::string& p : problems) std::cerr << nemesis::printable(p) << "\n";
    if (problems.empty()) {
      std::cout << "OK: " << nemesis::printable(file) << ": " << verdict.steps << " steps"
                << (options.deviate > 0 ? ", " + std::to_string(options.deviate) + " deviations a step" : "")
                << (verdict.shows.empty() ? "" : "; shows " + verdict.shows) << "\n";
    } else {
      ++failed;
    }
  }
  if (failed > 0) {
    std::cerr << failed << " of " << files.size() << " lessons failed\n";
    return kExitFailure;
  }
  return kExitOk;
}

}  // namespace lab
