// One list of lesson files for every game (kernel/lesson_files.hpp): Nemesis and Enormity had a copy each,
// and Enormity's took "01-.json" and hid a folder it could not read.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "engine/enormity/lesson.hpp"
#include "engine/kernel/file_io.hpp"
#include "engine/nemesis/lesson.hpp"
#include "file_io_support.hpp"

using namespace test;

TEST_CASE("lesson files: NN-name.json in number order, the same list for both games, an unreadable folder named") {
  const ScratchDir dir("lesson-files");
  for (const char* name : {"10-last.json", "01-first.json", "02-second.json", "01-.json", "3-short.json",
                           "04-notes.txt", "ab-letters.json"}) {
    std::ofstream(dir.file(name)) << "{}";
  }
  const std::vector<std::string> expected = {dir.file("01-first.json"), dir.file("02-second.json"),
                                             dir.file("10-last.json")};
  CHECK(nemesis::lessonFiles(dir.path()) == expected);
  CHECK(nemesis::enormity::lessonFiles(dir.path()) == expected);
  const std::string missing = dir.file("no-such-folder");
  const std::string error = errorOf<nemesis::FileError>([&] { return nemesis::enormity::lessonFiles(missing); });
  CHECK(error.find(missing + ": cannot list the lessons") == 0);
}
