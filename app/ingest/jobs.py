"""Imports uploaded over HTTP run here, in the background, one at a time per process.

A job row (`import_job`) is written when the job is queued, starts and ends, each in its own
short transaction. On PostgreSQL the import itself is one transaction, so a failure (or the
server stopping) leaves the data as it was. On SQLite it is written in batches, each committed
on its own (app/ingest/importer.py); each batch also writes to the row, in the batch's own
transaction, what the committed batches hold (`progress.applied`), so a job that stops halfway
says truthfully "partly applied: N batches committed" (and importing the same files again
completes it), never "nothing changed". While a job runs its progress lives in memory (and, on PostgreSQL, is also
written to the row about once a second, so every replica can report it).

A job's row names the process running it and its temp folder (`_worker`, `_workdir`, not shown
by the API). A server that starts marks `failed` the jobs left `queued` or `running` by a process
that is gone (same host: its pid no longer runs; elsewhere: no progress written for
`STALE_AFTER` seconds), and removes their temp folders.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import shutil
import signal
import socket
import tempfile
import threading
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from app.core.logging import get_logger
from app.core.settings import get_settings
from app.core.workers import cap_memory, lower_priority
from app.db.session import build_engine, session_context
from app.ingest import repository as ingest_repo
from app.ingest.importer import Applied, ImportSummary, InputFile, Progress, import_mtgjson, import_scryfall
from app.ingest.records import BulkInputError
from app.rulings import warm_marks

log = get_logger("app.ingest.jobs")
PERSIST_EVERY = 1.0  # seconds between progress writes (PostgreSQL)
STALE_AFTER = 15 * 60  # seconds without a progress write after which another host's job is dead
WORKDIR_PREFIX = "mtg-import-"

_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bulk-import")
_live: dict[str, dict[str, Any]] = {}
_lock = threading.Lock()

Runner = Callable[[Session, Callable[[Progress], None], Callable[[Session, Applied], None]], ImportSummary]


def outcome(applied: dict[str, Any] | None, why: str) -> str:
    """The error of a job that did not finish, saying how much of it is in the database: "nothing
    changed: why", or "partly applied: ..." from what its committed batches recorded
    (`progress.applied`)."""
    if not isinstance(applied, dict) or not applied.get("changed"):
        return f"nothing changed: {why}"

    def of(kind: str) -> str:
        total = applied.get(f"{kind}_total")
        return f"{applied.get(kind, 0):,}" + (f" of {total:,}" if isinstance(total, int) else "")

    return (
        f"partly applied: {applied.get('batches', 0):,} batches committed ({of('cards')} cards, "
        f"{of('rulings')} rulings): {why}; importing the same files again completes it"
    )


def live_progress(job_id: str) -> dict[str, Any] | None:
    with _lock:
        progress = _live.get(job_id)
        return dict(progress) if progress is not None else None


def _owner(workdir: Path) -> dict[str, Any]:
    """Who runs a job and where its files are: kept in every progress the row gets."""
    return {"_worker": {"host": socket.gethostname(), "pid": os.getpid()}, "_workdir": str(workdir)}


def public_progress(progress: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in progress.items() if not k.startswith("_")}


def submit(engine: Engine, *, kind: str, files: list[InputFile], workdir: Path, lenient: bool,
           memory_mb: int | None = None) -> str:
    """Queue an import of files already saved under `workdir` (removed when the job ends).
    `memory_mb`: run it in a child process whose address space is capped at that many megabytes
    (0: no cap); None: in a thread of this process."""
    job_id = uuid.uuid4().hex
    with session_context(engine) as session:
        ingest_repo.create_job(
            session,
            job_id=job_id,
            kind=kind,
            progress={"phase": "queued", "files": [f.label for f in files], **_owner(workdir)},
        )
    with _lock:
        _live[job_id] = {"phase": "queued"}

    if memory_mb is not None:
        url = engine.url.render_as_string(hide_password=False)
        _executor.submit(_run_in_child, engine, url, job_id, kind, files, workdir, lenient, memory_mb)
    else:
        _executor.submit(_run_in_thread, engine, job_id, _runner(kind, files, lenient), workdir)
    return job_id


def _run_in_thread(engine: Engine, job_id: str, runner: Runner, workdir: Path) -> None:
    """The job in one of this process's import threads, run at IMPORT_NICENESS (Linux niceness is per
    thread): the threads serving requests keep their share of the CPU."""
    lower_priority(get_settings().import_niceness, this_thread_only=True)
    _run(engine, job_id, runner, workdir)


def _runner(kind: str, files: list[InputFile], lenient: bool) -> Runner:
    def runner(
        session: Session, progress: Callable[[Progress], None], on_commit: Callable[[Session, Applied], None]
    ) -> ImportSummary:
        if kind == "scryfall":
            return import_scryfall(session, files[0], files[1], lenient=lenient, progress=progress,
                                   on_commit=on_commit)  # fmt: skip
        return import_mtgjson(session, files[0], lenient=lenient, progress=progress, on_commit=on_commit)

    return runner


def _run_in_child(engine: Engine, url: str, job_id: str, kind: str, files: list[InputFile], workdir: Path,
                  lenient: bool, memory_mb: int) -> None:
    """The job in a child process (forked from the fork server, app/core/workers.py) under a memory
    cap: a file that would take more memory than the cap costs that process, never the server. Its
    progress comes back through a pipe (for `live_progress`). A child that dies without saying how
    the job ended (killed, out of memory) leaves its row `running`: the recovery of abandoned jobs
    marks it failed, as it does after a server restart."""
    context = multiprocessing.get_context("forkserver")
    receiver, sender = context.Pipe(duplex=False)
    child = context.Process(target=_child_main, name="mtg-import", daemon=True,
                            args=(sender, url, job_id, kind, files, workdir, lenient, memory_mb, os.getpid()))
    try:
        child.start()
        sender.close()
        while True:
            try:
                latest = receiver.recv()
            except (EOFError, OSError):
                break
            with _lock:
                _live[job_id] = latest
        child.join()
        if child.exitcode != 0:
            log.error("import_process_died", job_id=job_id, exitcode=child.exitcode)
            with _lock:
                _live.pop(job_id, None)
            recover_abandoned(engine)
    except Exception:
        log.exception("import_process_failed", job_id=job_id)
    finally:
        receiver.close()
        shutil.rmtree(workdir, ignore_errors=True)
        with _lock:
            _live.pop(job_id, None)


def _child_main(sender: Connection, url: str, job_id: str, kind: str, files: list[InputFile], workdir: Path,
                lenient: bool, memory_mb: int, server_pid: int) -> None:
    _exit_with(server_pid)  # before the cap: a thread's stack is address space too
    cap_memory(memory_mb)
    lower_priority(get_settings().import_niceness)  # the server's requests come first
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the server's Ctrl-C is not the import's

    def report(progress: dict[str, Any]) -> None:
        with contextlib.suppress(OSError, ValueError):
            sender.send(progress)

    engine = build_engine(url)
    try:
        _run(engine, job_id, _runner(kind, files, lenient), workdir, report)
    finally:
        engine.dispose()


# How often an import's child process checks that the server that started it still runs.
SERVER_CHECK_SECONDS = 0.2


def _exit_with(server_pid: int) -> None:
    """The import's child ends at once when its server is gone (a kill -9, a crash), as if killed
    with it: the fork server it was forked from outlives the server while any child of it runs, so
    no parent-death signal reaches the child. Whole batches stay (SQLite) or nothing does
    (PostgreSQL), and the job is settled as abandoned with what was applied."""

    def watch() -> None:
        while _pid_runs(server_pid):
            time.sleep(SERVER_CHECK_SECONDS)
        os._exit(1)

    threading.Thread(target=watch, name="import-server-watch", daemon=True).start()


def _now() -> datetime:
    return datetime.now(UTC)


def _set(engine: Engine, job_id: str, **values: Any) -> None:
    with session_context(engine) as session:
        ingest_repo.update_job(session, job_id, _now(), **values)


def _run(engine: Engine, job_id: str, runner: Runner, workdir: Path,
         report: Callable[[dict[str, Any]], None] | None = None) -> None:
    persist = engine.dialect.name == "postgresql"
    last_write = 0.0
    latest: dict[str, Any] = {}
    applied: dict[str, Any] | None = None
    owner = _owner(workdir)

    def on_commit(session: Session, batch: Applied) -> None:
        """Inside a batch's transaction (SQLite): the row says what is committed, with the batch."""
        nonlocal applied
        done = batch.as_dict()
        ingest_repo.update_job(session, job_id, _now(), progress={**latest, **owner, "applied": done})
        applied = done

    def progress(p: Progress) -> None:
        nonlocal last_write, latest
        latest = p.as_dict()
        with _lock:
            _live[job_id] = latest
        if report is not None:  # a child process's progress, to the server's `live_progress`
            report(latest)
        if persist and time.monotonic() - last_write >= PERSIST_EVERY:
            last_write = time.monotonic()
            try:
                _set(engine, job_id, progress={**latest, **owner})
            except Exception:  # progress is best effort; the import goes on
                log.warning("import_progress_not_saved", job_id=job_id)

    try:
        _set(engine, job_id, status="running", progress={"phase": "starting", **owner})
        with session_context(engine) as session:
            summary = runner(session, progress, on_commit)
        if summary.changed and summary.data_version is not None:
            _await_warm(engine, job_id, summary.data_version, latest, report)
        # The owner stays in the row (not shown by the API): which process ran the job.
        _set(engine, job_id, status="succeeded", progress={**(latest or {"phase": "done"}), **owner},
             summary=summary.as_dict())
        log.info("import_succeeded", job_id=job_id, summary=summary.line())
    except BulkInputError as exc:
        _set(engine, job_id, status="failed", progress=_with(latest, applied),
             error=outcome(applied, exc.detail))  # fmt: skip
        log.info("import_refused", job_id=job_id, error=exc.detail)
    except Exception as exc:
        log.error("import_failed", job_id=job_id, error=type(exc).__name__, exc_info=exc)
        try:
            _set(
                engine,
                job_id,
                status="failed",
                progress=_with(latest, applied),
                error=outcome(applied, "the import failed on the server"),
            )
        except Exception:
            log.error("import_status_not_saved", job_id=job_id)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
        with _lock:
            _live.pop(job_id, None)


