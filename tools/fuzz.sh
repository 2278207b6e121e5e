#!/usr/bin/env bash
# Fuzzing: builds the fuzz preset (clang, libFuzzer + ASan + UBSan) and runs every harness for SECONDS
# (default 30). Each harness first replays its saved reproducers (fuzz/regressions/<harness>/), then fuzzes a
# copy of its seed corpus kept in build/fuzz/corpus/<harness> (it grows from run to run; the repository is
# never written). Exits non-zero when any harness crashes; the crash file's path is printed.
#   tools/fuzz.sh          30 s per harness
#   tools/fuzz.sh 600      10 minutes per harness
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-30}
[[ "$seconds" =~ ^[0-9]+$ ]] || { echo "usage: tools/fuzz.sh [SECONDS]" >&2; exit 2; }
harnesses=(board replay scenario save script snapshot enormity net)
jobs=$(nproc 2>/dev/null || echo 2)

echo "=== fuzz: configure, build"
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j "$jobs"

work=build/fuzz
# Stacks with function names and lines (llvm-symbolizer, Debian package llvm, is found on PATH).
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
failed=()
for h in "${harnesses[@]}"; do
  bin="$work/fuzz/fuzz_$h"
  corpus="$work/corpus/$h"
  artifacts="$work/artifacts/$h"
  log="$work/logs/$h.log"
  mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
  cp -r "fuzz/corpus/$h/." "$corpus/"

  regressions=()
  if [ -d "fuzz/regressions/$h" ]; then
    mapfile -t regressions < <(find "fuzz/regressions/$h" -type f ! -name '*.md' | sort)
  fi
  if [ ${#regressions[@]} -gt 0 ] && ! "$bin" "${regressions[@]}" >"$work/logs/$h.regressions.log" 2>&1; then
    echo "fuzz_$h: a saved reproducer still fails (fuzz/regressions/$h):"
    tail -n 40 "$work/logs/$h.regressions.log"
    grep -E '^Running: ' "$work/logs/$h.regressions.log" | tail -n 1 || true
    failed+=("$h")
    continue
  fi

  # -max_len: up to 1 MB, so mutations of the large, deeply nested seeds (deep-*.json) stay in reach.
  args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=1048576 -print_final_stats=1
        -artifact_prefix="$artifacts/")
  [ -f "fuzz/dict/$h.dict" ] && args+=(-dict="fuzz/dict/$h.dict")
  if "$bin" "${args[@]}" "$corpus" >"$log" 2>&1; then
    execs=$(awk '/stat::number_of_executed_units:/ {print $2}' "$log")
    files=$(find "$corpus" -type f | wc -l)
    echo "fuzz_$h: ${execs:-?} executions in ${seconds} s, no crash (corpus: $files inputs)"
  else
    echo "fuzz_$h: CRASH (full log: $log)"
    grep -E 'FUZZ FINDING|ERROR: (AddressSanitizer|libFuzzer)|runtime error|SUMMARY' "$log" | head -n 5 || true
    grep -E '^ *#[0-9]+ ' "$log" | head -n 25 || true
    grep -E 'Test unit written to' "$log" || true
    failed+=("$h")
  fi
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: crashes in ${failed[*]}; reproduce with: $work/fuzz/fuzz_<harness> <crash file>"
fi
echo "fuzz: $((${#harnesses[@]} - ${#failed[@]})) passed, ${#failed[@]} failed"
[ ${#failed[@]} -eq 0 ]
