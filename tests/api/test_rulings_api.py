"""Rulings endpoints over real HTTP, on SQLite and PostgreSQL: lookup, search, filters, decklists."""

from __future__ import annotations

import pytest

from tests.conftest import LiveApi

PROBLEM = "application/problem+json"
CONFLICT_RULING = "381b25fd2f424821"


def test_card_rulings_in_page_order(api: LiveApi) -> None:
    body = api.client.get("/v1/cards/werewhat/rulings").json()
    assert body["total"] == 23 and len(body["data"]) == 23
    assert body["data"][0]["text"].startswith("If an ability would produce one or more mana of an undefined type")
    assert body["data"][-1]["text"].startswith("Playtest cards use a modified version of game symbols")
    assert body["data"][0]["object"] == "ruling"


def test_one_ruling_with_its_cards_and_note(api: LiveApi) -> None:
    ruling = api.client.get(f"/v1/rulings/{CONFLICT_RULING}").json()
    assert ruling["cards"] == [{"id": "werewhat", "name": "Werewhat"}]
    assert ruling["published_at"] == "2024-11-08" and ruling["source"] == "wotc"
    assert "702.145g" in ruling["note"]
    general = api.client.get("/v1/rulings/1fc814165a0440ef").json()
    assert general["rules"] == ["605"] and len(general["cards"]) == 4


def test_unknown_ruling_is_a_404_problem(api: LiveApi) -> None:
    response = api.client.get("/v1/rulings/0000000000000000")
    assert response.status_code == 404 and response.headers["content-type"] == PROBLEM
    assert "0000000000000000" in response.json()["detail"]


def test_search_is_ranked_and_highlighted(api: LiveApi) -> None:
    body = api.client.get("/v1/rulings", params={"q": "lands"}).json()
    assert body["total"] == 2  # stemmed: "lands" finds "land play" too
    assert {r["id"] for r in body["data"]} == {"b166926899abf0cb", "bf87a231575da764"}
    scores = [r["score"] for r in body["data"]]
    assert scores == sorted(scores, reverse=True)
    assert all("<mark>" in r["highlight"] for r in body["data"])


def test_search_stems_words(api: LiveApi) -> None:
    body = api.client.get("/v1/rulings", params={"q": "transforming"}).json()
    ids = {r["id"] for r in body["data"]}
    assert "8e34a2293482104c" in ids  # "can't transform"


def test_search_filters_by_card(api: LiveApi) -> None:
    everywhere = api.client.get("/v1/rulings", params={"q": "mana"}).json()["total"]
    on_chatzuk = api.client.get("/v1/rulings", params={"q": "mana", "card": "chatzuk"}).json()
    assert 0 < on_chatzuk["total"] <= everywhere
    for ruling in on_chatzuk["data"]:
        assert "chatzuk-mighty-guitarist" in {c["id"] for c in ruling["cards"]}


@pytest.mark.parametrize(("rule", "count"), [("302.6", 2), ("302", 2), ("107.3i", 1), ("107.3", 1), ("605", 1)])
def test_rule_filter_matches_sub_rules(api: LiveApi, rule: str, count: int) -> None:
    body = api.client.get("/v1/rulings", params={"rule": rule}).json()
    assert body["total"] == count
    assert all(any(r.startswith(rule) for r in ruling["rules"]) for ruling in body["data"])


def test_rule_filter_does_not_match_a_longer_number(api: LiveApi) -> None:
    assert api.client.get("/v1/rulings", params={"rule": "302.60"}).json()["total"] == 0
    assert api.client.get("/v1/rulings", params={"rule": "60"}).status_code == 422


def test_pagination_never_skips_or_repeats_under_inserts(api: LiveApi) -> None:
    headers = {"Authorization": f"Bearer {api.settings.api_keys[0]}"}
    seen: list[str] = []
    page = api.client.get("/v1/rulings", params={"limit": 7}).json()
    original_total = page["total"]
    created: list[str] = []
    while True:
        seen += [r["id"] for r in page["data"]]
        # Insert between pages: ids before and after the cursor.
        for word in ("aardvark", "zebra"):
            text = f"Pagination probe {word} {len(seen)} for {api.kind}."
            response = api.client.post("/v1/rulings", json={"text": text}, headers=headers)
            assert response.status_code == 201, response.text
            created.append(response.json()["id"])
        if not page["has_more"]:
            break
        page = api.client.get("/v1/rulings", params={"limit": 7, "cursor": page["next_cursor"]}).json()
    try:
        assert len(seen) == len(set(seen))  # nothing repeated
        original = set(seen) - set(created)
        assert len(original) == original_total  # nothing that existed at the start was skipped
        assert seen == sorted(seen)
    finally:
        for ruling_id in created:
            api.client.delete(f"/v1/rulings/{ruling_id}", headers=headers)


def test_search_pagination_covers_every_hit_once(api: LiveApi) -> None:
    seen: list[str] = []
    page = api.client.get("/v1/rulings", params={"q": "mana", "limit": 2}).json()
    total = page["total"]
    while True:
        seen += [r["id"] for r in page["data"]]
        if not page["has_more"]:
            break
        page = api.client.get("/v1/rulings", params={"q": "mana", "limit": 2, "cursor": page["next_cursor"]}).json()
    assert len(seen) == total == len(set(seen))


