"""Every error is RFC 9457 problem+json, the framework's included, and bad input gets the right
status: malformed JSON, wrong content type, oversized bodies, unknown query parameters, limits
out of range, unknown routes and methods, and unexpected failures (no internals, a request id)."""

from __future__ import annotations

import warnings
from collections.abc import Iterator

import httpx
import pytest
from fastapi import APIRouter

from app.main import create_app
from tests.conftest import LiveApi

PROBLEM_FIELDS = {"type", "title", "status", "detail", "instance"}


def assert_problem(response: httpx.Response, status: int, slug: str) -> dict:
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert body.keys() >= PROBLEM_FIELDS
    assert body["status"] == status and body["type"] == f"/problems/{slug}"
    assert body["request_id"] == response.headers["x-request-id"]
    return body


def test_unknown_route_is_a_404_problem(api: LiveApi) -> None:
    body = assert_problem(api.client.get("/v2/cards"), 404, "not-found")
    assert body["instance"] == "/v2/cards" and "/v1" in body["detail"]


def test_wrong_method_is_a_405_problem(api: LiveApi) -> None:
    response = api.client.put("/v1/cards")
    assert_problem(response, 405, "method-not-allowed")
    assert "GET" in response.headers["allow"]


def test_validation_error_lists_every_error(api: LiveApi) -> None:
    body = assert_problem(api.client.get("/v1/cards", params={"limit": 0}), 422, "invalid-request")
    assert body["errors"][0]["loc"] == ["query", "limit"]


@pytest.mark.parametrize("limit", ["0", "101", "-5", "ten", "1e9"])
def test_limits_out_of_range_are_422(api: LiveApi, limit: str) -> None:
    assert_problem(api.client.get("/v1/rulings", params={"limit": limit}), 422, "invalid-request")


def test_unknown_query_parameter_is_422(api: LiveApi) -> None:
    body = assert_problem(api.client.get("/v1/cards", params={"qq": "jockey"}), 422, "invalid-request")
    assert "qq" in body["detail"]


def test_malformed_json_is_400(api: LiveApi) -> None:
    response = api.client.post("/v1/rulings/lookup", content=b'{"cards": ["Werewhat"', headers={"content-type": "application/json"})
    assert_problem(response, 400, "malformed-json")


def test_wrong_content_type_is_415(api: LiveApi) -> None:
    # (POST /v1/rulings/lookup takes text/plain: a pasted decklist)
    response = api.client.post("/v1/simulate", content=b"Werewhat", headers={"content-type": "text/plain"})
    assert_problem(response, 415, "unsupported-media-type")


def test_oversized_body_is_413_by_content_length(api: LiveApi) -> None:
    big = b'{"cards": ["' + b"x" * (api.settings.max_body_bytes + 10) + b'"]}'
    body = assert_problem(
        api.client.post("/v1/rulings/lookup", content=big, headers={"content-type": "application/json"}),
        413, "payload-too-large",
    )
    assert body["limit_bytes"] == api.settings.max_body_bytes


def test_oversized_streamed_body_is_413(api: LiveApi) -> None:
    def chunks() -> Iterator[bytes]:
        yield b'{"cards": ["'
        for _ in range(api.settings.max_body_bytes // 65536 + 2):
            yield b"x" * 65536
        yield b'"]}'

    response = api.client.post("/v1/rulings/lookup", content=chunks(), headers={"content-type": "application/json"})
    assert_problem(response, 413, "payload-too-large")


def test_write_without_key_is_401_with_challenge(api: LiveApi) -> None:
    response = api.client.post("/v1/rulings", json={"text": "No key, no write."})
    assert_problem(response, 401, "unauthorized")
    assert response.headers["www-authenticate"].startswith("Bearer")


def test_the_service_keeps_serving_after_bad_input(api: LiveApi) -> None:
    for _ in range(3):
        api.client.post("/v1/rulings/lookup", content=b"\xff\xfe", headers={"content-type": "application/json"})
    assert api.client.get("/v1/cards/werewhat").status_code == 200


def test_unexpected_error_is_500_without_internals(api: LiveApi) -> None:
    app = create_app(api.settings)
    boom = APIRouter()

    @boom.get("/v1/boom")
    def explode() -> None:
        raise RuntimeError("secret connection string postgres://user:pw@db")

    app.include_router(boom)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # starlette nudges towards httpx2; httpx is what we have
        from starlette.testclient import TestClient
    with TestClient(app, raise_server_exceptions=False) as client:
        response = client.get("/v1/boom", headers={"X-Request-ID": "trace-500"})
    body = assert_problem(response, 500, "internal-error")  # type: ignore[arg-type]
    assert body["request_id"] == "trace-500"
    assert "secret" not in response.text and "RuntimeError" not in response.text
