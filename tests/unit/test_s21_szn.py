"""Session 21, group szn (docs/oracle-s21-szn.md): Strixhaven, Zendikar Rising and Adventures in the Forgotten Realms
lines read by the s21-szn constructions, each checked on the real card's Oracle text (and a near variant the reader
must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, probe_support, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _not_read, _on, _permanent, _pt

BOLT = {"name": "Bolt", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}
_CAST_BOLT = {"type": "cast", "player": "alice", "card": "bolt", "choices": {"targets": ["bob"]}}


def _bolt_in_hand(**alice: Any) -> dict[str, Any]:
    return {"hand": [{"id": "bolt", "card": "Bolt"}], **alice}


# --- "book" counters (CR 122.1): Spell Satchel ------------------------------------------------------------------

SATCHEL = ("Spell Satchel", "Artifact",
           "Magecraft — Whenever you cast or copy an instant or sorcery spell, put a book counter on Spell Satchel.\n"
           "{T}, Remove a book counter from Spell Satchel: Add {C}.\n"
           "{3}, {T}, Remove three book counters from Spell Satchel: Draw a card.", "{2}")


def test_122_1_spell_satchel_gets_a_book_counter_for_each_instant() -> None:
    satchel = read_full_definition(*SATCHEL)
    assert satchel["abilities"][0]["effect"] == {"kind": "put_counters", "counter": "book", "amount": 1,
                                                 "target": "self"}
    _not_read("Magecraft — Whenever you cast or copy an instant or sorcery spell, put a glorp counter on ~.")
    game = state(battlefield=[_on("sat", "Spell Satchel")], alice=_bolt_in_hand())
    done = _run(game, [_CAST_BOLT, {"type": "resolve"}], satchel, BOLT)
    assert _permanent(done, "sat")["counters"] == {"book": 1}


# --- "<sentence>. If this spell was kicked, that creature [those creatures, it] ... instead." (CR 702.33d) ---------

MURASA = ("Might of Murasa", "Instant", "Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)\n"
          "Target creature gets +3/+3 until end of turn. If this spell was kicked, that creature gets +5/+5 until end of "
          "turn instead.", "{1}{G}")


def test_702_33d_kicked_instead_names_the_first_sentences_subject_again() -> None:
    assert [(a["effect"]["target"], a["effect"]["power"], a["condition"])
            for a in read_full_definition(*MURASA)["abilities"][1:]] == [
        ("creature", 3, "not_kicked"), ("creature", 5, "kicked")]
    unity = read_full_definition(
        "Dauntless Unity", "Instant", "Kicker {1}{W}\nCreatures you control get +1/+1 until end of turn. If this spell "
        "was kicked, those creatures get +2/+1 until end of turn instead.", "{1}{W}")["abilities"]
    assert [(a["effect"]["target"], a["effect"]["power"], a["condition"]) for a in unity[1:]] == [
        ("each_creature_you_control", 1, "not_kicked"), ("each_creature_you_control", 2, "kicked")]
    cinder = read_full_definition(
        "Cinderclasm", "Instant", "Kicker {R}\nCinderclasm deals 1 damage to each creature. If it was kicked, it deals "
        "2 damage to each creature instead.", "{1}{R}")["abilities"]
    assert [(a["effect"]["amount"], a["condition"]) for a in cinder[1:]] == [(1, "not_kicked"), (2, "kicked")]
    # another subject, a second target or another verb is not the same object named again
    for text in ("Target creature gets +3/+3 until end of turn. If ~ was kicked, that player gets +5/+5 until end of "
                 "turn instead.",
                 "Target creature gets +3/+3 until end of turn. If ~ was kicked, that creature deals 5 damage to target "
                 "player instead.",
                 "Target artifact gets +3/+3 until end of turn. If ~ was kicked, that creature gets +5/+5 until end of "
                 "turn instead."):
        assert probe_support("Kicker {1}\n" + text, "Instant", None) != "full"


@pytest.mark.parametrize(("kicked", "pt"), [(False, (5, 5)), (True, (7, 7))])
def test_702_33d_might_of_murasa_kicked_gives_the_instead_pump(kicked: bool, pt: tuple[int, int]) -> None:
    game = state(battlefield=[_on("b", "Bear")], alice={"mana_pool": {"G": 5}, "hand": [{"id": "m", "card": "Might of Murasa"}]})
    cast = {"type": "cast", "player": "alice", "card": "m", "kicked": kicked, "choices": {"targets": ["b"]}}
    assert _pt(_run(game, [cast, {"type": "resolve"}], read_full_definition(*MURASA), BEAR), "b") == pt


# --- "It" after effects on ~ alone is ~ (CR 608.2c): Fearless Fledgling ---------------------------------------------

FLEDGLING = ("Fearless Fledgling", "Creature — Kor Warrior",
             "Landfall — Whenever a land enters the battlefield under your control, put a +1/+1 counter on Fearless "
             "Fledgling. It gains flying until end of turn.", "{1}{W}", ("1", "1"))


def test_608_2c_fearless_fledgling_gets_the_counter_and_flying() -> None:
    fledgling = read_full_definition(*FLEDGLING)
    assert fledgling["abilities"][0]["then_effects"] == [
        {"kind": "pump", "target": "self", "power": 0, "toughness": 0, "duration": "end_of_turn", "keywords": ["flying"]}]
    # after a target, or after the land is named, "it" is not ~
    _not_read("Whenever a creature enters under your control, ~ deals 1 damage to it.")
    game = state(battlefield=[_on("ff", "Fearless Fledgling")], alice={"hand": [{"id": "f", "card": "Forest"}]})
    done = _run(game, [{"type": "play_land", "player": "alice", "card": "f"}, {"type": "resolve"}], fledgling)
    fledge = _permanent(done, "ff")
    assert fledge["counters"] == {"+1/+1": 1} and "flying" in fledge["characteristics"]["keywords"]
    assert "flying" not in (_permanent(done, "f")["characteristics"].get("keywords") or [])


# --- the party (CR 700.8): "if you have a full party" and tokens "for each creature in your party" -----------------

SQUAD = ("Squad Commander", "Creature — Kor Warrior",
         "When Squad Commander enters the battlefield, create a 1/1 white Kor Warrior creature token for each creature "
         "in your party.\nAt the beginning of combat on your turn, if you have a full party, creatures you control get "
         "+1/+0 and gain indestructible until end of turn.", "{3}{W}", ("3", "3"))
PARTY = [{"name": role, "types": ["Creature"], "subtypes": [role], "power": 1, "toughness": 1}
         for role in ("Cleric", "Rogue", "Wizard")]


def test_700_8_squad_commander_reads() -> None:
    abilities = read_full_definition(*SQUAD)["abilities"]
    assert abilities[0]["effect"]["count"] == "party_size"
    assert abilities[1]["condition"] == "full_party"
    _not_read("At the beginning of combat on your turn, if you have a full glorp, draw a card.")


def test_700_8_squad_commander_makes_a_token_for_each_creature_in_the_party() -> None:
    game = state(battlefield=[_on("c", "Cleric"), _on("r", "Rogue"), _on("r2", "Rogue")],
                 alice={"mana_pool": {"W": 4}, "hand": [{"id": "sq", "card": "Squad Commander"}]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "sq"}, {"type": "resolve"}, {"type": "resolve"}],
                read_full_definition(*SQUAD), *PARTY)
    # Cleric, Rogue and the Commander (a Warrior): three (the second Rogue fills no role)
    assert [e["count"] for e in events_of(done, "ability_resolved")] == [3]


@pytest.mark.parametrize("wizard", [True, False])
def test_603_4_the_full_party_trigger_needs_all_four_roles(wizard: bool) -> None:
    battlefield = [_on("sq", "Squad Commander"), _on("c", "Cleric"), _on("r", "Rogue")]
    game = state(battlefield=battlefield + ([_on("w", "Wizard")] if wizard else []))
    actions = [{"type": "next_step"}, *([{"type": "resolve"}] if wizard else [])]
    done = _run(game, actions, read_full_definition(*SQUAD), *PARTY)
    assert done["state"]["step"] == "beginning_of_combat"
    assert _pt(done, "c") == ((2, 1) if wizard else (1, 1))
    assert bool(events_of(done, "trigger_put_on_stack")) is wizard


# --- "~ can attack this turn as though it didn't have defender." (CR 702.3b, 611.2c) ------------------------------

PLEDGEMAGE = ("Prismari Pledgemage", "Creature — Orc Wizard",
              "Defender\nMagecraft — Whenever you cast or copy an instant or sorcery spell, Prismari Pledgemage can "
              "attack this turn as though it didn't have defender.", "{U/R}{U/R}", ("3", "3"))


def test_702_3b_pledgemage_attacks_after_an_instant_only() -> None:
    pledgemage = read_full_definition(*PLEDGEMAGE)
    assert pledgemage["abilities"][0]["effect"] == {"kind": "attacks_despite_defender_this_turn", "target": "self"}
    _not_read("~ can attack this turn as though it didn't have defender.", is_spell=True)  # ~ is no creature
    attack = [{"type": "next_step"}, {"type": "next_step"},
              {"type": "declare_attackers", "attackers": [{"id": "pm", "defending": "bob"}]}]
    game = state(battlefield=[_on("pm", "Prismari Pledgemage")], alice=_bolt_in_hand())
    done = _run(game, [_CAST_BOLT, {"type": "resolve"}, {"type": "resolve"}, *attack], pledgemage, BOLT)
    assert events_of(done, "attacks_despite_defender") and _permanent(done, "pm")["tapped"]
    with pytest.raises(IllegalAction, match="defender"):
        _run(game, attack, pledgemage, BOLT)


# --- "Choose target creature you control. Put a +1/+1 counter on it ..." (CR 601.2c, 608.2c) -----------------------

SOLIDARITY = ("Strength of Solidarity", "Instant",
              "Choose target creature you control. Put a +1/+1 counter on it for each creature in your party. (Your "
              "party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)", "{1}{G}")


def test_601_2c_choose_target_then_counters_on_it() -> None:
    solidarity = read_full_definition(*SOLIDARITY)
    assert [a["effect"] for a in solidarity["abilities"]] == [
        {"kind": "choose_target", "target": "creature:you_control"},
        {"kind": "put_counters", "counter": "+1/+1", "amount": "party_size", "target": "it"}]
    _not_read("Choose target creature. You lose 2 life.", is_spell=True)  # a target no later effect names
    tactics = read_full_definition(
        "Practiced Tactics", "Instant", "Choose target attacking or blocking creature. Practiced Tactics deals damage "
        "to that creature equal to twice the number of creatures in your party.", "{W}")
    assert tactics["abilities"][1]["effect"] == {"kind": "damage", "amount": "times:2:party_size", "target": "it:creature"}
    game = state(battlefield=[_on("c", "Cleric"), _on("r", "Rogue"), _on("b", "Bear")],
                 alice={"mana_pool": {"G": 2}, "hand": [{"id": "s", "card": "Strength of Solidarity"}]})
    cast = {"type": "cast", "player": "alice", "card": "s", "choices": {"targets": ["b"]}}
    assert _permanent(_run(game, [cast, {"type": "resolve"}], solidarity, BEAR, *PARTY), "b")["counters"] == {"+1/+1": 2}


# --- "Equip {3}. This ability costs {1} less to activate for each other Equipment you control." / "Equip {0}.
# Activate only once each turn." (CR 702.6a, 602.2b, 601.2f, 118.7a, 602.5b) ----------------------------------------

PLATE = ("Plate Armor", "Artifact — Equipment", "Equipped creature gets +3/+3 and has ward {1}.\nEquip {3}. This ability "
         "costs {1} less to activate for each other Equipment you control.", "{2}{W}")
LEATHER = ("Leather Armor", "Artifact — Equipment", "Equipped creature gets +0/+1 and has ward {1}.\nEquip {0}. "
           "Activate only once each turn.", "{1}")


def _equip(equipment: str, target: str) -> dict[str, Any]:
    return {"type": "activate", "player": "alice", "permanent": equipment, "ability": 1, "choices": {"targets": [target]}}


def test_601_2f_plate_armor_costs_one_less_for_each_other_equipment() -> None:
    plate, leather = read_full_definition(*PLATE), read_full_definition(*LEATHER)
    assert plate["abilities"][1]["cost_reduction"] == {"generic": 1, "for_each_you_control": "permanent:Equipment:other"}
    assert leather["abilities"][1] == {"kind": "equip", "cost": "{0}", "max_per_turn": 1}
    _not_read("Equip {2}. Activate only as a glorp.")
    game = state(battlefield=[_on("pa", "Plate Armor"), _on("la", "Leather Armor"), _on("b", "Bear")],
                 alice={"mana_pool": {"C": 2}})
    done = _run(game, [_equip("pa", "b"), {"type": "resolve"}], plate, leather, BEAR)
    assert _pt(done, "b") == (5, 5) and not any(player_of(done, "alice")["mana_pool"].values())
    with pytest.raises(IllegalAction, match="missing 1 generic"):  # the Plate Armor itself is no other Equipment: {2} is not enough alone
        _run(state(battlefield=[_on("pa", "Plate Armor"), _on("b", "Bear")], alice={"mana_pool": {"C": 2}}),
             [_equip("pa", "b")], plate, BEAR)
    with pytest.raises(IllegalAction, match="once each turn"):  # Leather Armor
        _run(game, [_equip("la", "b"), {"type": "resolve"}, _equip("la", "b")], leather, plate, BEAR)


# --- "target creature you control has base power 2 until end of turn" (layer 7b, CR 613.4b) ------------------------

SAGE = ("Symmetry Sage", "Creature — Human Wizard", "Flying\nMagecraft — Whenever you cast or copy an instant or "
        "sorcery spell, target creature you control has base power 2 until end of turn.", "{U}", ("0", "2"))


def test_613_4b_symmetry_sage_sets_the_base_power_only() -> None:
    sage = read_full_definition(*SAGE)
    assert sage["abilities"][0]["effect"] == {"kind": "set_base_power_toughness", "power": 2,
                                              "target": "creature:you_control"}
    _not_read("Whenever you cast an instant spell, target creature has base power 2 until your next glorp.")
    game = state(battlefield=[_on("ss", "Symmetry Sage"), _on("b", "Bear", counters={"+1/+1": 1})],
                 alice=_bolt_in_hand())
    done = _run(game, [_CAST_BOLT, {"type": "resolve", "choices": {"targets": ["ss"]}}], sage, BOLT, BEAR)
    assert _pt(done, "ss") == (2, 2) and _pt(done, "b") == (3, 3)
    assert "toughness" not in events_of(done, "base_power_toughness_set")[0]


# --- "Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a dungeon." (CR 611.3a) ------

DROP = ("Precipitous Drop", "Enchantment — Aura", "Enchant creature\nWhen Precipitous Drop enters the battlefield, "
        "venture into the dungeon.\nEnchanted creature gets -2/-2. It gets -5/-5 instead as long as you've completed a "
        "dungeon.", "{2}{B}")
GIANT = {"name": "Giant", "types": ["Creature"], "power": 6, "toughness": 6}


@pytest.mark.parametrize(("completed", "pt"), [(False, (4, 4)), (True, (1, 1))])
def test_611_3a_precipitous_drop_gets_minus_five_instead_after_a_dungeon(completed: bool, pt: tuple[int, int]) -> None:
    drop = read_full_definition(*DROP)
    assert [(a["power"], a.get("unless_condition", False)) for a in drop["abilities"][2:]] == [(-2, True), (-5, False)]
    _not_read("Enchanted creature gets -2/-2. It gets -5/-5 instead as long as you've glorped a dungeon.")
    game = state(battlefield=[_on("g", "Giant", "bob"), _on("pd", "Precipitous Drop", attached_to="g")],
                 alice={"completed_dungeons": ["Lost Mine of Phandelver"]} if completed else None)
    assert _pt(_run(game, [], drop, GIANT), "g") == pt


# --- "Whenever you gain life for the first time each turn, ..." (CR 119.3, 603.2) ----------------------------------

HEALER = ("Cleric of Life's Bond", "Creature — Vampire Cleric", "Whenever you gain life for the first time each turn, "
          "put a +1/+1 counter on Cleric of Life's Bond.", "{W}{B}", ("1", "2"))
HEAL = {"name": "Heal", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "gain_life", "amount": 2, "player": "you"}}]}


@pytest.mark.parametrize(("gained_before", "counters"), [(0, {"+1/+1": 1}), (3, {})])
def test_603_2_cleric_of_lifes_bond_only_on_the_first_gain(gained_before: int, counters: dict[str, int]) -> None:
    cleric = read_full_definition(*HEALER)
    assert cleric["abilities"][0]["nth_each_turn"] == 1
    _not_read("Whenever you gain life for the first time each glorp, put a +1/+1 counter on ~.")
    game = state(battlefield=[_on("cl", "Cleric of Life's Bond")],
                 alice={"hand": [{"id": "h", "card": "Heal"}], "life_gained_this_turn": gained_before})
    cast = {"type": "cast", "player": "alice", "card": "h"}
    done = _run(game, [cast, *[{"type": "resolve"}] * (2 if counters else 1)], cleric, HEAL)
    assert (_permanent(done, "cl").get("counters") or {}) == counters


# --- "As long as it's not your turn, ~ gets +0/+2." (CR 611.3a) -----------------------------------------------------

LYNX = ("Mesa Lynx", "Creature — Cat", "Vigilance\nAs long as it's not your turn, Mesa Lynx gets +0/+2.", "{1}{W}",
        ("2", "1"))


@pytest.mark.parametrize(("active", "pt"), [("alice", (2, 1)), ("bob", (2, 3))])
def test_611_3a_mesa_lynx_gets_toughness_on_other_turns(active: str, pt: tuple[int, int]) -> None:
    lynx = read_full_definition(*LYNX)
    assert lynx["abilities"][0]["as_long_as"] == "not_your_turn"
    _not_read("As long as it's not your glorp, ~ gets +0/+2.")
    assert _pt(_run(state(active_player=active, battlefield=[_on("ml", "Mesa Lynx")]), [], lynx), "ml") == pt


# --- "if you gained life this turn" of a cost reduction and an activation (CR 601.2f, 602.5b) -----------------------

SPEAR = ("Mortality Spear", "Instant", "This spell costs {2} less to cast if you gained life this turn.\nDestroy target "
         "nonland permanent.", "{2}{B}{G}")


@pytest.mark.parametrize("gained", [0, 1])
def test_601_2f_mortality_spear_costs_less_after_a_life_gain(gained: int) -> None:
    spear = read_full_definition(*SPEAR)
    assert spear["abilities"][0]["condition"] == {"kind": "this_turn", "record": "life_gained", "number": 1}
    trudge = read_full_definition("Brackish Trudge", "Creature — Fungus Beast", "{1}{B}: Return Brackish Trudge from "
                                  "your graveyard to your hand. Activate only if you gained life this turn.", "{2}{B}",
                                  ("4", "3"))
    assert trudge["abilities"][0]["activate_only_if_this_turn"] == spear["abilities"][0]["condition"]
    game = state(battlefield=[_on("b", "Bear", "bob")], alice={"mana_pool": {"B": 1, "G": 1},
                 "hand": [{"id": "sp", "card": "Mortality Spear"}], "life_gained_this_turn": gained})
    cast = {"type": "cast", "player": "alice", "card": "sp", "choices": {"targets": ["b"]}}
    if not gained:
        with pytest.raises(IllegalAction, match="missing 2 generic"):
            _run(game, [cast], spear, BEAR)
    else:
        assert _permanent(_run(game, [cast, {"type": "resolve"}], spear, BEAR), "b") is None


# --- "scry X, where X is the number of creatures in your party" (CR 701.22a, 700.8, 608.2h) -------------------------

SEER = ("Cascade Seer", "Creature — Human Wizard", "Flying\nWhen Cascade Seer enters the battlefield, scry X, where X is "
        "the number of creatures in your party.", "{2}{U}", ("2", "2"))


def test_701_22a_cascade_seer_scries_the_party_size() -> None:
    seer = read_full_definition(*SEER)
    assert seer["abilities"][0]["effect"] == {"kind": "scry", "amount": "party_size"}
    _not_read("When ~ enters, scry X, where X is the number of glorps you control.")
    game = state(battlefield=[_on("c", "Cleric")], alice={"mana_pool": {"U": 3}, "hand": [{"id": "cs", "card": "Cascade Seer"}]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "cs"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"scry": {"top": [], "bottom": ["alice-lib-0", "alice-lib-1"]}}}],
                seer, *PARTY)
    # the Cleric and the Seer (a Wizard): two cards looked at, both put on the bottom
    assert [card["id"] for card in player_of(done, "alice")["library"]][-2:] == ["alice-lib-0", "alice-lib-1"]


# --- "that player mills three cards" after combat damage; "~ has base power and toughness 5/5 until end of turn" ----

STINGER = ("Shadow Stinger", "Creature — Vampire Rogue", "Whenever Shadow Stinger deals combat damage to a player, that "
           "player mills three cards.", "{2}{B}", ("1", "4"))
RIPTIDE = ("Risen Riptide", "Creature — Elemental", "Whenever you cast a kicked spell, Risen Riptide has base power and "
           "toughness 5/5 until end of turn.", "{2}{U}", ("0", "5"))


def test_603_2_shadow_stinger_mills_the_player_it_hit() -> None:
    stinger = read_full_definition(*STINGER)
    assert stinger["abilities"][0]["effect"] == {"kind": "mill", "amount": 3, "player": "that_player"}
    _not_read("That player mills two cards.", is_spell=True)  # no event names a player
    game = state(step="declare_attackers", battlefield=[_on("st", "Shadow Stinger")])
    done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "st", "defending": "bob"}]},
                       {"type": "next_step"}, {"type": "next_step"}, {"type": "resolve"}], stinger)
    assert len(player_of(done, "bob")["graveyard"]) == 3 and player_of(done, "bob")["life"] == 19


def test_613_4b_risen_riptide_is_5_5_after_a_kicked_spell() -> None:
    riptide = read_full_definition(*RIPTIDE)
    assert riptide["abilities"][0]["effect"] == {"kind": "set_base_power_toughness", "power": 5, "toughness": 5,
                                                 "target": "self"}
    kicker = {"name": "Kicked Bolt", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
        {"kind": "kicker", "cost": "{1}"}, {"kind": "spell", "effect": {"kind": "damage", "amount": 1, "target": "any"}}]}
    game = state(battlefield=[_on("rr", "Risen Riptide")], alice={"mana_pool": {"C": 1},
                 "hand": [{"id": "kb", "card": "Kicked Bolt"}]})
    cast = {"type": "cast", "player": "alice", "card": "kb", "kicked": True, "choices": {"targets": ["bob"]}}
    assert _pt(_run(game, [cast, {"type": "resolve"}], riptide, kicker), "rr") == (5, 5)


# --- "for each basic land you control" (CR 205.4c) ------------------------------------------------------------------

PHYLATH = ("Phylath, World Sculptor", "Legendary Creature — Elemental", "When Phylath, World Sculptor enters the "
           "battlefield, create a 0/1 green Plant creature token for each basic land you control.", "{1}{R}{G}{G}",
           ("5", "5"))


def test_205_4c_phylath_counts_basic_lands_only() -> None:
    phylath = read_full_definition(*PHYLATH)
    assert phylath["abilities"][0]["effect"]["count"] == "count:land:basic:you_control"
    waste = {"name": "Waste", "types": ["Land"]}
    game = state(battlefield=[_on("f1", "Forest"), _on("f2", "Forest"), _on("w", "Waste"), _on("f3", "Forest", "bob")],
                 alice={"mana_pool": {"R": 1, "G": 3}, "hand": [{"id": "ph", "card": "Phylath, World Sculptor"}]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "ph"}, {"type": "resolve"}, {"type": "resolve"}],
                phylath, waste)
    assert [e["count"] for e in events_of(done, "ability_resolved")] == [2]
