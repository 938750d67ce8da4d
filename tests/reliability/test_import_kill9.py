"""kill -9 of the server during an HTTP import, on SQLite and PostgreSQL: after the restart the
job's status tells the truth (PostgreSQL, one transaction: "nothing changed", and nothing did;
SQLite, batches committed one by one: "partly applied: N batches committed (C of T cards ...)",
exactly the cards that are served), and importing the same files again completes the import.
(One server process per database: on a busy machine each costs seconds to start.)"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from app.cards.models import Card
from app.db.platform_models import ImportJob
from app.db.session import session_context
from app.ingest import jobs
from app.ingest import service as ingest_service
from app.ingest.importer import InputFile, import_scryfall
from app.ingest.synth import write_all
from tests.conftest import Database
from tests.reliability.harness import API_KEY, ApiProcess

pytestmark = [pytest.mark.slow, pytest.mark.serial]  # measures time under load: alone (make test)
HEADERS = {"Authorization": f"Bearer {API_KEY}"}


@pytest.fixture(scope="module")
def synth_files(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Scryfall files of 400 cards and 600 rulings: a second or two of import, enough to kill it
    halfway (the card names are made up, so none is already in the seeded database)."""
    folder = tmp_path_factory.mktemp("synth")
    write_all(folder, cards=400, rulings=600, seed=23)
    return folder / "scryfall-oracle-cards.json", folder / "scryfall-rulings.json"


def _upload(client: httpx.Client, files: tuple[Path, Path]) -> str:
    answer = client.post(
        "/v1/imports/scryfall",
        files={
            "cards": ("oracle-cards.json", files[0].read_bytes()),
            "rulings": ("rulings.json", files[1].read_bytes()),
        },
    )
    assert answer.status_code == 202, answer.text
    return str(answer.json()["id"])


def _row(db: Database, job_id: str) -> tuple[str, dict[str, Any]]:
    with session_context(db.engine) as session:
        job = session.get(ImportJob, job_id)
        assert job is not None
        return job.status, dict(job.progress or {})


def _imported_cards(db: Database) -> int:
    with session_context(db.engine) as session:
        return session.scalar(select(func.count()).select_from(Card)) or 0


def test_kill_9_mid_import_then_the_status_is_true_and_a_rerun_completes(
    seeded_db: Database, start_api: Callable[..., ApiProcess], synth_files: tuple[Path, Path]
) -> None:
    before = _imported_cards(seeded_db)
    api = start_api(seeded_db.url)
    with httpx.Client(base_url=api.base_url, headers=HEADERS, timeout=30) as client:
        job_id = _upload(client, synth_files)
    # Kill once the import has written: SQLite, a batch committed; PostgreSQL, cards read and
    # written inside the one transaction (its progress is saved to the row once a second).
    deadline = time.monotonic() + 60
    while True:
        status, progress = _row(seeded_db, job_id)
        assert status in ("queued", "running") and time.monotonic() < deadline, (status, progress)
        if seeded_db.kind == "sqlite" and (progress.get("applied") or {}).get("changed"):
            break
        if seeded_db.kind == "postgresql" and progress.get("phase") in ("cards", "rulings") and progress.get("records"):
            break
        time.sleep(0.01)
    # kill -9 at that point of the import: its own process (a child of the server's, named in the
    # row) and the server, as a crash of the machine or the container would.
    worker = progress["_worker"]["pid"]
    assert worker != api.process.pid
    os.kill(worker, signal.SIGKILL)
    api.signal(signal.SIGKILL)
    assert api.wait(timeout=10) == -signal.SIGKILL

    # What a starting server does first (app startup: jobs.recover_on_start), run here: the job
    # whose process is gone is settled, saying how much of it is in the database.
    # (An import child that outlived its server would end within moments: jobs._exit_with.)
    settle_by = time.monotonic() + 10
    while not (recovered := jobs.recover_abandoned(seeded_db.engine)) and time.monotonic() < settle_by:
        time.sleep(0.05)
    assert recovered == [job_id]
    # Read once the import is over: its child may commit the batch it was writing as the server
    # died; the status must name what is served then.
    _, progress = _row(seeded_db, job_id)
    served = _imported_cards(seeded_db) - before
    with session_context(seeded_db.engine) as session:
        job = ingest_service.get_import(session, job_id).model_dump()
    assert job["status"] == "failed", job
    if seeded_db.kind == "postgresql":
        assert job["error"].startswith("nothing changed: the import did not finish"), job
        assert served == 0
    else:
        applied = progress["applied"]
        assert 0 < applied["cards"] < applied["cards_total"]
        assert job["error"].startswith(
            f"partly applied: {applied['batches']:,} batches committed "
            f"({applied['cards']:,} of {applied['cards_total']:,} cards, "
        ), job
        assert "importing the same files again completes it" in job["error"]
        assert served == applied["cards"], "the status must name exactly what is served"
        assert job["progress"]["applied"] == applied

    # The same files again (as `python -m app import scryfall` runs them) complete the import.
    cards, rulings = synth_files
    with session_context(seeded_db.engine) as session:
        summary = import_scryfall(session, InputFile(cards, cards.name), InputFile(rulings, rulings.name))
    assert summary.cards.new == summary.cards.total - served  # the rest, completed
    assert _imported_cards(seeded_db) - before == summary.cards.total
    assert summary.skipped_by_reason and sum(summary.skipped_by_reason.values()) == summary.skipped
