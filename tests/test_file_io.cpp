// Hostile files and safe writes (file_io.hpp): every reader refuses what is not a regular file (a FIFO must
// not hang it, /dev/zero must not fill memory) and what exceeds its documented limit, naming the file; the
// atomic writer never follows a link planted at its temporary name, never replaces a target that is not a
// regular file, and removes the temporaries killed writers left.
#include <fcntl.h>
#include <sys/sysmacros.h>

#include <fstream>
#include <sstream>

#include "engine/nemesis/board_file.hpp"
#include "engine/nemesis/replay.hpp"
#include "engine/nemesis/scenario.hpp"
#include "file_io_support.hpp"
#include "support.hpp"

using namespace test;

namespace {

const std::string kBoards = asset("boards");

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void writeText(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// A sparse file of `bytes` (no need to write them).
void makeSparse(const std::string& path, std::uintmax_t bytes) {
  writeText(path, "");
  std::filesystem::resize_file(path, bytes);
}

// What each of the engine's loaders says about `path` (each throws its own error type).
std::vector<std::string> loaderMessages(const std::string& path) {
  return {errorOf<ScenarioError>([&] { return loadScenario(path, kBoards); }),
          errorOf<ScenarioError>([&] { return loadReplay(path, kBoards); }),
          errorOf<BoardError>([&] { return loadBoardFile(path); })};
}

}  // namespace

TEST_CASE("reading: a FIFO is refused at once by every loader, never waited on") {
  ScratchDir dir;
  const std::string fifo = dir.file("pipe.json");
  makeFifo(fifo);
  // In a child under an alarm: a reader that opened the FIFO for reading would block until a writer came.
  const std::string got = inChildWithin(5, [&] {
    std::string all;
    for (const std::string& m : loaderMessages(fifo)) all += m + "\n";
    all += errorOf<FileError>([&] { return readFileLimited(fifo, kMaxScriptBytes, "a command script"); }) + "\n";
    return all;
  });
  CHECK(got == fifo + ": is a FIFO (named pipe), not a scenario (only regular files are read)\n" + fifo +
                   ": is a FIFO (named pipe), not a replay (only regular files are read)\n" + fifo +
                   ": is a FIFO (named pipe), not a board (only regular files are read)\n" + fifo +
                   ": is a FIFO (named pipe), not a command script (only regular files are read)\n");
}

TEST_CASE("reading: a directory is said to be a directory") {
  ScratchDir dir;
  const std::vector<std::string> messages = loaderMessages(dir.path());
  CHECK(messages[0] == dir.path() + ": is a directory, not a scenario");
  CHECK(messages[1] == dir.path() + ": is a directory, not a replay");
  CHECK(messages[2] == dir.path() + ": is a directory, not a board");
}

TEST_CASE("reading: a file over its limit is refused before it is read, with its size and the limit") {
  ScratchDir dir;
  const std::string big = dir.file("big.json");
  makeSparse(big, 200'000'000);
  const std::vector<std::string> messages = loaderMessages(big);
  CHECK(messages[0] == big + ": is too large for a scenario: 200000000 bytes (the limit is 8 MiB)");
  CHECK(messages[1] == big + ": is too large for a replay: 200000000 bytes (the limit is 64 MiB)");
  CHECK(messages[2] == big + ": is too large for a board: 200000000 bytes (the limit is 1 MiB)");

  SUBCASE("the limit itself is accepted, one byte more is not") {
    makeSparse(big, 1000);
    CHECK(readFileLimited(big, 1000, "a test file") == std::string(1000, '\0'));
    makeSparse(big, 1001);
    CHECK(errorOf<FileError>([&] { return readFileLimited(big, 1000, "a test file"); }) ==
          big + ": is too large for a test file: 1001 bytes (the limit is 1000 bytes)");
  }
  SUBCASE("each documented limit, one byte over, for every loader") {
    makeSparse(big, kMaxScenarioBytes + 1);
    CHECK(loaderMessages(big)[0].find("is too large for a scenario") != std::string::npos);
    makeSparse(big, kMaxReplayBytes + 1);
    CHECK(loaderMessages(big)[1].find("is too large for a replay") != std::string::npos);
    makeSparse(big, kMaxBoardBytes + 1);
    CHECK(loaderMessages(big)[2].find("is too large for a board") != std::string::npos);
  }
}

TEST_CASE("reading: /dev/zero, and a link to it, are refused (they never end)") {
  ScratchDir dir;
  const std::string link = dir.file("zero.json");
  std::filesystem::create_symlink("/dev/zero", link);
  const std::string got = inChildWithin(10, [&] {
    std::string all;
    for (const std::string& path : {std::string("/dev/zero"), link}) {
      for (const std::string& m : loaderMessages(path)) all += m + "\n";
    }
    return all;
  });
  CHECK(got.find("/dev/zero: is a character device, not a scenario (only regular files are read)\n") == 0);
  CHECK(got.find(link + ": is a character device, not a replay (only regular files are read)\n") != std::string::npos);
  CHECK(got.find(link + ": is a character device, not a board (only regular files are read)\n") != std::string::npos);
}

TEST_CASE("reading: a file whose size the system does not know is still cut at its limit") {
  // /proc files say they are 0 bytes long and then give more: the reader stops one byte past the limit.
  const std::string status = "/proc/self/status";
  REQUIRE(std::filesystem::is_regular_file(status));
  CHECK(readFileLimited(status, 1 << 20, "a test file").find("Name:") == 0);
  CHECK(errorOf<FileError>([&] { return readFileLimited(status, 10, "a test file"); }) ==
        status + ": is too large for a test file: more than 10 bytes (the limit) came from it");
}

TEST_CASE("reading: a missing file and a readable one") {
  CHECK(errorOf<FileError>([] { return readFileLimited("/nonexistent/x.json", 100, "a test file"); }) ==
        "/nonexistent/x.json: cannot open the file for reading");
  ScratchDir dir;
  writeText(dir.file("a.txt"), "hello\n");
  CHECK(readFileLimited(dir.file("a.txt"), 100, "a test file") == "hello\n");
  CHECK(readFileHead(dir.file("a.txt"), 3, "a test file") == "hel");
  CHECK(errorOf<FileError>([&] { return readFileHead(dir.path(), 3, "a test file"); }) ==
        dir.path() + ": is a directory, not a test file");
}

TEST_CASE("reading: a stream (standard input) is read to its end, within its limit") {
  std::array<int, 2> fds{};
  REQUIRE(::pipe(fds.data()) == 0);
  REQUIRE(::write(fds[1], "move captain 2\n", 15) == 15);
  ::close(fds[1]);
  CHECK(readDescriptorLimited(fds[0], 100, "standard input", "a command script") == "move captain 2\n");
  ::close(fds[0]);

  REQUIRE(::pipe(fds.data()) == 0);
  const std::string many(300, 'x');
  REQUIRE(::write(fds[1], many.data(), many.size()) == static_cast<ssize_t>(many.size()));
  ::close(fds[1]);
  CHECK(errorOf<FileError>([&] { return readDescriptorLimited(fds[0], 100, "standard input", "a command script"); }) ==
        "standard input: is too large for a command script: more than 100 bytes (the limit) came from it");
  ::close(fds[0]);

  // /dev/zero as standard input: cut at the limit, not read forever.
  const int zero = ::open("/dev/zero", O_RDONLY | O_CLOEXEC);
  REQUIRE(zero >= 0);
  CHECK(errorOf<FileError>([&] {
          return readDescriptorLimited(zero, 4096, "standard input", "a command script");
        }).find("more than 4096 bytes") != std::string::npos);
  ::close(zero);
}

TEST_CASE("writing: a link planted at a temporary name is never followed (the victim stays as it was)") {
  ScratchDir dir;
  const std::string victim = dir.file("victim.txt");
  const std::string out = dir.file("out.json");
  writeText(victim, "precious\n");
  // The fixed name earlier versions used, and every name this process would use.
  std::filesystem::create_symlink(victim, out + ".tmp");
  for (int n = 0; n < 3; ++n) std::filesystem::create_symlink(victim, temporaryName(out, ::getpid(), n));
  writeFileAtomically(out, "{\"new\": true}\n");
  CHECK(readAll(victim) == "precious\n");
  CHECK(std::filesystem::is_regular_file(std::filesystem::symlink_status(out)));
  CHECK(readAll(out) == "{\"new\": true}\n");
  // The planted links are not regular files: left alone (removing them is not the writer's business).
  CHECK(std::filesystem::is_symlink(out + ".tmp"));
  CHECK(std::filesystem::is_symlink(temporaryName(out, ::getpid(), 0)));
}

TEST_CASE("writing: a target that is not a regular file is refused before anything is written") {
  ScratchDir dir;
  SUBCASE("a symbolic link: not followed, not replaced") {
    const std::string victim = dir.file("victim.txt");
    const std::string out = dir.file("out.json");
    writeText(victim, "precious\n");
    std::filesystem::create_symlink(victim, out);
    CHECK(errorOf<FileError>([&] {
            writeFileAtomically(out, "new");
            return 0;
          }) == out + ": is a symbolic link: not replaced (give the path of the file it points to)");
    CHECK(std::filesystem::is_symlink(out));
    CHECK(readAll(victim) == "precious\n");
  }
  SUBCASE("a FIFO: refused at once (nothing opens it)") {
    const std::string fifo = dir.file("pipe.json");
    makeFifo(fifo);
    CHECK(inChildWithin(5, [&] {
            return errorOf<FileError>([&] {
              writeFileAtomically(fifo, "new");
              return 0;
            });
          }) == fifo + ": is a FIFO (named pipe): not replaced (only a regular file is written over)");
    CHECK(std::filesystem::is_fifo(fifo));
  }
  SUBCASE("a directory") {
    const std::string folder = dir.file("folder.json");
    std::filesystem::create_directory(folder);
    CHECK(errorOf<FileError>([&] {
            writeFileAtomically(folder, "new");
            return 0;
          }) == folder + ": is a directory: not replaced (only a regular file is written over)");
    CHECK(std::filesystem::is_directory(folder));
  }
  SUBCASE("a device node (a copy of /dev/null made here; /dev/null itself is never written by a test)") {
    const std::string node = dir.file("null.json");
    if (::mknod(node.c_str(), S_IFCHR | 0600, makedev(1, 3)) != 0) {
      MESSAGE("cannot make a device node here (not root): the case is checked through the lab instead");
      return;
    }
    CHECK(errorOf<FileError>([&] {
            writeFileAtomically(node, "new");
            return 0;
          }) == node + ": is a character device: not replaced (only a regular file is written over)");
    struct stat info {};
    REQUIRE(::lstat(node.c_str(), &info) == 0);
    CHECK(S_ISCHR(info.st_mode));
  }
  CHECK(temporariesIn(dir.path()).empty());
}

TEST_CASE("writing: the temporaries of killed writers are removed, never a live writer's nor a stranger's") {
  ScratchDir dir;
  const std::string out = dir.file("out.json");
  const pid_t gone = deadPid();
  writeText(temporaryName(out, gone, 0), "half a save");  // a writer killed
  writeText(temporaryName(out, gone, 7), "another");
  writeText(temporaryName(out, ::getpid(), 5), "this process: maybe another thread's write");
  writeText(temporaryName(out, 1, 0), "process 1 is alive");
  std::filesystem::create_symlink("/etc/passwd", temporaryName(out, gone, 1));  // not a regular file
  writeText(temporaryName(dir.file("other.json"), gone, 0), "another target's");
  // The player's files, whatever they look like: names earlier versions took for temporaries (a file name, a
  // number, a number, .tmp), and one made to look like ours whose check does not hold.
  const std::string g = std::to_string(gone);
  const std::vector<std::string> strangers{"notes.tmp",       "notes.2024.1.tmp",
                                           "photo.123.7.tmp", "out.json." + g + ".0.tmp",
                                           "out.json.tmp",    ".nemesis-" + g + "-0-00000000-00000000.tmp"};
  for (const std::string& name : strangers) writeText(dir.file(name), "the player's");

  writeFileAtomically(out, "new");
  CHECK(readAll(out) == "new");
  const auto name = [](const std::string& path) { return std::filesystem::path(path).filename().string(); };
  std::vector<std::string> left = temporariesIn(dir.path());
  std::sort(left.begin(), left.end());
  std::vector<std::string> expected = strangers;
  expected.insert(expected.end(), {name(temporaryName(dir.file("other.json"), gone, 0)), name(temporaryName(out, 1, 0)),
                                   name(temporaryName(out, gone, 1)), name(temporaryName(out, ::getpid(), 5))});
  std::sort(expected.begin(), expected.end());
  CHECK(left == expected);
  CHECK(std::filesystem::is_symlink(temporaryName(out, gone, 1)));

  // The whole folder, as the client does at start in its autosave folder: the other target's is gone too.
  CHECK(removeStaleTemporariesIn(dir.path()) == 1);
  CHECK_FALSE(std::filesystem::exists(temporaryName(dir.file("other.json"), gone, 0)));
  for (const std::string& stranger : strangers) CHECK_MESSAGE(readAll(dir.file(stranger)) == "the player's", stranger);
}

TEST_CASE("writing: a temporary's name is short and hidden, whatever the target's name") {
  ScratchDir dir;
  for (const std::size_t length : {std::size_t{6}, std::size_t{100}, std::size_t{241}, std::size_t{255}}) {
    CAPTURE(length);
    const std::string target = dir.file(std::string(length - 5, 'n') + ".json");
    const std::string temp = std::filesystem::path(temporaryName(target, 4194303, kTemporaryNames - 1)).filename();
    CHECK(temp.size() <= 44);
    CHECK(temp.front() == '.');
    CHECK(std::filesystem::path(temporaryName(target, 1, 0)).parent_path() == dir.path());
    // Any name the folder allows is written (a name of 241 to 255 bytes once failed: its temporary's was longer).
    writeFileAtomically(target, "kept");
    CHECK(readAll(target) == "kept");
  }
  CHECK(temporariesIn(dir.path()).empty());
}

TEST_CASE("writing: a file replaced keeps its permissions, a new one is 0644 less the umask") {
  ScratchDir dir;
  const std::string out = dir.file("private.json");
  const auto modeOf = [](const std::string& path) {
    struct stat info {};
    REQUIRE(::stat(path.c_str(), &info) == 0);
    return info.st_mode & 07777U;
  };
  const mode_t mask = ::umask(022);
  writeFileAtomically(out, "first");
  CHECK(modeOf(out) == 0644U);
  for (const mode_t mode : {mode_t{0600}, mode_t{0640}, mode_t{0664}}) {
    CAPTURE(mode);
    REQUIRE(::chmod(out.c_str(), mode) == 0);
    writeFileAtomically(out, "again");
    CHECK(readAll(out) == "again");
    CHECK(modeOf(out) == mode);
  }
  ::umask(mask);
}

TEST_CASE("writing through a link: the file it ends at is replaced where it is, the link stays a link") {
  ScratchDir dir;
  std::filesystem::create_directory(dir.file("dotfiles"));
  const std::string real = dir.file("dotfiles/settings.ini");
  writeText(real, "old\n");
  ::chmod(real.c_str(), 0600);
  const std::string link = dir.file("settings.ini");
  std::filesystem::create_symlink("dotfiles/settings.ini", link);  // relative, as dotfile managers make them
  const std::string chained = dir.file("chained.ini");
  std::filesystem::create_symlink(link, chained);

  CHECK(finalLinkTarget(link) == dir.file("dotfiles/settings.ini"));
  CHECK(finalLinkTarget(chained) == dir.file("dotfiles/settings.ini"));
  CHECK(finalLinkTarget(real) == real);
  writeThroughLink(chained, "new\n");
  CHECK(std::filesystem::is_symlink(link));
  CHECK(std::filesystem::is_symlink(chained));
  CHECK(readAll(real) == "new\n");
  struct stat info {};
  REQUIRE(::stat(real.c_str(), &info) == 0);
  CHECK((info.st_mode & 0777U) == 0600U);
  CHECK(temporariesIn(dir.file("dotfiles")).empty());

  // A link to a file not made yet: the file is made there.
  const std::string dangling = dir.file("later.ini");
  std::filesystem::create_symlink("dotfiles/later.ini", dangling);
  writeThroughLink(dangling, "made\n");
  CHECK(std::filesystem::is_symlink(dangling));
  CHECK(readAll(dir.file("dotfiles/later.ini")) == "made\n");

  // A loop is refused, naming the file.
  const std::string a = dir.file("a.ini");
  const std::string b = dir.file("b.ini");
  std::filesystem::create_symlink(b, a);
  std::filesystem::create_symlink(a, b);
  CHECK(errorOf<FileError>([&] {
          writeThroughLink(a, "x");
          return 0;
        }).rfind(a + ": more than 40 symbolic links", 0) == 0);
}

TEST_CASE("writing: when every temporary name is taken the write fails and the target stays") {
  ScratchDir dir;
  const std::string out = dir.file("out.json");
  writeFileAtomically(out, "old");
  takeEveryTemporaryName(out);
  CHECK(errorOf<FileError>([&] {
          writeFileAtomically(out, "new");
          return 0;
        }).rfind(out + ": cannot create a temporary file beside it", 0) == 0);
  CHECK(readAll(out) == "old");
  releaseEveryTemporaryName(out);
  writeFileAtomically(out, "new");
  CHECK(readAll(out) == "new");
  CHECK(temporariesIn(dir.path()).empty());
}
