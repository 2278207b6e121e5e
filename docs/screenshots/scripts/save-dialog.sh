#!/bin/sh
# The Save As dialog (docs/screenshots/save-dialog.png): two games saved first into a scratch data folder, so
# the dialog lists them; then a bare name typed, which the dialog says it saves as NAME.json in the saves folder
# it shows. Run from the repository root under a display:
#   xvfb-run -a -s "-screen 0 1600x900x24" sh docs/screenshots/scripts/save-dialog.sh [OUT.png] [OPTIONS]
set -e
nemesis=${NEMESIS:-build/release/src/app/nemesis}
out=${1:-docs/screenshots/save-dialog.png}
[ $# -gt 0 ] && shift
# A fixed folder, so the path the dialog shows is the same on every run.
data=${TMPDIR:-/tmp}/nemesis-save-dialog
rm -rf "$data"
trap 'rm -rf "$data"' EXIT
mkdir -p "$data/saves"
printf 'move captain 6\nclient save %s/saves/first-night.json\n' "$data" >"$data/first.txt"
"$nemesis" --data-dir "$data" --players 3 --seed 5 --commands "$data/first.txt" --screenshot "$data/first.png" >/dev/null
printf 'move captain 6\npass captain\nclient save %s/saves/three-of-us.json\n' "$data" >"$data/second.txt"
"$nemesis" --data-dir "$data" --players 3 --seed 5 --commands "$data/second.txt" --screenshot "$data/second.png" \
  >/dev/null
printf 'move captain 6\nclient save-as mygame\n' >"$data/dialog.txt"
"$nemesis" --data-dir "$data" --players 3 --seed 5 --commands "$data/dialog.txt" --screenshot "$out" "$@"
