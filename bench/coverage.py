"""The engine-coverage figure of `make bench`: import the real Fourth Edition fixture
(tests/fixtures/sets/4ed.json) into a fresh, migrated SQLite database with the MTGJSON importer
(which builds each card's engine definition with the Oracle reader) and report how many of its
cards the engine models fully, partly or not at all, with the most common unmodelled abilities.

    python -m bench.coverage
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "fixtures" / "sets" / "4ed.json"


def run(fixture: Path = FIXTURE, set_code: str = "4ED") -> dict[str, Any]:
    from app.cards.coverage import compute
    from app.db import migrate
    from app.db.session import build_engine, session_context
    from app.ingest.importer import InputFile, import_mtgjson

    with tempfile.TemporaryDirectory(prefix="bench-coverage-") as tmp:
        engine = build_engine(f"sqlite:///{tmp}/coverage.db")
        try:
            migrate.upgrade(engine)
            started = time.perf_counter()
            with session_context(engine) as session:
                import_mtgjson(session, InputFile(fixture, fixture.name))
            seconds = time.perf_counter() - started
            with session_context(engine) as session:
                report = compute(session, set_code, top=10)
        finally:
            engine.dispose()
    return {**report.as_dict(), "import_seconds": round(seconds, 2), "fixture": fixture.name}


def render(result: dict[str, Any]) -> str:
    counts, total = result["counts"], result["total"] or 1
    lines = [
        f"engine coverage on a real set ({result['set']}, {result['total']} cards, {result['fixture']}; "
        f"import and reading {result['import_seconds']} s)",
        "  " + ", ".join(f"{s} {counts[s]} ({counts[s] / total:.1%})" for s in ("full", "partial", "none")),
        "  most common abilities not modelled: "
        + "; ".join(f"{t['text']} ({t['cards']})" for t in result["top_not_modelled"][:5]),
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    outcome = run()
    print(render(outcome))
    print(json.dumps(outcome, indent=2))
