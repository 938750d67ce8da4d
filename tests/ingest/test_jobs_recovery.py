"""Import jobs a stopped server left behind, on SQLite and PostgreSQL: a job whose process is
gone becomes `failed` with the reason and its temp folder is removed; a job whose process still
runs is left alone; the API never shows where a job's files are."""

from __future__ import annotations

import socket
import subprocess
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from sqlalchemy import update

from app.db.platform_models import ImportJob
from app.db.session import session_context
from app.ingest import jobs
from app.ingest import repository as ingest_repo
from app.ingest import service as ingest_service
from tests.conftest import Database


def _job(db: Database, job_id: str, pid: int, workdir: Path, host: str | None = None) -> None:
    progress = {
        "phase": "cards",
        "_worker": {"host": host or socket.gethostname(), "pid": pid},
        "_workdir": str(workdir),
    }
    with session_context(db.engine) as session:
        ingest_repo.create_job(session, job_id=job_id, kind="mtgjson", progress=progress)
        ingest_repo.update_job(session, job_id, datetime.now(UTC), status="running")


def _workdir() -> Path:
    path = Path(tempfile.mkdtemp(prefix=jobs.WORKDIR_PREFIX))
    (path / "file.json").write_text("{}")
    return path


def test_a_job_left_running_by_a_stopped_process_fails_and_its_folder_goes(seeded_db: Database) -> None:
    finished = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead_pid = int(finished.stdout)
    alive = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        dead_dir, alive_dir, far_dir = _workdir(), _workdir(), _workdir()
        _job(seeded_db, "deadjob", dead_pid, dead_dir)
        _job(seeded_db, "alivejob", alive.pid, alive_dir)
        _job(seeded_db, "farjob", 1, far_dir, host="another-host")  # progress written just now
        assert jobs.recover_abandoned(seeded_db.engine) == ["deadjob"]
        with session_context(seeded_db.engine) as session:
            dead = ingest_service.get_import(session, "deadjob")
            assert dead.status == "failed"
            assert dead.error is not None and f"pid {dead_pid}" in dead.error and "nothing changed" in dead.error
            assert "_workdir" not in dead.progress and "_worker" not in dead.progress
            assert ingest_service.get_import(session, "alivejob").status == "running"
            assert "_workdir" not in ingest_service.get_import(session, "alivejob").progress
        assert not dead_dir.exists() and alive_dir.exists()
        # Another host's job is dead once it has written no progress for STALE_AFTER seconds.
        with session_context(seeded_db.engine) as session:
            old = datetime.now(UTC) - timedelta(seconds=jobs.STALE_AFTER + 60)
            session.execute(update(ImportJob).where(ImportJob.id == "farjob").values(updated_at=old))
        assert jobs.recover_abandoned(seeded_db.engine) == ["farjob"]
        assert not far_dir.exists()
    finally:
        alive.kill()
        alive.wait()
        for path in (alive_dir, far_dir):
            if path.exists():
                for child in path.iterdir():
                    child.unlink()
                path.rmdir()
