#!/usr/bin/env bash
# Style checks, part of the test command (tools/test.sh runs this first): clang-format over the whole tree, then
# clang-tidy over src/*.cpp, one clang-tidy per core.
#   tools/lint.sh          clang-format, and clang-tidy with the test command's checks ($test_checks below)
#   tools/lint.sh --full   clang-tidy with every check .clang-tidy enables (before committing a larger change)
#   tools/lint.sh --fix    rewrite the files with clang-format first (combines with --full)
# Why the test command runs fewer checks (measured on the 2-core development machine, 153 sources): clang-format
# takes 3 s; clang-tidy with every check costs about 14 minutes of CPU (7-8 minutes on 2 cores), a third of it
# parsing; the test command's checks (the naming scheme, and every check that has found something in this code:
# copies, temporaries, widening casts, use after move...) cost about half of that, so CI stays within its hour.
set -euo pipefail
cd "$(dirname "$0")/.."

test_checks="-*,readability-identifier-naming,modernize-use-override,modernize-use-nullptr,bugprone-use-after-move,\
bugprone-dangling-handle,bugprone-branch-clone,bugprone-misplaced-widening-cast,\
bugprone-implicit-widening-of-multiplication-result,performance-inefficient-string-concatenation,\
performance-unnecessary-copy-initialization,performance-unnecessary-value-param,performance-for-range-copy,\
performance-inefficient-vector-operation,performance-move-const-arg,performance-type-promotion-in-math-fn"

fix=0
full=0
for arg in "$@"; do
  case "$arg" in
    --fix) fix=1 ;;
    --full) full=1 ;;
    *) echo "usage: tools/lint.sh [--fix] [--full]" >&2; exit 2 ;;
  esac
done

mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
if [ "$fix" = 1 ]; then clang-format -i "${files[@]}"; fi
clang-format --dry-run --Werror "${files[@]}"

[ -f build/release/compile_commands.json ] || cmake --preset release >/dev/null
mapfile -t sources < <(git ls-files 'src/*.cpp')
checks=()
set_name="the test command's checks"
if [ "$full" = 0 ]; then checks=("--checks=$test_checks"); else set_name="every check"; fi
# The compile database holds GCC flags; clang-tidy (clang) must ignore the GCC-only ones, and RapidJSON's
# iterator operators, which clang reports as ambiguous under C++20 (as in the fuzz preset).
if ! printf '%s\0' "${sources[@]}" |
  xargs -0 -n 1 -P "$(nproc 2>/dev/null || echo 2)" clang-tidy -p build/release --quiet --warnings-as-errors='*' \
    --extra-arg=-Wno-unknown-warning-option --extra-arg=-Wno-ambiguous-reversed-operator "${checks[@]}" 2>&1 |
  { grep -v ' warnings generated\.$' || true; }; then
  echo "lint: clang-tidy ($set_name) found problems, listed above" >&2
  exit 1
fi
echo "lint: ${#files[@]} files formatted, ${#sources[@]} sources tidy ($set_name)"
