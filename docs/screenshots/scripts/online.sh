#!/bin/sh
# Online play (README "Play online"): a nemesis-server and three nemesis programs on loopback, each under its own
# Xvfb, play a round of Nemesis by synthetic keys (P passes, Enter answers the question before the round's last
# pass). Pictures: online-room.png (the host's room window before the start: both seats taken, one watcher),
# online-ann.png and online-bob.png (one moment seen by two players: each its own hand, the same board),
# online-watching.png (the watcher) and online-reconnecting.png (Bob once the server is gone).
# Run from the repository root:  sh docs/screenshots/scripts/online.sh [OUT_DIR]
# (SIZE=1024x640 or OPTIONS="--ui-scale 2" for the other sizes the client is looked at.)
set -e
out=${1:-docs/screenshots}
nemesis=${NEMESIS:-build/release/src/app/nemesis}
server=${SERVER:-build/release/src/server/nemesis-server}
mkdir -p "$out"
tmp=$(mktemp -d)
"$server" --bind 127.0.0.1 --port 0 --store "$tmp/rooms.db" 2>"$tmp/server.log" &
spid=$!
trap 'kill $spid 2>/dev/null || true; rm -rf "$tmp"' EXIT
found() {  # FILE SED-EXPRESSION: what the expression prints from the file once it does (up to 30 s), else fails
  for _ in $(seq 300); do
    value=$(sed -n "$2" "$1")
    [ -n "$value" ] && { echo "$value"; return 0; }
    sleep 0.1
  done
  cat "$1" >&2
  return 1
}
port=$(found "$tmp/server.log" 's/.*listening on 127.0.0.1:\([0-9]*\) .*/\1/p')
address=127.0.0.1:$port

size=${SIZE:-1600x900}
w=${size%x*}
h=${size#*x}
play() {  # NAME: plays $tmp/NAME.txt in a client of its own ($OPTIONS: more options for each, say --ui-scale 2)
  # shellcheck disable=SC2086
  xvfb-run -a -s "-screen 0 ${w}x${h}x24" "$nemesis" --width "$w" --height "$h" --no-settings $OPTIONS \
    --commands "$tmp/$1.txt" --screenshot "$tmp/$1-last.png" >"$tmp/$1.out" 2>"$tmp/$1.err"
}

cat >"$tmp/ann.txt" <<SCRIPT
client host nemesis 2 Ann $address
client sit 1
client until seats 2
client shot $out/online-room.png
client start
client room off
client key p
client until commands 2
client shot $out/online-ann.png
SCRIPT
play ann &
ann=$!
code=$(found "$tmp/ann.out" 's/^room \([A-Z0-9]*\) at .*/\1/p')

cat >"$tmp/cid.txt" <<SCRIPT
client join $address $code Cid
client until commands 2
client room off
client shot $out/online-watching.png
SCRIPT
play cid &
cid=$!
sleep 3  # Cid is in the room before Bob takes the last seat: the host's picture shows him watching

cat >"$tmp/bob.txt" <<SCRIPT
client join $address $code Bob
client sit 2
client until playing
client room off
client until commands 1
client key p
client key return
client until commands 2
client shot $out/online-bob.png
client until reconnecting
client shot $out/online-reconnecting.png
SCRIPT
play bob &
bob=$!
wait $ann
wait $cid
kill $spid  # the server goes away: Bob's program says it is reconnecting
wait $bob
cat "$tmp/ann.out" "$tmp/bob.out" "$tmp/cid.out"
