#!/usr/bin/env bash
# Regenerates the board sprites and the app icon in assets/art/ from tools/art/ (all our art is drawn by code).
# Commit the PNGs it writes: the test art_matches_generator checks they are exactly what the generator draws.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${NEMESIS_ART_BUILD_DIR:-build/release}"
[ -f "$build/CMakeCache.txt" ] || cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target nemesis-make-art
mkdir -p assets/art
"$build/tools/art/nemesis-make-art" assets/art
