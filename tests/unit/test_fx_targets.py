"""Every target spec of the effect vocabulary (CR 115.1): what each targeted spec accepts, and
what each untargeted one affects."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.cards import PLAYER_SPECS, UNTARGETED_SPECS
from tests.unit.conftest import permanent, player_of, state
from tests.unit.fx_cards import run_fx

RING = {"name": "Sol Ring", "mana_cost": "{1}", "types": ["Artifact"]}
WALKER = {"name": "Walker", "mana_cost": "{2}", "types": ["Planeswalker"]}
CANDIDATES = ["alice", "bob", "att", "blk", "myr", "ring", "pac", "f", "pw"]
LEGAL = {
    "any": {"alice", "bob", "att", "blk", "myr", "pw"},
    "creature": {"att", "blk", "myr"},
    "player": {"alice", "bob"},
    "opponent": {"bob"},
    "permanent": {"att", "blk", "myr", "ring", "pac", "f", "pw"},
    "nonland_permanent": {"att", "blk", "myr", "ring", "pac", "pw"},
    "artifact": {"myr", "ring"},
    "enchantment": {"pac"},
    "land": {"f"},
    "artifact_or_enchantment": {"myr", "ring", "pac"},
    "creature_or_planeswalker": {"att", "blk", "myr", "pw"},
    "player_or_planeswalker": {"alice", "bob", "pw"},
    "opponent_or_planeswalker": {"bob", "pw"},  # s15-targets
    "attacking_creature": {"att"},
    "blocking_creature": {"blk"},
    "attacking_or_blocking_creature": {"att", "blk"},
    "nonblack_creature": {"att", "myr"},
    "nonartifact_creature": {"att", "blk"},
    "any_other_target": {"alice", "bob", "att", "blk", "myr", "pw"},  # s28-fdna: as "any" with no earlier target
    "permanent_or_player": set(CANDIDATES),  # s31-old: "target permanent or player" (any permanent, any player)
}


def board(effect: dict[str, Any]) -> dict[str, Any]:
    """Alice attacks bob with `att`, blocked by bob's Black Knight `blk`; alice holds `x`, a spell
    with `effect`."""
    spell = {"name": "Test Spell", "mana_cost": "{R}", "types": ["Instant"],
             "abilities": [{"kind": "spell", "effect": effect}]}
    return state(
        step="declare_blockers", alice={"mana_pool": {"R": 1}, "hand": [{"id": "x", "card": spell}]},
        battlefield=[
            {"id": "att", "card": "Grizzly Bears", "tapped": True, "controlled_since_turn": 1},
            {"id": "blk", "card": "Black Knight", "controller": "bob"},
            {"id": "myr", "card": "Darksteel Myr", "controller": "bob"},
            {"id": "ring", "card": RING, "controller": "bob"},
            {"id": "pac", "card": "Pacifism", "controller": "bob"},
            {"id": "f", "card": "Forest", "controller": "bob"},
            {"id": "pw", "card": WALKER, "controller": "bob", "counters": {"loyalty": 3}},
        ],
        combat={"attackers": [{"id": "att", "defending": "bob", "blocked": True, "blocked_by": ["blk"]}],
                "blockers": {"blk": ["att"]}, "blockers_declared": True})


def effect_for(spec: str) -> dict[str, Any]:
    if spec in PLAYER_SPECS or spec in ("any", "any_other_target"):  # s28-fdna: any_other_target
        return {"kind": "damage", "amount": 1, "target": spec}
    return {"kind": "untap", "target": spec}


def accepts(spec: str, target: str) -> bool:
    try:
        run_fx(board(effect_for(spec)), [{"type": "cast", "card": "x", "choices": {"targets": [target]}}])
    except IllegalAction as refusal:
        assert refusal.title == "Illegal target" and "CR 115.1" in refusal.cites
        return False
    return True


@pytest.mark.parametrize("spec", sorted(LEGAL))
def test_115_1_each_targeted_spec_accepts_exactly_what_it_names(spec: str) -> None:
    assert {target for target in CANDIDATES if accepts(spec, target)} == LEGAL[spec]


def test_115_1_every_spec_of_the_vocabulary_is_covered() -> None:
    from typing import get_args

    from app.engine.cards import NamedTargetSpec
    assert set(get_args(NamedTargetSpec)) == set(LEGAL) | UNTARGETED_SPECS


def cast_and_resolve(effect: dict[str, Any]) -> dict[str, Any]:
    return run_fx(board(effect), [{"type": "cast", "card": "x"}, {"type": "resolve"}])


def test_115_1_each_creature_and_each_creature_you_control_target_nothing() -> None:
    every = cast_and_resolve({"kind": "tap", "target": "each_creature"})
    assert [p["id"] for p in every["state"]["battlefield"] if p["tapped"]] == ["att", "blk", "myr"]
    mine = cast_and_resolve({"kind": "put_counters", "amount": 1, "target": "each_creature_you_control"})
    assert [p["id"] for p in mine["state"]["battlefield"] if p["counters"].get("+1/+1")] == ["att"]


@pytest.mark.parametrize(("spec", "lives"), [("each_opponent", (20, 18)), ("each_player", (18, 18)),
                                             ("you", (18, 20))])
def test_120_3a_damage_to_each_opponent_each_player_or_you(spec: str, lives: tuple[int, int]) -> None:
    result = cast_and_resolve({"kind": "damage", "amount": 2, "target": spec})
    assert (player_of(result, "alice")["life"], player_of(result, "bob")["life"]) == lives


def test_120_3c_damage_to_a_planeswalker_removes_loyalty() -> None:
    result = run_fx(board({"kind": "damage", "amount": 2, "target": "any"}),
                    [{"type": "cast", "card": "x", "choices": {"targets": ["pw"]}}, {"type": "resolve"}])
    assert permanent(result, "pw")["counters"]["loyalty"] == 1


def test_113_7_self_is_the_abilitys_own_source() -> None:
    shade = {"name": "Shade", "mana_cost": "{B}", "types": ["Creature"], "power": 1, "toughness": 1,
             "abilities": [{"kind": "activated", "cost": "{B}",
                            "effect": {"kind": "pump", "power": 1, "toughness": 1, "target": "self"}}]}
    game = state(alice={"mana_pool": {"B": 2}}, battlefield=[{"id": "s", "card": shade},
                                                             {"id": "bear", "card": "Grizzly Bears"}])
    result = run_fx(game, [{"type": "activate", "permanent": "s", "ability": 0}, {"type": "resolve"},
                           {"type": "activate", "permanent": "s", "ability": 0}, {"type": "resolve"}])
    assert permanent(result, "s")["characteristics"]["power"] == 3
    assert permanent(result, "bear")["characteristics"]["power"] == 2


def test_119_3_lose_life_each_opponent_and_gain_life_target_player() -> None:
    drain = cast_and_resolve({"kind": "lose_life", "amount": 3, "player": "each_opponent"})
    assert player_of(drain, "bob")["life"] == 17 and player_of(drain, "alice")["life"] == 20
    heal = run_fx(board({"kind": "gain_life", "amount": 4, "player": "target_player"}),
                  [{"type": "cast", "card": "x", "choices": {"targets": ["bob"]}}, {"type": "resolve"}])
    assert player_of(heal, "bob")["life"] == 24
