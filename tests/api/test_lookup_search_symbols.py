"""Mana and tap symbols are searched as symbols, on SQLite FTS5 and PostgreSQL full text, over
real HTTP: `q={T}` finds the rulings that contain `{T}`, not the "t" of "can't"."""

from __future__ import annotations

import re
from typing import Any

from tests.conftest import API_KEY, LiveApi


def every_ruling(api: LiveApi) -> list[dict[str, Any]]:
    rulings: list[dict[str, Any]] = []
    cursor: str | None = None
    while True:
        params: dict[str, Any] = {"limit": 100, **({"cursor": cursor} if cursor else {})}
        page = api.client.get("/v1/rulings", params=params).json()
        rulings += page["data"]
        if not page["has_more"]:
            return rulings
        cursor = page["next_cursor"]


def search(api: LiveApi, q: str) -> dict[str, Any]:
    response = api.client.get("/v1/rulings", params={"q": q, "limit": 100})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_tap_symbol_query_finds_exactly_the_rulings_with_the_tap_symbol(api: LiveApi) -> None:
    rulings = every_ruling(api)
    with_tap = {r["id"] for r in rulings if "{T}" in r["text"]}
    with_cant_only = {r["id"] for r in rulings if "can’t" in r["text"] or "can't" in r["text"]} - with_tap
    assert with_tap and with_cant_only  # the seeds have both kinds
    body = search(api, "{T}")
    assert {r["id"] for r in body["data"]} == with_tap and body["total"] == len(with_tap)
    for ruling in body["data"]:
        assert "<mark>{T}</mark>" in ruling["highlight"]


def test_symbol_query_is_case_insensitive_and_combines_with_words(api: LiveApi) -> None:
    rulings = every_ruling(api)
    expected = {r["id"] for r in rulings if "{T}" in r["text"] and "{W}" in r["text"]}
    assert expected
    assert {r["id"] for r in search(api, "{t} {w}")["data"]} == expected
    worded = {r["id"] for r in rulings if "{T}" in r["text"] and "symbol" in r["text"].lower()}
    assert {r["id"] for r in search(api, "{T} symbol")["data"]} == worded


def test_hybrid_symbol_written_by_api_is_found_and_highlighted(api: LiveApi) -> None:
    text = "Hybrid mana {W/U} can be paid with either white or blue mana; {2/W} with two generic mana."
    created = api.client.post(
        "/v1/rulings", json={"text": text, "cards": ["werewhat"]}, headers={"Authorization": f"Bearer {API_KEY}"}
    )
    assert created.status_code == 201, created.text
    try:
        body = search(api, "{W/U}")
        assert [r["id"] for r in body["data"]] == [created.json()["id"]]
        assert "<mark>{W/U}</mark>" in body["data"][0]["highlight"]
        assert "{2/W}" in body["data"][0]["highlight"]  # unmatched symbols read as written
        assert [r["id"] for r in search(api, "{2/w}")["data"]] == [created.json()["id"]]
        assert created.json()["id"] not in {r["id"] for r in search(api, "{U}")["data"]}  # {W/U} is not {U}
    finally:
        api.client.delete(f"/v1/rulings/{created.json()['id']}", headers={"Authorization": f"Bearer {API_KEY}"})


def test_plain_letter_query_does_not_match_symbols(api: LiveApi) -> None:
    """The word `t` (the "t" of "can't" in FTS5; a stop word in PostgreSQL) is not `{T}`."""
    only_symbol = {
        r["id"] for r in every_ruling(api)
        if "{T}" in r["text"] and not re.search(r"\bt\b", r["text"].replace("{T}", " "), re.IGNORECASE)
    }
    assert only_symbol
    assert not only_symbol & {r["id"] for r in search(api, "t")["data"]}
