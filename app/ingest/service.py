"""Use cases behind `/v1/bulk` and `/v1/imports`: what is available, ETags, job views."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from app.core.errors import NotFound
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


def ndjson_size(session: Session, database: str, state: ExportState) -> int:
    """The export's size, measured once per data version (the export is deterministic)."""
    key = (database, state.version, state.count)
    with _sizes_lock:
        if key in _sizes:
            return _sizes[key]
    size = sum(len(chunk) for chunk in exporter.iter_chunks(session, "ndjson"))
    remember_size(database, state, size)
    return size


def bulk_files(engine: Engine) -> list[BulkFileOut]:
    session, state = open_export(engine)
    try:
        return _bulk_files(session, str(engine.url), state)
    finally:
        session.close()


def _bulk_files(session: Session, database: str, state: ExportState) -> list[BulkFileOut]:
    _, updated_at = ingest_repo.rulings_summary(session)
    size = ndjson_size(session, database, state)
    return [
        BulkFileOut(
            type="rulings",
            name="All rulings",
            description=(
                "Every ruling with its cards (id, name, oracle id, position on the card's page) and every "
                "source that published it. One JSON object a line (NDJSON), or one JSON array."
            ),
            uri="/v1/bulk/rulings",
            formats={"ndjson": "/v1/bulk/rulings?format=ndjson", "json": "/v1/bulk/rulings?format=json"},
            content_type=exporter.MEDIA_TYPES["ndjson"],
            count=state.count,
            size=size,
            sizes={"ndjson": size, "json": _json_size(size, state.count)},
            updated_at=updated_at,
            etag=state.etag("ndjson"),
        )
    ]


def stream_export(session: Session, database: str, state: ExportState, fmt: exporter.ExportFormat) -> Iterator[bytes]:
    """The export's bytes; closes the session when done (or when the client goes away)."""
    try:
        size = 0
        for chunk in exporter.iter_chunks(session, fmt):
            size += len(chunk)
            yield chunk
        if fmt == "ndjson":
            remember_size(database, state, size)
    finally:
        session.close()


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
