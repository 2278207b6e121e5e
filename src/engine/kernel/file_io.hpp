// Reading and writing files safely: the one reader and the one atomic writer of both programs (every file the
// engine, the lab and the client read or write goes through here; docs/scenario-format.md "Files").
//
// Reading refuses what is not a regular file before opening it in a way that could block (a FIFO, a device,
// /dev/zero through a symlink) and refuses a file larger than a documented limit, far above any real file, so
// a hostile file can neither hang a program nor exhaust its memory. Writing creates a fresh temporary file
// beside the target (never following a link), fsyncs it and renames it over a target that is a regular file or
// absent, so a crash or a kill leaves the old file or the new one, never a mix and never a victim elsewhere.
// POSIX only; no clock and no global state (the engine's rules, docs/design.md).
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace nemesis {

// "PATH: PROBLEM", e.g. "big.json: is too large for a scenario: 209715200 bytes (the limit is 8 MiB)".
class FileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

inline constexpr std::size_t kMiB = std::size_t{1} << 20U;
// The limits, each far above any real file (docs/scenario-format.md "Files" gives the figures they rest on).
inline constexpr std::size_t kMaxScenarioBytes = 8 * kMiB;  // a scenario or save; a 5-player save is ~20 KB
inline constexpr std::size_t kMaxReplayBytes = 64 * kMiB;   // a replay or autosave: a whole game is ~35 KB
inline constexpr std::size_t kMaxBoardBytes = 1 * kMiB;     // the basic board is 5 KB
inline constexpr std::size_t kMaxScriptBytes = 16 * kMiB;   // a command script: ~20 bytes a command

// The whole file at `path`, at most `limit` bytes. `what` names the kind of file in messages ("a replay").
// Refused with FileError naming the file: a path that does not exist or cannot be opened, a directory, a FIFO,
// a device or a socket (checked with stat before opening, and again on the opened descriptor), a file larger
// than `limit` (its size and the limit are said), one that grows past `limit` while it is read. Never reads
// more than limit + 1 bytes nor allocates more than `limit` bytes for the text.
[[nodiscard]] std::string readFileLimited(const std::string& path, std::size_t limit, std::string_view what);

// The first `maxBytes` bytes of a regular file at most (a header), with readFileLimited's refusals but no size
// limit.
[[nodiscard]] std::string readFileHead(const std::string& path, std::size_t maxBytes, std::string_view what);

// Everything an open descriptor gives until its end (standard input: `nemesis-lab run --commands -`), at most
// `limit` bytes; `name` names it in messages ("standard input").
[[nodiscard]] std::string readDescriptorLimited(int fd, std::size_t limit, const std::string& name,
                                                std::string_view what);

// readFileLimited throwing the caller's error type (ScenarioError, BoardError...) with the same message.
template <class Error>
[[nodiscard]] std::string readFileAs(const std::string& path, std::size_t limit, std::string_view what) {
  try {
    return readFileLimited(path, limit, what);
  } catch (const FileError& e) {
    throw Error(e.what());
  }
}

// Throws FileError when `size` bytes (a file already read, such as the client's Open, which reads before it
// knows the kind) exceed the limit for `what`.
void requireSizeWithin(const std::string& path, std::size_t size, std::size_t limit, std::string_view what);

// How many temporary names one process tries for one target (attempts 0 to 99 of its name, below): more at
// once means someone planted them, and the write gives up rather than loop.
inline constexpr int kTemporaryNames = 100;

// The temporary file a write of `path` by process `pid` uses on attempt `n`: beside `path`, named
// ".nemesis-PID-N-TTTTTTTT-CCCCCCCC.tmp", where TTTTTTTT is a hash of the target's file name and CCCCCCCC a
// check over everything before it. At most 44 bytes whatever the target's name (so any name a folder allows
// can be written), hidden, and never a name a person would choose: only a name whose check holds is ever
// taken for one of ours and removed.
[[nodiscard]] std::string temporaryPathFor(const std::string& path, long long pid, int n);

// Writes `contents` to `path` so that a crash or a kill at any moment leaves the previous file or the new one:
//  - `path` must be absent or a regular file: a directory, a FIFO, a device node (/dev/null) and a symbolic
//    link are refused before anything is written (a link is not followed: replacing it would silently turn
//    it into a plain file, and following it writes wherever whoever made the link chose; writeThroughLink
//    follows the links of a file the user keeps elsewhere on purpose);
//  - the temporary file (temporaryPathFor, the first attempt free) is created beside it, exclusively
//    (O_CREAT | O_EXCL | O_NOFOLLOW), so a link or a file planted there is never opened; it is given the
//    permissions of the file it replaces (a 0600 save stays 0600; a new file is 0644 less the umask), written,
//    fsynced, renamed over `path`, and the folder is fsynced;
//  - the stale temporaries of `path` (removeStaleTemporaries) are removed first.
// Throws FileError naming the path on any failure; `path` is then as it was and no temporary is left.
void writeFileAtomically(const std::string& path, std::string_view contents);

// The file a chain of symbolic links at `path` ends at (a relative link is read from the link's folder);
// `path` itself when it is not a link. The end need not exist. Throws FileError naming `path` when the chain
// is longer than 40 links (a loop) or a link cannot be read.
[[nodiscard]] std::string finalLinkTarget(const std::string& path);
// writeFileAtomically on finalLinkTarget(path): a file the user keeps elsewhere and links to (settings.ini
// in a dotfiles folder) is replaced where it is, and the link stays a link.
void writeThroughLink(const std::string& path, std::string_view contents);

// Removes the temporaries a killed writer of `path` left (temporaryPathFor names whose check holds, made for
// this target, whose process is gone): only regular files owned by this user; never one of a live process (it
// may be writing it). Returns how many were removed. Never throws. A process id is judged on this machine: a
// writer in another process namespace or on another host sharing the folder may look gone, and then its
// rename fails and its write reports an error (the target stays whole).
int removeStaleTemporaries(const std::string& path);
// The same for every target in `dir`: only for a folder the program owns (the client's autosave folder), where
// a temporary of ours may have been left for a file that never came to exist. Nothing else is touched.
int removeStaleTemporariesIn(const std::string& dir);

}  // namespace nemesis
