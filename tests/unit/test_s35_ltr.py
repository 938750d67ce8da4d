"""Session 35, group ltr (docs/oracle-s35-ltr.md): lines reading the Ring and general lines of The Lord of the Rings:
Tales of Middle-earth (LTR), each read from the real Oracle text (tests/fixtures/sets/*.json) and played by the
engine, with a near variant the engine does not play still refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, probe_support, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import attack, block

NEXT = {"type": "next_step"}
RESOLVE = {"type": "resolve"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


# --- "~ can't be blocked except by N or more creatures." (CR 509.1b-c) ----------------------------------------------

def test_509_1b_cant_be_blocked_except_by_three_or_more_creatures() -> None:
    troll = mtgjson_full_definition("LTR", "Troll of Khazad-dûm")
    assert {"kind": "cant_be_blocked_except_by_at_least", "least": 3} in troll["abilities"]
    field = [_on("t", "Troll of Khazad-dûm"), *(_on(f"b{n}", "Probe Bear", "bob") for n in range(3))]
    combat = state(step="declare_attackers", battlefield=field)
    with pytest.raises(IllegalAction) as refused:  # two blockers are not enough
        _run(combat, [attack("t"), NEXT, block(("b0", "t"), ("b1", "t"))], troll, BEAR)
    assert "CR 509.1b" in refused.value.cites and "3 or more" in refused.value.detail
    three = _run(combat, [attack("t"), NEXT, block(("b0", "t"), ("b1", "t"), ("b2", "t"))], troll, BEAR)
    assert events_of(three, "blockers_declared")
    unblocked = _run(combat, [attack("t"), NEXT, block()], troll, BEAR)  # not blocking it at all is fine
    assert events_of(unblocked, "blockers_declared")
    # near variants the engine doesn't implement stay refused
    assert probe_support("~ can't be blocked except by three or more creatures with flying.") != "full"
    assert probe_support("~ can't be blocked except by three or more Walls.") != "full"


# --- "As long as ~ is your Ring-bearer, it must be blocked if able." (CR 701.54a, 509.1c) ---------------------------

ELF = {"name": "Probe Elf", "types": ["Creature"], "subtypes": ["Elf"], "power": 1, "toughness": 1,
       "mana_cost": "{G}", "colors": ["G"]}


def test_701_54a_as_long_as_it_is_your_ring_bearer_it_must_be_blocked_if_able() -> None:
    frodo = mtgjson_full_definition("LTR", "Frodo Baggins")
    assert {"kind": "must_be_blocked", "s35ltr_while_ring_bearer": True} in frodo["abilities"]
    field = [_on("f", "Frodo Baggins"), _on("e", "Probe Elf", "bob")]
    bearer = state(step="declare_attackers", battlefield=field, ring_tempted={"alice": 1}, ring_bearers={"alice": "f"})
    with pytest.raises(IllegalAction, match="must be blocked"):  # Frodo is the Ring-bearer: the Elf must block it
        _run(bearer, [attack("f"), NEXT, block()], frodo, ELF)
    assert events_of(_run(bearer, [attack("f"), NEXT, block(("e", "f"))], frodo, ELF), "blockers_declared")
    # not the Ring-bearer (never tempted, or another creature is): no requirement
    plain = state(step="declare_attackers", battlefield=field)
    assert events_of(_run(plain, [attack("f"), NEXT, block()], frodo, ELF), "blockers_declared")
    other = state(step="declare_attackers", battlefield=[*field, _on("e2", "Probe Elf")], ring_tempted={"alice": 1},
                  ring_bearers={"alice": "e2"})
    assert events_of(_run(other, [attack("f"), NEXT, block()], frodo, ELF), "blockers_declared")
    # the condition on another static, or another condition on this one, stays refused (it was dropped before)
    assert probe_support("As long as ~ is your Ring-bearer, it gets +2/+2.") != "full"
    assert probe_support("As long as you control an Army, ~ must be blocked if able.") != "full"


# --- "Damage can't be prevented this turn." (CR 615.12, 514.2) -------------------------------------------------------

SHOCK = {"name": "Probe Shock", "types": ["Instant"], "mana_cost": "{R}",
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
FOG_ON_BOB = [{"created_by": "fog", "controller": "bob", "protects": "bob"}]  # "prevent all damage dealt to bob"


def _life(result: dict[str, Any], player: str) -> int:
    return int(next(p["life"] for p in result["state"]["players"] if p["id"] == player))


def test_615_12_damage_cant_be_prevented_this_turn() -> None:
    gearhulk = mtgjson_full_definition("DFT", "Pyrewood Gearhulk")
    assert gearhulk["abilities"][-1]["then_effects"] == [{"kind": "damage_cant_be_prevented_this_turn"}]
    shock = {"type": "cast", "card": "s", "choices": {"targets": ["bob"]}}
    game = state(alice={"hand": [{"id": "g", "card": "Pyrewood Gearhulk"}, {"id": "s", "card": "Probe Shock"}],
                        "mana_pool": {"R": 3, "G": 2, "C": 2}}, prevention_shields=FOG_ON_BOB)
    done = _run(game, [{"type": "cast", "card": "g"}, RESOLVE, RESOLVE, shock, RESOLVE], gearhulk, SHOCK)
    assert done["state"]["damage_cant_be_prevented_this_turn"] is True
    assert _life(done, "bob") == 18  # the shield prevents nothing (615.12)
    prevented = _run(game, [shock, RESOLVE], gearhulk, SHOCK)  # without it, the shield prevents the damage
    assert _life(prevented, "bob") == 20 and "damage_cant_be_prevented_this_turn" not in prevented["state"]
    ended = _run(state(step="end", damage_cant_be_prevented_this_turn=True), [NEXT], gearhulk)  # cleanup (514.2)
    assert "damage_cant_be_prevented_this_turn" not in ended["state"]
    assert probe_support("Combat damage can't be prevented this turn.", "Sorcery", None) != "full"
    assert probe_support("Damage can't be prevented this turn by sources you control.", "Sorcery", None) != "full"


# --- "As long as equipped creature is legendary, it has menace." (CR 611.3a, 205.4a) --------------------------------

def test_611_3a_as_long_as_equipped_creature_is_legendary_it_has_menace() -> None:
    axe = mtgjson_full_definition("LTR", "Gimli's Axe")
    assert {"kind": "attached_pump", "power": 0, "toughness": 0, "keywords": ["menace"],
            "s35ltr_if_legendary": True} in axe["abilities"]
    hero = {**BEAR, "name": "Probe Hero", "supertypes": ["Legendary"]}
    field = [_on("h", "Probe Hero"), _on("b", "Probe Bear"), _on("x", "Gimli's Axe", attached_to="h"),
             _on("y", "Gimli's Axe", attached_to="b"), _on("e", "Probe Elf", "bob")]
    combat = state(step="declare_attackers", battlefield=field)
    with pytest.raises(IllegalAction, match="menace"):  # the legendary creature has menace: one blocker is refused
        _run(combat, [attack("h"), NEXT, block(("e", "h"))], axe, BEAR, hero, ELF)
    alone = _run(combat, [attack("b"), NEXT, block(("e", "b"))], axe, BEAR, hero, ELF)  # not legendary: no menace
    assert events_of(alone, "blockers_declared")
    # a Ring-bearer is legendary (the Ring's first ability, a layer-4 supertype): the Axe's menace applies to it
    bearer = state(step="declare_attackers", battlefield=field, ring_tempted={"alice": 1}, ring_bearers={"alice": "b"})
    with pytest.raises(IllegalAction, match="menace"):
        _run(bearer, [attack("b"), NEXT, block(("e", "b"))], axe, BEAR, hero, ELF)
    assert probe_support("As long as equipped creature is legendary, it can't block.", "Artifact — Equipment",
                         None) != "full"
    assert probe_support("As long as equipped creature is legendary, it gets an additional +1/+1.",
                         "Artifact — Equipment", None) != "full"


# --- "N other target <things>" in an activated ability: other than its source (CR 115.3, 109.5) -------------------

def test_115_3_two_other_target_legendary_creatures_are_other_than_the_source() -> None:
    ioreth = mtgjson_full_definition("LTR", "Ioreth of the Healing House")
    assert ioreth["abilities"][1]["effect"] == {"kind": "untap", "target": "creature:legendary:other",
                                                "target_count": 2}
    hero, heroine = ({**BEAR, "name": name, "supertypes": ["Legendary"]} for name in ("Probe Hero", "Probe Heroine"))
    field = [_on("i", "Ioreth of the Healing House"), _on("h1", "Probe Hero", tapped=True),
             _on("h2", "Probe Heroine", tapped=True), _on("b", "Probe Bear", tapped=True)]
    game = state(battlefield=field)
    untap = {"type": "activate", "permanent": "i", "ability": 1, "choices": {"targets": ["h1", "h2"]}}
    done = _run(game, [untap, RESOLVE], ioreth, hero, heroine, BEAR)
    assert [p.get("tapped", False) for p in done["state"]["battlefield"]] == [True, False, False, True]
    for targets in (["i", "h1"], ["h1", "b"]):  # not Ioreth itself (other), not a nonlegendary creature
        with pytest.raises(IllegalAction):
            _run(game, [{**untap, "choices": {"targets": targets}}], ioreth, hero, heroine, BEAR)
    assert probe_support("{T}: Tap target creature and two other target creatures.") != "full"
    assert probe_support("Untap two other target creatures.", "Sorcery", None) != "full"


# --- "Counter target creature spell with power or toughness N or less." (CR 115.1, 208.3) -------------------------

def test_115_1_counter_target_creature_spell_with_power_or_toughness_2_or_less() -> None:
    scolding = mtgjson_full_definition("LTR", "Stern Scolding")
    assert scolding["abilities"] == [{"kind": "spell", "effect": {"kind": "counter",
                                                                  "target": "spell:creature:power_or_toughness<=2"}}]
    wall = {**BEAR, "name": "Probe Wall", "power": 0, "toughness": 5}
    giant = {**BEAR, "name": "Probe Giant", "power": 5, "toughness": 5}
    game = state(alice={"hand": [{"id": "s", "card": "Stern Scolding"}], "mana_pool": {"U": 1}},
                 stack=[{"id": "w", "card": "Probe Wall", "controller": "bob", "owner": "bob"},
                        {"id": "g", "card": "Probe Giant", "controller": "bob", "owner": "bob"}])
    cast = {"type": "cast", "card": "s", "choices": {"targets": ["w"]}}
    done = _run(game, [cast, RESOLVE], scolding, wall, giant)  # power 0: either of them 2 or less will do
    assert [item["id"] for item in done["state"]["stack"]] == ["g"]
    with pytest.raises(IllegalAction):  # a 5/5 creature spell is not
        _run(game, [{**cast, "choices": {"targets": ["g"]}}], scolding, wall, giant)
    assert probe_support("Counter target artifact spell with power 2 or less.", "Instant", None) != "full"
    assert probe_support("Counter target creature spell with power X or less.", "Instant", None) != "full"


# --- "Whenever ~ deals damage to a <Sub> or <Sub>, destroy that creature." (CR 603.2, 205.3) -----------------------

def test_603_2_whenever_it_deals_damage_to_a_goblin_or_orc_destroy_that_creature() -> None:
    cavalier = mtgjson_full_definition("LTR", "East-Mark Cavalier")
    assert cavalier["abilities"][0]["damage_to_subtype"] == "Goblin"
    assert cavalier["abilities"][0]["s35ltr_or_subtype"] == "Orc"
    orc = {**BEAR, "name": "Probe Orc", "subtypes": ["Orc"], "power": 0, "toughness": 5}
    ogre = {**BEAR, "name": "Probe Ogre", "subtypes": ["Ogre"], "power": 0, "toughness": 5}
    for blocker, card, destroyed in (("o", "Probe Orc", True), ("g", "Probe Ogre", False)):
        combat = state(step="declare_attackers", battlefield=[_on("c", "East-Mark Cavalier"), _on(blocker, card, "bob")])
        steps = [attack("c"), NEXT, block((blocker, "c")), NEXT, *([RESOLVE] if destroyed else [])]  # the trigger
        fought = _run(combat, steps, cavalier, orc, ogre)
        assert any(p["id"] == blocker for p in fought["state"]["battlefield"]) is not destroyed
        assert not fought["state"].get("stack")  # no trigger on damage to the Ogre
    assert probe_support("Whenever ~ deals damage to a Goblin or artifact, destroy that creature.") != "full"
    assert probe_support("Whenever ~ deals damage to a Goblin, Orc, or Elf, destroy that creature.") != "full"


# --- "put ~ on the bottom of its owner's library" in a permanent's triggered ability (CR 400.3, 401.4) --------------

MURDER = {"name": "Probe Murder", "types": ["Instant"], "mana_cost": "{B}",
          "abilities": [{"kind": "spell", "effect": {"kind": "destroy", "target": "creature"}}]}


def test_401_4_put_it_on_the_bottom_of_its_owners_library_when_a_legendary_creature_an_opponent_controls_dies() -> None:
    balrog = mtgjson_full_definition("LTR", "The Balrog, Flame of Udûn")
    assert balrog["abilities"][-1]["effect"] == {"kind": "put_on_library", "target": "self", "position": "bottom"}
    hero = {**BEAR, "name": "Probe Hero", "supertypes": ["Legendary"]}
    game = state(alice={"hand": [{"id": "m", "card": "Probe Murder"}], "mana_pool": {"B": 2},
                        "library": [{"id": "l1", "card": "Probe Bear"}]},
                 battlefield=[_on("r", "The Balrog, Flame of Udûn"), _on("h", "Probe Hero", "bob"),
                              _on("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["h"]}}, RESOLVE, RESOLVE],
                balrog, hero, BEAR, MURDER)
    alice = next(p for p in done["state"]["players"] if p["id"] == "alice")
    assert [c["id"] for c in alice["library"]] == ["l1", "r"]  # at the bottom
    assert all(p["id"] != "r" for p in done["state"]["battlefield"])
    bear_died = _run(game, [{"type": "cast", "card": "m", "choices": {"targets": ["b"]}}, RESOLVE],
                     balrog, hero, BEAR, MURDER)
    assert any(p["id"] == "r" for p in bear_died["state"]["battlefield"])  # not legendary: no trigger
    assert probe_support("Put ~ on the bottom of its owner's library.", "Sorcery", None) != "full"
    assert probe_support("Whenever a creature dies, put ~ into its owner's library third from the top.") != "full"
