#include "file_io.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <utility>

#include "fnv1a.hpp"

namespace nemesis {

namespace {

constexpr std::string_view kTemporaryEnd = ".tmp";

std::string errorText(int error) {
  return std::strerror(error);
}

std::string kindOf(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO (named pipe)";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISLNK(mode)) return "a symbolic link";
  return "not a regular file";
}

std::string sizeText(std::size_t bytes) {
  if (bytes >= kMiB && bytes % kMiB == 0) return std::to_string(bytes / kMiB) + " MiB";
  return std::to_string(bytes) + " bytes";
}

[[noreturn]] void tooLarge(const std::string& path, std::uintmax_t size, std::size_t limit, std::string_view what) {
  throw FileError(path + ": is too large for " + std::string(what) + ": " + std::to_string(size) +
                  " bytes (the limit is " + sizeText(limit) + ")");
}

[[noreturn]] void grewTooLarge(const std::string& path, std::size_t limit, std::string_view what) {
  throw FileError(path + ": is too large for " + std::string(what) + ": more than " + sizeText(limit) +
                  " (the limit) came from it");
}

// Only a regular file is read: a directory, a FIFO (blocks), a device (/dev/zero never ends) are refused.
void requireRegular(const std::string& path, const struct stat& info, std::string_view what) {
  if (S_ISREG(info.st_mode)) return;
  if (S_ISDIR(info.st_mode)) throw FileError(path + ": is a directory, not " + std::string(what));
  throw FileError(path + ": is " + kindOf(info.st_mode) + ", not " + std::string(what) +
                  " (only regular files are read)");
}

[[noreturn]] void cannotOpen(const std::string& path, int error) {
  // The plain sentence for a missing file (the common case); the system's reason for anything else.
  if (error == ENOENT) throw FileError(path + ": cannot open the file for reading");
  throw FileError(path + ": cannot open the file for reading: " + errorText(error));
}

// A descriptor closed on every way out.
class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  ~Descriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  [[nodiscard]] int get() const { return fd_; }
  // Closes now, reporting the result (a write's last error may only show here).
  int close() {
    const int result = ::close(fd_);
    fd_ = -1;
    return result;
  }

