"""HTTP caching: strong ETags derived from the data version on every GET (the same on every
replica, changed by a write), If-None-Match -> 304, Cache-Control, no-store on simulate."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.db.session import session_context
from app.rulings.repository import get_data_version
from tests.conftest import API_KEY, LiveApi, serve

READS = ["/v1/cards", "/v1/cards/werewhat", "/v1/cards/named?fuzzy=bolder%20jockey", "/v1/cards/werewhat/rulings",
         "/v1/rulings?q=land%20drop", "/v1/rulings?rule=302.6"]


@pytest.fixture(scope="module")
def replica(api: LiveApi) -> Iterator[str]:
    """A second server on the same database: another replica."""
    server, thread, base_url = serve(api.settings)
    yield base_url
    server.should_exit = True
    thread.join(timeout=10)


@pytest.mark.parametrize("path", READS)
def test_every_read_has_a_strong_etag_and_public_cache_control(api: LiveApi, path: str) -> None:
    response = api.client.get(path)
    assert response.status_code == 200
    etag = response.headers["etag"]
    assert etag.startswith('"') and etag.endswith('"') and not etag.startswith("W/")
    assert response.headers["cache-control"] == f"public, max-age={api.settings.cache_max_age_seconds}"


@pytest.mark.parametrize("path", READS)
def test_if_none_match_gives_304_without_a_body(api: LiveApi, path: str) -> None:
    etag = api.client.get(path).headers["etag"]
    response = api.client.get(path, headers={"If-None-Match": etag})
    assert response.status_code == 304 and response.content == b""
    assert response.headers["etag"] == etag and "public" in response.headers["cache-control"]
    # Weak comparison, lists and * all match (RFC 9110 13.1.2).
    for header in (f"W/{etag}", f'"nope", {etag}', "*"):
        assert api.client.get(path, headers={"If-None-Match": header}).status_code == 304


def test_a_stale_tag_gets_the_full_response(api: LiveApi) -> None:
    response = api.client.get("/v1/cards/werewhat", headers={"If-None-Match": '"stale"'})
    assert response.status_code == 200 and response.json()["id"] == "werewhat"


def test_tags_differ_per_resource_and_query(api: LiveApi) -> None:
    tags = {api.client.get(path).headers["etag"] for path in READS}
    assert len(tags) == len(READS)


def test_every_replica_computes_the_same_tag(api: LiveApi, replica: str) -> None:
    import httpx

    for path in READS[:3]:
        assert httpx.get(replica + path).headers["etag"] == api.client.get(path).headers["etag"]


def test_a_write_changes_the_tag_on_every_replica_at_once(api: LiveApi, replica: str) -> None:
    import httpx

    path = "/v1/cards/werewhat/rulings"
    before = api.client.get(path).headers["etag"]
    with session_context(api.db.engine) as session:
        version_before = get_data_version(session)
    created = api.client.post(
        "/v1/rulings", json={"text": f"Caching test ruling {api.kind}.", "cards": ["werewhat"]},
        headers={"Authorization": f"Bearer {API_KEY}"},
    )
    assert created.status_code == 201
    assert created.headers["cache-control"] == "no-store" and "etag" not in created.headers
    with session_context(api.db.engine) as session:
        assert get_data_version(session) > version_before
    # Read right after the 201, on the other replica: the write is already committed.
    after = httpx.get(replica + path, headers={"If-None-Match": before})
    assert after.status_code == 200 and after.headers["etag"] != before
    assert any(r["id"] == created.json()["id"] for r in after.json()["data"])
    assert api.client.get(path).headers["etag"] == after.headers["etag"]


def test_post_reads_and_simulate_are_no_store(api: LiveApi) -> None:
    lookup = api.client.post("/v1/rulings/lookup", json={"cards": ["Werewhat"]})
    assert lookup.status_code == 200
    assert lookup.headers["cache-control"] == "no-store" and "etag" not in lookup.headers
    simulate = api.client.post("/v1/simulate", json={"state": {}, "actions": []})
    assert simulate.headers["cache-control"] == "no-store" and "etag" not in simulate.headers


def test_errors_and_probes_are_not_stored(api: LiveApi) -> None:
    assert api.client.get("/v1/cards/nope").headers["cache-control"] == "no-store"
    for path in ("/healthz", "/readyz", "/metrics"):
        response = api.client.get(path)
        assert response.headers["cache-control"] == "no-store" and "etag" not in response.headers


def test_docs_and_openapi_are_cacheable_by_version(api: LiveApi) -> None:
    for path in ("/openapi.json", "/docs", "/docs/assets/swagger-ui-bundle.js"):
        response = api.client.get(path)
        assert response.status_code == 200 and response.headers["etag"]
        assert api.client.get(path, headers={"If-None-Match": response.headers["etag"]}).status_code == 304
