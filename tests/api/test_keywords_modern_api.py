"""The modern keywords' request fields over real HTTP, on SQLite and PostgreSQL (docs/keywords-modern.md):
a `cast` kicked, with a gift promised and convoke, answered in full; wrong values refused with
RFC 9457 problems that say what and where; the whole request is refused, nothing half-applied."""

from __future__ import annotations

from typing import Any

from tests.conftest import LiveApi

PROBLEM = "application/problem+json"

ROIL: dict[str, Any] = {
    "name": "Into the Roil",
    "mana_cost": "{1}{U}",
    "types": ["Instant"],
    "abilities": [
        {"kind": "kicker", "cost": "{1}{U}"},
        {"kind": "spell", "effect": {"kind": "return_to_hand", "target": "nonland_permanent"}},
        {"kind": "spell", "effect": {"kind": "draw", "amount": 1}, "condition": "kicked"},
    ],
}
HUNGER: dict[str, Any] = {
    "name": "Nocturnal Hunger",
    "mana_cost": "{2}{B}",
    "types": ["Instant"],
    "abilities": [
        {"kind": "gift", "gift": "card"},
        {"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}},
        {
            "kind": "spell",
            "effect": {"kind": "lose_life", "amount": 2, "player": "you"},
            "condition": "gift_not_promised",
        },
    ],
}
BEAR: dict[str, Any] = {
    "name": "Grizzly Bears",
    "mana_cost": "{1}{G}",
    "types": ["Creature"],
    "power": 2,
    "toughness": 2,
}


def _body(actions: list[dict[str, Any]]) -> dict[str, Any]:
    library = [{"id": f"lib-{n}", "card": BEAR} for n in range(3)]
    return {
        "state": {
            "turn": 3,
            "active_player": "alice",
            "step": "precombat_main",
            "players": [
                {
                    "id": "alice",
                    "mana_pool": {"U": 2, "B": 1, "C": 4},
                    "library": library,
                    "hand": [{"id": "roil", "card": ROIL}, {"id": "hunger", "card": HUNGER}],
                },
                {"id": "bob", "library": [{"id": "bob-lib", "card": BEAR}]},
            ],
            "battlefield": [
                {"id": "bear", "controller": "bob", "card": BEAR},
                {"id": "cub", "controller": "alice", "card": BEAR},
                {"id": "ogre", "controller": "bob", "card": BEAR},
            ],
        },
        "actions": actions,
    }


def test_kicked_gift_and_convoke_casts_over_http(api: LiveApi) -> None:
    actions = [
        {"type": "cast", "card": "roil", "kicked": True, "choices": {"targets": ["bear"]}},
        {"type": "resolve"},
        {"type": "cast", "card": "hunger", "gift": "bob", "choices": {"targets": ["ogre"]}},
        {"type": "resolve"},
        {"type": "legal_actions", "player": "alice", "explain": True},
    ]
    response = api.client.post("/v1/simulate", json=_body(actions))
    assert response.status_code == 200, response.text
    answer = response.json()
    alice, bob = answer["state"]["players"]
    assert alice["life"] == 20 and [c["id"] for c in alice["hand"]] == ["lib-0"]  # kicked: drew; gift: no loss
    assert [c["id"] for c in bob["hand"]] == ["bear", "bob-lib"]  # bounced, and the gift's card
    assert [p["id"] for p in answer["state"]["battlefield"]] == ["cub"]
    cited = {cite if isinstance(cite, str) else cite["id"] for event in answer["events"] for cite in event["cites"]}
    assert {"CR 702.33a", "CR 702.174a", "CR 702.174b"} <= cited


def test_wrong_keyword_fields_are_refused_with_problems(api: LiveApi) -> None:
    shape = api.client.post("/v1/simulate", json=_body([{"type": "cast", "card": "roil", "kicked": "maybe"}]))
    assert shape.status_code == 422 and shape.headers["content-type"] == PROBLEM
    assert "kicked" in shape.text
    refused = api.client.post(
        "/v1/simulate",
        json=_body(
            [
                {"type": "cast", "card": "roil", "kicked": True, "choices": {"targets": ["bear"]}},
                {"type": "cast", "card": "hunger", "gift": "alice", "choices": {"targets": ["ogre"]}},
            ]
        ),
    )
    assert refused.status_code == 422 and refused.headers["content-type"] == PROBLEM
    problem = refused.json()
    assert problem["type"].endswith("/illegal-action") and problem["action_index"] == 1
    assert "opponent" in problem["detail"] and "CR 702.174a" in [cite["id"] for cite in problem["citations"]]
    convoked = api.client.post(
        "/v1/simulate",
        json=_body([{"type": "cast", "card": "roil", "convoke": ["cub"], "choices": {"targets": ["bear"]}}]),
    )
    assert convoked.status_code == 422 and convoked.json()["title"] == "No convoke"
