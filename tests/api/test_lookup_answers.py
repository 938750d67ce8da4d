"""`POST /v1/rulings/lookup` answers each card from plain values the database hands over as JSON
(and from per-data-version caches); these tests hold every card's answer to the validated objects
of the ORM path (`CardOut` and the card's rulings page, `GET /v1/cards/{id}/rulings` as
`card_rulings` builds it), on SQLite and PostgreSQL over real HTTP: with nothing cached (the name
index and caches dropped, as after a write), warm, with cards not asked for before next to cached
ones, and right after writes (never an answer of the data version before)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import date
from typing import Any

import pytest
from pydantic import TypeAdapter
from sqlalchemy import select

from app.cards import repository as cards_repo
from app.cards import service as cards_service
from app.cards.models import Card
from app.cards.naming import name_key
from app.db.platform_models import CardFace
from app.db.session import session_context
from app.rulings import repository as rulings_repo
from app.rulings import ruling_cards
from app.rulings import service as rulings_service
from app.rulings.schemas import LookupResponse, LookupResult
from tests.conftest import API_KEY, LiveApi

RESPONSE = TypeAdapter(LookupResponse)

CROWD = [f"lookup-crowd-{n:02d}" for n in range(24)]  # more cards than a list names per ruling
CROWDED_RULING = "0dd0ba110dd0ba11"
SPLIT_CARDS = [
    ("flame-frost", "Flame // Frost", ["Flame", "Frost"]),
    ("zz-twin-split", "Zz Twin // Split", ["Twin Half", "Zz Other Half"]),
    ("aa-twin-split", "Aa Twin // Split", ["Twin Half", "Aa Other Half"]),
]
# Every way a name finds a card, or does not: exact (case, accents and punctuation forgiven),
# id, face, unique and ambiguous prefixes, typos, near misses and names that are nothing.
QUERIES = [
    "Werewhat", "werewhat", "odd-card-id", "WEREWHAT!", "boulder-jockey", "Boulder Jockey", "lookup-crowd-07", "Lookup Crowd 08",
    "Flame", "frost", "Twin Half", "zz other half", "Flame // Frost", "flame-frost", "lookup crowd", "chatzuk",
    "bolder jockey", "tiaga", "werewaht", "Lookup Crowd 99", "circle of protection black", "", "!!!", "nothing at all",
]


@pytest.fixture(scope="module", autouse=True)
def extra_cards(api: LiveApi) -> Iterator[None]:
    with session_context(api.db.engine) as session:
        for card_id in CROWD:
            name = card_id.replace("-", " ").title()
            cards_repo.upsert_card(session, id=card_id, name=name, name_key=name_key(name), type_line="Creature",
                                   mana_value=2.5 if card_id.endswith("1") else 2.0, colors=["G", "W"])
        rulings_repo.upsert_ruling(
            session, id=CROWDED_RULING, text="A crowd’s ruling — “quoted”, with <markup> & a tab\t.",
            published_at=date(2025, 3, 9), source="wotc", rules=["702.19b", "302.6"], note="a note", origin="api",
        )
        rulings_repo.set_ruling_cards(session, CROWDED_RULING, [*CROWD, "werewhat"])
        # Split cards: a face's name finds its card; two cards with a face of one name (the first
        # card in id order wins).
        for card_id, name, faces in SPLIT_CARDS:
            cards_repo.upsert_card(session, id=card_id, name=name, name_key=name_key(name), type_line="Instant")
            for position, face in enumerate(faces):
                session.add(CardFace(card_id=card_id, position=position, name=face, name_key=name_key(face)))
        cards_repo.upsert_card(session, id="odd-card-id", name="Strangely Named Thing",
                               name_key=name_key("Strangely Named Thing"), type_line="Instant")
        rulings_repo.bump_data_version(session)
    yield


def every_card_id(api: LiveApi) -> list[str]:
    with session_context(api.db.engine) as session:
        return list(session.scalars(select(Card.id).order_by(Card.id)))


def expected(api: LiveApi, card_id: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The card object and its rulings page as the ORM path builds and validates them."""
    with session_context(api.db.engine) as session:
        card = cards_service.to_card_out(cards_service.get_card(session, card_id)).model_dump(mode="json")
        rulings = [r.model_dump(mode="json") for r in rulings_service.card_rulings(session, card_id).data]
    return card, rulings


