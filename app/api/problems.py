"""The problem+json schema for the OpenAPI document."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field


class Problem(BaseModel):
    """RFC 9457 problem details, with this API's extensions."""

    model_config = ConfigDict(extra="allow")

    type: str = Field(examples=["/problems/not-found"])
    title: str = Field(examples=["Not found"])
    status: int = Field(examples=[404])
    detail: str = Field(examples=["No card has the id 'werewolf'."])
    instance: str | None = Field(default=None, examples=["/v1/cards/werewolf"])
    request_id: str | None = None
    errors: list[dict[str, Any]] | None = Field(default=None, description="Every problem found, with where.")
    candidates: list[dict[str, Any]] | None = Field(default=None, description="Close card names (ambiguous).")
    action_index: int | None = Field(default=None, description="Which action was refused (simulate).")
    citations: list[dict[str, Any]] | None = Field(default=None, description="Rulings and rules that forbid it.")


_CONTENT = {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
PROBLEM_RESPONSES: dict[int | str, dict[str, Any]] = {
    404: {"description": "Not found", "model": Problem, "content": _CONTENT},
    422: {"description": "Invalid request", "model": Problem, "content": _CONTENT},
}
