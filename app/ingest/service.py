"""Use cases behind `/v1/bulk` and `/v1/imports`: what is available, ETags, job views.

The export is written once per data version to a file (and, when asked for, its gzip copy),
so a download has a `Content-Length`, answers `Range` requests and HEAD, and the database is
read once per version however many clients download it. The files live in a folder of their
own per database (`BULK_CACHE_DIR`, default the system's temp folder); older versions go once
a newer one is written.
"""

from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from app.core.errors import InvalidRequest, NotFound
from app.core.pagination import decode_cursor, encode_cursor
from app.core.schemas import ListOut
from app.db.platform_models import ImportJob
from app.ingest import exporter
from app.ingest import repository as ingest_repo
from app.ingest.jobs import live_progress, public_progress
from app.ingest.schemas import BulkFileOut, ImportJobOut
from app.rulings import repository as rulings_repo

_sizes_lock = threading.Lock()
_sizes: dict[tuple[str, int, int], int] = {}  # (database, data version, count) -> NDJSON size


@dataclass(frozen=True)
class ExportState:
    version: int
    count: int

    def etag(self, fmt: str) -> str:
        return f'"rulings-{fmt}-v{self.version}-n{self.count}"'


def export_state(session: Session) -> ExportState:
    count, _ = ingest_repo.rulings_summary(session)
    return ExportState(version=rulings_repo.get_data_version(session), count=count)


def _json_size(ndjson_size: int, count: int) -> int:
    # "[\n" + objects joined by ",\n" + "\n]\n" versus one object and "\n" a line.
    return ndjson_size + count + 3 if count else 3


def remember_size(database: str, state: ExportState, ndjson_size: int) -> None:
    with _sizes_lock:
        _sizes[(database, state.version, state.count)] = ndjson_size


def ndjson_size(session: Session, database: str, state: ExportState, root: Path | None = None) -> int:
    """The export's size, measured once per data version (the export is deterministic)."""
    key = (database, state.version, state.count)
    with _sizes_lock:
        if key in _sizes:
            return _sizes[key]
    size = export_file(session, database, state, "ndjson", root=root).stat().st_size
    remember_size(database, state, size)
    return size


# --- export files ------------------------------------------------------------------------------

_build_locks: dict[Path, threading.Lock] = {}
_build_locks_guard = threading.Lock()
KEEP_OLD_SECONDS = 600  # an older version's file stays this long (a download may still be reading it)


