// Lessons written inline for the lesson tests: a training-deck scenario (the Captain in the Hibernatorium,
// rooms 2 and 3 explored, free play) and the steps given.
#pragma once

#include <string>

#include "engine/nemesis/lesson.hpp"
#include "support.hpp"

namespace test {

inline const std::string kLessonScenario =
    R"({"format": "nemesis-scenario", "version": 1, "board": "training", "seed": 1, "free_play": true,
        "characters": [{"class": "captain", "room": 1, "hand": [3, 7, "contamination"]}],
        "rooms": [{"room": 2, "tile": "Storage", "explored": true}, {"room": 3, "tile": "Surgery", "explored": true}]})";

// A lesson file's text with these steps (a JSON list) and, optionally, another scenario.
inline std::string lessonJson(const std::string& steps, const std::string& scenario = kLessonScenario) {
  return R"({"format": "nemesis-lesson", "version": 1, "id": "t", "title": "T", "teaches": ["MovementCost"],
             "scenario": )" +
         scenario + R"(, "steps": )" + steps + "}";
}

inline nemesis::Lesson lessonOf(const std::string& steps, const std::string& scenario = kLessonScenario) {
  return nemesis::parseLesson(lessonJson(steps, scenario), "t.json", asset("scenarios"), asset("boards"));
}

// The error message of a lesson with these steps, or "no error".
inline std::string lessonError(const std::string& steps, const std::string& scenario = kLessonScenario) {
  return errorOf<nemesis::LessonError>([&] { return lessonOf(steps, scenario); });
}

}  // namespace test
