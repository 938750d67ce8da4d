"""POST /v1/simulate over real HTTP, on SQLite and PostgreSQL: names resolved through the
database, citations joined with the rulings' full text, refusals, bounds, determinism."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from app.api.simulate_docs import REQUEST_EXAMPLES
from app.db.session import session_context
from app.engine.citations import SEEDED_RULING_IDS
from app.rulings import repository as rulings_repo
from tests.conftest import Database, LiveApi

PROBLEM = "application/problem+json"
SETTINGS_OVERRIDES = {"max_actions": 20, "max_state_objects": 50, "max_body_bytes": 200_000}

DAY_TO_NIGHT: dict[str, Any] = REQUEST_EXAMPLES["day_night"]["value"]


def simulate(api: LiveApi, body: Any) -> Any:
    return api.client.post("/v1/simulate", json=body)


def test_every_ruling_the_engine_cites_exists_in_the_seeded_database(seeded_db: Database) -> None:
    with session_context(seeded_db.engine) as session:
        found = rulings_repo.get_rulings(session, list(SEEDED_RULING_IDS))
    assert sorted(set(SEEDED_RULING_IDS) - set(found)) == []
    assert len(SEEDED_RULING_IDS) == 39


def test_day_becomes_night_with_cited_rulings_in_full(api: LiveApi) -> None:
    response = simulate(api, DAY_TO_NIGHT)
    assert response.status_code == 200, response.text
    assert response.headers["cache-control"] == "no-store"
    body = response.json()
    assert body["state"]["day_night"] == "night" and body["state"]["turn"] == 4
    change = next(e for e in body["events"] if e["type"] == "day_night_changed")
    assert change["to"] == "night" and "7c1c85a80d330e8e" in change["cites"] and "CR 502.2" in change["cites"]
    citations = {c["id"]: c for c in body["citations"]}
    ruling = citations["7c1c85a80d330e8e"]
    assert ruling["object"] == "ruling" and ruling["text"].startswith("If it is day, and the active player")
    assert ruling["cards"] == [{"id": "werewhat", "name": "Werewhat"}]
    assert citations["CR 502.2"]["object"] == "rule" and citations["CR 502.2"]["edition"] == "2025-02-07"
    # every cite of every event is in `citations`, once
    cited = [cite for event in body["events"] for cite in event["cites"]]
    assert set(cited) == set(citations) and len(body["citations"]) == len(citations)
    # the returned state carries characteristics recomputed from the database's definition
    werewhat = body["state"]["battlefield"][0]
    assert werewhat["characteristics"]["keywords"] == ["daybound"]
    assert werewhat["characteristics"]["power"] == 4


def test_nightbound_alone_makes_it_night_and_the_cited_ruling_carries_its_note(api: LiveApi) -> None:
    body = {
        "state": {
            "players": [{"id": "alice"}],
            "battlefield": [
                {"id": "n1", "card": {"name": "Night Prowler", "types": ["Creature"], "keywords": ["nightbound"],
                                      "power": 2, "toughness": 2}}
            ],
        },
        "actions": [{"type": "next_step"}],
    }
    # The ruling is Werewhat's: cited when Werewhat is in the request (here in the library, where
    # it changes nothing), else the rule behind it (issue 25 part 6).
    alone = simulate(api, body).json()
    assert alone["state"]["day_night"] == "night"
    change = next(e for e in alone["events"] if e["type"] == "day_night_changed")
    assert "381b25fd2f424821" not in change["cites"] and {"CR 702.145g", "CR 702.145"} <= set(change["cites"])
    body["state"]["players"] = [{"id": "alice", "library": [{"id": "w1", "card": "Werewhat"}]}]
    result = simulate(api, body).json()
    assert result["state"]["day_night"] == "night"
    change = next(e for e in result["events"] if e["type"] == "day_night_changed")
    assert "381b25fd2f424821" in change["cites"] and "CR 702.145g" in change["cites"]
    assert "702.145g" in change["note"]
    ruling = next(c for c in result["citations"] if c["id"] == "381b25fd2f424821")
    assert "702.145g" in ruling["note"] and ruling["text"].endswith("it becomes day.")


def test_the_same_request_gives_the_same_bytes(api: LiveApi) -> None:
    first = simulate(api, DAY_TO_NIGHT).content
    assert all(simulate(api, copy.deepcopy(DAY_TO_NIGHT)).content == first for _ in range(3))


def test_an_illegal_action_is_refused_with_its_index_and_citations(api: LiveApi) -> None:
    body = {
        "state": {
            "players": [{"id": "alice"}, {"id": "bob"}],
            "battlefield": [{"id": "w1", "card": "Werewhat"}],
        },
        "actions": [{"type": "next_step"}, {"type": "transform", "permanent": "w1"}, {"type": "move", "permanent": "nope", "to": "graveyard"}],
    }
    response = simulate(api, body)
    assert response.status_code == 422, response.text
    assert response.headers["content-type"] == PROBLEM
    problem = response.json()
    assert problem["type"].endswith("/illegal-action") and problem["action_index"] == 2
    assert "nope" in problem["detail"] and isinstance(problem["citations"], list)


def test_an_invalid_state_lists_every_problem(api: LiveApi) -> None:
    body = {
        "state": {
            "players": [{"id": "alice"}, {"id": "alice"}],
            "battlefield": [
                {"id": "x", "card": "No Such Card"},
                {"id": "x", "card": "Werewhat", "controller": "zed", "damage": -1},
            ],
        },
        "actions": [],
    }
    response = simulate(api, body)
    assert response.status_code == 422 and response.headers["content-type"] == PROBLEM
    problem = response.json()
    assert problem["type"].endswith("/invalid-state")
    paths = {e["path"] for e in problem["errors"]}
    assert {"battlefield[0].card", "battlefield[1].id", "battlefield[1].controller"} <= paths
    assert any("No Such Card" in e["message"] for e in problem["errors"])
    assert any("damage" in e["path"] for e in problem["errors"])
    assert any(e["path"].startswith("players[1]") for e in problem["errors"])


def test_malformed_inline_mana_cost_names_the_card_and_string(api: LiveApi) -> None:
    body = {"state": {"players": [{"id": "a"}], "battlefield": [
        {"id": "p", "card": {"name": "Broken Thing", "mana_cost": "{2}{Z", "types": ["Creature"], "power": 1, "toughness": 1}}
    ]}, "actions": []}
    problem = simulate(api, body).json()
    assert problem["type"].endswith("/invalid-state")
    assert any("{2}{Z" in e["message"] for e in problem["errors"])


def test_bounds_on_actions_objects_and_body_size(api: LiveApi) -> None:
    too_many = simulate(api, {"state": {"players": [{"id": "a"}]}, "actions": [{"type": "next_step"}] * 21})
    assert too_many.status_code == 422 and too_many.json()["bound"] == "max_actions"
    crowded = {"state": {"players": [{"id": "a", "library": [{"id": f"c{i}", "card": "Werewhat"} for i in range(51)]}]}}
    assert simulate(api, crowded).json()["bound"] == "max_state_objects"
    huge = api.client.post(
        "/v1/simulate", content=b'{"state": {"players": [{"id": "' + b"a" * 300_000 + b'"}]}}',
        headers={"content-type": "application/json"},
    )
    assert huge.status_code == 413 and huge.headers["content-type"] == PROBLEM


@pytest.mark.parametrize(
    ("content", "content_type", "status"),
    [
        (b'{"state": ', "application/json", 400),
        (b"state=1", "application/x-www-form-urlencoded", 415),
        (b"[]", "application/json", 422),
        (b'{"actions": []}', "application/json", 422),
        (b'{"state": {"players": []}, "actions": []}', "application/json", 422),
        (b'{"state": {"players": [{"id": "a"}]}, "actions": [{"type": "fly_away"}]}', "application/json", 422),
        (b'{"state": {"players": [{"id": "a"}]}, "actions": {}}', "application/json", 422),
        (b'{"state": {"players": [{"id": "a"}]}, "bogus": 1}', "application/json", 422),
    ],
)
def test_bad_bodies_get_clear_problems(api: LiveApi, content: bytes, content_type: str, status: int) -> None:
    response = api.client.post("/v1/simulate", content=content, headers={"content-type": content_type})
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == PROBLEM and response.json()["detail"]


def test_a_card_the_database_knows_without_a_definition_is_playable(api: LiveApi) -> None:
    """Cards imported without an engine definition still work as their printed characteristics."""
    body = {"state": {"players": [{"id": "a"}], "battlefield": [{"id": "c", "card": "Chatzuk, Mighty Guitarist"}]}}
    result = simulate(api, body).json()
    characteristics = result["state"]["battlefield"][0]["characteristics"]
    assert characteristics["supertypes"] == ["Legendary"] and characteristics["subtypes"] == ["Human", "Bard"]


def test_every_documented_simulate_example_works(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    for name, example in REQUEST_EXAMPLES.items():
        response = simulate(api, example["value"])
        assert response.status_code == 200, (name, response.text)
        assert response.json()["events"], name


def test_werewhat_example_exiles_draws_and_cites(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    body = simulate(api, REQUEST_EXAMPLES["werewhat"]["value"]).json()
    types = [e["type"] for e in body["events"]]
    assert "exiled_as_back_face" in types and "card_drawn" in types
    alice = body["state"]["players"][0]
    assert [c["id"] for c in alice["hand"]] == ["top"] and alice["exile"] == []
    werewhat = body["state"]["battlefield"][0]
    assert werewhat["back_face_card"] is not None and werewhat["transformed"] is False


def test_boulder_jockey_pays_d_with_a_land_drop_and_cites_it(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    body = simulate(api, REQUEST_EXAMPLES["land_drop_d"]["value"]).json()
    assert body["queries"][0]["result"] == {"mana": "{2}{R}", "additional": ["{D}"], "mana_value": 3}
    alice = body["state"]["players"][0]
    assert alice["land_drops_given_up"] == 1 and alice["mana_pool"]["R"] == 0
    given_up = next(e for e in body["events"] if e["type"] == "land_drop_given_up")
    assert "bf87a231575da764" in given_up["cites"]
    assert any(c["id"] == "bf87a231575da764" and c["text"].startswith("{D} represents") for c in body["citations"])


def test_d_cannot_be_paid_on_another_players_turn(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    request = copy.deepcopy(REQUEST_EXAMPLES["land_drop_d"]["value"])
    request["state"]["active_player"] = "bob"
    request["actions"] = [{"type": "activate", "player": "alice", "permanent": "bj", "ability": 0}]
    request["state"]["battlefield"] = [
        {"id": "bj", "controller": "alice", "card": {"name": "Drop Engine", "types": ["Artifact"],
                                                    "abilities": [{"kind": "activated", "cost": "{D}"}]}}
    ]
    response = simulate(api, request)
    assert response.status_code == 422, response.text
    problem = response.json()
    assert problem["action_index"] == 0
    assert "1fa87c32944a3bd9" in {c["id"] for c in problem["citations"]}


def test_chatzuk_reduces_generic_mana_of_banding_creature_spells(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    body = simulate(api, REQUEST_EXAMPLES["chatzuk_cost_reduction"]["value"]).json()
    assert body["queries"][0]["result"]["mana"] == "{W}"
    assert body["queries"][0]["result"]["mana_value"] == 2  # the mana value doesn't change
    paid = next(e for e in body["events"] if e["type"] == "mana_paid")
    assert {"0e5e677ebed00c89", "98c0fcb9462a5d67"} <= set(paid["cites"])


def test_the_documented_response_example_is_the_live_answer(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES, response_examples

    live = simulate(api, REQUEST_EXAMPLES["day_night"]["value"]).json()
    assert live == response_examples()["day_night"]["value"]


def test_negamorph_example_counter_trigger_and_citations(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    body = simulate(api, REQUEST_EXAMPLES["negamorph"]["value"]).json()
    flavor = next(p for p in body["state"]["battlefield"] if p["id"] == "fd")
    assert flavor["face_down"] is False and flavor["counters"] == {"-1/-1": 1}
    assert (flavor["characteristics"]["power"], flavor["characteristics"]["toughness"]) == (3, 2)
    bears = next(p for p in body["state"]["battlefield"] if p["id"] == "bears")
    assert (bears["characteristics"]["power"], bears["characteristics"]["toughness"]) == (5, 5)  # +X/+X, X = 3
    cited = {c["id"] for c in body["citations"]}
    assert {"5f0fc06b697893cf", "08a89b82f640c586", "748b303d52832ac0", "6595daa6354eb37e"} <= cited


def test_a_face_down_permanent_is_hidden_from_the_other_player(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    request = copy.deepcopy(REQUEST_EXAMPLES["negamorph"]["value"])
    request["actions"] = request["actions"][:2]  # cast face down and resolve; stays face down
    for viewer, visible in (("bob", False), ("alice", True), (None, True)):
        request["viewer"] = viewer
        body = simulate(api, request).json()
        flavor = next(p for p in body["state"]["battlefield"] if p["id"] == "fd")
        assert flavor["face_down"] is True
        assert flavor["characteristics"]["name"] is None and flavor["characteristics"]["power"] == 2
        assert (flavor["card"] is not None) is visible, viewer
        cast = next(e for e in body["events"] if e["type"] == "spell_cast")
        assert (cast["card"] == "Flavor Disaster") is visible
        assert ("Flavor Disaster" in response_text(body)) is visible


def response_text(body: Any) -> str:
    import json

    return json.dumps({"state": body["state"], "events": body["events"]})


def test_banding_example_pumps_the_band_and_the_attacker_divides_blocker_damage(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    body = simulate(api, REQUEST_EXAMPLES["banding"]["value"]).json()
    damage = {(e["source"], e["to"]): e["amount"] for e in body["events"] if e["type"] == "combat_damage"}
    assert damage[("ogre", "cz")] == 3 and damage[("ogre", "squire")] == 1
    assert "ogre" in [c["id"] for c in body["state"]["players"][1]["graveyard"]]
    assert {"6571c7b132544c13", "401c980f86ff63e6", "CR 702.22k"} <= {c["id"] for c in body["citations"]}


def test_dividing_a_blockers_damage_as_the_defending_player_is_refused(api: LiveApi) -> None:
    from app.api.simulate_docs import REQUEST_EXAMPLES

    request = copy.deepcopy(REQUEST_EXAMPLES["banding"]["value"])
    request["actions"][6]["player"] = "bob"
    response = simulate(api, request)
    assert response.status_code == 422 and response.json()["action_index"] == 6
    assert "CR 702.22k" in {c["id"] for c in response.json()["citations"]}


def test_a_unique_shortened_name_is_accepted_but_a_typo_is_not(api: LiveApi) -> None:
    ok = simulate(api, {"state": {"players": [{"id": "a"}], "battlefield": [{"id": "c", "card": "chatzuk"}]}})
    assert ok.status_code == 200
    assert ok.json()["state"]["battlefield"][0]["characteristics"]["name"] == "Chatzuk, Mighty Guitarist"
    typo = simulate(api, {"state": {"players": [{"id": "a"}], "battlefield": [{"id": "c", "card": "Werewaht"}]}})
    assert typo.status_code == 422 and "Werewaht" in typo.json()["errors"][0]["message"]
