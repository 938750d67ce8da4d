"""A process-local cache of values derived from the database, valid for one data version.

Every write bumps `app_meta.data_version` in its own transaction, so a value cached under the
version a request read can never be older than that request's view of the data; entries of other
versions are dropped on the first look-up that sees a new version."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class VersionedCache(Generic[K, V]):
    def __init__(self, max_entries: int = 10_000) -> None:
        self.max_entries = max_entries
        self._lock = threading.Lock()
        self._entries: dict[tuple[str, int], dict[K, V | None]] = {}

    def get_many(
        self, scope: str, version: int, keys: Iterable[K], load: Callable[[list[K]], dict[K, V]]
    ) -> dict[K, V]:
        """The values of `keys` (absent ones left out); `load` is called once, for the misses only.
        `scope` keeps apart the caches of different databases in one process."""
        wanted = list(dict.fromkeys(keys))
        with self._lock:
            for stale in [k for k in self._entries if k[0] == scope and k[1] != version]:
                del self._entries[stale]
            entries = self._entries.setdefault((scope, version), {})
            found = {k: entries[k] for k in wanted if k in entries}
        missing = [k for k in wanted if k not in found]
        if missing:
            loaded = load(missing)
            with self._lock:
                entries = self._entries.setdefault((scope, version), {})
                if len(entries) + len(missing) > self.max_entries:
                    entries.clear()
                for key in missing:
                    value = loaded.get(key)
                    entries[key] = value  # None remembers "not there" too
                    found[key] = value
        return {k: v for k, v in found.items() if v is not None}

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
