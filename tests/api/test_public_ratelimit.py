"""Rate limits per client (API key, else IP), counted in the database so every replica shares
them, with the IETF RateLimit-Policy / RateLimit headers and 429 + Retry-After beyond them."""

from __future__ import annotations

import re
import secrets
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest

from app.db.session import session_context
from app.keys import service as keys_service
from tests.conftest import LiveApi, serve

ANON, KEYED = 30, 40
# A day-long window: a test never straddles two windows.
SETTINGS_OVERRIDES = {"rate_limit_requests": ANON, "rate_limit_key_requests": KEYED, "rate_limit_window_seconds": 86_400}
_RATELIMIT = re.compile(r'^"(?P<name>[a-z-]+)";r=(?P<r>\d+);t=(?P<t>\d+)$')


def new_key(api: LiveApi, name: str) -> str:
    with session_context(api.db.engine) as session:
        return keys_service.create_key(session, name).secret


def remaining(response: httpx.Response) -> int:
    match = _RATELIMIT.match(response.headers["ratelimit"])
    assert match, response.headers["ratelimit"]
    return int(match["r"])


@pytest.fixture(scope="module")
def replica(api: LiveApi) -> Iterator[str]:
    server, thread, base_url = serve(api.settings)
    yield base_url
    server.should_exit = True
    thread.join(timeout=10)


def test_headers_on_every_response(api: LiveApi) -> None:
    first = api.client.get("/v1/cards/werewhat")
    assert first.headers["ratelimit-policy"] == f'"anonymous";q={ANON};w=86400'
    second = api.client.get("/v1/nothing-here")  # errors count and carry the headers too
    assert second.status_code == 404 and remaining(second) == remaining(first) - 1
    t = int(_RATELIMIT.match(second.headers["ratelimit"])["t"])  # type: ignore[index]
    assert 0 < t <= 86_400


def test_a_valid_key_has_its_own_bucket_and_policy(api: LiveApi) -> None:
    key = new_key(api, "bucket test")
    response = api.client.get("/v1/cards", headers={"Authorization": f"Bearer {key}"})
    assert response.headers["ratelimit-policy"] == f'"api-key";q={KEYED};w=86400'
    assert remaining(response) == KEYED - 1


def test_made_up_keys_count_against_the_ip(api: LiveApi) -> None:
    before = remaining(api.client.get("/v1/cards/werewhat"))
    response = api.client.get("/v1/cards/werewhat", headers={"Authorization": f"Bearer {secrets.token_hex(16)}"})
    assert response.headers["ratelimit-policy"].startswith('"anonymous"')
    assert remaining(response) == before - 1


def test_replicas_share_the_count(api: LiveApi, replica: str) -> None:
    key = new_key(api, "replica test")
    auth = {"Authorization": f"Bearer {key}"}
    for _ in range(3):
        api.client.get("/v1/cards", headers=auth)
    for _ in range(2):
        httpx.get(replica + "/v1/cards", headers=auth)
    assert remaining(httpx.get(replica + "/v1/cards", headers=auth)) == KEYED - 6
    assert remaining(api.client.get("/v1/cards", headers=auth)) == KEYED - 7


def test_ten_thousand_rapid_requests_from_one_client(api: LiveApi) -> None:
    # Past its limit a client is refused from memory on either database: the full flood runs once.
    flood = 10_000 if api.kind == "sqlite" else 1_000
    flooder = {"Authorization": f"Bearer {new_key(api, 'flooder')}"}
    bystander = {"Authorization": f"Bearer {new_key(api, 'bystander')}"}

    def one(_: int) -> tuple[int, str, str | None]:
        response = api.client.get("/v1/cards/werewhat", headers=flooder)
        return response.status_code, response.headers["content-type"], response.headers.get("retry-after")

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = list(pool.map(one, range(flood)))
    statuses = Counter(status for status, _, _ in results)
    assert statuses == {200: KEYED, 429: flood - KEYED}
    refused = [r for r in results if r[0] == 429]
    assert all(ct.startswith("application/problem+json") and int(ra or 0) > 0 for _, ct, ra in refused)
    # Everyone else is still served.
    assert api.client.get("/v1/cards/werewhat", headers=bystander).status_code == 200
    assert api.client.get("/healthz").status_code == 200


def test_beyond_the_limit_429_with_retry_after(api: LiveApi) -> None:
    # Runs last in this module: it spends the IP's budget.
    last = api.client.get("/v1/cards")
    for _ in range(remaining(last)):
        assert api.client.get("/v1/cards").status_code == 200
    refused = api.client.get("/v1/cards")
    assert refused.status_code == 429
    assert refused.headers["content-type"].startswith("application/problem+json")
    body = refused.json()
    assert body["type"] == "/problems/too-many-requests" and body["request_id"] == refused.headers["x-request-id"]
    assert int(refused.headers["retry-after"]) == body["retry_after_seconds"] > 0
    assert remaining(refused) == 0 and refused.headers["cache-control"] == "no-store"
    # Probes are never limited; a client with a key is still served.
    assert api.client.get("/readyz").status_code == 200 and "ratelimit" not in api.client.get("/healthz").headers
    key = new_key(api, "after the flood")
    assert api.client.get("/v1/cards", headers={"Authorization": f"Bearer {key}"}).status_code == 200
    metrics = api.client.get("/metrics").text
    assert 'rate_limited_requests_total{policy="anonymous"}' in metrics
