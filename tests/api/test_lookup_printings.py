"""Every printing's identifiers find its Oracle card over real HTTP on SQLite and PostgreSQL,
with the real Bloomburrow set list (six printings of each basic land) and the real MTGJSON Alpha
set file imported: every identifier form of `POST /v1/rulings/lookup` (as Scryfall's
/cards/collection takes them), decklist lines with set and number, `GET /v1/cards/{id}` with any
printing's Scryfall id, and `GET /v1/cards/{id}/printings`."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.db.session import session_context
from app.ingest.importer import InputFile, import_mtgjson, import_scryfall
from tests.conftest import LiveApi

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "printings"
FOREST_ORACLE = "b34bb2dc-c1af-4d77-b0b3-a0fb342a5fc6"
BLB_FOREST_280 = "0000419b-0bba-4488-8f7a-6194544ce91e"  # the default printing (the file's first)
BLB_FOREST_278 = "f791876a-f3fb-45b8-90a9-af846d8b8f74"
LEA_FOREST_295 = "f20c89d9-71c9-45f5-a9cb-6e253b0a7cca"  # from MTGJSON's identifiers.scryfallId


@pytest.fixture(scope="module", autouse=True)
def imported(api: LiveApi, tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    rulings = tmp_path_factory.mktemp("printings") / "rulings.json"
    rulings.write_text("[]")
    cards = FIXTURES / "scryfall-blb-set-list.json"
    lea = FIXTURES / "mtgjson-LEA-set.json"
    with session_context(api.db.engine) as session:
        import_scryfall(session, InputFile(cards, cards.name), InputFile(rulings, rulings.name))
    with session_context(api.db.engine) as session:
        import_mtgjson(session, InputFile(lea, lea.name))
    yield


def lookup(api: LiveApi, body: dict[str, Any]) -> Any:
    response = api.client.post("/v1/rulings/lookup", json=body)
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.parametrize(
    ("identifier", "match"),
    [
        ({"id": BLB_FOREST_278}, "scryfall_id"),
        ({"scryfall_id": BLB_FOREST_278.upper()}, "scryfall_id"),
        ({"mtgo_id": 129821}, "mtgo_id"),
        ({"multiverse_id": 668562}, "multiverse_id"),
        ({"illustration_id": "68eb7ddd-04c3-46a1-a5ac-7af2850117eb"}, "illustration_id"),
        ({"set": "blb", "collector_number": "278"}, "set_number"),
    ],
)
def test_every_printing_form_finds_the_card_of_a_non_default_printing(
    api: LiveApi, identifier: dict[str, Any], match: str
) -> None:
    body = lookup(api, {"identifiers": [identifier]})
    assert body["not_found"] == []
    [result] = body["results"]
    assert (result["card"]["id"], result["match"]) == ("forest", match)
    assert result["card"]["collector_number"] == "280"  # the card keeps its default printing
    assert result["printing"] == {
        "id": BLB_FOREST_278,
        "scryfall_id": BLB_FOREST_278,
        "set": "BLB",
        "collector_number": "278",
        "lang": "en",
    }
    assert (
        result["rulings"] == [] and result["identifier"][next(iter(identifier))] == identifier[next(iter(identifier))]
    )


def test_printings_from_mtgjson_and_names_with_a_set(api: LiveApi) -> None:
    body = lookup(
        api,
        {
            "identifiers": [
                {"multiverse_id": 288},  # Alpha's Forest, known from MTGJSON only
                {"id": LEA_FOREST_295},
                {"name": "forest", "set": "LEA"},
                {"name": "Forest"},
                {"oracle_id": FOREST_ORACLE},
                {"mtgo_id": 1},
                {"multiverse_id": 1},
            ]
        },
    )
    got = [
        (r["card"]["id"], r["match"], r["printing"] and (r["printing"]["set"], r["printing"]["collector_number"]))
        for r in body["results"]
    ]
    assert got[:2] == [("forest", "multiverse_id", ("LEA", "295")), ("forest", "scryfall_id", ("LEA", "295"))]
    assert got[2][:2] == ("forest", "exact") and got[2][2] in {("LEA", "294"), ("LEA", "295")}
    assert got[3:] == [("forest", "exact", None), ("forest", "oracle_id", None)]
    assert [m["identifier"]["mtgo_id"] or m["identifier"]["multiverse_id"] for m in body["not_found"]] == [1, 1]


def test_decklist_lines_name_any_printing(api: LiveApi) -> None:
    deck = "4 Forest (BLB) 278\n1 Forest (LEA) 295\n2 Three Tree City (BLB) 260\n1 Unknown Thing (BLB) 377\n"
    body = lookup(api, {"decklist": deck})
    got = [
        (r["line"], r["card"]["id"], r["match"], r["printing"]["set"], r["printing"]["collector_number"])
        for r in body["results"]
    ]
    assert got == [
        (1, "forest", "set_number", "BLB", "278"),
        (2, "forest", "set_number", "LEA", "295"),
        (3, "three-tree-city", "set_number", "BLB", "260"),
        (4, "forest", "set_number", "BLB", "377"),  # an unknown name, a known printing
    ]


def test_a_deck_check_finds_cards_by_any_printing(api: LiveApi) -> None:
    """`POST /v1/decks/check` resolves ids and decklist printings as lookups do: a non-default
    printing's Scryfall id, and a line whose name finds nothing but whose set and number do."""
    main = [{"id": BLB_FOREST_278, "quantity": 30}, {"id": LEA_FOREST_295.upper(), "quantity": 30}]
    answer = api.client.post("/v1/decks/check", json={"format": "vintage", "main": main})
    assert answer.status_code == 200, answer.text
    assert answer.json()["legal"] is True, answer.json()  # 60 Forests: basic lands, any number
    deck = "60 Unknown Thing (BLB) 278\n"
    answer = api.client.post("/v1/decks/check", json={"format": "vintage", "decklist": deck})
    assert answer.status_code == 200, answer.text
    assert answer.json()["legal"] is True, answer.json()
    assert answer.json()["counts"]["main"] == 60


