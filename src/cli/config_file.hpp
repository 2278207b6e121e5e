// A program's --config FILE (nemesis-server's), read by CLI11's own reader: TOML `key = value` lines whose keys
// are the long option names without "--" (port = 4770, store = "/var/lib/nemesis-server/rooms.sqlite"), so an
// option the program adds later is a key with no code here, and the command line wins over the file. What this
// adds to CLI11 (2.1) is in the errors: CLI11 skips a key no option has (a misspelt key would be ignored in
// silence), skips a line it cannot read, and names neither the file nor the line. Here every problem of the
// file is an error naming the file and, when it is in a line, the line.
#pragma once

#include <CLI/CLI.hpp>

#include <cstddef>
#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace nemesis::cli {

// The file is a few lines written by hand; anything longer is not one (a device or a log given by mistake).
inline constexpr std::size_t kConfigFileLimit = std::size_t{64} * 1024;

// CLI11's TOML reader that first checks each line against the program's options, remembering where each key is.
class ConfigFileReader : public CLI::ConfigTOML {
 public:
  explicit ConfigFileReader(const CLI::App& app) : app_(app) {}

  std::vector<CLI::ConfigItem> from_config(std::istream& input) const override;  // NOLINT: CLI11's name

  // Whether a file was read, its name as given, and the line (from 1) of each key it holds, in file order.
  [[nodiscard]] bool read() const { return read_; }
  [[nodiscard]] const std::string& path() const { return path_; }
  [[nodiscard]] const std::vector<std::pair<std::string, int>>& keyLines() const { return keyLines_; }

 private:
  const CLI::App& app_;
  mutable bool read_ = false;
  mutable std::string path_;
  mutable std::vector<std::pair<std::string, int>> keyLines_;
};

// Adds --config FILE to `app` (call it before parsing; the options may be added before or after).
void addConfigFile(CLI::App& app, const std::string& description);

// Parses the command line and the config file it names. --help and --version print and give kExitOk; a problem of
// the config file is printed naming the file and the line and gives kExitFailure (a bad file); any other usage
// error gives kExitUsage; nullopt when the program goes on.
[[nodiscard]] std::optional<int> parseWithConfigFile(CLI::App& app, int argc, char** argv);

}  // namespace nemesis::cli
