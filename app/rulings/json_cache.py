"""A process-local cache of JSON fragments derived from the database, valid for one data version
and bounded by bytes.

Every write bumps `app_meta.data_version` in its own transaction, so a fragment cached under the
version a request read is never older than that request's view of the data; the fragments of
other versions are dropped on the first look-up that sees a new version. Values are bytes (with
a few strings beside them), which the garbage collector does not walk: a cache of hundreds of
thousands of answers adds nothing to the full collections that a request's allocations trigger,
as a cache of objects did (tens of milliseconds per collection). Small objects can be kept too,
weighed by the caller's estimate (search pages' ruling objects)."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")

# What a dict slot, a key and a value's object headers cost beside the value's own bytes, roughly.
ENTRY_OVERHEAD_BYTES = 200


class JsonFragmentCache(Generic[K, V]):
    """`max_bytes`: the bytes held, as `weigh` counts them plus ENTRY_OVERHEAD_BYTES per entry;
    past it the version's entries are dropped and the cache fills again (the working set of a
    data version is what requests ask for next)."""

    def __init__(self, max_bytes: int, weigh: Callable[[V], int]) -> None:
        self.max_bytes = max_bytes
        self._weigh = weigh
        self._lock = threading.Lock()
        # scope -> (the data version held, its entries, the bytes they hold)
        self._scopes: dict[str, tuple[int, dict[K, V], list[int]]] = {}

    def get_many(
        self, scope: str, version: int, keys: Iterable[K], load: Callable[[list[K]], dict[K, V]]
    ) -> dict[K, V]:
        """The values of `keys` (absent ones left out: `load` gives none for them); `load` is
        called once, for the misses only. `scope` keeps apart the caches of different databases."""
        wanted = list(dict.fromkeys(keys))
        with self._lock:
            held = self._scopes.get(scope)
            if held is None or held[0] != version:  # another version's entries: dropped at once
                held = self._scopes[scope] = (version, {}, [0])
            entries = held[1]
            found = {k: entries[k] for k in wanted if k in entries}
        missing = [k for k in wanted if k not in found]
        if not missing:
            return found
        loaded = load(missing)
        with self._lock:
            current = self._scopes.get(scope)
            keep = current is not None and current[0] == version
            for key in missing:
                value = loaded.get(key)
                if value is None:
                    continue
                found[key] = value
                if keep and current is not None and key not in current[1]:
                    cost = self._weigh(value) + ENTRY_OVERHEAD_BYTES
                    if self._held() + cost > self.max_bytes:
                        for other in self._scopes.values():
                            other[1].clear()
                            other[2][0] = 0
                    if cost <= self.max_bytes:
                        current[1][key] = value
                        current[2][0] += cost
        return found

    def _held(self) -> int:
        return sum(held[2][0] for held in self._scopes.values())

    def held_bytes(self) -> int:
        with self._lock:
            return self._held()

    def clear(self) -> None:
        with self._lock:
            self._scopes.clear()


def weigh_bytes(value: bytes) -> int:
    return sys.getsizeof(value)
