#!/usr/bin/env bash
# Builds the Debian package nemesis-companion_VERSION_ARCH.deb (cmake/Packaging.cmake), checks it with lintian
# when lintian is installed (tools/install-deps.sh installs it; an error or a warning fails, the informational
# notes are printed) and prints its path. It uses a build folder of its own (build/package: Release, without tests
# and benchmarks; NEMESIS_PACKAGE_BUILD_DIR chooses another), so it does not disturb the developer builds.
# Install the result with: sudo apt install ./nemesis-companion_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh >&2
build="${NEMESIS_PACKAGE_BUILD_DIR:-build/package}"
# The changelog's date (cmake/Packaging.cmake): the last commit's, the same in every package of one commit.
if [ -z "${SOURCE_DATE_EPOCH:-}" ] && git rev-parse --git-dir >/dev/null 2>&1; then
  SOURCE_DATE_EPOCH=$(git log -1 --format=%ct)
  export SOURCE_DATE_EPOCH
fi
# Debian's hardening flags, as a Debian build of the package would have them (dpkg-buildflags with
# hardening=+all: stack protector, _FORTIFY_SOURCE, read-only relocations bound at start), without its -g -O2
# (the package is stripped; Release's -O3 stays). nemesis-server faces the network.
hardening() { DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --get "$1" | tr ' ' '\n' | grep -vx -e -g -e -O2 | xargs; }
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DNEMESIS_BUILD_TESTS=OFF -DNEMESIS_BUILD_BENCH=OFF \
  -DCMAKE_CXX_FLAGS="$(hardening CPPFLAGS) $(hardening CXXFLAGS)" -DCMAKE_EXE_LINKER_FLAGS="$(hardening LDFLAGS)" >&2
cmake --build "$build" -j "$(nproc)" >&2
(cd "$build" && cpack -B "$PWD/deb" >&2)
deb=$(ls -t "$build"/deb/nemesis-companion_*.deb | head -n 1)
if command -v lintian >/dev/null; then
  lintian --info --display-info --pedantic --fail-on error,warning "$deb" >&2 ||
    { echo "package: lintian found errors or warnings in $deb (listed above)" >&2; exit 1; }
fi
echo "$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")"
