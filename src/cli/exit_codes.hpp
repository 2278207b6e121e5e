// The exit codes of both programs (README): 0 ok, 1 a failure (a bad file, a refused command, a diverging
// replay, a broken invariant, a window that cannot open), 2 a usage error (a bad option or value).
#pragma once

namespace nemesis::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;

}  // namespace nemesis::cli
