"""One in-process search index (app/rulings/term_index.py) per database, for one data version.

A search asks for the index of the data version it read. A small database's index is built on
the spot (milliseconds), unless it was built there twice in the last 10 s already (the data
changing batch after batch, as during an import on SQLite: then as a large one's); a large one's
(seconds: 100 000 rulings) in a background thread, and until it is ready, searches are ranked by
the database as before. The build reads the data
version before and after: an index that a write raced with is thrown away, never kept under a
version whose data it does not hold. An index serves a later version as it is when every version
between recorded that it wrote no ruling (`card_change`: an import's batches of cards).
"""

from __future__ import annotations

import logging
import threading
import time
from dataclasses import dataclass

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from app.cards import repository as cards_repo
from app.core.inline_builds import InlineBuildBudget, keep_newest
from app.rulings import repository as rulings_repo
from app.rulings.term_index import TermIndex

log = logging.getLogger(__name__)

# Up to this many rulings the index is built in the request that first needs it; above, in a
# background thread. Above MAX_RULINGS no index is built (the database ranks every search).
INLINE_MAX_RULINGS = 5_000
MAX_RULINGS = 2_000_000
# Indexes of this many databases at most are kept (a process serves one, or a primary and a
# replica; tests make many).
MAX_DATABASES = 4
# A small database's index is built inline at most INLINE_BUILDS times in INLINE_WINDOW_SECONDS.
# Past that the data changes faster than the index is worth rebuilding in a request (an import
# commits batch after batch, each a data version): the database ranks the searches, and a
# version's index is built in the background once that version has lived BUILD_DELAY_SECONDS
# without a newer one being asked for.
INLINE_BUILDS = 2
INLINE_WINDOW_SECONDS = 10.0
BUILD_DELAY_SECONDS = 0.5


@dataclass(frozen=True, slots=True)
class BuiltIndex:
    version: int
    index: TermIndex
    seconds: float


_lock = threading.Lock()
_built: dict[str, BuiltIndex] = {}
_building: dict[str, int] = {}  # scope -> the version being built
_inline_builds = InlineBuildBudget(INLINE_BUILDS, INLINE_WINDOW_SECONDS)
_newest: dict[str, int] = {}  # scope -> the newest version a search asked for


def ready_index(session: Session, scope: str, version: int) -> TermIndex | None:
    """The index of `version` when it is built; else None, after starting its build (inline for
    a small database, whose index is then returned)."""
    with _lock:
        built = _built.get(scope)
        if built is not None and built.version == version:
            return built.index
    if built is not None and built.version < version and cards_repo.rulings_unchanged(
        session.connection(), built.version, version
    ):
        # Every version since wrote no ruling (an import's batches of cards): the same index.
        return _keep(scope, BuiltIndex(version, built.index, built.seconds)).index
    with _lock:
        if version > _newest.get(scope, -1):
            _newest[scope] = version
        if _building.get(scope) == version:
            return None
    bind = session.get_bind()
    engine = bind if isinstance(bind, Engine) else bind.engine
    count = rulings_repo.count_rulings(session)
    if count > MAX_RULINGS:
        return None
    delay = 0.0
    if count <= INLINE_MAX_RULINGS:
        if _inline_builds.take(scope):
            built = _build(engine, scope)
            return built.index if built is not None and built.version == version else None
        delay = BUILD_DELAY_SECONDS
    with _lock:
        if _building.get(scope) == version:
            return None
        _building[scope] = version
    if delay:
        timer = threading.Timer(delay, _build_in_background, args=(engine, scope, version))
        timer.name, timer.daemon = "search-index", True
        timer.start()
    else:
        threading.Thread(target=_build_in_background, args=(engine, scope, version), name="search-index",
                         daemon=True).start()
    return None


def _build(engine: Engine, scope: str) -> BuiltIndex | None:
    started = time.perf_counter()
    read = rulings_repo.read_at_one_version(engine, rulings_repo.read_term_index)
    version, index = read if read is not None else (0, None)
    if index is None:
        return None  # a write landed meanwhile (or no index for this database): the next search builds the new version's
    return _keep(scope, BuiltIndex(version, index, time.perf_counter() - started))


def _keep(scope: str, built: BuiltIndex) -> BuiltIndex:
    with _lock:
        keep_newest(_built, scope, built, MAX_DATABASES)
    return built


def _build_in_background(engine: Engine, scope: str, version: int) -> None:
    try:
        with _lock:
            superseded = _newest.get(scope, version) > version
        if superseded:  # a newer version was asked for meanwhile: its own build comes with it
            return
        built = _build(engine, scope)
        if built is not None:
            log.info("search index built", extra={"rulings": built.index.size, "seconds": round(built.seconds, 2),
                                                  "megabytes": round(built.index.nbytes() / 1e6, 1)})
    except Exception:  # the database ranks searches meanwhile; the next miss tries again
        log.exception("search index build failed")
    finally:
        with _lock:
            if _building.get(scope) == version:
                del _building[scope]


def build_now(engine: Engine, scope: str) -> BuiltIndex | None:
    """Build the index of the current data version in this thread (benchmarks; warming a
    process up), whatever the database's size."""
    return _build(engine, scope)


def built_index(scope: str) -> BuiltIndex | None:
    """The index held for `scope`, whatever its version (for benchmarks and metrics)."""
    with _lock:
        return _built.get(scope)


def held_bytes() -> int:
    """Memory held by the indexes of this process, roughly (reported by /metrics)."""
    with _lock:
        held = list(_built.values())
    return sum(b.index.nbytes() for b in held)


def clear() -> None:
    with _lock:
        _built.clear()
        _inline_builds.clear()
        _newest.clear()
