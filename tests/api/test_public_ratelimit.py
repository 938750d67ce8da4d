"""Rate limits per client (API key, else IP): a token bucket per client in the process's memory,
never a database write, with the IETF RateLimit-Policy / RateLimit headers and 429 + Retry-After
beyond them; the client's address from a trusted proxy only (FORWARDED_ALLOW_IPS)."""

from __future__ import annotations

import http.client
import re
import secrets
import threading
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import httpx
import pytest
import uvicorn
from sqlalchemy import func, select

from app.api.ratelimit import Policy, TokenBuckets
from app.core.settings import Settings
from app.db.platform_models import RateLimitWindow
from app.db.session import session_context
from app.keys import service as keys_service
from app.main import create_app
from tests.conftest import LiveApi, serve
from tests.pgserver import free_port

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


def test_a_read_writes_nothing_each_process_counts_in_its_own_memory(api: LiveApi, replica: str) -> None:
    key = new_key(api, "replica test")
    auth = {"Authorization": f"Bearer {key}"}
    for _ in range(3):
        api.client.get("/v1/cards", headers=auth)
    for _ in range(2):
        httpx.get(replica + "/v1/cards", headers=auth)
    assert remaining(httpx.get(replica + "/v1/cards", headers=auth)) == KEYED - 3
    assert remaining(api.client.get("/v1/cards", headers=auth)) == KEYED - 4
    with session_context(api.db.engine) as session:
        assert session.scalar(select(func.count()).select_from(RateLimitWindow)) == 0


def test_token_bucket_refills_at_limit_per_window_and_memory_is_bounded() -> None:
    policy = Policy("anonymous", 10, 10)  # one token back per second
    buckets = TokenBuckets(max_clients=100)
    decisions = [buckets.take("ip:192.0.2.1", policy, now=0.0) for _ in range(11)]
    assert [d.allowed for d in decisions] == [True] * 10 + [False]
    assert decisions[-1].reset_seconds == 1 and decisions[9].remaining == 0
    assert buckets.take("ip:192.0.2.1", policy, now=1.0).allowed  # one token back after a second
    assert not buckets.take("ip:192.0.2.1", policy, now=1.0).allowed
    for n in range(10_000):  # a flood of distinct clients keeps at most max_clients buckets
        buckets.take(f"ip:10.0.{n // 256}.{n % 256}", policy, now=2.0)
    assert len(buckets) == 100


def test_a_large_body_costs_more_tokens_than_a_small_read() -> None:
    # Limits count work: a request takes 1 token plus 1 per 16 KiB of body.
    policy = Policy("anonymous", 100, 100)
    buckets = TokenBuckets(max_clients=10)
    assert buckets.take("ip:192.0.2.9", policy, now=0.0, cost=1 + 1_000_000 // (16 * 1024)).remaining == 38
    refused = buckets.take("ip:192.0.2.9", policy, now=0.0, cost=62)
    assert not refused.allowed and refused.reset_seconds == 24  # 24 more tokens needed, one a second
    assert buckets.take("ip:192.0.2.9", policy, now=0.0).allowed  # a small read still fits


def _serve_without_uvicorn_proxy_headers(settings: Settings) -> tuple[uvicorn.Server, str]:
    """As `python -m app serve` runs it: uvicorn's own proxy handling off, the app's on."""
    port = free_port()
    config = uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, log_level="warning",
                            access_log=False, proxy_headers=False)
    server = uvicorn.Server(config)
    server.install_signal_handlers = lambda: None  # type: ignore[method-assign]
    import threading
    import time
    threading.Thread(target=server.run, daemon=True).start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.02)
    return server, f"http://127.0.0.1:{port}"


@pytest.mark.parametrize("trusted", [[], ["10.0.0.0/8"], ["127.0.0.1"]])
def test_x_forwarded_for_is_believed_only_from_a_trusted_proxy(api: LiveApi, trusted: list[str]) -> None:
    settings = api.settings.model_copy(update={"forwarded_allow_ips": trusted, "rate_limit_requests": 3})
    server, base_url = _serve_without_uvicorn_proxy_headers(settings)
    try:
        statuses = []
        for n in range(6):  # a fresh made-up address on every request
            forwarded = {"X-Forwarded-For": f"198.51.100.{n}, 203.0.113.{n}"}
            statuses.append(httpx.get(base_url + "/v1/cards", headers=forwarded, timeout=10).status_code)
    finally:
        server.should_exit = True
    if trusted == ["127.0.0.1"]:
        # Behind a trusted proxy each forwarded client (the right-most address) has its own bucket.
        assert statuses == [200] * 6
    else:
        # Not from a trusted proxy: the header is ignored, the peer is the client, the limit holds.
        assert statuses == [200, 200, 200, 429, 429, 429]


def test_ten_thousand_rapid_requests_from_one_client(api: LiveApi) -> None:
    # Past its limit a client is refused from memory on either database: the full flood runs once.
    flood = 10_000 if api.kind == "sqlite" else 1_000
    flooder = {"Authorization": f"Bearer {new_key(api, 'flooder')}"}
    bystander = {"Authorization": f"Bearer {new_key(api, 'bystander')}"}

    # Eight keep-alive connections, one per thread, each sending its requests back to back: the
    # standard library's client costs the test process a fraction of httpx's per request (the server
    # runs in this process too), so the flood is as rapid and as large, only cheaper to send.
    connections, opened = threading.local(), []
    host, port = httpx.URL(api.base_url).host, httpx.URL(api.base_url).port

    def one(_: int) -> tuple[int, str, str | None]:
        if not hasattr(connections, "http"):
            connections.http = http.client.HTTPConnection(host, port, timeout=30)
            opened.append(connections.http)
        connections.http.request("GET", "/v1/cards/werewhat", headers=flooder)
        response = connections.http.getresponse()
        response.read()
        return response.status, response.getheader("content-type", ""), response.getheader("retry-after")

    try:
        with ThreadPoolExecutor(max_workers=8) as pool:
            results = list(pool.map(one, range(flood)))
    finally:
        for connection in opened:
            connection.close()
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
