"""Session 22, group afr (docs/oracle-s22-afr.md): lines of Adventures in the Forgotten Realms read by the s22-afr
constructions, each checked on the real card's Oracle text (and a near variant the reader must refuse), then played
by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

# --- "Target opponent discards two cards, mills two cards, and loses 2 life." (CR 601.2c, 608.2c) -------------------

def test_608_2c_demogorgons_clutches_one_target_three_verbs() -> None:
    clutches = _read("Demogorgon's Clutches", "Sorcery",
                     "Target opponent discards two cards, mills two cards, and loses 2 life.", "{3}{B}")
    assert [a["effect"] for a in clutches["abilities"]] == [
        {"kind": "discard", "amount": 2, "player": "target_opponent"},
        {"kind": "mill", "amount": 2, "player": "that_target_player"},
        {"kind": "lose_life", "amount": 2, "player": "that_target_player"}]
    _not_read("Target opponent discards two cards, mills two cards, and gains 2 life.", is_spell=True)
    hand = [{"id": f"h{n}", "card": "Bear"} for n in range(3)]
    game = state(alice={"hand": [{"id": "c", "card": "Demogorgon's Clutches"}], "mana_pool": {"B": 4}}, bob={"hand": hand})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "c", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], clutches, BEAR)
    bob = player_of(done, "bob")
    assert len(bob["hand"]) == 1 and len(bob["graveyard"]) == 4 and len(bob["library"]) == 3 and bob["life"] == 18
    assert [e["player"] for e in events_of(done, "milled")] == ["bob"]


# --- "Double target creature's [~'s] power and toughness until end of turn." (CR 701.10b, 701.10c) -----------------

WEAPON = ("Choose Your Weapon", "Instant", "Choose one —\n• Two-Weapon Fighting — Double target creature's power and "
          "toughness until end of turn.\n• Archery — This spell deals 5 damage to target creature with flying.", "{2}{G}")
TARG_NAR = ("Targ Nar, Demon-Fang Gnoll", "Legendary Creature — Gnoll",
            "Pack tactics — Whenever Targ Nar, Demon-Fang Gnoll attacks, if you attacked with creatures with total power "
            "6 or greater this combat, attacking creatures get +1/+0 until end of turn.\n{2}{R}{G}: Double Targ Nar's "
            "power and toughness until end of turn.", "{R}{G}", ("2", "2"))


def test_701_10b_double_power_and_toughness() -> None:
    weapon = _read(*WEAPON)
    modes = weapon["abilities"][0]["effect"]["modes"]
    assert modes[0]["effects"] == [{"kind": "double_power", "target": "creature", "and_toughness": True}]
    targ = _read(*TARG_NAR)
    assert targ["abilities"][-1]["effect"] == {"kind": "double_power", "target": "self", "and_toughness": True}
    _not_read("{2}{R}{G}: Double ~'s power and toughness.")
    big = {"name": "Big", "types": ["Creature"], "power": 3, "toughness": 5}
    game = state(alice={"hand": [{"id": "w", "card": "Choose Your Weapon"}], "mana_pool": {"G": 3}},
                 battlefield=[_on("b", "Big")])
    done = _run(game, [{"type": "cast", "player": "alice", "card": "w", "choices": {"modes": [0], "targets": ["b"]}},
                       {"type": "resolve"}], weapon, big)
    found = _permanent(done, "b")
    assert found is not None and (found["characteristics"]["power"], found["characteristics"]["toughness"]) == (6, 10)
    game = state(alice={"mana_pool": {"R": 2, "G": 2}}, battlefield=[_on("t", "Targ Nar, Demon-Fang Gnoll")])
    done = _run(game, [{"type": "activate", "player": "alice", "permanent": "t", "ability": 1}, {"type": "resolve"}],
                targ)
    found = _permanent(done, "t")
    assert found is not None and (found["characteristics"]["power"], found["characteristics"]["toughness"]) == (4, 4)


# --- "Target creature doesn't untap during its controller's next untap step." (CR 502.3, 611.2b) ------------------

ROPE = ("Fifty Feet of Rope", "Artifact",
        "Climb Over — {T}: Target Wall can't block this turn.\nTie Up — {3}, {T}: Target creature doesn't untap during "
        "its controller's next untap step.\nRappel Down — {4}, {T}: Venture into the dungeon. Activate only as a "
        "sorcery. (Enter the first room or advance to the next room.)", "{1}")


def test_502_3_fifty_feet_of_rope_keeps_a_target_tapped() -> None:
    rope = _read(*ROPE)
    assert rope["abilities"][1]["effect"] == {"kind": "doesnt_untap_next_untap_step", "target": "creature"}
    _not_read("{3}, {T}: Target creature doesn't untap during its owner's next untap step.")
    game = state(step="end", alice={"mana_pool": {"C": 3}},
                 battlefield=[_on("r", "Fifty Feet of Rope"), _on("b", "Bear", "bob", tapped=True),
                              _on("c", "Bear", "bob", tapped=True)])
    done = _run(game, [{"type": "activate", "player": "alice", "permanent": "r", "ability": 1,
                        "choices": {"targets": ["b"]}}, {"type": "resolve"}, {"type": "next_turn"}], rope, BEAR)
    assert [_permanent(done, i)["tapped"] for i in ("b", "c")] == [True, False]  # type: ignore[index]


# --- "Target creature gets +1/+0 until end of turn and can't be blocked this turn." (CR 509.1b, 608.2c) -------------

RIVER = ("You Come to a River", "Instant", "Choose one —\n• Fight the Current — Return target nonland permanent to its "
         "owner's hand.\n• Find a Crossing — Target creature gets +1/+0 until end of turn and can't be blocked this "
         "turn.", "{1}{U}")


def test_509_1b_you_come_to_a_river_pumps_and_makes_unblockable() -> None:
    river = _read(*RIVER)
    assert river["abilities"][0]["effect"]["modes"][1]["effects"] == [
        {"kind": "pump", "target": "creature", "power": 1, "toughness": 0, "duration": "end_of_turn"},
        {"kind": "cant_be_blocked", "target": "it"}]
    _not_read("Target creature gets +1/+0 until end of turn and can't be blocked until end of turn.", is_spell=True)
    game = state(step="precombat_main", alice={"hand": [{"id": "r", "card": "You Come to a River"}],
                                               "mana_pool": {"U": 2}},
                 battlefield=[_on("a", "Bear"), _on("b", "Bear", "bob")])
    cast = {"type": "cast", "player": "alice", "card": "r", "choices": {"modes": [1], "targets": ["a"]}}
    attack = {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}
    block = {"type": "declare_blockers", "blocks": [{"blocker": "b", "attacker": "a"}]}
    step = {"type": "next_step"}
    with pytest.raises(IllegalAction):
        _run(game, [cast, {"type": "resolve"}, step, step, attack, step, block], river, BEAR)
    done = _run(game, [cast, {"type": "resolve"}, step, step, attack, step, step], river, BEAR)
    assert player_of(done, "bob")["life"] == 17


# --- "Ward — Pay 2 life." (an Alchemy card's dash with spaces; CR 702.21a) -----------------------------------------

def test_702_21a_ward_with_a_spaced_dash_is_the_keyword() -> None:
    veteran = _read("A-Armory Veteran", "Creature — Orc Warrior", "Ward — Pay 2 life.\nAs long as Armory Veteran is "
                    "equipped, it has menace.", "{1}{R}", ("2", "2"))
    assert veteran["keywords"] == ["ward:pay 2 life"]
    bolt = {"name": "Bolt", "types": ["Instant"], "mana_cost": "{R}", "abilities": [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
    game = state(alice={"hand": [{"id": "x", "card": "Bolt"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("v", "A-Armory Veteran", "bob")])
    done = _run(game, [{"type": "cast", "player": "alice", "card": "x", "choices": {"targets": ["v"]}},
                       {"type": "resolve", "choices": {"pay_ward": True}}, {"type": "resolve"}], veteran, bolt)
    assert player_of(done, "alice")["life"] == 18 and _permanent(done, "v") is None


# --- "with ward {3}" / "has ward {4} as long as ..." (CR 702.21a, 613.1f) -------------------------------------------

HALL = ("Hall of Storm Giants", "Land", "If you control two or more other lands, Hall of Storm Giants enters the "
        "battlefield tapped.\n{T}: Add {U}.\n{5}{U}: Until end of turn, Hall of Storm Giants becomes a 7/7 blue Giant "
        "creature with ward {3}. It's still a land. (Whenever it becomes the target of a spell or ability an opponent "
        "controls, counter it unless that player pays {3}.)", "")


def test_702_21a_a_land_that_becomes_a_creature_with_ward() -> None:
    hall = _read(*HALL)
    assert hall["abilities"][-1]["effect"]["keywords"] == ["ward:{3}"]
    _not_read("{5}{U}: Until end of turn, ~ becomes a 7/7 blue Giant creature with ward 3. It's still a land.")
    assert read_composed("~ has ward {4} as long as it's untapped.", is_spell=False).abilities == [
        {"kind": "static_pump", "power": 0, "toughness": 0, "keywords": ["ward:{4}"], "affected": "self",
         "status": "untapped"}]
    bolt = {"name": "Bolt", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
        {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
    game = state(bob={"mana_pool": {"U": 6}}, alice={"hand": [{"id": "x", "card": "Bolt"}]},
                 battlefield=[_on("h", "Hall of Storm Giants", "bob")])
    done = _run(game, [{"type": "activate", "player": "bob", "permanent": "h", "ability": 2}, {"type": "resolve"},
                       {"type": "cast", "player": "alice", "card": "x", "choices": {"targets": ["h"]}},
                       {"type": "resolve"}], hall, bolt)
    assert events_of(done, "ward_not_paid") and events_of(done, "countered")[0]["stack_object"] == "x"
    assert _permanent(done, "h")["damage"] == 0  # type: ignore[index]


# --- "that player loses 1 life and mills a card, then you gain 1 life and scry 1" (CR 608.2c) -----------------------

KRYDLE = ("Krydle of Baldur's Gate", "Legendary Creature — Human Elf Rogue",
          "Whenever Krydle of Baldur's Gate deals combat damage to a player, that player loses 1 life and mills a card, "
          "then you gain 1 life and scry 1.\nWhenever you attack, you may pay {2}. If you do, target creature can't be "
          "blocked this turn.", "{U}{B}", ("1", "3"))


def test_608_2c_krydle_two_predicates_then_two_clauses() -> None:
    krydle = _read(*KRYDLE)
    assert krydle["abilities"][0]["then_effects"] == [
        {"kind": "mill", "amount": 1, "player": "that_player"}, {"kind": "gain_life", "amount": 1, "player": "you"},
        {"kind": "scry", "amount": 1}]
    _not_read("Whenever ~ deals combat damage to a player, that player loses 1 life and mills a card, then you gain 1 "
              "life and scry.")
    game = state(step="declare_attackers", battlefield=[_on("k", "Krydle of Baldur's Gate")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "k", "defending": "bob"}]}
    step = {"type": "next_step"}
    done = _run(game, [attack, {"type": "resolve"}, step, step, {"type": "resolve", "choices": {"scry": {"top": [], "bottom": [
        "alice-lib-0"]}}}], krydle)
    alice, bob = player_of(done, "alice"), player_of(done, "bob")
    assert bob["life"] == 18 and [c["id"] for c in bob["graveyard"]] == ["bob-lib-0"] and alice["life"] == 21
    assert alice["library"][-1]["id"] == "alice-lib-0"


# --- "Untap target permanent not named ~." (CR 201.2a) --------------------------------------------------------------

CONJURER = ("Clever Conjurer", "Creature — Gnome Wizard", "Mage Hand — {T}: Untap target permanent not named Clever "
            "Conjurer. Activate only as a sorcery.", "{2}{U}", ("2", "3"))


def test_201_2a_clever_conjurer_untaps_a_permanent_with_another_name() -> None:
    conjurer = _read(*CONJURER)
    assert conjurer["abilities"][0]["effect"] == {"kind": "untap", "target": "permanent:not_named_like_source"}
    _not_read("{T}: Untap target permanent not named Bob.")
    game = state(battlefield=[_on("c", "Clever Conjurer"), _on("d", "Clever Conjurer", tapped=True),
                              _on("b", "Bear", tapped=True)])

    def untap(target: str) -> dict[str, Any]:
        return {"type": "activate", "player": "alice", "permanent": "c", "ability": 0, "choices": {"targets": [target]}}
    done = _run(game, [untap("b"), {"type": "resolve"}], conjurer, BEAR)
    assert _permanent(done, "b")["tapped"] is False  # type: ignore[index]
    with pytest.raises(IllegalAction):
        _run(game, [untap("d")], conjurer, BEAR)


# --- "If that permanent [creature] is green [white], ... instead." (CR 608.2c, 608.2h, 105.2) ------------------------

HANDS = ("Burning Hands", "Instant", "Burning Hands deals 2 damage to target creature or planeswalker. If that "
         "permanent is green, Burning Hands deals 6 damage instead.", "{1}{R}")
RAY = ("Ray of Enfeeblement", "Instant", "Target creature gets -4/-1 until end of turn. If that creature is white, it gets "
       "-4/-4 until end of turn instead.", "{B}")


def test_608_2c_instead_if_the_target_is_a_color() -> None:
    hands, ray = _read(*HANDS), _read(*RAY)
    assert hands["abilities"][2]["effect"]["condition"] == {"kind": "it_is", "specs": ["permanent:green"]}
    assert ray["abilities"][2]["effect"]["effect"]["toughness"] == -4
    _not_read("Target creature gets -4/-1 until end of turn. If that creature is blue and white, it gets -4/-4 until "
              "end of turn instead.", is_spell=True)
    green = {"name": "Oak", "types": ["Creature"], "colors": ["G"], "power": 5, "toughness": 7}
    white = {"name": "Saint", "types": ["Creature"], "colors": ["W"], "power": 5, "toughness": 7}
    for target, damage in (("g", 6), ("w", 2)):
        game = state(alice={"hand": [{"id": "h", "card": "Burning Hands"}], "mana_pool": {"R": 2}},
                     battlefield=[_on("g", "Oak", "bob"), _on("w", "Saint", "bob")])
        done = _run(game, [{"type": "cast", "player": "alice", "card": "h", "choices": {"targets": [target]}},
                           {"type": "resolve"}], hands, green, white)
        assert _permanent(done, target)["damage"] == damage  # type: ignore[index]
    for target, toughness in (("g", 6), ("w", 3)):
        game = state(alice={"hand": [{"id": "r", "card": "Ray of Enfeeblement"}], "mana_pool": {"B": 1}},
                     battlefield=[_on("g", "Oak", "bob"), _on("w", "Saint", "bob")])
        done = _run(game, [{"type": "cast", "player": "alice", "card": "r", "choices": {"targets": [target]}},
                           {"type": "resolve"}], ray, green, white)
        assert _permanent(done, target)["characteristics"]["toughness"] == toughness  # type: ignore[index]


# --- "Whenever ~ deals combat damage to a player, put that many +1/+1 counters on it." (CR 603.2, 510.2) ------------

REGENT = ("Westgate Regent", "Creature — Vampire", "Flying\nWard—Discard a card. (Whenever this creature becomes the "
          "target of a spell or ability an opponent controls, counter it unless that player discards a card.)\n"
          "Whenever Westgate Regent deals combat damage to a player, put that many +1/+1 counters on it.", "{3}{B}{B}",
          ("4", "4"))


def test_603_2_westgate_regent_gets_as_many_counters_as_the_damage() -> None:
    regent = _read(*REGENT)
    assert regent["abilities"][0]["effect"] == {"kind": "put_counters", "counter": "+1/+1", "amount": "that_much",
                                                "target": "self"}
    _not_read("When ~ enters or deals combat damage to a player, put that many +1/+1 counters on it.")
    game = state(step="declare_attackers", battlefield=[_on("w", "Westgate Regent")])
    attack = {"type": "declare_attackers", "attackers": [{"id": "w", "defending": "bob"}]}
    step = {"type": "next_step"}
    done = _run(game, [attack, step, step, {"type": "resolve"}], regent)
    assert player_of(done, "bob")["life"] == 16 and _permanent(done, "w")["counters"] == {"+1/+1": 4}  # type: ignore[index]


# --- "~ can't be blocked as long as it's attacking alone." (CR 506.5, 509.1b, 611.3a) ------------------------------

MALISON = ("Yuan-Ti Malison", "Creature — Snake Rogue", "Yuan-Ti Malison can't be blocked as long as it's attacking "
           "alone.\nWhenever Yuan-Ti Malison deals combat damage to a player, venture into the dungeon. (Enter the first "
           "room or advance to the next room.)", "{1}{U}", ("2", "1"))


def test_506_5_yuan_ti_malison_is_unblockable_only_while_attacking_alone() -> None:
    malison = _read(*MALISON)
    assert malison["abilities"][0] == {"kind": "unblockable", "while_attacking_alone": True}
    _not_read("~ can't be blocked as long as it's attacking.")
    game = state(step="declare_attackers", battlefield=[_on("y", "Yuan-Ti Malison"), _on("a", "Bear"),
                                                        _on("b", "Bear", "bob")])
    step = {"type": "next_step"}
    block = {"type": "declare_blockers", "blocks": [{"blocker": "b", "attacker": "y"}]}

    def attack(*ids: str) -> dict[str, Any]:
        return {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}
    with pytest.raises(IllegalAction):
        _run(game, [attack("y"), step, block], malison, BEAR)
    done = _run(game, [attack("y", "a"), step, block], malison, BEAR)
    assert done["state"]["combat"]["blockers"] == {"b": ["y"]}


# --- "Equipped creature can't be blocked as long as its power is 3 or less." (CR 509.1b, 611.3a) --------------------

TOOLS = ("Thieves' Tools", "Artifact — Equipment", "When Thieves' Tools enters the battlefield, create a Treasure token. "
         "(It's an artifact with \"{T}, Sacrifice this artifact: Add one mana of any color.\")\nEquipped creature can't "
         "be blocked as long as its power is 3 or less.\nEquip {2} ({2}: Attach to target creature you control. Equip "
         "only as a sorcery.)", "{1}{B}")


def test_611_3a_thieves_tools_while_the_power_is_3_or_less() -> None:
    tools = _read(*TOOLS)
    assert tools["abilities"][1] == {"kind": "attached_cant_be_blocked", "power_at_most": 3}
    _not_read("Equipped creature can't be blocked as long as its power is 3 or greater.")
    big = {"name": "Big", "types": ["Creature"], "power": 4, "toughness": 4}
    step = {"type": "next_step"}
    for attacker, refused in (("a", True), ("g", False)):
        game = state(step="declare_attackers", battlefield=[
            _on("a", "Bear"), _on("g", "Big"), _on("t", "Thieves' Tools", attached_to=attacker),
            _on("b", "Bear", "bob")])
        actions = [{"type": "declare_attackers", "attackers": [{"id": attacker, "defending": "bob"}]}, step,
                   {"type": "declare_blockers", "blocks": [{"blocker": "b", "attacker": attacker}]}]
        if refused:
            with pytest.raises(IllegalAction):
                _run(game, actions, tools, BEAR, big)
        else:
            assert _run(game, actions, tools, BEAR, big)["state"]["combat"]["blockers"] == {"b": ["g"]}


# --- "Whenever ~ becomes blocked, it deals 1 damage to target creature blocking it." (CR 509.1, 120.1) -------------

JAVELINEER = ("Goblin Javelineer", "Creature — Goblin Warrior", "Whenever Goblin Javelineer becomes blocked, it deals 1 "
              "damage to target creature blocking it.", "{R}", ("2", "1"))


def test_509_1_goblin_javelineer_damages_a_creature_blocking_it() -> None:
    javelineer = _read(*JAVELINEER)
    assert javelineer["abilities"][0]["effect"] == {"kind": "damage", "amount": 1, "target": "creature:blocking_source"}
    _not_read("Whenever a creature you control becomes blocked, it deals 1 damage to target creature blocking it.")
    game = state(step="declare_attackers", battlefield=[_on("j", "Goblin Javelineer"), _on("b", "Bear", "bob"),
                                                        _on("c", "Bear", "bob")])
    start = [{"type": "declare_attackers", "attackers": [{"id": "j", "defending": "bob"}]}, {"type": "next_step"},
             {"type": "declare_blockers", "blocks": [{"blocker": "b", "attacker": "j"}]}]
    done = _run(game, [*start, {"type": "resolve", "choices": {"targets": ["b"]}}], javelineer, BEAR)
    assert _permanent(done, "b")["damage"] == 1  # type: ignore[index]
    with pytest.raises(IllegalAction, match="'c' is not a creature blocking the source"):  # CR 603.3d
        _run(game, [*start, {"type": "resolve", "choices": {"targets": ["c"]}}], javelineer, BEAR)


# --- "That creature gains haste until end of turn and can't be blocked by Walls this turn." (CR 509.1b, 205.3) ------

KICK = ("Kick in the Door", "Sorcery", "Put a +1/+1 counter on target creature. That creature gains haste until end of "
        "turn and can't be blocked by Walls this turn. Venture into the dungeon. (Enter the first room or advance to the "
        "next room.)", "{R}")


def test_509_1b_kick_in_the_door_walls_cant_block_it() -> None:
    kick = _read(*KICK)
    assert kick["abilities"][2]["effect"] == {"kind": "cant_be_blocked_by_this_turn", "target": "it",
                                              "by_subtypes": ["Wall"]}
    _not_read("Target creature gains haste until end of turn and can't be blocked by Walls until end of turn.",
              is_spell=True)
    wall = {"name": "Wall", "types": ["Creature"], "subtypes": ["Wall"], "power": 0, "toughness": 4}
    game = state(alice={"hand": [{"id": "k", "card": "Kick in the Door"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("a", "Bear"), _on("w", "Wall", "bob"), _on("b", "Bear", "bob")])
    cast = [{"type": "cast", "player": "alice", "card": "k", "choices": {"targets": ["a"]}},
            {"type": "resolve", "choices": {"venture_dungeon": "Lost Mine of Phandelver"}}, {"type": "resolve"},
            {"type": "next_step"}, {"type": "next_step"},
            {"type": "declare_attackers", "attackers": [{"id": "a", "defending": "bob"}]}, {"type": "next_step"}]

    def block(blocker: str) -> dict[str, Any]:
        return {"type": "declare_blockers", "blocks": [{"blocker": blocker, "attacker": "a"}]}
    with pytest.raises(IllegalAction):
        _run(game, [*cast, block("w")], kick, BEAR, wall)
    done = _run(game, [*cast, block("b")], kick, BEAR, wall)
    assert done["state"]["combat"]["blockers"] == {"b": ["a"]}


# --- a d20 row's "Create two of those tokens." (CR 706.2, 111.1) ---------------------------------------------------

SWARMING = ("Swarming Goblins", "Creature — Goblin", "When Swarming Goblins enters the battlefield, roll a d20.\n1—9 | "
            "Create a 1/1 red Goblin creature token.\n10—19 | Create two of those tokens.\n20 | Create three of those "
            "tokens.", "{4}{R}", ("4", "3"))


def test_706_2_swarming_goblins_those_tokens_are_the_first_rows() -> None:
    swarming = _read(*SWARMING)
    rows = swarming["abilities"][0]["effect"]["results"]
    assert [row["effects"][0].get("count", 1) for row in rows] == [1, 2, 3]
    assert rows[1]["effects"][0]["token"] == rows[0]["effects"][0]["token"]
    _not_read("When ~ enters, roll a d20. 1—9 | Scry 1. 10—19 | Create two of those tokens. 20 | Scry 2.")
    game = state(alice={"hand": [{"id": "s", "card": "Swarming Goblins"}], "mana_pool": {"R": 5}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "s"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"die_roll": 15}}], swarming)
    assert len([p for p in done["state"]["battlefield"] if p["is_token"]]) == 2
