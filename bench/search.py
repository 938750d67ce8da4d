"""(d) Full-text search and a 100-name decklist lookup on ~100 000 rulings, through the real
service functions (one session per call, as a request has), against a naive scan that finds
the same rows with `lower(text) LIKE '%term%'` and builds the same ruling objects."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterable
from typing import Any

from pydantic_core import from_json
from sqlalchemy import Engine, func, select, text
from sqlalchemy.orm import Session

from app.cards import service as cards_service
from app.cards.models import Card
from app.db.session import session_context
from app.rulings import repository as rulings_repo
from app.rulings import ruling_cards, term_index_cache
from app.rulings import service as rulings_service
from app.rulings.models import Ruling
from app.rulings.schemas import LookupRequest

# Selective queries (words of a few card names: under 3% of rulings match) and broad ones (the
# generator's shared mechanics phrases: ~19% match). A ranked search must score every match, so
# broad queries cost what a scan costs; the index pays off on selective ones.
SELECTIVE = ["basilisk benalia", "phoenix", "wicked yeti", "juggernaut dominaria", "frost oracle"]
BROAD = ["illegal target", "copy original printed", "combat damage", "mana value", "leaves the battlefield"]
LIMIT = 20


class _Timings(list[float]):
    """Wall-clock seconds per call, with the process's CPU seconds per call beside them."""

    cpu: list[float]

    def __init__(self) -> None:
        super().__init__()
        self.cpu = []

    def __iadd__(self, other: Iterable[float]) -> _Timings:  # type: ignore[override]
        self.extend(other)
        self.cpu.extend(getattr(other, "cpu", []))
        return self


def _timed(call: Callable[[], Any], repeat: int, before_each: Callable[[], Any] | None = None) -> _Timings:
    """`call` timed `repeat` times after one untimed call; `before_each`, if given, runs (untimed)
    before each timed call."""
    call()  # warm the caches (page cache, name index)
    timings = _Timings()
    for _ in range(repeat):
        if before_each is not None:
            before_each()
        t0, c0 = time.perf_counter(), time.process_time()
        call()
        timings.append(time.perf_counter() - t0)
        timings.cpu.append(time.process_time() - c0)
    return timings


