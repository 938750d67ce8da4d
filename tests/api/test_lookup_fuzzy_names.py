"""Fuzzy card names over real HTTP on SQLite and PostgreSQL: a typo is forgiven, even in a short
name; a name with another word in place of one of a card's words (a colour, a creature type) is
another card, answered with candidates, never with the near miss."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.cards import repository as cards_repo
from app.cards.naming import name_key, slugify
from app.db.session import session_context
from app.rulings import repository as rulings_repo
from tests.conftest import LiveApi

ADDED = ["Taiga", "Circle of Protection: Blue", "Circle of Protection: Red", "Goblin Guide"]


@pytest.fixture(scope="module", autouse=True)
def added_cards(api: LiveApi) -> Iterator[None]:
    with session_context(api.db.engine) as session:
        for name in ADDED:
            cards_repo.upsert_card(session, id=slugify(name), name=name, name_key=name_key(name), type_line="")
        rulings_repo.bump_data_version(session)  # the in-memory name index follows the data version
    yield


def fuzzy(api: LiveApi, name: str) -> tuple[int, dict[str, object]]:
    response = api.client.get("/v1/cards/named", params={"fuzzy": name})
    return response.status_code, response.json()


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("tiaga", "taiga"),  # two letters swapped in a five-letter name
        ("Taiga", "taiga"),
        ("circle of protection blu", "circle-of-protection-blue"),
        ("circle of protection: bleu", "circle-of-protection-blue"),
        ("gobin guide", "goblin-guide"),
        ("bolder jockey", "boulder-jockey"),
        ("flavour disaster", "flavor-disaster"),
    ],
)
def test_fuzzy_forgives_a_typo(api: LiveApi, typed: str, card: str) -> None:
    status, body = fuzzy(api, typed)
    assert status == 200 and body["id"] == card


def test_fuzzy_another_colour_word_is_another_card_with_candidates(api: LiveApi) -> None:
    """Circle of Protection: Black is not in the database; Blue and Red are near misses."""
    status, body = fuzzy(api, "circle of protection black")
    assert status == 404 and body["type"].endswith("/not-found")
    candidates = {c["id"] for c in body["candidates"]}  # type: ignore[attr-defined]
    assert "circle-of-protection-blue" in candidates


def test_fuzzy_another_creature_type_word_is_not_a_match(api: LiveApi) -> None:
    status, body = fuzzy(api, "goblin guard")
    assert status == 404 and [c["id"] for c in body["candidates"]] == ["goblin-guide"]  # type: ignore[attr-defined]


def test_decklist_lookup_reports_the_near_miss_as_a_candidate(api: LiveApi) -> None:
    body = api.client.post("/v1/rulings/lookup", json={"cards": ["circle of protection black", "tiaga"]}).json()
    assert [r["card"]["id"] for r in body["results"]] == ["taiga"]
    (missing,) = body["not_found"]
    assert missing["query"] == "circle of protection black"
    assert "circle-of-protection-blue" in {c["id"] for c in missing["candidates"]}


def test_lookup_resolves_at_most_max_fuzzy_names_by_typo_and_names_the_rest_fuzzy_limit(api: LiveApi) -> None:
    """A lookup typo-matches at most MAX_FUZZY_NAMES distinct names, in request order, and lists the
    names past the bound as not found with `reason: "fuzzy_limit"`. Exact names, ids and prefixes
    are never counted, and a repeated typo is matched once. (The default bound, 1000, is past what a
    lookup takes: the service is called with a small one.)"""
    from app.rulings.schemas import LookupRequest
    from app.rulings.service import lookup

    limit = 5
    unknown = [f"zq{n}qz" for n in range(limit - 1)]  # typo-matched, found nothing
    names = ["tiaga", *unknown, "tiaga", "Werewhat", "werewhat", "chatzuk", "gobin guide", "bolder jockey"]
    with session_context(api.db.engine) as session:
        body = lookup(session, LookupRequest(cards=names), max_items=250, max_fuzzy=limit).model_dump(mode="json")
    assert [(r["query"], r["card"]["id"], r["match"]) for r in body["results"]] == [
        ("tiaga", "taiga", "fuzzy"),
        ("tiaga", "taiga", "fuzzy"),  # the same typo again: matched once, not counted twice
        ("Werewhat", "werewhat", "exact"),  # past the bound, but not a typo
        ("werewhat", "werewhat", "exact"),
    ]
    reasons = {m["query"]: m["reason"] for m in body["not_found"]}
    assert [reasons[name] for name in unknown] == [None] * len(unknown)
    assert reasons["chatzuk"] is None  # a shortened name: a candidate, not counted (docs/names.md)
    assert (reasons["gobin guide"], reasons["bolder jockey"]) == ("fuzzy_limit", "fuzzy_limit")
    # Asked on their own, the same names are found.
    again = api.client.post("/v1/rulings/lookup", json={"cards": ["gobin guide", "bolder jockey"]}).json()
    assert [r["card"]["id"] for r in again["results"]] == ["goblin-guide", "boulder-jockey"]


def test_a_whole_lookup_of_unknown_names_is_typo_matched(api: LiveApi) -> None:
    """With the default bounds every name of the largest lookup (MAX_LOOKUP_NAMES) is typo-matched:
    none is answered `fuzzy_limit`, and the typos among them find their cards with a score."""
    count = api.settings.max_lookup_names
    names = [f"zq{n}qz" for n in range(count - 2)] + ["gobin guide", "tiaga"]
    body = api.client.post("/v1/rulings/lookup", json={"cards": names}).json()
    assert [m["reason"] for m in body["not_found"]] == [None] * (count - 2)
    assert [(r["card"]["id"], r["match"], r["score"]) for r in body["results"]] == [
        ("goblin-guide", "fuzzy", 91.7),
        ("taiga", "fuzzy", 90.0),
    ]


def test_openapi_documents_the_fuzzy_bound_on_the_lookup_request(api: LiveApi) -> None:
    schemas = api.client.get("/openapi.json").json()["components"]["schemas"]
    limit = api.settings.max_fuzzy_names
    assert f"at most {limit} distinct names are resolved by typo matching" in schemas["LookupRequest"]["description"]
    assert "fuzzy_limit" in schemas["NotFoundName"]["properties"]["reason"]["description"]
