#!/usr/bin/env bash
# Installs the Debian 12 packages the project needs, only those missing. Safe to run again.
set -euo pipefail

packages=(
  build-essential cmake ccache pkg-config
  libcereal-dev rapidjson-dev doctest-dev libpcg-cpp-dev libcli11-dev
  libasio-dev libsqlite3-dev libssl-dev openssl  # online play: sockets (standalone Asio), the room store, TLS and SHA-256; the TLS test's certificate
  libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libimgui-dev fonts-dejavu-core
  xvfb xauth
  appstream dpkg-dev lintian  # the package tests: AppStream metainfo validation, dpkg-deb and dpkg-shlibdeps, lintian
  clang libclang-rt-14-dev llvm  # fuzzing: clang, its libFuzzer/ASan/UBSan runtimes, llvm-symbolizer for stacks
  clang-format clang-tidy  # tools/lint.sh (part of tools/test.sh); clang-tidy brings run-clang-tidy
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

echo "install-deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
