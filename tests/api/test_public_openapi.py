"""The OpenAPI document validates, every operation has an example request and response, the
examples work against the live API, and the docs pages load nothing from outside."""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

import pytest
from openapi_spec_validator import validate

from tests.conftest import LiveApi

METHODS = ("get", "post", "put", "patch", "delete")


@pytest.fixture(scope="module")
def document(api: LiveApi) -> dict[str, Any]:
    response = api.client.get("/openapi.json")
    assert response.status_code == 200
    return response.json()  # type: ignore[no-any-return]


def operations(document: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(method, path, op) for path, ops in document["paths"].items() for method, op in ops.items() if method in METHODS]


def has_example(media: dict[str, Any]) -> bool:
    return "example" in media or bool(media.get("examples"))


def test_the_document_is_served_once_built_to_get_and_head(api: LiveApi, document: dict[str, Any]) -> None:
    """Built by its first reader in a worker thread (app/api/docs.py install_docs), then the same."""
    assert api.client.get("/openapi.json").json() == document
    head = api.client.head("/openapi.json")
    assert head.status_code == 200 and head.headers["content-type"] == "application/json"


# The documents validated in this process, by their SHA-256: the SQLite and the PostgreSQL server
# serve the same document (it is built from the code alone), and validating it takes 10-15 s.
_VALIDATED: set[str] = set()


def test_the_document_validates(document: dict[str, Any]) -> None:
    digest = hashlib.sha256(json.dumps(document, sort_keys=True).encode()).hexdigest()
    if digest not in _VALIDATED:
        validate(document)
        _VALIDATED.add(digest)
    assert document["openapi"].startswith("3.")


def test_every_operation_has_an_example_request_and_response(document: dict[str, Any]) -> None:
    missing = []
    for method, path, op in operations(document):
        for media_type, media in op.get("requestBody", {}).get("content", {}).items():
            if not has_example(media):
                missing.append(f"{method} {path} request {media_type}")
        successes = {code: r for code, r in op["responses"].items() if code.startswith("2")}
        assert successes, f"{method} {path} documents no success"
        for code, response in successes.items():
            for media_type, media in response.get("content", {}).items():
                if not has_example(media):
                    missing.append(f"{method} {path} {code} {media_type}")
        for code, response in op["responses"].items():
            if code[0] in "45":
                content = response.get("content", {})
                assert list(content) == ["application/problem+json"], f"{method} {path} {code}: {list(content)}"
                assert has_example(content["application/problem+json"])
        assert op.get("summary") and op.get("tags"), f"{method} {path} needs a summary and a tag"
    assert not missing, missing


def test_every_v1_operation_documents_limits_and_caching(document: dict[str, Any]) -> None:
    for method, path, op in operations(document):
        if not path.startswith("/v1/"):
            continue
        assert "429" in op["responses"], f"{method} {path}"
        assert "Retry-After" in op["responses"]["429"]["headers"]
        success = next(r for code, r in op["responses"].items() if code.startswith("2"))
        if success.get("content"):
            assert {"RateLimit", "RateLimit-Policy", "X-Request-ID"} <= set(success.get("headers", {})), f"{method} {path}"
        if method == "get":
            assert "304" in op["responses"] and "ETag" in success["headers"]
        if op.get("security"):
            assert "401" in op["responses"]
    schemes = document["components"]["securitySchemes"]
    assert schemes["ApiKey"]["type"] == "http" and schemes["ApiKey"]["scheme"] == "bearer"


def _url(path: str, op: dict[str, Any]) -> str:
    params = op.get("parameters", [])
    values = {p["name"]: p["example"] for p in params if "example" in p}
    url = re.sub(r"\{(\w+)\}", lambda m: str(values[m.group(1)]), path)
    query = {p["name"]: values[p["name"]] for p in params if p["in"] == "query" and p["name"] in values}
    # `exact` and `fuzzy` are alternatives: an example sends one of them.
    if "exact" in query and "fuzzy" in query:
        del query["exact"]
    return url, query  # type: ignore[return-value]


def test_the_read_examples_work_against_the_live_api(api: LiveApi, document: dict[str, Any]) -> None:
    for method, path, op in operations(document):
        if op.get("security"):
            continue  # writes: covered by the write tests, not replayed here
        url, query = _url(path, op)
        if method == "get":
            response = api.client.get(url, params=query)
            assert response.status_code == 200, f"GET {url} {query}: {response.text[:300]}"
            continue
        media = op.get("requestBody", {}).get("content", {}).get("application/json")
        if media is None:
            continue
        bodies = [media["example"]] if "example" in media else [e["value"] for e in media["examples"].values()]
        for body in bodies:
            response = api.client.request(method.upper(), url, json=body)
            assert response.status_code in (200, 201), f"{method} {url}: {response.text[:500]}"


@pytest.mark.parametrize("page", ["/docs", "/redoc"])
def test_docs_pages_load_only_local_assets(api: LiveApi, page: str) -> None:
    response = api.client.get(page)
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/html")
    assert "default-src 'self'" in response.headers["content-security-policy"]
    urls = re.findall(r'(?:src|href)="([^"]+)"', response.text) + re.findall(r"url: '([^']+)'", response.text)
    assert urls and all(u.startswith("/") for u in urls), urls
    assert "http://" not in response.text and "https://" not in response.text.replace("https://fastapi", "")
    for url in urls:
        asset = api.client.get(url)
        assert asset.status_code == 200 and len(asset.content) > 100, url
