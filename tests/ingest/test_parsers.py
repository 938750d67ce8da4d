"""The streaming parsers on the hand-made fixtures and on broken files (no database)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.ingest import mtgjson, scryfall
from app.ingest.reader import TrackedFile
from app.ingest.records import BulkInputError, CardRecord
from tests.ingest.helpers import ATOMIC, PRINTINGS, SCRYFALL_CARDS, SCRYFALL_RULINGS


def cards_of(path: Path) -> list[CardRecord | scryfall.SkippedCard]:
    with TrackedFile(path) as f:
        return list(scryfall.iter_cards(f))


def test_scryfall_cards_faces_tokens_and_reversible_cards() -> None:
    items = cards_of(SCRYFALL_CARDS)
    skipped = [i for i in items if isinstance(i, scryfall.SkippedCard)]
    cards = {c.name: c for c in items if isinstance(c, CardRecord)}
    assert [s.reason for s in skipped] == ["layout token"]
    assert cards["Fire // Ice"].faces == ("Fire", "Ice")
    assert cards["Fire // Ice"].oracle_text.startswith("Fire deals 2 damage")
    delver = cards["Delver of Secrets // Insectile Aberration"]
    assert delver.faces == ("Delver of Secrets", "Insectile Aberration")
    assert delver.colors == ["U"] and delver.power == "1" and delver.mana_cost == "{U} // "
    zndrsplt = cards["Zndrsplt, Eye of Wisdom // Zndrsplt, Eye of Wisdom"]
    assert zndrsplt.oracle_id == "11111111-aaaa-4aaa-8aaa-00000000000a"  # from its faces
    assert cards["Adanto Vanguard"].power == "1"  # a number in the file, a string here
    assert cards["Lightning Bolt"].set_code == "LEA"


def test_scryfall_rulings_are_normalised_and_keep_the_raw_text() -> None:
    with TrackedFile(SCRYFALL_RULINGS) as f:
        rulings = list(scryfall.iter_rulings(f))
    assert len(rulings) == 19
    ice = next(r for r in rulings if r.text.startswith("Ice can target"))
    assert ice.text == "Ice can target any permanent, including one that's already tapped."
    assert ice.raw_text != ice.text and ice.author == "scryfall"


def test_mtgjson_atomic_cards_detected_with_faces_and_deduplicated_rulings() -> None:
    kinds: list[str] = []
    with TrackedFile(ATOMIC) as f:
        entries = {e.card.name: e for e in mtgjson.iter_cards(f, kinds)}
    assert kinds == ["AtomicCards"]
    fire = entries["Fire // Ice"]
    assert fire.card.faces == ("Fire", "Ice") and fire.card.mana_cost == "{1}{R} // {1}{U}"
    assert len(fire.rulings) == 2  # each face repeats them
    assert entries["Giant Growth"].card.oracle_id is None
    assert entries["Counterspell"].rulings == []


def test_mtgjson_all_printings_detected_every_printing_rulings_once() -> None:
    kinds: list[str] = []
    with TrackedFile(PRINTINGS) as f:
        entries = [e for e in mtgjson.iter_cards(f, kinds)]
    assert kinds == ["AllPrintings"]
    printed = [(e.card.name, e.card.set_code, e.card.collector_number) for e in entries]
    assert sorted(printed) == [("Counterspell", "LEA", "54"), ("Fire // Ice", "MH2", "290"),
                               ("Giant Growth", "LEA", "198"), ("Lightning Bolt", "LEA", "161"),
                               ("Lightning Bolt", "MH2", "401")]
    # the card's rulings come with its first printing only
    assert [len(e.rulings) for e in entries if e.card.name == "Lightning Bolt"] == [1, 0]
    fire = next(e for e in entries if e.card.name == "Fire // Ice")
    assert fire.card.faces == ("Fire", "Ice") and fire.card.set_code == "MH2"


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


def refused(path: Path, parse: str) -> BulkInputError:
    with pytest.raises(BulkInputError) as info, TrackedFile(path) as f:
        if parse == "cards":
            list(scryfall.iter_cards(f))
        elif parse == "rulings":
            list(scryfall.iter_rulings(f))
        else:
            list(mtgjson.iter_cards(f))
    return info.value


def test_a_truncated_file_names_the_file_and_the_record(tmp_path: Path) -> None:
    raw = SCRYFALL_RULINGS.read_bytes()
    path = write(tmp_path, "rulings.json", raw[: len(raw) // 2])
    error = refused(path, "rulings")
    assert error.file == "rulings.json" and error.record is not None and error.record > 1
    assert "truncated" in error.detail and f"record #{error.record}" in error.detail


def test_malformed_json(tmp_path: Path) -> None:
    path = write(tmp_path, "cards.json", '[{"name": "A", "oracle_id": "x", "type_line": "Instant"}, {"name": oops}]')
    error = refused(path, "cards")
    assert error.record == 2 and "malformed JSON" in error.detail


def test_wrong_formats_are_told_apart(tmp_path: Path) -> None:
    assert "MTGJSON" in refused(ATOMIC, "cards").detail
    assert "Scryfall" in refused(SCRYFALL_CARDS, "mtgjson").detail
    rulings_as_cards = refused(SCRYFALL_RULINGS, "cards")
    assert rulings_as_cards.record == 1 and "rulings file given as the cards file" in rulings_as_cards.detail
    assert "cards file given as the rulings file" in refused(SCRYFALL_CARDS, "rulings").detail
    assert "empty" in refused(write(tmp_path, "empty.json", ""), "cards").detail
    assert "no `data`" in refused(write(tmp_path, "meta.json", '{"meta": {}}'), "mtgjson").detail


@pytest.mark.parametrize(
    ("record", "missing"),
    [
        (
            {"object": "ruling", "source": "wotc", "published_at": "2020-01-01", "comment": "A ruling text."},
            "oracle_id",
        ),
        ({"object": "ruling", "oracle_id": "o", "source": "wotc", "published_at": "2020-01-01"}, "comment"),
        ({"object": "ruling", "oracle_id": "o", "source": "wotc", "comment": "A ruling text."}, "published_at"),
    ],
)
def test_missing_required_fields(tmp_path: Path, record: dict[str, str], missing: str) -> None:
    ok = {"object": "ruling", "oracle_id": "o", "source": "wotc", "published_at": "2020-01-01", "comment": "Fine."}
    path = write(tmp_path, "rulings.json", json.dumps([ok, record]))
    error = refused(path, "rulings")
    assert error.record == 2 and repr(missing) in error.detail


def test_a_one_megabyte_ruling_is_refused_by_name(tmp_path: Path) -> None:
    huge = {
        "object": "ruling",
        "oracle_id": "o",
        "source": "wotc",
        "published_at": "2020-01-01",
        "comment": "x" * 1_048_576,
    }
    error = refused(write(tmp_path, "rulings.json", json.dumps([huge])), "rulings")
    assert error.record == 1 and "1048576 characters" in error.detail


def test_mtgjson_missing_face_name_and_bad_ruling(tmp_path: Path) -> None:
    data = json.loads(ATOMIC.read_text())
    del data["data"]["Fire // Ice"][1]["faceName"]
    error = refused(write(tmp_path, "AtomicCards.json", json.dumps(data)), "mtgjson")
    assert "'Fire // Ice'" in error.detail and "'faceName'" in error.detail and error.record == 2
    data = json.loads(ATOMIC.read_text())
    data["data"]["Lightning Bolt"][0]["rulings"][1]["date"] = "last tuesday"
    error = refused(write(tmp_path, "AtomicCards.json", json.dumps(data)), "mtgjson")
    assert "ruling 2" in error.detail and "not a date" in error.detail


MELD = Path(__file__).resolve().parents[1] / "fixtures" / "bulk" / "emn-meld.json"


def test_a_meld_pairs_back_face_imports_without_a_mana_cost(tmp_path: Path) -> None:
    # Eldritch Moon's MTGJSON set file: the melded back face is its own entry with no `manaCost` and
    # the two front faces' mana values together (7 + 4 = 11); the whole file was refused before
    with TrackedFile(MELD) as f:
        cards = {entry.card.name: entry.card for entry in mtgjson.iter_cards(f)}
    brisela = cards["Brisela, Voice of Nightmares"]
    assert brisela.mana_cost is None and brisela.mana_value == 11
    assert cards["Bruna, the Fading Light // Brisela, Voice of Nightmares"].mana_cost == "{5}{W}{W}"
    # any other card with a mana value and no mana cost is still refused (a field not recognised)
    data = json.loads(MELD.read_text())
    data["data"]["EMN"]["cards"][1]["layout"] = "normal"
    error = refused(write(tmp_path, "EMN.json", json.dumps(data)), "mtgjson")
    assert "'manaValue' is 11 but the record has no 'manaCost'" in error.detail
