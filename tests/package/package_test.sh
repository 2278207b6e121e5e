#!/usr/bin/env bash
# The Debian package end to end: cpack builds it from the built tree into a temporary folder, dpkg-deb lists its
# dependencies and unpacks it into a temporary root (as DESTDIR would), and the programs run from that root:
# `nemesis --version`, `nemesis-lab simulate --games 3`, a headless `nemesis --screenshot`, and nemesis-server
# started with the shipped config file and stopped by SIGTERM. No assets path of the source or build tree may
# appear in the programs, and the runs happen away from both trees, so the assets found can only be the
# installed ones. nemesis-server's systemd unit is checked by systemd-analyze and the package by lintian when
# they are installed (tools/install-deps.sh installs lintian).
# Usage: package_test.sh BUILD_DIR SOURCE_DIR VERSION [CPACK [LINTIAN [SYSTEMD_ANALYZE]]]
set -euo pipefail
build=$1
source=$(cd "$2" && pwd -P)
version=$3
cpack=${4:-cpack}
lintian=${5:-}
systemd_analyze=${6:-}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/nemesis-package-XXXXXX")
trap 'rm -rf "$tmp"' EXIT
fail() { echo "package test: $*" >&2; exit 1; }

start=$SECONDS
"$cpack" --config "$build/CPackConfig.cmake" -B "$tmp/out" >"$tmp/cpack.log" 2>&1 || { cat "$tmp/cpack.log"; fail "cpack failed"; }
debs=("$tmp"/out/nemesis-companion_"$version"_*.deb)
[ -f "${debs[0]}" ] || { ls -l "$tmp/out"; fail "no nemesis-companion_${version}_ARCH.deb"; }
deb=${debs[0]}
echo "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB) in $((SECONDS - start)) s"

# The control file: name, version, section and the dependencies dpkg-shlibdeps found plus the fonts.
info=$(dpkg-deb -I "$deb")
echo "$info" | grep -q '^ Package: nemesis-companion$' || fail "Package is not nemesis-companion"
echo "$info" | grep -q "^ Version: $version\$" || fail "Version is not $version"
echo "$info" | grep -q '^ Section: games$' || fail "Section is not games"
depends=$(echo "$info" | sed -n 's/^ Depends: //p')
echo "Depends: $depends"
for dep in fonts-dejavu-core libsdl2-2.0-0 libsdl2-image-2.0-0 libsdl2-ttf-2.0-0 libstdc++6 libc6; do
  [[ ", $depends," == *", $dep"[\ ,]* ]] || fail "Depends lacks $dep: $depends"
done

# The config file is a conffile (dpkg keeps an administrator's edits), and no maintainer script enables or starts
# the service (packaging/deb/: it is only restarted after an upgrade when running, and stopped before removal).
conffiles=$(dpkg-deb -I "$deb" conffiles)
[ "$conffiles" = /etc/nemesis-companion/server.conf ] || fail "conffiles is not /etc/nemesis-companion/server.conf: $conffiles"
for script in postinst prerm postrm; do
  dpkg-deb -I "$deb" "$script" >"$tmp/$script" || fail "the package has no $script"
  sh -n "$tmp/$script" || fail "$script is not valid sh"
  if grep -v '^ *#' "$tmp/$script" |
    grep -Eq 'systemctl +(--[a-z]+ +)*(enable|start|restart)|deb-systemd-helper +enable|deb-systemd-invoke +(start|restart)'; then
    fail "$script enables or starts a service"
  fi
done

