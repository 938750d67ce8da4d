"""Decklists as people paste them, through `POST /v1/rulings/lookup` over real HTTP on SQLite
and PostgreSQL: as a `text/plain` body or the `decklist` field, in Arena, MTGO and Moxfield
form; every line's card, how it was matched, its quantity and section."""

from __future__ import annotations

from typing import Any

from tests.conftest import LiveApi

ARENA = """About
Name Playtest Jockeys

Deck
4 Boulder Jockey (MB2) 324
3 Werewhat (MB2) 587
2 Flavour Disaster (MB2) 999

Sideboard
1 Chatzuk, Mighty Guitarist (MB2) 51
"""

MTGO = """4 Boulder Jockey
3 werewhat
1 Lightning Bolt

2 Flavor Disaster
SB: 1 Chatzuk
"""


def post_text(api: LiveApi, text: str | bytes) -> Any:
    content = text.encode() if isinstance(text, str) else text
    return api.client.post("/v1/rulings/lookup", content=content, headers={"content-type": "text/plain; charset=utf-8"})


def lines(body: dict[str, Any]) -> list[tuple[int, str, int, str, str]]:
    return [(r["line"], r["card"]["id"], r["quantity"], r["section"], r["match"]) for r in body["results"]]


def test_arena_export_as_text_plain_gives_every_line_its_card_match_quantity_and_section(api: LiveApi) -> None:
    response = post_text(api, ARENA)
    assert response.status_code == 200, response.text
    body = response.json()
    assert lines(body) == [
        (5, "boulder-jockey", 4, "main", "set_number"),  # MB2 324 is the stored printing
        (6, "werewhat", 3, "main", "set_number"),
        (7, "flavor-disaster", 2, "main", "fuzzy"),  # no such printing: the name decides
        (10, "chatzuk-mighty-guitarist", 1, "sideboard", "exact"),
    ]
    assert body["not_found"] == [] and body["unparsed"] == []
    assert body["results"][0]["query"] == "4 Boulder Jockey (MB2) 324"
    werewhat = api.client.get("/v1/cards/werewhat/rulings").json()["data"]
    assert [r["id"] for r in body["results"][1]["rulings"]] == [r["id"] for r in werewhat]


def test_mtgo_export_blank_line_sideboard_sb_prefix_and_not_found_line(api: LiveApi) -> None:
    body = post_text(api, MTGO).json()
    assert lines(body) == [
        (1, "boulder-jockey", 4, "main", "exact"),
        (2, "werewhat", 3, "main", "exact"),
        (5, "flavor-disaster", 2, "sideboard", "exact"),
    ]
    missing, shortened = body["not_found"]
    assert (missing["line"], missing["query"], missing["quantity"], missing["section"]) == (
        3, "1 Lightning Bolt", 1, "main"
    )
    # A shortened name is no proof of the card (docs/names.md): the card is a candidate.
    assert (shortened["line"], shortened["section"], [c["id"] for c in shortened["candidates"]]) == (
        6, "sideboard", ["chatzuk-mighty-guitarist"])


def test_decklist_field_answers_exactly_as_the_text_body(api: LiveApi) -> None:
    as_text = post_text(api, ARENA)
    as_json = api.client.post("/v1/rulings/lookup", json={"decklist": ARENA})
    assert as_json.status_code == 200 and as_json.content == as_text.content


def test_moxfield_lines_with_x_quantities_foil_markers_and_tags(api: LiveApi) -> None:
    text = "1x Werewhat (MB2) 587 *F*\n2x Boulder Jockey #aggro\nCommander\n1x Chatzuk, Mighty Guitarist"
    body = post_text(api, text).json()
    assert lines(body) == [
        (1, "werewhat", 1, "main", "set_number"),
        (2, "boulder-jockey", 2, "main", "exact"),
        (4, "chatzuk-mighty-guitarist", 1, "commander", "exact"),
    ]


def test_unparsable_lines_are_reported_with_their_numbers_and_the_rest_answered(api: LiveApi) -> None:
    body = post_text(api, "// my deck\n4 Werewhat\n4\n0 Boulder Jockey\n# note\n2 Flavor Disaster").json()
    assert [(r["line"], r["card"]["id"]) for r in body["results"]] == [(2, "werewhat"), (6, "flavor-disaster")]
    assert [(u["line"], u["text"]) for u in body["unparsed"]] == [(3, "4"), (4, "0 Boulder Jockey")]
    assert all(u["reason"] for u in body["unparsed"])


def test_printing_finds_the_card_when_the_name_does_not(api: LiveApi) -> None:
    body = post_text(api, "1 Rock Rider (MB2) 324\n1 Werewhat (MB2) 324").json()
    # An unknown name with a known printing: the printing. A known name: the name wins.
    assert lines(body) == [(1, "boulder-jockey", 1, "main", "set_number"), (2, "werewhat", 1, "main", "exact")]


def test_cards_and_decklist_together_answer_cards_first(api: LiveApi) -> None:
    body = api.client.post("/v1/rulings/lookup", json={"cards": ["chatzuk mighty guitarist"], "decklist": "2 Werewhat"}).json()
    assert [(r["card"]["id"], r["line"], r["match"]) for r in body["results"]] == [
        ("chatzuk-mighty-guitarist", None, "exact"),
        ("werewhat", 1, "exact"),
    ]


def test_decklist_lines_count_towards_the_bound(api: LiveApi) -> None:
    limit = api.settings.max_lookup_names
    text = "\n".join(["1 Werewhat"] * (limit + 1))
    response = post_text(api, text)
    assert response.status_code == 422 and response.json()["bound"] == "max_lookup_names"
    assert post_text(api, "\n".join(["1 Werewhat"] * limit)).status_code == 200


def test_text_that_is_not_utf8_is_a_400_problem(api: LiveApi) -> None:
    response = post_text(api, b"4 Were\xffwhat")
    assert response.status_code == 400 and response.headers["content-type"] == "application/problem+json"
    assert "UTF-8" in response.json()["detail"]


def test_empty_text_is_a_422_problem_naming_the_decklist(api: LiveApi) -> None:
    response = post_text(api, "")
    assert response.status_code == 422 and response.headers["content-type"] == "application/problem+json"
    assert "decklist" in response.text


def test_declared_charset_is_honoured(api: LiveApi) -> None:
    text = "4 Boulder Jockey\n1 Wérewhat\n"  # accents are forgiven in names
    response = api.client.post(
        "/v1/rulings/lookup", content=text.encode("latin-1"), headers={"content-type": "text/plain; charset=ISO-8859-1"}
    )
    assert response.status_code == 200, response.text
    assert [r["card"]["id"] for r in response.json()["results"]] == ["boulder-jockey", "werewhat"]
    unknown = api.client.post("/v1/rulings/lookup", content=b"4 Werewhat", headers={"content-type": "text/plain; charset=klingon"})
    assert unknown.status_code == 400 and "klingon" in unknown.json()["detail"]
