"""POST /v1/decks/check over real HTTP on SQLite and PostgreSQL, with real card data (Scryfall card
objects and their legalities, tests/fixtures/decks_check) imported through the real importer, and
real decklists from public sources (tests/fixtures/decks_check/README.md)."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.api.deck_examples import DECK_CHECK_REQUESTS, EXAMPLES_DIR
from app.db.session import session_context
from app.decks.formats import FORMAT_NAMES
from app.ingest.importer import InputFile, import_scryfall
from tests.conftest import LiveApi

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "decks_check"
UPDATE = os.environ.get("UPDATE_DECK_EXAMPLES") == "1"


@pytest.fixture(scope="module")
def live(api: LiveApi) -> Iterator[LiveApi]:
    """The module's server with the decks' cards imported (once per database kind)."""
    with session_context(api.db.engine) as session:
        summary = import_scryfall(
            session,
            InputFile(FIXTURES / "scryfall-cards-2019.json", "scryfall-cards-2019.json"),
            InputFile(FIXTURES / "scryfall-rulings-empty.json", "rulings.json"),
        )
    assert summary.cards.new == 188
    yield api


def deck_text(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def check(live: LiveApi, body: dict[str, Any]) -> dict[str, Any]:
    response = live.client.post("/v1/decks/check", json=body)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    assert answer["object"] == "deck_check" and answer["legal"] == (not answer["problems"])
    return answer


def kinds(answer: dict[str, Any]) -> list[str]:
    return [p["type"] for p in answer["problems"]]


@pytest.mark.parametrize(
    ("fmt", "deck"),
    [
        ("modern", "modern-dredge-sodeq-2018.txt"),
        ("pauper", "pauper-mono-black-mysza-2014.txt"),
        ("standard", "standard-mono-red-aggro-2019.txt"),
        ("commander", "commander-swell-the-host-c15.txt"),
    ],
)
def test_real_decks_legal_in_their_format(live: LiveApi, fmt: str, deck: str) -> None:
    answer = check(live, {"format": fmt, "decklist": deck_text(deck)})
    assert answer["legal"], answer["problems"]
    assert answer["counts"]["deck"] == (100 if fmt == "commander" else 60)


def test_real_pauper_deck_of_2014_has_a_card_banned_since(live: LiveApi) -> None:
    answer = check(live, {"format": "pauper", "decklist": deck_text("pauper-delver-lagueta21-2014.txt")})
    assert kinds(answer) == ["banned"]
    assert answer["problems"][0]["cards"] == ["Cloud of Faeries"]
    assert answer["problems"][0]["cites"][0] == "CR 100.6"


def test_real_modern_deck_is_not_a_standard_deck(live: LiveApi) -> None:
    answer = check(live, {"format": "standard", "decklist": deck_text("modern-dredge-sodeq-2018.txt")})
    assert set(kinds(answer)) == {"not_legal"}
    assert "Faithless Looting" in {c for p in answer["problems"] for c in p["cards"]}


def test_real_modern_deck_with_a_banned_card(live: LiveApi) -> None:
    # Sodeq's list with Golgari Grave-Troll (banned in Modern) for its Golgari Thugs.
    text = deck_text("modern-dredge-sodeq-2018.txt").replace("2 Golgari Thug", "2 Golgari Grave-Troll")
    answer = check(live, {"format": "modern", "decklist": text})
    assert kinds(answer) == ["banned"] and answer["problems"][0]["cards"] == ["Golgari Grave-Troll"]


def test_real_standard_deck_with_five_copies_and_a_big_sideboard(live: LiveApi) -> None:
    text = deck_text("standard-mono-red-aggro-2019.txt").replace("2 Rekindling Phoenix", "3 Rekindling Phoenix")
    text = text.replace("4 Shock", "5 Shock").replace("18 Mountain", "17 Mountain")
    answer = check(live, {"format": "standard", "decklist": text})
    assert kinds(answer) == ["sideboard_size", "copies"]
    side, copies = answer["problems"]
    assert side["cites"] == ["CR 100.4a"] and "16" in side["detail"]
    assert copies["cards"] == ["Shock"] and copies["cites"] == ["CR 100.2a", "CR 100.4a"]


def test_real_commander_precon_in_duel_commander_has_sol_ring_banned(live: LiveApi) -> None:
    answer = check(live, {"format": "duel", "decklist": deck_text("commander-swell-the-host-c15.txt")})
    assert kinds(answer) == ["banned"] and answer["problems"][0]["cards"] == ["Sol Ring"]


def test_real_commander_precon_with_an_off_color_card_and_a_duplicate(live: LiveApi) -> None:
    text = deck_text("commander-swell-the-host-c15.txt").replace("1 Mulldrifter", "1 Mulldrifter\n1 Lightning Bolt")
    text = text.replace("1 Sol Ring", "2 Sol Ring")
    answer = check(live, {"format": "commander", "decklist": text})
    assert kinds(answer) == ["deck_size", "singleton", "color_identity"]
    size, single, identity = answer["problems"]
    assert size["cites"] == ["CR 903.5a"] and "102" in size["detail"]
    assert single["cards"] == ["Sol Ring"] and single["cites"] == ["CR 903.5b"]
    assert identity["cards"] == ["Lightning Bolt"] and identity["cites"] == ["CR 903.4", "CR 903.5c"]


def test_mtgo_commander_export_names_the_commander_as_its_sideboard(live: LiveApi) -> None:
    lines = deck_text("commander-swell-the-host-c15.txt").splitlines()
    main = [line for line in lines if line and line[0].isdigit() and "Ezuri, Claw" not in line]
    text = "\n".join(main) + "\n\n1 Ezuri, Claw of Progress\n"
    answer = check(live, {"format": "commander", "decklist": text})
    assert answer["legal"], answer["problems"]
    assert answer["counts"]["commander"] == 1 and answer["counts"]["sideboard"] == 0


def test_commander_eligibility_and_partners(live: LiveApi) -> None:
    basics = [{"name": "Forest", "quantity": 49}, {"name": "Island", "quantity": 48}, {"name": "Sol Ring"}]
    partners = check(
        live,
        {
            "format": "commander",
            "main": basics,
            "commander": [{"name": "Thrasios, Triton Hero"}, {"name": "Tymna the Weaver"}],
        },
    )
    assert partners["legal"], partners["problems"]
    bad = check(
        live,
        {
            "format": "commander",
            "main": [{"name": "Forest", "quantity": 98}, {"name": "Sol Ring"}],
            "commander": [{"name": "Birds of Paradise"}],
        },
    )
    assert kinds(bad) == ["commander"] and bad["problems"][0]["cites"] == ["CR 903.3"]


def test_vintage_restricted(live: LiveApi) -> None:
    answer = check(
        live,
        {
            "format": "vintage",
            "main": [{"name": "Ancestral Recall", "quantity": 2}, {"name": "Island", "quantity": 58}],
        },
    )
    assert kinds(answer) == ["restricted"] and answer["problems"][0]["cards"] == ["Ancestral Recall"]


def test_unknown_cards_are_reported_not_guessed(live: LiveApi) -> None:
    """A typo that a lookup would forgive (`Mulldriftr`) is not a card for a deck check, nor is a
    shortened name; a face's name, an id and a Scryfall id are."""
    answer = check(
        live,
        {
            "format": "modern",
            "main": [
                {"name": "Mulldriftr", "quantity": 4},
                {"name": "Delver", "quantity": 4},
                {"name": "Insectile Aberration", "quantity": 4},
                {"id": "lightning-bolt", "quantity": 4},
                {"id": "d392392e-6c36-44e4-a037-2b788a088891"},
                {"name": "Mountain", "quantity": 43},
            ],
        },
    )
    unknown = [p for p in answer["problems"] if p["type"] == "unknown_card"]
    assert [p["cards"] for p in unknown] == [["Mulldriftr"], ["Delver"]] and all(p["cites"] == [] for p in unknown)
    assert answer["counts"]["unknown"] == 8 and answer["counts"]["deck"] == 60
    assert [p["cards"] for p in answer["problems"] if p["type"] == "not_legal"] == [["Ancestral Recall"]]


