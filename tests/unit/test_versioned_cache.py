"""The per-data-version caches (simulate's definitions and cited rulings, lookups' JSON, search
rankings and highlights) load only their misses, never answer from another data version or
another database, and are bounded by bytes, keys included (keys often come from clients)."""

from __future__ import annotations

from collections.abc import Callable

from app.core.versioned_cache import ENTRY_OVERHEAD_BYTES, VersionedCache, weigh_bytes, weigh_key


def loader(calls: list[list[str]], prefix: bytes = b"v") -> Callable[[list[str]], dict[str, bytes]]:
    def load(keys: list[str]) -> dict[str, bytes]:
        calls.append(keys)
        return {k: prefix + k.encode() for k in keys if k != "absent"}

    return load


def test_only_misses_are_loaded_and_absence_is_remembered() -> None:
    cache: VersionedCache[str, bytes] = VersionedCache(1_000_000, weigh_bytes)
    calls: list[list[str]] = []
    assert cache.get_many("db", 1, ["a", "b", "absent"], loader(calls)) == {"a": b"va", "b": b"vb"}
    assert cache.get_many("db", 1, ["b", "absent", "c"], loader(calls)) == {"b": b"vb", "c": b"vc"}
    assert calls == [["a", "b", "absent"], ["c"]]


def test_a_value_of_none_counts_as_absent() -> None:
    cache: VersionedCache[str, str] = VersionedCache(1_000_000, weigh_bytes)
    assert cache.get_many("db", 1, ["k"], lambda keys: {"k": None}) == {}  # type: ignore[dict-item]


def test_a_new_data_version_or_another_database_never_sees_old_values() -> None:
    cache: VersionedCache[str, bytes] = VersionedCache(1_000_000, weigh_bytes)
    calls: list[list[str]] = []
    cache.get_many("db", 1, ["a"], loader(calls, b"old"))
    assert cache.get_many("db", 2, ["a"], loader(calls, b"new")) == {"a": b"newa"}
    assert cache.get_many("other", 2, ["a"], loader(calls, b"other")) == {"a": b"othera"}
    assert cache.get_many("db", 2, ["a"], loader(calls, b"x")) == {"a": b"newa"}
    assert len(calls) == 3


def test_held_bytes_stay_under_the_bound() -> None:
    bound = 10 * (weigh_bytes(b"x" * 1000) + weigh_key("99") + ENTRY_OVERHEAD_BYTES)
    cache: VersionedCache[str, bytes] = VersionedCache(bound, weigh_bytes)
    for n in range(100):
        value = cache.get_many("db", 1, [str(n)], lambda keys: {k: b"x" * 1000 for k in keys})
        assert value == {str(n): b"x" * 1000}
        assert 0 < cache.held_bytes() <= bound
    too_big = cache.get_many("db", 1, ["huge"], lambda keys: {k: b"x" * bound for k in keys})
    assert too_big["huge"] == b"x" * bound and cache.held_bytes() <= bound  # answered, not kept
    cache.clear()
    assert cache.held_bytes() == 0


def test_large_client_keys_count_against_the_bound() -> None:
    """A key of a megabyte (a name or search words a client sent) is weighed, absent or not."""
    cache: VersionedCache[str, bytes] = VersionedCache(4 * 1024 * 1024, weigh_bytes)
    for n in range(20):
        cache.get_many("db", 1, [str(n) * (1024 * 1024 // len(str(n)))], lambda keys: {})
        assert cache.held_bytes() <= 4 * 1024 * 1024
    assert weigh_key(("a" * 1000, "b")) > 1000
