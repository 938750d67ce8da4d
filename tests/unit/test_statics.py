"""Continuous effects of static abilities (CR 604, 613): anthems with a quality (613.4c), keywords
they grant (613.1f), and evasion, attack and blocking restrictions (CR 508.1c, 509.1b).

Every card here is built by the Oracle reader from its real Fourth Edition Oracle text, so each test
checks that the reader's vocabulary and the engine agree on what the card does."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import CardDefinition, IllegalAction, resolve
from app.oracle import CardFacts, read_card
from tests.unit.conftest import CATALOG, permanent, state

ORACLE: dict[str, tuple[str, str, str, str | None, str | None]] = {
    # name: (mana cost, type line, Oracle text, power, toughness)
    "Crusade": ("{W}{W}", "Enchantment", "White creatures get +1/+1.", None, None),
    "Bad Moon": ("{1}{B}", "Enchantment", "Black creatures get +1/+1.", None, None),
    "Castle": ("{3}{W}", "Enchantment", "Untapped creatures you control get +0/+2.", None, None),
    "Orcish Oriflamme": ("{3}{R}", "Enchantment", "Attacking creatures you control get +1/+0.", None, None),
    "Giant Tortoise": ("{1}{U}", "Creature — Turtle", "This creature gets +0/+3 as long as it's untapped.", "1", "1"),
    "Lord of Atlantis": ("{U}{U}", "Creature — Merfolk", "Other Merfolk get +1/+1 and have islandwalk. (They can't "
                         "be blocked as long as defending player controls an Island.)", "2", "2"),
    "Fortified Area": ("{1}{W}{W}", "Enchantment", "Wall creatures you control get +1/+0 and have banding. (Any "
                       "creatures with banding, and up to one without, can attack in a band.)", None, None),
    "Savannah Lions": ("{W}", "Creature — Cat", "", "2", "1"),
    "Merfolk of the Pearl Trident": ("{U}", "Creature — Merfolk", "", "1", "1"),
    "Wall of Stone": ("{1}{R}{R}", "Creature — Wall", "Defender", "0", "8"),
    "Island": ("", "Basic Land — Island", "({T}: Add {U}.)", None, None),
    "Fear": ("{B}{B}", "Enchantment — Aura", "Enchant creature (Target a creature as you cast this. This card enters "
             "attached to that creature.)\nEnchanted creature has fear. (It can't be blocked except by artifact "
             "creatures and/or black creatures.)", None, None),
    "Seeker": ("{2}{W}{W}", "Enchantment — Aura", "Enchant creature\nEnchanted creature can't be blocked except by "
               "artifact creatures and/or white creatures.", None, None),
    "Elven Riders": ("{3}{G}{G}", "Creature — Elf", "This creature can't be blocked except by Walls and/or creatures "
                     "with flying.", "3", "3"),
    "Amrou Kithkin": ("{W}{W}", "Creature — Kithkin", "This creature can't be blocked by creatures with power 3 or "
                      "greater.", "1", "1"),
    "Ironclaw Orcs": ("{1}{R}", "Creature — Orc", "This creature can't block creatures with power 2 or greater.",
                      "2", "2"),
    "Ornithopter": ("{0}", "Artifact Creature — Thopter", "Flying", "0", "2"),
    "Scathe Zombies": ("{2}{B}", "Creature — Zombie", "", "2", "2"),
    "Hill Giant": ("{3}{R}", "Creature — Giant", "", "3", "3"),
    "Deathlace": ("{B}", "Instant", "Target spell or permanent becomes black. (Mana symbols on that permanent remain "
                  "unchanged.)", None, None),
    "Thoughtlace": ("{U}", "Instant", "Target spell or permanent becomes blue. (Mana symbols on that permanent "
                    "remain unchanged.)", None, None),
    "Living Lands": ("{3}{G}", "Enchantment", "All Forests are 1/1 creatures that are still lands.", None, None),
    "Kormus Bell": ("{4}", "Artifact", "All Swamps are 1/1 black creatures that are still lands.", None, None),
    "Animate Artifact": ("{3}{U}", "Enchantment — Aura", "Enchant artifact\nAs long as enchanted artifact isn't a "
                         "creature, it's an artifact creature with power and toughness each equal to its mana value.",
                         None, None),
    "Jalum Tome": ("{3}", "Artifact", "", None, None),
    "Swamp": ("", "Basic Land — Swamp", "({T}: Add {B}.)", None, None),
    "Kismet": ("{3}{W}", "Enchantment", "Artifacts, creatures, and lands your opponents control enter tapped.",
               None, None),
    "Control Magic": ("{2}{U}{U}", "Enchantment — Aura", "Enchant creature\nYou control enchanted creature.", None,
                      None),
    "Steal Artifact": ("{2}{U}{U}", "Enchantment — Aura", "Enchant artifact\nYou control enchanted artifact.", None,
                       None),
    "Sea Serpent": ("{5}{U}", "Creature — Serpent", "This creature can't attack unless defending player controls an "
                    "Island.", "5", "5"),
    "Aspect of Wolf": ("{1}{G}", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +X/+Y, where X is "
                       "half the number of Forests you control, rounded down, and Y is half the number of Forests you "
                       "control, rounded up.", None, None),
    "Gloom": ("{2}{B}", "Enchantment", "White spells cost {3} more to cast.\nActivated abilities of white enchantments "
              "cost {3} more to activate.", None, None),
    "Brainwash": ("{W}", "Enchantment — Aura", "Enchant creature\nEnchanted creature can't attack unless its "
                  "controller pays {3}.", None, None),
    "Purelace": ("{W}", "Instant", "Target spell or permanent becomes white. (Mana symbols on that permanent "
                 "remain unchanged.)", None, None),
}


def definition(name: str) -> dict[str, Any]:
    cost, type_line, text, power, toughness = ORACLE[name]
    reading = read_card(CardFacts(name=name, mana_cost=cost or None, type_line=type_line, oracle_text=text,
                                  power=power, toughness=toughness))
    assert reading.support == "full", (name, reading.not_modelled)
    assert reading.definition is not None
    return reading.definition


STATICS_CATALOG = {**CATALOG, **{name: CardDefinition.model_validate(definition(name)) for name in ORACLE}}


def run(game_state: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game_state, actions, STATICS_CATALOG).model_dump(mode="json")


def on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "controlled_since_turn": 1, **fields}


def pt(result: dict[str, Any], object_id: str) -> tuple[int, int]:
    characteristics = permanent(result, object_id)["characteristics"]
    return characteristics["power"], characteristics["toughness"]


def keywords(result: dict[str, Any], object_id: str) -> list[str]:
    return list(permanent(result, object_id)["characteristics"]["keywords"])


# --- anthems with a quality (CR 613.4c) -----------------------------------------------------------


def test_613_4c_crusade_pumps_white_creatures_of_every_player_and_no_other() -> None:
    result = run(state(battlefield=[on("cr", "Crusade"), on("lions", "Savannah Lions"),
                                    on("their_lions", "Savannah Lions", "bob"), on("bear", "Grizzly Bears")]), [])
    assert (pt(result, "lions"), pt(result, "their_lions"), pt(result, "bear")) == ((3, 2), (3, 2), (2, 2))


def test_613_4c_bad_moon_pumps_black_creatures_only() -> None:
    black = {"name": "Black Knight", "mana_cost": "{B}{B}", "types": ["Creature"], "power": 2, "toughness": 2}
    result = run(state(battlefield=[on("moon", "Bad Moon"), on("knight", black), on("lions", "Savannah Lions")]), [])
    assert (pt(result, "knight"), pt(result, "lions")) == ((3, 3), (2, 1))


def test_613_4c_castle_pumps_untapped_creatures_you_control_only() -> None:
    result = run(state(battlefield=[on("castle", "Castle"), on("up", "Grizzly Bears"),
                                    on("down", "Grizzly Bears", tapped=True),
                                    on("theirs", "Grizzly Bears", "bob")]), [])
    assert (pt(result, "up"), pt(result, "down"), pt(result, "theirs")) == ((2, 4), (2, 2), (2, 2))


def test_613_4c_castle_bonus_ends_when_the_creature_attacks_and_taps() -> None:
    game = state(step="declare_attackers", battlefield=[on("castle", "Castle"), on("bear", "Grizzly Bears")])
    result = run(game, [{"type": "declare_attackers", "attackers": [{"id": "bear", "defending": "bob"}]}])
    assert pt(result, "bear") == (2, 2)


def test_613_4c_orcish_oriflamme_pumps_attacking_creatures_you_control() -> None:
    game = state(step="declare_attackers", battlefield=[on("flag", "Orcish Oriflamme"), on("bear", "Grizzly Bears"),
                                                        on("home", "Grizzly Bears")])
    assert pt(run(game, []), "bear") == (2, 2)
    result = run(game, [{"type": "declare_attackers", "attackers": [{"id": "bear", "defending": "bob"}]}])
    assert (pt(result, "bear"), pt(result, "home")) == ((3, 2), (2, 2))
    # the attack deals the pumped damage (CR 510.1a)
    result = run(game, [{"type": "declare_attackers", "attackers": [{"id": "bear", "defending": "bob"}]},
                        {"type": "next_step"}, {"type": "next_step"}, {"type": "next_step"}])
    bob = next(p for p in result["state"]["players"] if p["id"] == "bob")
    assert bob["life"] == 17


def test_613_4c_giant_tortoise_gets_plus_0_3_only_while_untapped() -> None:
    result = run(state(battlefield=[on("t", "Giant Tortoise"), on("t2", "Giant Tortoise", tapped=True)]), [])
    assert (pt(result, "t"), pt(result, "t2")) == ((1, 4), (1, 1))


def test_613_4c_lord_of_atlantis_pumps_other_merfolk_of_every_player_not_itself() -> None:
    result = run(state(battlefield=[on("lord", "Lord of Atlantis"), on("m1", "Merfolk of the Pearl Trident"),
                                    on("m2", "Merfolk of the Pearl Trident", "bob"), on("bear", "Grizzly Bears")]), [])
    assert (pt(result, "lord"), pt(result, "m1"), pt(result, "m2"), pt(result, "bear")) == (
        (2, 2), (2, 2), (2, 2), (2, 2))
    assert (keywords(result, "lord"), keywords(result, "m1"), keywords(result, "bear")) == ([], ["islandwalk"], [])


def test_702_14c_islandwalk_granted_by_lord_of_atlantis_makes_it_unblockable() -> None:
    game = state(step="declare_attackers", battlefield=[
        on("lord", "Lord of Atlantis"), on("m1", "Merfolk of the Pearl Trident"), on("isl", "Island", "bob"),
        on("bear", "Grizzly Bears", "bob")])
    actions = [{"type": "declare_attackers", "attackers": [{"id": "m1", "defending": "bob"}]}, {"type": "next_step"},
               {"type": "declare_blockers", "blocks": [{"blocker": "bear", "attacker": "m1"}]}]
    with pytest.raises(IllegalAction) as refusal:
        run(game, actions)
    assert refusal.value.action_index == 2
    assert "CR 702.14c" in refusal.value.cites


def test_613_1f_fortified_area_gives_walls_you_control_banding_and_plus_1_0() -> None:
    result = run(state(battlefield=[on("fa", "Fortified Area"), on("wall", "Wall of Stone"),
                                    on("their_wall", "Wall of Stone", "bob")]), [])
    assert (pt(result, "wall"), keywords(result, "wall")) == ((1, 8), ["defender", "banding"])
    assert (pt(result, "their_wall"), keywords(result, "their_wall")) == ((0, 8), ["defender"])


def test_613_4c_crusade_leaving_ends_its_effect() -> None:
    game = state(battlefield=[on("cr", "Crusade"), on("lions", "Savannah Lions")])
    result = run(game, [{"type": "move", "permanent": "cr", "to": "graveyard"}])
    assert pt(result, "lions") == (2, 1)


# --- evasion and blocking restrictions (CR 509.1b, 702.36) -----------------------------------------


def blocks(attacker: str, blocker: str, *battlefield: dict[str, Any]) -> dict[str, Any]:
    """Alice attacks bob with `attacker`; bob blocks it with `blocker`."""
    game = state(step="declare_attackers", battlefield=list(battlefield))
    return run(game, [{"type": "declare_attackers", "attackers": [{"id": attacker, "defending": "bob"}]},
                      {"type": "next_step"},
                      {"type": "declare_blockers", "blocks": [{"blocker": blocker, "attacker": attacker}]}])


def refused_block(attacker: str, blocker: str, *battlefield: dict[str, Any]) -> IllegalAction:
    with pytest.raises(IllegalAction) as refusal:
        blocks(attacker, blocker, *battlefield)
    assert refusal.value.action_index == 2
    assert "CR 509.1b" in refusal.value.cites
    return refusal.value


FEARFUL = [on("bear", "Grizzly Bears"), on("fear", "Fear", attached_to="bear")]


def test_702_36b_fear_cant_be_blocked_by_a_nonblack_nonartifact_creature() -> None:
    refusal = refused_block("bear", "hg", *FEARFUL, on("hg", "Hill Giant", "bob"))
    assert "CR 702.36b" in refusal.cites


@pytest.mark.parametrize("blocker", ["Scathe Zombies", "Ornithopter"])
def test_702_36b_fear_can_be_blocked_by_a_black_or_an_artifact_creature(blocker: str) -> None:
    result = blocks("bear", "b", *FEARFUL, on("b", blocker, "bob"))
    assert result["state"]["combat"]["attackers"][0]["blocked_by"] == ["b"]


def test_509_1b_seeker_allows_only_artifact_and_or_white_blockers() -> None:
    seeking = [on("bear", "Grizzly Bears"), on("seek", "Seeker", attached_to="bear")]
    refused_block("bear", "z", *seeking, on("z", "Scathe Zombies", "bob"))
    assert blocks("bear", "lions", *seeking, on("lions", "Savannah Lions", "bob"))["state"]["combat"]
    assert blocks("bear", "orni", *seeking, on("orni", "Ornithopter", "bob"))["state"]["combat"]


def test_509_1b_elven_riders_blocked_only_by_walls_and_or_flyers() -> None:
    riders = on("riders", "Elven Riders")
    refused_block("riders", "hg", riders, on("hg", "Hill Giant", "bob"))
    assert blocks("riders", "wall", riders, on("wall", "Wall of Stone", "bob"))["state"]["combat"]
    assert blocks("riders", "orni", riders, on("orni", "Ornithopter", "bob"))["state"]["combat"]


def test_509_1b_amrou_kithkin_cant_be_blocked_by_power_3_or_greater() -> None:
    kithkin = on("kk", "Amrou Kithkin")
    refused_block("kk", "hg", kithkin, on("hg", "Hill Giant", "bob"))
    assert blocks("kk", "bear", kithkin, on("bear", "Grizzly Bears", "bob"))["state"]["combat"]


def test_509_1b_ironclaw_orcs_cant_block_power_2_or_greater() -> None:
    orcs = on("orcs", "Ironclaw Orcs", "bob")
    refused_block("bear", "orcs", on("bear", "Grizzly Bears"), orcs)
    assert blocks("kk", "orcs", on("kk", "Amrou Kithkin"), orcs)["state"]["combat"]  # power 1


def test_509_1b_power_is_read_with_continuous_effects_applied() -> None:
    # Savannah Lions (2/1) may block Amrou Kithkin; with Crusade out it is 3/2 and may not.
    kithkin = on("kk", "Amrou Kithkin")
    assert blocks("kk", "lions", kithkin, on("lions", "Savannah Lions", "bob"))["state"]["combat"]
    refused_block("kk", "lions", kithkin, on("lions", "Savannah Lions", "bob"), on("cr", "Crusade", "bob"))


# --- color changes (layer 5, CR 613.1e, 105.3) --------------------------------------------------


def colors(result: dict[str, Any], object_id: str) -> list[str]:
    return list(permanent(result, object_id)["characteristics"]["colors"])


def cast_lace(lace: str, target: str, card_id: str = "lace") -> list[dict[str, Any]]:
    return [{"type": "cast", "card": card_id, "choices": {"targets": [target]}}, {"type": "resolve"}]


def with_lace(lace: str, *battlefield: dict[str, Any], card_id: str = "lace", **alice: Any) -> dict[str, Any]:
    cost = ORACLE[lace][0][1]
    hand = [{"id": card_id, "card": lace}, *alice.pop("hand", [])]
    return state(alice={"mana_pool": {cost: 1, **alice.pop("mana_pool", {})}, "hand": hand, **alice},
                 battlefield=list(battlefield))


def test_105_3_deathlace_makes_a_white_creature_black_and_only_black() -> None:
    game = with_lace("Deathlace", on("lions", "Savannah Lions", "bob"), on("moon", "Bad Moon"), on("cr", "Crusade"))
    result = run(game, cast_lace("Deathlace", "lions"))
    assert colors(result, "lions") == ["B"]
    assert pt(result, "lions") == (3, 2)  # Bad Moon's +1/+1 now, not Crusade's (613.4c after 613.1e)
    changed = next(e for e in result["events"] if e["type"] == "color_changed")
    assert changed["object"] == "lions" and {"CR 105.3", "CR 613.1e"} <= set(changed["cites"])
    # the mana cost and mana value stay as printed
    lions = permanent(result, "lions")["characteristics"]
    assert (lions["mana_cost"], lions["mana_value"]) == ("{W}", 1)


def test_611_2a_the_color_change_lasts_beyond_the_turn() -> None:
    game = with_lace("Deathlace", on("lions", "Savannah Lions"))
    result = run(game, [*cast_lace("Deathlace", "lions"), {"type": "next_turn"}])
    assert colors(result, "lions") == ["B"]


def test_613_7_the_later_color_change_wins() -> None:
    game = with_lace("Deathlace", on("lions", "Savannah Lions"), hand=[{"id": "lace2", "card": "Thoughtlace"}],
                     mana_pool={"U": 1})
    result = run(game, [*cast_lace("Deathlace", "lions"), *cast_lace("Thoughtlace", "lions", "lace2")])
    assert colors(result, "lions") == ["U"]


def test_400_7a_a_creature_spell_made_blue_stays_blue_on_the_battlefield() -> None:
    game = with_lace("Thoughtlace", hand=[{"id": "lions", "card": "Savannah Lions"}], mana_pool={"W": 1})
    actions = [{"type": "cast", "card": "lions"}, {"type": "cast", "card": "lace", "choices": {"targets": ["lions"]}},
               {"type": "resolve"}]
    on_stack = run(game, actions)
    assert on_stack["state"]["stack"][0]["characteristics"]["colors"] == ["U"]
    result = run(game, [*actions, {"type": "resolve"}])
    assert colors(result, "lions") == ["U"]
    entered = next(e for e in result["events"] if e["type"] == "entered_battlefield" and e["permanent"] == "lions")
    assert "CR 400.7a" in entered["cites"]


def test_400_7_a_permanent_that_changes_zones_forgets_its_color_change() -> None:
    game = with_lace("Deathlace", on("lions", "Savannah Lions"))
    result = run(game, [*cast_lace("Deathlace", "lions"), {"type": "move", "permanent": "lions", "to": "hand"}])
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert any(card["id"] == "lions" for card in alice["hand"])
    assert "color_effects" not in str(alice["hand"])


def test_115_1_a_lace_targets_a_spell_or_permanent_not_a_player() -> None:
    with pytest.raises(IllegalAction) as refusal:
        run(with_lace("Purelace", on("bear", "Grizzly Bears")), cast_lace("Purelace", "bob"))
    assert refusal.value.action_index == 0 and "spell or permanent" in refusal.value.detail


# --- permanents that become creatures (layers 4, 5, 7b: CR 613.1d, 613.1e, 613.4b) -----------------


def types(result: dict[str, Any], object_id: str) -> list[str]:
    return list(permanent(result, object_id)["characteristics"]["types"])


def test_613_1d_living_lands_makes_every_forest_a_1_1_creature_that_is_still_a_land() -> None:
    result = run(state(battlefield=[on("ll", "Living Lands"), on("f", "Forest"), on("f2", "Forest", "bob"),
                                    on("sw", "Swamp")]), [])
    assert (types(result, "f"), pt(result, "f"), colors(result, "f")) == (["Land", "Creature"], (1, 1), [])
    assert (types(result, "f2"), pt(result, "f2")) == (["Land", "Creature"], (1, 1))
    assert types(result, "sw") == ["Land"] and permanent(result, "sw")["characteristics"]["power"] is None


def test_613_4c_an_animated_forest_still_taps_for_mana_and_gets_anthems() -> None:
    game = state(battlefield=[on("ll", "Living Lands"), on("castle", "Castle"), on("f", "Forest")])
    assert pt(run(game, []), "f") == (1, 3)
    result = run(game, [{"type": "tap_for_mana", "permanent": "f"}])
    alice = next(p for p in result["state"]["players"] if p["id"] == "alice")
    assert alice["mana_pool"]["G"] == 1 and pt(result, "f") == (1, 1)


def test_302_6_a_forest_played_this_turn_cant_attack_under_living_lands() -> None:
    game = state(step="declare_attackers", battlefield=[on("ll", "Living Lands"),
                                                        on("f", "Forest", controlled_since_turn=3)])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "declare_attackers", "attackers": [{"id": "f", "defending": "bob"}]}])
    assert "CR 302.6" in refusal.value.cites


def test_613_1e_kormus_bell_makes_swamps_black_1_1_creatures() -> None:
    result = run(state(battlefield=[on("bell", "Kormus Bell"), on("sw", "Swamp", "bob"), on("f", "Forest")]), [])
    assert (types(result, "sw"), pt(result, "sw"), colors(result, "sw")) == (["Land", "Creature"], (1, 1), ["B"])
    assert types(result, "f") == ["Land"]


def test_704_5g_a_1_1_forest_dealt_lethal_damage_is_destroyed() -> None:
    bolt = {"name": "Lightning Bolt", "mana_cost": "{R}", "types": ["Instant"],
            "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
    game = state(alice={"mana_pool": {"R": 1}, "hand": [{"id": "bolt", "card": bolt}]},
                 battlefield=[on("ll", "Living Lands"), on("f", "Forest", "bob")])
    result = run(game, [{"type": "cast", "card": "bolt", "choices": {"targets": ["f"]}}, {"type": "resolve"}])
    died = next(e for e in result["events"] if e["type"] == "zone_change" and e.get("permanent") == "f")
    assert "CR 704.5g" in died["cites"]


def test_613_4b_animate_artifact_makes_a_noncreature_artifact_a_creature_with_pt_equal_to_its_mana_value() -> None:
    result = run(state(battlefield=[on("tome", "Jalum Tome"), on("aa", "Animate Artifact", attached_to="tome")]), [])
    assert (types(result, "tome"), pt(result, "tome")) == (["Artifact", "Creature"], (3, 3))


def test_613_1d_animate_artifact_leaves_an_artifact_creature_alone() -> None:
    result = run(state(battlefield=[on("orni", "Ornithopter"), on("aa", "Animate Artifact", attached_to="orni")]), [])
    assert pt(result, "orni") == (0, 2)


def test_613_1d_animate_artifact_ends_when_the_aura_leaves() -> None:
    game = state(battlefield=[on("tome", "Jalum Tome"), on("aa", "Animate Artifact", attached_to="tome")])
    result = run(game, [{"type": "move", "permanent": "aa", "to": "graveyard"}])
    assert types(result, "tome") == ["Artifact"]


# --- "enter tapped" for opponents (CR 614.1c, 614.12) -------------------------------------------


def test_614_1c_kismet_makes_an_opponents_land_enter_tapped() -> None:
    game = state(active_player="bob", bob={"hand": [{"id": "f", "card": "Forest"}]},
                 battlefield=[on("kismet", "Kismet")])
    result = run(game, [{"type": "play_land", "player": "bob", "card": "f"}])
    assert permanent(result, "f")["tapped"] is True
    entered = next(e for e in result["events"] if e["type"] == "entered_battlefield")
    assert entered["tapped"] is True and entered["tapped_by"] == "kismet" and "CR 614.1c" in entered["cites"]


def test_614_1c_kismet_leaves_its_controllers_permanents_and_opponents_enchantments_untapped() -> None:
    game = state(alice={"hand": [{"id": "f", "card": "Forest"}]}, battlefield=[on("kismet", "Kismet")])
    assert permanent(run(game, [{"type": "play_land", "card": "f"}]), "f")["tapped"] is False
    game = state(active_player="bob", bob={"mana_pool": {"W": 2}, "hand": [{"id": "cr", "card": "Crusade"}]},
                 battlefield=[on("kismet", "Kismet")])
    result = run(game, [{"type": "cast", "player": "bob", "card": "cr"}, {"type": "resolve"}])
    assert permanent(result, "cr")["tapped"] is False


def test_614_12_kismet_taps_an_opponents_creature_spell_as_it_enters() -> None:
    game = state(active_player="bob", bob={"mana_pool": {"W": 1}, "hand": [{"id": "lions", "card": "Savannah Lions"}]},
                 battlefield=[on("kismet", "Kismet")])
    result = run(game, [{"type": "cast", "player": "bob", "card": "lions"}, {"type": "resolve"}])
    assert permanent(result, "lions")["tapped"] is True


# --- control changes (layer 2, CR 613.1b) ---------------------------------------------------------


def control_magic_on(target: str, *battlefield: dict[str, Any]) -> dict[str, Any]:
    return state(alice={"mana_pool": {"U": 4}, "hand": [{"id": "cm", "card": "Control Magic"}]},
                 battlefield=list(battlefield))


CAST_CONTROL_MAGIC = [{"type": "cast", "card": "cm", "choices": {"targets": ["bear"]}}, {"type": "resolve"}]


def test_613_1b_control_magic_gives_its_controller_the_enchanted_creature() -> None:
    result = run(control_magic_on("bear", on("bear", "Grizzly Bears", "bob")), CAST_CONTROL_MAGIC)
    bear = permanent(result, "bear")
    assert (bear["controller"], bear["owner"], bear["base_controller"]) == ("alice", "bob", "bob")
    changed = next(e for e in result["events"] if e["type"] == "control_changed")
    assert (changed["controller"], changed["previous_controller"]) == ("alice", "bob")
    assert "CR 613.1b" in changed["cites"]


def test_302_6_a_creature_just_gained_cant_attack_this_turn() -> None:
    game = control_magic_on("bear", on("bear", "Grizzly Bears", "bob"))
    actions = [*CAST_CONTROL_MAGIC, {"type": "next_step"}, {"type": "next_step"},
               {"type": "declare_attackers", "attackers": [{"id": "bear", "defending": "bob"}]}]
    with pytest.raises(IllegalAction) as refusal:
        run(game, actions)
    assert refusal.value.action_index == 4 and "CR 302.6" in refusal.value.cites


def test_613_4c_a_gained_creature_gets_its_new_controllers_anthem() -> None:
    game = control_magic_on("bear", on("bear", "Grizzly Bears", "bob"), on("castle", "Castle"))
    assert pt(run(game, CAST_CONTROL_MAGIC), "bear") == (2, 4)


def test_110_2_the_creature_returns_when_control_magic_leaves() -> None:
    game = control_magic_on("bear", on("bear", "Grizzly Bears", "bob"))
    result = run(game, [*CAST_CONTROL_MAGIC, {"type": "move", "permanent": "cm", "to": "graveyard"}])
    bear = permanent(result, "bear")
    assert bear["controller"] == "bob" and "base_controller" not in bear
    back = [e for e in result["events"] if e["type"] == "control_changed"][-1]
    assert back["controller"] == "bob" and "CR 110.2" in back["cites"]


def test_613_7_the_latest_control_magic_wins() -> None:
    game = state(battlefield=[on("bear", "Grizzly Bears", "bob"),
                              on("cm1", "Control Magic", "alice", attached_to="bear"),
                              on("cm2", "Control Magic", "bob", attached_to="bear")])
    assert permanent(run(game, [{"type": "next_step"}]), "bear")["controller"] == "bob"
    result = run(game, [{"type": "move", "permanent": "cm2", "to": "graveyard"}])
    assert permanent(result, "bear")["controller"] == "alice"


def test_506_4_an_attacker_that_changes_control_is_removed_from_combat() -> None:
    game = state(active_player="bob", step="declare_attackers",
                 alice={"mana_pool": {"U": 4}, "hand": [{"id": "cm", "card": "Control Magic"}]},
                 battlefield=[on("bear", "Grizzly Bears", "bob")])
    cm = {**STATICS_CATALOG["Control Magic"].model_dump(mode="json", exclude_none=True), "keywords": ["flash"]}
    game["players"][0]["hand"] = [{"id": "cm", "card": cm}]
    result = run(game, [{"type": "declare_attackers", "attackers": [{"id": "bear", "defending": "alice"}]},
                        {"type": "cast", "player": "alice", "card": "cm", "choices": {"targets": ["bear"]}},
                        {"type": "resolve"}])
    changed = next(e for e in result["events"] if e["type"] == "control_changed")
    assert changed["removed_from_combat"] is True and "CR 506.4" in changed["cites"]
    assert result["state"]["combat"]["attackers"] == []


def test_613_1b_steal_artifact_takes_an_artifact() -> None:
    game = state(battlefield=[on("tome", "Jalum Tome", "bob"), on("sa", "Steal Artifact", attached_to="tome")])
    # a posted state is taken as it is; the effect applies as soon as the game checks (after an action)
    assert permanent(run(game, [{"type": "next_step"}]), "tome")["controller"] == "alice"


# --- attack restrictions (CR 508.1c) ----------------------------------------------------------------


def attack_with(attacker: str, *battlefield: dict[str, Any]) -> dict[str, Any]:
    return run(state(step="declare_attackers", battlefield=list(battlefield)),
               [{"type": "declare_attackers", "attackers": [{"id": attacker, "defending": "bob"}]}])


def test_508_1c_sea_serpent_cant_attack_a_player_without_an_island() -> None:
    sea_serpent = {"id": "ss", "card": definition("Sea Serpent"), "controlled_since_turn": 1}
    with pytest.raises(IllegalAction) as refusal:
        attack_with("ss", sea_serpent, on("isl", "Island"))  # alice's Island doesn't count
    assert "CR 508.1c" in refusal.value.cites and "Island" in refusal.value.detail
    result = attack_with("ss", sea_serpent, on("isl", "Island", "bob"))
    assert result["state"]["combat"]["attackers"][0]["id"] == "ss"


def test_508_1c_a_land_of_another_type_doesnt_count_even_as_a_creature() -> None:
    sea_serpent = {"id": "ss", "card": definition("Sea Serpent"), "controlled_since_turn": 1}
    with pytest.raises(IllegalAction):
        attack_with("ss", sea_serpent, on("ll", "Living Lands"), on("f", "Forest", "bob"))


# --- Aura pumps that count (layer 7c, CR 613.4c) ------------------------------------------------------


@pytest.mark.parametrize(("forests", "bonus"), [(0, (0, 0)), (1, (0, 1)), (2, (1, 1)), (3, (1, 2))])
def test_613_4c_aspect_of_wolf_gives_half_the_forests_rounded_down_and_up(forests: int, bonus: tuple[int, int]) -> None:
    lands = [on(f"f{n}", "Forest") for n in range(forests)]
    result = run(state(battlefield=[on("bear", "Grizzly Bears", "bob"), on("aw", "Aspect of Wolf", attached_to="bear"),
                                    *lands, on("their_forest", "Forest", "bob")]), [])
    assert pt(result, "bear") == (2 + bonus[0], 2 + bonus[1])  # the Aura's controller's Forests only


# --- cost increases (CR 601.2f, 602.2b) ---------------------------------------------------------


def cost_of(result: dict[str, Any]) -> str:
    return str(result["queries"][0]["result"]["mana"])


def test_601_2f_gloom_makes_white_spells_cost_3_more_for_every_player() -> None:
    game = state(battlefield=[on("gloom", "Gloom", "bob")],
                 alice={"hand": [{"id": "lions", "card": "Savannah Lions"}, {"id": "bear", "card": "Grizzly Bears"}]})
    assert cost_of(run(game, [{"type": "compute_cost", "player": "alice", "card": "lions"}])) == "{3}{W}"
    assert cost_of(run(game, [{"type": "compute_cost", "player": "alice", "card": "bear"}])) == "{1}{G}"


def test_601_2f_a_white_spell_cant_be_cast_without_the_extra_3() -> None:
    game = state(battlefield=[on("gloom", "Gloom", "bob")],
                 alice={"mana_pool": {"W": 1, "G": 2}, "hand": [{"id": "lions", "card": "Savannah Lions"}]})
    with pytest.raises(IllegalAction):
        run(game, [{"type": "cast", "card": "lions"}])
    game["players"][0]["mana_pool"]["G"] = 3
    result = run(game, [{"type": "cast", "card": "lions"}])
    assert result["state"]["stack"][0]["id"] == "lions"


def test_602_2b_gloom_makes_abilities_of_white_enchantments_cost_3_more() -> None:
    white_enchantment = {"name": "Glowing Ward", "mana_cost": "{W}", "types": ["Enchantment"],
                       "abilities": [{"kind": "activated", "cost": "{1}"}]}
    green = {**white_enchantment, "name": "Green Ward", "mana_cost": "{G}"}
    game = state(battlefield=[on("gloom", "Gloom", "bob"), on("ward", white_enchantment), on("gw", green)],
                 alice={"mana_pool": {"C": 3}})
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "activate", "permanent": "ward", "ability": 0}])
    assert "costs {4}" in refusal.value.detail and "CR 602.2b" in refusal.value.cites
    assert run(game, [{"type": "activate", "permanent": "gw", "ability": 0}])["state"]["stack"]
    game["players"][0]["mana_pool"]["C"] = 4
    result = run(game, [{"type": "activate", "permanent": "ward", "ability": 0}])
    assert result["state"]["players"][0]["mana_pool"]["C"] == 0


# --- costs to attack (CR 508.1g-h) -----------------------------------------------------------------


def brainwashed(pool: dict[str, int]) -> dict[str, Any]:
    return state(step="declare_attackers", alice={"mana_pool": pool},
                 battlefield=[on("bear", "Grizzly Bears"), on("bw", "Brainwash", "bob", attached_to="bear"),
                              on("other", "Grizzly Bears")])


def test_508_1h_brainwash_makes_attacking_cost_3() -> None:
    result = run(brainwashed({"R": 3}), [{"type": "declare_attackers",
                                          "attackers": [{"id": "bear", "defending": "bob"}]}])
    paid = next(e for e in result["events"] if e["type"] == "mana_paid")
    assert paid["cost"] == "{3}" and {"CR 508.1g", "CR 508.1h"} <= set(paid["cites"])
    assert result["state"]["players"][0]["mana_pool"]["R"] == 0


def test_508_1g_an_attack_whose_cost_cant_be_paid_is_refused_and_others_attack_freely() -> None:
    attack = {"type": "declare_attackers", "attackers": [{"id": "bear", "defending": "bob"}]}
    with pytest.raises(IllegalAction) as refusal:
        run(brainwashed({"R": 2}), [attack])
    assert "CR 508.1g" in refusal.value.cites and "costs {3}" in refusal.value.detail
    result = run(brainwashed({}), [{"type": "declare_attackers", "attackers": [{"id": "other", "defending": "bob"}]}])
    assert not [e for e in result["events"] if e["type"] == "mana_paid"]


# --- attacking as though it had haste (CR 302.6, 702.10b) ------------------------------------------

INSTILL_ENERGY_LINE = {"name": "Instill Energy", "mana_cost": "{G}", "types": ["Enchantment"], "subtypes": ["Aura"],
                       "abilities": [{"kind": "enchant", "target": "creature"},
                                     {"kind": "attached_attacks_as_though_haste"}]}


def test_702_10b_instill_energy_lets_a_new_creature_attack() -> None:
    game = state(step="declare_attackers", battlefield=[
        on("bear", "Grizzly Bears", controlled_since_turn=3), on("ie", INSTILL_ENERGY_LINE, attached_to="bear")])
    result = run(game, [{"type": "declare_attackers", "attackers": [{"id": "bear", "defending": "bob"}]}])
    assert result["state"]["combat"]["attackers"][0]["id"] == "bear"


def test_302_6_as_though_it_had_haste_is_not_haste_for_tap_abilities() -> None:
    pinger = {"name": "Pinger", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "activated", "cost": "{T}"}]}
    game = state(battlefield=[on("p", pinger, controlled_since_turn=3), on("ie", INSTILL_ENERGY_LINE, attached_to="p")])
    with pytest.raises(IllegalAction) as refusal:
        run(game, [{"type": "activate", "permanent": "p", "ability": 0}])
    assert "CR 302.6" in refusal.value.cites
