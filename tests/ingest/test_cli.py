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
from tests.ingest.helpers import SCRYFALL_CARDS, SCRYFALL_RULINGS, mtgjson, run_app, scryfall

ROOT = Path(__file__).resolve().parents[2]


def test_cli_import_export_and_refusal(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/cli.db"
    engine = build_engine(url)
    migrate.upgrade(engine)
    engine.dispose()
    done = run_app(url, "import", "scryfall", "--cards", str(SCRYFALL_CARDS), "--rulings", str(SCRYFALL_RULINGS))
    assert done.returncode == 0, done.stderr
    summary = done.stderr.strip().splitlines()[-1]
    assert summary.startswith(
        "imported scryfall: cards 10 (10 new, 0 updated, 0 unchanged), rulings 17 (17 new, 0 updated"
    )
    assert "\r[" not in done.stderr  # no progress bar when stderr is not a terminal, but lines:
    assert f"import progress: cards: 11 records of {SCRYFALL_CARDS}, " in done.stderr
    assert f"import progress: rulings: 19 records of {SCRYFALL_RULINGS}, 100.0% done" in done.stderr

    bad = tmp_path / "rulings.json"
    bad.write_text(SCRYFALL_RULINGS.read_text()[:3000])
    refused = run_app(url, "import", "scryfall", "--cards", str(SCRYFALL_CARDS), "--rulings", str(bad))
    assert refused.returncode == 1
    assert "import failed, nothing changed:" in refused.stderr and f"{bad}: record #" in refused.stderr

    out = tmp_path / "export" / "rulings.json"
    exported = run_app(url, "export", "rulings", "--format", "json", "--out", str(out))
    assert exported.returncode == 0, exported.stderr
    rulings = json.loads(out.read_text())
    assert len(rulings) == 17  # one text is shared by two cards
    umask = os.umask(0)
    os.umask(umask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~umask  # an export is for others to read, not 0600
    streamed = run_app(url, "export", "rulings")
    assert [json.loads(line) for line in streamed.stdout.splitlines()] == rulings


def test_cli_run_from_another_folder_creates_nothing_there(tmp_path: Path) -> None:
    done = run_app(None, "export", "rulings", cwd=tmp_path)  # the default database: the project's
    assert not (tmp_path / "data").exists()
    assert "Traceback" not in done.stderr
    assert done.returncode == 0 or "python -m app migrate" in done.stderr
    missing = run_app(f"sqlite:///{tmp_path}/nothing/here.db", "import", "mtgjson", str(SCRYFALL_CARDS), cwd=tmp_path)
    assert missing.returncode == 1 and "Traceback" not in missing.stderr
    assert "no database at" in missing.stderr and not (tmp_path / "nothing" / "here.db").exists()


def test_cli_export_into_a_closed_pipe_ends_quietly(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path}/pipe.db"
    engine = build_engine(url)
    migrate.upgrade(engine)
    engine.dispose()
    files = write_all(tmp_path / "synth", cards=300, rulings=1500, seed=3)
    cards, rulings = files[0], files[1]  # Scryfall's Oracle Cards and Rulings
    assert run_app(url, "import", "scryfall", "--cards", str(cards), "--rulings", str(rulings)).returncode == 0
    assert len(run_app(url, "export", "rulings").stdout) > 4 * 65536  # more than a pipe's buffer holds
    env = {**os.environ, "DATABASE_URL": url}
    # `python -m app export rulings | head -c 1000`: the reader goes away after a few lines.
    export = subprocess.Popen(
        [sys.executable, "-m", "app", "export", "rulings"], cwd=ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    assert export.stdout is not None and export.stderr is not None
    assert len(export.stdout.read(1000)) == 1000
    export.stdout.close()
    err = export.stderr.read().decode()
    assert export.wait(timeout=60) == 0
    assert "Traceback" not in err and "BrokenPipe" not in err


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
    log = io.StringIO()  # not a terminal: plain lines, one per phase and then one every `every` s
    plain = ProgressBar(log, every=3600)
    started = time.monotonic()
    plain(Progress("cards", "c.json", 1, 1, 4, started))
    plain(Progress("cards", "c.json", 2, 2, 4, started))  # too soon: no line
    plain(Progress("rulings", "r.json", 3, 3, 4, started))
    lines = log.getvalue().splitlines()
    assert len(lines) == 2 and "\r" not in log.getvalue()
    assert lines[0].startswith("import progress: cards: 1 records of c.json, 25.0% done")
    assert lines[1].startswith("import progress: rulings: 3 records of r.json, 75.0% done")
