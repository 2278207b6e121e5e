#!/bin/sh
# Runs a loopback test in a network namespace of its own when it can (as root, with unshare and ip): its servers,
# proxies and bots then see only their own loopback, so a port in use on the machine or a firewall rule cannot
# meet them, and nothing they open is reachable from outside. Otherwise it runs the test as it is.
if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null 2>&1 && command -v ip >/dev/null 2>&1 &&
  unshare -n true 2>/dev/null; then
  exec unshare -n sh -c 'ip link set lo up && exec "$@"' sh "$@"
fi
exec "$@"