@pytest.mark.parametrize("uuid", [BLB_FOREST_278, LEA_FOREST_295.upper(), FOREST_ORACLE])
def test_get_card_takes_any_printings_scryfall_id(api: LiveApi, uuid: str) -> None:
    response = api.client.get(f"/v1/cards/{uuid}")
    assert response.status_code == 200, response.text
    card = response.json()
    assert (card["id"], card["printings_uri"]) == ("forest", "/v1/cards/forest/printings")


def test_a_cards_printings_are_listed_page_by_page(api: LiveApi) -> None:
    seen: list[dict[str, Any]] = []
    url: str | None = "/v1/cards/forest/printings?limit=3"
    while url is not None:
        page = api.client.get(url)
        assert page.status_code == 200, page.text
        body = page.json()
        assert body["object"] == "list" and body["total"] == 8
        seen += body["data"]
        url = f"/v1/cards/forest/printings?limit=3&cursor={body['next_cursor']}" if body["has_more"] else None
    assert [(p["set"], p["collector_number"]) for p in seen] == [
        ("BLB", "278"),
        ("BLB", "279"),
        ("BLB", "280"),
        ("BLB", "281"),
        ("BLB", "377"),
        ("BLB", "378"),
        ("LEA", "294"),
        ("LEA", "295"),
    ]
    assert [p["scryfall_id"] for p in seen if p["default"]] == [BLB_FOREST_280]
    lea = seen[-1]
    assert (lea["mtgjson_uuid"], lea["multiverse_ids"], lea["released_at"]) == (
        "75e9547d-7f05-5d15-839a-157242ea4edd",
        [288],
        "1993-08-05",
    )
    # a card no import listed a printing for lists its own default printing
    seeded = api.client.get("/v1/cards/boulder-jockey/printings").json()
    assert [(p["id"], p["set"], p["collector_number"], p["default"]) for p in seeded["data"]] == [
        (None, "MB2", "324", True)
    ]


@pytest.mark.parametrize(
    "identifier",
    [
        {"id": BLB_FOREST_278, "mtgo_id": 1},
        {"mtgo_id": -1},
        {"id": "forest"},
        {"multiverse_id": "many"},
        {"collector_number": "278"},
    ],
)
def test_a_malformed_identifier_is_a_422_problem(api: LiveApi, identifier: dict[str, Any]) -> None:
    response = api.client.post("/v1/rulings/lookup", json={"identifiers": [identifier]})
    assert response.status_code == 422
    assert response.headers["content-type"].startswith("application/problem+json")
