#!/usr/bin/env bash
# Redraws every screenshot of docs/screenshots from the scripts in docs/screenshots/scripts, under Xvfb at
# 1600x900 (the software renderer is pixel-identical run to run). Extra options go to every run, e.g.
#   tools/screenshots.sh                       # the documentation's pictures
#   tools/screenshots.sh --ui-scale 2          # the same at UI scale 2 (into OUT=/tmp/shots-scale2)
#   OUT=/tmp/small SIZE=1024x640 tools/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=${OUT:-docs/screenshots}
size=${SIZE:-1600x900}
nemesis=${NEMESIS:-build/release/src/app/nemesis}
scripts=docs/screenshots/scripts
mkdir -p "$out"
w=${size%x*}
h=${size#*x}

shot() {  # NAME OPTIONS...
  local name=$1
  shift
  xvfb-run -a -s "-screen 0 ${w}x${h}x24" "$nemesis" --width "$w" --height "$h" --screenshot "$out/$name.png" \
    "$@" "${extra[@]}" >/dev/null
  echo "$out/$name.png"
}

# The busy ship at the other window sizes the board is checked at (tests/client/client_board_readable.cpp).
shot_at() {  # WIDTH HEIGHT NAME OPTIONS...
  local sw=$1 sh=$2 name=$3
  shift 3
  xvfb-run -a -s "-screen 0 ${sw}x${sh}x24" "$nemesis" --width "$sw" --height "$sh" --screenshot "$out/$name.png" \
    "$@" "${extra[@]}" >/dev/null
  echo "$out/$name.png"
}

extra=("$@")
shot handover --players 3 --seed 5 --commands $scripts/handover.txt --capture-after 0.3
shot confirm --players 3 --seed 5 --commands $scripts/confirm.txt --capture-after 0.2
shot event-phase --players 3 --seed 5 --commands $scripts/event-phase.txt --capture-after 3.2
shot event-card --players 3 --seed 5 --commands $scripts/event-card.txt --capture-after 3.6
shot won --players 1 --seed 5 --commands $scripts/won.txt --capture-after 4
shot danger --scenario assets/scenarios/danger-closed-door.json --commands $scripts/danger.txt --capture-after 1.45
shot encounter --scenario assets/scenarios/seed004-canteen.json --commands $scripts/encounter.txt --capture-after 1.9
shot surprise --scenario $scripts/surprise.json --commands $scripts/surprise.txt --capture-after 3.6
shot busy --scenario assets/scenarios/busy-ship.json --commands $scripts/busy.txt
shot_at 1024 640 busy-1024x640 --scenario assets/scenarios/busy-ship.json --commands $scripts/busy.txt
shot_at 2560 1440 busy-2560x1440 --scenario assets/scenarios/busy-ship.json --commands $scripts/busy.txt
shot_at 1600 900 busy-scale2 --scenario assets/scenarios/busy-ship.json --commands $scripts/busy.txt --ui-scale 2
shot tooltip --scenario assets/scenarios/busy-ship.json --commands $scripts/tooltip.txt
shot odds-card --scenario assets/scenarios/seed004-canteen.json --commands $scripts/odds-card.txt
shot odds-card-keys --scenario assets/scenarios/seed004-canteen.json --commands $scripts/odds-card-keys.txt
shot risk-map --scenario assets/scenarios/seed004-canteen.json --commands $scripts/risk-map.txt
shot enormity-roll --scenario assets/enormity/scenarios/first-noise.json --commands $scripts/enormity-roll.txt \
  --capture-after 3
# (A script's second command brings the board to the present first, as every game's gate does: the Blips move
# from about half a second on.)
shot enormity-blips --scenario assets/enormity/scenarios/hangar-extraction.json --commands $scripts/enormity-blips.txt \
  --capture-after 0.6
shot enormity-lesson --scenario assets/enormity/tutorials/01-first-noise.json
shot enormity-legend --scenario assets/enormity/scenarios/hangar-extraction.json --show legend
# Issue 24's sizes: an Event phase half-way and an Enormity roll with its legend open, at 1024x640, 1600x900,
# 2560x1440 and 1600x900 at UI scale 2 (the busy ship's are above).
event=(--players 3 --seed 5 --commands $scripts/event-phase.txt --capture-after 3.2)
roll=(--scenario assets/enormity/scenarios/first-noise.json --commands $scripts/enormity-roll.txt --capture-after 3
  --show legend)
shot_at 1024 640 event-phase-1024x640 "${event[@]}"
shot_at 2560 1440 event-phase-2560x1440 "${event[@]}"
shot_at 1600 900 event-phase-scale2 "${event[@]}" --ui-scale 2
shot_at 1024 640 enormity-roll-legend-1024x640 "${roll[@]}"
shot_at 1600 900 enormity-roll-legend "${roll[@]}"
shot_at 2560 1440 enormity-roll-legend-2560x1440 "${roll[@]}"
shot_at 1600 900 enormity-roll-legend-scale2 "${roll[@]}" --ui-scale 2
shot_at 1600 900 busy-scale2-folded --scenario assets/scenarios/busy-ship.json --commands $scripts/busy.txt --ui-scale 2 \
  --show folded-column
shot legend --players 1 --show legend
shot rules-reference --players 3 --seed 5 --show rules:nemesis
shot rules-enormity --players 3 --seed 5 --show rules:enormity
shot about --players 3 --seed 5 --show about
shot save-prompt --players 3 --seed 5 --commands $scripts/save-prompt.txt --capture-after 2
shot load-error --players 3 --seed 5 --commands $scripts/load-error.txt
shot tutorial-menu --players 1 --show lessons
shot tutorial --tutorial moving --commands $scripts/tutorial.txt
shot tutorial-observe --tutorial danger --commands $scripts/tutorial-observe.txt --capture-after 3
shot tutorial-ask --tutorial noise-roll --commands $scripts/tutorial-ask.txt --capture-after 3
shot tutorial-ruling --tutorial occupied-rooms-larva --commands $scripts/tutorial-ruling.txt
shot tutorial-odds --tutorial reading-odds --commands $scripts/tutorial-odds.txt
# The scenario editor (issue 27): each game's, and a refused placement; the Nemesis one at the other sizes too.
shot editor-nemesis --edit assets/scenarios/busy-ship.json --commands $scripts/editor-nemesis.txt
shot_at 1024 640 editor-nemesis-1024x640 --edit assets/scenarios/busy-ship.json --commands $scripts/editor-nemesis.txt
shot_at 2560 1440 editor-nemesis-2560x1440 --edit assets/scenarios/busy-ship.json \
  --commands $scripts/editor-nemesis.txt
shot_at 1600 900 editor-nemesis-scale2 --edit assets/scenarios/busy-ship.json --commands $scripts/editor-nemesis.txt \
  --ui-scale 2
shot editor-refused --new-scenario nemesis --commands $scripts/editor-refused.txt
shot editor-enormity --edit assets/enormity/scenarios/first-noise.json --commands $scripts/editor-enormity.txt
NEMESIS=$nemesis xvfb-run -a -s "-screen 0 ${w}x${h}x24" sh $scripts/first-launch.sh "$out/first-launch.png" \
  --width "$w" --height "$h" "${extra[@]}" >/dev/null
echo "$out/first-launch.png"
NEMESIS=$nemesis xvfb-run -a -s "-screen 0 ${w}x${h}x24" sh $scripts/save-dialog.sh "$out/save-dialog.png" \
  --width "$w" --height "$h" "${extra[@]}" >/dev/null
echo "$out/save-dialog.png"
# Online play: a server and three clients, each under an Xvfb of its own (the script runs them).
NEMESIS=$nemesis SIZE=$size OPTIONS="${extra[*]}" sh $scripts/online.sh "$out" >/dev/null
echo "$out/online-*.png"
