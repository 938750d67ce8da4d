"""Real exported deck files through `POST /v1/rulings/lookup` over real HTTP on SQLite and
PostgreSQL, with the real Fourth Edition set imported: the format detected, each record's
parsed fields, cards found by name, printings the database lacks flagged, and every card the
catalog lacks in `not_found` with what was read from its line."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import LiveApi
from tests.ingest.helpers import mtgjson

ROOT = Path(__file__).resolve().parents[1] / "fixtures"
DECKS = ROOT / "decks"
FOURTH_EDITION = ROOT / "sets" / "4ed.json"


@pytest.fixture(scope="module")
def fourth(api: LiveApi) -> Iterator[LiveApi]:
    mtgjson(api.db, FOURTH_EDITION)
    yield api


def post_file(api: LiveApi, name: str) -> Any:
    response = api.client.post(
        "/v1/rulings/lookup", content=(DECKS / name).read_bytes(), headers={"content-type": "text/plain; charset=utf-8"}
    )
    assert response.status_code == 200, response.text
    return response.json()


def test_forge_dck_finds_the_fourth_edition_cards_and_lists_the_rest_with_parsed_fields(fourth: LiveApi) -> None:
    body = post_file(fourth, "forge-leb-red.dck")
    assert body["format"] == "forge_dck" and body["unparsed"] == []
    results = {r["name"]: r for r in body["results"]}
    bolt = results["Lightning Bolt"]
    assert (bolt["card"]["name"], bolt["match"], bolt["quantity"], bolt["section"], bolt["set"], bolt["line"]) == (
        "Lightning Bolt",
        "exact",
        4,
        "main",
        "LEB",
        18,
    )
    assert bolt["collector_number"] is None and bolt["printing_found"] is None  # a set alone names no printing
    assert results["Mountain"]["quantity"] == 18
    exact = sorted(r["card"]["name"] for r in body["results"] if r["match"] == "exact")
    assert exact == sorted(
        [
            "Black Vise",
            "Dragon Whelp",
            "Fireball",
            "Goblin Balloon Brigade",
            "Goblin King",
            "Ironclaw Orcs",
            "Lightning Bolt",
            "Mons's Goblin Raiders",
            "Mountain",
            "Orcish Artillery",
            "Red Elemental Blast",
            "Shatter",
            "Winter Orb",
        ]
    )
    # Not in Fourth Edition: read all the same, never a metadata line, never a section header.
    lines = {r["line"] for r in body["results"]} | {n["line"] for n in body["not_found"]}
    assert lines == set(range(10, 27))
    for missing in body["not_found"]:
        assert missing["set"] == "LEB" and missing["name"] and missing["quantity"] >= 1 and missing["section"] == "main"
    assert not any(r["card"]["name"] == "Pain // Suffering" for r in body["results"])


def test_manabox_csv_flags_printings_the_database_lacks(fourth: LiveApi) -> None:
    body = post_file(fourth, "manabox-collection.csv")
    assert body["format"] == "manabox_csv" and body["unparsed"] == []
    swamps = [r for r in body["results"] if r["name"] == "Swamp"]
    assert [(r["line"], r["set"], r["collector_number"]) for r in swamps] == [(66, "BRC", "34"), (83, "BRC", "33")]
    for swamp in swamps:
        assert swamp["card"]["name"] == "Swamp" and swamp["printing_found"] is False
        assert "BRC" in swamp["warning"] and "found by its name" in swamp["warning"]
    lines = sorted([r["line"] for r in body["results"]] + [n["line"] for n in body["not_found"]])
    assert lines == list(range(2, 98))  # the header row is not a card
    skullclamp = next(n for n in body["not_found"] if n["name"] == "Skullclamp")
    assert (skullclamp["set"], skullclamp["collector_number"], skullclamp["quantity"], skullclamp["line"]) == (
        "BRC",
        "159",
        1,
        2,
    )


@pytest.mark.parametrize(
    ("name", "fmt", "count"),
    [
        ("mtgo-visualspoiler.dek", "mtgo_dek", 87),
        ("cockatrice-zombies.cod", "cockatrice_cod", 66),
        ("moxfield-kiki-jiki.txt", "moxfield", 79),
    ],
)
def test_xml_and_text_exports_answer_every_record(fourth: LiveApi, name: str, fmt: str, count: int) -> None:
    body = post_file(fourth, name)
    assert body["format"] == fmt and body["unparsed"] == []
    answered = body["results"] + body["not_found"]
    assert len(answered) == count
    assert all(a["name"] and a["quantity"] >= 1 and a["section"] in ("main", "sideboard") for a in answered)
    if fmt != "moxfield":  # XML names: no set, no number
        assert all(a["set"] is None and a["collector_number"] is None for a in answered)


def test_cockatrice_swamps_found_by_name(fourth: LiveApi) -> None:
    body = post_file(fourth, "cockatrice-zombies.cod")
    (swamp,) = [r for r in body["results"] if r["name"] == "Swamp"]
    assert (swamp["card"]["name"], swamp["quantity"], swamp["match"], swamp["printing_found"]) == (
        "Swamp",
        35,
        "exact",
        None,
    )


def test_a_printing_of_another_card_is_flagged_and_a_stored_printing_confirmed(api: LiveApi) -> None:
    text = "Deck\n1 Werewhat (MB2) 324\n1 Boulder Jockey (MB2) 324\n1 Werewhat (MB2) 999\n"
    body = api.client.post("/v1/rulings/lookup", json={"decklist": text}).json()
    assert body["format"] == "arena"
    found = [(r["card"]["id"], r["printing_found"], r["match"]) for r in body["results"]]
    assert found == [("werewhat", False, "exact"), ("boulder-jockey", True, "set_number"), ("werewhat", False, "exact")]
    assert "boulder-jockey" in body["results"][0]["warning"]
    assert "no printing MB2 999" in body["results"][2]["warning"]
    assert body["results"][1]["warning"] is None


def test_lookups_without_a_decklist_have_no_format(api: LiveApi) -> None:
    body = api.client.post("/v1/rulings/lookup", json={"cards": ["Werewhat"]}).json()
    assert (
        body["format"] is None and body["results"][0]["name"] is None and body["results"][0]["printing_found"] is None
    )


def test_deck_file_records_count_towards_the_bound(api: LiveApi) -> None:
    limit = api.settings.max_lookup_names
    rows = "".join(f'<Cards Quantity="1" Sideboard="false" Name="Werewhat {i}" />\n' for i in range(limit + 1))
    response = api.client.post("/v1/rulings/lookup", json={"decklist": f"<Deck>\n{rows}</Deck>"})
    assert response.status_code == 422 and response.json()["bound"] == "max_lookup_names"