def export_folder(database: str, root: Path | None) -> Path:
    """The export files' folder for one database, under `root` (settings' BULK_CACHE_DIR) or the
    system's temp folder."""
    root = root or Path(tempfile.gettempdir()) / "mtg-rulings-bulk"
    folder = root / hashlib.sha256(database.encode()).hexdigest()[:16]
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def _file_mode() -> int:
    """The mode a new file normally gets (0644 under the usual umask), not mkstemp's 0600."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def _lock_for(path: Path) -> threading.Lock:
    with _build_locks_guard:
        return _build_locks.setdefault(path, threading.Lock())


def _write_atomically(target: Path, write: Any) -> None:
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            write(fh)
        os.chmod(tmp, _file_mode())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def export_file(
    session: Session,
    database: str,
    state: ExportState,
    fmt: exporter.ExportFormat,
    *,
    gzipped: bool = False,
    root: Path | None = None,
) -> Path:
    """The export of this data version as a file, written from `session`'s snapshot when it is
    not there yet (gzip: level 6, no timestamp, so the same data gives the same bytes)."""
    folder = export_folder(database, root)
    plain = folder / f"rulings-v{state.version}-n{state.count}.{fmt}"
    target = plain.with_name(plain.name + ".gz") if gzipped else plain
    if target.exists():
        return target
    with _lock_for(target):
        if target.exists():
            return target
        if gzipped:
            source = export_file(session, database, state, fmt, root=root)

            def write_gzip(fh: Any) -> None:
                with source.open("rb") as src, gzip.GzipFile(fileobj=fh, mode="wb", compresslevel=6, mtime=0) as gz:
                    shutil.copyfileobj(src, gz, 1024 * 1024)

            _write_atomically(target, write_gzip)
        else:

            def write_plain(fh: Any) -> None:
                for chunk in exporter.iter_chunks(session, fmt):
                    fh.write(chunk)

            _write_atomically(target, write_plain)
        _prune(folder, keep=f"rulings-v{state.version}-n{state.count}.")
    return target


def _prune(folder: Path, keep: str) -> None:
    now = time.time()
    for path in folder.iterdir():
        if path.name.startswith(keep):
            continue
        try:
            if now - path.stat().st_mtime > KEEP_OLD_SECONDS:
                path.unlink()
        except OSError:
            pass


def bulk_files(engine: Engine, root: Path | None = None) -> list[BulkFileOut]:
    session, state = open_export(engine)
    try:
        return _bulk_files(session, str(engine.url), state, root)
    finally:
        session.close()


def _bulk_files(session: Session, database: str, state: ExportState, root: Path | None) -> list[BulkFileOut]:
    _, updated_at = ingest_repo.rulings_summary(session)
    size = ndjson_size(session, database, state, root)
    return [
        BulkFileOut(
            type="rulings",
            name="All rulings",
            description=(
                "Every ruling with its cards (id, name, oracle id, position on the card's page) and every "
                "source that published it. One JSON object a line (NDJSON), or one JSON array."
            ),
            uri="/v1/bulk/rulings",
            formats={
                "ndjson": "/v1/bulk/rulings?format=ndjson",
                "json": "/v1/bulk/rulings?format=json",
                "ndjson.gz": "/v1/bulk/rulings.ndjson.gz",
                "json.gz": "/v1/bulk/rulings.json.gz",
            },
            content_type=exporter.MEDIA_TYPES["ndjson"],
            count=state.count,
            size=size,
            sizes={"ndjson": size, "json": _json_size(size, state.count)},
            updated_at=updated_at,
            etag=state.etag("ndjson"),
        )
    ]


def job_out(job: ImportJob) -> ImportJobOut:
    progress = public_progress(dict(job.progress or {}))
    if job.status in ("queued", "running"):
        live = live_progress(job.id)
        if live is not None:
            progress = live
    return ImportJobOut(
        id=job.id,
        kind=job.kind,
        status=job.status,
        uri=f"/v1/imports/{job.id}",
        created_at=job.created_at,
        updated_at=job.updated_at,
        progress=progress,
        summary=job.summary,
        error=job.error,
    )


def open_export(engine: Engine) -> tuple[Session, ExportState]:
    """A session of its own holding one snapshot for the whole stream, and what it will contain."""
    session = Session(engine, expire_on_commit=False)
    try:
        ingest_repo.begin_snapshot(session)
        return session, export_state(session)
    except BaseException:
        session.close()
        raise


def get_import(session: Session, job_id: str) -> ImportJobOut:
    job = ingest_repo.get_job(session, job_id)
    if job is None:
        raise NotFound(f"No import has the id {job_id!r}.", import_id=job_id)
    return job_out(job)


def list_imports(session: Session, limit: int) -> list[ImportJobOut]:
    return [job_out(job) for job in ingest_repo.list_jobs(session, limit)]


def list_imports_page(session: Session, limit: int, cursor: str | None) -> ListOut[ImportJobOut]:
    """One page of the imports, newest first; the cursor names the last job listed (keyset)."""
    key = decode_cursor("imports", cursor)
    after = None
    if key is not None:
        after = ingest_repo.get_job(session, key[0]) if len(key) == 1 and isinstance(key[0], str) else None
        if after is None:
            raise InvalidRequest(
                "The cursor is not one this listing issued (or its import is gone); start again without `cursor`.",
                errors=[{"loc": ["query", "cursor"], "msg": "invalid cursor"}],
            )
    rows = ingest_repo.list_jobs(session, limit + 1, after)
    more = len(rows) > limit
    rows = rows[:limit]
    return ListOut[ImportJobOut](
        data=[job_out(job) for job in rows],
        has_more=more,
        next_cursor=encode_cursor("imports", [rows[-1].id]) if more and rows else None,
        total=ingest_repo.count_jobs(session),
    )
