"""The process-local response cache behind the ETags."""

from __future__ import annotations

from app.api.caching import ResponseCache, entry_bytes
from tests.conftest import API_KEY, LiveApi


def test_lru_is_bounded_in_bytes_and_keeps_recent_entries() -> None:
    one = entry_bytes("a", [], b"aaaa")  # what an entry really holds, not only its body
    cache = ResponseCache(max_bytes=2 * one + 1)
    cache.put("a", [], b"aaaa")
    cache.put("b", [], b"bbbb")
    assert cache.get("a") is not None  # a is now the most recent
    cache.put("c", [], b"cccc")  # over the bound: the least recent (b) goes
    assert cache.get("b") is None and cache.get("a") is not None and cache.get("c") is not None
    assert cache.size == 2 * one
    cache.put("huge", [], b"x" * (2 * one))  # larger than the whole cache: never kept
    assert cache.get("huge") is None


def test_the_bound_counts_real_memory_not_body_bytes() -> None:
    import tracemalloc

    headers = [(b"content-type", b"application/json"), (b"etag", b'"0123456789abcdef0123"')]
    tracemalloc.start()
    cache = ResponseCache(max_bytes=10**9)
    before = tracemalloc.get_traced_memory()[0]
    for n in range(2_000):
        cache.put(f'"{n:020d}"', list(headers), b"{}")  # tiny bodies: the overhead is what counts
    held = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    assert cache.size >= 0.8 * held, (cache.size, held)


def test_a_disabled_cache_keeps_nothing() -> None:
    cache = ResponseCache(max_bytes=0)
    cache.put("a", [], b"a")
    assert cache.get("a") is None


def test_a_repeated_read_is_the_same_answer_with_fresh_per_request_headers(api: LiveApi) -> None:
    first = api.client.get("/v1/cards/werewhat/rulings")
    second = api.client.get("/v1/cards/werewhat/rulings")
    assert second.content == first.content and second.headers["etag"] == first.headers["etag"]
    assert second.headers["x-request-id"] != first.headers["x-request-id"]
    assert second.headers["access-control-allow-origin"] == "*"
    assert "ratelimit" in second.headers and second.headers.get_list("etag") == [first.headers["etag"]]


def test_a_write_is_seen_at_once_by_a_cached_read(api: LiveApi) -> None:
    auth = {"Authorization": f"Bearer {API_KEY}"}
    before = api.client.get("/v1/cards/flavor-disaster/rulings").json()
    api.client.get("/v1/cards/flavor-disaster/rulings")  # now cached
    created = api.client.post(
        "/v1/rulings", json={"text": f"A cache probe for {api.kind}.", "cards": ["flavor-disaster"]}, headers=auth
    ).json()
    try:
        after = api.client.get("/v1/cards/flavor-disaster/rulings").json()
        assert after["total"] == before["total"] + 1 and after["data"][-1]["id"] == created["id"]
    finally:
        api.client.delete(f"/v1/rulings/{created['id']}", headers=auth)
    assert api.client.get("/v1/cards/flavor-disaster/rulings").json() == before