@pytest.mark.parametrize(
    "q", ["' OR 1=1--", '"', "NEAR(", "*", "x" * 300, "tap AND NOT mana", "{T}", "rule:605", "a" * 150 + " mana"]
)
def test_hostile_search_strings_are_never_500_nor_injected(api: LiveApi, q: str) -> None:
    response = api.client.get("/v1/rulings", params={"q": q})
    assert response.status_code in (200, 422), response.text
    if response.status_code == 200:
        body = response.json()
        assert body["total"] < 39  # not "everything", as an injected OR would give
    else:
        assert response.headers["content-type"] == PROBLEM


def test_cursor_from_another_listing_is_refused(api: LiveApi) -> None:
    cursor = api.client.get("/v1/cards", params={"limit": 1}).json()["next_cursor"]
    response = api.client.get("/v1/rulings", params={"cursor": cursor})
    assert response.status_code == 422 and response.headers["content-type"] == PROBLEM


def test_decklist_lookup(api: LiveApi) -> None:
    response = api.client.post(
        "/v1/rulings/lookup", json={"cards": ["Werewhat", "chatzuk", "bolder jockey", "Lightning Bolt"]}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert [(r["query"], r["card"]["id"], len(r["rulings"])) for r in body["results"]] == [
        ("Werewhat", "werewhat", 23),
        ("bolder jockey", "boulder-jockey", 14),
    ]
    # A shortened name is no proof of the card (docs/names.md): the card is a candidate.
    assert [(m["query"], [c["id"] for c in m["candidates"]]) for m in body["not_found"]] == [
        ("chatzuk", ["chatzuk-mighty-guitarist"]), ("Lightning Bolt", [])]


def test_decklist_of_250_names_is_served_and_251_refused(api: LiveApi) -> None:
    names = ["Werewhat", "Flavor Disaster", "boulder-jockey", "Chatzuk, Mighty Guitarist"] * 62 + ["werewhat", "nothing"]
    body = api.client.post("/v1/rulings/lookup", json={"cards": names}).json()
    assert len(body["results"]) == 249 and len(body["not_found"]) == 1
    too_many = api.client.post("/v1/rulings/lookup", json={"cards": [*names, "one more"]})
    assert too_many.status_code == 422 and "250" in too_many.json()["detail"]


@pytest.mark.parametrize("body", [{}, {"cards": []}, {"cards": "Werewhat"}, {"cards": [1, 2]}, {"decks": ["x"]}])
def test_bad_lookup_bodies_are_422(api: LiveApi, body: object) -> None:
    response = api.client.post("/v1/rulings/lookup", json=body)
    assert response.status_code == 422 and response.headers["content-type"] == PROBLEM


def test_malformed_json_is_a_400_problem(api: LiveApi) -> None:
    response = api.client.post(
        "/v1/rulings/lookup", content=b'{"cards": [', headers={"content-type": "application/json"}
    )
    assert response.status_code == 400 and response.headers["content-type"] == PROBLEM


def test_lists_name_at_most_20_cards_per_ruling_and_count_them_all(api: LiveApi) -> None:
    headers = {"Authorization": f"Bearer {api.settings.api_keys[0]}"}
    text = f"A ruling on many pages ({api.kind}): every card gets it."
    created = api.client.post("/v1/rulings", json={"text": text, "cards": []}, headers=headers).json()
    try:
        # Link it to 4 cards, then check both shapes: full on its own page, counted in lists.
        api.client.patch(f"/v1/rulings/{created['id']}", json={"cards": ["werewhat", "chatzuk", "flavor disaster",
                                                                          "boulder jockey"]}, headers=headers)
        one = api.client.get(f"/v1/rulings/{created['id']}").json()
        assert one["card_count"] == 4 and len(one["cards"]) == 4
        assert [c["id"] for c in one["cards"]] == sorted(c["id"] for c in one["cards"])
        listed = next(r for r in api.client.get("/v1/cards/werewhat/rulings").json()["data"] if r["id"] == created["id"])
        assert listed["card_count"] == 4 and len(listed["cards"]) == 4
    finally:
        api.client.delete(f"/v1/rulings/{created['id']}", headers=headers)


def test_cards_of_rulings_caps_per_ruling_in_one_pass(seeded_db) -> None:  # type: ignore[no-untyped-def]
    from app.db.session import session_context
    from app.rulings import repository

    with session_context(seeded_db.engine) as session:
        general = "893d99f194744326"  # on all four seeded pages
        capped = repository.cards_of_rulings(session, [general, "1fa87c32944a3bd9"], per_ruling=2)
        assert capped[general] == ([("boulder-jockey", "Boulder Jockey"),
                                    ("chatzuk-mighty-guitarist", "Chatzuk, Mighty Guitarist")], 4)
        assert capped["1fa87c32944a3bd9"] == ([("boulder-jockey", "Boulder Jockey")], 1)
        assert len(repository.cards_of_rulings(session, [general])[general][0]) == 4


def test_exceeded_bounds_are_named(api: LiveApi) -> None:
    long_query = api.client.get("/v1/rulings", params={"q": "mana " * 50})
    assert long_query.status_code == 422 and long_query.json()["bound"] == "max_search_length"
    many = api.client.post("/v1/rulings/lookup", json={"cards": ["Werewhat"] * 251})
    assert many.status_code == 422 and many.json()["bound"] == "max_lookup_names"
    page = api.client.get("/v1/rulings", params={"limit": 101})
    assert page.status_code == 422 and "100" in page.json()["detail"]
