"""Combat (CR 506-511): attackers, blockers, combat damage, first strike, skipping and clearing."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, run, state, types_of

BEAR: dict[str, Any] = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}


def creature(object_id: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    card = {**BEAR, "name": fields.pop("name", object_id), **fields.pop("card", {})}
    return {"id": object_id, "card": card, "controller": controller, "controlled_since_turn": 1, **fields}


def combat_state(*battlefield: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return state(**{"step": "declare_attackers", **fields}, battlefield=list(battlefield))


def attack(*ids: str, defending: str = "bob", band: str | None = None) -> dict[str, Any]:
    return {"type": "declare_attackers",
            "attackers": [{"id": i, "defending": defending, **({"band": band} if band else {})} for i in ids]}


def block(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {"type": "declare_blockers", "blocks": [{"blocker": b, "attacker": a} for b, a in pairs]}


NEXT = {"type": "next_step"}


def test_508_1f_attacking_taps_the_creature_and_combat_shows_it() -> None:
    result = run(combat_state(creature("a1")), [attack("a1")])
    assert permanent(result, "a1")["tapped"] is True
    assert result["state"]["combat"]["attackers"] == [
        {"id": "a1", "defending": "bob", "band": None, "blocked": False, "blocked_by": []}]
    assert "CR 508.1f" in events_of(result, "attackers_declared")[0]["cites"]


def test_702_20b_vigilance_attackers_dont_tap() -> None:
    result = run(combat_state(creature("a1", card={"keywords": ["vigilance"]})), [attack("a1")])
    assert permanent(result, "a1")["tapped"] is False


def test_302_6_a_summoning_sick_creature_cant_attack() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(combat_state(creature("a1", controlled_since_turn=3)), [attack("a1")])
    assert refusal.value.title == "Summoning sickness" and "CR 302.6" in refusal.value.cites


def test_508_1a_a_tapped_creature_cant_attack() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(combat_state(creature("a1", tapped=True)), [attack("a1")])
    assert refusal.value.title == "Tapped creature" and "CR 508.1a" in refusal.value.cites


def test_508_1b_a_creature_attacks_an_opponent_or_their_planeswalker() -> None:
    walker = {"id": "pw", "controller": "bob", "counters": {"loyalty": 3},
              "card": {"name": "Walker", "types": ["Planeswalker"]}}
    with pytest.raises(IllegalAction) as refusal:
        run(combat_state(creature("a1")), [attack("a1", defending="alice")])
    assert refusal.value.title == "Can't attack that"
    actions = [attack("a1", defending="pw"), NEXT, NEXT, NEXT]
    result = run(combat_state(creature("a1"), walker), actions)
    assert permanent(result, "pw")["counters"]["loyalty"] == 1
    assert "CR 120.3c" in events_of(result, "combat_damage")[0]["cites"]


def test_508_1_attackers_only_in_the_declare_attackers_step() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(combat_state(creature("a1"), step="precombat_main"), [attack("a1")])
    assert refusal.value.title == "Wrong step"


def test_510_1b_an_unblocked_attacker_damages_the_defending_player() -> None:
    result = run(combat_state(creature("a1")), [attack("a1"), NEXT, NEXT, NEXT])
    assert player_of(result, "bob")["life"] == 18
    damage = events_of(result, "combat_damage")[0]
    assert damage["amount"] == 2 and {"CR 510.1b", "CR 120.3a", "CR 510.2"} <= set(damage["cites"])


def test_704_5g_lethal_combat_damage_destroys_both_creatures() -> None:
    result = run(combat_state(creature("a1"), creature("b1", "bob")), [attack("a1"), NEXT, block(("b1", "a1")), NEXT, NEXT])
    assert result["state"]["battlefield"] == []
    assert player_of(result, "bob")["life"] == 20


def test_509_1a_a_tapped_creature_cant_block() -> None:
    game = combat_state(creature("a1"), creature("b1", "bob", tapped=True))
    with pytest.raises(IllegalAction) as refusal:
        run(game, [attack("a1"), NEXT, block(("b1", "a1"))])
    assert refusal.value.action_index == 2 and refusal.value.title == "Tapped creature"
    assert "CR 509.1a" in refusal.value.cites


def test_509_1a_only_the_defending_players_creatures_block() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(combat_state(creature("a1"), creature("a2")), [attack("a1"), NEXT, block(("a2", "a1"))])
    assert refusal.value.title == "Can't block"


def test_702_9b_flying_attackers_are_blocked_only_by_flying_or_reach() -> None:
    flyer = creature("a1", card={"keywords": ["flying"]})
    with pytest.raises(IllegalAction) as refusal:
        run(combat_state(flyer, creature("b1", "bob")), [attack("a1"), NEXT, block(("b1", "a1"))])
    assert refusal.value.title == "Can't block a flyer"
    reach = creature("b1", "bob", card={"keywords": ["reach"]})
    result = run(combat_state(flyer, reach), [attack("a1"), NEXT, block(("b1", "a1"))])
    assert result["state"]["combat"]["attackers"][0]["blocked_by"] == ["b1"]


def test_flavor_disaster_has_reach_and_blocks_a_flyer() -> None:
    flyer = creature("a1", card={"keywords": ["flying"]})
    flavor = {"id": "fd", "card": "Flavor Disaster", "controller": "bob"}
    result = run(combat_state(flyer, flavor), [attack("a1"), NEXT, block(("fd", "a1"))])
    assert result["state"]["combat"]["attackers"][0]["blocked"] is True


def test_508_8_no_attackers_skips_blockers_and_damage() -> None:
    result = run(combat_state(creature("a1")), [attack(), NEXT])
    assert result["state"]["step"] == "end_of_combat"
    skipped = events_of(result, "step_skipped")
    assert [e["step"] for e in skipped] == ["declare_blockers", "combat_damage"]
    assert "CR 508.8" in skipped[0]["cites"]


def test_511_3_combat_is_cleared_at_the_end_of_combat() -> None:
    result = run(combat_state(creature("a1")), [attack("a1"), NEXT, NEXT, NEXT, NEXT])
    assert result["state"]["step"] == "postcombat_main" and result["state"]["combat"] is None
    assert events_of(result, "combat_ended")[0]["cites"] == ["CR 511.3"]


def test_510_4_first_strike_deals_damage_first_and_survivors_dont_strike_back() -> None:
    striker = creature("a1", card={"keywords": ["first_strike"]})
    game = combat_state(striker, creature("b1", "bob"))
    result = run(game, [attack("a1"), NEXT, block(("b1", "a1")), NEXT, NEXT])
    assert result["state"]["step"] == "combat_damage"  # the second combat damage step
    assert [p["id"] for p in result["state"]["battlefield"]] == ["a1"]
    result = run(game, [attack("a1"), NEXT, block(("b1", "a1")), NEXT, NEXT, NEXT])
    assert permanent(result, "a1")["damage"] == 0 and result["state"]["step"] == "end_of_combat"
    assert events_of(result, "combat_damage_step")[0]["cites"] == ["CR 510.4", "CR 702.7b"]


def test_702_4b_double_strike_deals_damage_in_both_steps() -> None:
    striker = creature("a1", card={"keywords": ["double_strike"]})
    result = run(combat_state(striker), [attack("a1"), NEXT, NEXT, NEXT, NEXT])
    assert player_of(result, "bob")["life"] == 16


def test_510_1c_the_attacker_divides_damage_among_its_blockers_by_default_lethal_first() -> None:
    big = creature("a1", card={"power": 5, "toughness": 5})
    game = combat_state(big, creature("b1", "bob"), creature("b2", "bob"))
    result = run(game, [attack("a1"), NEXT, block(("b1", "a1"), ("b2", "a1")), NEXT, NEXT])
    assert [(e["to"], e["amount"]) for e in events_of(result, "combat_damage") if e["source"] == "a1"] == [
        ("b1", 2), ("b2", 3)]


def test_510_1c_its_controller_may_divide_it_any_way() -> None:
    big = creature("a1", card={"power": 5, "toughness": 5})
    game = combat_state(big, creature("b1", "bob"), creature("b2", "bob"))
    actions = [attack("a1"), NEXT, block(("b1", "a1"), ("b2", "a1")), NEXT,
               {"type": "assign_combat_damage", "player": "alice", "assignments": [{"source": "a1", "to": {"b2": 5}}]},
               NEXT]
    result = run(game, actions)
    assert [p["id"] for p in result["state"]["battlefield"]] == ["a1", "b1"]


def test_510_1a_a_division_that_doesnt_add_up_is_refused() -> None:
    game = combat_state(creature("a1"), creature("b1", "bob"), creature("b2", "bob"))
    actions = [attack("a1"), NEXT, block(("b1", "a1"), ("b2", "a1")), NEXT,
               {"type": "assign_combat_damage", "assignments": [{"source": "a1", "to": {"b1": 3}}]}]
    with pytest.raises(IllegalAction) as refusal:
        run(game, actions)
    assert refusal.value.action_index == 4 and refusal.value.title == "Damage doesn't add up"
    assert "CR 510.1a" in refusal.value.cites


def test_510_1_a_division_by_the_wrong_player_is_refused() -> None:
    game = combat_state(creature("a1"), creature("b1", "bob"), creature("b2", "bob"))
    actions = [attack("a1"), NEXT, block(("b1", "a1"), ("b2", "a1")), NEXT,
               {"type": "assign_combat_damage", "player": "bob", "assignments": [{"source": "a1", "to": {"b1": 2}}]}]
    with pytest.raises(IllegalAction) as refusal:
        run(game, actions)
    assert refusal.value.title == "Wrong player divides"


def test_506_4_a_blocked_attacker_whose_blocker_left_deals_no_damage() -> None:
    game = combat_state(creature("a1"), creature("b1", "bob"))
    result = run(game, [attack("a1"), NEXT, block(("b1", "a1")), {"type": "move", "permanent": "b1", "to": "hand"},
                        NEXT, NEXT])
    assert player_of(result, "bob")["life"] == 20 and not events_of(result, "combat_damage")


def test_combat_is_all_or_nothing() -> None:
    game = combat_state(creature("a1"), creature("a2", tapped=True))
    with pytest.raises(IllegalAction):
        run(game, [attack("a1", "a2")])
    assert "attackers_declared" in types_of(run(game, [attack("a1")]))
