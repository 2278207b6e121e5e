#!/bin/sh
# The start screen with Continue and Recent (docs/screenshots/first-launch.png). Two games are played into a
# scratch data folder first, so their autosaves are listed. Run from the repository root under a display:
#   xvfb-run -a -s "-screen 0 1600x900x24" sh docs/screenshots/scripts/first-launch.sh [OUT.png] [OPTIONS]
set -e
nemesis=${NEMESIS:-build/release/src/app/nemesis}
out=${1:-docs/screenshots/first-launch.png}
[ $# -gt 0 ] && shift
data=$(mktemp -d)
trap 'rm -rf "$data"' EXIT
"$nemesis" --data-dir "$data" --players 1 --seed 8 --screenshot "$data/older.png" >/dev/null
sleep 1
"$nemesis" --data-dir "$data" --players 3 --seed 5 --commands docs/screenshots/scripts/handover.txt \
  --screenshot "$data/newer.png" >/dev/null
"$nemesis" --data-dir "$data" --screenshot "$out" "$@"