def _percentiles(values: list[float]) -> tuple[float, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return round(statistics.median(ordered) * 1000, 3), round(p95 * 1000, 3)


def _summary(timings: list[float]) -> dict[str, float]:
    p50, p95 = _percentiles(timings)
    out = {"p50_ms": p50, "p95_ms": p95, "calls": len(timings)}
    cpu = getattr(timings, "cpu", None)
    if cpu:
        out["cpu_p50_ms"], out["cpu_p95_ms"] = _percentiles(cpu)
    return out


def _fts_search(engine: Engine, q: str) -> int:
    with session_context(engine) as session:
        return rulings_service.search(session, q=q, card=None, rule=None, cursor=None, limit=LIMIT).total


def _cold_search(engine: Engine, q: str) -> int:
    rulings_service.clear_search_caches()
    return _fts_search(engine, q)


def _naive_search(engine: Engine, q: str) -> int:
    terms = rulings_service.search_terms(q)
    clauses = [func.lower(Ruling.text).like(f"%{term.lower()}%") for term in terms]
    with session_context(engine) as session:
        total = int(session.scalar(select(func.count()).select_from(Ruling).where(*clauses)) or 0)
        rows = list(session.scalars(select(Ruling).where(*clauses).order_by(Ruling.id).limit(LIMIT + 1)))
        rulings_service.rulings_out(session, rows[:LIMIT])
        return total


def _naive_lookup(session: Session, names: list[str]) -> int:
    found = 0
    for name in names:
        card = session.scalars(
            select(Card).where(func.lower(Card.name).like(f"%{name.lower()}%")).order_by(Card.id).limit(1)
        ).first()
        if card is None:
            continue
        rows = list(session.execute(
            text("SELECT r.id FROM ruling r JOIN card_ruling cr ON cr.ruling_id = r.id "
                 "WHERE cr.card_id = :card ORDER BY cr.position"), {"card": card.id}
        ).scalars())
        rulings_service.rulings_out(session, list(rulings_repo.get_rulings(session, rows).values()))
        found += 1
    return found


def decklist_names(engine: Engine, count: int = 100, offset: int = 0) -> list[str]:
    """`count` real card names spread over the table (every total/count-th, starting at
    `offset`), a few in lower case."""
    with session_context(engine) as session:
        total = int(session.scalar(select(func.count()).select_from(Card)) or 0)
        step = max(1, total // count)
        names = list(session.scalars(select(Card.name).order_by(Card.id)))[offset % step :: step][:count]
    return [name.lower() if index % 5 == 0 else name for index, name in enumerate(names)]


def run(engine: Engine, *, repeat: int = 7) -> dict[str, Any]:
    """Every query `repeat` times on each side (the same count, so p50/p95 weigh queries alike)."""
    with session_context(engine) as session:
        rulings = rulings_repo.count_rulings(session)
        cards = int(session.scalar(select(func.count()).select_from(Card)) or 0)
    # The in-process search index of this data version, built here (a serving process builds it
    # in the background after each write, and ranks with the database until it is ready).
    t0, c0 = time.perf_counter(), time.process_time()
    built = term_index_cache.build_now(engine, str(engine.url))
    index_build = {
        "seconds": round(time.perf_counter() - t0, 2),
        "cpu_seconds": round(time.process_time() - c0, 2),
        "megabytes": round(built.index.nbytes() / 1e6, 1) if built is not None else None,
        "terms": len(built.index.terms) if built is not None else None,
    }
    search: dict[str, Any] = {}
    for kind, queries in (("selective", SELECTIVE), ("broad", BROAD)):
        per_query: dict[str, Any] = {}
        fts_all = _Timings()
        cold_all = _Timings()
        naive_all = _Timings()
        for q in queries:
            # Warm: the ranking cached at this data version (the same search again, or its next
            # page). Cold: nothing cached, as for a search no client made since the last write.
            fts = _timed(lambda q=q: _fts_search(engine, q), repeat)
            cold = _timed(lambda q=q: _cold_search(engine, q), repeat)
            naive = _timed(lambda q=q: _naive_search(engine, q), repeat)
            fts_all += fts
            cold_all += cold
            naive_all += naive
            hits, naive_hits = _fts_search(engine, q), _naive_search(engine, q)
            per_query[q] = {"hits": hits, "naive_hits": naive_hits, "fts": _summary(fts), "cold": _summary(cold),
                            "naive": _summary(naive)}
        fts_summary, naive_summary = _summary(fts_all), _summary(naive_all)
        search[kind] = {**fts_summary, "cold": _summary(cold_all), "naive": naive_summary,
                        "speedup_p50": round(naive_summary["p50_ms"] / fts_summary["p50_ms"], 1),
                        "per_query": per_query}
    names = decklist_names(engine)
    by_names = LookupRequest(cards=names)
    pasted = LookupRequest(decklist=decklist_text(engine, names))
    # Decks of cards this process has not answered yet: a new deck per call.
    fresh = [LookupRequest(cards=decklist_names(engine, offset=1 + i)) for i in range(repeat + 1)]

    def lookup(body: LookupRequest) -> bytes:
        with session_context(engine) as session:
            # What the route answers: the response's bytes (LookupResponse's JSON).
            return rulings_service.lookup_json(session, body, max_items=250)

    def cold(body: LookupRequest) -> bytes:
        # As after a write: nothing cached, the name index and the index of the rulings' cards of
        # the new version not built yet (this call schedules their builds in the background). The
        # previous call's builds are waited for first (not timed), so that each call starts from
        # the same state.
        rulings_service.clear_lookup_caches()
        return lookup(body)

    def naive_lookup() -> None:
        with session_context(engine) as session:
            _naive_lookup(session, names)

    def wait_for_builds() -> None:
        # The name index and the index of the rulings' cards of this data version (built in the
        # background after the first lookup that needs them), not timed.
        cards_service.wait_for_name_index_builds()
        ruling_cards.wait_for_builds()

    found, found_pasted = (len(from_json(lookup(body))["results"]) for body in (by_names, pasted))
    wait_for_builds()
    deck = _summary(_timed(lambda: lookup(by_names), repeat))
    deck_pasted = _summary(_timed(lambda: lookup(pasted), repeat))
    decks = iter(fresh)
    deck_fresh = _summary(_timed(lambda: lookup(next(decks)), repeat))
    deck_cold = _summary(_timed(lambda: cold(by_names), repeat, before_each=wait_for_builds))
    deck_naive = _summary(_timed(naive_lookup, repeat))
    return {
        "rulings": rulings,
        "cards": cards,
        "search_index": index_build,
        "search": search,
        "decklist": {**deck, "names": len(names), "found": found, "naive": deck_naive,
                     "speedup_p50": round(deck_naive["p50_ms"] / deck["p50_ms"], 1),
                     "text": {**deck_pasted, "lines": len(names), "found": found_pasted},
                     "unseen_cards": deck_fresh, "cold_process": deck_cold},
    }


def decklist_text(engine: Engine, names: list[str]) -> str:
    """The same cards pasted as an Arena export: `Deck` / `Sideboard`, quantities, set codes and
    collector numbers where the card has them, a comment."""
    with session_context(engine) as session:
        printed = {
            name.lower(): (set_code, number)
            for name, set_code, number in session.execute(
                select(Card.name, Card.set_code, Card.collector_number).where(
                    func.lower(Card.name).in_([n.lower() for n in names])
                )
            )
        }
    lines = ["// benchmark deck", "Deck"]
    for index, name in enumerate(names):
        if index == 85:
            lines += ["", "Sideboard"]
        set_code, number = printed.get(name.lower(), (None, None))
        where = f" ({set_code}) {number}" if set_code and number else ""
        lines.append(f"{1 + index % 4} {name}{where}")
    return "\n".join(lines) + "\n"
