"""Banding (CR 702.22) and Chatzuk, Mighty Guitarist's band trigger: the Chatzuk rulings."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.citations import (
    BAND_AT_MOST_ONE_NONBANDING,
    BAND_ATTACKS_SAME_TARGET,
    BANDING_CONTROLLER_ASSIGNS_DAMAGE,
    BANDING_DEFINITION,
)
from tests.unit.conftest import events_of, permanent, run, state
from tests.unit.test_combat_steps import NEXT, attack, block, creature

CHATZUK = {"id": "cz", "card": "Chatzuk, Mighty Guitarist", "controller": "alice", "controlled_since_turn": 1}
BANDER = creature("bd", card={"keywords": ["banding"]})


def band_state(*extra: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return state(**{"step": "declare_attackers", **fields},
                 battlefield=[CHATZUK, creature("a1"), *extra])


def assign(player: str, source: str, to: dict[str, int]) -> dict[str, Any]:
    return {"type": "assign_combat_damage", "player": player, "assignments": [{"source": source, "to": to}]}


def test_702_22c_a_band_is_formed_as_attackers_are_declared() -> None:
    result = run(band_state(), [attack("cz", "a1", band="A")])
    assert [a["band"] for a in result["state"]["combat"]["attackers"]] == ["A", "A"]
    declared = events_of(result, "attackers_declared")[0]
    assert declared["bands"] == {"A": ["cz", "a1"]}
    assert {BANDING_DEFINITION, BAND_AT_MOST_ONE_NONBANDING, "CR 702.22c"} <= set(declared["cites"])


def test_702_22c_at_most_one_creature_without_banding_joins_a_band() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(band_state(creature("a2")), [attack("cz", "a1", "a2", band="A")])
    assert refusal.value.title == "Too many creatures without banding"
    assert BAND_AT_MOST_ONE_NONBANDING in refusal.value.cites and refusal.value.action_index == 0


def test_702_22c_a_band_needs_a_creature_with_banding() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(band_state(), [attack("a1", band="A")])
    assert refusal.value.title == "No creature with banding"


def test_band_members_must_attack_the_same_player_planeswalker_or_battle() -> None:
    walker = {"id": "pw", "controller": "bob", "counters": {"loyalty": 5},
              "card": {"name": "Walker", "types": ["Planeswalker"]}}
    declaration = {"type": "declare_attackers", "attackers": [{"id": "cz", "defending": "bob", "band": "A"},
                                                              {"id": "a1", "defending": "pw", "band": "A"}]}
    with pytest.raises(IllegalAction) as refusal:
        run(band_state(walker), [declaration])
    assert refusal.value.title == "Band attacks different targets"
    assert BAND_ATTACKS_SAME_TARGET in refusal.value.cites


def test_banding_ruling_blocking_any_creature_in_a_band_blocks_the_entire_band() -> None:
    result = run(band_state(creature("b1", "bob")), [attack("cz", "a1", band="A"), {"type": "resolve"}, NEXT,
                                                      block(("b1", "a1"))])
    combat = result["state"]["combat"]
    assert [(a["id"], a["blocked"], a["blocked_by"]) for a in combat["attackers"]] == [
        ("cz", True, ["b1"]), ("a1", True, ["b1"])]
    assert combat["blockers"] == {"b1": ["cz", "a1"]}
    assert BANDING_DEFINITION in events_of(result, "blocker_declared")[0]["cites"]


def test_chatzuk_band_of_two_gets_plus_two_each_until_end_of_turn() -> None:
    result = run(band_state(), [attack("cz", "a1", band="A"), {"type": "resolve"}])
    assert [(e["permanent"], e["power"]) for e in events_of(result, "pumped")] == [("cz", 2), ("a1", 2)]
    assert permanent(result, "cz")["characteristics"]["power"] == 4
    assert permanent(result, "a1")["characteristics"]["toughness"] == 4
    ended = run(band_state(), [attack("cz", "a1", band="A"), {"type": "resolve"}, {"type": "next_turn"}])
    assert permanent(ended, "a1")["characteristics"]["power"] == 2


def test_chatzuk_counts_every_creature_in_the_band_even_when_chatzuk_is_not_in_it() -> None:
    result = run(band_state(BANDER), [attack("bd", "a1", band="B"), {"type": "resolve"}])
    assert sorted(e["permanent"] for e in events_of(result, "pumped")) == ["a1", "bd"]
    three = run(band_state(BANDER), [attack("cz", "bd", "a1", band="A"), {"type": "resolve"}])
    assert {e["power"] for e in events_of(three, "pumped")} == {3}


def test_chatzuk_doesnt_trigger_for_creatures_attacking_alone() -> None:
    result = run(band_state(), [attack("cz", "a1")])
    assert result["state"]["stack"] == []


def test_702_22k_attacking_player_divides_blocker_damage() -> None:
    ogre = creature("b1", "bob", card={"power": 4, "toughness": 4})
    actions = [attack("cz", "a1", band="A"), {"type": "resolve"}, NEXT, block(("b1", "cz")), NEXT,
               assign("alice", "b1", {"a1": 2, "cz": 2}), NEXT]
    result = run(band_state(ogre), actions)
    assigned = events_of(result, "combat_damage_assigned")[0]
    assert {"CR 702.22k", BANDING_CONTROLLER_ASSIGNS_DAMAGE} <= set(assigned["cites"])
    # split 2/2 instead of lethal damage to one: both 4/4 band members survive, the blocker dies
    assert [p["id"] for p in result["state"]["battlefield"]] == ["cz", "a1"]

def test_702_22k_the_defending_player_cant_divide_a_blocker_blocking_a_band() -> None:
    ogre = creature("b1", "bob", card={"power": 4, "toughness": 4})
    actions = [attack("cz", "a1", band="A"), {"type": "resolve"}, NEXT, block(("b1", "cz")), NEXT,
               assign("bob", "b1", {"cz": 4})]
    with pytest.raises(IllegalAction) as refusal:
        run(band_state(ogre), actions)
    assert refusal.value.title == "Wrong player divides" and refusal.value.action_index == 5
    assert {"CR 702.22k", BANDING_CONTROLLER_ASSIGNS_DAMAGE} <= set(refusal.value.cites)


def test_702_22j_defending_player_divides_attacker_damage_among_banding_blockers() -> None:
    big = creature("a1", card={"power": 5, "toughness": 5})
    bob_chatzuk = {**CHATZUK, "controller": "bob"}
    game = state(step="declare_attackers", battlefield=[big, bob_chatzuk, creature("b2", "bob")])
    actions = [attack("a1"), NEXT, block(("cz", "a1"), ("b2", "a1")), NEXT, assign("bob", "a1", {"b2": 5})]
    result = run(game, actions)
    assigned = events_of(result, "combat_damage_assigned")[0]
    assert assigned["player"] == "bob" and {"CR 702.22j", BANDING_CONTROLLER_ASSIGNS_DAMAGE} <= set(assigned["cites"])
    dealt = run(game, [*actions, NEXT])
    # the division ignores the usual order: Chatzuk (first blocker) takes nothing
    assert [p["id"] for p in dealt["state"]["battlefield"]] == ["a1", "cz"]
    with pytest.raises(IllegalAction) as refusal:
        run(game, [*actions[:-1], assign("alice", "a1", {"b2": 5})])
    assert "CR 702.22j" in refusal.value.cites


def test_banding_division_that_doesnt_add_up_is_refused() -> None:
    ogre = creature("b1", "bob", card={"power": 4, "toughness": 4})
    actions = [attack("cz", "a1", band="A"), {"type": "resolve"}, NEXT, block(("b1", "cz")), NEXT,
               assign("alice", "b1", {"a1": 1, "cz": 1})]
    with pytest.raises(IllegalAction) as refusal:
        run(band_state(ogre), actions)
    assert refusal.value.title == "Damage doesn't add up"


def test_creatures_given_no_division_assign_by_default_rules() -> None:
    ogre = creature("b1", "bob", card={"power": 4, "toughness": 4})
    actions = [attack("cz", "a1", band="A"), {"type": "resolve"}, NEXT, block(("b1", "cz")), NEXT, NEXT]
    result = run(band_state(ogre), actions)
    from_ogre = [(e["to"], e["amount"]) for e in events_of(result, "combat_damage") if e["source"] == "b1"]
    assert from_ogre == [("cz", 4)]  # lethal to the first (4/4 after the pump), nothing left
