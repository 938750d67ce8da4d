"""Cards endpoints over real HTTP, on SQLite and PostgreSQL."""

from __future__ import annotations

import pytest

from tests.conftest import LiveApi

PROBLEM = "application/problem+json"


def test_list_cards_is_a_list_object(api: LiveApi) -> None:
    body = api.client.get("/v1/cards").json()
    assert body["object"] == "list" and body["total"] == 4 and body["has_more"] is False
    assert [c["id"] for c in body["data"]] == [
        "boulder-jockey", "chatzuk-mighty-guitarist", "flavor-disaster", "werewhat"
    ]


def test_list_cards_paginates_with_a_cursor(api: LiveApi) -> None:
    first = api.client.get("/v1/cards", params={"limit": 3}).json()
    assert first["has_more"] and len(first["data"]) == 3 and first["total"] == 4
    second = api.client.get("/v1/cards", params={"limit": 3, "cursor": first["next_cursor"]}).json()
    assert [c["id"] for c in second["data"]] == ["werewhat"] and second["next_cursor"] is None


def test_list_cards_filters_by_name(api: LiveApi) -> None:
    body = api.client.get("/v1/cards", params={"q": "JOCKEY"}).json()
    assert [c["name"] for c in body["data"]] == ["Boulder Jockey"] and body["total"] == 1


@pytest.mark.parametrize("q", ["e", "er", "GUITAR", "nothing like it"])
def test_filtered_pages_are_the_same_from_one_scan_or_two_queries(
    api: LiveApi, monkeypatch: pytest.MonkeyPatch, q: str
) -> None:
    """A filtered list reads the matching ids in one scan (up to LIST_IDS_AT_ONCE); with more
    matches it pages and counts in two queries: the same pages and totals either way."""
    from app.cards import service as cards_service
    from app.db.session import session_context
    from app.rulings import repository as rulings_repo

    def pages() -> list[dict[str, object]]:
        found, cursor = [], None
        while True:
            params = {"q": q, "limit": 1} | ({"cursor": cursor} if cursor else {})
            body = api.client.get("/v1/cards", params=params).json()
            cursor = body["next_cursor"]
            found.append({k: v for k, v in body.items() if k != "next_cursor"} | {"more": bool(cursor)})
            if cursor is None:
                return found

    one_scan = pages()
    monkeypatch.setattr(cards_service, "LIST_IDS_AT_ONCE", 0)
    with session_context(api.db.engine) as session:  # a new data version: no page from a cache
        rulings_repo.bump_data_version(session)
    assert pages() == one_scan
    assert one_scan[0]["total"] == len([p for p in one_scan if p["data"]])


def test_one_card(api: LiveApi) -> None:
    card = api.client.get("/v1/cards/boulder-jockey").json()
    assert card["object"] == "card" and card["name"] == "Boulder Jockey"
    assert card["mana_cost"] == "{2}{R}{D}" and card["mana_value"] == 3  # {D} is not mana
    assert card["rulings_uri"] == "/v1/cards/boulder-jockey/rulings"
    assert api.client.get(card["rulings_uri"]).json()["total"] == 14


@pytest.mark.parametrize(
    ("query", "card_id"),
    [
        ("bolder jockey", "boulder-jockey"),
        ("chatzuk", "chatzuk-mighty-guitarist"),
        ("flavour disaster", "flavor-disaster"),
        ("WEREWHAT", "werewhat"),
        ("chatzuk mighty guitarist", "chatzuk-mighty-guitarist"),
        ("Werewhta", "werewhat"),
    ],
)
def test_fuzzy_names_forgive_typos_case_and_punctuation(api: LiveApi, query: str, card_id: str) -> None:
    response = api.client.get("/v1/cards/named", params={"fuzzy": query})
    assert response.status_code == 200, response.text
    assert response.json()["id"] == card_id


def test_exact_name_is_case_insensitive_but_not_fuzzy(api: LiveApi) -> None:
    assert api.client.get("/v1/cards/named", params={"exact": "chatzuk, mighty guitarist"}).json()["id"] == (
        "chatzuk-mighty-guitarist"
    )
    missing = api.client.get("/v1/cards/named", params={"exact": "chatzuk"})
    assert missing.status_code == 404 and missing.headers["content-type"] == PROBLEM


def test_unknown_card_is_a_404_problem_naming_it(api: LiveApi) -> None:
    response = api.client.get("/v1/cards/werewolf")
    assert response.status_code == 404
    assert response.headers["content-type"] == PROBLEM
    problem = response.json()
    assert problem["type"].endswith("/not-found") and "werewolf" in problem["detail"]
    assert problem["status"] == 404 and problem["instance"] == "/v1/cards/werewolf"


def test_unknown_fuzzy_name_is_a_404(api: LiveApi) -> None:
    response = api.client.get("/v1/cards/named", params={"fuzzy": "Lightning Bolt"})
    assert response.status_code == 404 and "Lightning Bolt" in response.json()["detail"]


def test_named_needs_exactly_one_parameter(api: LiveApi) -> None:
    assert api.client.get("/v1/cards/named").status_code == 422
    both = api.client.get("/v1/cards/named", params={"exact": "Werewhat", "fuzzy": "werewhat"})
    assert both.status_code == 422 and both.headers["content-type"] == PROBLEM


@pytest.mark.parametrize(
    "params",
    [{"limit": 0}, {"limit": 101}, {"limit": "ten"}, {"cursor": "not-a-cursor"}, {"colour": "green"}],
)
def test_bad_query_parameters_are_422_problems(api: LiveApi, params: dict[str, object]) -> None:
    response = api.client.get("/v1/cards", params=params)
    assert response.status_code == 422, response.text
    assert response.headers["content-type"] == PROBLEM and response.json()["errors"]
