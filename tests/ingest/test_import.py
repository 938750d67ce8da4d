"""Imports on SQLite and PostgreSQL: what they write, that the seeds keep their ids and notes,
idempotency, one ruling for one text from several sources, faces, and the export round trip."""

from __future__ import annotations

import json

from sqlalchemy import select

from app.cards import service as cards_service
from app.cards.models import Card
from app.db.platform_models import RulingSource
from app.db.session import session_context
from app.ingest import exporter
from app.ingest import repository as ingest_repo
from app.rulings import repository as rulings_repo
from app.rulings.models import Ruling
from app.seeding.gatherer import ruling_id
from tests.conftest import Database
from tests.ingest.helpers import (
    ATOMIC,
    PRINTINGS,
    SCRYFALL_CARDS,
    SCRYFALL_RULINGS,
    SEED_NOTE_RULING,
    mtgjson,
    picture,
    scryfall,
)


def data_version(db: Database) -> int:
    with session_context(db.engine) as session:
        return rulings_repo.get_data_version(session)


def export(db: Database) -> list[dict]:  # type: ignore[type-arg]
    with session_context(db.engine) as session:
        return list(exporter.iter_rulings(session, page=7))  # small pages: the paging is exercised


def test_scryfall_import_counts_and_seeded_data_kept(seeded_db: Database) -> None:
    before = data_version(seeded_db)
    with session_context(seeded_db.engine) as session:
        seeded = session.get(Ruling, SEED_NOTE_RULING)
        assert seeded is not None
        seed_note, seed_text = seeded.note, seeded.text
    summary = scryfall(seeded_db)
    assert (summary.cards.new, summary.cards.updated, summary.cards.unchanged) == (9, 1, 0)
    # Each ruling counted once: the text two cards share is one new ruling, not "1 new, 1 updated";
    # the one updated ruling is the seeded one that gains a Scryfall source.
    assert (summary.rulings.new, summary.rulings.updated, summary.rulings.unchanged) == (16, 1, 0)
    assert summary.skipped == 2  # the token and its ruling
    assert summary.changed and data_version(seeded_db) == summary.data_version > before
    with session_context(seeded_db.engine) as session:
        ruling = session.get(Ruling, SEED_NOTE_RULING)
        assert ruling is not None
        assert (ruling.origin, ruling.source, ruling.note, ruling.text) == ("seed", "wotc", seed_note, seed_text)
        sources = dict(
            session.execute(
                select(RulingSource.source, RulingSource.published_at).where(RulingSource.ruling_id == SEED_NOTE_RULING)
            ).all()
        )
        assert set(sources) == {"gatherer", "scryfall"}
        werewhat = session.get(Card, "werewhat")
        assert werewhat is not None and werewhat.definition is not None  # the engine's definition stays
        assert werewhat.oracle_id == "11111111-aaaa-4aaa-8aaa-000000000001"
        assert werewhat.mana_value == 4
        # Its new ruling goes after the 23 seeded ones; the seeded one keeps its place.
        pairs = ingest_repo.link_pairs(session, "werewhat")
        assert len(pairs) == 24 and pairs[-1][1] == 24
        assert dict(pairs)[SEED_NOTE_RULING] == 17
        ice = session.get(Ruling, ruling_id("Ice can target any permanent, including one that's already tapped."))
        assert ice is not None and ice.source == "scryfall"
        adventure = session.get(
            Ruling, ruling_id("A transforming double-faced card's mana value is that of its front face (rule 712.8e).")
        )
        assert adventure is not None and adventure.rules == ["712.8e"]
        assert sorted(c for c, _ in rulings_repo.cards_of_rulings(session, [adventure.id])[adventure.id][0]) == [
            "bonecrusher-giant-stomp",
            "delver-of-secrets-insectile-aberration",
        ]


def test_same_file_twice_changes_nothing(seeded_db: Database) -> None:
    scryfall(seeded_db)
    mtgjson(seeded_db, ATOMIC)
    before, version = picture(seeded_db), data_version(seeded_db)
    again = scryfall(seeded_db)
    assert not again.changed and again.rulings.unchanged == 17 and again.cards.unchanged == 10
    atomic_again = mtgjson(seeded_db, ATOMIC)
    assert not atomic_again.changed
    assert picture(seeded_db) == before and data_version(seeded_db) == version


