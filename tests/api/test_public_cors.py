"""CORS for browser clients: reads open to any origin, writes only to configured origins (and
to the API's own origin, where the docs page runs)."""

from __future__ import annotations

import httpx

from tests.conftest import API_KEY, LiveApi

GOOD = "https://decks.example"
SETTINGS_OVERRIDES = {"cors_write_origins": [GOOD]}


def preflight(api: LiveApi, path: str, method: str, origin: str, headers: str = "content-type") -> httpx.Response:
    return api.client.options(path, headers={
        "Origin": origin, "Access-Control-Request-Method": method, "Access-Control-Request-Headers": headers,
    })


def test_reads_are_open_to_any_origin(api: LiveApi) -> None:
    for origin in ("https://anyone.example", GOOD, None):
        response = api.client.get("/v1/cards/werewhat", headers={"Origin": origin} if origin else {})
        assert response.headers["access-control-allow-origin"] == "*"
        exposed = response.headers["access-control-expose-headers"]
        assert all(h in exposed for h in ("ETag", "RateLimit", "RateLimit-Policy", "Retry-After", "X-Request-ID"))


def test_read_posts_are_open_to_any_origin(api: LiveApi) -> None:
    response = preflight(api, "/v1/rulings/lookup", "POST", "https://anyone.example")
    assert response.status_code == 204
    assert response.headers["access-control-allow-origin"] == "*"
    answer = api.client.post("/v1/rulings/lookup", json={"cards": ["Werewhat"]}, headers={"Origin": "https://anyone.example"})
    assert answer.status_code == 200 and answer.headers["access-control-allow-origin"] == "*"


def test_write_preflight_from_a_configured_origin(api: LiveApi) -> None:
    response = preflight(api, "/v1/rulings", "POST", GOOD, "authorization, content-type")
    assert response.status_code == 204
    headers = response.headers
    assert headers["access-control-allow-origin"] == GOOD
    assert headers["access-control-allow-methods"] == "POST"
    assert "authorization" in headers["access-control-allow-headers"]
    assert "Origin" in headers["vary"] and int(headers["access-control-max-age"]) > 0


def test_write_preflight_from_another_origin_is_refused(api: LiveApi) -> None:
    for method, path in (("POST", "/v1/rulings"), ("PATCH", "/v1/rulings/1fa87c32944a3bd9"),
                         ("DELETE", "/v1/rulings/1fa87c32944a3bd9")):
        response = preflight(api, path, method, "https://evil.example", "authorization")
        assert response.status_code == 403
        assert "access-control-allow-origin" not in response.headers
        assert response.headers["content-type"].startswith("application/problem+json")


def test_cross_origin_write_from_another_origin_never_runs(api: LiveApi) -> None:
    text = f"CORS refused ruling {api.kind}."
    response = api.client.post("/v1/rulings", json={"text": text}, headers={
        "Authorization": f"Bearer {API_KEY}", "Origin": "https://evil.example"})
    assert response.status_code == 403 and response.json()["type"] == "/problems/cors-origin-not-allowed"
    assert api.client.get("/v1/rulings", params={"q": "CORS refused"}).json()["total"] == 0


def test_write_from_a_configured_origin_echoes_it_with_vary(api: LiveApi) -> None:
    response = api.client.post("/v1/rulings", json={"text": f"CORS allowed ruling {api.kind}."}, headers={
        "Authorization": f"Bearer {API_KEY}", "Origin": GOOD})
    assert response.status_code == 201
    assert response.headers["access-control-allow-origin"] == GOOD and response.headers["vary"] == "Origin"


def test_same_origin_write_is_allowed(api: LiveApi) -> None:
    # The docs page ("Try it out") sends its own origin.
    response = api.client.post("/v1/rulings", json={"text": f"Same-origin ruling {api.kind}."}, headers={
        "Authorization": f"Bearer {API_KEY}", "Origin": api.base_url})
    assert response.status_code == 201


def test_preflight_with_a_header_we_do_not_take_is_refused(api: LiveApi) -> None:
    response = preflight(api, "/v1/cards", "GET", GOOD, "x-secret-sauce")
    assert response.status_code == 403
