#!/usr/bin/env bash
# Creates .venv with Python 3.11+ and installs the project (with test tools when given "dev").
# Re-installs only when pyproject.toml changed. Installs Debian's python3-venv when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
extras="${1:-}"
PY="${PYTHON:-}"
if [ -z "$PY" ]; then
  for candidate in python3.13 python3.12 python3.11 python3; do
    if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
      PY="$candidate"; break
    fi
  done
fi
if [ -z "$PY" ]; then
  echo "Python 3.11 or newer is needed; installing Debian's python3" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3 python3-venv >/dev/null
  PY=python3
fi
if [ ! -x .venv/bin/python ]; then
  if ! "$PY" -m venv .venv 2>/dev/null; then
    rm -rf .venv
    echo "installing python3-venv" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
    "$PY" -m venv .venv
  fi
fi
stamp=".venv/.installed-$(cat pyproject.toml | sha256sum | cut -c1-16)${extras:+-$extras}"
if [ ! -f "$stamp" ]; then
  .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null
  if [ -n "$extras" ]; then
    .venv/bin/python -m pip install -q --disable-pip-version-check -e ".[$extras]"
  else
    .venv/bin/python -m pip install -q --disable-pip-version-check -e .
  fi
  rm -f .venv/.installed-*
  touch "$stamp"
fi
# Bytecode for the project's own modules, written now: with PYTHONDONTWRITEBYTECODE set (this
# machine's CI sets it) no process writes it, and every one (each API process and its fork server,
# each CLI call, each pytest worker) compiled about 90,000 lines of source again: about a quarter
# of the CPU of `import app.main`. Python still reads bytecode that is there. Unchanged files are
# skipped (compileall compares each source's timestamp).
.venv/bin/python -m compileall -q -j 0 app migrations bench tests scripts >/dev/null
