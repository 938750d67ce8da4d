"""Library decisions over real HTTP, on SQLite and PostgreSQL (design.md §10): the request's `seed`
decides a shuffle, a request without one shuffles by a seed derived from its bytes (the same
request, the same answer), a bad seed is a clear 422, and the pending scry decision is the
documented `LibraryChoice`."""

from __future__ import annotations

import json
from typing import Any

from app.api.openapi_models import PendingDecision
from app.engine import CardDefinition, resolve
from app.engine.resolve import seed_from_bytes
from tests.conftest import LiveApi

FOREST = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}
BEARS = {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
RAMPANT_GROWTH = {
    "name": "Rampant Growth",
    "mana_cost": "{1}{G}",
    "types": ["Sorcery"],
    "abilities": [
        {"kind": "spell", "effect": {"kind": "search_library", "quality": ["land:basic"], "to": "battlefield_tapped"}}
    ],
}
OMENSPEAKER = {
    "name": "Omenspeaker",
    "mana_cost": "{1}{U}",
    "types": ["Creature"],
    "subtypes": ["Human", "Wizard"],
    "power": 1,
    "toughness": 3,
    "abilities": [{"kind": "triggered", "trigger": "enters", "effect": {"kind": "scry", "amount": 2}}],
}


def _request(seed: int | None = None) -> dict[str, Any]:
    library = [{"id": f"l{n}", "card": FOREST if n % 2 else BEARS} for n in range(1, 13)]
    body: dict[str, Any] = {
        "state": {
            "turn": 3,
            "active_player": "alice",
            "step": "precombat_main",
            "players": [
                {
                    "id": "alice",
                    "hand": [{"id": "rg", "card": RAMPANT_GROWTH}],
                    "library": library,
                    "mana_pool": {"G": 1, "C": 1},
                },
                {"id": "bob"},
            ],
        },
        "actions": [{"type": "cast", "card": "rg"}, {"type": "resolve", "choices": {"search": ["l1"]}}],
    }
    if seed is not None:
        body["seed"] = seed
    return body


def _order(answer: dict[str, Any]) -> list[str]:
    return [card["id"] for card in answer["state"]["players"][0]["library"]]


def _engine_order(body: dict[str, Any], seed: int) -> list[str]:
    catalog: dict[str, CardDefinition] = {}
    return [card.id for card in resolve(body["state"], body["actions"], catalog, seed=seed).state.players[0].library]


def test_a_shuffle_follows_the_seed_and_without_one_the_request_bytes(api: LiveApi) -> None:
    seeded = api.client.post("/v1/simulate", json=_request(seed=42))
    assert seeded.status_code == 200, seeded.text
    assert _order(seeded.json()) == _engine_order(_request(), 42)
    assert any(event["type"] == "library_shuffled" for event in seeded.json()["events"])
    raw = json.dumps(_request()).encode()
    headers = {"content-type": "application/json"}
    first = api.client.post("/v1/simulate", content=raw, headers=headers)
    again = api.client.post("/v1/simulate", content=raw, headers=headers)
    assert first.status_code == 200 and first.content == again.content  # same request, same answer
    assert _order(first.json()) == _engine_order(_request(), seed_from_bytes(raw))
    other_seeds = {tuple(_order(api.client.post("/v1/simulate", json=_request(seed=s)).json())) for s in range(4)}
    assert len(other_seeds) > 1


def test_a_bad_seed_is_a_422_naming_it(api: LiveApi) -> None:
    for seed in (-1, 2**63, "7", True, 1.5):
        response = api.client.post("/v1/simulate", json={**_request(), "seed": seed})
        assert response.status_code == 422, (seed, response.text)
        problem = response.json()
        assert response.headers["content-type"].startswith("application/problem+json")
        assert any(error["loc"] == ["body", "seed"] for error in problem["errors"]), problem


def test_pending_scry_is_a_documented_choose_decision_and_its_answer_applies(api: LiveApi) -> None:
    body = {
        "state": {
            "turn": 3,
            "active_player": "alice",
            "step": "precombat_main",
            "players": [
                {
                    "id": "alice",
                    "hand": [{"id": "omen", "card": OMENSPEAKER}],
                    "mana_pool": {"U": 1, "C": 1},
                    "library": [
                        {"id": "l1", "card": FOREST},
                        {"id": "l2", "card": BEARS},
                        {"id": "l3", "card": FOREST},
                    ],
                },
                {"id": "bob"},
            ],
        },
        "actions": [{"type": "cast", "card": "omen"}, {"type": "resolve"}],
    }
    waiting = api.client.post("/v1/simulate", json=body).json()
    pending = PendingDecision.model_validate(waiting["pending"]).model_dump(exclude_none=True)
    assert pending["decision"] == "choose" and pending["options"]["kind"] == "scry"
    assert pending["options"]["cards"] == ["l1", "l2"] and pending["player"] == "alice"
    answered = api.client.post(
        "/v1/simulate",
        json={
            **body,
            "actions": [
                *body["actions"],
                {"type": "resolve", "choices": {"scry": {"top": [], "bottom": ["l2", "l1"]}}},
            ],
        },
    )
    assert answered.status_code == 200, answered.text
    assert _order(answered.json()) == ["l3", "l2", "l1"]
    wrong = api.client.post(
        "/v1/simulate",
        json={
            **body,
            "actions": [*body["actions"], {"type": "resolve", "choices": {"scry": {"top": ["l3"], "bottom": []}}}],
        },
    )
    assert wrong.status_code == 422 and wrong.json()["type"].endswith("/illegal-action")
    assert "not among the cards looked at" in wrong.json()["detail"]


BRAINSTORM = {
    "name": "Brainstorm",
    "mana_cost": "{U}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "draw", "amount": 3, "player": "you", "s27cmd_put_back": 2}}],
}


def test_pending_put_back_is_a_documented_choose_decision_and_its_answer_applies(api: LiveApi) -> None:
    # "Draw three cards, then put two cards from your hand on top of your library in any order." (CR 401.4, 608.2d)
    library = [{"id": f"l{n}", "card": FOREST if n % 2 else BEARS} for n in range(1, 5)]
    players = [{"id": "alice", "hand": [{"id": "bs", "card": BRAINSTORM}, {"id": "h1", "card": BEARS}],
                "mana_pool": {"U": 1}, "library": library}, {"id": "bob"}]
    body = {"state": {"turn": 3, "active_player": "alice", "step": "precombat_main", "players": players},
            "actions": [{"type": "cast", "card": "bs"}]}
    waiting = api.client.post("/v1/simulate", json=body).json()
    options = PendingDecision.model_validate(waiting["pending"]).model_dump(exclude_none=True)["options"]
    assert options["kind"] == "put_back" and options["choice"] == "chosen"
    assert options["cards"] == ["h1", "l1", "l2", "l3"] and options["min"] == options["max"] == 2
    answered = api.client.post("/v1/simulate", json={**body, "actions": [
        {"type": "cast", "card": "bs"}, {"type": "resolve", "choices": {"chosen": ["h1", "l2"]}}]}).json()
    alice = answered["state"]["players"][0]
    assert [card["id"] for card in alice["library"][:3]] == ["h1", "l2", "l4"]
    assert sorted(card["id"] for card in alice["hand"]) == ["l1", "l3"]
