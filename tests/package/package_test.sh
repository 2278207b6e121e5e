#!/usr/bin/env bash
# The Debian package end to end: cpack builds it from the built tree into a temporary folder, dpkg-deb lists its
# dependencies and unpacks it into a temporary root (as DESTDIR would), and the programs run from that root:
# `nemesis --version`, `nemesis-lab simulate --games 3`, a headless `nemesis --screenshot`. No assets path of
# the source or build tree may appear in the programs, and the run happens away from both trees, so the assets
# found can only be the installed ones.
# Usage: package_test.sh BUILD_DIR SOURCE_DIR VERSION [CPACK]
set -euo pipefail
build=$1
source=$(cd "$2" && pwd -P)
version=$3
cpack=${4:-cpack}
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

root="$tmp/root"
dpkg-deb -x "$deb" "$root"
for f in usr/bin/nemesis usr/bin/nemesis-lab \
  usr/share/nemesis-companion/assets/boards/basic.json usr/share/nemesis-companion/assets/art/noise.png \
  usr/share/nemesis-companion/assets/rules/RULES.md \
  usr/share/doc/nemesis-companion/README.md usr/share/doc/nemesis-companion/LICENSE \
  usr/share/doc/nemesis-companion/copyright usr/share/doc/nemesis-companion/scenario-format.md \
  usr/share/applications/nemesis-companion.desktop \
  usr/share/metainfo/io.github.nemesis_companion.NemesisCompanion.metainfo.xml \
  usr/share/man/man6/nemesis.6.gz usr/share/man/man6/nemesis-lab.6.gz; do
  [ -f "$root/$f" ] || fail "the package has no $f"
done
for size in 16 32 48 64 128 256; do
  [ -f "$root/usr/share/icons/hicolor/${size}x$size/apps/nemesis-companion.png" ] || fail "no ${size}x$size icon"
done
# Not installed: tests, benchmarks, fuzzers, the art generator.
extra=$(find "$root/usr/bin" -type f ! -name nemesis ! -name nemesis-lab)
[ -z "$extra" ] || fail "unexpected programs: $extra"
# The man pages are roff with the program's options.
zcat "$root/usr/share/man/man6/nemesis.6.gz" | grep -q '^\.TH NEMESIS 6' || fail "nemesis.6 has no .TH line"
zcat "$root/usr/share/man/man6/nemesis.6.gz" | grep -q 'screenshot' || fail "nemesis.6 lacks --screenshot"
zcat "$root/usr/share/man/man6/nemesis-lab.6.gz" | grep -q '^\.SS simulate' || fail "nemesis-lab.6 lacks simulate"

# No assets path of the source checkout or the build tree is compiled into the programs. (Only those: a
# debug or sanitizer build names its source files in assert and sanitizer messages, which find nothing.)
buildAbs=$(cd "$build" && pwd -P)
for prog in nemesis nemesis-lab; do
  for path in "$source/assets" "$buildAbs/src/app/assets" "$buildAbs/src/lab/assets"; do
    if strings "$root/usr/bin/$prog" | grep -qF "$path"; then fail "$prog contains the path $path"; fi
  done
done

# Run from the root, in a folder of its own, with a fresh HOME and no NEMESIS_ASSETS_DIR.
mkdir -p "$tmp/home" "$tmp/cwd"
cd "$tmp/cwd"
run() { env -u NEMESIS_ASSETS_DIR HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/config" XDG_DATA_HOME="$tmp/home/data" \
  XDG_CACHE_HOME="$tmp/home/cache" "$@"; }
out=$(run "$root/usr/bin/nemesis" --version) || fail "nemesis --version failed"
[ "$out" = "nemesis $version" ] || fail "nemesis --version printed: $out"
run "$root/usr/bin/nemesis-lab" simulate --games 3 >"$tmp/simulate.log" 2>&1 || { cat "$tmp/simulate.log"; fail "nemesis-lab simulate --games 3 failed"; }
grep -q "games" "$tmp/simulate.log" || { cat "$tmp/simulate.log"; fail "simulate printed no figures"; }
run "$root/usr/bin/nemesis" --players 2 --screenshot "$tmp/shot.png" >"$tmp/shot.log" 2>&1 || { cat "$tmp/shot.log"; fail "nemesis --screenshot failed"; }
[ -s "$tmp/shot.png" ] || fail "no screenshot written"
[ "$(head -c 8 "$tmp/shot.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "the screenshot is not a PNG"
echo "package OK: installed tree runs (nemesis --version, nemesis-lab simulate, nemesis --screenshot) in $((SECONDS - start)) s"