root="$tmp/root"
dpkg-deb -x "$deb" "$root"
# Section games: the programs are in /usr/games (Debian policy), none in /usr/bin.
[ ! -e "$root/usr/bin" ] || fail "the package has a usr/bin: $(ls "$root/usr/bin")"
for f in usr/games/nemesis usr/games/nemesis-lab usr/games/nemesis-server \
  usr/share/nemesis-companion/assets/boards/basic.json usr/share/nemesis-companion/assets/art/noise.png \
  usr/share/nemesis-companion/assets/rules/RULES.md \
  usr/share/doc/nemesis-companion/README.md usr/share/doc/nemesis-companion/LICENSE \
  usr/share/doc/nemesis-companion/copyright usr/share/doc/nemesis-companion/scenario-format.md \
  usr/share/doc/nemesis-companion/changelog.gz usr/share/doc/nemesis-companion/server.md \
  etc/nemesis-companion/server.conf lib/systemd/system/nemesis-server.service \
  usr/share/lintian/overrides/nemesis-companion \
  usr/share/applications/nemesis-companion.desktop \
  usr/share/metainfo/io.github.nemesis_companion.NemesisCompanion.metainfo.xml \
  usr/share/man/man6/nemesis.6.gz usr/share/man/man6/nemesis-lab.6.gz usr/share/man/man6/nemesis-server.6.gz; do
  [ -f "$root/$f" ] || fail "the package has no $f"
done
for size in 16 32 48 64 128 256; do
  [ -f "$root/usr/share/icons/hicolor/${size}x$size/apps/nemesis-companion.png" ] || fail "no ${size}x$size icon"
done
# Not installed: tests, benchmarks, fuzzers, the art generator.
extra=$(find "$root/usr/games" -type f ! -name nemesis ! -name nemesis-lab ! -name nemesis-server)
[ -z "$extra" ] || fail "unexpected programs: $extra"
# The man pages are roff with the program's options.
zcat "$root/usr/share/man/man6/nemesis.6.gz" | grep -q '^\.TH NEMESIS 6' || fail "nemesis.6 has no .TH line"
zcat "$root/usr/share/man/man6/nemesis.6.gz" | grep -q 'screenshot' || fail "nemesis.6 lacks --screenshot"
zcat "$root/usr/share/man/man6/nemesis-lab.6.gz" | grep -q '^\.SS simulate' || fail "nemesis-lab.6 lacks simulate"
server_man=$(zcat "$root/usr/share/man/man6/nemesis-server.6.gz")
for want in '^\.TH NEMESIS-SERVER 6' 'config' '^\.SH FILES' '^\.SH SIGNALS' 'server\.conf' 'rooms\.sqlite'; do
  echo "$server_man" | grep -q "$want" || fail "nemesis-server.6 lacks $want"
done
# The changelog names this version (Debian's format: "PACKAGE (VERSION) DIST; urgency=...").
zcat "$root/usr/share/doc/nemesis-companion/changelog.gz" | head -n 1 | grep -q "^nemesis-companion ($version) " ||
  fail "changelog.gz does not start with this version's entry"

# The unit runs the installed program with the installed config, as its own sandboxed user, and is not enabled.
unit="$root/lib/systemd/system/nemesis-server.service"
grep -qx 'ExecStart=/usr/games/nemesis-server --config /etc/nemesis-companion/server.conf' "$unit" || fail "the unit's ExecStart"
for key in DynamicUser=yes StateDirectory=nemesis-server ProtectSystem=strict NoNewPrivileges=yes CapabilityBoundingSet=; do
  grep -qx "$key" "$unit" || fail "the unit lacks $key"
done
grep -q '^store = "/var/lib/nemesis-server/rooms.sqlite"$' "$root/etc/nemesis-companion/server.conf" ||
  fail "server.conf's store is not in the unit's StateDirectory"
[ -z "$(find "$root" -path '*/systemd/system/*.wants*')" ] || fail "the package enables a unit"
if [ -n "$systemd_analyze" ]; then
  # The unit as installed, its paths moved into the root (verify runs the system's own units beside it, which
  # --root would hide) so that the program it starts is checked too.
  mkdir "$tmp/unit"
  sed "s|/usr/games/|$root/usr/games/|; s|/etc/nemesis-companion/|$root/etc/nemesis-companion/|" "$unit" \
    >"$tmp/unit/nemesis-server.service"
  "$systemd_analyze" verify --man=no "$tmp/unit/nemesis-server.service" >"$tmp/verify.log" 2>&1 ||
    { cat "$tmp/verify.log"; fail "systemd-analyze verify refuses the unit"; }
  echo "systemd-analyze verify: the unit is valid"
fi

