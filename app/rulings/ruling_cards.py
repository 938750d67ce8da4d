"""Each ruling's card count and first cards (what a list shows of its cards) and each card's ruling
ids in page order, held in the process for one database and data version.

A deck of cards not asked for before reads some 100 cards and 300-400 rulings. Counting each
ruling's cards and joining its first ones to their names was most of the database's work for it
(on PostgreSQL, a count and a nested-loop join per ruling: about two thirds of the time of the
rulings' statement), and both are the same for every request of a data version. With this index
a deck's uncached cards and their rulings are read by primary key alone, in one statement, and
the rest comes from memory.

Built like the search index (term_index_cache.py): in the request that first needs it for a small
database (at most twice in 10 s), else in a background thread half a second later, and only if
no newer version was asked for meanwhile (an import's batches skip to the last); until it is
ready, the database counts and joins as before, with the same answers. The build reads the data
version before and after and throws away an index that a write raced with; every write moves the
data version, so an index is never used for data it does not hold. Size: ~20 MB for 30 000
cards and 110 000 links (numpy arrays and flat lists: a few objects for the garbage collector).
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from sqlalchemy import Engine
from sqlalchemy.orm import Session

from app.core.inline_builds import InlineBuildBudget, keep_newest
from app.rulings import repository as rulings_repo
from app.rulings import term_index_cache

log = logging.getLogger(__name__)

# When and where the index is built: the search index's policy (term_index_cache.py), the same
# sizes and budget: inline for up to INLINE_MAX_RULINGS rulings (at most INLINE_BUILDS times in
# INLINE_WINDOW_SECONDS), else in the background BUILD_DELAY_SECONDS after the request; none above
# MAX_RULINGS (the database counts, as without one). The delay matters more here: the build's loop
# over the links holds the interpreter's lock for tens of milliseconds, which the requests right
# after a write would otherwise share with it.
INLINE_MAX_RULINGS = term_index_cache.INLINE_MAX_RULINGS
MAX_RULINGS = term_index_cache.MAX_RULINGS
INLINE_BUILDS = term_index_cache.INLINE_BUILDS
INLINE_WINDOW_SECONDS = term_index_cache.INLINE_WINDOW_SECONDS
BUILD_DELAY_SECONDS = term_index_cache.BUILD_DELAY_SECONDS
MAX_DATABASES = term_index_cache.MAX_DATABASES


@dataclass(frozen=True, slots=True)
class RulingCards:
    """Per ruling with cards: how many, and the first `per_ruling` in the database's card-id
    order (rows into `card_ids` / `card_names`). Numpy arrays and flat lists of strings: a few
    objects for the garbage collector, not one per ruling."""

    version: int
    per_ruling: int
    rows: dict[str, int]  # ruling id -> its row
    counts: Any  # np.ndarray[int64], per row
    starts: Any  # np.ndarray[int64], per row and one more: its first cards are first[starts[row]:starts[row + 1]]
    first: Any  # np.ndarray[int32]
    card_ids: list[str]
    card_names: list[str]
    ruling_ids: list[str]  # per row
    card_rows: dict[str, int]  # card id -> its row
    page_starts: Any  # np.ndarray[int64], per card row and one more: its page is page[page_starts[card]:...]
    page: Any  # np.ndarray[int32]: ruling rows, each card's in page order

    def page_of(self, card_id: str) -> tuple[str, ...]:
        """The card's ruling ids in page order (by position; for equal positions, by ruling id);
        () for a card without rulings or not in the database."""
        card = self.card_rows.get(card_id)
        if card is None:
            return ()
        ids = self.ruling_ids
        return tuple(ids[row] for row in self.page[self.page_starts[card] : self.page_starts[card + 1]].tolist())

    def cards_of(self, ruling_id: str) -> tuple[list[tuple[str, str]], int]:
        """([(card id, card name)] of the first cards, in the database's card-id order, how many
        cards in all); ([], 0) for a ruling on no card."""
        row = self.rows.get(ruling_id)
        if row is None:
            return [], 0
        ids, names = self.card_ids, self.card_names
        first = self.first[self.starts[row] : self.starts[row + 1]].tolist()
        return [(ids[card], names[card]) for card in first], int(self.counts[row])

    def nbytes(self) -> int:
        strings = sum(sys.getsizeof(s) for s in self.card_ids) + sum(sys.getsizeof(s) for s in self.card_names)
        keys = sum(sys.getsizeof(s) for s in self.rows)
        arrays = self.counts.nbytes + self.starts.nbytes + self.first.nbytes + self.page_starts.nbytes + self.page.nbytes
        return (int(arrays) + strings + keys + sys.getsizeof(self.rows) + sys.getsizeof(self.card_rows)
                + 8 * (len(self.card_ids) * 2 + len(self.ruling_ids)))


def build(version: int, cards: Sequence[Any], links: Sequence[Any], per_ruling: int) -> RulingCards:
    """The index from every card's (id, name) and every link's (ruling id, its card's row in
    `cards` or -1 when the card is gone, position), the links grouped by ruling and each
    ruling's in the database's card-id order. As the
    statements it stands in for: a ruling's count is of its links; its first cards are the first
    `per_ruling` links whose card exists (a join), in that order; a card's page is its links by
    position. Array operations over the links, not a loop: it runs after every write."""
    card_ids = [str(row[0]) for row in cards]
    card_names = [str(row[1]) for row in cards]
    card_rows = dict(zip(card_ids, range(len(card_ids)), strict=True))
    link_rulings = [str(row[0]) for row in links]
    size = len(link_rulings)
    # A ruling's links are consecutive: each one starting a new ruling starts its group.
    starts_group = np.ones(size, dtype=bool)
    if size > 1:
        starts_group[1:] = np.fromiter(map(str.__ne__, link_rulings[1:], link_rulings[:-1]), dtype=bool,
                                       count=size - 1)
    group_starts = np.flatnonzero(starts_group)
    group = np.cumsum(starts_group) - 1  # each link's ruling row
    ruling_ids = [link_rulings[i] for i in group_starts.tolist()]
    counts = np.diff(np.append(group_starts, size)).astype(np.int64)
    columns = np.asarray([(row[1], row[2]) for row in links], dtype=np.int64).reshape(size, 2)
    link_cards, positions = columns[:, 0], columns[:, 1]
    exists = link_cards >= 0
    # Each existing link's rank among its ruling's existing links (from 1): the first cards.
    existing_so_far = np.cumsum(exists)
    before_group: Any = (existing_so_far - exists)[group_starts]
    first_links = exists & (existing_so_far - before_group[group] <= per_ruling)
    starts = np.zeros(len(ruling_ids) + 1, dtype=np.int64)
    np.cumsum(np.bincount(group[first_links], minlength=len(ruling_ids)), out=starts[1:])
    # Each card's links by position, and for equal positions by ruling id (as a page read from
    # the database is sorted: Python's order of the ids).
    rank = np.empty(len(ruling_ids), dtype=np.int64)
    rank[sorted(range(len(ruling_ids)), key=ruling_ids.__getitem__)] = np.arange(len(ruling_ids))
    page_rulings, page_cards = group[exists], link_cards[exists]
    order = np.lexsort((rank[page_rulings], positions[exists], page_cards))
    page_starts = np.zeros(len(card_ids) + 1, dtype=np.int64)
    np.cumsum(np.bincount(page_cards, minlength=len(card_ids)), out=page_starts[1:])
    rows = dict(zip(ruling_ids, range(len(ruling_ids)), strict=True))
    return RulingCards(version, per_ruling, rows, counts, starts, link_cards[first_links].astype(np.int32),
                       card_ids, card_names, ruling_ids, card_rows, page_starts, page_rulings[order].astype(np.int32))


_lock = threading.Lock()
_inline_builds = InlineBuildBudget(INLINE_BUILDS, INLINE_WINDOW_SECONDS)
_built: dict[str, RulingCards] = {}
_building: dict[str, tuple[int, threading.Event]] = {}  # scope -> the version being built, done when set
# scope -> the rulings of the last index built: when it was a large database, the next version's
# is built in the background without counting the rulings again in the requests right after a
# write (a small one is counted: an import may have made it large). Kept by `clear`.
_last_size: dict[str, int] = {}


def ready(session: Session, scope: str, version: int, per_ruling: int) -> RulingCards | None:
    """The index of `version` when it is built; else None, after starting its build (inline for
    a small database, whose index is then returned)."""
    with _lock:
        built = _built.get(scope)
        if built is not None and built.version == version and built.per_ruling == per_ruling:
            return built
        building = _building.get(scope)
        if building is not None and building[0] == version:
            return None
        count = _last_size.get(scope)
        if count is not None and count <= INLINE_MAX_RULINGS:
            count = None
    bind = session.get_bind()
    engine = bind if isinstance(bind, Engine) else bind.engine
    if count is None:
        count = rulings_repo.count_rulings(session)
    if count > MAX_RULINGS:
        return None
    if count <= INLINE_MAX_RULINGS and _inline_builds.take(scope):
        built = _build(engine, scope, per_ruling)
        return built if built is not None and built.version == version else None
    with _lock:
        building = _building.get(scope)
        if building is not None and building[0] == version:
            return None
        done = threading.Event()
        _building[scope] = (version, done)
    timer = threading.Timer(BUILD_DELAY_SECONDS, _build_in_background, args=(engine, scope, version, per_ruling, done))
    timer.name, timer.daemon = "ruling-cards", True
    timer.start()
    return None


def _build(engine: Engine, scope: str, per_ruling: int) -> RulingCards | None:
    read = rulings_repo.read_at_one_version(engine, rulings_repo.ruling_card_links)
    if read is None:
        return None  # a write landed meanwhile: the next request builds the new version's
    version, (cards, links) = read
    built = build(version, cards, links, per_ruling)
    with _lock:
        keep_newest(_built, scope, built, MAX_DATABASES)
        _last_size.pop(scope, None)
        _last_size[scope] = len(built.rows)
        while len(_last_size) > 64:  # tests make many databases
            del _last_size[next(iter(_last_size))]
    return built


def _build_in_background(engine: Engine, scope: str, version: int, per_ruling: int, done: threading.Event) -> None:
    try:
        with _lock:
            building = _building.get(scope)
            superseded = building is None or building[1] is not done
        if superseded:
            return  # a newer version was asked for meanwhile (an import's batches): its own timer builds
        started = time.perf_counter()
        built = _build(engine, scope, per_ruling)
        if built is not None:
            log.info("ruling cards index built", extra={"rulings": len(built.rows), "megabytes": round(
                built.nbytes() / 1e6, 1), "seconds": round(time.perf_counter() - started, 2)})
    except Exception:  # the database counts meanwhile; the next miss tries again
        log.exception("ruling cards index build failed")
    finally:
        with _lock:
            building = _building.get(scope)
            if building is not None and building[1] is done:
                del _building[scope]
        done.set()


def build_now(engine: Engine, scope: str, per_ruling: int) -> RulingCards | None:
    """Build the index of the current data version in this thread (warming a process up),
    whatever the database's size; None when a write landed meanwhile."""
    return _build(engine, scope, per_ruling)


def wait_for_builds(timeout: float = 60.0) -> None:
    """Wait for the builds under way (benchmarks and tests start from a known state)."""
    with _lock:
        pending = [done for _, done in _building.values()]
    for done in pending:
        done.wait(timeout)


def held_bytes() -> int:
    with _lock:
        held = list(_built.values())
    return sum(b.nbytes() for b in held)


def clear() -> None:
    _inline_builds.clear()
    with _lock:
        _built.clear()
