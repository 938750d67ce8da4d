"""The seed loader against real databases (SQLite and PostgreSQL)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from sqlalchemy import func, select

from app.core.errors import SeedError
from app.db import migrate
from app.db.session import session_context
from app.rulings import repository as rulings_repo
from app.rulings.models import CardRuling, Ruling, SourceDocument
from app.seeding.loader import load_seeds
from tests.conftest import SEEDS, Database

CONFLICT_RULING = "381b25fd2f424821"


def load(db: Database, seeds: Path, force: bool = False):  # type: ignore[no-untyped-def]
    with session_context(db.engine) as session:
        return load_seeds(session, seeds, force=force)


def counts(db: Database) -> dict[str, int]:
    with session_context(db.engine) as session:
        per_card = dict(
            session.execute(select(CardRuling.card_id, func.count()).group_by(CardRuling.card_id)).all()
        )
        return {
            "rulings": session.scalar(select(func.count()).select_from(Ruling)) or 0,
            **per_card,
        }


def test_seed_counts(empty_db: Database) -> None:
    migrate.upgrade(empty_db.engine)
    report = load(empty_db, SEEDS)
    assert report.changed
    assert counts(empty_db) == {
        "rulings": 39,
        "werewhat": 23,
        "boulder-jockey": 14,
        "flavor-disaster": 18,
        "chatzuk-mighty-guitarist": 17,
    }


def test_loading_twice_changes_nothing(empty_db: Database) -> None:
    migrate.upgrade(empty_db.engine)
    load(empty_db, SEEDS)
    with session_context(empty_db.engine) as session:
        version = rulings_repo.get_data_version(session)
    assert not load(empty_db, SEEDS).changed
    with session_context(empty_db.engine) as session:
        assert rulings_repo.get_data_version(session) == version
        assert session.scalar(select(func.count()).select_from(SourceDocument)) == 7


def test_rulings_keep_page_order_and_links(empty_db: Database) -> None:
    migrate.upgrade(empty_db.engine)
    load(empty_db, SEEDS)
    with session_context(empty_db.engine) as session:
        chatzuk = rulings_repo.rulings_of_cards(session, ["chatzuk-mighty-guitarist"])["chatzuk-mighty-guitarist"]
        assert chatzuk[0].text.startswith("If an ability would produce one or more mana of an undefined type")
        assert chatzuk[-1].text.startswith("A maximum of one nonbanding creature")
        general, _count = rulings_repo.cards_of_rulings(session, [chatzuk[0].id])[chatzuk[0].id]
        assert {card_id for card_id, _ in general} == {
            "werewhat", "boulder-jockey", "flavor-disaster", "chatzuk-mighty-guitarist"
        }


def test_cited_rules_dates_and_the_day_night_note(empty_db: Database) -> None:
    migrate.upgrade(empty_db.engine)
    load(empty_db, SEEDS)
    with session_context(empty_db.engine) as session:
        conflict = rulings_repo.get_ruling(session, CONFLICT_RULING)
        assert conflict is not None and conflict.note and "702.145g" in conflict.note
        assert conflict.text.endswith("it becomes day.")  # stored verbatim
        cites = {r.id: r.rules for r in session.scalars(select(Ruling)) if r.rules}
        assert sorted(map(tuple, cites.values())) == [("107.3i",), ("302.6",), ("302.6",), ("605",)]
        assert {str(r.published_at) for r in session.scalars(select(Ruling))} == {"2024-11-08"}
        assert session.scalar(select(func.count()).select_from(Ruling).where(Ruling.note.is_not(None))) == 1


def test_a_changed_file_is_reloaded(empty_db: Database, tmp_path: Path) -> None:
    seeds = tmp_path / "seeds"
    shutil.copytree(SEEDS, seeds)
    migrate.upgrade(empty_db.engine)
    load(empty_db, seeds)
    page = seeds / "gatherer" / "001_57218b4c3cc18861.txt"
    original = "You can never pay for {D} when it’s not your turn."
    page.write_text(page.read_text().replace(original, "You can never pay for {D} during another player’s turn."))
    report = load(empty_db, seeds)
    assert report.changed
    with session_context(empty_db.engine) as session:
        texts = [r.text for r in rulings_repo.rulings_of_cards(session, ["boulder-jockey"])["boulder-jockey"]]
        assert "You can never pay for {D} during another player’s turn." in texts
        assert original not in texts
        assert session.scalar(select(func.count()).select_from(Ruling)) == 39  # the old text is gone


def test_a_file_that_fails_to_parse_aborts_and_keeps_the_data(empty_db: Database, tmp_path: Path) -> None:
    seeds = tmp_path / "seeds"
    shutil.copytree(SEEDS, seeds)
    migrate.upgrade(empty_db.engine)
    load(empty_db, seeds)
    before = counts(empty_db)
    page = seeds / "gatherer" / "003_1a2fbea54b0a494b.txt"
    page.write_bytes(page.read_bytes() + b"\n\nhalf a sentence")
    with pytest.raises(SeedError) as caught:
        load(empty_db, seeds)
    assert "003_1a2fbea54b0a494b.txt" in caught.value.detail
    assert caught.value.extensions["paragraph"] == 20  # "Search" is 1, 18 rulings, then this
    assert counts(empty_db) == before
