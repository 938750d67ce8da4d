#!/usr/bin/env bash
# Makes sure Debian's headless-capable Chromium is on this machine for tests/browser (the docs
# page test drives it over the DevTools protocol); installs the `chromium` package when missing.
# Nothing else is downloaded: the tests never fetch a browser build of their own.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium not found: installing Debian's chromium" >&2
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium >/dev/null 2>&1
