"""Architecture contracts checked on every test run."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN_IN_ENGINE = {
    "fastapi", "starlette", "sqlalchemy", "alembic", "psycopg", "httpx", "uvicorn", "os", "time", "datetime",
    "random", "socket", "subprocess", "pathlib", "io", "shutil", "requests", "urllib", "threading", "asyncio",
}


class _Tool:
    """One checker started in the background: the three run at once (mypy alone takes most of the
    time), each test waits for its own."""

    def __init__(self, *command: str, timeout: float) -> None:
        self.timeout = timeout
        self.process = subprocess.Popen([str(Path(sys.executable).with_name(command[0])), *command[1:]], cwd=ROOT,
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def result(self) -> tuple[int, str, str]:
        try:
            out, err = self.process.communicate(timeout=self.timeout)
        except subprocess.TimeoutExpired:
            self.process.kill()
            raise
        return self.process.returncode, out, err


@pytest.fixture(scope="module")
def tools() -> Iterator[dict[str, _Tool]]:
    started = {
        "lint-imports": _Tool("lint-imports", "--no-cache", timeout=300),
        "mypy": _Tool("mypy", "--no-incremental", timeout=600),
        "ruff": _Tool("ruff", "check", "app", "tests", "bench", timeout=300),
    }
    yield started
    for tool in started.values():
        if tool.process.poll() is None:
            tool.process.kill()
            tool.process.wait()


def test_import_linter_contract_keeps_the_engine_pure(tools: dict[str, _Tool]) -> None:
    returncode, out, err = tools["lint-imports"].result()
    assert returncode == 0, out + err
    assert "KEPT" in out and "BROKEN" not in out


def test_engine_sources_import_nothing_impure() -> None:
    """A second, independent check (also catches imports inside functions)."""
    offenders: list[str] = []
    for path in sorted((ROOT / "app" / "engine").rglob("*.py")):
        tree = ast.parse(path.read_text(), filename=str(path))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                if top in FORBIDDEN_IN_ENGINE or (top == "app" and not name.startswith("app.engine")):
                    offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert offenders == []


def test_the_app_type_checks_strictly_and_lints_clean(tools: dict[str, _Tool]) -> None:
    """mypy --strict (with the pydantic plugin) and ruff, as `make typecheck` and `make lint` run them."""
    typed, typed_out, typed_err = tools["mypy"].result()
    assert typed == 0, typed_out + typed_err
    linted, linted_out, linted_err = tools["ruff"].result()
    assert linted == 0, linted_out + linted_err
