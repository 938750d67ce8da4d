#!/usr/bin/env bash
# Makes sure the Node tools of tests/clients are installed: openapi-typescript (generates the
# TypeScript types from /openapi.json), openapi-fetch (the typed fetch client over those types),
# orval (generates a fetch client; 7.13 is its newest release that runs on Node 20) and
# typescript (tsc checks that they compile). They go in
# a cache folder outside the repository (MTG_NODE_TOOLS_DIR, default ~/.cache/mtg-rulings/node-tools),
# installed once from the npm registry at pinned versions; after that the tests run offline.
# Installs Debian's nodejs and npm when npm is missing. Prints nothing when all is there.
set -euo pipefail
DIR="${MTG_NODE_TOOLS_DIR:-${HOME:-/root}/.cache/mtg-rulings/node-tools}"
OPENAPI_TYPESCRIPT=7.13.0
TYPESCRIPT=5.9.3
OPENAPI_FETCH=0.17.0
ORVAL=7.13.0
stamp="$DIR/.installed-openapi-typescript-$OPENAPI_TYPESCRIPT-typescript-$TYPESCRIPT-openapi-fetch-$OPENAPI_FETCH-orval-$ORVAL"
if [ -f "$stamp" ] && [ -x "$DIR/node_modules/.bin/openapi-typescript" ] && [ -x "$DIR/node_modules/.bin/tsc" ] \
    && [ -x "$DIR/node_modules/.bin/orval" ] && [ -d "$DIR/node_modules/openapi-fetch" ]; then
  exit 0
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "npm not found: installing Debian's nodejs and npm" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nodejs npm >/dev/null
fi
mkdir -p "$DIR"
cd "$DIR"
[ -f package.json ] || echo '{"name": "mtg-rulings-node-tools", "private": true}' > package.json
echo "installing openapi-typescript@$OPENAPI_TYPESCRIPT, typescript@$TYPESCRIPT, openapi-fetch@$OPENAPI_FETCH" \
  "and orval@$ORVAL into $DIR" >&2
npm install --no-audit --no-fund --loglevel=error --save-exact \
  "openapi-typescript@$OPENAPI_TYPESCRIPT" "typescript@$TYPESCRIPT" "openapi-fetch@$OPENAPI_FETCH" \
  "orval@$ORVAL" >&2
# Other stamps stay: checkouts of older revisions share this folder and check only their own tools.
touch "$stamp"
