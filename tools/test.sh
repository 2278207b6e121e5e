#!/usr/bin/env bash
# The test command: installs missing packages, checks the style (tools/lint.sh: clang-format, then clang-tidy with
# the checks CI can afford, about 4 minutes on 2 cores), configures, builds and runs every test.
#   tools/test.sh            release build, then the AddressSanitizer+UBSan build (what CI runs)
#   tools/test.sh release    one preset only (release, debug or asan)
# Either way the fuzzing harnesses then run for 20 s each (tools/fuzz.sh); NEMESIS_SKIP_FUZZ=1 skips them.
set -euo pipefail
cd "$(dirname "$0")/.."

tools/install-deps.sh
tools/lint.sh

presets=("$@")
[ ${#presets[@]} -eq 0 ] && presets=(release asan)
jobs=$(nproc 2>/dev/null || echo 2)

for preset in "${presets[@]}"; do
  echo "=== ${preset}: configure, build, test"
  cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset" -j "$jobs"
  ctest --preset "$preset" -j "$jobs"
done

if [ -z "${NEMESIS_SKIP_FUZZ:-}" ]; then
  tools/fuzz.sh 20
fi
