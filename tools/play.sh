#!/usr/bin/env bash
# The launch command: installs missing packages, builds the release preset, and starts the desktop client.
# Arguments go to the client (see `tools/play.sh --help`), e.g. tools/play.sh --players 3 --seed 42.
set -euo pipefail
cd "$(dirname "$0")/.."

tools/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release -j "$(nproc 2>/dev/null || echo 2)" --target nemesis
exec build/release/src/app/nemesis "$@"
