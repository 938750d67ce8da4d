"""The per-data-version cache used by the simulate endpoint (no database involved)."""

from __future__ import annotations

from app.core.versioned_cache import VersionedCache


def test_loads_only_misses_and_remembers_absence() -> None:
    calls: list[list[str]] = []

    def load(keys: list[str]) -> dict[str, int]:
        calls.append(keys)
        return {k: len(k) for k in keys if k != "ghost"}

    cache: VersionedCache[str, int] = VersionedCache()
    assert cache.get_many("db", 1, ["a", "bb", "ghost"], load) == {"a": 1, "bb": 2}
    assert cache.get_many("db", 1, ["bb", "ghost", "ccc"], load) == {"bb": 2, "ccc": 3}
    assert calls == [["a", "bb", "ghost"], ["ccc"]]


def test_a_new_data_version_drops_the_old_entries() -> None:
    cache: VersionedCache[str, str] = VersionedCache()
    cache.get_many("db", 1, ["k"], lambda keys: {"k": "old"})
    assert cache.get_many("db", 2, ["k"], lambda keys: {"k": "new"}) == {"k": "new"}
    assert cache.get_many("other-db", 1, ["k"], lambda keys: {"k": "elsewhere"}) == {"k": "elsewhere"}


def test_bounded_in_entries() -> None:
    cache: VersionedCache[int, int] = VersionedCache(max_entries=3)
    cache.get_many("db", 1, [1, 2, 3], lambda keys: {k: k for k in keys})
    assert cache.get_many("db", 1, [4, 5], lambda keys: {k: k for k in keys}) == {4: 4, 5: 5}
    assert len(cache._entries[("db", 1)]) <= 3
