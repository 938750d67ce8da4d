"""A newcomer's first requests, over real HTTP: `/` and `/v1` link to the docs and the main
collections, and a problem's `type` URI resolves to a page describing the problem."""

from __future__ import annotations

import pytest

from app.api.errors import _HTTP_SLUGS
from app.api.routes.root import PROBLEM_TYPES
from app.core.errors import AppError
from app.ingest import records as _bulk_errors  # noqa: F401 (its AppError subclasses count too)
from tests.conftest import LiveApi


def every_app_error(cls: type[AppError] = AppError) -> set[type[AppError]]:
    found = {cls}
    for sub in cls.__subclasses__():
        found |= every_app_error(sub)
    return found


@pytest.mark.parametrize("path", ["/", "/v1"])
def test_root_links_to_docs_and_collections_that_answer(api: LiveApi, path: str) -> None:
    response = api.client.get(path)
    assert response.status_code == 200 and response.headers["content-type"].startswith("application/json")
    links = response.json()["links"]
    for name in ("docs", "openapi", "cards", "rulings", "bulk", "problems", "health"):
        assert api.client.get(links[name]).status_code == 200, name
    assert api.client.get(links["card_by_name"].format(name="werewhat")).json()["id"] == "werewhat"
    assert api.client.get(links["search"].format(words="land drop")).json()["total"] > 0


def test_a_real_problem_type_resolves_to_a_page_describing_it(api: LiveApi) -> None:
    problem = api.client.get("/v1/cards/no-such-card").json()
    page = api.client.get(problem["type"])
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert f"<h1>{problem['title']}</h1>" in page.text and "HTTP status 404" in page.text
    listed = {p["type"]: p for p in api.client.get("/problems").json()["data"]}
    assert listed[problem["type"]]["status"] == 404 and listed[problem["type"]]["description"]


def test_problem_type_page_is_the_same_for_every_client(api: LiveApi) -> None:
    """GET responses are cached by URL: one representation per URL, whatever `Accept` says."""
    as_json = api.client.get("/problems/illegal-action", headers={"Accept": "application/json"})
    as_html = api.client.get("/problems/illegal-action", headers={"Accept": "text/html,*/*"})
    assert as_json.content == as_html.content and as_html.headers["content-type"].startswith("text/html")
    assert "<h1>Illegal action</h1>" in as_html.text and "citations" in as_html.text


def test_every_problem_type_the_code_can_answer_is_described(api: LiveApi) -> None:
    slugs = {cls.slug for cls in every_app_error()} | {slug for slug, _ in _HTTP_SLUGS.values()}
    slugs |= {"cors-origin-not-allowed", "cors-header-not-allowed", "not-ready", "http-error"}
    assert slugs <= set(PROBLEM_TYPES), slugs - set(PROBLEM_TYPES)
    listed = api.client.get("/problems").json()
    assert {p["type"] for p in listed["data"]} == {f"/problems/{s}" for s in PROBLEM_TYPES}


def test_unknown_problem_type_is_a_404_problem(api: LiveApi) -> None:
    response = api.client.get("/problems/no-such-problem")
    assert response.status_code == 404 and response.headers["content-type"] == "application/problem+json"