def lookup(api: LiveApi, card_ids: list[str]) -> dict[str, Any]:
    response = api.client.post("/v1/rulings/lookup", json={"cards": card_ids})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/json"
    body: dict[str, Any] = response.json()
    assert body["not_found"] == []
    assert [r["card"]["id"] for r in body["results"]] == card_ids
    # The bytes are those of the validated response object made from the ORM path's card and
    # rulings (as FastAPI serialises a response model).
    with session_context(api.db.engine) as session:
        expected_response = LookupResponse(
            results=[
                LookupResult(
                    query=r["query"], match=r["match"],
                    card=cards_service.to_card_out(cards_service.get_card(session, r["card"]["id"])),
                    rulings=rulings_service.card_rulings(session, r["card"]["id"]).data,
                )
                for r in body["results"]
            ],
            not_found=[],
        )
    assert response.content == RESPONSE.dump_json(expected_response)
    return body


def assert_answers_match_the_orm(api: LiveApi, body: dict[str, Any]) -> None:
    for result in body["results"]:
        card, rulings = expected(api, result["card"]["id"])
        assert result["card"] == card
        assert result["rulings"] == rulings, result["card"]["id"]


def test_every_card_answers_as_the_orm_path_cold_then_warm(api: LiveApi) -> None:
    card_ids = every_card_id(api)
    assert len(card_ids) > len(CROWD)
    rulings_service.clear_lookup_caches()  # nothing cached: the name index and every answer rebuilt
    cold = lookup(api, card_ids)
    assert_answers_match_the_orm(api, cold)
    crowd = next(r for r in cold["results"] if r["card"]["id"] == CROWD[0])["rulings"][0]
    assert crowd["card_count"] == len(CROWD) + 1 and len(crowd["cards"]) == 20
    assert lookup(api, card_ids) == cold  # warm: from the caches
    assert lookup(api, list(reversed(card_ids))) == {**cold, "results": list(reversed(cold["results"]))}


def test_cards_not_asked_for_before_next_to_cached_ones(api: LiveApi) -> None:
    card_ids = every_card_id(api)
    rulings_service.clear_lookup_caches()
    lookup(api, card_ids[::2])  # half the cards (and the rulings they share) cached
    body = lookup(api, card_ids)
    assert_answers_match_the_orm(api, body)


@pytest.mark.parametrize("ruling_cards_from", ["database", "index_inline", "index_in_background"])
def test_ruling_cards_from_the_index_or_the_database_answer_alike(
    api: LiveApi, monkeypatch: pytest.MonkeyPatch, ruling_cards_from: str
) -> None:
    """Each ruling's card count and first cards come from the process's index of them when it is
    ready (app/rulings/ruling_cards.py), else from the database's statement: the same bytes as
    the ORM path either way, including a ruling on more cards than a list names."""
    if ruling_cards_from == "database":
        monkeypatch.setattr(ruling_cards, "MAX_RULINGS", -1)  # no index: the database counts
    elif ruling_cards_from == "index_in_background":
        monkeypatch.setattr(ruling_cards, "INLINE_MAX_RULINGS", 0)
    card_ids = every_card_id(api)
    rulings_service.clear_lookup_caches()
    body = lookup(api, card_ids)  # in the background: answered by the database while the index is built
    if ruling_cards_from == "index_in_background":
        ruling_cards.wait_for_builds()
        rulings_service.clear_lookup_caches()  # the answers and the index dropped, as after a write
        with session_context(api.db.engine) as session:
            version = rulings_repo.get_data_version(session)
            scope = cards_service.database_scope(session)
            assert ruling_cards.ready(session, scope, version, rulings_service.CARDS_PER_RULING_IN_LISTS) is None
            ruling_cards.wait_for_builds()
            assert ruling_cards.ready(session, scope, version, rulings_service.CARDS_PER_RULING_IN_LISTS) is not None
        assert lookup(api, card_ids) == body
    assert_answers_match_the_orm(api, body)
    crowd = next(r for r in body["results"] if r["card"]["id"] == CROWD[0])["rulings"][0]
    assert crowd["card_count"] == len(CROWD) + 1 and [c["id"] for c in crowd["cards"]] == sorted(
        [*CROWD, "werewhat"])[:20]


