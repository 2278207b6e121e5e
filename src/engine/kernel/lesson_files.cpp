#include "lesson_files.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <system_error>

#include "file_io.hpp"

namespace nemesis {

std::vector<std::string> lessonFiles(const std::string& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (std::filesystem::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const bool numbered = name.size() > 8 && std::isdigit(static_cast<unsigned char>(name[0])) != 0 &&
                          std::isdigit(static_cast<unsigned char>(name[1])) != 0 && name[2] == '-' &&
                          name.ends_with(".json");
    if (numbered) out.push_back((std::filesystem::path(dir) / name).string());
  }
  if (ec) throw FileError(dir + ": cannot list the lessons: " + ec.message());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace nemesis
