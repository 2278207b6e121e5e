// Where the programs find their assets folder (boards/, art/, rules/, tutorials/...), the same way in both
// nemesis and nemesis-lab, so neither compiles in a path of the source checkout. In order:
//   1. the command line's --assets, when given;
//   2. the environment variable NEMESIS_ASSETS_DIR, when set and not empty;
//   3. EXE_DIR/../share/nemesis-companion/assets: the installed layout (GNUInstallDirs);
//   4. EXE_DIR/assets: the build tree, where CMake puts a link to the source assets next to each program.
// An explicit choice (1 or 2) that is not an assets folder is an error, not a reason to look elsewhere: the
// player asked for that folder. No SDL here: nemesis-lab uses it too.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace nemesis::cli {

// The environment variable that names the assets folder.
inline constexpr const char* kAssetsEnv = "NEMESIS_ASSETS_DIR";

// No assets folder was found; what() names every place tried.
class AssetsNotFound : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// True when `dir` looks like an assets folder: a directory holding boards/.
[[nodiscard]] bool isAssetsDir(const std::string& dir);

// The places to look, in order, for the given --assets value ("" when not given), NEMESIS_ASSETS_DIR value
// (null or "" when not set) and the executable's folder ("" when unknown). An explicit value is the only place.
[[nodiscard]] std::vector<std::string> assetsCandidates(const std::string& option, const char* env,
                                                        const std::string& exeDir);

// The first candidate that is an assets folder; throws AssetsNotFound naming each candidate otherwise.
[[nodiscard]] std::string findAssetsDir(const std::string& option, const char* env, const std::string& exeDir);

// The folder of the running program: the link `self` (/proc/self/exe), else argv[0] (absolute, relative, or
// searched on PATH); "" when neither tells.
[[nodiscard]] std::string executableDir(const char* argv0, const std::string& self = "/proc/self/exe");

// findAssetsDir with the real environment and executable.
[[nodiscard]] std::string locateAssetsDir(const std::string& option, const char* argv0);

}  // namespace nemesis::cli