def test_a_text_plain_decklist_with_the_format_in_the_query(live: LiveApi) -> None:
    response = live.client.post(
        "/v1/decks/check",
        params={"format": "pauper"},
        content=deck_text("pauper-mono-black-mysza-2014.txt").encode(),
        headers={"content-type": "text/plain"},
    )
    assert response.status_code == 200 and response.json()["legal"], response.text


def test_an_unknown_format_is_a_422_listing_the_known_ones(live: LiveApi) -> None:
    response = live.client.post("/v1/decks/check", json={"format": "tiny leaders", "main": [{"name": "Island"}]})
    assert response.status_code == 422
    problem = response.json()
    assert problem["formats"] == list(FORMAT_NAMES) and problem["errors"][0]["path"] == "body.format"
    assert "commander" in problem["detail"] and "paupercommander" in problem["detail"]


def test_a_decklist_line_that_is_not_a_card_is_a_422_saying_where(live: LiveApi) -> None:
    response = live.client.post("/v1/decks/check", json={"format": "modern", "decklist": "4 Lightning Bolt\n4\n"})
    assert response.status_code == 422
    assert "line 2" in response.json()["errors"][0]["message"]
    both = live.client.post("/v1/decks/check", json={"format": "modern", "decklist": "1 Island", "main": []})
    assert both.status_code == 422


def test_card_objects_carry_their_legalities(live: LiveApi) -> None:
    card = live.client.get("/v1/cards/lightning-bolt").json()
    assert card["legalities"]["modern"] == "legal" and card["legalities"]["standard"] == "not_legal"
    seeded = live.client.get("/v1/cards/werewhat").json()
    assert seeded["legalities"] == {}
    looked_up = live.client.post("/v1/rulings/lookup", json={"cards": ["Sol Ring"]}).json()
    assert looked_up["results"][0]["card"]["legalities"]["vintage"] == "restricted"


@pytest.mark.parametrize("name", sorted(DECK_CHECK_REQUESTS))
def test_every_documented_deck_example_is_the_live_answer(live: LiveApi, name: str) -> None:
    answer = check(live, DECK_CHECK_REQUESTS[name]["value"])
    path = EXAMPLES_DIR / f"{name}.json"
    if UPDATE and live.kind == "sqlite":
        path.write_text(json.dumps(answer, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    assert json.loads(path.read_text(encoding="utf-8")) == answer
    legal = name.endswith("_legal") and not name.endswith("_illegal")
    assert answer["legal"] is legal
    document = live.client.get("/openapi.json").json()["paths"]["/v1/decks/check"]["post"]
    assert name in document["requestBody"]["content"]["application/json"]["examples"]
    assert document["responses"]["200"]["content"]["application/json"]["examples"][name]["value"] == answer
