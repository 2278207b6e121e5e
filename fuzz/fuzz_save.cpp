// Save loader, through the files a player has: the input is written to a file and read with loadGame
// (format and version checks, migration). A save that loads must be sound, write and read back unchanged,
// and play. saveGame itself is not called: its fsyncs would cost most of the time, and what it writes is
// writeScenario's text, which is checked.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <string>

#include "engine/nemesis/scenario.hpp"
#include "fuzz_support.hpp"

namespace {

// A file of this process only, so that harnesses running side by side do not share it.
struct TempFile {
  std::string path =
      (std::filesystem::temp_directory_path() / "nemesis-fuzz-save-").string() + std::to_string(::getpid()) + ".json";
  TempFile() = default;
  ~TempFile() { std::remove(path.c_str()); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
};

const std::string& inputFile() {
  static const TempFile file;
  return file.path;
}

}  // namespace

// NOLINTNEXTLINE(readability-identifier-naming): the name libFuzzer calls
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace nemesis;
  const std::string& path = inputFile();
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    if (!out) fuzz::fail("cannot write " + path);
  }
  try {
    GameState s;
    try {
      s = loadGame(path, fuzz::boardsDir());
    } catch (const ScenarioError& e) {
      fuzz::requireDeliberate(e, path);
      return 0;
    }
    fuzz::checkLoaded(s, fuzz::inputHash(data, size));
  } catch (const std::exception& e) {
    fuzz::fail(std::string("an undeclared exception escaped: ") + e.what());
  }
  return 0;
}
