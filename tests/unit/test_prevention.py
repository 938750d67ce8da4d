"""Prevention effects (CR 615), played with Fourth Edition's own Oracle text read by the reader:
shields of "the next N damage" (615.7: Samite Healer, Conservator, Oasis), "a source of your choice"
(609.7a-b: the Circles of Protection, Reverse Damage with 615.5), "all combat damage" (Fog), static
prevention (Uncle Istvan, Gaseous Form), and their end in the cleanup step (514.2, 615.3)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction, InvalidState, resolve
from tests.unit.conftest import events_of, state
from tests.unit.fourth_edition import fourth_edition_catalog
from tests.unit.fx_cards import FX_CATALOG

CATALOG = {**FX_CATALOG, **fourth_edition_catalog(
    "Samite Healer", "Conservator", "Oasis", "Circle of Protection: Red", "Circle of Protection: Artifacts",
    "Reverse Damage", "Fog", "Uncle Istvan", "Gaseous Form", "Lightning Bolt", "Hill Giant", "Grizzly Bears",
    "Jade Monolith", "Eye for an Eye")}
RED_OGRE = {"name": "Red Ogre", "mana_cost": "{2}{R}", "types": ["Creature"], "power": 3, "toughness": 3}
IRON_GOLEM = {"name": "Iron Golem", "mana_cost": "{4}", "types": ["Artifact", "Creature"], "power": 3, "toughness": 3}
BLUE_OGRE = {"name": "Blue Ogre", "mana_cost": "{2}{U}", "types": ["Creature"], "power": 2, "toughness": 3}


def run(game: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game, actions, CATALOG).model_dump(mode="json")


def life(result: dict[str, Any], player_id: str) -> int:
    return next(int(p["life"]) for p in result["state"]["players"] if p["id"] == player_id)


def damage_on(result: dict[str, Any], permanent_id: str) -> int:
    return next(int(p["damage"]) for p in result["state"]["battlefield"] if p["id"] == permanent_id)


def attack(attackers: list[str], defending: str = "alice", blocks: list[dict[str, str]] | None = None,
           before_blockers: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Bob attacks; `before_blockers` happen in the declare attackers step; then blocks and damage."""
    return [{"type": "declare_attackers", "attackers": [{"id": a, "defending": defending} for a in attackers]},
            *(before_blockers or []), {"type": "next_step"},
            {"type": "declare_blockers", "player": defending, "blocks": blocks or []},
            {"type": "next_step"}, {"type": "next_step"}]


def bob_attacks(battlefield: list[dict[str, Any]], **players: Any) -> dict[str, Any]:
    return state(active_player="bob", step="declare_attackers", battlefield=battlefield, **players)


# --- "the next N damage" (615.7) ------------------------------------------------------------------


