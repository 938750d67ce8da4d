"""A process-local cache of values derived from the database, valid for one data version and
bounded by bytes.

Every write bumps `app_meta.data_version` in its own transaction, so a value cached under the
version a request read can never be older than that request's view of the data; each database
(`scope`) holds one version, and the entries of another version are dropped on the first look-up
that sees the new one. Keys often come from clients (names, search words), so the bound is in
bytes, keys included, not in entries: `weigh(value)` estimates what a value holds, plus
`ENTRY_OVERHEAD_BYTES` and the key's size per entry. Past the bound every entry is dropped and the
cache fills again with what requests ask for next (the working set of a data version).

Values kept as bytes are best for large caches: the garbage collector does not walk them, where a
cache of hundreds of thousands of objects adds tens of milliseconds to every full collection.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterable
from typing import Any, Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

# What a dict slot and the objects' headers cost beside a value's own bytes, roughly.
ENTRY_OVERHEAD_BYTES = 200
_ABSENT: Any = object()  # a key the loader had no value for: remembered, so it is not asked again


def weigh_bytes(value: bytes | str) -> int:
    return sys.getsizeof(value)


def weigh_key(key: object) -> int:
    """A key's size: strings and bytes by their length, tuples by their items, the rest a word."""
    if isinstance(key, (str, bytes)):
        return sys.getsizeof(key)
    if isinstance(key, tuple):
        return 56 + sum(weigh_key(item) for item in key)
    return 32


class VersionedCache(Generic[K, V]):
    def __init__(self, max_bytes: int, weigh: Callable[[V], int]) -> None:
        self.max_bytes = max_bytes
        self._weigh = weigh
        self._lock = threading.Lock()
        # scope -> (the data version held, its entries, the bytes they hold)
        self._scopes: dict[str, tuple[int, dict[K, V], list[int]]] = {}

    def get_many(
        self, scope: str, version: int, keys: Iterable[K], load: Callable[[list[K]], dict[K, V]]
    ) -> dict[K, V]:
        """The values of `keys` (absent ones left out: `load` gives none, or None, for them);
        `load` is called once, for the misses only, and its absences are remembered too. `scope` keeps
        apart the caches of different databases in one process."""
        wanted = list(dict.fromkeys(keys))
        with self._lock:
            held = self._scopes.get(scope)
            if held is None or held[0] != version:  # another version's entries: dropped at once
                held = self._scopes[scope] = (version, {}, [0])
            entries = held[1]
            found = {k: entries[k] for k in wanted if k in entries}
        missing = [k for k in wanted if k not in found]
        if missing:
            loaded = load(missing)
            with self._lock:
                current = self._scopes.get(scope)
                keep = current is not None and current[0] == version
                for key in missing:
                    value = loaded.get(key)
                    if value is None:
                        value = _ABSENT
                    found[key] = value
                    if keep and current is not None and key not in current[1]:
                        self._keep(current, key, value)
        return {k: v for k, v in found.items() if v is not _ABSENT}

    def _keep(self, held: tuple[int, dict[K, V], list[int]], key: K, value: V) -> None:
        cost = (0 if value is _ABSENT else self._weigh(value)) + weigh_key(key) + ENTRY_OVERHEAD_BYTES
        if self._held() + cost > self.max_bytes:
            for other in self._scopes.values():
                other[1].clear()
                other[2][0] = 0
        if cost <= self.max_bytes:
            held[1][key] = value
            held[2][0] += cost

    def _held(self) -> int:
        return sum(held[2][0] for held in self._scopes.values())

    def held_bytes(self) -> int:
        with self._lock:
            return self._held()

    def clear(self) -> None:
        with self._lock:
            self._scopes.clear()
