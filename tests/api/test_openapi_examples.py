"""Every documented simulate example has its real answer in the document: each request example's
200 answer, and each refusal's 422 answer, equal to what the live API answers now (SQLite and
PostgreSQL alike). `UPDATE_SIMULATE_EXAMPLES=1` rewrites the stored answers from the live ones
(after a change to the engine's events, say), for review in the diff."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

from app.api.examples import REQUEST_ID
from app.api.problems import Problem
from app.api.simulate_docs import (
    EXAMPLES_DIR,
    PROBLEM_REQUEST_EXAMPLES,
    REQUEST_EXAMPLES,
    SimulateResponse,
    problem_examples,
    response_examples,
)
from tests.conftest import LiveApi

UPDATE = os.environ.get("UPDATE_SIMULATE_EXAMPLES") == "1"


def _store(path_name: str, value: Any) -> None:
    (EXAMPLES_DIR / path_name).write_text(json.dumps(value, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


@pytest.mark.parametrize("name", sorted(REQUEST_EXAMPLES))
def test_every_simulate_example_documents_its_live_answer(api: LiveApi, name: str) -> None:
    response = api.client.post("/v1/simulate", json=REQUEST_EXAMPLES[name]["value"])
    assert response.status_code == 200, response.text
    live = response.json()
    SimulateResponse.model_validate(live)  # the typed schema describes it
    if UPDATE and api.kind == "sqlite":
        _store(f"{name}.json", live)
    documented = response_examples()
    assert name in documented, f"no answer documented for the {name!r} example"
    assert documented[name]["value"] == live


@pytest.mark.parametrize("name", sorted(PROBLEM_REQUEST_EXAMPLES))
def test_every_simulate_refusal_example_documents_its_live_problem(api: LiveApi, name: str) -> None:
    response = api.client.post("/v1/simulate", json=PROBLEM_REQUEST_EXAMPLES[name]["value"])
    assert response.status_code == 422, response.text
    live = {**response.json(), "request_id": REQUEST_ID}
    Problem.model_validate(live)
    if UPDATE and api.kind == "sqlite":
        _store(f"{name}.problem.json", live)
    documented = problem_examples()
    assert name in documented, f"no problem documented for the {name!r} example"
    assert documented[name]["value"] == live


def test_the_document_carries_every_simulate_answer(api: LiveApi) -> None:
    operation = api.client.get("/openapi.json").json()["paths"]["/v1/simulate"]["post"]
    requests = operation["requestBody"]["content"]["application/json"]["examples"]
    answers = operation["responses"]["200"]["content"]["application/json"]["examples"]
    refusals = operation["responses"]["422"]["content"]["application/problem+json"]["examples"]
    assert set(requests) == set(answers) == set(REQUEST_EXAMPLES)
    assert set(PROBLEM_REQUEST_EXAMPLES) <= set(refusals)
    assert all(example["value"]["status"] == 422 for example in refusals.values())


def test_every_error_item_has_one_shape_path_and_message(api: LiveApi) -> None:
    """Request validation (the framework's), the routes' own checks and the engine's game-state
    problems all list `errors` as `{"path", "message"}`, with `loc`/`msg` kept beside them."""
    framework = api.client.get("/v1/cards", params={"limit": 1000}).json()["errors"]
    own = api.client.post("/v1/rulings/lookup", json={"cards": ["x"] * 251}).json()["errors"]
    engine = api.client.post("/v1/simulate", json=PROBLEM_REQUEST_EXAMPLES["invalid_state"]["value"]).json()["errors"]
    assert framework[0]["path"] == "query.limit" and framework[0]["loc"] == ["query", "limit"]
    assert framework[0]["type"] == "less_than_equal"
    assert own[0]["path"] == "body.cards" and own[0]["loc"] == ["body", "cards"]
    assert engine[0]["path"] == "battlefield[0].card" and engine[0]["loc"] == ["battlefield", 0, "card"]
    for item in [*framework, *own, *engine]:
        assert item["message"] and item["msg"] == item["message"], item
        Problem.model_validate({"type": "/problems/x", "title": "x", "status": 422, "detail": "x", "errors": [item]})