# No assets path of the source checkout or the build tree is compiled into the programs. (Only those: a
# debug or sanitizer build names its source files in assert and sanitizer messages, which find nothing.)
buildAbs=$(cd "$build" && pwd -P)
for prog in nemesis nemesis-lab nemesis-server; do
  for path in "$source/assets" "$buildAbs/src/app/assets" "$buildAbs/src/lab/assets" "$buildAbs/src/server/assets"; do
    if strings "$root/usr/games/$prog" | grep -qF "$path"; then fail "$prog contains the path $path"; fi
  done
done

# Run from the root, in a folder of its own, with a fresh HOME and no NEMESIS_ASSETS_DIR.
mkdir -p "$tmp/home" "$tmp/cwd"
cd "$tmp/cwd"
run() { env -u NEMESIS_ASSETS_DIR HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/config" XDG_DATA_HOME="$tmp/home/data" \
  XDG_CACHE_HOME="$tmp/home/cache" "$@"; }
out=$(run "$root/usr/games/nemesis" --version) || fail "nemesis --version failed"
[ "$out" = "nemesis $version" ] || fail "nemesis --version printed: $out"
run "$root/usr/games/nemesis-lab" simulate --games 3 >"$tmp/simulate.log" 2>&1 || { cat "$tmp/simulate.log"; fail "nemesis-lab simulate --games 3 failed"; }
grep -q "games" "$tmp/simulate.log" || { cat "$tmp/simulate.log"; fail "simulate printed no figures"; }
run "$root/usr/games/nemesis" --players 2 --screenshot "$tmp/shot.png" >"$tmp/shot.log" 2>&1 || { cat "$tmp/shot.log"; fail "nemesis --screenshot failed"; }
[ -s "$tmp/shot.png" ] || fail "no screenshot written"
[ "$(head -c 8 "$tmp/shot.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "the screenshot is not a PNG"

# nemesis-server with the shipped config file, as the unit starts it; the command line wins over the file for
# what a test must not use (the port 4770 and every address, the store in /var/lib): a free port on loopback
# and a store in the temporary folder. It must listen, name that store, and stop cleanly on SIGTERM.
# (env directly, not through run(): a function in the background is a subshell, and $! would be its process.)
env -u NEMESIS_ASSETS_DIR HOME="$tmp/home" "$root/usr/games/nemesis-server" --config "$root/etc/nemesis-companion/server.conf" \
  --port 0 --bind 127.0.0.1 --store "$tmp/rooms.sqlite" >"$tmp/server.log" 2>&1 &
server=$!
server_fail() { kill "$server" 2>/dev/null || true; cat "$tmp/server.log"; fail "$*"; }
for _ in $(seq 300); do
  grep -q 'listening on 127\.0\.0\.1:' "$tmp/server.log" && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
grep -q 'listening on 127\.0\.0\.1:[1-9]' "$tmp/server.log" || server_fail "nemesis-server --config server.conf did not listen"
grep -qF "reopened from $tmp/rooms.sqlite" "$tmp/server.log" || server_fail "nemesis-server did not take --store over the file's"
grep -qF "assets $(cd "$root" && pwd -P)/usr/share/nemesis-companion/assets" "$tmp/server.log" ||
  server_fail "nemesis-server did not find the installed assets"
kill -TERM "$server"
status=0
wait "$server" || status=$?
[ "$status" = 0 ] || { cat "$tmp/server.log"; fail "nemesis-server exited with $status after SIGTERM"; }
grep -q 'stopping' "$tmp/server.log" || { cat "$tmp/server.log"; fail "nemesis-server did not log its stop"; }
[ -s "$tmp/rooms.sqlite" ] || fail "nemesis-server made no store"

if [ -n "$lintian" ]; then
  # Errors and warnings fail; the informational tags (pedantic notes) are printed by tools/package.sh only.
  "$lintian" --fail-on error,warning "$deb" >"$tmp/lintian.log" 2>&1 || { cat "$tmp/lintian.log"; fail "lintian found errors or warnings"; }
  echo "lintian: no errors or warnings"
fi
echo "package OK: installed tree runs (nemesis --version, nemesis-lab simulate, nemesis --screenshot, nemesis-server --config) in $((SECONDS - start)) s"
