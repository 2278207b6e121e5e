#include "lab_input.hpp"

#include <unistd.h>

#include "engine/kernel/file_io.hpp"
#include "lab.hpp"

namespace lab {

std::string readInput(const std::string& path) {
  try {
    if (path == "-") {
      return nemesis::readDescriptorLimited(STDIN_FILENO, nemesis::kMaxScriptBytes, "standard input",
                                            "a command script");
    }
    return nemesis::readFileLimited(path, nemesis::kMaxScriptBytes, "a command script");
  } catch (const nemesis::FileError& e) {
    throw LabError(e.what());
  }
}

}  // namespace lab
