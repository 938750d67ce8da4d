"""The name index of a new data version, updated from the previous version's index and the cards
the import listed as changed (`card_change`), is the index a full build from the catalog gives:
the same lists, the same maps, the same answers. Along imports that add cards (many versions at
once on SQLite, batch by batch), change other columns of existing cards (MTGJSON after Scryfall)
and change nothing; a version that did not list its changes or a renamed card makes the reader
build from the catalog instead."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import update

from app.cards import repository as cards_repo
from app.cards import service as cards_service
from app.cards.models import Card
from app.db.session import session_context
from app.ingest.synth import write_all
from app.rulings import repository as rulings_repo
from tests.conftest import Database
from tests.ingest.helpers import mtgjson, scryfall

QUERIES = ["bolder jockey", "chatzuk", "werewhat", "fire", "stomp", "tiaga", "crimson", "ancient drake",
           "blazing", "feral wurm", "gilded golem", "keen", "iron oath", "quiet rift", "noble"]


def _picture(index: cards_service.NameIndex) -> dict[str, Any]:
    return {
        "version": index.version,
        "ids": index.ids,
        "keys": index.keys,
        "names": index.names,
        "by_key": [index.card_of_key(key) for key in index.keys],
        "sorted_keys": index.sorted_keys,
        "faces": index.faces,
        "by_face_key": list(index.by_face_key.items()),  # in order: the fuzzy choices follow it
        "choice_keys": index.choice_keys,
        "choice_cards": index.choice_cards,
        "answers": [index.match(q) for q in QUERIES] + [index.match(n[:-2]) for n in index.keys[::97]],
    }


def _updated_then_full(db: Database) -> tuple[cards_service.NameIndex | None, cards_service.NameIndex]:
    """The index of the current version updated from the one held, and one built from the catalog."""
    scope = str(db.engine.url)
    with db.engine.connect() as connection:
        version = rulings_repo.read_data_version(connection)
        updated = cards_service._updated_index(connection, scope, version)
        full = cards_service.NameIndex(
            version, cards_repo.name_catalog(connection), cards_repo.face_name_catalog(connection))
    return updated, full


def _hold(db: Database) -> cards_service.NameIndex:
    """Build and keep the current version's index (as a request would)."""
    with session_context(db.engine) as session:
        return cards_service.name_index(session)


def test_updated_name_index_is_the_full_build(seeded_db: Database, tmp_path: Path) -> None:
    cards_service.clear_name_indexes()
    small = write_all(tmp_path / "small", cards=300, rulings=200, seed=3)
    large = write_all(tmp_path / "large", cards=700, rulings=300, seed=4)
    _hold(seeded_db)
    steps = [
        lambda: scryfall(seeded_db),  # the fixtures: split and adventure cards (faces)
        lambda: scryfall(seeded_db, small[0], small[1]),
        lambda: mtgjson(seeded_db, small[2]),  # the same cards from the other feed: other columns
        lambda: scryfall(seeded_db, small[0], small[1]),  # nothing changes
        lambda: scryfall(seeded_db, large[0], large[1]),
    ]
    for step in steps:
        before = _hold(seeded_db).version
        step()
        updated, full = _updated_then_full(seeded_db)
        if full.version == before:
            assert updated is None  # nothing to update
            continue
        assert updated is not None, "the import listed its changes: no full build needed"
        assert _picture(updated) == _picture(full)
        _hold(seeded_db)
    assert len(full.ids) > 1000 and full.by_face_key


def test_unlisted_changes_and_renames_are_built_from_the_catalog(seeded_db: Database) -> None:
    cards_service.clear_name_indexes()
    held = _hold(seeded_db)
    renamed = held.ids[0]
    with session_context(seeded_db.engine) as session:  # a write that does not list its cards
        session.execute(update(Card).where(Card.id == renamed).values(name="Renamed Card", name_key="renamed card"))
        rulings_repo.bump_data_version(session)
    updated, full = _updated_then_full(seeded_db)
    assert updated is None and full.names[full.ids.index(renamed)] == "Renamed Card"
    _hold(seeded_db)
    with session_context(seeded_db.engine) as session:  # listed, but a rename: not an update's to make
        session.execute(update(Card).where(Card.id == renamed).values(name="Renamed Again", name_key="renamed again"))
        cards_repo.record_card_changes(session, rulings_repo.bump_data_version(session), [renamed])
    updated, full = _updated_then_full(seeded_db)
    assert updated is None and full.names[full.ids.index(renamed)] == "Renamed Again"
    _hold(seeded_db)
    with session_context(seeded_db.engine) as session:  # a version that changed no card (rulings)
        cards_repo.record_card_changes(session, rulings_repo.bump_data_version(session), [])
    updated, full = _updated_then_full(seeded_db)
    assert updated is not None and _picture(updated) == _picture(full)


