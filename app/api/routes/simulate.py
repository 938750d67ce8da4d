from __future__ import annotations

import functools

from fastapi import APIRouter, Depends, Request
from fastapi.concurrency import run_in_threadpool
from fastapi.responses import Response

from app.api.deps import DATABASE_HEADER, allowed_query, engine_for, run_with_budget, simulation_threads
from app.api.problems import PROBLEM_RESPONSES
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
    answer = None
    # The data version, when the rate limiter's transaction read it: a small request whose cards
    # and rulings are cached at that version needs no database and no worker thread.
    version = request.scope.get("state", {}).get("data_version")
    if version is not None and not settings.database_read_url:
        answer = simulation_service.answer_from_cache(request.app.state.engine, settings, raw, version)
    headers = {"Cache-Control": "no-store"}
    if answer is None:
        # One trip to a worker thread for the rest (choosing the database, reading, the engine,
        # printing the answer); a second only to check a read replica.
        engine, role = (await run_in_threadpool(engine_for, request) if settings.database_read_url
                        else (request.app.state.engine, "primary"))
        answer = await run_with_budget(
            functools.partial(simulation_service.simulate_body, engine, settings, raw),
            settings.request_time_budget_seconds, "The simulation", simulation_threads(request),
        )
        if settings.database_read_url:
            headers[DATABASE_HEADER] = role
    payload, applied = answer
    request.state.engine_actions = applied  # counted by the metrics middleware
    return Response(payload, media_type="application/json", headers=headers)
