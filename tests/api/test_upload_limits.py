"""Bulk uploads have a limit of their own; every other body keeps the small one."""

from __future__ import annotations

from tests.conftest import API_KEY, LiveApi

SETTINGS_OVERRIDES = {"max_body_bytes": 100_000, "max_upload_bytes": 5_000_000}


def test_an_upload_over_the_body_limit_but_under_the_upload_limit_is_accepted(api: LiveApi) -> None:
    cards = b'[{"object": "card", "oracle_id": "x", "name": "Padding", "layout": "normal", "note": "' + b"p" * 400_000 + b'"}]'
    response = api.client.post(
        "/v1/imports/scryfall",
        files={"cards": ("cards.json", cards, "application/json"), "rulings": ("rulings.json", b"[]", "application/json")},
        headers={"Authorization": f"Bearer {API_KEY}"},
    )
    assert response.status_code == 202, response.text


def test_other_bodies_keep_the_small_limit(api: LiveApi) -> None:
    response = api.client.post(
        "/v1/rulings/lookup", content=b'{"cards": ["' + b"x" * 150_000 + b'"]}',
        headers={"content-type": "application/json"},
    )
    assert response.status_code == 413 and response.json()["limit_bytes"] == 100_000


def test_an_upload_over_its_own_limit_is_413(api: LiveApi) -> None:
    response = api.client.post(
        "/v1/imports/mtgjson",
        files={"file": ("AtomicCards.json", b"{" + b" " * 5_100_000 + b"}", "application/json")},
        headers={"Authorization": f"Bearer {API_KEY}"},
    )
    assert response.status_code == 413 and response.json()["limit_bytes"] == 5_000_000
