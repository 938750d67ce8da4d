"""Session 22, group zne (docs/oracle-s22-zne.md): Zendikar Rising, Throne of Eldraine and Theros Beyond Death lines
read by the s22-zne grammar rules, each checked on the real card's Oracle text (and a near variant the reader must
refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, ROCK, _not_read, _on  # the s18-m21 helpers, shared


def _ids(result: dict[str, Any]) -> list[str]:
    return [p["id"] for p in result["state"]["battlefield"]]


# --- "Sacrifice an artifact or another creature" as a cost (CR 602.2b, 701.21a) -------------------------------------

NOBLE = ("Malevolent Noble", "Creature — Human Noble",
         "{2}, Sacrifice an artifact or another creature: Put a +1/+1 counter on Malevolent Noble.", "{1}{B}",
         ("2", "2"))


def test_701_21a_a_sacrifice_of_either_permanent_reads_both_specs() -> None:
    assert read_full_definition(*NOBLE)["abilities"][0]["other_costs"] == [
        {"kind": "sacrifice_permanent", "spec": "artifact", "or_spec": "creature:other"}]
    assert read_composed("{R}, Sacrifice another creature or an enchantment: ~ gets +1/+0 and gains menace until end "
                         "of turn.", is_spell=False).abilities[0]["other_costs"] == [
        {"kind": "sacrifice_permanent", "spec": "creature:other", "or_spec": "enchantment"}]
    _not_read("{2}, Sacrifice a creature or a creature: Draw a card.")


def test_602_2b_the_noble_sacrifices_an_artifact_or_another_creature_never_itself() -> None:
    noble = read_full_definition(*NOBLE)
    game = state(battlefield=[_on("n", "Malevolent Noble"), _on("r", "Rock"), _on("b", "Bear")],
                 alice={"mana_pool": {"C": 2}})
    activate = {"type": "activate", "permanent": "n", "ability": 0}
    for victim in ("r", "b"):
        done = _run(game, [{**activate, "choices": {"sacrifice": [victim]}}, {"type": "resolve"}], noble, BEAR, ROCK)
        assert victim not in _ids(done)
        assert next(p for p in done["state"]["battlefield"] if p["id"] == "n")["counters"] == {"+1/+1": 1}
    with pytest.raises(IllegalAction):  # "another creature": not ~ itself (no artifact either)
        _run(game, [{**activate, "choices": {"sacrifice": ["n"]}}], noble, BEAR, ROCK)
    with pytest.raises(IllegalAction):  # CR 118.3: nothing else to sacrifice
        _run(state(battlefield=[_on("n", "Malevolent Noble")], alice={"mana_pool": {"C": 2}}), [activate], noble)


# --- "~ costs {X} less to cast, where X is your devotion to white." (CR 601.2f, 700.5) -------------------------------

CHIMERA = ("Daybreak Chimera", "Enchantment Creature — Chimera",
           "This spell costs {X} less to cast, where X is your devotion to white.\nFlying", "{3}{W}{W}", ("3", "3"))
ACOLYTE = {"name": "Acolyte", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{W}{W/U}"}


def test_700_5_a_reduction_by_devotion_reads_the_count() -> None:
    assert read_full_definition(*CHIMERA)["abilities"] == [
        {"kind": "self_cost_reduction", "generic": 1, "for_each_devotion": "devotion_W"}]
    _not_read("~ costs {2} less to cast, where X is your devotion to white.")


def test_601_2f_daybreak_chimera_costs_one_less_for_each_white_symbol_among_your_permanents() -> None:
    chimera = read_full_definition(*CHIMERA)
    cast = {"type": "cast", "player": "alice", "card": "c"}
    game = state(battlefield=[_on("a", "Acolyte"), _on("o", "Acolyte", controller="bob")],
                 alice={"hand": [{"id": "c", "card": "Daybreak Chimera"}], "mana_pool": {"W": 2, "C": 1}})
    done = _run(game, [cast, {"type": "resolve"}], chimera, ACOLYTE)  # devotion 2 (the hybrid counts): {1}{W}{W}
    assert "c" in _ids(done) and not any(done["state"]["players"][0]["mana_pool"].values())
    with pytest.raises(IllegalAction):  # bob's Acolyte adds nothing to alice's devotion: {3}{W}{W} - 0
        _run({**game, "battlefield": [_on("o", "Acolyte", controller="bob")]}, [cast], chimera, ACOLYTE)


# --- "exile target card from an opponent's graveyard" (CR 115.2, 404.2) --------------------------------------------

HARPY = ("Scavenging Harpy", "Creature — Harpy", "Flying\nWhen Scavenging Harpy enters the battlefield, exile target "
         "card from an opponent's graveyard.", "{2}{B}", ("2", "1"))


def test_115_2_a_target_card_from_an_opponents_graveyard() -> None:
    assert read_full_definition(*HARPY)["abilities"][0]["effect"] == {
        "kind": "exile", "target": "card_in_a_graveyard:in_an_opponents_graveyard"}
    _not_read("When ~ enters, exile target creature from an opponent's graveyard.")


def test_404_2_the_harpy_exiles_a_card_of_an_opponents_graveyard_only() -> None:
    harpy = read_full_definition(*HARPY)
    game = state(alice={"hand": [{"id": "h", "card": "Scavenging Harpy"}], "mana_pool": {"B": 1, "C": 2},
                        "graveyard": [{"id": "mine", "card": "Bear"}]},
                 bob={"graveyard": [{"id": "theirs", "card": "Bear"}]})
    cast = [{"type": "cast", "player": "alice", "card": "h"}, {"type": "resolve"}]
    done = _run(game, [*cast, {"type": "resolve", "choices": {"targets": ["theirs"]}}], harpy, BEAR)
    bob = done["state"]["players"][1]
    assert bob["graveyard"] == [] and [c["id"] for c in bob["exile"]] == ["theirs"]
    # a card of alice's own graveyard can't be chosen as the target (CR 603.3d, 115.1)
    with pytest.raises(IllegalAction, match="'mine' is in alice's graveyard"):
        _run(game, [*cast, {"type": "resolve", "choices": {"targets": ["mine"]}}], harpy, BEAR)


# --- "If this spell was kicked, <effects>." as a spell's sentence (CR 702.33d, 608.2c) -------------------------------

SHIELD = ("Shell Shield", "Instant", "Kicker {1} (You may pay an additional {1} as you cast this spell.)\nTarget "
          "creature you control gets +0/+3 until end of turn. If this spell was kicked, that creature also gains "
          "hexproof until end of turn.", "{U}")


def test_702_33d_a_kicked_sentence_reads_the_rider_condition() -> None:
    assert read_full_definition(*SHIELD)["abilities"][-1]["effect"] == {
        "kind": "if_condition", "condition": {"kind": "kicked"},
        "effect": {"kind": "pump", "target": "it", "power": 0, "toughness": 0, "duration": "end_of_turn",
                   "keywords": ["hexproof"]}}
    _not_read("When ~ enters, draw a card. If ~ was kicked, draw a card.")  # a permanent remembers no kicker here


def test_608_2c_shell_shield_gives_hexproof_only_when_kicked() -> None:
    shield = read_full_definition(*SHIELD)
    game = state(battlefield=[_on("b", "Bear")], alice={"hand": [{"id": "s", "card": "Shell Shield"}],
                                                       "mana_pool": {"U": 1, "C": 1}})
    for kicked, keywords in ((True, ["hexproof"]), (False, [])):
        cast = {"type": "cast", "player": "alice", "card": "s", "kicked": kicked, "choices": {"targets": ["b"]}}
        done = _run(game, [cast, {"type": "resolve"}], shield, BEAR)
        bear = done["state"]["battlefield"][0]["characteristics"]
        assert bear["keywords"] == keywords and bear["toughness"] == 5


# --- "if / as long as you control an artifact or enchantment" (CR 611.3a, 603.4, 205.2a) ----------------------------

FLUTTERFOX = ("Flutterfox", "Creature — Fox", "As long as you control an artifact or enchantment, Flutterfox has "
              "flying.", "{1}{W}", ("2", "2"))
SHRINE = {"name": "Shrine", "types": ["Enchantment"]}


def test_205_2a_a_condition_on_an_artifact_or_enchantment_reads_one_spec() -> None:
    assert read_full_definition(*FLUTTERFOX)["abilities"][0]["as_long_as_you_control"] == "artifact_or_enchantment"
    _not_read("As long as you control an instant or enchantment, ~ has flying.")


def test_611_3a_flutterfox_flies_while_you_control_an_artifact_or_an_enchantment() -> None:
    fox = read_full_definition(*FLUTTERFOX)
    for others, keywords in (([], []), (["Rock"], ["flying"]), (["Shrine"], ["flying"])):
        game = state(battlefield=[_on("f", "Flutterfox"), *(_on(f"o{i}", o) for i, o in enumerate(others)),
                                  _on("x", "Shrine", controller="bob")])
        done = _run(game, [], fox, ROCK, SHRINE)
        assert done["state"]["battlefield"][0]["characteristics"]["keywords"] == keywords


# --- "... if an opponent has eight or more cards in their graveyard" on an activation and a cost (CR 602.5b, 601.2f) --

WINDROBBER = ("Merfolk Windrobber", "Creature — Merfolk Rogue", "Flying\nWhenever Merfolk Windrobber deals combat "
              "damage to a player, that player mills a card.\nSacrifice Merfolk Windrobber: Draw a card. Activate only "
              "if an opponent has eight or more cards in their graveyard.", "{U}", ("1", "1"))
STORY = ("Into the Story", "Instant", "This spell costs {3} less to cast if an opponent has seven or more cards in their "
         "graveyard.\nDraw four cards.", "{5}{U}{U}")


def _graveyard(count: int, owner: str = "b") -> list[dict[str, Any]]:
    return [{"id": f"{owner}{i}", "card": "Bear"} for i in range(count)]


def test_602_5b_the_windrobber_is_sacrificed_only_while_an_opponent_has_eight_cards_in_their_graveyard() -> None:
    robber = read_full_definition(*WINDROBBER)
    assert robber["abilities"][-1]["activate_only_if_opponent_graveyard_at_least"] == 8
    activate = {"type": "activate", "permanent": "w", "ability": 1}
    done = _run(state(battlefield=[_on("w", "Merfolk Windrobber")], bob={"graveyard": _graveyard(8)}),
                [activate, {"type": "resolve"}], robber, BEAR)
    assert _ids(done) == [] and len(done["state"]["players"][0]["hand"]) == 1
    for alice, bob in ((_graveyard(8, "a"), _graveyard(7)), ([], [])):  # alice's own graveyard doesn't count
        with pytest.raises(IllegalAction):
            _run(state(battlefield=[_on("w", "Merfolk Windrobber")], alice={"graveyard": alice},
                       bob={"graveyard": bob}), [activate], robber, BEAR)


def test_601_2f_into_the_story_costs_three_less_while_an_opponent_has_seven_cards_in_their_graveyard() -> None:
    story = read_full_definition(*STORY)
    assert story["abilities"][0] == {"kind": "self_cost_reduction", "generic": 3, "if_opponent_graveyard_at_least": 7}
    cast = {"type": "cast", "player": "alice", "card": "s"}
    hand = {"hand": [{"id": "s", "card": "Into the Story"}], "mana_pool": {"U": 2, "C": 2}}
    done = _run(state(alice=hand, bob={"graveyard": _graveyard(7)}), [cast, {"type": "resolve"}], story, BEAR)
    assert len(done["state"]["players"][0]["hand"]) == 4
    with pytest.raises(IllegalAction):  # six cards: the full {5}{U}{U}
        _run(state(alice=hand, bob={"graveyard": _graveyard(6)}), [cast], story, BEAR)


# --- "Whenever a creature you control deals combat damage to a planeswalker, destroy that planeswalker." (CR 510.2) ---

ZAGRAS_LINE = "Whenever a creature you control deals combat damage to a planeswalker, destroy that planeswalker."
PINGER = {"name": "Pinger", "types": ["Creature"], "power": 1, "toughness": 1, "abilities": [
    {"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1, "target": "any"}}]}


def test_510_2_only_combat_damage_to_a_planeswalker_destroys_it() -> None:
    zagras = {"name": "Zagras", "types": ["Creature"], "power": 4, "toughness": 4,
              "abilities": read_composed(ZAGRAS_LINE, is_spell=False).abilities}
    assert zagras["abilities"] == [{"kind": "triggered", "trigger": "creature_combat_damages_planeswalker",
                                    "dealing": "creature:you_control",
                                    "effect": {"kind": "destroy", "target": "that_permanent"}}]
    walker = {"id": "pw", "controller": "bob", "counters": {"loyalty": 5},
              "card": {"name": "Walker", "types": ["Planeswalker"]}}
    game = state(step="declare_attackers", battlefield=[_on("z", "Zagras"), _on("b", "Bear"), walker])
    done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "pw"}]},
                       {"type": "next_step"}, {"type": "next_step"}, {"type": "resolve"}], zagras, BEAR)
    assert "pw" not in _ids(done)
    # a creature's noncombat damage: no trigger
    done = _run(state(battlefield=[_on("z", "Zagras"), _on("p", "Pinger"), walker]),
                [{"type": "activate", "permanent": "p", "ability": 0, "choices": {"targets": ["pw"]}},
                 {"type": "resolve"}], zagras, PINGER)
    assert done["state"]["stack"] == [] and "pw" in _ids(done)
    assert done["state"]["battlefield"][-1]["counters"] == {"loyalty": 4}


# --- "Whenever ~ blocks a creature, that creature doesn't untap during its controller's next untap step." ------------

CLERIC = ("Cleric of Chill Depths", "Creature — Merfolk Cleric", "Whenever Cleric of Chill Depths blocks a creature, "
          "that creature doesn't untap during its controller's next untap step.", "{1}{U}", ("1", "3"))


def test_509_3b_the_cleric_keeps_the_creature_it_blocks_tapped() -> None:
    cleric = read_full_definition(*CLERIC)
    assert cleric["abilities"] == [{"kind": "triggered", "trigger": "blocks_a_creature",
                                    "effect": {"kind": "doesnt_untap_next_untap_step", "target": "that_permanent"}}]
    _not_read("Whenever ~ blocks a creature, it doesn't untap during its controller's next untap step.")
    game = state(step="declare_attackers", battlefield=[_on("b", "Bear"), _on("c", "Cleric of Chill Depths", "bob")])
    done = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "b", "defending": "bob"}]},
                       {"type": "next_step"},
                       {"type": "declare_blockers", "blocks": [{"blocker": "c", "attacker": "b"}]},
                       {"type": "resolve"}], cleric, BEAR)
    bear = next(p for p in done["state"]["battlefield"] if p["id"] == "b")
    assert bear["tapped"] and bear["doesnt_untap_next_step_of"] == "alice"


# --- "Tap target creature. Its controller mills two cards. That creature doesn't untap ..." (CR 608.2c, 502.3) ------

GRASP = ("Glacial Grasp", "Instant", "Tap target creature. Its controller mills two cards. That creature doesn't untap "
         "during its controller's next untap step.\nDraw a card.", "{2}{U}")


def test_502_3_glacial_grasp_keeps_the_tapped_creature_tapped_past_its_controllers_mill() -> None:
    grasp = read_full_definition(*GRASP)
    assert [a["effect"]["kind"] for a in grasp["abilities"]] == [
        "tap", "mill", "doesnt_untap_next_untap_step", "draw"]
    _not_read("Tap target creature. You mill two cards. That creature doesn't untap during its controller's next "
              "untap step.", is_spell=True)
    game = state(battlefield=[_on("b", "Bear", "bob")],
                 alice={"hand": [{"id": "g", "card": "Glacial Grasp"}], "mana_pool": {"U": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "g", "choices": {"targets": ["b"]}},
                       {"type": "resolve"}], grasp, BEAR)
    bear = done["state"]["battlefield"][0]
    assert bear["tapped"] and bear["doesnt_untap_next_step_of"] == "bob"
    assert len(done["state"]["players"][1]["graveyard"]) == 2 and done["state"]["players"][0]["graveyard"][0]["id"] == "g"


# --- "You lose life equal to that permanent's mana value." (CR 608.2h, 119.3) ---------------------------------------

SWARM = ("Feed the Swarm", "Sorcery", "Destroy target creature or enchantment an opponent controls. You lose life equal "
         "to that permanent's mana value.", "{1}{B}")


def test_608_2h_feed_the_swarm_costs_the_destroyed_permanents_mana_value_in_life() -> None:
    swarm = read_full_definition(*SWARM)
    assert swarm["abilities"][1]["effect"] == {"kind": "lose_life", "amount": "its_mana_value", "player": "you"}
    _not_read("When ~ enters, destroy target creature. You lose life equal to that permanent's mana value.")
    ogre = {"name": "Ogre", "types": ["Creature"], "power": 3, "toughness": 3, "mana_cost": "{2}{R}{R}"}
    game = state(battlefield=[_on("o", "Ogre", "bob")],
                 alice={"hand": [{"id": "s", "card": "Feed the Swarm"}], "mana_pool": {"B": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "s", "choices": {"targets": ["o"]}},
                       {"type": "resolve"}], swarm, ogre)
    assert _ids(done) == [] and done["state"]["players"][0]["life"] == 16


# --- "Equipped creatures you control have flying and haste." (CR 301.5, 613.1f) ------------------------------------

BLADEMASTER = ("Kor Blademaster", "Creature — Kor Warrior", "Equipped Warriors you control have double strike.",
               "{2}{W}", ("1", "1"))
FOREST = {"name": "Forest", "types": ["Land"], "subtypes": ["Forest"]}
SWORD = {"name": "Sword", "types": ["Artifact"], "subtypes": ["Equipment"]}
WARRIOR = {"name": "Warrior", "types": ["Creature"], "subtypes": ["Warrior"], "power": 2, "toughness": 2}


def test_301_5_equipped_warriors_you_control_have_double_strike() -> None:
    blademaster = read_full_definition(*BLADEMASTER)
    assert blademaster["abilities"] == [{"kind": "static_pump", "power": 0, "toughness": 0,
                                         "keywords": ["double_strike"], "subtype": "Warrior", "status": "equipped",
                                         "affected": "creatures_you_control"}]
    game = state(battlefield=[_on("k", "Kor Blademaster"), _on("w1", "Warrior"), _on("w2", "Warrior"),
                              _on("b", "Bear"), _on("s1", "Sword", attached_to="w1"), _on("s2", "Sword", attached_to="b"),
                              _on("w3", "Warrior", "bob"), _on("s3", "Sword", "bob", attached_to="w3")])
    done = _run(game, [], blademaster, WARRIOR, SWORD, BEAR)
    keywords = {p["id"]: p["characteristics"]["keywords"] for p in done["state"]["battlefield"]}
    assert keywords["w1"] == ["double_strike"]
    assert keywords["w2"] == keywords["b"] == keywords["w3"] == keywords["k"] == []


# --- "add one mana of any color" from a triggered ability or a spell (CR 605.5b, 106.1, 608.2d) ---------------------

COBRA = ("Lotus Cobra", "Creature — Snake", "Landfall — Whenever a land enters the battlefield under your control, add "
         "one mana of any color.", "{1}{G}", ("2", "1"))


def test_605_5b_lotus_cobras_landfall_adds_one_mana_of_the_color_chosen() -> None:
    cobra = read_full_definition(*COBRA)
    assert cobra["abilities"][0]["effect"] == {"kind": "add_mana", "mana": "{W}|{U}|{B}|{R}|{G}"}
    _not_read("Until end of turn, add one mana of any color.", is_spell=True)
    game = state(battlefield=[_on("c", "Lotus Cobra")], alice={"hand": [{"id": "f", "card": "Forest"}]})
    done = _run(game, [{"type": "play_land", "player": "alice", "card": "f"},
                       {"type": "resolve", "choices": {"mana_colors": ["U"]}}], cobra, FOREST)
    pool = done["state"]["players"][0]["mana_pool"]
    assert {k: v for k, v in pool.items() if v} == {"U": 1}
    with pytest.raises(IllegalAction):  # colorless is no color (CR 105.1)
        _run(game, [{"type": "play_land", "player": "alice", "card": "f"},
                    {"type": "resolve", "choices": {"mana_colors": ["C"]}}], cobra, FOREST)


ELECTROMANCER = ("Ardent Electromancer", "Creature — Human Wizard", "When Ardent Electromancer enters the battlefield, "
                 "add {R} for each creature in your party.", "{2}{R}", ("3", "2"))


def test_700_8_ardent_electromancer_adds_red_mana_for_each_creature_in_your_party() -> None:
    electromancer = read_full_definition(*ELECTROMANCER)
    assert electromancer["abilities"][0]["effect"] == {"kind": "add_mana", "mana": "{R}", "times": "party_size"}
    cleric = {"name": "Cleric", "types": ["Creature"], "subtypes": ["Cleric"], "power": 1, "toughness": 1}
    game = state(battlefield=[_on("c", "Cleric")],
                 alice={"hand": [{"id": "e", "card": "Ardent Electromancer"}], "mana_pool": {"R": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "e"}, {"type": "resolve"}, {"type": "resolve"}],
                electromancer, cleric)
    assert {k: v for k, v in done["state"]["players"][0]["mana_pool"].items() if v} == {"R": 2}  # a Cleric, a Wizard
