"""Scryfall identifiers over real HTTP on SQLite and PostgreSQL: cards carry `oracle_id` and
`scryfall_id`, `GET /v1/cards/{id}` takes either, and `POST /v1/rulings/lookup` takes
collection-style `identifiers` (in order, the ones not found listed in `not_found`)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from app.cards import repository as cards_repo
from app.cards.naming import name_key
from app.db.session import session_context
from app.rulings import repository as rulings_repo
from tests.conftest import LiveApi

TAIGA_ORACLE = "a9e8f1b5-5e0f-4a4f-93c5-7b2a3d9c1e01"
TAIGA_PRINTING = "0c4d5a6e-1b2f-4c3d-8e9f-a0b1c2d3e4f5"
WEREWHAT_ORACLE = "5f1e2d3c-4b5a-4697-8877-665544332211"
UNKNOWN = "00000000-0000-4000-8000-000000000000"


@pytest.fixture(scope="module", autouse=True)
def identified_cards(api: LiveApi) -> Iterator[None]:
    with session_context(api.db.engine) as session:
        cards_repo.upsert_card(
            session, id="taiga", name="Taiga", name_key=name_key("Taiga"), type_line="Land — Mountain Forest",
            oracle_id=TAIGA_ORACLE, scryfall_id=TAIGA_PRINTING, set_code="LEA", collector_number="283",
        )
        cards_repo.upsert_card(session, id="werewhat", oracle_id=WEREWHAT_ORACLE)
        rulings_repo.bump_data_version(session)
    yield


def lookup(api: LiveApi, body: dict[str, Any]) -> Any:
    response = api.client.post("/v1/rulings/lookup", json=body)
    assert response.status_code == 200, response.text
    return response.json()


def test_card_objects_carry_their_scryfall_identifiers(api: LiveApi) -> None:
    card = api.client.get("/v1/cards/taiga").json()
    assert (card["oracle_id"], card["scryfall_id"]) == (TAIGA_ORACLE, TAIGA_PRINTING)
    assert api.client.get("/v1/cards/boulder-jockey").json()["oracle_id"] is None


@pytest.mark.parametrize("uuid", [TAIGA_ORACLE, TAIGA_PRINTING, TAIGA_ORACLE.upper()])
def test_get_card_accepts_an_oracle_id_or_a_scryfall_id(api: LiveApi, uuid: str) -> None:
    response = api.client.get(f"/v1/cards/{uuid}")
    assert response.status_code == 200 and response.json()["id"] == "taiga"
    assert api.client.get(f"/v1/cards/{uuid}/rulings").status_code == 200


def test_unknown_uuid_is_a_404_problem(api: LiveApi) -> None:
    response = api.client.get(f"/v1/cards/{UNKNOWN}")
    assert response.status_code == 404 and UNKNOWN in response.json()["detail"]


def test_identifiers_resolve_in_order_with_how_each_matched(api: LiveApi) -> None:
    body = lookup(api, {"identifiers": [
        {"oracle_id": WEREWHAT_ORACLE},
        {"set": "mb2", "collector_number": "324"},
        {"scryfall_id": TAIGA_PRINTING},
        {"name": "bolder jockey"},
        {"name": "Chatzuk Mighty Guitarist", "set": "MB2"},
        {"oracle_id": UNKNOWN},
        {"set": "MB2", "collector_number": "9999"},
    ]})
    assert [(r["card"]["id"], r["match"]) for r in body["results"]] == [
        ("werewhat", "oracle_id"),
        ("boulder-jockey", "set_number"),
        ("taiga", "scryfall_id"),
        ("boulder-jockey", "fuzzy"),
        ("chatzuk-mighty-guitarist", "exact"),
    ]
    identifier = body["results"][0]["identifier"]
    assert {k: v for k, v in identifier.items() if v is not None} == {"oracle_id": WEREWHAT_ORACLE}
    assert set(identifier) >= {"id", "oracle_id", "scryfall_id", "name", "set", "collector_number"}
    assert [(m["query"], m["identifier"]["oracle_id"] or m["identifier"]["set"]) for m in body["not_found"]] == [
        (UNKNOWN, UNKNOWN), ("MB2 9999", "MB2"),
    ]
    werewhat_rulings = api.client.get(f"/v1/cards/{WEREWHAT_ORACLE}/rulings").json()["data"]
    assert [r["id"] for r in body["results"][0]["rulings"]] == [r["id"] for r in werewhat_rulings]


def test_cards_and_identifiers_mix_cards_first(api: LiveApi) -> None:
    body = lookup(api, {"identifiers": [{"oracle_id": TAIGA_ORACLE}], "cards": ["Werewhat"]})
    assert [(r["query"], r["card"]["id"]) for r in body["results"]] == [("Werewhat", "werewhat"),
                                                                        (TAIGA_ORACLE, "taiga")]


@pytest.mark.parametrize(
    "identifier",
    [
        {},
        {"oracle_id": "not-a-uuid"},
        {"set": "MB2"},
        {"collector_number": "324"},
        {"oracle_id": TAIGA_ORACLE, "name": "Taiga"},
        {"name": "Taiga", "colour": "green"},
    ],
)
def test_malformed_identifiers_are_422_naming_the_item(api: LiveApi, identifier: dict[str, Any]) -> None:
    response = api.client.post("/v1/rulings/lookup", json={"identifiers": [{"name": "Werewhat"}, identifier]})
    assert response.status_code == 422 and response.headers["content-type"] == "application/problem+json"
    paths = [tuple(e.get("loc", e.get("path", []))) for e in response.json()["errors"]]
    assert any(tuple(p[:3]) == ("body", "identifiers", 1) for p in paths), paths


def test_identifiers_and_names_count_together_towards_the_bound(api: LiveApi) -> None:
    limit = api.settings.max_lookup_names
    body = {"cards": ["Werewhat"] * (limit - 1), "identifiers": [{"name": "Taiga"}, {"oracle_id": TAIGA_ORACLE}]}
    response = api.client.post("/v1/rulings/lookup", json=body)
    assert response.status_code == 422 and response.json()["bound"] == "max_lookup_names"
