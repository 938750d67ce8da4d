"""Session 27, group std (docs/oracle-s27-std.md): lines of the Standard sets (XLN to VOW, NEO, BLB) read by the
s27-std constructions, each read from the real card's Oracle text in tests/fixtures/sets (and a near variant the reader
must refuse), then played by the engine."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s26_std import _real as _mtgjson_real

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"


def _real(code: str, name: str) -> dict[str, Any]:
    """The engine definition the reader makes of the fixture card, which must read `full` (a Scryfall card list, BLB,
    read here; the MTGJSON sets as s26-std's tests read them)."""
    if code != "BLB":
        return _mtgjson_real(code, name)
    card = next(card for card in json.loads((SETS / "blb.json").read_text()) if card["name"] == name)
    reading = read_card(CardFacts(
        name=card["name"], mana_cost=card.get("mana_cost") or "", type_line=card["type_line"],
        oracle_text=card.get("oracle_text", ""), power=card.get("power"), toughness=card.get("toughness"),
        keywords=tuple(card.get("keywords") or ()), layout=card.get("layout")))
    assert reading.support == "full", reading.not_modelled
    assert reading.definition is not None
    definition: dict[str, Any] = reading.definition
    return definition


def _on(object_id: str, card: str, controller: str = "alice", **more: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **more}


ELF = {"name": "Test Elf Warrior", "mana_cost": "{1}{G}", "colors": ["G"], "types": ["Creature"],
       "subtypes": ["Elf", "Warrior"], "power": 2, "toughness": 2}
VAMPIRE = {"name": "Test Vampire", "mana_cost": "{1}{B}", "colors": ["B"], "types": ["Creature"],
           "subtypes": ["Vampire"], "power": 2, "toughness": 2}
FOOD = {"name": "Test Food", "mana_cost": "", "types": ["Artifact"], "subtypes": ["Food"]}


# --- costs of an ability of a card in a graveyard (CR 113.6k, 602.2b) ------------------------------------------------

def test_602_2b_graveyard_abilities_with_sacrifice_discard_and_tap_costs() -> None:
    familiar = _real("ELD", "Cauldron Familiar")
    assert familiar["abilities"][-1]["other_costs"] == [{"kind": "sacrifice_permanents", "spec": "permanent:Food",
                                                         "amount": 1}]
    assert _real("ELD", "Feasting Troll King")["abilities"][-1]["activate_only"] == "your_turn"
    assert _real("VOW", "Falkenrath Forebear")["abilities"][-1]["other_costs"][0]["spec"] == "permanent:token:Blood"
    swarm, ancient = _real("GRN", "Kraul Swarm"), _real("XLN", "Deathless Ancient")
    # "Sacrifice a Food: Return ~ from your graveyard to the battlefield." played from the graveyard
    game = state(battlefield=[_on("f", "Test Food")], alice={"graveyard": [{"id": "c", "card": "Cauldron Familiar"}]})
    done = _run(game, [{"type": "activate", "permanent": "c", "ability": len(familiar["abilities"]) - 1},
                       {"type": "resolve"}], familiar, FOOD)
    assert permanent(done, "c")["card"] == "Cauldron Familiar"
    assert all(p["id"] != "f" for p in done["state"]["battlefield"])
    # a further effect after the return, or {T} in the cost, stays refused (CR 113.6k, 602.2b)
    assert probe_support("Sacrifice a Food: Return Probe from your graveyard to the battlefield. Draw a card.") != "full"
    assert probe_support("{T}, Sacrifice a Food: Return Probe from your graveyard to your hand.") != "full"
    # "{2}{B}, Discard a creature card: Return ~ from your graveyard to your hand.": only a creature card is discarded
    game = state(alice={"graveyard": [{"id": "k", "card": "Kraul Swarm"}], "mana_pool": {"B": 1, "C": 2},
                        "hand": [{"id": "e", "card": "Test Elf Warrior"}, {"id": "v", "card": "Test Food"}]})
    done = _run(game, [{"type": "activate", "permanent": "k", "ability": len(swarm["abilities"]) - 1},
                       {"type": "resolve"}], swarm, ELF, FOOD)
    alice = player_of(done, "alice")
    assert [c["id"] for c in alice["hand"]] == ["v", "k"] and [c["id"] for c in alice["graveyard"]] == ["e"]
    assert "CR 113.6k" in events_of(done, "cards_discarded")[0]["cites"]
    with pytest.raises(IllegalAction, match="creature"):  # no creature card in hand (CR 118.3)
        _run(state(alice={"graveyard": [{"id": "k", "card": "Kraul Swarm"}], "mana_pool": {"B": 1, "C": 2},
                          "hand": [{"id": "v", "card": "Test Food"}]}),
             [{"type": "activate", "permanent": "k", "ability": len(swarm["abilities"]) - 1}], swarm, FOOD)
    # "Tap three untapped Vampires you control: Return ~ from your graveyard to your hand."
    vampires = [_on(f"v{i}", "Test Vampire") for i in range(3)]
    game = state(battlefield=vampires, alice={"graveyard": [{"id": "d", "card": "Deathless Ancient"}]})
    done = _run(game, [{"type": "activate", "permanent": "d", "ability": len(ancient["abilities"]) - 1},
                       {"type": "resolve"}], ancient, VAMPIRE)
    assert [c["id"] for c in player_of(done, "alice")["hand"]] == ["d"]
    assert all(permanent(done, f"v{i}")["tapped"] for i in range(3))
    with pytest.raises(IllegalAction, match="fewer than 3"):
        _run(state(battlefield=vampires[:2], alice={"graveyard": [{"id": "d", "card": "Deathless Ancient"}]}),
             [{"type": "activate", "permanent": "d", "ability": len(ancient["abilities"]) - 1}], ancient, VAMPIRE)


# --- "{1}: ~ can't be blocked this turn except by creatures with haste." (CR 509.1b) ---------------------------------

def test_509_1b_cant_be_blocked_this_turn_except_by_creatures_with_haste_or_defender() -> None:
    gingerbrute = _real("ELD", "Gingerbrute")
    index = next(i for i, a in enumerate(gingerbrute["abilities"]) if a.get("cost") == "{1}")
    assert gingerbrute["abilities"][index]["effect"] == {"kind": "cant_be_blocked", "target": "self",
                                                      "except_by": ["creatures_with_haste"]}
    assert _real("RNA", "Tin Street Dodger")["abilities"][-1]["effect"]["except_by"] == ["creatures_with_defender"]
    hasty = {**ELF, "name": "Test Hasty Elf", "keywords": ["haste"]}
    game = state(alice={"mana_pool": {"C": 1}}, battlefield=[
        _on("g", "Gingerbrute"), _on("x", "Test Elf Warrior", "bob"), _on("h", "Test Hasty Elf", "bob")])

    def block(blocker: str) -> dict[str, Any]:
        return _run(game, [{"type": "activate", "permanent": "g", "ability": index},
                           {"type": "resolve"}, {"type": "next_step"}, {"type": "next_step"},
                           {"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}]},
                           {"type": "next_step"}, {"type": "declare_blockers", "player": "bob",
                                                   "blocks": [{"blocker": blocker, "attacker": "g"}]}],
                    gingerbrute, ELF, hasty)

    with pytest.raises(IllegalAction, match="can't be blocked"):
        block("x")  # no haste
    assert block("h")["state"]["combat"]["blockers"] == {"h": ["g"]}
    # other keywords, or "except by two or more creatures", stay refused
    assert probe_support("{1}: Probe can't be blocked this turn except by creatures with trample.") != "full"
    assert probe_support("{1}: Probe can't be blocked this turn except by two or more creatures.") != "full"


# --- "Remove a +1/+1 counter from a creature you control: ..." (CR 602.2b, 122.1) ------------------------------------

def test_602_2b_remove_counters_from_among_creatures_you_control_as_a_cost() -> None:
    shapers = _real("XLN", "Shapers of Nature")
    assert shapers["abilities"][-1]["other_costs"] == [{"kind": "remove_counters", "counter": "+1/+1", "amount": 1,
                                                        "from_among": "creatures_you_control"}]
    assert _real("RNA", "Bolrac-Clan Crusher")["abilities"][-1]["other_costs"][0]["from_among"] == "creatures_you_control"
    initiate = _real("VOW", "Hopeful Initiate")
    assert initiate["abilities"][-1]["other_costs"][0]["amount"] == 2
    index = len(shapers["abilities"]) - 1
    game = state(alice={"mana_pool": {"U": 1, "C": 2}}, battlefield=[
        _on("s", "Shapers of Nature"), _on("e", "Test Elf Warrior", counters={"+1/+1": 2})])
    done = _run(game, [{"type": "activate", "permanent": "s", "ability": index}, {"type": "resolve"}], shapers, ELF)
    assert permanent(done, "e")["counters"] == {"+1/+1": 1} and len(player_of(done, "alice")["hand"]) == 1
    assert "CR 122.1" in events_of(done, "counters_removed")[0]["cites"]
    # two counters from among creatures: one from each, as chosen (one id per counter)
    game = state(alice={"mana_pool": {"W": 1, "C": 2}}, battlefield=[
        _on("i", "Hopeful Initiate", counters={"+1/+1": 1}), _on("e", "Test Elf Warrior", counters={"+1/+1": 2}),
        _on("x", "Test Food", "bob")])
    done = _run(game, [{"type": "activate", "permanent": "i", "ability": len(initiate["abilities"]) - 1,
                        "choices": {"targets": ["x"], "chosen": ["i", "e"]}}, {"type": "resolve"}], initiate, ELF, FOOD)
    assert not permanent(done, "i").get("counters") and permanent(done, "e")["counters"] == {"+1/+1": 1}
    assert all(p["id"] != "x" for p in done["state"]["battlefield"])
    with pytest.raises(IllegalAction, match="too few"):  # no creature with a counter (CR 118.3)
        _run(state(alice={"mana_pool": {"U": 1, "C": 2}}, battlefield=[_on("s", "Shapers of Nature")]),
             [{"type": "activate", "permanent": "s", "ability": index}], shapers)
    assert probe_support("{2}, Remove X +1/+1 counters from among creatures you control: Draw a card.") != "full"


# --- "{T}: Add two mana of different colors." / "... in any combination of colors." (CR 106.1, 605.3b) ---------------

def test_106_1_two_mana_of_different_colors_or_any_combination() -> None:
    vessel = _real("WAR", "Firemind Vessel")
    pairs = "{W}{U}|{W}{B}|{W}{R}|{W}{G}|{U}{B}|{U}{R}|{U}{G}|{B}{R}|{B}{G}|{R}{G}"
    assert vessel["abilities"][-1] == {"kind": "mana", "cost": "{T}", "add": pairs}
    assert _real("WAR", "Guild Globe")["abilities"][-1]["other_costs"] == [{"kind": "sacrifice_self"}]
    forager = _real("BLB", "Thornvault Forager")
    foraged = next(a for a in forager["abilities"] if a.get("other_costs") == [{"kind": "forage"}])
    assert foraged["add"].count("|") == 14 and "{G}{G}" in foraged["add"]
    game = state(battlefield=[_on("v", "Firemind Vessel")])
    index = len(vessel["abilities"]) - 1
    done = _run(game, [{"type": "tap_for_mana", "permanent": "v", "ability": index, "color": "UR"}], vessel)
    assert {k: v for k, v in player_of(done, "alice")["mana_pool"].items() if v} == {"U": 1, "R": 1}
    with pytest.raises(IllegalAction):  # two of one color is not "different colors"
        _run(game, [{"type": "tap_for_mana", "permanent": "v", "ability": index, "color": "RR"}], vessel)
    assert probe_support("{T}: Add three mana of different colors.", "Artifact", None) != "full"


# --- "~ is all colors." (CR 604.3, 105.2) ------------------------------------------------------------------------------

def test_604_3_is_all_colors() -> None:
    sphinx = _real("RNA", "Sphinx of the Guildpact")
    assert sphinx["colors"] == ["W", "U", "B", "R", "G"] and sphinx["mana_cost"] == "{7}"
    done = _run(state(battlefield=[_on("s", "Sphinx of the Guildpact")]), [{"type": "pass_priority"}], sphinx)
    assert permanent(done, "s")["characteristics"]["colors"] == ["W", "U", "B", "R", "G"]
    assert probe_support("Probe is all colors as long as you control a Sphinx.") != "full"


# --- "Whenever ~ deals damage to a Vampire, destroy that creature." (CR 603.2, 120.1) -------------------------------

def test_603_2_deals_damage_to_a_creature_of_a_type_destroys_that_creature() -> None:
    slayer = _real("VOW", "Vampire Slayer")
    assert slayer["abilities"][-1] == {"kind": "triggered", "trigger": "deals_damage", "damage_to": "creature",
                                       "damage_to_subtype": "Vampire",
                                       "effect": {"kind": "destroy", "target": "that_permanent"}}
    assert _real("RIX", "Dinosaur Hunter")["abilities"][-1]["damage_to_subtype"] == "Dinosaur"

    def blocked_by(blocker: str, resolve: bool = True) -> dict[str, Any]:
        game = state(step="declare_attackers", battlefield=[
            _on("s", "Vampire Slayer", tapped=True), _on("v", "Test Big Vampire", "bob"), _on("e", "Test Big Elf", "bob")],
            combat={"attackers": [{"id": "s", "defending": "bob"}], "blockers": {}})
        return _run(game, [{"type": "next_step"}, {"type": "declare_blockers", "player": "bob",
                                                   "blocks": [{"blocker": blocker, "attacker": "s"}]},
                           {"type": "next_step"}, *([{"type": "resolve"}] if resolve else [])], slayer,
                    {**VAMPIRE, "name": "Test Big Vampire", "toughness": 4}, {**ELF, "name": "Test Big Elf", "toughness": 4})

    done = blocked_by("v")  # 2 damage to the 2/4 Vampire, then the trigger destroys it
    assert all(p["id"] != "v" for p in done["state"]["battlefield"])
    assert [e["permanent"] for e in events_of(done, "zone_change") if e.get("reason") == "destroyed"] == ["v"]
    assert [e["trigger"] for e in events_of(done, "trigger_put_on_stack")] == ["deals_damage"]
    elf = blocked_by("e", resolve=False)  # not a Vampire: no trigger
    assert permanent(elf, "e") and not events_of(elf, "trigger_put_on_stack")
    assert probe_support("Whenever Probe deals damage to a Swamp, destroy that creature.") != "full"


# --- "Whenever ~ attacks or blocks, if you control another non-Human creature, ..." (CR 603.4, 509.3a) ---------------

def test_603_4_block_trigger_with_an_intervening_if_you_control() -> None:
    tracker = _real("ELD", "Wildwood Tracker")
    assert tracker["abilities"][-1]["if_you_control"] == "creature:other:non-Human"
    assert tracker["abilities"][-1]["trigger"] == "self_blocks" and tracker["abilities"][-1]["also_on"] == ["attacks"]
    assert _real("RIX", "Vraska's Conquistador")["abilities"][-1]["if_you_control"] == "planeswalker:Vraska"
    human = {**ELF, "name": "Test Human", "subtypes": ["Human"]}

    def block(other: str) -> dict[str, Any]:
        game = state(step="declare_attackers", active_player="bob", battlefield=[
            _on("w", "Wildwood Tracker"), _on("o", other), _on("a", "Test Big Elf", "bob", tapped=True)],
            combat={"attackers": [{"id": "a", "defending": "alice"}], "blockers": {}})
        return _run(game, [{"type": "next_step"}, {"type": "declare_blockers", "player": "alice",
                                                   "blocks": [{"blocker": "w", "attacker": "a"}]}],
                    tracker, ELF, human, {**ELF, "name": "Test Big Elf", "toughness": 4})

    triggered = block("Test Elf Warrior")  # an Elf: another non-Human creature
    assert [e["trigger"] for e in events_of(triggered, "trigger_put_on_stack")] == ["self_blocks"]
    assert not events_of(block("Test Human"), "trigger_put_on_stack")  # only a Human: it doesn't trigger (CR 603.4)


# --- "Return all legendary permanent cards / Knight creature cards from your graveyard to the battlefield." ----------

def test_400_7_return_all_legendary_permanent_or_knight_creature_cards() -> None:
    rebirth = _real("DOM", "Primevals' Glorious Rebirth")
    assert rebirth["abilities"][-1]["effect"]["quality"] == [
        "artifact_or_battle_or_creature_or_enchantment_or_land_or_planeswalker:legendary"]
    charge = _real("ELD", "Knights' Charge")
    assert charge["abilities"][-1]["effect"] == {"kind": "return_all_to_battlefield", "quality": ["creature:Knight"]}
    legend = {**ELF, "name": "Test Legend", "supertypes": ["Legendary"]}
    knight = {**ELF, "name": "Test Knight", "subtypes": ["Human", "Knight"]}
    graveyard = [{"id": "l", "card": "Test Legend"}, {"id": "k", "card": "Test Knight"},
                 {"id": "e", "card": "Test Elf Warrior"}]
    done = _run(state(battlefield=[_on("x", "Test Other Legend")],  # a legendary sorcery's caster needs one (205.4e)
                      alice={"hand": [{"id": "r", "card": "Primevals' Glorious Rebirth"}], "graveyard": graveyard,
                             "mana_pool": {"W": 1, "B": 1, "C": 5}}),
                [{"type": "cast", "card": "r"}, {"type": "resolve"}], rebirth, legend, knight, ELF,
                {**legend, "name": "Test Other Legend"})
    assert [p["id"] for p in done["state"]["battlefield"]] == ["x", "l"]
    done = _run(state(battlefield=[_on("c", "Knights' Charge")], alice={"graveyard": graveyard,
                                                                         "mana_pool": {"W": 1, "B": 1, "C": 6}}),
                [{"type": "activate", "permanent": "c", "ability": len(charge["abilities"]) - 1}, {"type": "resolve"}],
                charge, legend, knight, ELF)
    assert [p["id"] for p in done["state"]["battlefield"]] == ["k"]
    assert probe_support("Return all legendary Knight cards from your graveyard to the battlefield.", "Sorcery",
                         None) != "full"


# --- "When ~ dies, if you control a Vraska planeswalker, you gain life equal to ~'s power." (CR 603.4, 603.10a) -------

def test_603_4_dies_trigger_with_an_intervening_if_you_control() -> None:
    attendant = _real("GRN", "Attendant of Vraska")
    assert attendant["abilities"][-1]["if_you_control"] == "planeswalker:Vraska"
    vraska = {"name": "Test Vraska", "mana_cost": "{2}{B}{G}", "colors": ["B", "G"], "types": ["Planeswalker"],
              "subtypes": ["Vraska"], "loyalty": 5}

    def dies(*others: dict[str, Any]) -> dict[str, Any]:
        game = state(battlefield=[_on("a", "Attendant of Vraska", damage=9), *others])
        return _run(game, [{"type": "pass_priority"}], attendant, vraska)

    done = dies(_on("v", "Test Vraska", counters={"loyalty": 5}))
    assert [e["trigger"] for e in events_of(done, "trigger_put_on_stack")] == ["dies"]
    resolved = _run(state(battlefield=[_on("a", "Attendant of Vraska", damage=9),
                                       _on("v", "Test Vraska", counters={"loyalty": 5})]),
                    [{"type": "pass_priority"}, {"type": "resolve"}], attendant, vraska)
    assert player_of(resolved, "alice")["life"] == 23  # its power as it last existed (CR 608.2h)
    assert not events_of(dies(), "trigger_put_on_stack")  # no Vraska as it dies: it doesn't trigger (CR 603.4)
