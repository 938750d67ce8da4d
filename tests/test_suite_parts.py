"""`make test` runs the suite in two parts (scripts/run-tests.sh, docs/testing.md "Suite time"):
the tests not marked `serial` on pytest-xdist workers, then the `serial` ones alone, collecting
only the files in which it finds the mark written out. No test may fall between the two."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import SERIAL_FILES, START_FIRST

ROOT = Path(__file__).resolve().parents[1]
# The same pattern as scripts/run-tests.sh's grep -E.
MARKED = re.compile(r"pytest\.mark\.serial\b")


def files_the_second_part_runs() -> set[str]:
    return {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "tests").rglob("test_*.py")
        if MARKED.search(path.read_text(encoding="utf-8"))
    }


def test_every_test_marked_serial_is_in_a_file_the_second_part_collects(request: pytest.FixtureRequest) -> None:
    marked = request.config.stash.get(SERIAL_FILES, set())  # of the tests this run collected
    found = files_the_second_part_runs()
    assert {"tests/reliability/test_load.py", "tests/reliability/test_attacks.py"} <= found
    assert marked <= found, sorted(marked - found)


def test_the_script_finds_the_files_as_this_test_does() -> None:
    script = (ROOT / "scripts" / "run-tests.sh").read_text(encoding="utf-8")
    assert "grep -rlE --include='test_*.py' 'pytest\\.mark\\.serial\\b' tests" in script


def test_the_files_started_first_exist() -> None:
    """tests/conftest.py's START_FIRST orders the workers' files by name: a renamed file would
    silently lose its place (only the time, never what runs, depends on it)."""
    missing = [path for path in START_FIRST if not (ROOT / path).is_file()]
    assert not missing, missing