def test_615_7_samite_healer_shield_prevents_one_of_lightning_bolts_three() -> None:
    game = state(alice={"hand": [{"id": "lb", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[{"id": "sh", "card": "Samite Healer", "controlled_since_turn": 1},
                              {"id": "hg", "card": "Hill Giant", "controller": "bob"}])
    result = run(game, [{"type": "activate", "permanent": "sh", "choices": {"targets": ["hg"]}}, {"type": "resolve"},
                        {"type": "cast", "card": "lb", "choices": {"targets": ["hg"]}}, {"type": "resolve"}])
    shield = events_of(result, "prevention_shield")[0]
    assert shield["shield"]["protects"] == "hg" and shield["shield"]["amount"] == 1
    assert {"CR 615.1", "CR 615.7"} <= set(shield["cites"])
    applied = events_of(result, "prevention_applied")[0]
    assert (applied["prevented"], applied["remaining"], applied["used_up"]) == (1, 0, True)
    assert events_of(result, "damage_dealt")[0]["amount"] == 2 and damage_on(result, "hg") == 2
    assert "prevention_shields" not in result["state"]  # used up


def test_615_7_a_shield_counts_damage_across_sources_and_events() -> None:
    # Conservator: the next 2 damage to you; two bolts of 3: 2 prevented in all, 4 dealt.
    game = state(alice={"mana_pool": {"C": 3}},
                 bob={"hand": [{"id": "b1", "card": "Lightning Bolt"}, {"id": "b2", "card": "Lightning Bolt"}],
                      "mana_pool": {"R": 2}},
                 battlefield=[{"id": "cv", "card": "Conservator", "controller": "alice"}])
    result = run(game, [{"type": "activate", "permanent": "cv"}, {"type": "resolve"},
                        {"type": "cast", "card": "b1", "choices": {"targets": ["alice"]}}, {"type": "resolve"},
                        {"type": "cast", "card": "b2", "choices": {"targets": ["alice"]}}, {"type": "resolve"}])
    assert [e["prevented"] for e in events_of(result, "prevention_applied")] == [2]
    assert [e["amount"] for e in events_of(result, "damage_dealt")] == [1, 3]
    assert life(result, "alice") == 16


def test_615_7_a_shield_spends_only_what_the_damage_needs_and_keeps_the_rest() -> None:
    # Oasis twice on the same creature: 2 damage shield; a 1-damage hit leaves 1.
    game = state(battlefield=[{"id": "oa", "card": "Oasis", "controlled_since_turn": 1},
                              {"id": "ps", "card": "Prodigal Sorcerer", "controller": "bob", "controlled_since_turn": 1},
                              {"id": "hg", "card": "Hill Giant", "controller": "alice"}],
                 prevention_shields=[{"created_by": "oa", "controller": "alice", "protects": "hg", "amount": 2}])
    result = run(game, [{"type": "activate", "permanent": "ps", "choices": {"targets": ["hg"]}}, {"type": "resolve"}])
    applied = events_of(result, "prevention_applied")[0]
    assert (applied["prevented"], applied["remaining"], applied["used_up"]) == (1, 1, False)
    assert events_of(result, "damage_prevented")[0]["to"] == "hg"
    assert result["state"]["prevention_shields"][0]["amount"] == 1


def test_615_3_514_2_unused_shields_end_in_the_cleanup_step() -> None:
    game = state(step="end", battlefield=[{"id": "sh", "card": "Samite Healer", "controlled_since_turn": 1}],
                 prevention_shields=[{"created_by": "sh", "controller": "alice", "protects": "alice", "amount": 1}])
    result = run(game, [{"type": "next_step"}])
    ended = events_of(result, "prevention_shields_ended")[0]
    assert ended["ended"] == 1 and {"CR 514.2", "CR 615.3"} <= set(ended["cites"])
    assert "prevention_shields" not in result["state"]


def test_400_7_a_shield_doesnt_follow_its_creature_to_another_zone() -> None:
    game = state(alice={"hand": [{"id": "un", "card": "Unsummon"}], "mana_pool": {"U": 1}},
                 battlefield=[{"id": "hg", "card": "Hill Giant"}],
                 prevention_shields=[{"created_by": "sh", "controller": "alice", "protects": "hg", "amount": 1}])
    result = run(game, [{"type": "cast", "card": "un", "choices": {"targets": ["hg"]}}, {"type": "resolve"}])
    assert "prevention_shields" not in result["state"]


# --- a source of your choice (609.7a-b) ------------------------------------------------------------


def test_609_7a_circle_of_protection_red_prevents_the_chosen_red_attacker_only() -> None:
    game = bob_attacks([{"id": "cop", "card": "Circle of Protection: Red", "controller": "alice"},
                        {"id": "r1", "card": RED_OGRE, "controller": "bob", "controlled_since_turn": 1},
                        {"id": "b1", "card": BLUE_OGRE, "controller": "bob", "controlled_since_turn": 1}],
                       alice={"mana_pool": {"W": 1}})
    activate = [{"type": "activate", "permanent": "cop"}, {"type": "resolve", "choices": {"damage_source": "r1"}}]
    result = run(game, attack(["r1", "b1"], before_blockers=activate))
    shield = events_of(result, "prevention_shield")[0]["shield"]
    assert (shield["damage_source"], shield["source_quality"], shield["next_time"]) == ("r1", "red", True)
    applied = events_of(result, "prevention_applied")[0]
    assert (applied["source"], applied["prevented"], applied["used_up"]) == ("r1", 3, True)
    assert {"CR 609.7a", "CR 609.7b"} <= set(applied["cites"])
    assert life(result, "alice") == 18  # the blue attacker's 2


def test_609_7a_the_source_is_chosen_as_it_resolves_by_default_the_first_such_source() -> None:
    game = bob_attacks([{"id": "cop", "card": "Circle of Protection: Red", "controller": "alice"},
                        {"id": "b1", "card": BLUE_OGRE, "controller": "bob", "controlled_since_turn": 1},
                        {"id": "r1", "card": RED_OGRE, "controller": "bob", "controlled_since_turn": 1},
                        {"id": "r2", "card": RED_OGRE, "controller": "bob", "controlled_since_turn": 1}],
                       alice={"mana_pool": {"W": 1}})
    activated = run(game, [{"type": "activate", "permanent": "cop"}])
    assert activated["pending"]["decision"] == "choose"
    assert activated["pending"]["options"] == {"stack_object": "cop-ability-1", "choice": "damage_source",
                                               "values": ["r1", "r2"]}
    named = events_of(run(game, [{"type": "activate", "permanent": "cop"},
                                 {"type": "resolve", "choices": {"damage_source": "r2"}}]), "prevention_shield")[0]
    assert (named["shield"]["damage_source"], named["chosen"]) == ("r2", True)
    default = events_of(run(game, [{"type": "activate", "permanent": "cop"}, {"type": "resolve"}]),
                        "prevention_shield")[0]
    assert (default["shield"]["damage_source"], default["chosen"]) == ("r1", False)


def test_609_7a_a_source_choice_nothing_asks_for_is_refused() -> None:
    game = state(alice={"hand": [{"id": "lb", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}})
    with pytest.raises(IllegalAction) as refused:
        run(game, [{"type": "cast", "card": "lb", "choices": {"targets": ["bob"]}},
                   {"type": "resolve", "choices": {"damage_source": "lb"}}])
    assert refused.value.title == "Choice not used"


def test_609_7a_a_source_without_the_quality_cant_be_chosen() -> None:
    game = state(alice={"mana_pool": {"W": 1}},
                 battlefield=[{"id": "cop", "card": "Circle of Protection: Red"},
                              {"id": "r1", "card": RED_OGRE, "controller": "bob"},
                              {"id": "b1", "card": BLUE_OGRE, "controller": "bob"}])
    with pytest.raises(IllegalAction) as refused:
        run(game, [{"type": "activate", "permanent": "cop"}, {"type": "resolve", "choices": {"damage_source": "b1"}}])
    assert "not a red source" in refused.value.detail


def test_609_7a_with_no_such_source_to_choose_nothing_is_prevented() -> None:
    game = state(alice={"mana_pool": {"C": 2}},
                 battlefield=[{"id": "coa", "card": "Circle of Protection: Artifacts"},
                              {"id": "r1", "card": RED_OGRE, "controller": "bob"}])
    result = run(game, [{"type": "activate", "permanent": "coa"}, {"type": "resolve"}])
    assert events_of(result, "prevention_without_source")[0]["wanted"] == "an artifact source"
    assert "prevention_shields" not in result["state"]


def test_609_7b_a_chosen_source_that_is_no_longer_red_deals_its_damage_and_the_shield_stays() -> None:
    game = bob_attacks([{"id": "r1", "card": {**RED_OGRE, "colors": ["U"]}, "controller": "bob",
                         "controlled_since_turn": 1}],
                       prevention_shields=[{"created_by": "cop", "controller": "alice", "protects": "alice",
                                            "next_time": True, "damage_source": "r1", "source_quality": "red"}])
    result = run(game, attack(["r1"]))
    assert life(result, "alice") == 17 and not events_of(result, "prevention_applied")
    assert len(result["state"]["prevention_shields"]) == 1


def test_609_7a_circle_of_protection_artifacts_stops_an_artifact_creature() -> None:
    game = bob_attacks([{"id": "coa", "card": "Circle of Protection: Artifacts", "controller": "alice"},
                        {"id": "ig", "card": IRON_GOLEM, "controller": "bob", "controlled_since_turn": 1}],
                       alice={"mana_pool": {"C": 2}})
    activate = [{"type": "activate", "permanent": "coa"}, {"type": "resolve", "choices": {"damage_source": "ig"}}]
    result = run(game, attack(["ig"], before_blockers=activate))
    assert events_of(result, "prevention_shield")[0]["shield"]["source_quality"] == "artifacts"
    assert events_of(result, "prevention_applied")[0]["prevented"] == 3
    assert life(result, "alice") == 20 and "prevention_shields" not in result["state"]


def test_615_5_reverse_damage_prevents_the_chosen_sources_damage_and_gains_that_much_life() -> None:
    game = state(bob={"hand": [{"id": "lb", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                 alice={"hand": [{"id": "rd", "card": "Reverse Damage"}], "mana_pool": {"W": 3}})
    result = run(game, [{"type": "cast", "card": "lb", "player": "bob", "choices": {"targets": ["alice"]}},
                        {"type": "cast", "card": "rd", "player": "alice"},
                        {"type": "resolve", "choices": {"damage_source": "lb"}}, {"type": "resolve"}])
    gained = events_of(result, "life_gained")[0]
    assert gained["amount"] == 3 and "CR 615.5" in gained["cites"]
    assert events_of(result, "damage_prevented")[0]["source"] == "lb"
    assert life(result, "alice") == 23


# --- all combat damage, static prevention ----------------------------------------------------------


def test_615_1_fog_prevents_all_combat_damage_this_turn() -> None:
    game = bob_attacks([{"id": "r1", "card": RED_OGRE, "controller": "bob", "controlled_since_turn": 1},
                        {"id": "b1", "card": BLUE_OGRE, "controller": "bob", "controlled_since_turn": 1},
                        {"id": "gb", "card": "Grizzly Bears", "controller": "alice"}],
                       alice={"hand": [{"id": "fog", "card": "Fog"}], "mana_pool": {"G": 1}})
    fog = [{"type": "cast", "card": "fog", "player": "alice"}, {"type": "resolve"}]
    result = run(game, attack(["r1", "b1"], blocks=[{"blocker": "gb", "attacker": "r1"}], before_blockers=fog))
    assert len(events_of(result, "damage_prevented")) == 3 and not events_of(result, "combat_damage")
    assert life(result, "alice") == 20 and damage_on(result, "gb") == 0


def test_615_1_fog_doesnt_prevent_noncombat_damage() -> None:
    game = state(alice={"hand": [{"id": "lb", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                 prevention_shields=[{"created_by": "fog", "controller": "alice", "combat_only": True}])
    result = run(game, [{"type": "cast", "card": "lb", "choices": {"targets": ["bob"]}}, {"type": "resolve"}])
    assert life(result, "bob") == 17


def test_615_1_uncle_istvan_takes_no_damage_from_creatures_but_does_from_spells() -> None:
    game = bob_attacks([{"id": "r1", "card": RED_OGRE, "controller": "bob", "controlled_since_turn": 1},
                        {"id": "ui", "card": "Uncle Istvan", "controller": "alice"}])
    blocked = run(game, attack(["r1"], blocks=[{"blocker": "ui", "attacker": "r1"}]))
    assert damage_on(blocked, "ui") == 0 and damage_on(blocked, "r1") == 1
    assert "CR 604.1" in events_of(blocked, "prevention_applied")[0]["cites"]
    bolted = run(state(alice={"hand": [{"id": "lb", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                       battlefield=[{"id": "ui", "card": "Uncle Istvan", "controller": "bob"}]),
                 [{"type": "cast", "card": "lb", "choices": {"targets": ["ui"]}}, {"type": "resolve"}])
    assert [p["id"] for p in bolted["state"]["battlefield"]] == []  # 3 damage from a spell kills the 1/1


def test_615_1_gaseous_form_enchanted_creature_deals_and_is_dealt_no_combat_damage() -> None:
    game = state(alice={"mana_pool": {"U": 3}, "hand": [{"id": "gf", "card": "Gaseous Form"}]},
                 battlefield=[{"id": "r1", "card": RED_OGRE, "controller": "bob", "controlled_since_turn": 1},
                              {"id": "gb", "card": "Grizzly Bears", "controller": "alice", "controlled_since_turn": 1}])
    result = run(game, [{"type": "cast", "card": "gf", "choices": {"targets": ["gb"]}}, {"type": "resolve"},
                        {"type": "next_step"}, {"type": "next_step"},
                        {"type": "declare_attackers", "attackers": [{"id": "gb", "defending": "bob"}]},
                        {"type": "next_step"},
                        {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "r1", "attacker": "gb"}]},
                        {"type": "next_step"}, {"type": "next_step"}])
    assert [e["by"] for e in events_of(result, "prevention_applied")] == ["gf", "gf"]
    assert damage_on(result, "gb") == 0 and damage_on(result, "r1") == 0


def test_616_1_protection_and_static_prevention_apply_before_a_shield_is_spent() -> None:
    # Uncle Istvan prevents the creature's damage itself: the Samite Healer shield on it stays.
    game = bob_attacks([{"id": "r1", "card": RED_OGRE, "controller": "bob", "controlled_since_turn": 1},
                        {"id": "ui", "card": "Uncle Istvan", "controller": "alice"}],
                       prevention_shields=[{"created_by": "sh", "controller": "alice", "protects": "ui", "amount": 1}])
    result = run(game, attack(["r1"], blocks=[{"blocker": "ui", "attacker": "r1"}]))
    assert [e["by"] for e in events_of(result, "prevention_applied")] == ["ui"]
    assert result["state"]["prevention_shields"][0]["amount"] == 1


# --- replacement from a source of your choice (614.9, 614.1a) --------------------------------------


def test_614_9_jade_monolith_redirects_the_chosen_sources_damage_to_its_controller() -> None:
    game = state(alice={"mana_pool": {"C": 1}},
                 bob={"hand": [{"id": "lb", "card": "Lightning Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[{"id": "jm", "card": "Jade Monolith", "controller": "alice"},
                              {"id": "gb", "card": "Grizzly Bears", "controller": "alice"}])
    result = run(game, [{"type": "cast", "card": "lb", "player": "bob", "choices": {"targets": ["gb"]}},
                        {"type": "activate", "permanent": "jm", "choices": {"targets": ["gb"]}},
                        {"type": "resolve", "choices": {"damage_source": "lb"}}, {"type": "resolve"}])
    redirected = events_of(result, "damage_redirected")[0]
    assert (redirected["to"], redirected["redirected_to"], redirected["amount"]) == ("gb", "alice", 3)
    assert "CR 614.9" in redirected["cites"]
    assert events_of(result, "damage_dealt")[0]["to"] == "alice" and life(result, "alice") == 17
    assert damage_on(result, "gb") == 0 and "prevention_shields" not in result["state"]


def test_614_1a_eye_for_an_eye_deals_as_much_to_the_sources_controller() -> None:
    game = bob_attacks([{"id": "r1", "card": RED_OGRE, "controller": "bob", "controlled_since_turn": 1}],
                       alice={"hand": [{"id": "ee", "card": "Eye for an Eye"}], "mana_pool": {"W": 2}})
    eye = [{"type": "cast", "card": "ee", "player": "alice"}, {"type": "resolve", "choices": {"damage_source": "r1"}}]
    result = run(game, attack(["r1"], before_blockers=eye))
    dealt = events_of(result, "damage_dealt")[0]
    assert (dealt["source"], dealt["to"], dealt["amount"]) == ("ee", "bob", 3) and "CR 614.1a" in dealt["cites"]
    assert life(result, "alice") == 17 and life(result, "bob") == 17


def test_a_shield_controlled_by_no_player_of_the_game_is_an_invalid_state() -> None:
    game = state(prevention_shields=[{"created_by": "sh", "controller": "carol", "protects": "alice", "amount": 1}])
    with pytest.raises(InvalidState) as invalid:
        run(game, [])
    assert invalid.value.errors[0]["path"] == "prevention_shields[0].controller"
