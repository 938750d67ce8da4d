"""Commander games of four players in the engine (issue 26 parts 3-4; rules/commander.py,
rules/multiplayer.py): the command zone and the commander tax (CR 903.8), the 903.9a/b choice,
commander damage (903.10a, 704.6c), and a multiplayer game that goes on after a player leaves it
(800.4a, 800.4j), with priority, turns and blocks for every player."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, InvalidState, resolve
from tests.scenarios.expectations import TEST_CARDS, seeded_definitions

CHATZUK = "Chatzuk, Mighty Guitarist"  # a seeded legendary creature, {1}{G}{W} 2/2
LADY_ORCA = {
    "name": "Lady Orca",
    "mana_cost": "{5}{B}{R}",
    "types": ["Creature"],
    "supertypes": ["Legendary"],
    "subtypes": ["Demon"],
    "colors": ["B", "R"],
    "power": 7,
    "toughness": 4,
}
BOLT = {
    "name": "Lightning Bolt",
    "mana_cost": "{R}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}],
}
UNSUMMON = {
    "name": "Unsummon",
    "mana_cost": "{U}",
    "types": ["Instant"],
    "abilities": [{"kind": "spell", "effect": {"kind": "return_to_hand", "target": "creature"}}],
}
CATALOG = {name: CardDefinition.model_validate(d) for name, d in {**seeded_definitions(), **TEST_CARDS}.items()}
PLAYERS = ("alice", "bob", "carol", "dave")


def _game(**changes: Any) -> dict[str, Any]:
    """Four players at 40 life in alice's precombat main phase; alice's commander is Chatzuk, in
    her command zone, and she has the mana to cast it twice with the tax."""
    state: dict[str, Any] = {
        "format": "commander",
        "turn": 5,
        "active_player": "alice",
        "step": "precombat_main",
        "players": [
            {"id": pid, "life": 40, "library": [{"id": f"{pid}-lib", "card": "Grizzly Bears"}]} for pid in PLAYERS
        ],
    }
    alice = state["players"][0]
    alice.update(commanders=["cz"], command_zone=[{"id": "cz", "card": CHATZUK}], mana_pool={"G": 2, "W": 2, "C": 4})
    state["players"][1].update(
        hand=[{"id": "bolt", "card": BOLT}, {"id": "unsummon", "card": UNSUMMON}], mana_pool={"R": 1, "U": 1}
    )
    state.update(changes)
    return state


def _run(state: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = resolve(state, actions, CATALOG).model_dump(mode="json")
    return result


def _events(result: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [event for event in result["events"] if event["type"] == kind]


CAST_AND_BOLT = [
    {"type": "cast", "card": "cz"},
    {"type": "resolve"},
    {"type": "cast", "player": "bob", "card": "bolt", "choices": {"targets": ["cz"]}},
    {"type": "resolve"},
]


def test_903_8_legal_actions_and_compute_cost_include_the_commander_tax() -> None:
    state = _game()
    state["players"][0]["commander_casts"] = {"cz": 1}
    result = _run(state, [{"type": "legal_actions", "player": "alice"}, {"type": "compute_cost", "card": "cz"}])
    listed, cost = (query["result"] for query in result["queries"])
    cast = next(entry for entry in listed["legal"] if entry["action"]["type"] == "cast")
    assert cast["action"]["card"] == "cz"
    assert cast["cost"] == {"mana": "{3}{G}{W}", "additional": [], "mana_value": 3}
    assert "CR 903.8" in cast["cites"]
    assert cost == {"mana": "{3}{G}{W}", "additional": [], "mana_value": 3}
    # Two earlier casts: {4} more, which the pool ({G}{G}{W}{W} and four {C}) can't pay: not listed.
    state["players"][0]["commander_casts"] = {"cz": 2}
    state["players"][0]["mana_pool"] = {"G": 1, "W": 1, "C": 3}
    listed = _run(state, [{"type": "legal_actions", "player": "alice"}])["queries"][0]["result"]
    assert not [entry for entry in listed["legal"] if entry["action"]["type"] == "cast"]


def test_903_8_only_the_owner_casts_a_commander_and_only_in_a_commander_game() -> None:
    state = _game()
    with pytest.raises(IllegalAction) as refused:
        _run(state, [{"type": "cast", "player": "bob", "card": "cz"}])
    assert refused.value.title == "Not your commander" and "CR 903.8" in refused.value.cites
    plain = _game()
    del plain["format"]
    with pytest.raises(InvalidState) as invalid:
        _run(plain, [])
    assert {
        "path": "players[0].command_zone",
        "message": 'only in a Commander game (state.format: "commander")',
    } in invalid.value.errors


def test_903_9a_pending_asks_the_owner_and_the_next_action_returns_it_by_default() -> None:
    died = _run(_game(), CAST_AND_BOLT)
    assert died["state"]["players"][0]["graveyard"] == [{"id": "cz", "card": CHATZUK}]
    assert died["state"]["players"][0]["commander_zone_pending"] == ["cz"]
    assert died["pending"] == {
        "player": "alice",
        "decision": "choose",
        "options": {
            "kind": "commander_zone",
            "choice": "commander_to_command_zone",
            "cards": ["cz"],
            "values": [True, False],
            "default": True,
            "cites": ["CR 903.9a"],
        },
    }
    # A query answers nothing; the next action (no answer given) takes the default.
    after = _run(died["state"], [{"type": "legal_actions", "player": "alice"}, {"type": "next_step"}])
    assert after["state"]["players"][0]["command_zone"] == [{"id": "cz", "card": CHATZUK}]
    assert "commander_zone_pending" not in after["state"]["players"][0]
    choice = _events(after, "commander_zone_choice")[0]
    assert choice["action_index"] == 1 and choice["to_command_zone"] is True and choice["chosen"] is False


def test_903_9a_the_owner_may_leave_it_in_the_graveyard_and_is_not_asked_again() -> None:
    result = _run(
        _game(),
        [
            *CAST_AND_BOLT[:3],
            {"type": "resolve", "choices": {"commander_to_command_zone": False}},
            {"type": "next_step"},
        ],
    )
    alice = result["state"]["players"][0]
    assert alice["graveyard"] == [{"id": "cz", "card": CHATZUK}] and "command_zone" not in alice
    [choice] = _events(result, "commander_zone_choice")
    assert choice["action_index"] == 3 and choice["to_command_zone"] is False and choice["chosen"] is True
    assert result["pending"]["decision"] != "choose"


def test_903_9a_exile_too_and_an_unused_answer_is_refused() -> None:
    state = _game(battlefield=[{"id": "cz", "card": CHATZUK, "controller": "alice"}])
    state["players"][0]["command_zone"] = []
    exiled = _run(state, [{"type": "move", "permanent": "cz", "to": "exile"}])
    assert exiled["pending"]["options"]["kind"] == "commander_zone"
    back = _run(exiled["state"], [{"type": "next_step", "choices": {"commander_to_command_zone": True}}])
    assert back["state"]["players"][0]["command_zone"][0]["id"] == "cz"
    with pytest.raises(IllegalAction) as refused:
        _run(back["state"], [{"type": "next_step", "choices": {"commander_to_command_zone": True}}])
    assert refused.value.title == "Choice not used"


def test_903_9b_bounced_it_goes_to_the_command_zone_unless_its_owner_says_no() -> None:
    state = _game(battlefield=[{"id": "cz", "card": CHATZUK, "controller": "alice"}])
    state["players"][0]["command_zone"] = []
    bounce = [{"type": "cast", "player": "bob", "card": "unsummon", "choices": {"targets": ["cz"]}}]
    instead = _run(state, [*bounce, {"type": "resolve"}])
    assert instead["state"]["players"][0]["command_zone"][0]["id"] == "cz"
    assert instead["state"]["players"][0]["hand"] == []
    moved = next(e for e in _events(instead, "zone_change") if e.get("permanent") == "cz")
    assert moved["to"] == "command_zone" and "CR 903.9b" in moved["cites"]
    kept = _run(state, [*bounce, {"type": "resolve", "choices": {"commander_to_command_zone": False}}])
    assert kept["state"]["players"][0]["hand"] == [{"id": "cz", "card": CHATZUK}]


def _combat(defender_damage: int, *, active: str = "alice") -> dict[str, Any]:
    """Alice attacks bob with her commander Lady Orca (7/4); bob has taken `defender_damage`
    from it before."""
    state = _game(
        step="declare_attackers",
        active_player=active,
        battlefield=[
            {"id": "orca", "card": LADY_ORCA, "controller": "alice", "controlled_since_turn": 1},
            {"id": "bears", "card": "Grizzly Bears", "controller": "bob", "tapped": True},
            {"id": "carols", "card": "Grizzly Bears", "controller": "bob", "owner": "carol"},
        ],
    )
    alice = state["players"][0]
    alice.update(commanders=["orca"], command_zone=[], mana_pool={})
    state["players"][1]["commander_damage"] = {"orca": defender_damage} if defender_damage else {}
    return state


ATTACK_BOB = [
    {"type": "declare_attackers", "attackers": [{"id": "orca", "defending": "bob"}]},
    {"type": "next_step"},
    {"type": "declare_blockers", "player": "bob", "blocks": []},
    {"type": "next_step"},
]


def test_903_10a_combat_damage_by_a_commander_is_counted_and_noncombat_damage_is_not() -> None:
    result = _run(_combat(0), ATTACK_BOB)
    assert result["state"]["players"][1]["commander_damage"] == {"orca": 7}
    assert result["state"]["players"][1]["life"] == 33
    [counted] = _events(result, "commander_damage")
    assert counted["total"] == 7 and counted["cites"] == ["CR 903.10a"]
    # Bolt is no commander, and a commander's noncombat damage isn't commander damage.
    state = _game(battlefield=[{"id": "cz", "card": CHATZUK, "controller": "alice"}])
    state["players"][0]["command_zone"] = []
    bolted = _run(
        state,
        [{"type": "cast", "player": "bob", "card": "bolt", "choices": {"targets": ["alice"]}}, {"type": "resolve"}],
    )
    assert _events(bolted, "commander_damage") == []


def test_704_6c_and_800_4a_the_player_loses_leaves_and_the_game_goes_on() -> None:
    result = _run(_combat(14), [*ATTACK_BOB, {"type": "next_turn"}])
    bob = result["state"]["players"][1]
    assert bob["has_lost"] and bob["loss_reason"] == "dealt 21 combat damage by the commander orca"
    assert [p["id"] for p in result["state"]["battlefield"]] == ["orca", "carols"]
    carols = result["state"]["battlefield"][1]
    assert carols["controller"] == "carol" and carols["summoning_sick"] is False  # carol's turn began since
    [left] = _events(result, "player_left_game")
    assert left["left_game"] == ["bears", "bolt", "unsummon", "bob-lib"] and left["control_returned"] == ["carols"]
    assert not result["state"]["game_over"] and result["state"]["active_player"] == "carol"  # 101.4, bob skipped
    assert "CR 704.6c" in _events(result, "player_lost")[0]["cites"]
    # Bob has left: nothing is legal for him, and carol, whose turn it is, may act.
    asked = _run(
        result["state"], [{"type": "legal_actions", "player": "bob"}, {"type": "legal_actions", "player": "carol"}]
    )
    bob_may, carol_may = (query["result"]["legal"] for query in asked["queries"])
    assert bob_may == [] and {"type": "pass_priority", "player": "carol"} in [entry["action"] for entry in carol_may]


def test_104_2a_in_a_two_player_game_the_loser_leaves_nothing_the_game_is_over() -> None:
    state = _combat(14)
    state["players"] = state["players"][:2]
    state["battlefield"] = state["battlefield"][:2]
    result = _run(state, ATTACK_BOB)
    assert result["state"]["game_over"] and result["state"]["winner"] == "alice"
    assert [p["id"] for p in result["state"]["battlefield"]] == ["orca", "bears"]
    assert _events(result, "player_left_game") == []


def test_800_4j_the_active_player_leaves_and_priority_goes_on_in_turn_order() -> None:
    state = _game(priority_player="bob")
    state["players"][0]["life"] = 3
    result = _run(
        state,
        [
            {"type": "cast", "player": "bob", "card": "bolt", "choices": {"targets": ["alice"]}},
            {"type": "pass_priority", "player": "bob"},
            {"type": "pass_priority", "player": "carol"},
            {"type": "pass_priority", "player": "dave"},
        ],
    )
    # alice, who would pass first, has lost to the Bolt? Not yet: the Bolt resolves once all pass.
    assert result["state"]["priority_player"] == "alice"
    result = _run(result["state"], [{"type": "pass_priority", "player": "alice"}])
    assert result["state"]["players"][0]["has_lost"]
    [left] = _events(result, "player_left_game")
    assert left["turn_continues"] is True and "CR 800.4j" in left["cites"]
    # Alice's turn goes on without her: bob receives priority where she would (117.3b, 800.4j).
    assert result["state"]["active_player"] == "alice" and result["state"]["priority_player"] == "bob"
    assert result["pending"] == {"player": "bob", "decision": "priority", "options": {"stack": [], "passed": []}}
    passes = [{"type": "pass_priority", "player": pid} for pid in ("bob", "carol", "dave")]
    moved = _run(result["state"], passes)
    assert moved["state"]["step"] == "beginning_of_combat" and moved["state"]["priority_player"] == "bob"
    nxt = _run(result["state"], [{"type": "next_turn"}])
    assert nxt["state"]["active_player"] == "bob" and nxt["state"]["turn"] == 6


def test_117_3d_priority_passes_in_the_order_of_players() -> None:
    state = _game(priority_player="alice")
    result = _run(
        state,
        [
            {"type": "pass_priority", "player": "alice"},
            {"type": "pass_priority", "player": "bob"},
            {"type": "pass_priority", "player": "carol"},
        ],
    )
    assert result["state"]["priority_player"] == "dave"
    assert result["state"]["priority_passed"] == ["alice", "bob", "carol"]
    with pytest.raises(IllegalAction):
        _run(state, [{"type": "pass_priority", "player": "bob"}])


def test_802_2_each_defending_player_declares_once_and_pending_names_the_next() -> None:
    state = _game(
        step="declare_attackers",
        battlefield=[
            {"id": f"a{n}", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1} for n in (1, 2)
        ],
    )
    attack = [
        {
            "type": "declare_attackers",
            "attackers": [{"id": "a1", "defending": "bob"}, {"id": "a2", "defending": "carol"}],
        },
        {"type": "next_step"},
    ]
    state["battlefield"].append(
        {
            "id": "walker",
            "card": {"name": "Test Walker", "types": ["Planeswalker"]},
            "controller": "dave",
            "counters": {"loyalty": 3},
        }
    )
    asked = _run(state, [])["pending"]
    assert asked["decision"] == "declare_attackers"
    assert asked["options"]["attackers"] == {
        "a1": ["bob", "carol", "dave", "walker"],
        "a2": ["bob", "carol", "dave", "walker"],
    }
    attacked = _run(state, attack)
    assert attacked["pending"]["decision"] == "declare_blockers" and attacked["pending"]["player"] == "bob"
    bob_done = _run(attacked["state"], [{"type": "declare_blockers", "player": "bob", "blocks": []}])
    assert bob_done["pending"]["player"] == "carol"
    assert bob_done["state"]["combat"]["blockers_declared_by"] == ["bob"]
    with pytest.raises(IllegalAction) as twice:
        _run(bob_done["state"], [{"type": "declare_blockers", "player": "bob", "blocks": []}])
    assert twice.value.title == "Blockers already declared"
    done = _run(
        bob_done["state"], [{"type": "declare_blockers", "player": "carol", "blocks": []}, {"type": "next_step"}]
    )
    damage = {(e["source"], e["to"]) for e in _events(done, "combat_damage")}
    assert damage == {("a1", "bob"), ("a2", "carol")}


def test_each_opponent_reaches_every_opponent_still_in_the_game() -> None:
    drain = {
        "name": "Drain Test",
        "mana_cost": "{B}",
        "types": ["Sorcery"],
        "abilities": [{"kind": "spell", "effect": {"kind": "lose_life", "amount": 2, "player": "each_opponent"}}],
    }
    state = _game()
    state["players"][0]["hand"] = [{"id": "drain", "card": drain}]
    state["players"][0]["mana_pool"] = {"B": 1}
    state["players"][2].update(has_lost=True)
    result = _run(state, [{"type": "cast", "card": "drain"}, {"type": "resolve"}])
    lives = {p["id"]: p["life"] for p in result["state"]["players"]}
    assert lives == {"alice": 40, "bob": 38, "carol": 40, "dave": 38}


def test_the_state_names_its_commanders_truthfully() -> None:
    state = _game()
    state["players"][1]["commanders"] = ["cz"]
    state["players"][2]["commander_damage"] = {"nobody": 3}
    with pytest.raises(InvalidState) as invalid:
        _run(copy.deepcopy(state), [])
    paths = {error["path"] for error in invalid.value.errors}
    assert {"players[1].commanders[0]", "players[2].commander_damage"} <= paths


def test_903_7_a_player_posted_without_life_has_forty_in_a_commander_game() -> None:
    state = _game()
    del state["players"][3]["life"]
    plain = copy.deepcopy(state)
    plain["players"] = [{"id": p["id"]} for p in plain["players"]]
    del plain["format"]
    assert _run(state, [])["state"]["players"][3]["life"] == 40
    assert _run(plain, [])["state"]["players"][3]["life"] == 20
