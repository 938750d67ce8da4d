"""Printings through the real importers on SQLite and PostgreSQL: a real Scryfall set list with
basic lands printed several times (Bloomburrow), the same list as a Scryfall list object, an All
Cards style file with a non-English printing first, a real MTGJSON set file (Alpha: two printings
of each basic land) and a synthetic Default Cards file. Every printing is a row linked to its
Oracle card; re-importing changes nothing; a printing moves only with its own id; a lookup by
printing costs the same number of statements whatever the number of identifiers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event, func, select

from app.cards.models import Card, Printing, PrintingMultiverseId
from app.db.session import session_context
from app.ingest.records import BulkInputError
from app.ingest.synth import write_all, write_default_cards
from app.rulings import service as rulings_service
from app.rulings.schemas import LookupRequest
from tests.conftest import Database
from tests.ingest.helpers import ROOT, mtgjson, picture, scryfall

FIXTURES = ROOT / "tests" / "fixtures" / "printings"
BLB = FIXTURES / "scryfall-blb-set-list.json"
LEA = FIXTURES / "mtgjson-LEA-set.json"
FOREST_ORACLE = "b34bb2dc-c1af-4d77-b0b3-a0fb342a5fc6"
BLB_FOREST_FIRST = "0000419b-0bba-4488-8f7a-6194544ce91e"  # record #1: collector number 280
BLB_FOREST_278 = "f791876a-f3fb-45b8-90a9-af846d8b8f74"


def no_rulings(tmp_path: Path) -> Path:
    path = tmp_path / "rulings.json"
    path.write_text("[]")
    return path


def printings_of(db: Database, card_id: str) -> list[tuple[str | None, str | None, str | None, str | None]]:
    with session_context(db.engine) as session:
        rows = session.execute(
            select(Printing.set_code, Printing.collector_number, Printing.lang, Printing.scryfall_id)
            .where(Printing.card_id == card_id)
            .order_by(Printing.set_code, Printing.collector_number, Printing.lang)
        )
        return [tuple(row) for row in rows]


def card_row(db: Database, card_id: str) -> Card:
    with session_context(db.engine) as session:
        card = session.get(Card, card_id)
        assert card is not None
        session.expunge(card)
        return card


def test_a_real_set_list_with_repeated_basic_lands_imports_every_printing(seeded_db: Database, tmp_path: Path) -> None:
    summary = scryfall(seeded_db, cards=BLB, rulings=no_rulings(tmp_path))
    records = json.loads(BLB.read_text())
    assert summary.cards.new == len({r["oracle_id"] for r in records}) == 10
    assert summary.printings.new == len(records) == 43
    forest = printings_of(seeded_db, "forest")
    assert [(s, n) for s, n, _, _ in forest] == [("BLB", n) for n in ("278", "279", "280", "281", "377", "378")]
    # the card keeps one default printing: the file's first of the card
    card = card_row(seeded_db, "forest")
    assert (card.oracle_id, card.set_code, card.collector_number, card.scryfall_id) == (
        FOREST_ORACLE,
        "BLB",
        "280",
        BLB_FOREST_FIRST,
    )
    with session_context(seeded_db.engine) as session:
        row = session.get(Printing, BLB_FOREST_278)
        assert row is not None
        assert (row.mtgo_id, row.multiverse_ids, row.lang, str(row.released_at), row.rarity) == (
            129821,
            [668562],
            "en",
            "2024-08-02",
            "common",
        )
        assert row.illustration_id == "68eb7ddd-04c3-46a1-a5ac-7af2850117eb"
        assert (
            session.scalar(select(PrintingMultiverseId.printing_id).where(PrintingMultiverseId.multiverse_id == 668562))
            == BLB_FOREST_278
        )

    before = picture(seeded_db)
    again = scryfall(seeded_db, cards=BLB, rulings=no_rulings(tmp_path))
    assert not again.changed and again.printings.unchanged == 43 and again.cards.unchanged == 10
    assert picture(seeded_db) == before


def test_a_scryfall_list_object_imports_like_the_array(seeded_db: Database, tmp_path: Path) -> None:
    records = json.loads(BLB.read_text())
    listed = tmp_path / "search.json"
    listed.write_text(json.dumps({"object": "list", "total_cards": len(records), "has_more": False, "data": records}))
    summary = scryfall(seeded_db, cards=listed, rulings=no_rulings(tmp_path))
    assert (summary.cards.new, summary.printings.new) == (10, 43)


def test_all_cards_links_other_languages_and_keeps_an_english_default(seeded_db: Database, tmp_path: Path) -> None:
    """All Cards lists every language; a Japanese printing first still gives the card an English
    default printing, and is itself a printing of the same Oracle card."""
    records = json.loads(BLB.read_text())
    first_forest = next(r for r in records if r["id"] == BLB_FOREST_FIRST)
    japanese = {
        **first_forest,
        "id": "11111111-2222-4333-8444-555555555555",
        "lang": "ja",
        "printed_name": "森",
        "multiverse_ids": [],
    }
    all_cards = tmp_path / "all-cards.json"
    all_cards.write_text(json.dumps([japanese, *records], ensure_ascii=False))
    summary = scryfall(seeded_db, cards=all_cards, rulings=no_rulings(tmp_path))
    assert (summary.cards.new, summary.printings.new) == (10, 44)
    card = card_row(seeded_db, "forest")
    assert (card.set_code, card.collector_number, card.scryfall_id) == ("BLB", "280", BLB_FOREST_FIRST)
    assert ("BLB", "280", "ja", japanese["id"]) in printings_of(seeded_db, "forest")
    before = picture(seeded_db)
    assert not scryfall(seeded_db, cards=all_cards, rulings=no_rulings(tmp_path)).changed
    assert picture(seeded_db) == before


def test_a_real_mtgjson_set_file_imports_every_printing_and_joins_scryfall(seeded_db: Database, tmp_path: Path) -> None:
    summary = mtgjson(seeded_db, LEA)
    assert summary.detected == "SetFile"
    assert (summary.cards.new, summary.printings.new) == (15, 20)
    assert [(s, n) for s, n, _, _ in printings_of(seeded_db, "forest")] == [("LEA", "294"), ("LEA", "295")]
    with session_context(seeded_db.engine) as session:
        row = session.get(Printing, "f20c89d9-71c9-45f5-a9cb-6e253b0a7cca")
        assert row is not None
        # this file gives no `language`: none is stored (the set's release date is the printing's)
        assert (row.mtgjson_uuid, row.multiverse_ids, row.lang, str(row.released_at)) == (
            "75e9547d-7f05-5d15-839a-157242ea4edd",
            [288],
            None,
            "1993-08-05",
        )
    before = picture(seeded_db)
    assert not mtgjson(seeded_db, LEA).changed
    assert picture(seeded_db) == before
    # Scryfall's printings of the same Oracle card join it (matched by oracle id), the Alpha
    # printing stays its default
    scryfall(seeded_db, cards=BLB, rulings=no_rulings(tmp_path))
    assert len(printings_of(seeded_db, "forest")) == 8
    assert card_row(seeded_db, "forest").set_code == "LEA"


def test_a_printing_moves_only_with_its_own_id(seeded_db: Database, tmp_path: Path) -> None:
    records = json.loads(BLB.read_text())
    scryfall(seeded_db, cards=BLB, rulings=no_rulings(tmp_path))
    island = next(r for r in records if r["name"] == "Island")
    # another printing claims Forest's set and number: a printing of its own, Forest's stays
    squatter = {**island, "id": "99999999-0000-4000-8000-000000000001", "collector_number": "278"}
    # a record with a Forest printing's own id, now an Island: that printing moves
    moved = {**island, "id": BLB_FOREST_FIRST, "collector_number": "280"}
    path = tmp_path / "changed.json"
    path.write_text(json.dumps([squatter, moved]))
    scryfall(seeded_db, cards=path, rulings=no_rulings(tmp_path))
    with session_context(seeded_db.engine) as session:
        assert session.get(Printing, BLB_FOREST_278).card_id == "forest"  # type: ignore[union-attr]
        assert session.get(Printing, squatter["id"]).card_id == "island"  # type: ignore[union-attr]
        assert session.get(Printing, BLB_FOREST_FIRST).card_id == "island"  # type: ignore[union-attr]


def test_the_same_printing_twice_is_refused_and_changes_nothing(seeded_db: Database, tmp_path: Path) -> None:
    records = json.loads(BLB.read_text())
    path = tmp_path / "twice.json"
    path.write_text(json.dumps([*records, records[13]]))
    before = picture(seeded_db)
    with pytest.raises(BulkInputError) as info:
        scryfall(seeded_db, cards=path, rulings=no_rulings(tmp_path))
    assert "record #44" in info.value.detail and "duplicate card: record #14 is the same printing" in info.value.detail
    assert picture(seeded_db) == before


def test_a_synthetic_default_cards_file_imports_and_reimports(seeded_db: Database, tmp_path: Path) -> None:
    paths = write_all(tmp_path / "bulk", cards=120, rulings=60, seed=11)
    default = write_default_cards(tmp_path / "default-cards.json", cards=120, printings=480, seed=11, languages=True)
    summary = scryfall(seeded_db, cards=default, rulings=paths[1])
    oracle = scryfall(seeded_db, cards=paths[0], rulings=paths[1])  # Oracle Cards of the same cards: no new card
    assert oracle.cards.new == 0 and not oracle.changed
    with session_context(seeded_db.engine) as session:
        printed = session.scalar(select(func.count()).select_from(Printing))
        languages = set(session.scalars(select(Printing.lang).distinct()))
    tokens = summary.skipped
    assert printed == summary.printings.new == 480 - tokens
    assert {"en", "ja"} <= languages
    assert not scryfall(seeded_db, cards=default, rulings=paths[1]).changed


def _statements(db: Database, body: dict[str, Any]) -> int:
    count = 0

    def counter(*_: Any) -> None:
        nonlocal count
        count += 1

    event.listen(db.engine, "before_cursor_execute", counter)
    try:
        with session_context(db.engine) as session:
            answer = rulings_service.lookup(session, LookupRequest.model_validate(body), max_items=250)
    finally:
        event.remove(db.engine, "before_cursor_execute", counter)
    assert not answer.not_found
    return count


def test_a_lookup_by_printings_costs_the_same_statements_for_one_or_many(seeded_db: Database, tmp_path: Path) -> None:
    scryfall(seeded_db, cards=BLB, rulings=no_rulings(tmp_path))
    records = json.loads(BLB.read_text())

    def body(n: int) -> dict[str, Any]:
        picked = records[:n]
        return {
            "identifiers": [
                *({"id": r["id"]} for r in picked),
                *({"set": r["set"], "collector_number": r["collector_number"]} for r in picked),
                *({"mtgo_id": r["mtgo_id"]} for r in picked if "mtgo_id" in r),
                *({"multiverse_id": r["multiverse_ids"][0]} for r in picked),
                *({"illustration_id": r["illustration_id"]} for r in picked),
            ]
        }

    _statements(seeded_db, body(1))  # warm the process's caches of this data version
    _statements(seeded_db, body(40))
    assert _statements(seeded_db, body(40)) == _statements(seeded_db, body(2))
