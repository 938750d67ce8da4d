"""s20-neob: constructions of Kamigawa: Neon Dynasty (cards M-Z) read from real cards' Oracle text and played by the
engine; near variants stay not modelled (docs/oracle-s20-neob.md)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, permanent, read_full_definition, run_with_cards, state


def _read(line: str, *, is_spell: bool = False) -> list[dict[str, Any]] | None:
    abilities: list[dict[str, Any]] | None = read_composed(line, is_spell=is_spell).abilities
    return abilities


def _bears(object_id: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": object_id, "card": "Grizzly Bears", "controller": controller, "controlled_since_turn": 1}


ARTIFACT: dict[str, Any] = {"name": "Probe Trinket", "mana_cost": "{1}", "types": ["Artifact"]}
ENCHANTMENT: dict[str, Any] = {"name": "Probe Charm", "mana_cost": "{1}", "types": ["Enchantment"]}
BOTH: dict[str, Any] = {"name": "Probe Relic", "mana_cost": "{1}", "types": ["Artifact", "Enchantment"]}


def _trinkets(*cards: str) -> list[dict[str, Any]]:
    return [{"id": f"t{n}", "card": card, "controller": "alice", "controlled_since_turn": 1}
            for n, card in enumerate(cards)]


# --- "if you control an artifact and an enchantment" on a spell's sentence (CR 608.2c) ----------------------------

OKIBA_SALVAGE = read_full_definition(
    "Okiba Salvage", "Sorcery",
    "Return target creature or Vehicle card from your graveyard to the battlefield. Then put two +1/+1 counters on "
    "that permanent if you control an artifact and an enchantment.", "{4}{B}")

WHEN_WE_WERE_YOUNG = read_full_definition(
    "When We Were Young", "Instant",
    "Up to two target creatures each get +2/+2 until end of turn. If you control an artifact and an enchantment, "
    "those creatures also gain lifelink until end of turn.", "{3}{W}")


def test_okiba_salvage_and_when_we_were_young_read_in_full() -> None:
    both = {"kind": "you_control_each", "specs": ["artifact", "enchantment"]}
    assert OKIBA_SALVAGE["abilities"][1]["effect"] == {
        "kind": "if_condition", "condition": both,
        "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 2, "target": "it"}}
    assert WHEN_WE_WERE_YOUNG["abilities"][0]["effect"]["target_count"] == 2
    assert WHEN_WE_WERE_YOUNG["abilities"][1]["effect"] == {
        "kind": "if_condition", "condition": both,
        "effect": {"kind": "pump", "target": "it", "power": 0, "toughness": 0, "duration": "end_of_turn",
                   "keywords": ["lifelink"]}}


def test_then_trailing_condition_and_those_creatures_near_variants() -> None:
    # the same readings with one condition, and "that permanent" after a returned card
    one = _read("Return target creature card from your graveyard to the battlefield. Then put two +1/+1 counters on "
                "that permanent if you control an artifact.", is_spell=True)
    assert one is not None and one[1]["effect"]["condition"] == {"kind": "you_control", "spec": "artifact"}
    those = _read("Two target creatures each get +1/+1 until end of turn. Those creatures also gain flying until end "
                  "of turn.", is_spell=True)
    assert those is not None and those[1]["effect"]["target"] == "it"
    # "those creatures" after one target, "that permanent" with nothing returned: not read
    assert _read("Target creature gets +2/+2 until end of turn. Those creatures gain lifelink until end of turn.",
                 is_spell=True) is None
    assert _read("Draw a card. Then put two +1/+1 counters on that permanent if you control an artifact.",
                 is_spell=True) is None


def _salvage(trinkets: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(battlefield=trinkets, alice={"hand": [{"id": "s", "card": "Okiba Salvage"}],
                                              "graveyard": [{"id": "g", "card": "Grizzly Bears"}],
                                              "mana_pool": {"B": 1, "C": 4}})
    return run_with_cards(game, [{"type": "cast", "card": "s", "choices": {"targets": ["g"]}}, {"type": "resolve"}],
                          OKIBA_SALVAGE, ARTIFACT, ENCHANTMENT, BOTH)


def _returned(result: dict[str, Any]) -> dict[str, Any]:
    return next(p for p in result["state"]["battlefield"] if p["card"] == "Grizzly Bears")


def test_608_2c_okiba_salvage_puts_two_counters_on_the_returned_permanent_with_an_artifact_and_an_enchantment() -> None:
    result = _salvage(_trinkets("Probe Trinket", "Probe Charm"))
    assert _returned(result)["counters"] == {"+1/+1": 2}
    # one artifact enchantment is both an artifact and an enchantment you control
    assert _returned(_salvage(_trinkets("Probe Relic")))["counters"] == {"+1/+1": 2}


def test_608_2c_okiba_salvage_without_an_enchantment_returns_the_card_only() -> None:
    result = _salvage(_trinkets("Probe Trinket"))
    assert not _returned(result).get("counters")
    assert [e["effect"] for e in events_of(result, "condition_not_met")] == ["put_counters"]


def _young(trinkets: list[dict[str, Any]]) -> dict[str, Any]:
    game = state(battlefield=[_bears("a"), _bears("b", "bob"), _bears("c"), *trinkets],
                 alice={"hand": [{"id": "w", "card": "When We Were Young"}], "mana_pool": {"W": 1, "C": 3}})
    return run_with_cards(game, [{"type": "cast", "card": "w", "choices": {"targets": ["a", "b"]}},
                                 {"type": "resolve"}], WHEN_WE_WERE_YOUNG, ARTIFACT, ENCHANTMENT, BOTH)


def test_608_2c_when_we_were_young_gives_both_targets_lifelink_with_an_artifact_and_an_enchantment() -> None:
    result = _young(_trinkets("Probe Trinket", "Probe Charm"))
    for target in ("a", "b"):
        characteristics = permanent(result, target)["characteristics"]
        assert (characteristics["power"], characteristics["toughness"]) == (4, 4)
        assert "lifelink" in characteristics["keywords"]
    assert "lifelink" not in permanent(result, "c")["characteristics"]["keywords"]
    plain = _young(_trinkets("Probe Charm"))
    assert permanent(plain, "a")["characteristics"]["power"] == 4
    assert "lifelink" not in permanent(plain, "a")["characteristics"]["keywords"]


# --- "If you do, <effect> unless ~ entered the battlefield this turn." (CR 603.5, 608.2c, 400.7) ------------------

MOON_CIRCUIT_HACKER = read_full_definition(
    "Moon-Circuit Hacker", "Enchantment Creature — Human Ninja",
    "Ninjutsu {U} ({U}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from "
    "your hand tapped and attacking.)\nWhenever Moon-Circuit Hacker deals combat damage to a player, you may draw a "
    "card. If you do, discard a card unless Moon-Circuit Hacker entered the battlefield this turn.", "{1}{U}",
    ("2", "1"))


def test_moon_circuit_hacker_reads_in_full() -> None:
    trigger = MOON_CIRCUIT_HACKER["abilities"][1]
    assert trigger["optional_action"] == {"action": "draw", "amount": 1}
    assert trigger["effect"] == {"kind": "if_condition",
                                 "condition": {"kind": "self_entered_this_turn", "negated": True},
                                 "effect": {"kind": "discard", "amount": 1, "player": "you"}}
    # a spell has no "~" on the battlefield to have entered
    assert _read("Draw a card. Then discard a card unless ~ entered the battlefield this turn.", is_spell=True) is None


ISLAND = {"name": "Island", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Island"]}


def _hack(ninjutsu: bool) -> dict[str, Any]:
    library = [{"id": f"l{n}", "card": "Grizzly Bears"} for n in range(3)]
    hand = [{"id": "h", "card": "Moon-Circuit Hacker"}] if ninjutsu else []
    battlefield = [{"id": "m", "card": "Moon-Circuit Hacker", "controller": "alice", "controlled_since_turn": 1}]
    if ninjutsu:
        battlefield = [_bears("m"), {"id": "i", "card": ISLAND, "controller": "alice"}]
    game = state(step="declare_attackers", battlefield=battlefield, alice={"library": library, "hand": hand})
    actions: list[dict[str, Any]] = [{"type": "declare_attackers", "attackers": [{"id": "m", "defending": "bob"}]},
                                     {"type": "next_step"}, {"type": "declare_blockers", "blocks": []}]
    if ninjutsu:
        actions += [{"type": "ninjutsu", "player": "alice", "card": "h", "returning": "m", "payment": "auto"},
                    {"type": "resolve"}]
    answer: dict[str, Any] = {"pay_optional_cost": True} if ninjutsu else {"pay_optional_cost": True, "discard": ["l0"]}
    actions += [{"type": "next_step"}, {"type": "resolve", "choices": answer}]
    return run_with_cards(game, actions, MOON_CIRCUIT_HACKER)


def test_400_7_moon_circuit_hacker_that_entered_this_turn_draws_without_discarding() -> None:
    result = _hack(ninjutsu=True)
    assert result.get("error") is None, result.get("error")
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert sorted(c["id"] for c in alice["hand"]) == ["l0", "m"] and alice["graveyard"] == []
    assert [e["effect"] for e in events_of(result, "condition_not_met")] == ["discard"]


def test_608_2c_moon_circuit_hacker_that_was_already_there_draws_then_discards() -> None:
    result = _hack(ninjutsu=False)
    assert result.get("error") is None, result.get("error")
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert alice["hand"] == [] and [c["id"] for c in alice["graveyard"]] == ["l0"]


# --- "Other Ninja and Rogue creatures you control get +1/+1." / ninjutsu cost reduction (CR 205.3, 601.2f) -------

SILVER_FUR_MASTER = read_full_definition(
    "Silver-Fur Master", "Creature — Rat Ninja",
    "Ninjutsu {U}{B} ({U}{B}, Return an unblocked attacker you control to hand: Put this card onto the battlefield "
    "from your hand tapped and attacking.)\nNinjutsu abilities you activate cost {1} less to activate.\n"
    "Other Ninja and Rogue creatures you control get +1/+1.", "{U}{B}", ("2", "2"))

ROGUE: dict[str, Any] = {"name": "Probe Rogue", "mana_cost": "{1}", "types": ["Creature"], "subtypes": ["Human", "Rogue"],
                         "power": 1, "toughness": 1}
NINJA: dict[str, Any] = {"name": "Probe Ninja", "mana_cost": "{2}{B}", "types": ["Creature"], "subtypes": ["Rat", "Ninja"],
                         "power": 3, "toughness": 2, "abilities": [{"kind": "ninjutsu", "cost": "{1}{B}"}]}
SWAMP = {"name": "Swamp", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Swamp"]}


def test_silver_fur_master_reads_in_full() -> None:
    assert SILVER_FUR_MASTER["abilities"][1:] == [
        {"kind": "ninjutsu_cost_reduction", "generic": 1},
        {"kind": "static_pump", "power": 1, "toughness": 1, "subtypes_any_of": ["Ninja", "Rogue"],
         "affected": "other_creatures_you_control"}]
    assert _read("Ninjutsu abilities you activate cost {U} less to activate.") is None
    assert _read("Ninjutsu abilities you activate cost {1} less to activate for each Rat you control.") is None


def test_613_4c_silver_fur_master_pumps_other_ninjas_and_rogues_only() -> None:
    game = state(battlefield=[
        {"id": "s", "card": "Silver-Fur Master", "controller": "alice", "controlled_since_turn": 1},
        {"id": "r", "card": "Probe Rogue", "controller": "alice", "controlled_since_turn": 1},
        {"id": "b", "card": "Silver-Fur Master", "controller": "bob", "controlled_since_turn": 1},
        _bears("g")])
    result = run_with_cards(game, [], SILVER_FUR_MASTER, ROGUE)
    assert permanent(result, "r")["characteristics"]["power"] == 2
    assert permanent(result, "g")["characteristics"]["power"] == 2  # a Bear: no bonus
    assert permanent(result, "s")["characteristics"]["power"] == 2  # "other": not itself; bob's is another player's
    assert permanent(result, "b")["characteristics"]["power"] == 2


def _ninjutsu(master_controller: str) -> dict[str, Any]:
    game = state(step="declare_attackers", alice={"hand": [{"id": "n", "card": "Probe Ninja"}]}, battlefield=[
        _bears("g"), {"id": "sw", "card": SWAMP, "controller": "alice"},
        {"id": "s", "card": "Silver-Fur Master", "controller": master_controller, "controlled_since_turn": 1}])
    return run_with_cards(game, [
        {"type": "declare_attackers", "attackers": [{"id": "g", "defending": "bob"}]}, {"type": "next_step"},
        {"type": "declare_blockers", "blocks": []},
        {"type": "ninjutsu", "player": "alice", "card": "n", "returning": "g", "payment": "auto"},
        {"type": "resolve"}], SILVER_FUR_MASTER, NINJA)


def test_601_2f_silver_fur_master_makes_ninjutsu_cost_1_less() -> None:
    result = _ninjutsu("alice")  # {1}{B} less {1}: one Swamp pays it
    assert result.get("error") is None, result.get("error")
    assert permanent(result, "n")["characteristics"]["power"] == 4  # a Ninja: +1/+1
    with pytest.raises(IllegalAction) as refusal:  # another player's Silver-Fur Master reduces only theirs
        _ninjutsu("bob")
    assert refusal.value.title == "Cost can't be paid"


# --- "<effect on target creature>. If it's a <kind>, instead <effects on it>." (CR 608.2c, 608.2h) -----------------

REGENTS_AUTHORITY = read_full_definition(
    "Regent's Authority", "Instant",
    "Target creature gets +2/+2 until end of turn. If it's an enchantment creature or legendary creature, instead put "
    "a +1/+1 counter on it and it gets +1/+1 until end of turn.", "{W}")

FLARE_OF_FAITH = read_full_definition(  # MID
    "Flare of Faith", "Instant",
    "Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3 and gains indestructible until "
    "end of turn.", "{1}{W}")

LEGEND: dict[str, Any] = {"name": "Probe Legend", "mana_cost": "{2}", "types": ["Creature"], "supertypes": ["Legendary"],
                          "subtypes": ["Human"], "power": 2, "toughness": 2}
SPIRIT: dict[str, Any] = {"name": "Probe Spirit", "mana_cost": "{2}", "types": ["Enchantment", "Creature"],
                          "subtypes": ["Spirit"], "power": 2, "toughness": 2}


def test_regents_authority_and_flare_of_faith_read_in_full() -> None:
    kinds = {"kind": "it_is", "specs": ["creature:enchantment", "creature:legendary"]}
    assert [a["effect"] for a in REGENTS_AUTHORITY["abilities"]] == [
        {"kind": "choose_target", "target": "creature"},
        {"kind": "if_condition", "condition": {**kinds, "negated": True},
         "effect": {"kind": "pump", "target": "it", "power": 2, "toughness": 2, "duration": "end_of_turn"}},
        {"kind": "if_condition", "condition": kinds,
         "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "it"}},
        {"kind": "if_condition", "condition": kinds,
         "effect": {"kind": "pump", "target": "it", "power": 1, "toughness": 1, "duration": "end_of_turn"}}]
    assert FLARE_OF_FAITH["abilities"][2]["effect"]["condition"] == {"kind": "it_is", "specs": ["permanent:Human"]}
    # an "instead" effect with a target of its own, or after two targets: not read
    assert _read("Target creature gets +2/+2 until end of turn. If it's a Human, instead target player draws a card.",
                 is_spell=True) is None
    assert _read("Two target creatures each get +2/+2 until end of turn. If it's a Human, instead it gets +3/+3 until "
                 "end of turn.", is_spell=True) is None


def _authority(target_card: str, card: dict[str, Any], spell: dict[str, Any], mana: dict[str, int]) -> dict[str, Any]:
    game = state(battlefield=[{"id": "c", "card": target_card, "controller": "alice", "controlled_since_turn": 1}],
                 alice={"hand": [{"id": "r", "card": spell["name"]}], "mana_pool": mana})
    return run_with_cards(game, [{"type": "cast", "card": "r", "choices": {"targets": ["c"]}}, {"type": "resolve"}],
                          spell, card)


def test_608_2c_regents_authority_pumps_an_ordinary_creature_by_2() -> None:
    result = _authority("Grizzly Bears", LEGEND, REGENTS_AUTHORITY, {"W": 1})
    bears = permanent(result, "c")
    assert (bears["characteristics"]["power"], bears["characteristics"]["toughness"]) == (4, 4)
    assert not bears.get("counters")


def test_608_2c_regents_authority_instead_counters_and_pumps_a_legendary_or_enchantment_creature() -> None:
    for name, card in (("Probe Legend", LEGEND), ("Probe Spirit", SPIRIT)):
        creature = permanent(_authority(name, card, REGENTS_AUTHORITY, {"W": 1}), "c")
        assert creature["counters"] == {"+1/+1": 1}
        assert (creature["characteristics"]["power"], creature["characteristics"]["toughness"]) == (4, 4)


def test_608_2c_flare_of_faith_instead_gives_a_human_3_and_indestructible() -> None:
    human = permanent(_authority("Probe Legend", LEGEND, FLARE_OF_FAITH, {"W": 1, "C": 1}), "c")["characteristics"]
    assert human["power"] == 5 and "indestructible" in human["keywords"]
    bears = permanent(_authority("Grizzly Bears", LEGEND, FLARE_OF_FAITH, {"W": 1, "C": 1}), "c")["characteristics"]
    assert bears["power"] == 4 and "indestructible" not in bears["keywords"]


# --- Tamiyo's Compleation: "enchanted permanent" (CR 303.4, 613.1f, 502.3, 701.3d) ----------------------------------

TAMIYOS_COMPLEATION = read_full_definition(
    "Tamiyo's Compleation", "Enchantment — Aura",
    "Flash\nEnchant artifact, creature, or planeswalker\nWhen Tamiyo's Compleation enters the battlefield, tap enchanted "
    "permanent. If it's an Equipment, unattach it.\nEnchanted permanent loses all abilities and doesn't untap during "
    "its controller's untap step.", "{3}{U}")

SWORD: dict[str, Any] = {"name": "Probe Sword", "mana_cost": "{1}", "types": ["Artifact"], "subtypes": ["Equipment"],
                         "abilities": [{"kind": "attached_pump", "power": 2, "toughness": 0},
                                       {"kind": "equip", "cost": "{1}"}]}
BIRD: dict[str, Any] = {"name": "Probe Bird", "mana_cost": "{1}", "types": ["Creature"], "subtypes": ["Bird"],
                        "power": 1, "toughness": 1, "keywords": ["flying"]}


def test_tamiyos_compleation_reads_in_full() -> None:
    trigger = next(a for a in TAMIYOS_COMPLEATION["abilities"] if a["kind"] == "triggered")
    assert trigger["effect"] == {"kind": "tap", "target": "enchanted_creature"}
    assert trigger["then_effects"] == [{"kind": "unattach_equipment", "target": "enchanted_creature"}]
    assert {"kind": "attached_loses_all_abilities"} in TAMIYOS_COMPLEATION["abilities"]
    assert {"kind": "doesnt_untap", "affected": "enchanted"} in TAMIYOS_COMPLEATION["abilities"]
    # "unattach it" after a target, or another subtype: not read
    assert _read("When ~ enters, tap target artifact. If it's an Equipment, unattach it.") is None
    assert _read("When ~ enters, tap enchanted permanent. If it's an Aura, unattach it.") is None


def test_701_3d_tamiyos_compleation_taps_and_unattaches_an_equipment() -> None:
    game = state(battlefield=[_bears("g"), {"id": "eq", "card": "Probe Sword", "controller": "bob", "owner": "bob",
                                            "attached_to": "g", "controlled_since_turn": 1}],
                 alice={"hand": [{"id": "t", "card": "Tamiyo's Compleation"}], "mana_pool": {"U": 1, "C": 3}})
    result = run_with_cards(game, [{"type": "cast", "card": "t", "choices": {"targets": ["eq"]}}, {"type": "resolve"},
                                   {"type": "resolve"}], TAMIYOS_COMPLEATION, SWORD)
    sword = permanent(result, "eq")
    assert sword["tapped"] is True and sword.get("attached_to") is None
    assert permanent(result, "t")["attached_to"] == "eq"
    [unattached] = events_of(result, "unattached")
    assert unattached["permanent"] == "eq" and unattached["attached_to"] == "g" and "CR 701.3d" in unattached["cites"]
    assert permanent(result, "g")["characteristics"]["power"] == 2  # the Sword no longer equips it


def test_613_1f_tamiyos_compleation_creature_loses_flying_and_stays_tapped() -> None:
    game = state(battlefield=[
        {"id": "b", "card": "Probe Bird", "controller": "bob", "tapped": True, "controlled_since_turn": 1},
        {"id": "t", "card": "Tamiyo's Compleation", "controller": "alice", "attached_to": "b",
         "controlled_since_turn": 1}])
    result = run_with_cards(game, [{"type": "next_turn"}], TAMIYOS_COMPLEATION, BIRD)
    bird = permanent(result, "b")
    assert bird["characteristics"]["keywords"] == [] and bird["tapped"] is True  # bob's untap step (CR 502.3)
    assert not events_of(result, "unattached")  # a creature that isn't an Equipment: nothing to unattach
