"""Bulk data: what is available, and every ruling as one file (NDJSON or JSON), plain or gzip.

A download behaves like a static file: `Content-Length`, `ETag` (`If-None-Match` gives 304),
`Range` (206, or 416 when nothing of the file is in the range), `HEAD`, and gzip either by
`Accept-Encoding: gzip` (`Content-Encoding: gzip`) or as a `.gz` file of its own.
"""

from __future__ import annotations

import re
from functools import partial
from pathlib import Path
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Query, Request, Response
from fastapi import Path as PathParam
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.responses import FileResponse
from starlette.types import Message, Receive, Scope, Send

from app.api.deps import allowed_query
from app.api.paging import Cursor, limit_query, paged
from app.api.problems import PROBLEM_RESPONSES
from app.core.pagination import page_in_memory
from app.core.schemas import ListOut
from app.ingest import exporter
from app.ingest import service as ingest_service
from app.ingest.schemas import BulkFileOut

router = APIRouter(prefix="/v1/bulk", tags=["bulk"], responses=PROBLEM_RESPONSES)
Format = Literal["ndjson", "json"]
_RANGE = re.compile(r"^bytes=\s*(\d*-\d*)(\s*,\s*\d*-\d*)*\s*$")


def _matches(if_none_match: str | None, etag: str) -> bool:
    if not if_none_match:
        return False
    tags = [t.strip().removeprefix("W/") for t in if_none_match.split(",")]
    return "*" in tags or etag in tags


def _accepts_gzip(accept_encoding: str | None) -> bool:
    """True when the client takes gzip (`gzip` listed, and not with q=0)."""
    for part in (accept_encoding or "").lower().split(","):
        coding, _, params = part.strip().partition(";")
        if coding.strip() in ("gzip", "x-gzip"):
            q = params.strip().removeprefix("q=").strip()
            try:
                return not q or float(q) > 0
            except ValueError:
                return True
    return False


def _position(digits: str) -> int:
    """A `Range` byte position. Past 18 digits it is past any file: `int()` of thousands of
    digits is refused (ValueError), which must not turn a client's header into a 500."""
    return int(digits) if len(digits) <= 18 else 10**18


def _satisfiable(header: str, size: int) -> bool:
    """False when no range of a well-formed `Range` header has a byte of the file (RFC 9110 416)."""
    for spec in header.split("=", 1)[1].split(","):
        start, _, end = spec.strip().partition("-")
        if start and _position(start) < size and (not end or _position(end) >= _position(start)):
            return True
        if not start and end and _position(end) > 0 and size > 0:
            return True
    return False


