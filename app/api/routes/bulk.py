"""Bulk data: what is available, and every ruling as one streamed file (NDJSON or JSON)."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query, Request, Response
from fastapi.responses import StreamingResponse
from starlette.concurrency import run_in_threadpool

from app.api.deps import allowed_query
from app.api.problems import PROBLEM_RESPONSES
from app.core.schemas import ListOut
from app.ingest import exporter
from app.ingest import service as ingest_service
from app.ingest.schemas import BulkFileOut

router = APIRouter(prefix="/v1/bulk", tags=["bulk"], responses=PROBLEM_RESPONSES)


def _matches(if_none_match: str | None, etag: str) -> bool:
    if not if_none_match:
        return False
    tags = [t.strip().removeprefix("W/") for t in if_none_match.split(",")]
    return "*" in tags or etag in tags


@router.get(
    "",
    summary="Bulk files available",
    operation_id="listBulkFiles",
    description="Each bulk file with its URI, formats, record count, size in bytes, last update and ETag.",
    dependencies=[Depends(allowed_query())],
)
def list_bulk(request: Request) -> ListOut[BulkFileOut]:
    files = ingest_service.bulk_files(request.app.state.engine)
    return ListOut[BulkFileOut](data=files, has_more=False, next_cursor=None, total=len(files))


@router.get(
    "/rulings",
    summary="Every ruling, streamed",
    operation_id="getBulkRulings",
    description=(
        "Every ruling with its cards and sources, in id order: NDJSON (one ruling object a line, the "
        "default) or one JSON array (`format=json`). Read from one snapshot of the data. Carries an "
        "`ETag`; send it back in `If-None-Match` to get `304 Not Modified` while nothing changed."
    ),
    response_class=StreamingResponse,
    responses={
        200: {
            "description": "The export",
            "content": {
                "application/x-ndjson": {
                    "schema": {"type": "string", "description": "One `ExportedRuling` object (JSON) a line."}
                },
                "application/json": {
                    "schema": {"type": "array", "items": {"$ref": "#/components/schemas/ExportedRuling"}}
                },
            },
        },
        304: {"description": "Not modified since the ETag given"},
    },
    dependencies=[Depends(allowed_query("format"))],
)
async def bulk_rulings(
    request: Request, format: Annotated[Literal["ndjson", "json"], Query(description="`ndjson` or `json`")] = "ndjson"
) -> Response:
    engine = request.app.state.engine
    session, state = await run_in_threadpool(ingest_service.open_export, engine)
    etag = state.etag(format)
    headers = {"ETag": etag, "Cache-Control": "no-cache", "X-Data-Version": str(state.version)}
    if _matches(request.headers.get("if-none-match"), etag):
        await run_in_threadpool(session.close)
        return Response(status_code=304, headers=headers)
    headers["Content-Disposition"] = f'attachment; filename="rulings.{format}"'
    return StreamingResponse(
        ingest_service.stream_export(session, str(engine.url), state, format),
        media_type=exporter.MEDIA_TYPES[format],
        headers=headers,
    )
