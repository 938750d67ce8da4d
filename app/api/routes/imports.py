"""Bulk imports over HTTP (API key): upload the files, get a job, follow its progress."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Annotated, Any, BinaryIO

from fastapi import APIRouter, Depends, Query, Request, Response, status
from fastapi import Path as PathParam
from starlette.concurrency import run_in_threadpool
from starlette.datastructures import UploadFile

from app.api.deps import ApiKeyDep, SessionDep, allowed_query
from app.api.paging import Cursor, limit_query, paged
from app.api.problems import PROBLEM_RESPONSES
from app.core.errors import InvalidRequest
from app.core.schemas import ListOut
from app.db.session import session_context
from app.ingest import jobs
from app.ingest import service as ingest_service
from app.ingest.importer import InputFile
from app.ingest.schemas import ImportJobOut

router = APIRouter(prefix="/v1/imports", tags=["imports"], responses=PROBLEM_RESPONSES)
JobId = Annotated[str, PathParam(min_length=1, max_length=32, examples=["6f1c2f0e8f6a4c1bb7d0f1d2a3b4c5d6"])]
Lenient = Annotated[
    bool,
    Query(description="Skip (and count) rulings of unknown cards and duplicate records instead of refusing the files."),
]


def _upload_body(fields: dict[str, str]) -> dict[str, Any]:
    properties = {name: {"type": "string", "format": "binary", "description": text} for name, text in fields.items()}
    schema = {"type": "object", "required": list(fields), "properties": properties}
    return {"requestBody": {"required": True, "content": {"multipart/form-data": {"schema": schema}}}}


def _copy(source: BinaryIO, target: Path) -> None:
    source.seek(0)
    with target.open("wb") as out:
        shutil.copyfileobj(source, out, 1024 * 1024)


async def _save_uploads(request: Request, fields: list[str]) -> tuple[list[InputFile], Path]:
    """Read the multipart body (only after the API key was checked) into a private folder."""
    if not request.headers.get("content-type", "").startswith("multipart/form-data"):
        raise InvalidRequest(
            f"Send the file(s) as multipart/form-data, in the field(s) {', '.join(fields)}.",
            errors=[{"loc": ["body", name], "msg": "file required"} for name in fields],
        )
    workdir = Path(tempfile.mkdtemp(prefix=jobs.WORKDIR_PREFIX))
    files: list[InputFile] = []
    try:
        async with request.form(max_files=len(fields), max_fields=len(fields) + 4) as form:
            missing = [name for name in fields if not isinstance(form.get(name), UploadFile)]
            if missing:
                raise InvalidRequest(
                    f"Missing file field(s): {', '.join(missing)}.",
                    errors=[{"loc": ["body", name], "msg": "file required"} for name in missing],
                )
            for name in fields:
                upload = form.get(name)
                assert isinstance(upload, UploadFile)
                target = workdir / f"{name}.json"
                await run_in_threadpool(_copy, upload.file, target)
                files.append(InputFile(target, Path(upload.filename or name).name or name))
    except BaseException:
        shutil.rmtree(workdir, ignore_errors=True)
        raise
    return files, workdir


def _job(request: Request, job_id: str) -> ImportJobOut:
    with session_context(request.app.state.engine) as session:
        return ingest_service.get_import(session, job_id)


async def _start(request: Request, response: Response, kind: str, fields: list[str], lenient: bool) -> ImportJobOut:
    files, workdir = await _save_uploads(request, fields)
    settings = request.app.state.settings
    # With worker processes, the import runs in a child process under IMPORT_MEMORY_MB (default:
    # twice WORKER_MEMORY_MB): see docs/operating-workers.md.
    memory_mb = (settings.import_memory_mb or 2 * settings.worker_memory_mb) if settings.worker_processes > 0 else None
    try:
        job_id = await run_in_threadpool(
            jobs.submit, request.app.state.engine, kind=kind, files=files, workdir=workdir, lenient=lenient,
            memory_mb=memory_mb,
        )
    except BaseException:
        shutil.rmtree(workdir, ignore_errors=True)
        raise
    response.headers["Location"] = f"/v1/imports/{job_id}"
    return await run_in_threadpool(_job, request, job_id)


@router.post(
    "/scryfall",
    summary="Import Scryfall bulk files (API key)",
    operation_id="createScryfallImport",
    description=(
        "Upload Scryfall's Oracle Cards and Rulings files (multipart fields `cards` and `rulings`, plain or "
        "gzip). The import runs in the background: follow it at the `Location` returned; if it is refused, "
        "nothing is changed and `error` names the file, the record and the field."
    ),
    status_code=status.HTTP_202_ACCEPTED,
    openapi_extra=_upload_body(
        {"cards": "Scryfall Oracle Cards (JSON array)", "rulings": "Scryfall Rulings (JSON array)"}
    ),
    dependencies=[Depends(allowed_query("lenient"))],
)
async def import_scryfall(
    request: Request, response: Response, _key: ApiKeyDep, lenient: Lenient = False
) -> ImportJobOut:
    return await _start(request, response, "scryfall", ["cards", "rulings"], lenient)


@router.post(
    "/mtgjson",
    summary="Import an MTGJSON file (API key)",
    operation_id="createMtgjsonImport",
    description=(
        "Upload MTGJSON's AtomicCards.json, AllPrintings.json or a set file such as LEA.json, current or "
        "2016 format (multipart field `file`, plain or gzip; the kind is detected). Runs in the background; "
        "follow it at the `Location` returned."
    ),
    status_code=status.HTTP_202_ACCEPTED,
    openapi_extra=_upload_body({"file": "AtomicCards.json, AllPrintings.json or a set file (plain or gzip)"}),
    dependencies=[Depends(allowed_query("lenient"))],
)
async def import_mtgjson(
    request: Request, response: Response, _key: ApiKeyDep, lenient: Lenient = False
) -> ImportJobOut:
    return await _start(request, response, "mtgjson", ["file"], lenient)


@router.get(
    "/{job_id}",
    summary="One import: status and progress (API key)",
    operation_id="getImport",
    dependencies=[Depends(allowed_query())],
)
def get_import(request: Request, _key: ApiKeyDep, job_id: JobId) -> ImportJobOut:
    return _job(request, job_id)


@router.get("", summary="Recent imports (API key)", operation_id="listImports", description="Imports, newest first.",
            dependencies=[Depends(allowed_query("cursor", "limit"))])
def list_imports(
    request: Request, session: SessionDep, _key: ApiKeyDep, cursor: Cursor = None,
    limit: Annotated[int, limit_query(20)] = 20,
) -> ListOut[ImportJobOut]:
    return paged(request, ingest_service.list_imports_page(session, limit, cursor))
