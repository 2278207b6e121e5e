// An empty folder of its own for one test, under the test programs' output folder (NEMESIS_TEST_OUTPUT_DIR):
// `group/name`, emptied first, so a run never reads what an earlier run left.
#pragma once

#include <filesystem>
#include <string>

namespace clienttest {

inline std::string freshDir(const std::string& group, const std::string& name) {
  const std::filesystem::path dir = std::filesystem::path(NEMESIS_TEST_OUTPUT_DIR) / group / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}

}  // namespace clienttest
