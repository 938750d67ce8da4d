"""Write endpoints: closed without a key, open with one, all or nothing."""

from __future__ import annotations

from tests.conftest import LiveApi

PROBLEM = "application/problem+json"


def auth(api: LiveApi) -> dict[str, str]:
    return {"Authorization": f"Bearer {api.settings.api_keys[0]}"}


def test_writes_need_an_api_key(api: LiveApi) -> None:
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "Basic abc"}):
        response = api.client.post("/v1/rulings", json={"text": "A ruling nobody may add."}, headers=headers)
        assert response.status_code == 401 and response.headers["content-type"] == PROBLEM
        assert "Bearer" in response.headers["www-authenticate"]
    assert api.client.delete("/v1/rulings/1fa87c32944a3bd9").status_code == 401
    assert api.client.get("/v1/rulings/1fa87c32944a3bd9").status_code == 200


def test_create_update_delete_a_ruling(api: LiveApi) -> None:
    text = f"Boulder Jockey’s Boulder token was never declared as an attacker ({api.kind})."
    created = api.client.post(
        "/v1/rulings",
        json={"text": text, "published_at": "2025-01-01", "cards": ["Boulder Jockey"], "source": "wotc"},
        headers=auth(api),
    )
    assert created.status_code == 201, created.text
    ruling = created.json()
    assert created.headers["location"] == f"/v1/rulings/{ruling['id']}"
    assert ruling["cards"] == [{"id": "boulder-jockey", "name": "Boulder Jockey"}]
    rulings = api.client.get("/v1/cards/boulder-jockey/rulings").json()["data"]
    assert rulings[-1]["id"] == ruling["id"]  # appended at the end of the card's page
    found = api.client.get("/v1/rulings", params={"q": "declared attacker Boulder"}).json()
    assert ruling["id"] in {r["id"] for r in found["data"]}

    duplicate = api.client.post("/v1/rulings", json={"text": text}, headers=auth(api))
    assert duplicate.status_code == 409 and duplicate.json()["ruling_id"] == ruling["id"]

    updated = api.client.patch(
        f"/v1/rulings/{ruling['id']}",
        json={"text": text + " See rule 508.1.", "cards": ["werewhat", "boulder-jockey"]},
        headers=auth(api),
    )
    assert updated.status_code == 200, updated.text
    assert updated.json()["id"] == ruling["id"] and updated.json()["rules"] == ["508.1"]
    assert {c["id"] for c in updated.json()["cards"]} == {"werewhat", "boulder-jockey"}
    assert ruling["id"] in {r["id"] for r in api.client.get("/v1/rulings", params={"rule": "508"}).json()["data"]}

    assert api.client.delete(f"/v1/rulings/{ruling['id']}", headers=auth(api)).status_code == 204
    assert api.client.get(f"/v1/rulings/{ruling['id']}").status_code == 404
    assert api.client.get("/v1/cards/boulder-jockey/rulings").json()["total"] == 14


def test_a_write_naming_an_unknown_card_changes_nothing(api: LiveApi) -> None:
    before = api.client.get("/v1/rulings").json()["total"]
    response = api.client.post(
        "/v1/rulings", json={"text": "Linked to a card that does not exist.", "cards": ["No Such Card"]},
        headers=auth(api),
    )
    assert response.status_code == 422 and "No Such Card" in response.json()["detail"]
    assert api.client.get("/v1/rulings").json()["total"] == before


def test_invalid_write_bodies_are_422(api: LiveApi) -> None:
    for body in ({}, {"text": "   "}, {"text": "ok text here", "source": "Not A Slug"}, {"text": "x", "extra": 1}):
        response = api.client.post("/v1/rulings", json=body, headers=auth(api))
        assert response.status_code == 422, body
    missing = api.client.patch("/v1/rulings/ffffffffffffffff", json={"note": "x"}, headers=auth(api))
    assert missing.status_code == 404
