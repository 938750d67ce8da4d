"""Search pages cut from the cached ranking are the pages the database would give, on SQLite
and PostgreSQL, inside the cached depth and past it (where the database ranks again)."""

from __future__ import annotations

from typing import Any

import pytest

from app.db.session import session_context
from app.rulings import service as rulings_service


def every_page(db: Any, q: str, limit: int) -> list[tuple[str, float | None]]:
    found: list[tuple[str, float | None]] = []
    cursor: str | None = None
    while True:
        with session_context(db.engine) as session:
            page = rulings_service.search(session, q=q, card=None, rule=None, cursor=cursor, limit=limit)
        found += [(hit.id, hit.score) for hit in page.data]
        assert page.total >= len(found)
        if not page.has_more:
            return found
        cursor = page.next_cursor


@pytest.mark.parametrize("depth", [3, 4, 1000])
def test_search_pages_match_a_single_ranking_whatever_the_cached_depth(
    seeded_db: Any, monkeypatch: pytest.MonkeyPatch, depth: int
) -> None:
    with session_context(seeded_db.engine) as session:
        whole = rulings_service.search(session, q="mana", card=None, rule=None, cursor=None, limit=100)
    assert whole.total > 6 and not whole.has_more
    monkeypatch.setattr(rulings_service, "RANKING_DEPTH", depth)
    rulings_service.clear_search_caches()
    paged = every_page(seeded_db, "mana", limit=2)
    assert paged == [(hit.id, hit.score) for hit in whole.data]
    assert len(paged) == whole.total


@pytest.mark.parametrize("depth", [2, 3, 1000])
def test_equal_scores_are_ordered_by_id_across_the_cut(seeded_db: Any, monkeypatch: pytest.MonkeyPatch,
                                                       depth: int) -> None:
    """Five rulings that score the same: the ranking cut falls inside the tie, and the order is
    still (score desc, id asc), page after page."""
    from app.rulings.schemas import RulingCreate

    with session_context(seeded_db.engine) as session:
        created = [
            rulings_service.create_ruling(session, RulingCreate(text=f"Quokka tie {word}.", cards=["werewhat"])).id
            for word in ("alpha", "bravo", "delta", "gamma", "omega")
        ]
    monkeypatch.setattr(rulings_service, "RANKING_DEPTH", depth)
    rulings_service.clear_search_caches()
    paged = every_page(seeded_db, "quokka", limit=2)
    assert [ruling_id for ruling_id, _ in paged] == sorted(created)
    assert len({score for _, score in paged}) == 1
