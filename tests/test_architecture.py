"""Architecture contracts checked on every test run."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN_IN_ENGINE = {
    "fastapi", "starlette", "sqlalchemy", "alembic", "psycopg", "httpx", "uvicorn", "os", "time", "datetime",
    "random", "socket", "subprocess", "pathlib", "io", "shutil", "requests", "urllib", "threading", "asyncio",
}


def test_import_linter_contract_keeps_the_engine_pure() -> None:
    lint_imports = Path(sys.executable).with_name("lint-imports")
    result = subprocess.run([str(lint_imports), "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "KEPT" in result.stdout and "BROKEN" not in result.stdout


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


def test_the_app_type_checks_strictly_and_lints_clean() -> None:
    """mypy --strict (with the pydantic plugin) and ruff, as `make typecheck` and `make lint` run them."""
    bin_dir = Path(sys.executable).parent
    typed = subprocess.run([str(bin_dir / "mypy"), "--no-incremental"], cwd=ROOT, capture_output=True, text=True,
                           timeout=600)
    assert typed.returncode == 0, typed.stdout + typed.stderr
    linted = subprocess.run([str(bin_dir / "ruff"), "check", "app", "tests", "bench"], cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert linted.returncode == 0, linted.stdout + linted.stderr
