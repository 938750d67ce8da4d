from __future__ import annotations

from fastapi import APIRouter, Depends, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response

from app.api.deps import DATABASE_HEADER, allowed_query, engine_for
from app.api.offload import run_in_worker
from app.api.problems import PROBLEM_RESPONSES, WORKER_RESPONSES
from app.api.simulate_docs import (
    REQUEST_EXAMPLES,
    request_schema_ref,
    response_examples,
    response_schema_ref,
    simulate_description,
)
from app.core.errors import UnsupportedMediaType
from app.simulation import service as simulation_service

router = APIRouter(tags=["simulate"])


@router.post(
    "/v1/simulate",
    summary="Run the rules engine on a game state",
    operation_id="simulate",
    description=simulate_description(),
    dependencies=[Depends(allowed_query())],
    responses={
        200: {
            "description": "The resolution.",
            "content": {"application/json": {"schema": response_schema_ref(), "examples": response_examples()}},
        },
        **PROBLEM_RESPONSES,
        **WORKER_RESPONSES,
        413: {"description": "Body over the size limit", "content": PROBLEM_RESPONSES[422]["content"]},
    },
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": request_schema_ref(), "examples": REQUEST_EXAMPLES}},
        }
    },
)
async def simulate(request: Request) -> Response:
    content_type = request.headers.get("content-type", "")
    if "json" not in content_type.split(";")[0]:
        raise UnsupportedMediaType(
            "Send the body as JSON (`Content-Type: application/json`).",
            errors=[{"loc": ["header", "content-type"], "msg": f"got {content_type or 'nothing'}"}],
        )
    raw = await request.body()
    settings = request.app.state.settings
    # The data version, when the rate limiter's transaction read it: a worker whose cards and
    # rulings are cached at that version then needs no database.
    version = request.scope.get("state", {}).get("data_version")
    headers = {"Cache-Control": "no-store"}
    url = settings.database_url
    if settings.database_read_url:  # choosing the database reads it: a worker thread
        _, role = await run_in_threadpool(engine_for, request)
        headers[DATABASE_HEADER] = role
        url, version = (settings.database_read_url if role == "replica" else url), None
    # Everything else (the body's JSON, the cards, the engine, the answer's bytes) in a worker
    # process, within WORKER_DEADLINE_SECONDS (app/api/offload.py).
    payload, applied = await run_in_worker(
        request, "The simulation", simulation_service.simulate_task, url, raw, version)
    request.state.engine_actions = applied  # counted by the metrics middleware
    return Response(payload, media_type="application/json", headers=headers)