class _BulkFile(FileResponse):
    """A file response that never lands in the process's response cache (its body may differ by
    `Accept-Encoding` and `Range` under one URL), and that serves the whole file when the
    `Range` header is malformed, as RFC 9110 allows, instead of a plain-text 400."""

    def __init__(self, *args: Any, ignore_range: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.ignore_range = ignore_range

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self.ignore_range:
            scope = {**scope, "headers": [(k, v) for k, v in scope["headers"] if k.lower() != b"range"]}

        async def streamed(message: Message) -> None:
            if message["type"] == "http.response.body" and not message.get("more_body") and message.get("body"):
                await send({**message, "more_body": True})  # sent as a stream: not cached whole
                await send({"type": "http.response.body", "body": b"", "more_body": False})
                return
            await send(message)

        await super().__call__(scope, receive, streamed)


async def _download(request: Request, fmt: Format, *, gzip_file: bool) -> Response:
    engine = request.app.state.engine
    database = str(engine.url)
    encoded = not gzip_file and _accepts_gzip(request.headers.get("accept-encoding"))
    session, state = await run_in_threadpool(ingest_service.open_export, engine)
    try:
        etag = state.etag(fmt)
        if gzip_file:
            etag = etag.replace(f"rulings-{fmt}-", f"rulings-{fmt}.gz-")
        elif encoded:
            etag = etag[:-1] + '-gzip"'
        headers = {"ETag": etag, "Cache-Control": "no-cache", "X-Data-Version": str(state.version)}
        if not gzip_file:
            headers["Vary"] = "Accept-Encoding"
        if _matches(request.headers.get("if-none-match"), etag):
            return Response(status_code=304, headers=headers)
        path: Path = await run_in_threadpool(
            partial(
                ingest_service.export_file, session, database, state, fmt,
                gzipped=gzip_file or encoded, root=request.app.state.settings.bulk_cache_dir,
            )
        )  # fmt: skip
    finally:
        await run_in_threadpool(session.close)
    if encoded:
        headers["Content-Encoding"] = "gzip"
    size = path.stat().st_size
    requested = request.headers.get("range")
    malformed = requested is not None and not _RANGE.match(requested)
    if requested is not None and not malformed and not _satisfiable(requested, size):
        raise HTTPException(
            416, detail=f"The range {requested[:100]!r} is outside the file ({size} bytes).",
            headers={"Content-Range": f"bytes */{size}", "ETag": etag},
        )  # fmt: skip
    name = f"rulings.{fmt}.gz" if gzip_file else f"rulings.{fmt}"
    # A `.gz` file is served as a download of bytes (its name says what it holds): generated
    # clients read `application/octet-stream` as a binary file, `application/gzip` not at all.
    media_type = "application/octet-stream" if gzip_file else exporter.MEDIA_TYPES[fmt]
    return _BulkFile(path, headers=headers, media_type=media_type, filename=name, ignore_range=malformed)


@router.get(
    "",
    summary="Bulk files available",
    operation_id="listBulkFiles",
    description="Each bulk file with its URI, formats, record count, size in bytes, last update and ETag.",
    dependencies=[Depends(allowed_query("cursor", "limit"))],
)
def list_bulk(
    request: Request, cursor: Cursor = None, limit: Annotated[int, limit_query(100)] = 100
) -> ListOut[BulkFileOut]:
    files = ingest_service.bulk_files(request.app.state.engine, request.app.state.settings.bulk_cache_dir)
    page, next_cursor = page_in_memory("bulk", files, lambda file: file.uri, cursor, limit)
    listed = ListOut[BulkFileOut](data=page, has_more=next_cursor is not None, next_cursor=next_cursor, total=len(files))
    return paged(request, listed)


@router.head("", include_in_schema=False, dependencies=[Depends(allowed_query("cursor", "limit"))])
def head_bulk(
    request: Request, cursor: Cursor = None, limit: Annotated[int, limit_query(100)] = 100
) -> ListOut[BulkFileOut]:
    return list_bulk(request, cursor, limit)


_EXPORT_CONTENT: dict[str, Any] = {
    "application/x-ndjson": {"schema": {"type": "string", "description": "One `ExportedRuling` object (JSON) a line."}},
    "application/json": {"schema": {"type": "array", "items": {"$ref": "#/components/schemas/ExportedRuling"}}},
}
_DOWNLOAD_RESPONSES: dict[int | str, dict[str, Any]] = {
    200: {"description": "The export", "content": _EXPORT_CONTENT},
    206: {"description": "The part of the file asked for with `Range`",
          "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}},
    304: {"description": "Not modified since the ETag given"},
    416: {"description": "No byte of the file is in the `Range` asked for",
          "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}},
}


@router.get(
    "/rulings",
    summary="Every ruling, as one file",
    operation_id="getBulkRulings",
    description=(
        "Every ruling with its cards and sources, in id order: NDJSON (one ruling object a line, the "
        "default) or one JSON array (`format=json`). Read from one snapshot of the data. Carries an "
        "`ETag`; send it back in `If-None-Match` to get `304 Not Modified` while nothing changed. "
        "With `Accept-Encoding: gzip` the file comes gzip-compressed (`Content-Encoding: gzip`); "
        "`Content-Length`, `Range` requests (206) and HEAD work as for a static file."
    ),
    response_class=FileResponse,
    responses=_DOWNLOAD_RESPONSES,
    dependencies=[Depends(allowed_query("format"))],
)
async def bulk_rulings(
    request: Request, format: Annotated[Format, Query(description="`ndjson` or `json`")] = "ndjson"
) -> Response:
    return await _download(request, format, gzip_file=False)


@router.head("/rulings", include_in_schema=False, dependencies=[Depends(allowed_query("format"))])
async def head_bulk_rulings(
    request: Request, format: Annotated[Format, Query(description="`ndjson` or `json`")] = "ndjson"
) -> Response:
    return await _download(request, format, gzip_file=False)


@router.get(
    "/rulings.{format}.gz",
    summary="Every ruling, as one gzip file",
    operation_id="getBulkRulingsGzip",
    description="The same file as `/v1/bulk/rulings`, as a `.gz` file to download and keep compressed.",
    response_class=FileResponse,
    responses={**_DOWNLOAD_RESPONSES, 200: {"description": "The export, gzip",
                                                "content": {"application/octet-stream": {"schema": {"type": "string", "format": "binary"}}}}},
    dependencies=[Depends(allowed_query())],
)
async def bulk_rulings_gzip(request: Request, format: Annotated[Format, PathParam(examples=["ndjson"])]) -> Response:
    return await _download(request, format, gzip_file=True)


@router.head("/rulings.{format}.gz", include_in_schema=False, dependencies=[Depends(allowed_query())])
async def head_bulk_rulings_gzip(request: Request, format: Annotated[Format, PathParam(examples=["ndjson"])]) -> Response:
    return await _download(request, format, gzip_file=True)
