#!/usr/bin/env bash
# Style checks: clang-format (the whole tree) and clang-tidy's naming scheme and bug checks (src/).
#   tools/lint.sh          check only
#   tools/lint.sh --fix    rewrite files with clang-format first
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.hpp')
if [ "${1:-}" = "--fix" ]; then clang-format -i "${files[@]}"; fi
clang-format --dry-run --Werror "${files[@]}"
[ -f build/release/compile_commands.json ] || cmake --preset release >/dev/null
mapfile -t sources < <(git ls-files 'src/*.cpp')
# The compile database holds GCC flags; clang-tidy (clang) must ignore the GCC-only ones, and RapidJSON's
# iterator operators, which clang reports as ambiguous under C++20 (as in the fuzz preset).
clang-tidy -p build/release --quiet --warnings-as-errors='*' --extra-arg=-Wno-unknown-warning-option --extra-arg=-Wno-ambiguous-reversed-operator "${sources[@]}"
echo "lint: ${#files[@]} files formatted, ${#sources[@]} sources tidy"
