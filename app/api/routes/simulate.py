from __future__ import annotations

import json
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import Response

from app.api.deps import SessionDep, SettingsDep, allowed_query
from app.api.problems import PROBLEM_RESPONSES
from app.api.simulate_docs import REQUEST_EXAMPLES, request_schema_ref, response_examples, response_schema_ref
from app.core.errors import MalformedBody, UnsupportedMediaType
from app.simulation import service as simulation_service

router = APIRouter(tags=["simulate"])


@router.post(
    "/v1/simulate",
    summary="Run the rules engine on a game state",
    description=(
        "Post `{\"state\": GameState, \"actions\": [Action], \"viewer\": player id?}`. The engine applies the "
        "actions in order and returns the resolved `state`, every `event` (each with the `cites` that "
        "justify it), the full `citations` (ruling objects and CR numbers) and the answers to `queries` "
        "(`compute_cost`, `could_produce`). An illegal action is refused with 422 `/problems/illegal-action`, "
        "its `action_index` and the rulings or rules that forbid it; nothing is applied. A state that "
        "breaks its own invariants is refused with 422 `/problems/invalid-state` listing every problem. "
        "`viewer`: when given, face-down objects that player doesn't control show only their face-down "
        "characteristics; without it the response is the judge's view (everything visible). Cards are "
        "named by their name or id (case and punctuation forgiven) or given inline. The same request "
        "always gives the same response, byte for byte."
    ),
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
async def simulate(request: Request, session: SessionDep, settings: SettingsDep) -> Response:
    raw = await request.body()
    content_type = request.headers.get("content-type", "")
    if "json" not in content_type.split(";")[0]:
        raise UnsupportedMediaType(
            "Send the body as JSON (`Content-Type: application/json`).",
            errors=[{"loc": ["header", "content-type"], "msg": f"got {content_type or 'nothing'}"}],
        )
    try:
        body: Any = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise MalformedBody(f"The body is not valid JSON: {exc}.") from None
    result = await _run(session, settings, body)
    payload = json.dumps(result, ensure_ascii=False, separators=(",", ":")).encode()
    return Response(payload, media_type="application/json", headers={"Cache-Control": "no-store"})


async def _run(session: Any, settings: Any, body: Any) -> dict[str, Any]:
    from starlette.concurrency import run_in_threadpool

    # The engine and the database calls are blocking: keep them off the event loop.
    return await run_in_threadpool(simulation_service.simulate, session, settings, body)
