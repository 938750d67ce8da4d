#!/usr/bin/env bash
# Makes sure PostgreSQL's server binaries (initdb, pg_ctl) are on this machine; installs Debian's
# postgresql package when they are not. The test run starts its own server from them.
set -euo pipefail
find_initdb() {
  command -v initdb 2>/dev/null && return 0
  ls -1 /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 | grep . && return 0
  return 1
}
if find_initdb >/dev/null; then exit 0; fi
echo "PostgreSQL server binaries not found: installing Debian's postgresql" >&2
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
# Debian starts a cluster on install; the tests use their own, so stop it where systemd isn't there.
$SUDO pg_ctlcluster --help >/dev/null 2>&1 && for c in $(ls /etc/postgresql 2>/dev/null); do
  $SUDO pg_ctlcluster "$c" main stop 2>/dev/null || true
done
find_initdb >/dev/null
