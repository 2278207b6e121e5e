// nemesis-lab tutorial check: validates lesson files and plays each one's solution headless (and, with
// --deviate, random legal commands at each step, undone and rewound), as docs/tutorial-format.md describes;
// --show prints what each step says as the solution plays. A lesson passes only when its solution shows every
// rule it claims; the OK line names the rules it shows.
#include <iostream>

#include "engine/kernel/quote.hpp"
#include "engine/nemesis/lesson_check.hpp"
#include "lab.hpp"

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
    std::vector<std::string> problems;
    std::vector<std::string> transcript;
    std::size_t steps = 0;
    std::string shows;  // the rules the solution showed (Nemesis lessons)
    std::vector<std::string>* said = options.show ? &transcript : nullptr;
    if (isEnormityFile(file, "enormity-lesson")) {
      problems = checkEnormityLesson(file, options.assetsDir, options.deviate, options.seed, said, steps);
    } else {
      try {
        const nemesis::Lesson lesson = nemesis::loadLesson(file, options.scenariosDir, options.boardsDir);
        steps = lesson.steps.size();
        const nemesis::LessonCheck check = nemesis::checkLesson(lesson, options.deviate, options.seed, said);
        problems = check.problems;
        for (const nemesis::RuleId r : check.shown)
          shows += (shows.empty() ? "" : ", ") + std::string(nemesis::ruleText(r).name);
      } catch (const nemesis::LessonError& e) {
        problems.emplace_back(e.what());
      }
    }
    for (const std::string& line : transcript) std::cout << nemesis::printable(line) << "\n";
    for (const std::string& p : problems) std::cerr << nemesis::printable(p) << "\n";
    if (problems.empty()) {
      std::cout << "OK: " << nemesis::printable(file) << ": " << steps << " steps"
                << (options.deviate > 0 ? ", " + std::to_string(options.deviate) + " deviations a step" : "")
                << (shows.empty() ? "" : "; shows " + shows) << "\n";
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