def test_one_text_from_two_sources_is_one_ruling_with_both(seeded_db: Database) -> None:
    scryfall(seeded_db)
    summary = mtgjson(seeded_db, ATOMIC)
    assert summary.detected == "AtomicCards"
    assert summary.cards.new == 2  # Giant Growth (matched by nothing: new) and Brazen Borrower
    bolt = ruling_id("Lightning Bolt can target a planeswalker or a battle as well as a creature or player.")
    with session_context(seeded_db.engine) as session:
        assert [s["source"] for s in ingest_repo.sources_of_rulings(session, [bolt])[bolt]] == ["mtgjson", "scryfall"]
        assert session.get(Ruling, bolt).source == "wotc"  # type: ignore[union-attr]
        sources = {s["source"] for s in ingest_repo.sources_of_rulings(session, [SEED_NOTE_RULING])[SEED_NOTE_RULING]}
        assert sources == {"gatherer", "scryfall", "mtgjson"}
        giant = session.scalars(select(Card).where(Card.name == "Giant Growth")).one()
        assert giant.id == "giant-growth" and giant.oracle_id is None


def test_all_printings_after_atomic_cards_matches_by_oracle_id_then_name(seeded_db: Database) -> None:
    mtgjson(seeded_db, ATOMIC)
    summary = mtgjson(seeded_db, PRINTINGS)
    assert summary.detected == "AllPrintings"
    assert summary.cards.new == 0 and summary.rulings.new == 1  # Counterspell's ruling is new
    with session_context(seeded_db.engine) as session:
        bolt = session.scalars(select(Card).where(Card.name == "Lightning Bolt")).one()
        assert (bolt.set_code, bolt.collector_number) == ("LEA", "161")  # its first printing
        growth = session.scalars(select(Card).where(Card.name == "Giant Growth")).one()
        assert growth.set_code == "LEA"


def test_faces_find_their_card(seeded_db: Database) -> None:
    scryfall(seeded_db)
    mtgjson(seeded_db, ATOMIC)
    with session_context(seeded_db.engine) as session:
        assert cards_service.find_named(session, exact="Fire // Ice", fuzzy=None).id == "fire-ice"
        assert cards_service.find_named(session, exact="ice", fuzzy=None).id == "fire-ice"
        assert cards_service.find_named(session, exact=None, fuzzy="Insectile Aberation").id == (
            "delver-of-secrets-insectile-aberration"
        )
        assert cards_service.find_named(session, exact=None, fuzzy="petty theft").id == "brazen-borrower-petty-theft"
        matches = cards_service.match_names(session, ["Stomp", "Fire//Ice", "Werewhat", "Delver of Secrets"])
        assert [m.card_id for m in matches] == [
            "bonecrusher-giant-stomp",
            "fire-ice",
            "werewhat",
            "delver-of-secrets-insectile-aberration",
        ]


def test_import_then_export_round_trip(seeded_db: Database) -> None:
    scryfall(seeded_db)
    exported = export(seeded_db)
    # Every (card, ruling text) pair of the file is in the export, on the card with that oracle id.
    cards = {c["oracle_id"]: c["name"] for c in json.loads(SCRYFALL_CARDS.read_text()) if "oracle_id" in c}
    cards["11111111-aaaa-4aaa-8aaa-00000000000a"] = "Zndrsplt, Eye of Wisdom // Zndrsplt, Eye of Wisdom"
    expected = {
        (cards[r["oracle_id"]], " ".join(r["comment"].split()))
        for r in json.loads(SCRYFALL_RULINGS.read_text())
        if r["oracle_id"] != "11111111-aaaa-4aaa-8aaa-000000000008"
    }
    got = {
        (c["name"], r["text"])
        for r in exported
        for c in r["cards"]
        if "scryfall" in {s["source"] for s in r["sources"]}
    }
    assert got == expected
    assert len(exported) == 39 + 16  # the seeds and the new ones, each once
    assert [r["id"] for r in exported] == sorted(r["id"] for r in exported)
    note = next(r for r in exported if r["id"] == SEED_NOTE_RULING)
    assert note["note"] and note["source"] == "wotc"
    ice = next(r for r in exported if r["text"].startswith("Ice can target"))
    assert ice["sources"][0]["comment"] == "Ice can target any permanent,   including  one that's already tapped."
    # NDJSON and JSON carry the same objects.
    with session_context(seeded_db.engine) as session:
        ndjson = b"".join(exporter.iter_chunks(session, "ndjson", page=5)).decode()
        as_json = json.loads(b"".join(exporter.iter_chunks(session, "json", page=5)))
    assert [json.loads(line) for line in ndjson.splitlines()] == as_json == exported


def test_export_of_an_empty_database_is_valid(empty_db: Database) -> None:
    from app.db import migrate

    migrate.upgrade(empty_db.engine)
    with session_context(empty_db.engine) as session:
        assert json.loads(b"".join(exporter.iter_chunks(session, "json"))) == []
        assert b"".join(exporter.iter_chunks(session, "ndjson")) == b""
