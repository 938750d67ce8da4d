"""Older and other MTGJSON shapes on SQLite and PostgreSQL: MTGJSON's own 2016 Alpha file over an
imported set loses nothing, unrecognised records are refused by position and field, a per-set file
imports, an import never erases a known value, and the two feeds don't flip each other's values."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from app.cards.models import Card
from app.db.session import session_context
from app.ingest.records import BulkInputError
from tests.conftest import Database
from tests.ingest.helpers import BULK, PRINTINGS, SCRYFALL_CARDS, SCRYFALL_RULINGS, mtgjson, picture, scryfall

ALPHA_2016 = BULK / "mtgjson-2016-LEA.json"  # MTGJSON's 2016 file: `manacost`, `cmc`, colour names
ALPHA_V3 = BULK / "mtgjson-v3-LEA.json"  # MTGJSON version 3: `manaCost`, `cmc`, "Blue", "Uncommon"
LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def current_set_file(tmp: Path) -> Path:
    """The same cards as MTGJSON 5 writes a one-set file (`{"meta", "data": {set object}}`), made
    from the 2016 records by renaming their fields (no card fact is invented)."""
    old = json.loads(ALPHA_2016.read_text())
    cards = []
    for card in old["cards"]:
        new: dict[str, Any] = {
            "name": card["name"],
            "type": card["type"],
            "text": card["text"],
            "manaValue": float(card.get("cmc", 0)),
            "colors": [LETTERS[c] for c in card.get("colors", [])],
            "rarity": card["rarity"],
            "setCode": "LEA",
            "layout": card["layout"],
            "rulings": card.get("rulings", []),
        }
        if "manacost" in card:
            new["manaCost"] = card["manacost"]
        for key in ("power", "toughness"):
            if key in card:
                new[key] = card[key]
        cards.append(new)
    data = {"baseSetSize": 295, "cards": cards, "code": "LEA", "name": old["name"], "releaseDate": "1993-08-05"}
    path = tmp / "LEA.json"
    path.write_text(json.dumps({"meta": {"date": "2024-11-08", "version": "5.2.2"}, "data": data}))
    return path


def card(db: Database, name: str) -> Card:
    with session_context(db.engine) as session:
        row = session.query(Card).filter(Card.name == name).one()
        session.expunge(row)
        return row


def test_mtgjson_per_set_file_imports(seeded_db: Database, tmp_path: Path) -> None:
    summary = mtgjson(seeded_db, current_set_file(tmp_path))
    assert summary.detected == "SetFile"
    assert (summary.cards.new, summary.cards.updated) == (7, 0)
    air = card(seeded_db, "Air Elemental")
    assert (air.mana_cost, air.mana_value, air.colors, air.rarity, air.set_code) == (
        "{3}{U}{U}",
        5.0,
        ["U"],
        "uncommon",
        "LEA",
    )


@pytest.mark.parametrize("old_file", [ALPHA_2016, ALPHA_V3], ids=["2016-manacost", "v3-colour-names"])
def test_old_mtgjson_field_names_over_an_imported_set_lose_nothing(
    seeded_db: Database, tmp_path: Path, old_file: Path
) -> None:
    mtgjson(seeded_db, current_set_file(tmp_path))
    before = picture(seeded_db)
    summary = mtgjson(seeded_db, old_file)
    assert summary.detected == "LegacySets"
    assert summary.cards.updated == 0 and summary.cards.unchanged == summary.cards.total
    after = picture(seeded_db)
    assert after["card"] == before["card"]
    lotus, knight, badlands = (card(seeded_db, n) for n in ("Black Lotus", "Black Knight", "Badlands"))
    if old_file == ALPHA_2016:
        assert (lotus.mana_cost, lotus.mana_value) == ("{0}", 0.0)
        assert (knight.mana_cost, knight.mana_value, knight.colors) == ("{B}{B}", 2.0, ["B"])
    assert (badlands.mana_cost, badlands.mana_value, badlands.colors) == (None, 0.0, [])


def test_202_3_mana_value_and_202_2_colours_from_the_cost_when_a_2016_file_leaves_them_out(
    seeded_db: Database,
) -> None:
    summary = mtgjson(seeded_db, ALPHA_V3)
    assert summary.cards.new == 5
    ankh = card(seeded_db, "Ankh of Mishra")  # no `colors` in the file: colourless
    assert (ankh.mana_cost, ankh.mana_value, ankh.colors, ankh.rarity) == ("{2}", 2.0, [], "rare")
    air = card(seeded_db, "Air Elemental")
    assert (air.colors, air.rarity) == (["U"], "uncommon")


def _edit(tmp: Path, edit: Any) -> Path:
    data = json.loads(ALPHA_2016.read_text())
    edit(data["cards"])
    path = tmp / "LEA-edited.json"
    path.write_text(json.dumps(data))
    return path


REFUSALS: dict[str, tuple[Any, list[str]]] = {
    "cost under an unknown name": (
        lambda cards: cards[0].update(casting_cost=cards[0].pop("manacost")),
        ["record #1", "'Air Elemental'", "'cmc' is 5 but the record has no 'manaCost'"],
    ),
    "unknown colour": (
        lambda cards: cards[1].update(colors=["azure"]),
        ["record #2", "'colors' has an unrecognised value 'azure'"],
    ),
    "no type line": (
        lambda cards: cards[2].pop("type"),
        ["record #3", "'Animate Artifact'", "the required field 'type' is missing"],
    ),
}


@pytest.mark.parametrize("case", list(REFUSALS))
def test_an_unrecognised_record_is_refused_by_position_and_field(
    seeded_db: Database, tmp_path: Path, case: str
) -> None:
    mtgjson(seeded_db, current_set_file(tmp_path))
    before = picture(seeded_db)
    edit, expected = REFUSALS[case]
    with pytest.raises(BulkInputError) as caught:
        mtgjson(seeded_db, _edit(tmp_path, edit))
    for part in ["LEA-edited.json", *expected]:
        assert part in caught.value.detail
    assert picture(seeded_db) == before


def test_an_import_never_replaces_a_known_value_with_nothing(seeded_db: Database, tmp_path: Path) -> None:
    mtgjson(seeded_db, current_set_file(tmp_path))
    atomic = {
        "meta": {"version": "5.2.2"},
        "data": {"Air Elemental": [{"name": "Air Elemental", "type": "Creature — Elemental", "layout": "normal"}]},
    }
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(atomic))
    mtgjson(seeded_db, path)
    air = card(seeded_db, "Air Elemental")
    assert (air.mana_cost, air.mana_value, air.colors, air.oracle_text, air.power) == (
        "{3}{U}{U}",
        5.0,
        ["U"],
        "Flying",
        "4",
    )


def test_scryfall_and_mtgjson_do_not_flip_each_others_values(seeded_db: Database) -> None:
    scryfall(seeded_db)
    mtgjson(seeded_db, PRINTINGS)
    again = scryfall(seeded_db)
    assert again.cards.updated == 0
    again = mtgjson(seeded_db, PRINTINGS)
    assert again.cards.updated == 0
    delver = card(seeded_db, "Delver of Secrets // Insectile Aberration")
    assert delver.mana_cost == "{U} // "  # Scryfall's combined faces, kept as given
    bolt = card(seeded_db, "Lightning Bolt")  # the printing Scryfall named first stays
    assert (bolt.set_code, bolt.collector_number, bolt.rarity) == ("LEA", "161", "common")
    assert bolt.scryfall_id == "0a1b2c3d-0000-4000-8000-000000000005"


def test_scryfall_ids_are_stored_from_mtgjson_printings(seeded_db: Database) -> None:
    mtgjson(seeded_db, PRINTINGS)
    bolt = card(seeded_db, "Lightning Bolt")
    assert (bolt.oracle_id, bolt.scryfall_id) == (
        "11111111-aaaa-4aaa-8aaa-000000000005",
        "0a1b2c3d-0000-4000-8000-000000000005",
    )


def test_gzip_files_are_read_by_their_magic_bytes(seeded_db: Database, tmp_path: Path) -> None:
    cards = tmp_path / "oracle-cards.json"  # no .gz suffix: the content says what it is
    cards.write_bytes(gzip.compress(SCRYFALL_CARDS.read_bytes()))
    rulings = tmp_path / "rulings.json.gz"
    rulings.write_bytes(gzip.compress(SCRYFALL_RULINGS.read_bytes()))
    summary = scryfall(seeded_db, cards, rulings)
    assert summary.cards.new == 9 and summary.rulings.new == 16
    alpha = tmp_path / "LEA.json.gz"
    alpha.write_bytes(gzip.compress(ALPHA_2016.read_bytes()))
    assert mtgjson(seeded_db, alpha).cards.new == 7


def test_a_truncated_gzip_file_is_refused_by_name(seeded_db: Database, tmp_path: Path) -> None:
    before = picture(seeded_db)
    broken = tmp_path / "AllPrintings.json.gz"
    broken.write_bytes(gzip.compress(PRINTINGS.read_bytes())[:-40])
    with pytest.raises(BulkInputError) as caught:
        mtgjson(seeded_db, broken)
    assert "AllPrintings.json.gz" in caught.value.detail and "gzip" in caught.value.detail
    assert picture(seeded_db) == before


SCRYFALL_REFUSALS: dict[str, tuple[Any, str]] = {
    "colour name": (lambda card: card.update(colors=["Blue"]), "'colors' has an unrecognised value 'Blue'"),
    "no type line": (lambda card: card.pop("type_line"), "the required field 'type_line' is missing"),
}


@pytest.mark.parametrize("case", list(SCRYFALL_REFUSALS))
def test_an_unrecognised_scryfall_card_is_refused_by_position_and_field(
    seeded_db: Database, tmp_path: Path, case: str
) -> None:
    cards = json.loads(SCRYFALL_CARDS.read_text())
    edit, expected = SCRYFALL_REFUSALS[case]
    bolt = next(i for i, c in enumerate(cards) if c["name"] == "Lightning Bolt")
    edit(cards[bolt])
    path = tmp_path / "oracle-cards.json"
    path.write_text(json.dumps(cards))
    before = picture(seeded_db)
    with pytest.raises(BulkInputError) as caught:
        scryfall(seeded_db, cards=path)
    assert f"oracle-cards.json: record #{bolt + 1}" in caught.value.detail and expected in caught.value.detail
    assert picture(seeded_db) == before


def test_202_3_a_scryfall_card_without_cmc_costs_its_mana_cost(seeded_db: Database, tmp_path: Path) -> None:
    cards = json.loads(SCRYFALL_CARDS.read_text())
    for entry in cards:
        if entry["name"] == "Counterspell":
            del entry["cmc"]
    path = tmp_path / "oracle-cards.json"
    path.write_text(json.dumps(cards))
    scryfall(seeded_db, cards=path)
    assert card(seeded_db, "Counterspell").mana_value == 2.0


def test_mtgjson_2016_allsets_with_a_split_card_named_by_names(seeded_db: Database, tmp_path: Path) -> None:
    """MTGJSON's 2016 AllSets.json: sets by code at the top, each face of a split card an entry
    named after the face, with `names` listing the faces (made from the Scryfall fixture's Fire //
    Ice by renaming its fields)."""
    scryfall(seeded_db)
    before = card(seeded_db, "Fire // Ice")
    faces = [
        {"name": "Fire", "names": ["Fire", "Ice"], "manaCost": "{1}{R}", "cmc": 4, "colors": ["Red"],
         "type": "Instant", "text": "Fire deals 2 damage divided as you choose among one or two targets.",
         "layout": "split", "rarity": "Uncommon"},
        {"name": "Ice", "names": ["Fire", "Ice"], "manaCost": "{1}{U}", "cmc": 4, "colors": ["Blue"],
         "type": "Instant", "text": "Tap target permanent.\nDraw a card.", "layout": "split", "rarity": "Uncommon"},
    ]  # fmt: skip
    alpha = json.loads(ALPHA_2016.read_text())
    all_sets = {"LEA": alpha, "MH2": {"name": "Modern Horizons 2", "code": "MH2", "cards": faces}}
    path = tmp_path / "AllSets.json"
    path.write_text(json.dumps(all_sets))
    summary = mtgjson(seeded_db, path)
    assert summary.detected == "LegacySets" and summary.cards.new == 7
    fire_ice = card(seeded_db, "Fire // Ice")
    assert (fire_ice.id, fire_ice.mana_cost, fire_ice.colors, fire_ice.type_line) == (
        before.id,
        "{1}{R} // {1}{U}",
        ["U", "R"],
        "Instant // Instant",
    )
    assert card(seeded_db, "Air Elemental").set_code == "LEA"  # the set's code, from its key
