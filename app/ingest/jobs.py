"""Imports uploaded over HTTP run here, in the background, one at a time per process.

A job row (`import_job`) is written when the job is queued, starts and ends, each in its own
short transaction; the import itself is one transaction, so a failure (or the server stopping)
leaves the data as it was. While a job runs its progress lives in memory (and, on PostgreSQL,
is also written to the row about once a second, so every replica can report it; on SQLite the
import holds the only write lock, so the row is updated when the import ends).
"""

from __future__ import annotations

import shutil
import threading
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from app.core.logging import get_logger
from app.db.session import session_context
from app.ingest import repository as ingest_repo
from app.ingest.importer import ImportSummary, InputFile, Progress, import_mtgjson, import_scryfall
from app.ingest.records import BulkInputError

log = get_logger("app.ingest.jobs")
PERSIST_EVERY = 1.0  # seconds between progress writes (PostgreSQL)

_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bulk-import")
_live: dict[str, dict[str, Any]] = {}
_lock = threading.Lock()

Runner = Callable[[Session, Callable[[Progress], None]], ImportSummary]


def live_progress(job_id: str) -> dict[str, Any] | None:
    with _lock:
        progress = _live.get(job_id)
        return dict(progress) if progress is not None else None


def submit(engine: Engine, *, kind: str, files: list[InputFile], workdir: Path, lenient: bool) -> str:
    """Queue an import of files already saved under `workdir` (removed when the job ends)."""
    job_id = uuid.uuid4().hex
    with session_context(engine) as session:
        ingest_repo.create_job(
            session, job_id=job_id, kind=kind, progress={"phase": "queued", "files": [f.label for f in files]}
        )
    with _lock:
        _live[job_id] = {"phase": "queued"}

    def runner(session: Session, progress: Callable[[Progress], None]) -> ImportSummary:
        if kind == "scryfall":
            return import_scryfall(session, files[0], files[1], lenient=lenient, progress=progress)
        return import_mtgjson(session, files[0], lenient=lenient, progress=progress)

    _executor.submit(_run, engine, job_id, runner, workdir)
    return job_id


def _now() -> datetime:
    return datetime.now(UTC)


def _set(engine: Engine, job_id: str, **values: Any) -> None:
    with session_context(engine) as session:
        ingest_repo.update_job(session, job_id, _now(), **values)


def _run(engine: Engine, job_id: str, runner: Runner, workdir: Path) -> None:
    persist = engine.dialect.name == "postgresql"
    last_write = 0.0
    latest: dict[str, Any] = {}

    def progress(p: Progress) -> None:
        nonlocal last_write, latest
        latest = p.as_dict()
        with _lock:
            _live[job_id] = latest
        if persist and time.monotonic() - last_write >= PERSIST_EVERY:
            last_write = time.monotonic()
            try:
                _set(engine, job_id, progress=latest)
            except Exception:  # progress is best effort; the import goes on
                log.warning("import_progress_not_saved", job_id=job_id)

    try:
        _set(engine, job_id, status="running", progress={"phase": "starting"})
        with session_context(engine) as session:
            summary = runner(session, progress)
        _set(engine, job_id, status="succeeded", progress=latest or {"phase": "done"}, summary=summary.as_dict())
        log.info("import_succeeded", job_id=job_id, summary=summary.line())
    except BulkInputError as exc:
        _set(engine, job_id, status="failed", progress=latest, error=f"nothing changed: {exc.detail}")
        log.info("import_refused", job_id=job_id, error=exc.detail)
    except Exception as exc:
        log.error("import_failed", job_id=job_id, error=type(exc).__name__, exc_info=exc)
        try:
            _set(
                engine,
                job_id,
                status="failed",
                progress=latest,
                error="nothing changed: the import failed on the server",
            )
        except Exception:
            log.error("import_status_not_saved", job_id=job_id)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
        with _lock:
            _live.pop(job_id, None)
