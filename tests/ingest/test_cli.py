"""The command line, run as users run it (`python -m app ...` on a DATABASE_URL), and the
synthetic generator's files, which must import cleanly in both formats."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from app.db import migrate
from app.db.session import build_engine
from app.ingest.importer import Progress
from app.ingest.synth import write_all
from app.ingest.terminal import ProgressBar
from tests.conftest import Database
from tests.ingest.helpers import SCRYFALL_CARDS, SCRYFALL_RULINGS, mtgjson, scryfall

ROOT = Path(__file__).resolve().parents[2]


def run(db_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DATABASE_URL": db_url}
    return subprocess.run(
        [sys.executable, "-m", "app", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )


def test_cli_import_export_and_refusal(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/cli.db"
    engine = build_engine(url)
    migrate.upgrade(engine)
    engine.dispose()
    done = run(url, "import", "scryfall", "--cards", str(SCRYFALL_CARDS), "--rulings", str(SCRYFALL_RULINGS))
    assert done.returncode == 0, done.stderr
    summary = done.stderr.strip().splitlines()[-1]
    assert summary.startswith(
        "imported scryfall: cards 10 (10 new, 0 updated, 0 unchanged), rulings 18 (17 new, 1 updated"
    )
    assert "\r[" not in done.stderr  # no progress bar when stderr is not a terminal

    bad = tmp_path / "rulings.json"
    bad.write_text(SCRYFALL_RULINGS.read_text()[:3000])
    refused = run(url, "import", "scryfall", "--cards", str(SCRYFALL_CARDS), "--rulings", str(bad))
    assert refused.returncode == 1
    assert "import failed, nothing changed:" in refused.stderr and f"{bad}: record #" in refused.stderr

    out = tmp_path / "export" / "rulings.json"
    exported = run(url, "export", "rulings", "--format", "json", "--out", str(out))
    assert exported.returncode == 0, exported.stderr
    rulings = json.loads(out.read_text())
    assert len(rulings) == 17  # one text is shared by two cards
    streamed = run(url, "export", "rulings")
    assert [json.loads(line) for line in streamed.stdout.splitlines()] == rulings


def test_synthetic_files_import_in_both_formats(seeded_db: Database, tmp_path: Path) -> None:
    paths = write_all(tmp_path, cards=120, rulings=400, seed=3)
    again = write_all(tmp_path / "again", cards=120, rulings=400, seed=3)
    assert [p.read_bytes() for p in paths] == [p.read_bytes() for p in again]  # deterministic
    summary = scryfall(seeded_db, cards=paths[0], rulings=paths[1])
    assert summary.cards.total + summary.skipped >= 120 and summary.rulings.new > 300
    atomic = mtgjson(seeded_db, paths[2])
    printings = mtgjson(seeded_db, paths[3])
    assert atomic.detected == "AtomicCards" and printings.detected == "AllPrintings"
    assert atomic.cards.new == printings.cards.new == 0  # the same cards, matched by oracle id
    assert atomic.rulings.new == printings.rulings.new == 0  # MTGJSON's rulings are Scryfall's wotc ones
    assert printings.rulings.updated == 0


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_shows_counts_rate_and_eta() -> None:
    stream = FakeTerminal()
    bar = ProgressBar(stream)
    bar(Progress("rulings", "rulings.json", 5000, 50, 100, time.monotonic() - 2))
    bar.close()
    text = stream.getvalue()
    assert (
        text.startswith("\r[") and "50.0%" in text and "5,000 records" in text and "/s" in text and "ETA 00:0" in text
    )
    silent = io.StringIO()
    ProgressBar(silent)(Progress("rulings", "r.json", 1, 1, 2, time.monotonic()))
    assert silent.getvalue() == ""
