#!/usr/bin/env bash
# The desktop entry has what the freedesktop.org Desktop Entry Specification requires of an application and
# what the package relies on: the program it runs, the icon name the package installs, a Game category.
# Usage: check_desktop_entry.sh FILE.desktop
set -euo pipefail
file=$1
fail() { echo "$file: $*" >&2; exit 1; }
[ "$(head -n 1 "$file")" = "[Desktop Entry]" ] || fail "the first line is not [Desktop Entry]"
value() { sed -n "s/^$1=//p" "$file"; }
[ "$(grep -c '^\[' "$file")" = 1 ] || fail "more than one group"
[ "$(value Type)" = Application ] || fail "Type is not Application"
[ -n "$(value Name)" ] || fail "no Name"
[ "$(value Exec)" = nemesis ] || fail "Exec is not nemesis"
[ "$(value Icon)" = nemesis-companion ] || fail "Icon is not nemesis-companion (the installed icon's name)"
[ "$(value Terminal)" = false ] || fail "Terminal is not false"
categories=$(value Categories)
[[ "$categories" == *";" ]] || fail "Categories does not end with ;"
[[ ";$categories" == *";Game;"* ]] || fail "Categories has no Game"
# Every line is a comment, a group header or a Key=value with a known key (a typo would be ignored by menus).
while IFS= read -r line; do
  case "$line" in
    ''|'#'*|'[Desktop Entry]') ;;
    Type=*|Name=*|GenericName=*|Comment=*|Exec=*|Icon=*|Terminal=*|Categories=*|Keywords=*) ;;
    *) fail "unexpected line: $line" ;;
  esac
done <"$file"
# Each key once.
dups=$(grep -o '^[A-Za-z]*=' "$file" | sort | uniq -d)
[ -z "$dups" ] || fail "keys given twice: $dups"
echo "desktop entry OK: $file"
