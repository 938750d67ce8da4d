"""The list conventions (Scryfall's) on every list endpoint, over real HTTP on SQLite and
PostgreSQL: each takes `limit` and `cursor`, each answer gives `next_page` (the full URL of the
next page: the same query with the next cursor; null on the last page), and walking the pages
by `next_page` gives every item once, in order. A bad `limit` or `cursor` is a 422 problem that
says which parameter."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest

from app.db.session import session_context
from app.ingest import repository as ingest_repo
from tests.conftest import API_KEY, LiveApi

PROBLEM = "application/problem+json"
AUTH = {"Authorization": f"Bearer {API_KEY}"}

# path, query kept across pages, headers, a key naming each item
LISTS: list[tuple[str, dict[str, str], dict[str, str], str]] = [
    ("/v1/cards", {}, {}, "id"),
    ("/v1/cards", {"q": "e"}, {}, "id"),
    ("/v1/rulings", {}, {}, "id"),
    ("/v1/rulings", {"q": "land drop"}, {}, "id"),
    ("/v1/cards/werewhat/rulings", {}, {}, "id"),
    ("/v1/bulk", {}, {}, "uri"),
    ("/problems", {}, {}, "type"),
    ("/v1/imports", {}, AUTH, "id"),
]


@pytest.fixture(scope="module", autouse=True)
def three_imports(api: LiveApi) -> None:
    """Three finished import jobs, two created in the same instant (the keyset breaks the tie by id)."""
    now = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
    with session_context(api.db.engine) as session:
        for job_id, created in (("job-a", now), ("job-b", now), ("job-c", datetime(2026, 1, 1, tzinfo=UTC))):
            ingest_repo.create_job(session, job_id=job_id, kind="scryfall", progress={})
            ingest_repo.update_job(session, job_id, now, status="failed", created_at=created)


def _walk(api: LiveApi, path: str, query: dict[str, str], headers: dict[str, str], limit: int) -> list[dict[str, Any]]:
    pages = [api.client.get(path, params={**query, "limit": limit}, headers=headers)]
    while True:
        assert pages[-1].status_code == 200, pages[-1].text
        body = pages[-1].json()
        assert body["object"] == "list" and len(body["data"]) <= limit
        if body["next_page"] is None:
            assert body["has_more"] is False and body["next_cursor"] is None
            return [page.json() for page in pages]
        assert body["has_more"] is True and body["next_cursor"]
        url = urlsplit(body["next_page"])
        assert f"{url.scheme}://{url.netloc}" == api.base_url and url.path == path
        assert {k: v[0] for k, v in parse_qs(url.query).items()} == {
            **query,
            "limit": str(limit),
            "cursor": body["next_cursor"],
        }
        pages.append(api.client.get(body["next_page"], headers=headers))


@pytest.mark.parametrize(("path", "query", "headers", "key"), LISTS, ids=[f"{p}{q}" for p, q, _, _ in LISTS])
def test_walking_next_page_lists_every_item_once_in_order(
    api: LiveApi, path: str, query: dict[str, str], headers: dict[str, str], key: str
) -> None:
    whole = api.client.get(path, params={**query, "limit": 100}, headers=headers).json()
    assert whole["next_page"] is None and whole["has_more"] is False
    items = [item[key] for item in whole["data"]]
    assert len(items) == whole["total"] >= 1, whole
    pages = _walk(api, path, query, headers, limit=1)
    assert [item[key] for page in pages for item in page["data"]] == items
    assert len(pages) == len(items) and all(page["total"] == whole["total"] for page in pages)


def test_imports_are_listed_newest_first_ties_by_id(api: LiveApi) -> None:
    ids = [job["id"] for page in _walk(api, "/v1/imports", {}, AUTH, limit=1) for job in page["data"]]
    assert [job_id for job_id in ids if job_id.startswith("job-")] == ["job-a", "job-b", "job-c"], ids


def test_a_cards_rulings_take_limit_and_cursor(api: LiveApi) -> None:
    assert api.client.get("/v1/cards/werewhat/rulings", params={"limit": 100}).status_code == 200
    first = api.client.get("/v1/cards/werewhat/rulings", params={"limit": 1}).json()
    assert len(first["data"]) == 1 and first["total"] > 1 and first["has_more"]
    assert first["next_page"].endswith(f"/v1/cards/werewhat/rulings?limit=1&cursor={first['next_cursor']}")


BAD = [
    ({"limit": 0}, "limit"),
    ({"limit": 101}, "limit"),
    ({"limit": "ten"}, "limit"),
    ({"cursor": "not-a-cursor"}, "cursor"),
    ({"cursor": "x" * 1001}, "cursor"),
]


def test_a_bad_limit_or_cursor_is_a_422_problem_saying_which(api: LiveApi) -> None:
    for path, headers in [(p, h) for p, q, h, _ in LISTS if not q]:
        for params, where in BAD:
            response = api.client.get(path, params=params, headers=headers)
            assert response.status_code == 422, (path, params, response.text)
            assert response.headers["content-type"].startswith(PROBLEM)
            assert [error["loc"] for error in response.json()["errors"]] == [["query", where]], (path, params)


def test_a_cursor_of_another_listing_is_refused(api: LiveApi) -> None:
    cursor = api.client.get("/v1/cards", params={"limit": 1}).json()["next_cursor"]
    response = api.client.get("/v1/cards/werewhat/rulings", params={"cursor": cursor})
    assert response.status_code == 422 and response.json()["errors"][0]["loc"] == ["query", "cursor"]


def test_every_documented_list_operation_takes_limit_and_cursor(api: LiveApi) -> None:
    document = api.client.get("/openapi.json").json()
    schemas = document["components"]["schemas"]
    listed = []
    for path, operations in document["paths"].items():
        for method, operation in operations.items():
            content = operation.get("responses", {}).get("200", {}).get("content", {}).get("application/json", {})
            ref = content.get("schema", {}).get("$ref", "")
            schema = schemas.get(ref.rsplit("/", 1)[-1], {})
            if "has_more" in schema.get("properties", {}):
                listed.append(path)
                names = {parameter["name"] for parameter in operation.get("parameters", [])}
                assert {"limit", "cursor"} <= names, (method, path)
                assert "next_page" in schema["properties"], ref
    assert {"/v1/cards", "/v1/rulings", "/v1/cards/{card_id}/rulings", "/v1/bulk", "/v1/imports"} <= set(listed)


def test_next_page_is_on_the_host_the_client_asked_even_from_the_response_cache(api: LiveApi) -> None:
    for _ in range(2):  # the second time from the response cache
        elsewhere = api.client.get("/v1/cards", params={"limit": 1}, headers={"Host": "rulings.example"}).json()
        here = api.client.get("/v1/cards", params={"limit": 1}).json()
        assert elsewhere["next_page"].startswith("http://rulings.example/v1/cards?limit=1&cursor=")
        assert here["next_page"].startswith(f"{api.base_url}/v1/cards?limit=1&cursor=")
