"""The databases the benchmarks run on: the seeds plus about 100 000 synthetic rulings (the bulk
generator's Scryfall files, imported with the real importer), on SQLite and on a throwaway
PostgreSQL server (tests/pgserver.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _app(database_url: str, *args: str) -> None:
    env = {**os.environ, "DATABASE_URL": database_url, "LOG_LEVEL": "WARNING"}
    subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=env, check=True,
                   capture_output=True, timeout=1800)


def synthesise(out: Path, *, cards: int, rulings: int) -> Path:
    if not (out / "scryfall-rulings.json").exists():
        subprocess.run([sys.executable, "-m", "app", "synth", "--cards", str(cards), "--rulings", str(rulings),
                        "--out", str(out)], cwd=ROOT, check=True, capture_output=True, timeout=1800)
    return out


def build(database_url: str, synth_dir: Path | None) -> float:
    """Migrate, seed and import the synthetic files (none: the seeds alone); returns the seconds
    the import took."""
    _app(database_url, "migrate")
    _app(database_url, "seed")
    if synth_dir is None:
        return 0.0
    started = time.perf_counter()
    _app(database_url, "import", "scryfall", "--cards", str(synth_dir / "scryfall-oracle-cards.json"),
         "--rulings", str(synth_dir / "scryfall-rulings.json"), "--single-transaction")
    return time.perf_counter() - started


def card_ids(database_url: str) -> list[str]:
    """Every card id in the database (the random look-ups pick among them)."""
    from sqlalchemy import text

    from app.db.session import build_engine

    engine = build_engine(database_url)
    try:
        with engine.connect() as connection:
            return [row[0] for row in connection.execute(text("SELECT id FROM card ORDER BY id"))]
    finally:
        engine.dispose()
