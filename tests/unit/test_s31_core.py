"""Session 31, group core (docs/oracle-s31-core.md): general constructions of the core sets, each read from the real
Oracle text (tests/fixtures/sets/<set>.json) and played by the engine, with a near variant the reader must refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import assign, attack, block, creature, damage_by

RELIC = {"name": "Probe Relic", "mana_cost": "{1}", "types": ["Artifact"],
         "abilities": [{"kind": "activated", "cost": "{1}", "effect": {"kind": "draw", "amount": 1}}]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "Enchanted permanent doesn't untap during its controller's untap step [and its activated abilities can't be
# activated]." (CR 502.3, 303.4, 602.5) -------------------------------------------------------------------------------

def test_502_3_encrust_and_ice_over_keep_an_enchanted_artifact_tapped_and_602_5_encrust_stops_its_abilities() -> None:
    encrust, ice_over = mtgjson_full_definition("M13", "Encrust"), mtgjson_full_definition("AER", "Ice Over")
    assert encrust["abilities"][1:] == [{"kind": "doesnt_untap", "affected": "enchanted"},
                                        {"kind": "attached_cant_activate"}]
    assert ice_over["abilities"][1:] == [{"kind": "doesnt_untap", "affected": "enchanted"}]
    field = [_on("r", "Probe Relic", "bob", tapped=True), _on("e", "Encrust", attached_to="r")]
    done = _run(state(battlefield=field), [{"type": "next_turn"}], encrust, RELIC)
    assert permanent(done, "r")["tapped"] is True  # bob's untap step (CR 502.3): an artifact, not a creature
    assert events_of(done, "not_untapped")
    with pytest.raises(IllegalAction, match="can't be activated") as refused:
        _run(state(battlefield=[_on("r", "Probe Relic"), _on("e", "Encrust", "bob", attached_to="r")],
                   alice={"mana_pool": {"C": 1}}), [{"type": "activate", "permanent": "r", "ability": 0}],
             encrust, RELIC)
    assert "CR 602.5" in refused.value.cites
    iced = _run(state(battlefield=[_on("r", "Probe Relic", "bob", tapped=True), _on("i", "Ice Over", attached_to="r")]),
                [{"type": "next_turn"}], ice_over, RELIC)
    assert permanent(iced, "r")["tapped"] is True
    aura = "Enchantment — Aura"
    assert probe_support("Enchant artifact\nEnchanted permanent doesn't untap during its controller's next untap step.",
                         aura, None) != "full"  # "next": a one-time effect, not this static ability
    assert probe_support("Enchant artifact\nEnchanted permanent doesn't untap during its controller's untap step and "
                         "its loyalty abilities can't be activated.", aura, None) != "full"


# --- "{X}: ~ becomes an X/X <Sub> artifact creature until end of turn." (CR 107.3a, 602.2b, 613.4b) ------------------

def test_613_4b_chimeric_staff_becomes_an_x_by_x_construct_of_the_x_paid() -> None:
    staff = mtgjson_full_definition("10E", "Chimeric Staff")
    assert staff["abilities"] == [{"kind": "activated", "cost": "{X}", "effect": {
        "kind": "becomes_creature", "power": "x", "toughness": "x", "types": ["Artifact", "Creature"],
        "subtypes": ["Construct"], "target": "self"}}]
    done = _run(state(battlefield=[_on("s", "Chimeric Staff")], alice={"mana_pool": {"C": 3}}),
                [{"type": "activate", "permanent": "s", "ability": 0, "x": 3}, {"type": "resolve"}], staff)
    characteristics = permanent(done, "s")["characteristics"]
    assert (characteristics["power"], characteristics["toughness"]) == (3, 3)
    assert {"Artifact", "Creature"} <= set(characteristics["types"]) and "Construct" in characteristics["subtypes"]
    # X with no {X} to pay it: refused (no value the engine keeps)
    assert probe_support("{2}: ~ becomes an X/X Construct artifact creature until end of turn.", "Artifact",
                         None) != "full"
    assert probe_support("When ~ enters, it becomes an X/X Construct artifact creature until end of turn.", "Artifact",
                         None) != "full"


# --- a step trigger's intervening "if that player has N or fewer cards in hand" (CR 603.4, 402.1, 102.1) -------------

def test_603_4_lavaborn_muse_deals_damage_only_if_that_player_has_two_or_fewer_cards_in_hand() -> None:
    muse = mtgjson_full_definition("10E", "Lavaborn Muse")
    assert muse["abilities"] == [{"kind": "step_trigger", "step": "upkeep", "whose": "opponents", "effect": {
        "kind": "damage", "amount": 3, "target": "that_player"}, "if_that_player_hand_at_most": 2}]
    cards = [{"id": f"c{index}", "card": "Grizzly Bears"} for index in range(3)]
    for hand, resolves, life in ((cards[:2], [{"type": "resolve"}], 17), (cards, [], 20)):
        game = state(battlefield=[_on("m", "Lavaborn Muse")], step="untap", active_player="bob", bob={"hand": hand})
        done = _run(game, [{"type": "next_step"}, *resolves], muse)
        bob = next(p for p in done["state"]["players"] if p["id"] == "bob")
        assert bob["life"] == life  # two cards: 3 damage; three cards: it doesn't trigger (CR 603.4)
        assert not done["state"]["stack"]
    # a trigger other than a step trigger, or "two or more": not read
    assert probe_support("Whenever an opponent casts a spell, if that player has no cards in hand, ~ deals 2 damage to "
                         "that player.") != "full"
    assert probe_support("At the beginning of each opponent's upkeep, if that player has two or more cards in hand, ~ "
                         "deals 3 damage to that player.") != "full"


# --- "Whenever you tap a <permanent> for mana, add an additional {M}." (CR 605.1b, 106.12a) ---------------------------

ELF = {"name": "Probe Elf", "mana_cost": "{G}", "types": ["Creature"], "subtypes": ["Elf"], "power": 1, "toughness": 1,
       "abilities": [{"kind": "mana", "cost": "{T}", "add": "{G}"}]}
SWAMP = {"name": "Probe Swamp", "types": ["Land"], "subtypes": ["Swamp"],
         "abilities": [{"kind": "mana", "cost": "{T}", "add": "{B}"}]}


def test_605_1b_leyline_of_abundance_and_nirkana_revenant_add_mana_when_you_tap_for_mana() -> None:
    leyline, revenant = mtgjson_full_definition("M20", "Leyline of Abundance"), mtgjson_full_definition(
        "VOC", "Nirkana Revenant")
    assert {"kind": "mana_trigger", "watch": "you_tap", "tapped": "creature", "add": "{G}"} in leyline["abilities"]
    assert revenant["abilities"][0] == {"kind": "mana_trigger", "watch": "you_tap", "tapped": "permanent:Swamp",
                                        "add": "{B}"}
    cards = (leyline, revenant, ELF, SWAMP)
    field = [_on("l", "Leyline of Abundance"), _on("r", "Nirkana Revenant"), _on("e", "Probe Elf"),
             _on("s", "Probe Swamp"), _on("oe", "Probe Elf", "bob")]
    done = _run(state(battlefield=field), [{"type": "tap_for_mana", "permanent": "e", "ability": 0},
                                           {"type": "tap_for_mana", "permanent": "s", "ability": 0}], *cards)
    pool = next(p for p in done["state"]["players"] if p["id"] == "alice")["mana_pool"]
    assert (pool.get("G"), pool.get("B")) == (2, 2)  # each tap: its own mana and the trigger's (CR 605.4a)
    theirs = _run(state(battlefield=field, active_player="bob"),
                  [{"type": "tap_for_mana", "permanent": "oe", "ability": 0, "player": "bob"}], *cards)
    bob = next(p for p in theirs["state"]["players"] if p["id"] == "bob")
    assert bob["mana_pool"].get("G") == 1  # another player tapping: not "you" (CR 106.12a)
    assert probe_support("Whenever you tap a creature for mana, add an additional one mana of any color.") != "full"
    assert probe_support("Whenever you tap a creature an opponent controls for mana, add an additional {G}.") != "full"


# --- "You may have ~ assign its combat damage as though it weren't blocked." (CR 510.1b-c) ---------------------------

NEXT = {"type": "next_step"}


def test_510_1b_thorn_elemental_and_rhox_may_assign_all_their_damage_to_the_player_they_attack() -> None:
    thorn, rhox = mtgjson_full_definition("DOM", "Thorn Elemental"), mtgjson_full_definition("10E", "Rhox")
    assert thorn["abilities"] == [{"kind": "assign_as_though_unblocked"}]
    assert rhox["abilities"][0] == {"kind": "assign_as_though_unblocked"}
    game = state(step="declare_attackers", battlefield=[_on("t", "Thorn Elemental"), creature("w", "bob")])
    blocked = [attack("t"), NEXT, block(("w", "t")), NEXT]
    to_bob = _run(game, [*blocked, assign("t", bob=7)], thorn)
    assert damage_by(to_bob, "t") == [("bob", 7)]
    assert next(p for p in to_bob["state"]["players"] if p["id"] == "bob")["life"] == 13
    to_wall = _run(game, [*blocked, NEXT], thorn)  # no division given: its damage goes to its blocker (CR 510.1c)
    assert damage_by(to_wall, "t") == [("w", 7)]
    with pytest.raises(IllegalAction, match="as though it weren't blocked") as refused:
        _run(game, [*blocked, assign("t", bob=5, w=2)], thorn)  # all or nothing: no trample
    assert "CR 510.1b" in refused.value.cites
    might = mtgjson_full_definition("AFC", "Indomitable Might")  # the Aura's "Enchanted creature's controller may ..."
    assert might["abilities"][-1] == {"kind": "assign_as_though_unblocked", "affected": "enchanted"}
    enchanted = state(step="declare_attackers", battlefield=[creature("g", "alice"), creature("w", "bob"),
                                                              _on("m", "Indomitable Might", attached_to="g")])
    mighty = _run(enchanted, [attack("g"), NEXT, block(("w", "g")), NEXT, assign("g", bob=5)], might)
    assert damage_by(mighty, "g") == [("bob", 5)]
    with pytest.raises(IllegalAction):  # without the Aura: a blocked creature's damage goes to its blockers only
        _run(state(step="declare_attackers", battlefield=[creature("g", "alice"), creature("w", "bob")]),
             [attack("g"), NEXT, block(("w", "g")), NEXT, assign("g", bob=2)])
    assert probe_support("Creatures you control have \"You may have ~ assign its combat damage as though it weren't "
                         "blocked.\"") != "full"  # a granted ability: not read