def test_an_index_of_the_rulings_cards_that_a_write_raced_with_is_not_kept(
    api: LiveApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A write committed while the index is read moves the data version: the index is thrown
    away (or, where the build's reads saw one snapshot, kept under the version it was read at),
    never kept under a version whose links it does not hold."""
    read_links = rulings_repo.ruling_card_links

    def links_then_a_write(connection: Any) -> tuple[list[Any], list[Any]]:
        found = read_links(connection)
        with session_context(api.db.engine) as session:
            rulings_repo.bump_data_version(session)
        return found

    with session_context(api.db.engine) as session:
        version = rulings_repo.get_data_version(session)
    monkeypatch.setattr(rulings_repo, "ruling_card_links", links_then_a_write)
    built = ruling_cards._build(api.db.engine, "a scope of this test", rulings_service.CARDS_PER_RULING_IN_LISTS)
    assert built is None or built.version == version
    with session_context(api.db.engine) as session:
        assert rulings_repo.get_data_version(session) == version + 1


def test_a_background_build_asked_for_an_older_version_is_skipped(
    api: LiveApi, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An import commits batch after batch, each a data version: a background build waits half a
    second and is skipped when a newer version was asked for meanwhile, so only the last version's
    index is read (not one full read of the links per batch)."""
    monkeypatch.setattr(ruling_cards, "INLINE_MAX_RULINGS", 0)
    built_for: list[int] = []
    build = ruling_cards._build

    def counted(engine: Any, scope: str, per_ruling: int) -> Any:
        found = build(engine, scope, per_ruling)
        if threading.current_thread().name == "ruling-cards":  # not the server's warm-up (app/rulings/warmup.py)
            built_for.append(-1 if found is None else found.version)
        return found

    monkeypatch.setattr(ruling_cards, "_build", counted)
    ruling_cards.clear()
    per_ruling = rulings_service.CARDS_PER_RULING_IN_LISTS
    with session_context(api.db.engine) as session:
        scope = cards_service.database_scope(session)
        first = rulings_repo.get_data_version(session)
        assert ruling_cards.ready(session, scope, first, per_ruling) is None
    with session_context(api.db.engine) as session:
        rulings_repo.bump_data_version(session)
    with session_context(api.db.engine) as session:
        second = rulings_repo.get_data_version(session)
        assert second == first + 1
        assert ruling_cards.ready(session, scope, second, per_ruling) is None
    ruling_cards.wait_for_builds()
    assert built_for == [second]
    with session_context(api.db.engine) as session:
        ready = ruling_cards.ready(session, scope, second, per_ruling)
        assert ready is not None and ready.version == second


def test_answers_follow_every_write_at_once(api: LiveApi) -> None:
    """A created, edited and deleted ruling and a renamed card show on the next lookup (each
    write moves the data version, which every cached answer and the name index belong to)."""
    headers = {"authorization": f"Bearer {API_KEY}"}
    lookup(api, [CROWD[3], "werewhat"])  # cached at this version
    created = api.client.post("/v1/rulings", headers=headers,
                              json={"text": "Fresh words about a crowd member.", "cards": [CROWD[3]]})
    assert created.status_code == 201, created.text
    ruling_id = created.json()["id"]
    body = lookup(api, [CROWD[3], "werewhat"])
    assert [r["id"] for r in body["results"][0]["rulings"]][-1] == ruling_id
    assert_answers_match_the_orm(api, body)
    edited = api.client.patch(f"/v1/rulings/{ruling_id}", headers=headers, json={"text": "Edited words {T}."})
    assert edited.status_code == 200, edited.text
    body = lookup(api, [CROWD[3]])
    assert body["results"][0]["rulings"][-1]["text"] == "Edited words {T}."
    assert_answers_match_the_orm(api, body)
    assert api.client.delete(f"/v1/rulings/{ruling_id}", headers=headers).status_code == 204
    body = lookup(api, [CROWD[3], "werewhat"])
    assert ruling_id not in {r["id"] for r in body["results"][0]["rulings"]}
    assert_answers_match_the_orm(api, body)
    # A card renamed: its new name finds it as an exact name (the name index follows); its old
    # name is now only its id.
    with session_context(api.db.engine) as session:
        card = cards_repo.get_card(session, CROWD[5])
        assert card is not None
        card.name, card.name_key = "Renamed Crowd Member", name_key("Renamed Crowd Member")
        rulings_repo.bump_data_version(session)
    renamed = api.client.post("/v1/rulings/lookup", json={"cards": ["Renamed Crowd Member", "Lookup Crowd 05"]}).json()
    assert [(r["card"]["id"], r["card"]["name"], r["match"]) for r in renamed["results"]] == [
        (CROWD[5], "Renamed Crowd Member", "exact"), (CROWD[5], "Renamed Crowd Member", "id")]


def test_names_matched_from_the_tables_are_the_name_indexs_matches(api: LiveApi) -> None:
    """While a large catalog's name index is built in the background, exact names, ids and faces
    are matched from the tables: the same card and the same `match` as the index gives; what they
    leave to the index is a prefix, a typo or nothing."""
    with session_context(api.db.engine) as session:
        card_names = list(session.scalars(select(Card.name)))
        queries = [*QUERIES, *card_names, *(n.upper() for n in card_names)]
        from_tables = cards_service._match_from_tables(session, queries)
        index = cards_service.name_index(session)
    for query, found in zip(queries, from_tables, strict=True):
        by_index = index.match_unambiguous(query)
        if found is None:
            assert by_index is None or by_index.how == "prefix" or (by_index.card_id is None and by_index.candidates), query
        else:
            assert found == by_index, query
    assert sum(found is not None for found in from_tables) > len(card_names)


@pytest.mark.parametrize("index_in_background", [False, True])
def test_lookups_answer_alike_while_the_name_index_is_built(
    api: LiveApi, monkeypatch: pytest.MonkeyPatch, index_in_background: bool
) -> None:
    """With the name index built in the background (as for a catalog above INLINE_MAX_CARDS),
    a lookup right after the caches are dropped answers as one with the index ready: names that
    need the index (prefixes, typos) wait for it, the others are matched from the tables."""
    rulings_service.clear_lookup_caches()
    expected_body = api.client.post("/v1/rulings/lookup", json={"cards": QUERIES[:20]}).json()
    # (A prefix, "chatzuk", is a candidate in a lookup, not a match: docs/names.md.)
    assert {r["match"] for r in expected_body["results"]} == {"exact", "id", "face", "fuzzy"}
    if index_in_background:
        monkeypatch.setattr(cards_service, "INLINE_MAX_CARDS", 0)
    with session_context(api.db.engine) as session:  # the first 14: exact names, ids and faces only
        assert None not in cards_service._match_from_tables(session, QUERIES[:14])
    for cards in (QUERIES[:20], QUERIES[:14]):
        expected_answer = api.client.post("/v1/rulings/lookup", json={"cards": cards}).json()
        cards_service.wait_for_name_index_builds()
        rulings_service.clear_lookup_caches()
        assert api.client.post("/v1/rulings/lookup", json={"cards": cards}).json() == expected_answer
        cards_service.wait_for_name_index_builds()
    assert api.client.post("/v1/rulings/lookup", json={"cards": QUERIES[:20]}).json() == expected_body