def test_updates_in_memory_match_full_builds_with_faces_and_names_that_collide() -> None:
    """Random catalogs with few distinct words, so that new cards take the names of existing
    faces, faces share keys, and ties in fuzzy scores are common: every update equals the full
    build of the same data (no database: the lists themselves)."""
    import random

    from app.cards.naming import name_key, slugify

    rng = random.Random(5)
    words = ["fire", "ice", "stomp", "giant", "bone", "crusher", "wear", "tear"]

    def card(n: int) -> tuple[str, str, str]:
        name = " ".join(rng.choice(words) for _ in range(rng.randint(1, 2))) + ("" if n % 3 else f" {n}")
        return (f"{slugify(name)}-{n}", name, name_key(name))

    rows: list[tuple[str, str, str]] = []
    faces: list[tuple[str, str, str]] = []
    index = cards_service.NameIndex(0, [])
    for version in range(1, 40):
        new_rows = [card(version * 100 + i) for i in range(rng.randint(0, 6))]
        new_faces = [(r[0], w, name_key(w)) for r in new_rows if rng.random() < 0.5
                     for w in rng.sample(words, 2)]
        rows = sorted(rows + new_rows)
        faces = sorted(faces + new_faces, key=lambda f: f[0])  # stable: a card's faces keep their order
        updated = index.updated(version, {r[0] for r in new_rows}, sorted(new_rows), new_faces)
        full = cards_service.NameIndex(version, rows, faces)
        assert updated is not None
        assert _picture(updated) == _picture(full), version
        index = updated


def _same_search_index(a: Any, b: Any) -> bool:
    return bool(
        a.ruling_ids == b.ruling_ids and a.locators == b.locators and a.terms == b.terms
        and (a.rows == b.rows).all() and (a.starts == b.starts).all() and (a.counts == b.counts).all()
        and (a.lengths == b.lengths).all()
    )


def test_search_index_serves_later_versions_that_wrote_no_ruling(seeded_db: Database, tmp_path: Path) -> None:
    """An import's batches of cards record that they wrote no ruling: the search index of the
    version before serves theirs as it is (it is the index a build would give); a version that
    wrote rulings is built again."""
    from app.rulings import term_index_cache

    term_index_cache.clear()
    scope = str(seeded_db.engine.url)
    synth = write_all(tmp_path / "synth", cards=200, rulings=50, seed=6)
    no_rulings = tmp_path / "no-rulings.json"
    no_rulings.write_text("[]", encoding="utf-8")
    with session_context(seeded_db.engine) as session:
        before = term_index_cache.ready_index(session, scope, rulings_repo.get_data_version(session))
    assert before is not None
    scryfall(seeded_db, synth[0], no_rulings)  # cards only
    with session_context(seeded_db.engine) as session:
        version = rulings_repo.get_data_version(session)
        kept = term_index_cache.ready_index(session, scope, version)
    assert kept is before
    built = term_index_cache.build_now(seeded_db.engine, scope)
    assert built is not None and built.version == version and _same_search_index(built.index, before)
    scryfall(seeded_db, synth[0], synth[1])  # the rulings of those cards
    with session_context(seeded_db.engine) as session:
        assert not cards_repo.rulings_unchanged(session.connection(), version, rulings_repo.get_data_version(session))


def test_change_lists_are_kept_for_the_last_versions_only(
    seeded_db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each write that lists its changes drops the lists of the versions CHANGES_KEPT_VERSIONS back
    (a reader further behind reads the whole catalog), and any left at or above its own version."""
    from sqlalchemy import select

    from app.cards.models import CardChange

    monkeypatch.setattr(cards_repo, "CHANGES_KEPT_VERSIONS", 2)
    versions = []
    for card_ids in (["a"], ["b"], ["c"]):
        with session_context(seeded_db.engine) as session:
            versions.append(rulings_repo.bump_data_version(session))
            cards_repo.record_card_changes(session, versions[-1], card_ids, rulings_unchanged=True)
    with session_context(seeded_db.engine) as session:
        kept = session.execute(select(CardChange.version, CardChange.card_id).order_by(CardChange.version)).all()
        connection = session.connection()
        assert sorted(set(v for v, _ in kept)) == versions[1:]
        assert cards_repo.changed_names(connection, versions[0] - 1, versions[2]) is None  # a list gone
        changed = cards_repo.changed_names(connection, versions[0], versions[2])
        assert changed is not None and changed.ids == {"b", "c"} and changed.rows == []  # no such cards
        assert cards_repo.rulings_unchanged(connection, versions[0], versions[2])
        assert not cards_repo.rulings_unchanged(connection, versions[0] - 1, versions[2])
