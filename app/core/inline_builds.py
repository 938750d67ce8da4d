"""How often a request may build a per-data-version index inline.

A small database's indexes (the search index, the index of the rulings' cards) are cheap enough
to build in the request that first needs them, once per data version. An import commits batch
after batch, each a new data version: building inline for each would put a full read of the
table in one request after another. A budget of `builds` inline builds per `window` seconds per
database says when to stop; past it the caller answers from the database and builds the index
in the background once a version has lived a moment without a newer one being asked for.
"""

from __future__ import annotations

import threading
import time
from typing import Protocol, TypeVar


class InlineBuildBudget:
    """At most `builds` inline builds in any `window` seconds, per scope (one database)."""

    def __init__(self, builds: int, window: float, max_scopes: int = 64) -> None:
        self.builds, self.window, self.max_scopes = builds, window, max_scopes
        self._lock = threading.Lock()
        self._started: dict[str, list[float]] = {}  # scope -> when its last inline builds started

    def take(self, scope: str, now: float | None = None) -> bool:
        """True (and counted) when `scope` may build inline now."""
        now = time.monotonic() if now is None else now
        with self._lock:
            recent = [t for t in self._started.pop(scope, []) if now - t < self.window]
            allowed = len(recent) < self.builds
            self._started[scope] = [*recent, now] if allowed else recent
            while len(self._started) > self.max_scopes:  # tests make many databases
                del self._started[next(iter(self._started))]
            return allowed

    def clear(self) -> None:
        with self._lock:
            self._started.clear()


class _Versioned(Protocol):
    @property
    def version(self) -> int: ...


V = TypeVar("V", bound=_Versioned)


def keep_newest(built: dict[str, V], scope: str, item: V, max_scopes: int) -> None:
    """Under the caller's lock: `item` becomes `scope`'s index unless one of a newer data version
    is kept already; the most recently kept scopes last, at most `max_scopes` of them."""
    current = built.get(scope)
    if current is None or current.version <= item.version:
        built.pop(scope, None)
        built[scope] = item
        while len(built) > max_scopes:
            del built[next(iter(built))]
