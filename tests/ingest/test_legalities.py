"""Both importers store each card's format legalities in `card.legalities`, normalised to legal /
banned / restricted / not_legal; a re-import updates them; a file without them keeps them; a
value no reader knows is refused with its record, and nothing is written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import select

from app.cards.models import Card
from app.db.session import session_context
from app.ingest.records import BulkInputError, Fields, normalise_legalities
from tests.conftest import Database
from tests.ingest.helpers import ATOMIC, SCRYFALL_CARDS, mtgjson, picture, scryfall

DECK_CARDS = Path(__file__).resolve().parents[1] / "fixtures" / "decks_check" / "scryfall-cards-2019.json"
NO_RULINGS = DECK_CARDS.with_name("scryfall-rulings-empty.json")


def legalities(db: Database, name: str) -> dict[str, str]:
    with session_context(db.engine) as session:
        return dict(session.scalars(select(Card.legalities).where(Card.name == name)).one())


def test_normalised_from_every_feed_form() -> None:
    def read(value: object) -> dict[str, str] | None:
        return normalise_legalities(Fields("f.json", 1, {"legalities": value}))

    assert read({"modern": "not_legal", "vintage": "restricted"}) == {"modern": "not_legal", "vintage": "restricted"}
    assert read({"Modern": "Legal", "commander": "Banned"}) == {"commander": "banned", "modern": "legal"}
    assert read([{"format": "Vintage", "legality": "Restricted"}, {"format": "Legacy", "legality": "Not Legal"}]) == {
        "legacy": "not_legal",
        "vintage": "restricted",
    }
    assert read(None) is None and read({}) == {}
    with pytest.raises(BulkInputError, match=r"'legalities.modern' has an unrecognised value 'Suspended'"):
        read({"modern": "Suspended"})
    with pytest.raises(BulkInputError, match="must be an object"):
        read("legal")


def test_both_feeds_store_them_and_a_reimport_updates_them(seeded_db: Database, tmp_path: Path) -> None:
    scryfall(seeded_db, DECK_CARDS, NO_RULINGS)  # real Scryfall card objects of 2019
    bolt = legalities(seeded_db, "Lightning Bolt")
    assert bolt["modern"] == "legal" and bolt["standard"] == "not_legal" and bolt["pauper"] == "legal"
    assert legalities(seeded_db, "Sol Ring")["vintage"] == "restricted"
    assert legalities(seeded_db, "Golgari Grave-Troll")["modern"] == "banned"

    mtgjson(seeded_db, ATOMIC)  # MTGJSON writes "Legal"; the formats it leaves out are not legal
    assert legalities(seeded_db, "Fire // Ice")["modern"] == "legal"
    assert legalities(seeded_db, "Giant Growth") == {}  # no legalities in the record

    scryfall(seeded_db)  # Werewhat is a seeded card: its legalities follow the data all the same
    assert legalities(seeded_db, "Werewhat") == {"vintage": "legal"}
    cards = json.loads(SCRYFALL_CARDS.read_text(encoding="utf-8"))
    werewhat = next(c for c in cards if c["name"] == "Werewhat")
    werewhat["legalities"] = {"vintage": "banned", "legacy": "legal"}
    changed = tmp_path / "cards.json"
    changed.write_text(json.dumps(cards), encoding="utf-8")
    summary = scryfall(seeded_db, changed)
    assert summary.cards.updated >= 1 and legalities(seeded_db, "Werewhat") == {"legacy": "legal", "vintage": "banned"}
    del werewhat["legalities"]
    changed.write_text(json.dumps(cards), encoding="utf-8")
    scryfall(seeded_db, changed)
    assert legalities(seeded_db, "Werewhat") == {"legacy": "legal", "vintage": "banned"}


def test_an_unknown_legality_refuses_the_import_and_writes_nothing(seeded_db: Database, tmp_path: Path) -> None:
    cards = json.loads(SCRYFALL_CARDS.read_text(encoding="utf-8"))
    cards[-1]["legalities"] = {"modern": "sometimes"}
    bad = tmp_path / "cards.json"
    bad.write_text(json.dumps(cards), encoding="utf-8")
    before = picture(seeded_db)
    with pytest.raises(BulkInputError, match=rf"record #{len(cards)} .*'legalities.modern' has an unrecognised value"):
        scryfall(seeded_db, bad)
    assert picture(seeded_db) == before
