"""The in-process search index (app/rulings/term_index.py) gives exactly the database's ranking:
the same rows, totals, scores and order, page after page, on SQLite (FTS5 bm25) and PostgreSQL
(ts_rank), on a corpus made for ties (few words, repeated, texts of equal length), with stems,
repeated words, card and rule filters, and rankings deeper than the index's first depths."""

from __future__ import annotations

import random
from typing import Any

import pytest
from sqlalchemy import text

from app.db.session import session_context
from app.rulings import repository as rulings_repo
from app.rulings import service as rulings_service
from app.rulings import term_index_cache

WORDS = ["combat", "damage", "target", "creature", "printed", "prints", "mana", "value", "leaves",
         "battlefield", "copy", "original", "token", "player", "the", "of", "{T}", "{2/W}"]
QUERIES = ["combat", "combat damage", "damage combat", "target creature", "printed", "print printed",
           "copy original printed", "mana value", "leaves the battlefield", "{T}", "{T} mana", "{2/W}",
           "creature creature", "token player copy value", "absentword", "combat absentword", "of"]


def _corpus(session: Any) -> list[str]:
    """300 rulings of 4 to 14 words drawn from WORDS (so many tie), some citing rules, linked
    to the seeded cards in turn."""
    rng = random.Random(15)
    cards = [row[0] for row in session.execute(text("SELECT id FROM card ORDER BY id")).all()]
    ids: list[str] = []
    for n in range(300):
        words = [rng.choice(WORDS) for _ in range(rng.randint(4, 14))]
        body = " ".join(words).capitalize() + f" (see rule 70{n % 3}.1). Number {n}."
        rid = f"{n:04d}" + "ab" * 6
        rulings_repo.upsert_ruling(session, id=rid, text=body, published_at=None, source="test",
                                   rules=[f"70{n % 3}.1"], note=None, origin="api")
        rulings_repo.set_ruling_cards(session, rid, [cards[n % len(cards)], cards[(n * 7) % len(cards)]])
        ids.append(rid)
    rulings_repo.bump_data_version(session)
    return cards


def _pages(db: Any, q: str, card: str | None, rule: str | None, limit: int) -> list[tuple[str, float | None, int]]:
    found: list[tuple[str, float | None, int]] = []
    cursor: str | None = None
    for _ in range(400):
        with session_context(db.engine) as session:
            page = rulings_service.search(session, q=q, card=card, rule=rule, cursor=cursor, limit=limit)
        found += [(hit.id, hit.score, page.total) for hit in page.data]
        if not page.has_more:
            break
        cursor = page.next_cursor
    return found


@pytest.fixture
def corpus_db(seeded_db: Any) -> Any:
    with session_context(seeded_db.engine) as session:
        seeded_db.cards = _corpus(session)
    return seeded_db


def test_index_ranking_is_the_databases_page_after_page(corpus_db: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    cards = corpus_db.cards
    cases = [(q, None, None) for q in QUERIES] + [
        ("combat", cards[0], None), ("damage creature", None, "701"), ("target", cards[1], "700.1"),
        ("the", None, "702.1"),
    ]
    by_database: dict[Any, Any] = {}
    monkeypatch.setattr(term_index_cache, "ready_index", lambda *args: None)
    rulings_service.clear_search_caches()
    for q, card, rule in cases:
        by_database[(q, card, rule)] = _pages(corpus_db, q, card, rule, limit=100)
    monkeypatch.undo()
    # Small depths: pages past the first depths are ranked again deeper, then by the database.
    monkeypatch.setattr(rulings_service, "INDEX_DEPTHS", (4, 9, 40))
    for limit in (7, 100):
        rulings_service.clear_search_caches()
        for q, card, rule in cases:
            indexed = _pages(corpus_db, q, card, rule, limit=limit)
            assert indexed == by_database[(q, card, rule)], (q, card, rule, limit)
    assert any(len(found) > 40 for found in by_database.values())  # some went past every depth
    assert sum(1 for found in by_database.values() if len({s for _, s, _ in found}) < len(found)) > 5  # ties


def test_index_is_used_and_tells_the_same_totals(corpus_db: Any) -> None:
    with session_context(corpus_db.engine) as session:
        scope = rulings_service.cards_service.database_scope(session)
        version = rulings_repo.get_data_version(session)
        index = term_index_cache.ready_index(session, scope, version)
        assert index is not None and index.size >= 300
        for q in QUERIES:
            with_index = rulings_service._rank_with_index(session, (scope, version), rulings_service.search_terms(q),
                                                          None, None, 10)
            rows, total = rulings_repo.rank_rulings(session, terms=rulings_service.search_terms(q), card_id=None,
                                                    rule=None, after=None, limit=10)
            if with_index is None:  # a word the index doesn't rank alone (none here but stop words)
                continue
            assert with_index[1] == total, q
            assert [(r.id, r.score) for r in with_index[0]] == [(r.id, r.score) for r in rows], q


def test_a_write_makes_a_new_index(corpus_db: Any) -> None:
    from app.rulings.schemas import RulingCreate

    with session_context(corpus_db.engine) as session:
        before = rulings_service.search(session, q="wombat", card=None, rule=None, cursor=None, limit=5).total
        rulings_service.create_ruling(session, RulingCreate(text="A wombat deals combat damage.", cards=["werewhat"]))
    with session_context(corpus_db.engine) as session:
        after = rulings_service.search(session, q="wombat combat", card=None, rule=None, cursor=None, limit=5)
    assert (before, after.total) == (0, 1)
    built = term_index_cache.built_index(str(corpus_db.engine.url))
    assert built is not None and "wombat" in built.index.terms


def test_metrics_report_the_search_index_memory(api: Any) -> None:
    assert api.client.get("/v1/rulings", params={"q": "mana"}).status_code == 200
    body = api.client.get("/metrics").text
    held = [line for line in body.splitlines() if line.startswith("search_index_bytes ")]
    assert len(held) == 1 and float(held[0].split()[1]) > 0
