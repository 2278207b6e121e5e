#!/usr/bin/env bash
# Builds the Debian package nemesis-companion_VERSION_ARCH.deb (cmake/Packaging.cmake) and prints its path.
# It uses a build folder of its own (build/package: Release, without tests and benchmarks), so it does not
# disturb the developer builds. Install the result with: sudo apt install ./nemesis-companion_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh >&2
build="${NEMESIS_PACKAGE_BUILD_DIR:-build/package}"
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DNEMESIS_BUILD_TESTS=OFF -DNEMESIS_BUILD_BENCH=OFF >&2
cmake --build "$build" -j "$(nproc)" >&2
(cd "$build" && cpack -B "$PWD/deb" >&2)
deb=$(ls -t "$build"/deb/nemesis-companion_*.deb | head -n 1)
echo "$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")"
