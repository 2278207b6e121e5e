#include "config_file.hpp"

#include <array>
#include <iostream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <utility>

#include "engine/kernel/quote.hpp"
#include "exit_codes.hpp"

namespace nemesis::cli {
namespace {

// A problem of the config file, its message already naming the file (and the line).
class ConfigFileProblem : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The option a key sets, found as CLI11 finds it (--key, then -k for a one-letter key, then the bare name).
const CLI::Option* optionFor(const CLI::App& app, const std::string& key) {
  const CLI::Option* option = app.get_option_no_throw("--" + key);
  if (option == nullptr && key.size() == 1) option = app.get_option_no_throw("-" + key);
  return option != nullptr ? option : app.get_option_no_throw(key);
}

// The keys a file may set, for the unknown-key message: every option's first long name that CLI11 lets a file set.
std::string knownKeys(const CLI::App& app) {
  std::string keys;
  for (const CLI::Option* option : app.get_options()) {
    if (!option->get_configurable() || option->get_lnames().empty()) continue;
    keys += (keys.empty() ? "" : ", ") + option->get_lnames().front();
  }
  return keys;
}

// CLI11's own text clean-ups of a key: surrounding spaces, then matching quotes.
std::string cleanKey(std::string key) {
  CLI::detail::trim(key);
  if (key.size() >= 2 && (key.front() == '"' || key.front() == '\'') && key.back() == key.front()) {
    key = key.substr(1, key.size() - 2);
  }
  return key;
}

// The config file's path as given to --config ("" before the command line gave one).
std::string configPath(const CLI::App& app) {
  const CLI::Option* option = app.get_config_ptr();
  return option != nullptr && !option->results().empty() ? option->results().back() : std::string();
}

// Whether the command line itself sets `option` (--key VALUE or --key=VALUE): then the file's value is not used.
bool givenOnCommandLine(const CLI::Option& option, int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg(argv[i]);
    for (const std::string& name : option.get_lnames()) {
      const std::string flag = "--" + name;
      if (arg == flag || arg.starts_with(flag + "=")) return true;
    }
  }
  return false;
}

}  // namespace

std::vector<CLI::ConfigItem> ConfigFileReader::from_config(std::istream& input) const {
  read_ = true;
  path_ = configPath(app_);
  keyLines_.clear();
  const auto problem = [this](int line, const std::string& what) {
    return ConfigFileProblem(printable(path_) + ":" + std::to_string(line) + ": " + what);
  };

  std::string text;
  std::array<char, 4096> chunk{};
  while (text.size() <= kConfigFileLimit && input.read(chunk.data(), chunk.size()).gcount() > 0) {
    text.append(chunk.data(), static_cast<std::size_t>(input.gcount()));
  }
  if (text.size() > kConfigFileLimit) {
    throw ConfigFileProblem(printable(path_) + ": longer than " + std::to_string(kConfigFileLimit / 1024) +
                            " KiB: not a config file");
  }

  // Each line as CLI11's reader takes it (ConfigBase::from_config): trimmed, # and ; comments, key = value with a
  // trailing # comment, a value "[a, b" continued on the next lines up to the one ending in "]".
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  bool inArray = false;
  while (std::getline(lines, line)) {
    ++number;
    CLI::detail::trim(line);
    if (inArray) {
      inArray = line.empty() || line.back() != ']';
      continue;
    }
    if (line.empty() || line.front() == '#' || line.front() == ';') continue;
    if (line.front() == '[') {
      throw problem(number, "a section line " + quote(line) +
                                ": this file has no sections, every key stands alone (port = 4770)");
    }
    const std::size_t equals = line.find('=');
    if (equals == std::string::npos) throw problem(number, "not a key = value line: " + quote(line));
    const std::string key = cleanKey(line.substr(0, equals));
    if (key.empty()) throw problem(number, "no key before \"=\": " + quote(line));
    const CLI::Option* option = optionFor(app_, key);
    if (option == nullptr) {
      throw problem(number, "unknown key " + quote(key) + " (the keys are the long options: " + knownKeys(app_) + ")");
    }
    if (!option->get_configurable()) throw problem(number, quote(key) + " is for the command line only");
    for (const auto& [earlier, at] : keyLines_) {
      if (earlier == key) throw problem(number, quote(key) + " again (first set on line " + std::to_string(at) + ")");
    }
    keyLines_.emplace_back(key, number);
    std::string value = line.substr(equals + 1);
    value = value.substr(0, value.find('#'));
    CLI::detail::trim(value);
    inArray = value.size() > 1 && value.front() == '[' && value.back() != ']';
  }

  std::istringstream again(text);
  return CLI::ConfigTOML::from_config(again);
}

void addConfigFile(CLI::App& app, const std::string& description) {
  auto reader = std::make_shared<ConfigFileReader>(app);
  app.config_formatter(reader);
  // One file: its name is what every message names.
  app.set_config("--config", "", description)->type_name("FILE")->multi_option_policy(CLI::MultiOptionPolicy::Throw);
  // "help = true" in a file would print the help and stop the server; --version already refuses a file's value.
  if (CLI::Option* help = app.get_help_ptr()) help->configurable(false);
}

std::optional<int> parseWithConfigFile(CLI::App& app, int argc, char** argv) {
  const auto reader = std::dynamic_pointer_cast<ConfigFileReader>(app.get_config_formatter());
  const std::string program = app.get_name();
  try {
    app.parse(argc, argv);
  } catch (const ConfigFileProblem& e) {
    std::cerr << program << ": " << e.what() << "\n";
    return kExitFailure;
  } catch (const CLI::FileError&) {
    std::cerr << program << ": " << printable(configPath(app))
              << ": cannot read the config file (missing, a folder or not readable)\n";
    return kExitFailure;
  } catch (const CLI::ParseError& e) {
    // A value from the file that its option refuses: CLI11 names the option (--port), the file's line is found
    // from the key, unless the command line set that option too (its value, not the file's, was refused).
    if (reader && reader->read() && e.get_exit_code() != 0) {
      const std::string message = e.what();
      for (const auto& [key, line] : reader->keyLines()) {
        const CLI::Option* option = optionFor(app, key);
        if (option == nullptr || option->get_lnames().empty() || givenOnCommandLine(*option, argc, argv)) continue;
        if (message.find("--" + option->get_lnames().front()) == std::string::npos) continue;
        std::cerr << program << ": " << printable(reader->path()) << ":" << line << ": " << printable(message) << "\n";
        return kExitFailure;
      }
    }
    std::ostringstream out;
    std::ostringstream err;
    const int code = app.exit(e, out, err);
    std::cout << out.str() << std::flush;
    std::cerr << printable(err.str()) << std::flush;
    return code == 0 ? kExitOk : kExitUsage;
  } catch (const std::exception& e) {
    // Nothing CLI11 documents; still, no file may end the program by an uncaught exception.
    std::cerr << program << ": " << (reader && reader->read() ? printable(reader->path()) + ": " : std::string())
              << printable(e.what()) << "\n";
    return kExitFailure;
  }
  return std::nullopt;
}

}  // namespace nemesis::cli
