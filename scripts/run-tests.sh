#!/usr/bin/env bash
# `make test`'s pytest, in two parts (docs/testing.md "Suite time"):
#   1. every test not marked `serial`, on PYTEST_WORKERS pytest-xdist workers (default 2, the
#      machine's cores), each test file whole on one worker (--dist loadfile: a file's
#      module-scoped API servers start once; tests/conftest.py START_FIRST orders the files);
#      each worker starts its own PostgreSQL server and template databases;
#   2. the tests marked `serial` (they measure time or latency, or load the machine: the 60 s load
#      test, the attack, isolation and proxy tests...), alone in one process, as before.
# Arguments go to both parts (a path, -k, -x...); without any, part 2 collects only the files in
# which grep finds the mark written out (tests/test_suite_parts.py fails if a test is marked in
# another file). A part that selects no test (pytest's exit 5) is not a failure unless both
# select none. PYTEST_WORKERS=0 runs part 1 in one process.
set -uo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
serial_files="$(grep -rlE --include='test_*.py' 'pytest\.mark\.serial\b' tests | sort | tr '\n' ' ')"
"$PY" -m pytest -n "${PYTEST_WORKERS:-2}" --dist loadfile --no-loadscope-reorder -m "not serial" "$@"
parallel=$?
if [ "$#" -eq 0 ]; then
  # shellcheck disable=SC2086  # one argument per file
  "$PY" -m pytest -p no:xdist -m serial $serial_files
else
  "$PY" -m pytest -p no:xdist -m serial "$@"
fi
alone=$?
if [ "$parallel" -eq 5 ] && [ "$alone" -eq 5 ]; then exit 5; fi
for code in "$parallel" "$alone"; do
  if [ "$code" -ne 0 ] && [ "$code" -ne 5 ]; then exit "$code"; fi
done
exit 0
