"""The lookups' per-data-version cache of JSON fragments is bounded by bytes, loads only its
misses, and never answers from another data version or another database."""

from __future__ import annotations

from app.rulings.json_cache import ENTRY_OVERHEAD_BYTES, JsonFragmentCache, weigh_bytes


def loader(calls: list[list[str]], prefix: bytes = b"v") -> object:
    def load(keys: list[str]) -> dict[str, bytes]:
        calls.append(keys)
        return {k: prefix + k.encode() for k in keys if k != "absent"}

    return load


def test_only_misses_are_loaded_and_absent_keys_are_left_out() -> None:
    cache: JsonFragmentCache[str, bytes] = JsonFragmentCache(1_000_000, weigh_bytes)
    calls: list[list[str]] = []
    assert cache.get_many("db", 1, ["a", "b", "absent"], loader(calls)) == {"a": b"va", "b": b"vb"}  # type: ignore[arg-type]
    assert cache.get_many("db", 1, ["b", "c"], loader(calls)) == {"b": b"vb", "c": b"vc"}  # type: ignore[arg-type]
    assert calls == [["a", "b", "absent"], ["c"]]


def test_a_new_data_version_or_another_database_never_sees_old_values() -> None:
    cache: JsonFragmentCache[str, bytes] = JsonFragmentCache(1_000_000, weigh_bytes)
    calls: list[list[str]] = []
    cache.get_many("db", 1, ["a"], loader(calls, b"old"))  # type: ignore[arg-type]
    assert cache.get_many("db", 2, ["a"], loader(calls, b"new")) == {"a": b"newa"}  # type: ignore[arg-type]
    assert cache.get_many("other", 2, ["a"], loader(calls, b"other")) == {"a": b"othera"}  # type: ignore[arg-type]
    assert cache.get_many("db", 2, ["a"], loader(calls, b"x")) == {"a": b"newa"}  # type: ignore[arg-type]
    assert len(calls) == 3


def test_held_bytes_stay_under_the_bound() -> None:
    bound = 10 * (weigh_bytes(b"x" * 1000) + ENTRY_OVERHEAD_BYTES)
    cache: JsonFragmentCache[str, bytes] = JsonFragmentCache(bound, weigh_bytes)
    for n in range(100):
        value = cache.get_many("db", 1, [str(n)], lambda keys: {k: b"x" * 1000 for k in keys})
        assert value == {str(n): b"x" * 1000}
        assert 0 < cache.held_bytes() <= bound
    too_big = cache.get_many("db", 1, ["huge"], lambda keys: {k: b"x" * bound for k in keys})
    assert too_big["huge"] == b"x" * bound and cache.held_bytes() <= bound  # answered, not kept
    cache.clear()
    assert cache.held_bytes() == 0