def _await_warm(engine: Engine, job_id: str, version: int, latest: dict[str, Any],
                report: Callable[[dict[str, Any]], None] | None) -> None:
    """The job stays `running` (phase `warming`) until every live serving process has warmed the
    data version it wrote (app/rulings/warm_marks.py), at most WARM_FENCE_SECONDS: a client that
    sees `succeeded` meets no cold index, on any replica. Past the bound it succeeds all the same."""
    timeout = get_settings().warm_fence_seconds
    if timeout <= 0:
        return
    warming = {**latest, "phase": "warming"}
    if report is not None:
        report(warming)
    with _lock:
        _live[job_id] = warming
    try:
        if not warm_marks.wait_until_warm(engine, version, timeout):
            log.warning("import_warm_fence_timeout", job_id=job_id, data_version=version, seconds=timeout)
    except SQLAlchemyError:
        log.warning("import_warm_fence_failed", job_id=job_id)


def _with(progress: dict[str, Any], applied: dict[str, Any] | None) -> dict[str, Any]:
    return {**progress, "applied": applied} if applied is not None else progress


def _pid_runs(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: it runs
        return True
    except OSError:
        return False
    try:  # a killed import child no process has reaped yet (a zombie) runs no more
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            return stat.read().rpartition(")")[2].split()[:1] != ["Z"]
    except OSError:
        return True


def _abandoned(progress: dict[str, Any], updated_at: datetime | None, now: datetime, job_id: str) -> str | None:
    """Why a `queued`/`running` job can no longer finish, or None when it may still be running."""
    worker = progress.get("_worker")
    if isinstance(worker, dict) and worker.get("host") == socket.gethostname() and isinstance(worker.get("pid"), int):
        pid = worker["pid"]
        if pid == os.getpid():
            with _lock:
                mine = job_id in _live
            return None if mine else f"the server process running it (pid {pid}) was restarted"
        return None if _pid_runs(pid) else f"the process running it (pid {pid}) stopped"
    if updated_at is not None:
        moment = updated_at if updated_at.tzinfo is not None else updated_at.replace(tzinfo=UTC)
        if (now - moment).total_seconds() > STALE_AFTER:
            return f"no progress for over {STALE_AFTER // 60} minutes: the server running it stopped"
    return None


def _remove_workdir(progress: dict[str, Any]) -> None:
    workdir = progress.get("_workdir")
    if not isinstance(workdir, str):
        return
    path = Path(workdir)
    # Only a folder this module made (a row could name any path).
    if path.name.startswith(WORKDIR_PREFIX) and path.parent == Path(tempfile.gettempdir()):
        shutil.rmtree(path, ignore_errors=True)


def recover_abandoned(engine: Engine) -> list[str]:
    """Mark `failed` the jobs a stopped process left `queued` or `running`, saying how much of each
    is in the database (nothing, or the batches its row recorded as committed, see `outcome`),
    and remove their temp folders. Returns their ids."""
    now = _now()
    failed: list[str] = []
    with session_context(engine) as session:
        for job in ingest_repo.unfinished_jobs(session):
            progress = dict(job.progress or {})
            reason = _abandoned(progress, job.updated_at, now, job.id)
            if reason is None:
                continue
            ingest_repo.update_job(
                session, job.id, now, status="failed", progress=public_progress(progress),
                error=outcome(progress.get("applied"), f"the import did not finish ({reason})"),
            )  # fmt: skip
            _remove_workdir(progress)
            failed.append(job.id)
            log.warning("import_abandoned", job_id=job.id, reason=reason)
    return failed


def recover_on_start(engine: Engine) -> None:
    """`recover_abandoned` for a server starting up; best effort (a database not migrated yet has
    no jobs to recover, and must not stop the server)."""
    try:
        recover_abandoned(engine)
    except SQLAlchemyError as exc:
        log.warning("import_recovery_skipped", error=type(exc).__name__)
