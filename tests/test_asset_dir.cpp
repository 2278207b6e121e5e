// Where nemesis and nemesis-lab find their assets (src/cli/asset_dir.hpp): --assets, then NEMESIS_ASSETS_DIR,
// then the installed layout beside the program, then the build tree's link; a missing folder is an error that
// names every place tried.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "asset_dir.hpp"
#include "file_io_support.hpp"

namespace fs = std::filesystem;
using nemesis::cli::AssetsNotFound;
using nemesis::cli::findAssetsDir;

namespace {

// An assets folder is recognised by its boards/ folder.
std::string makeAssets(const fs::path& dir) {
  fs::create_directories(dir / "boards");
  return dir.lexically_normal().string();
}

// What findAssetsDir says when it finds nothing ("" when it found a folder).
std::string problem(const std::string& option, const char* env, const std::string& exeDir) {
  try {
    (void)findAssetsDir(option, env, exeDir);
  } catch (const AssetsNotFound& e) {
    return e.what();
  }
  return {};
}

}  // namespace

TEST_CASE("assets: the installed layout (EXE/../share/nemesis-companion/assets) is found beside the program") {
  const test::ScratchDir root("nemesis-assets");
  const fs::path bin = fs::path(root.path()) / "usr" / "bin";
  fs::create_directories(bin);
  const std::string installed = makeAssets(fs::path(root.path()) / "usr" / "share" / "nemesis-companion" / "assets");
  CHECK(findAssetsDir("", nullptr, bin.string()) == installed);
  // It comes before a build tree's EXE/assets.
  makeAssets(bin / "assets");
  CHECK(findAssetsDir("", nullptr, bin.string()) == installed);
}

TEST_CASE("assets: the build tree's EXE/assets is found when nothing is installed") {
  const test::ScratchDir root("nemesis-assets");
  const std::string beside = makeAssets(fs::path(root.path()) / "assets");
  CHECK(findAssetsDir("", nullptr, root.path()) == beside);
  CHECK(findAssetsDir("", "", root.path()) == beside);  // an empty variable is no choice
}

TEST_CASE("assets: NEMESIS_ASSETS_DIR wins over the folders beside the program, --assets over both") {
  const test::ScratchDir root("nemesis-assets");
  const fs::path bin = fs::path(root.path()) / "bin";
  makeAssets(bin / "assets");
  makeAssets(fs::path(root.path()) / "share" / "nemesis-companion" / "assets");
  const std::string fromEnv = makeAssets(fs::path(root.path()) / "env");
  const std::string fromOption = makeAssets(fs::path(root.path()) / "option");
  CHECK(findAssetsDir("", fromEnv.c_str(), bin.string()) == fromEnv);
  CHECK(findAssetsDir(fromOption, fromEnv.c_str(), bin.string()) == fromOption);

  // Through the real environment and the real program (the test runner, which has no assets beside it).
  REQUIRE(::setenv(nemesis::cli::kAssetsEnv, fromEnv.c_str(), 1) == 0);
  const std::string located = nemesis::cli::locateAssetsDir("", nullptr);
  ::unsetenv(nemesis::cli::kAssetsEnv);
  CHECK(located == fromEnv);
}

TEST_CASE("assets: an explicit folder that is not one is an error naming it, not a reason to look elsewhere") {
  const test::ScratchDir root("nemesis-assets");
  makeAssets(fs::path(root.path()) / "assets");
  const std::string wrong = root.file("nowhere");
  CHECK(problem("", wrong.c_str(), root.path()).find("NEMESIS_ASSETS_DIR=" + wrong + " is not an assets folder") !=
        std::string::npos);
  CHECK(problem(wrong, nullptr, root.path()).find("--assets " + wrong + " is not an assets folder") !=
        std::string::npos);
}

TEST_CASE("assets: none found is an error that names every place tried") {
  const test::ScratchDir root("nemesis-assets");
  const fs::path bin = fs::path(root.path()) / "bin";
  fs::create_directories(bin / "assets");  // a folder without boards/ is not an assets folder
  const std::string what = problem("", nullptr, bin.string());
  CHECK(what.find((fs::path(root.path()) / "share" / "nemesis-companion" / "assets").string()) != std::string::npos);
  CHECK(what.find((bin / "assets").string()) != std::string::npos);
  CHECK(what.find("NEMESIS_ASSETS_DIR") != std::string::npos);
  CHECK_THROWS_AS(findAssetsDir("", nullptr, ""), AssetsNotFound);
}

TEST_CASE("assets: the program's folder comes from /proc/self/exe, else argv[0]") {
  const std::string dir = nemesis::cli::executableDir(nullptr);
  REQUIRE_FALSE(dir.empty());
  CHECK(fs::is_directory(dir));
  CHECK(fs::path(dir).is_absolute());

  // Without /proc (another system, a sandbox): argv[0] as the shell gave it.
  const test::ScratchDir root("nemesis-assets");
  const fs::path bin = fs::path(root.path()) / "bin";
  fs::create_directories(bin);
  std::ofstream(bin / "nemesis-lab") << "#!/bin/sh\n";
  const std::string noProc = root.file("no-proc-self-exe");
  CHECK(nemesis::cli::executableDir((bin / "nemesis-lab").c_str(), noProc) == bin.string());
  CHECK(nemesis::cli::executableDir("", noProc).empty());
  CHECK(nemesis::cli::executableDir(nullptr, noProc).empty());
  // A bare name was found on PATH.
  const char* oldPath = std::getenv("PATH");
  const std::string savedPath = oldPath != nullptr ? oldPath : "";
  REQUIRE(::setenv("PATH", ("/nonexistent:" + bin.string()).c_str(), 1) == 0);
  const std::string fromPath = nemesis::cli::executableDir("nemesis-lab", noProc);
  ::setenv("PATH", savedPath.c_str(), 1);
  CHECK(fromPath == bin.string());
}
