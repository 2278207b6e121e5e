#!/usr/bin/env bash
# The hostile-files proof (issue 11): makes a corpus of files an attacker or an accident could hand the programs
# (deep nesting, oversized and endless files, a FIFO, a directory, control characters, NUL bytes, a huge token,
# binary garbage), then feeds each to every reader of nemesis-lab and of the client and requires of each run:
# exit code 1, a message naming the file, and that it ends within a time limit and a memory cap.
#   tests/hostile/hostile.sh LAB CLIENT WORKDIR        (CLIENT may be "-" when the client is not built)
# The corpus is made here, in WORKDIR, never committed. Under AddressSanitizer (HOSTILE_ASAN=1) the memory cap is
# left off (ASan reserves terabytes of address space) and the time limit is longer.
set -uo pipefail
lab=$(realpath "$1")
client=$2
[ "$client" != "-" ] && client=$(realpath "$client")
work=$3
here=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$work"
mkdir -p "$work/files" "$work/out"
cd "$work"
limit=${HOSTILE_SECONDS:-10}
memcap_kb=$((1536 * 1024))  # 1.5 GiB of address space: far above what a refused file may cost
if [ "${HOSTILE_ASAN:-0}" = 1 ]; then
  limit=$((limit * 4))
  memcap_kb=unlimited
fi

# ---- the corpus ----------------------------------------------------------------------------------------------
f=files
head -c 110000 /dev/zero | tr '\0' '[' > $f/deep-array.json
yes '{"a":' | head -n 60000 | tr -d '\n' > $f/deep-object.json
truncate -s 200M $f/sparse-200M.json                                        # zeros, and far over every limit
{ printf '{"format": "nemesis-scenario", "version": 1, "description": "'; head -c 20000000 /dev/zero | tr '\0' 'x'; printf '"}'; } > $f/description-20M.json
{ printf '['; yes '1,' | head -n 3000000 | tr -d '\n'; printf '1]'; } > $f/ints-6M.json  # under the limits: parsed
mkfifo $f/fifo.json
mkdir $f/directory.json
ln -s /dev/zero $f/zero-link.json
: > $f/empty.json
head -c 4096 /dev/zero > $f/nul-bytes.json
printf '{"format": "nemesis-scenario", "version": 1, "\x1b[31mred\x1b[0m\xff\xfe": 1}' > $f/escapes.json
printf '{"format": "nemesis-scenario", "version": 1, "na\0me": 1}' > $f/nul-in-key.json
{ head -c 10000000 /dev/zero | tr '\0' 'm'; printf ' captain 7\n'; } > $f/token-10M.txt
head -c 65536 /dev/urandom > $f/garbage.bin
printf '{"format": "nemesis-replay", "version": 1, "initial": ' > $f/replay-deep.json
head -c 100000 /dev/zero | tr '\0' '[' >> $f/replay-deep.json

scenario=$here/assets/scenarios/seed004-canteen.json

# ---- the runs ------------------------------------------------------------------------------------------------
failures=0
runs=0
# expect NAME FILE CMD...: runs CMD under the time limit and memory cap; requires exit 1 and FILE's name in the
# output (stdout and stderr).
expect() {
  local name=$1 file=$2
  shift 2
  runs=$((runs + 1))
  local log="out/$name.log"
  local start code ms
  start=$(date +%s%N)
  (ulimit -v "$memcap_kb" 2>/dev/null; exec timeout -k 2 "$limit" "$@") >"$log" 2>&1 </dev/null
  code=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  local base
  base=$(basename "$file")
  if [ "$code" -ne 1 ]; then
    echo "FAIL $name: exit $code (expected 1; 124 = timed out after ${limit}s, 134/136/139 = crashed)"
    head -c 600 "$log" | cat -v
    echo
    failures=$((failures + 1))
  elif ! grep -aqF "$base" "$log"; then
    echo "FAIL $name: the message does not name $base"
    head -c 600 "$log" | cat -v
    echo
    failures=$((failures + 1))
  else
    printf 'ok   %-42s %6d ms  %s\n' "$name" "$ms" "$(head -c 110 "$log" | tr '\n\t\r' '   ' | cat -v)"
  fi
}

for file in $f/*.json $f/*.bin; do
  n=$(basename "$file")
  expect "lab-run:$n" "$file" "$lab" run "$file"
  expect "lab-replay:$n" "$file" "$lab" replay "$file" --verify
  # An empty file is a valid empty script (no commands): every other file here is a bad script.
  [ "$n" != empty.json ] && expect "lab-script:$n" "$file" "$lab" run "$scenario" --commands "$file"
  mkdir -p "boards-$n"
  if [ -d "$file" ]; then mkdir -p "boards-$n/basic.json"; else ln -sf "$PWD/$file" "boards-$n/basic.json"; fi
  expect "lab-board:$n" "basic.json" "$lab" run "$scenario" --boards "boards-$n"
  if [ "$client" != "-" ]; then
    expect "client-scenario:$n" "$file" "$client" --scenario "$file" --screenshot "out/$n.png"
    [ "$n" != empty.json ] &&
      expect "client-script:$n" "$file" "$client" --players 1 --commands "$file" --screenshot "out/$n-s.png"
  fi
done
expect "lab-script:token-10M.txt" "token-10M.txt" "$lab" run "$scenario" --commands "$f/token-10M.txt"
if [ "$client" != "-" ]; then
  expect "client-script:token-10M.txt" "token-10M.txt" "$client" --players 1 --commands "$f/token-10M.txt" \
    --screenshot out/token.png
fi

echo "hostile files: $runs runs, $failures failed"
[ "$failures" -eq 0 ]
