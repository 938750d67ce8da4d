#!/usr/bin/env bash
# Makes sure an nginx binary is on this machine (the proxy test runs deploy/nginx.conf in front of
# two API processes); installs Debian's nginx-light when it is not. The test starts its own nginx
# on a loopback port, so the one the package may start is stopped.
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "nginx not found: installing Debian's nginx-light" >&2
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null
$SUDO /usr/sbin/nginx -s stop 2>/dev/null || true
[ -x /usr/sbin/nginx ]