 private:
  int fd_;
};

// read() retried on EINTR; -1 with errno on failure.
ssize_t readSome(int fd, char* into, std::size_t count) {
  for (;;) {
    const ssize_t n = ::read(fd, into, count);
    if (n >= 0 || errno != EINTR) return n;
  }
}

// Reads `fd` to its end: at most `limit` bytes kept, at most limit + 1 read. `expected` (the size fstat gave)
// is allocated at once; a file that turns out longer (it grew, or a size the system does not know) grows the
// text by fresh allocations of at most `limit` bytes each (std::string's own growth may double past it).
template <class OnTooLarge, class OnError>
std::string readToEnd(int fd, std::size_t expected, std::size_t limit, OnTooLarge tooLong, OnError failed) {
  std::string text(std::min(expected, limit), '\0');
  std::size_t got = 0;
  for (;;) {
    if (got < text.size()) {
      const ssize_t n = readSome(fd, text.data() + got, text.size() - got);
      if (n < 0) failed(errno);
      if (n == 0) break;
      got += static_cast<std::size_t>(n);
      continue;
    }
    // The text is full: is there more? At most one byte past the limit is asked for.
    char probe[4096];
    const std::size_t ask = std::min(sizeof probe, limit - got + 1);
    const ssize_t n = readSome(fd, probe, ask);
    if (n < 0) failed(errno);
    if (n == 0) break;
    const auto more = static_cast<std::size_t>(n);
    if (got + more > limit) tooLong();
    std::string bigger(std::min(limit, std::max({2 * text.size(), got + more, std::size_t{65536}})), '\0');
    std::memcpy(bigger.data(), text.data(), got);
    text.swap(bigger);
    std::memcpy(text.data() + got, probe, more);
    got += more;
  }
  text.resize(got);  // never larger than before: no reallocation
  return text;
}

// Opens a regular file for reading without ever blocking on it: stat first (a FIFO or a device is refused
// before open), then open non-blocking and check the opened descriptor again (the path may have been swapped
// between the two). Returns the descriptor and fills `info` from it.
int openRegular(const std::string& path, std::string_view what, struct stat& info) {
  struct stat before {};
  if (::stat(path.c_str(), &before) != 0) cannotOpen(path, errno);
  requireRegular(path, before, what);
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (fd < 0) cannotOpen(path, errno);
  if (::fstat(fd, &info) != 0) {
    const int error = errno;
    ::close(fd);
    cannotOpen(path, error);
  }
  if (!S_ISREG(info.st_mode)) {
    ::close(fd);
    requireRegular(path, info, what);
  }
  return fd;
}

std::string folderOf(const std::string& path) {
  const std::size_t slash = path.find_last_of('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? std::string("/") : path.substr(0, slash);
}

std::string fileNameOf(const std::string& path) {
  const std::size_t slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

constexpr std::string_view kTemporaryStart = ".nemesis-";

bool allDigits(std::string_view s, std::size_t most) {
  return !s.empty() && s.size() <= most && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Eight lowercase hexadecimal digits: the low 32 bits of FNV-1a over `text`.
std::string hash8(std::string_view text) {
  Fnv1a h;
  h.put(text);
  char out[9];
  std::snprintf(out, sizeof out, "%08x", static_cast<unsigned>(h.value() & 0xffffffffU));
  return out;
}

// ".nemesis-PID-N-TTTTTTTT": the part of a temporary's name its check covers.
std::string temporaryStem(std::string_view target, long long pid, int n) {
  return std::string(kTemporaryStart) + std::to_string(pid) + "-" + std::to_string(n) + "-" + hash8(target);
}

std::string temporaryName(std::string_view target, long long pid, int n) {
  const std::string stem = temporaryStem(target, pid, n);
  return stem + "-" + hash8(stem) + std::string(kTemporaryEnd);
}

// A temporary of ours, read back from its name: the writer's process id and the hash of its target. Only a
// name whose check holds (as temporaryName makes it) is one.
struct OurTemporary {
  long long pid = 0;
  std::string_view targetHash;
};

std::optional<OurTemporary> parseTemporary(std::string_view entry) {
  if (!entry.starts_with(kTemporaryStart) || !entry.ends_with(kTemporaryEnd)) return std::nullopt;
  const std::string_view body =
      entry.substr(kTemporaryStart.size(), entry.size() - kTemporaryStart.size() - kTemporaryEnd.size());
  // PID-N-TTTTTTTT-CCCCCCCC
  std::array<std::string_view, 4> parts{};
  std::size_t from = 0;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const std::size_t dash = i + 1 < parts.size() ? body.find('-', from) : body.size();
    if (dash == std::string_view::npos) return std::nullopt;
    parts[i] = body.substr(from, dash - from);
    from = dash + 1;
  }
  if (!allDigits(parts[0], 10) || !allDigits(parts[1], 2) || parts[2].size() != 8) return std::nullopt;
  const long long pid = std::stoll(std::string(parts[0]));
  const int n = std::stoi(std::string(parts[1]));
  if (temporaryName({}, pid, n).size() != entry.size()) return std::nullopt;  // leading zeros: not ours
  const std::string stem = std::string(entry.substr(0, entry.size() - kTemporaryEnd.size() - 9));
  if (hash8(stem) != parts[3]) return std::nullopt;
  return OurTemporary{pid, parts[2]};
}

// A process that may still be writing: this one (another thread may be), or any process with that id (kill
// with signal 0 only asks; EPERM means it exists under another user).
bool mayBeWriting(long long pid) {
  if (pid <= 0 || pid > INT_MAX) return true;  // not an id this code writes: not ours to judge
  if (pid == static_cast<long long>(::getpid())) return true;
  return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH;
}

// Removes the entries of `dir` that `stale(name)` picks, if they are regular files owned by this user.
template <class Pick>
int removeFrom(const std::string& dir, Pick stale) {
  DIR* d = ::opendir(dir.c_str());
  if (d == nullptr) return 0;
  const int dirFd = ::dirfd(d);
  const uid_t me = ::geteuid();
  int removed = 0;
  while (const dirent* e = ::readdir(d)) {
    const std::string_view name(e->d_name);
    if (!stale(name)) continue;
    struct stat info {};
    if (::fstatat(dirFd, e->d_name, &info, AT_SYMLINK_NOFOLLOW) != 0) continue;
    if (!S_ISREG(info.st_mode) || info.st_uid != me) continue;
    if (::unlinkat(dirFd, e->d_name, 0) == 0) ++removed;
  }
  ::closedir(d);
  return removed;
}

}  // namespace

std::string readFileLimited(const std::string& path, std::size_t limit, std::string_view what) {
  struct stat info {};
  const Descriptor fd(openRegular(path, what, info));
  if (static_cast<std::uintmax_t>(info.st_size) > limit)
    tooLarge(path, static_cast<std::uintmax_t>(info.st_size), limit, what);
  return readToEnd(
      fd.get(), static_cast<std::size_t>(info.st_size), limit, [&] { grewTooLarge(path, limit, what); },
      [&](int error) { throw FileError(path + ": cannot read the file: " + errorText(error)); });
}

std::string readFileHead(const std::string& path, std::size_t maxBytes, std::string_view what) {
  struct stat info {};
  const Descriptor fd(openRegular(path, what, info));
  std::string head(std::min(static_cast<std::size_t>(info.st_size), maxBytes), '\0');
  std::size_t got = 0;
  while (got < head.size()) {
    const ssize_t n = readSome(fd.get(), head.data() + got, head.size() - got);
    if (n < 0) throw FileError(path + ": cannot read the file: " + errorText(errno));
    if (n == 0) break;
    got += static_cast<std::size_t>(n);
  }
  head.resize(got);
  return head;
}

std::string readDescriptorLimited(int fd, std::size_t limit, const std::string& name, std::string_view what) {
  struct stat info {};
  std::size_t expected = 0;
  if (::fstat(fd, &info) == 0) {
    if (S_ISDIR(info.st_mode)) throw FileError(name + ": is a directory, not " + std::string(what));
    if (S_ISREG(info.st_mode)) {
      if (static_cast<std::uintmax_t>(info.st_size) > limit) {
        tooLarge(name, static_cast<std::uintmax_t>(info.st_size), limit, what);
      }
      expected = static_cast<std::size_t>(info.st_size);
    }
  }
  return readToEnd(
      fd, expected, limit, [&] { grewTooLarge(name, limit, what); },
      [&](int error) { throw FileError(name + ": cannot read: " + errorText(error)); });
}

void requireSizeWithin(const std::string& path, std::size_t size, std::size_t limit, std::string_view what) {
  if (size > limit) tooLarge(path, size, limit, what);
}

void writeFileAtomically(const std::string& path, std::string_view contents) {
  auto fail = [&](const std::string& what, int error) {
    return FileError(path + ": " + what + ": " + errorText(error));
  };
  // The target first, before anything is written: rename would replace whatever is there with a plain file.
  struct stat target {};
  const bool replacing = ::lstat(path.c_str(), &target) == 0;
  if (replacing) {
    if (S_ISLNK(target.st_mode)) {
      throw FileError(path + ": is a symbolic link: not replaced (give the path of the file it points to)");
    }
    if (!S_ISREG(target.st_mode)) {
      throw FileError(path + ": is " + kindOf(target.st_mode) + ": not replaced (only a regular file is written over)");
    }
  } else if (errno != ENOENT) {
    throw fail("cannot write here", errno);
  }
  (void)removeStaleTemporaries(path);

  // A fresh file of our own: O_EXCL never opens what exists (a planted file or link), O_NOFOLLOW never a link.
  std::string temp;
  int created = -1;
  for (int n = 0; n < kTemporaryNames && created < 0; ++n) {
    temp = temporaryPathFor(path, ::getpid(), n);
    created = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (created < 0 && errno != EEXIST) throw fail("cannot create the temporary file " + temp, errno);
  }
  if (created < 0) {
    throw fail("cannot create a temporary file beside it (all " + std::to_string(kTemporaryNames) + " names like " +
                   temporaryPathFor(path, ::getpid(), 0) + " are taken)",
               EEXIST);
  }
  Descriptor fd(created);
  // From here on the temporary file is ours: any failure removes it and leaves `path` as it was.
  auto abandon = [&](const std::string& what, int error) {
    if (fd.get() >= 0) (void)fd.close();
    ::unlink(temp.c_str());
    throw fail(what, error);
  };
  // The permissions of the file replaced (a save kept private stays private). A file system that cannot
  // set them still gets the new contents: losing the save would be worse.
  if (replacing) (void)::fchmod(fd.get(), target.st_mode & (S_IRWXU | S_IRWXG | S_IRWXO));
  std::size_t written = 0;
  while (written < contents.size()) {
    const ssize_t n = ::write(fd.get(), contents.data() + written, contents.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) abandon("cannot write " + temp, n < 0 ? errno : ENOSPC);
    written += static_cast<std::size_t>(n);
  }
  if (::fsync(fd.get()) != 0) abandon("cannot flush " + temp + " to disk", errno);
  if (fd.close() != 0) abandon("cannot close " + temp, errno);
  if (std::rename(temp.c_str(), path.c_str()) != 0) abandon("cannot rename " + temp + " over it", errno);
  // Make the rename itself durable; a failure here leaves a complete file, so it is not an error.
  const int dirFd = ::open(folderOf(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dirFd >= 0) {
    (void)::fsync(dirFd);
    ::close(dirFd);
  }
}

std::string temporaryPathFor(const std::string& path, long long pid, int n) {
  const std::string folder = folderOf(path);
  const std::string name = temporaryName(fileNameOf(path), pid, n);
  return path.find('/') == std::string::npos ? name : (folder == "/" ? "/" : folder + "/") + name;
}

std::string finalLinkTarget(const std::string& path) {
  constexpr int kMaxLinks = 40;  // as Linux's own limit (ELOOP)
  std::string at = path;
  for (int hops = 0; hops <= kMaxLinks; ++hops) {
    struct stat info {};
    if (::lstat(at.c_str(), &info) != 0 || !S_ISLNK(info.st_mode)) return at;
    std::string to(PATH_MAX, '\0');
    const ssize_t n = ::readlink(at.c_str(), to.data(), to.size());
    if (n < 0) {
      std::string problem = path + ": cannot read the symbolic link ";
      problem += at;
      problem += ": ";
      problem += errorText(errno);
      throw FileError(problem);
    }
    to.resize(static_cast<std::size_t>(n));
    if (!to.starts_with('/') && at.find('/') != std::string::npos) to.insert(0, folderOf(at) + "/");
    at = std::move(to);
  }
  throw FileError(path + ": more than " + std::to_string(kMaxLinks) + " symbolic links in a row (a loop?)");
}

void writeThroughLink(const std::string& path, std::string_view contents) {
  writeFileAtomically(finalLinkTarget(path), contents);
}

int removeStaleTemporaries(const std::string& path) {
  const std::string target = hash8(fileNameOf(path));
  return removeFrom(folderOf(path), [&](std::string_view entry) {
    const std::optional<OurTemporary> ours = parseTemporary(entry);
    return ours && ours->targetHash == target && !mayBeWriting(ours->pid);
  });
}

int removeStaleTemporariesIn(const std::string& dir) {
  return removeFrom(dir, [&](std::string_view entry) {
    const std::optional<OurTemporary> ours = parseTemporary(entry);
    return ours && !mayBeWriting(ours->pid);
  });
}

}  // namespace nemesis
