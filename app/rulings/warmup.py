"""Warming a process up: the per-data-version indexes built before it answers, so the first
requests after a start or a write are as fast as the next ones (`/readyz` waits for it).

* A worker process (app/core/workers.py) runs lookups and simulations: the name index of fuzzy
  names (app/cards/service.py) and the index of the rulings' cards (app/rulings/ruling_cards.py).
* The serving process answers searches and card reads: those two and the search index
  (app/rulings/term_index_cache.py).

Each returns the data version it warmed (the indexes were read at one version: a write that
lands meanwhile is seen by the next check, `is_stale`)."""

from __future__ import annotations

from typing import Any

from app.cards import service as cards_service
from app.db.session import get_engine, read_only, session_context
from app.rulings import repository as rulings_repo
from app.rulings import ruling_cards, term_index_cache
from app.rulings.service import CARDS_PER_RULING_IN_LISTS


def _warm(database_url: str, *, search: bool) -> int:
    engine = get_engine(database_url)
    with session_context(engine) as session:
        version = rulings_repo.get_data_version(session)
        scope = cards_service.database_scope(session)
        cards_service.name_index(session, version)
    ruling_cards.build_now(engine, scope, CARDS_PER_RULING_IN_LISTS)
    if search:
        term_index_cache.build_now(engine, scope)
    cards_service.freeze_now()
    return version


def warm_worker(settings: Any) -> int:
    """A worker's indexes at the current data version (run by the pool in the worker)."""
    return _warm(settings.database_url, search=False)


def warm_server(database_url: str) -> int:
    """The serving process's indexes at the current data version."""
    return _warm(database_url, search=True)


def current_version(database_url: str) -> int:
    return rulings_repo.committed_data_version(read_only(get_engine(database_url)))


def is_stale(settings: Any, warmed: int) -> bool:
    """True when the data version moved past `warmed` (one small SELECT)."""
    try:
        return current_version(settings.database_url) != warmed
    except Exception:  # the database is away: warm when it is back
        return False
