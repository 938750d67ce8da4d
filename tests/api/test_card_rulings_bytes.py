"""GET /v1/cards/{id}/rulings and GET /v1/cards/{id} are answered by Core reads and JSON from plain
values; these tests hold their bytes to the validated answers (`ListOut[RulingOut]` and `CardOut`
from the ORM path, serialised as FastAPI serialises a response model) for every card, on SQLite
and PostgreSQL over real HTTP: a card without rulings, a ruling on more cards than a list names,
a card found by its UUIDs."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date

import pytest
from pydantic import TypeAdapter
from sqlalchemy import select

from app.cards import repository as cards_repo
from app.cards import service as cards_service
from app.cards.models import Card
from app.cards.naming import name_key
from app.cards.schemas import CardOut
from app.core.schemas import ListOut
from app.db.session import session_context
from app.rulings import repository as rulings_repo
from app.rulings import service as rulings_service
from app.rulings.schemas import RulingOut
from tests.conftest import LiveApi

ORACLE = "7d3c2b1a-0f9e-4d8c-b7a6-554433221100"
PRINTING = "11223344-5566-4778-899a-abbccddeeff0"
CROWD = [f"crowd-member-{n:02d}" for n in range(25)]  # more cards than a list names per ruling
SERIALISE = TypeAdapter(ListOut[RulingOut])
CARD = TypeAdapter(CardOut)


@pytest.fixture(scope="module", autouse=True)
def extra_cards(api: LiveApi) -> Iterator[None]:
    with session_context(api.db.engine) as session:
        for card_id in CROWD:
            name = card_id.replace("-", " ").title()
            cards_repo.upsert_card(session, id=card_id, name=name, name_key=name_key(name), type_line="Creature")
        cards_repo.upsert_card(
            session, id="lonely-card", name="Lonely Card", name_key=name_key("Lonely Card"), type_line="Instant",
            oracle_id=ORACLE, scryfall_id=PRINTING,
        )
        rulings_repo.upsert_ruling(
            session, id="c0ffee00c0ffee00", text="Every crowd member’s ruling — “quoted”, with <markup> & a tab\t.",
            published_at=date(2025, 2, 7), source="wotc", rules=["702.19b"], note=None, origin="api",
        )
        rulings_repo.set_ruling_cards(session, "c0ffee00c0ffee00", [*CROWD, "werewhat"])
        rulings_repo.bump_data_version(session)
    yield


def expected_card_bytes(api: LiveApi, card_id: str) -> bytes:
    with session_context(api.db.engine) as session:
        return CARD.dump_json(cards_service.to_card_out(cards_service.get_card(session, card_id)))


def expected_bytes(api: LiveApi, card_id: str) -> bytes:
    with session_context(api.db.engine) as session:
        return SERIALISE.dump_json(rulings_service.card_rulings(session, card_id))


def test_card_rulings_bytes_equal_the_validated_answer_for_every_card(api: LiveApi) -> None:
    with session_context(api.db.engine) as session:
        card_ids = list(session.scalars(select(Card.id).order_by(Card.id)))
    assert "lonely-card" in card_ids and len(card_ids) > len(CROWD)
    for card_id in card_ids:
        response = api.client.get(f"/v1/cards/{card_id}/rulings")
        assert response.status_code == 200, response.text
        assert response.headers["content-type"] == "application/json"
        assert response.content == expected_bytes(api, card_id), card_id


def test_card_bytes_equal_the_validated_card_object_for_every_card(api: LiveApi) -> None:
    with session_context(api.db.engine) as session:
        card_ids = list(session.scalars(select(Card.id).order_by(Card.id)))
    for card_id in card_ids:
        response = api.client.get(f"/v1/cards/{card_id}")
        assert response.status_code == 200, response.text
        assert response.headers["content-type"] == "application/json"
        assert response.content == expected_card_bytes(api, card_id), card_id
    for uuid in (ORACLE, PRINTING.upper()):
        assert api.client.get(f"/v1/cards/{uuid}").content == expected_card_bytes(api, "lonely-card")
    missing = api.client.get("/v1/cards/no-such-card")
    assert missing.status_code == 404 and missing.json()["card_id"] == "no-such-card"


def test_a_list_names_at_most_twenty_cards_of_a_ruling_and_counts_them_all(api: LiveApi) -> None:
    body = api.client.get("/v1/cards/werewhat/rulings").json()
    crowd = next(r for r in body["data"] if r["id"] == "c0ffee00c0ffee00")
    assert crowd["card_count"] == len(CROWD) + 1
    assert [c["id"] for c in crowd["cards"]] == sorted([*CROWD, "werewhat"])[:20]
    assert body["data"][-1]["id"] == "c0ffee00c0ffee00"  # appended at the end of the page


def test_card_without_rulings_is_an_empty_list(api: LiveApi) -> None:
    response = api.client.get("/v1/cards/lonely-card/rulings")
    assert response.json() == {"object": "list", "data": [], "has_more": False, "next_cursor": None, "total": 0,
                               "next_page": None}


@pytest.mark.parametrize("uuid", [ORACLE, PRINTING, ORACLE.upper()])
def test_card_rulings_by_oracle_or_scryfall_id(api: LiveApi, uuid: str) -> None:
    response = api.client.get(f"/v1/cards/{uuid}/rulings")
    assert response.status_code == 200
    assert response.content == expected_bytes(api, "lonely-card")


@pytest.mark.parametrize("card_id", ["no-such-card", "00000000-0000-4000-8000-000000000000"])
def test_unknown_card_rulings_is_a_404_problem(api: LiveApi, card_id: str) -> None:
    response = api.client.get(f"/v1/cards/{card_id}/rulings")
    assert response.status_code == 404
    assert response.headers["content-type"] == "application/problem+json"
    assert response.json()["card_id"] == card_id and card_id in response.json()["detail"]


def test_a_crowded_rulings_first_cards_follow_a_write(api: LiveApi) -> None:
    """The first cards of a ruling on many cards are kept per data version: a write that links a
    card sorting first shows on the next read (the data version moved)."""
    before = api.client.get("/v1/cards/crowd-member-07/rulings").json()["data"][0]
    assert before["cards"][0]["id"] == "crowd-member-00"
    with session_context(api.db.engine) as session:
        cards_repo.upsert_card(session, id="aardvark-crowd", name="Aardvark Crowd", name_key=name_key("Aardvark Crowd"),
                               type_line="Creature")
        rulings_repo.set_ruling_cards(session, "c0ffee00c0ffee00", ["aardvark-crowd", *CROWD, "werewhat"])
        rulings_repo.bump_data_version(session)
    response = api.client.get("/v1/cards/crowd-member-07/rulings")
    after = response.json()["data"][0]
    assert after["cards"][0]["id"] == "aardvark-crowd" and after["card_count"] == len(CROWD) + 2
    assert len(after["cards"]) == 20
    assert response.content == expected_bytes(api, "crowd-member-07")
