"""The problem+json schema for the OpenAPI document (RFC 9457 with this API's extensions)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from app.api.openapi_models import CitedCard, SimulationCitation


class ErrorItem(BaseModel):
    """One problem of a request, and where it is. Every error item has this one shape."""

    model_config = ConfigDict(extra="allow")

    path: str = Field(
        description=(
            "Where: `query.limit`, `body.cards[3]`, `header.content-type`; for `/v1/simulate` game states, "
            "the path inside the request body (`battlefield[2].card`, `actions[0].type`)."
        ),
        examples=["query.limit"],
    )
    message: str = Field(description="What is wrong, in plain words.", examples=["Input should be less than or equal to 100"])
    type: str | None = Field(default=None, description="A machine-readable kind of error, when known.",
                             examples=["less_than_equal"])
    loc: list[str | int] | None = Field(default=None, deprecated=True,
                                        description="`path` as a list of parts (deprecated: use `path`).")
    msg: str | None = Field(default=None, deprecated=True, description="Same as `message` (deprecated).")


class Problem(BaseModel):
    """RFC 9457 problem details, with this API's extensions (each present only where it applies)."""

    model_config = ConfigDict(extra="allow")

    type: str = Field(examples=["/problems/not-found"], description="A URI reference naming the kind of problem.")
    title: str = Field(examples=["Not found"])
    status: int = Field(examples=[404])
    detail: str = Field(examples=["No card has the id 'werewolf'."])
    instance: str | None = Field(default=None, examples=["/v1/cards/werewolf"])
    request_id: str | None = Field(default=None, description="The request's id (the `X-Request-ID` header).")
    errors: list[ErrorItem] | None = Field(default=None, description="Every problem found, with where (422, 400).")
    candidates: list[CitedCard] | None = Field(default=None, description="Close card names (an ambiguous name, 404).")
    query: str | None = Field(default=None, description="The name that was looked up (404 on a name).")
    action_index: int | None = Field(default=None, description="Which action was refused (simulate, 422).")
    citations: list[SimulationCitation] | None = Field(
        default=None, description="The rulings and rules that forbid the action (simulate, 422)."
    )
    ruling_id: str | None = Field(default=None, description="The ruling concerned (404, 409 on writes).")
    bound: str | None = Field(default=None, description="The setting whose bound was passed (422), e.g. `max_actions`.")
    limit: int | None = Field(default=None, description="The value of that bound.")
    checks: dict[str, str] | None = Field(default=None, description="Readiness checks (503 on /readyz).")
    retry_after_seconds: int | None = Field(default=None, description="When to try again (503).")
    deadline_seconds: float | None = Field(
        default=None, description="The deadline a request's work ran past (503 `/problems/deadline-exceeded`)."
    )


_CONTENT = {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
# A request whose work runs in a worker process (app/core/workers.py): simulate, lookups.
WORKER_RESPONSES: dict[int | str, dict[str, Any]] = {
    503: {
        "description": "The work ran past its deadline (`/problems/deadline-exceeded`) or its worker stopped "
        "(`/problems/worker-lost`); `Retry-After` says when to try again.",
        "model": Problem, "content": _CONTENT,
    },
}
PROBLEM_RESPONSES: dict[int | str, dict[str, Any]] = {
    404: {"description": "Not found", "model": Problem, "content": _CONTENT},
    422: {"description": "Invalid request", "model": Problem, "content": _CONTENT},
}
