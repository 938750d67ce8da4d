"""Session 24, group core (docs/oracle-s24-core.md): two engine fixes (every sacrifice of one resolution answerable;
a departed source's keywords from last known information) and the core-set lines read by the s24-core grammar rules,
each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _pt

ZAP = {"name": "Zap", "types": ["Instant"], "mana_cost": "{R}",
       "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "any"}}]}
FOREST = "Forest"


def _ids(done: dict[str, Any], who: str) -> list[str]:
    return [p["id"] for p in done["state"]["battlefield"] if p["controller"] == who]


# --- (a) several sacrifices in one resolution, each answerable (CR 608.2c, 608.2d, 701.21a) -------------------------


def test_608_2c_smallpox_each_sacrifice_of_the_resolution_is_named() -> None:
    smallpox = read_full_definition("Smallpox", "Sorcery", "Each player loses 1 life, discards a card, sacrifices a "
                                    "creature, then sacrifices a land.", "{B}{B}")
    assert [a["effect"]["kind"] for a in smallpox["abilities"]][-2:] == ["edict", "edict"]
    battlefield = [_on(f"{who}-{n}", card, who) for who in ("alice", "bob")
                   for n, card in enumerate(("Bear", FOREST, "Bear", FOREST))]
    game = state(alice={"hand": [{"id": "s", "card": "Smallpox"}, {"id": "a1", "card": "Bear"}], "mana_pool": {"B": 2}},
                 bob={"hand": [{"id": "b1", "card": "Bear"}]}, battlefield=battlefield)
    cast = {"type": "cast", "card": "s"}
    # the second sacrifice (a land) is named by `sacrifice_then`, not taken by default (the first land)
    done = _run(game, [cast, {"type": "resolve", "choices": {"sacrifice": ["alice-2", "bob-0"],
                                                             "sacrifice_then": [["alice-3", "bob-3"]]}}], smallpox, BEAR)
    assert _ids(done, "alice") == ["alice-0", "alice-1"] and _ids(done, "bob") == ["bob-1", "bob-2"]
    # without answers: the first of each in battlefield order, as before
    done = _run(game, [cast, {"type": "resolve"}], smallpox, BEAR)
    assert _ids(done, "alice") == ["alice-2", "alice-3"]
    # answers for a second sacrifice where there is none are refused as unused
    zap_game = state(alice={"hand": [{"id": "z", "card": "Zap"}], "mana_pool": {"R": 1}})
    with pytest.raises(IllegalAction, match="sacrifice_then"):
        _run(zap_game, [{"type": "cast", "card": "z", "choices": {"targets": ["bob"]}},
                        {"type": "resolve", "choices": {"sacrifice_then": [["x"]]}}], ZAP)
    # a creature named for the land sacrifice is refused, saying which answer is wrong
    with pytest.raises(IllegalAction, match=r"sacrifice_then\[0\]"):
        _run(game, [cast, {"type": "resolve", "choices": {"sacrifice_then": [["alice-0"]]}}], smallpox, BEAR)


# --- (b) Warstorm Surge: a departed creature's keywords as it last existed (CR 113.7a, 608.2h, 702.2b, 702.15b) ------


def test_113_7a_warstorm_surge_reads_gained_deathtouch_and_lifelink_from_last_known_information() -> None:
    surge = read_full_definition("Warstorm Surge", "Enchantment", "Whenever a creature enters under your control, it "
                                 "deals damage equal to its power to any target.", "{5}{R}")
    anthem = read_full_definition("Venom Anthem", "Enchantment", "Creatures you control have deathtouch and lifelink.",
                                  "{2}")
    big = {"name": "Big Wall", "types": ["Creature"], "power": 0, "toughness": 9}
    on = [_on("w", "Warstorm Surge"), _on("v", "Venom Anthem"), _on("x", "Big Wall", "bob")]
    game = state(alice={"hand": [{"id": "b", "card": "Bear"}, {"id": "z", "card": "Zap"}], "mana_pool": {"R": 1}},
                 battlefield=on)
    # the Bear enters (its trigger aims at the wall), then dies to Zap before the trigger resolves
    actions = [{"type": "cast", "card": "b"}, {"type": "resolve"}, {"type": "cast", "card": "z", "choices": {"targets": [
        "b"]}}, {"type": "resolve"}, {"type": "resolve", "choices": {"targets": ["x"]}}]
    done = _run(game, actions, surge, anthem, big, BEAR, ZAP)
    assert "b" not in _ids(done, "alice") and "x" not in _ids(done, "bob")  # its gained deathtouch destroyed the wall
    assert [e["source"] for e in events_of(done, "damage_dealt")][-1] == "b"
    assert player_of(done, "alice")["life"] == 22  # and its gained lifelink gave its controller the life
    # without the anthem the Bear had neither: the wall survives, no life is gained
    game["battlefield"] = [_on("w", "Warstorm Surge"), _on("x", "Big Wall", "bob")]
    done = _run(game, actions, surge, big, BEAR, ZAP)
    assert "x" in _ids(done, "bob") and player_of(done, "alice")["life"] == 20


# --- the fast lands: "~ enters tapped unless you control two or fewer other lands." (CR 614.1c) ----------------------


def test_614_1c_fast_land_enters_tapped_unless_two_or_fewer_other_lands() -> None:
    from tests.unit.test_s16_lands import _lands, _play

    cliffs = read_full_definition("Blackcleave Cliffs", "Land", "Blackcleave Cliffs enters tapped unless you control "
                                  "two or fewer other lands.\n{T}: Add {B} or {R}.", "")
    assert cliffs["abilities"][0] == {"kind": "enters_tapped", "if_you_control": "land:other", "you_control_at_least": 3}
    _not_read("~ enters tapped unless you control two or fewer other lands this turn.")
    for others, tapped in ((0, False), (2, False), (3, True)):
        bobs = [{**land, "id": f"b{land['id']}"} for land in _lands(2, "bob")]
        done = _play(cliffs, [*_lands(others), *bobs])  # bob's lands don't count
        assert next(p for p in done["state"]["battlefield"] if p["id"] == "new")["tapped"] is tapped


# --- "Shuffle ~ into its owner's library." as a spell's last instruction (CR 608.2c, 701.24a) and "Double target
# player's life total." (CR 701.10d) -----------------------------------------------------------------------------------


def test_701_24a_beacon_spell_shuffles_itself_into_its_owners_library() -> None:
    beacon = read_full_definition("Beacon of Destruction", "Instant", "Beacon of Destruction deals 5 damage to any "
                                  "target. Shuffle Beacon of Destruction into its owner's library.", "{3}{R}{R}")
    assert beacon["abilities"][1]["effect"] == {"kind": "shuffle", "player": "you", "source": True}
    _not_read("Shuffle ~ into its owner's library.")  # a permanent's line: not read here
    immortality = read_full_definition("Beacon of Immortality", "Instant", "Double target player's life total. Shuffle "
                                       "Beacon of Immortality into its owner's library.", "{5}{W}")
    assert immortality["abilities"][0]["effect"] == {"kind": "set_life_total", "amount": 0, "target": "player",
                                                     "double": True}
    game = state(alice={"hand": [{"id": "d", "card": "Beacon of Destruction"}, {"id": "i",
                                                                                "card": "Beacon of Immortality"}],
                        "mana_pool": {"R": 2, "W": 1, "C": 8}}, bob={"life": 7})
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
                       {"type": "cast", "card": "i", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                beacon, immortality)
    alice = player_of(done, "alice")
    assert player_of(done, "bob")["life"] == 4  # 7 - 5, then doubled
    assert {"d", "i"} <= {card["id"] for card in alice["library"]} and not alice["graveyard"]
    assert len(events_of(done, "library_shuffled")) == 2


# --- "~ can't be the target of blue or black spells." / "... nongreen spells or abilities from nongreen sources."
# (CR 115.4) -----------------------------------------------------------------------------------------------------------

BLUE_ZAP = {**ZAP, "name": "Blue Zap", "mana_cost": "{U}"}
PINGER = {"name": "Pinger", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{R}",
          "abilities": [{"kind": "activated", "cost": "{T}", "effect": {"kind": "damage", "amount": 1,
                                                                       "target": "any"}}]}


def test_115_4_cant_be_the_target_of_spells_of_a_color_or_abilities_from_sources_of_it() -> None:
    strider = read_full_definition("Karplusan Strider", "Creature — Yeti", "Karplusan Strider can't be the target of "
                                   "blue or black spells.", "{3}{G}", ("3", "4"))
    assert strider["abilities"] == [{"kind": "cant_be_targeted_by", "colors": ["U", "B"]}]
    revenge = read_full_definition("Gaea's Revenge", "Creature — Elemental", "Gaea's Revenge can't be countered.\n"
                                   "Haste\nGaea's Revenge can't be the target of nongreen spells or abilities from "
                                   "nongreen sources.", "{5}{G}{G}", ("8", "5"))
    assert revenge["abilities"][-1] == {"kind": "cant_be_targeted_by", "colors": ["G"], "non": True, "abilities": True}
    _not_read("~ can't be the target of nongreen spells or abilities from nonblue sources.")
    assert read_full_definition("Probe", "Creature", "Probe can't be the target of black or red spells your opponents "
                                "control.", "{G}", ("1", "1"))["abilities"] == [
        {"kind": "cant_be_targeted_by", "colors": ["B", "R"], "opponents": True}]
    hand = [{"id": "z", "card": "Zap"}, {"id": "u", "card": "Blue Zap"}]
    cards = (strider, revenge, ZAP, BLUE_ZAP, PINGER)
    game = state(alice={"hand": hand, "mana_pool": {"R": 1, "U": 1}},
                 battlefield=[_on("s", "Karplusan Strider", "bob"), _on("r", "Gaea's Revenge", "bob"),
                              _on("p", "Pinger")])
    with pytest.raises(IllegalAction, match="can't be the target"):  # a blue spell, even its controller's opponent's
        _run(game, [{"type": "cast", "card": "u", "choices": {"targets": ["s"]}}], *cards)
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["s"]}}, {"type": "resolve"}],
                *cards)  # a red spell may
    assert next(p for p in done["state"]["battlefield"] if p["id"] == "s")["damage"] == 2
    with pytest.raises(IllegalAction, match="can't be the target"):  # a nongreen source's ability
        _run(game, [{"type": "activate", "permanent": "p", "ability": 0, "choices": {"targets": ["r"]}}], *cards)
    done = _run(game, [{"type": "activate", "permanent": "p", "ability": 0, "choices": {"targets": ["s"]}}],
                *cards)  # the Strider: abilities are not named
    assert done["state"]["stack"]


# --- "That creature can't be regenerated." / "They can't be regenerated." after a destroy (CR 701.19c) ---------------


def test_701_19c_that_creature_cant_be_regenerated_joins_the_destroy() -> None:
    nekrataal = read_full_definition("Nekrataal", "Creature — Human Assassin", "First strike\nWhen Nekrataal enters, "
                                     "destroy target nonartifact, nonblack creature. That creature can't be "
                                     "regenerated.", "{2}{B}{B}", ("2", "1"))
    assert nekrataal["abilities"][-1]["effect"] == {"kind": "destroy", "target": "creature:nonartifact:nonblack",
                                                    "cant_be_regenerated": True}
    plague = read_full_definition("Plague Wind", "Sorcery", "Destroy all creatures you don't control. They can't be "
                                  "regenerated.", "{7}{B}{B}")
    assert plague["abilities"][0]["effect"]["cant_be_regenerated"] is True
    _not_read("When ~ enters, destroy all creatures. It can't be regenerated.")
    game = state(alice={"hand": [{"id": "n", "card": "Nekrataal"}], "mana_pool": {"B": 2, "C": 2}},
                 battlefield=[_on("b", "Bear", "bob", regeneration_shields=1)])
    done = _run(game, [{"type": "cast", "card": "n"}, {"type": "resolve"},
                       {"type": "resolve", "choices": {"targets": ["b"]}}], nekrataal, BEAR)
    assert "b" not in _ids(done, "bob")  # its shield did nothing


# --- "Nonblack creatures get -1/-1." (CR 613.4c, 105.2) ---------------------------------------------------------------


def test_613_4c_nonblack_creatures_get_minus_one() -> None:
    evincar = read_full_definition("Ascendant Evincar", "Legendary Creature — Phyrexian Vampire Noble", "Flying\n"
                                   "Other black creatures get +1/+1.\nNonblack creatures get -1/-1.", "{4}{B}{B}",
                                   ("3", "3"))
    assert evincar["abilities"][-1] == {"kind": "static_pump", "power": -1, "toughness": -1,
                                        "affected_with": "creature:nonblack", "affected": "all_creatures"}
    black = {"name": "Black Bear", "types": ["Creature"], "colors": ["B"], "power": 2, "toughness": 2}
    green = {"name": "Green Bear", "types": ["Creature"], "colors": ["G"], "power": 2, "toughness": 3}
    game = state(battlefield=[_on("e", "Ascendant Evincar"), _on("k", "Black Bear", "bob"),
                              _on("g", "Green Bear", "bob")])
    done = _run(game, [{"type": "pass_priority"}], evincar, black, green)
    assert _pt(done, "g") == (1, 2) and _pt(done, "k") == (3, 3)


# --- "each other player" (CR 102.2-102.3: no teams, so every other player is an opponent) ------------------------------


def test_102_3_grave_pact_each_other_player_sacrifices_a_creature() -> None:
    pact = read_full_definition("Grave Pact", "Enchantment", "Whenever a creature you control dies, each other player "
                                "sacrifices a creature.", "{1}{B}{B}{B}")
    assert pact["abilities"][0]["effect"] == {"kind": "edict", "player": "each_opponent", "what": "creature"}
    game = state(alice={"hand": [{"id": "z", "card": "Zap"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("g", "Grave Pact"), _on("a", "Bear"), _on("a2", "Bear"), _on("b", "Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "z", "choices": {"targets": ["a"]}}, {"type": "resolve"},
                       {"type": "resolve"}], pact, BEAR, ZAP)
    assert _ids(done, "bob") == [] and _ids(done, "alice") == ["g", "a2"]


# --- "~ gets +1/+1 for each enchantment on the battlefield." (CR 613.4c, 611.3a) ---------------------------------------


def test_613_4c_yavimaya_enchantress_counts_every_players_enchantments() -> None:
    enchantress = read_full_definition("Yavimaya Enchantress", "Creature — Human Druid", "Yavimaya Enchantress gets "
                                       "+1/+1 for each enchantment on the battlefield.", "{2}{G}", ("2", "2"))
    assert enchantress["abilities"] == [{"kind": "self_count_pump", "power": 1, "toughness": 1, "count": "permanents",
                                         "card_types": ["Enchantment"]}]
    _not_read("~ gets +1/+1 for each tapped Forest on the battlefield.")  # s33-newer: a plain subtype is read now
    aura = {"name": "Plain Enchantment", "types": ["Enchantment"]}
    game = state(battlefield=[_on("y", "Yavimaya Enchantress"), _on("e1", "Plain Enchantment"),
                              _on("e2", "Plain Enchantment", "bob"), _on("f", FOREST, "bob")])
    assert _pt(_run(game, [{"type": "pass_priority"}], enchantress, aura), "y") == (4, 4)


# --- "Target player takes two extra turns after this one." (CR 500.7) ---------------------------------------------------


def test_500_7_time_stretch_two_extra_turns() -> None:
    stretch = read_full_definition("Time Stretch", "Sorcery", "Target player takes two extra turns after this one.",
                                   "{8}{U}{U}")
    assert stretch["abilities"][0]["effect"] == {"kind": "extra_turn", "count": 2, "player": "target_player"}
    _not_read("Target player takes one extra turns after this one.")
    _not_read("{T}: Take two extra turns after this one.")  # an older test keeps it refused (s11-m19b)
    game = state(alice={"hand": [{"id": "t", "card": "Time Stretch"}], "mana_pool": {"U": 2, "C": 8}})
    actions = [{"type": "cast", "card": "t", "choices": {"targets": ["bob"]}}, {"type": "resolve"},
               {"type": "next_turn"}, {"type": "next_turn"}]
    done = _run(game, actions, stretch)
    assert len(events_of(done, "extra_turn_added")) == 2
    assert (done["state"]["turn"], done["state"]["active_player"]) == (5, "bob")  # bob's two extra turns (4, 5)
    done = _run(game, [*actions, {"type": "next_turn"}], stretch)
    assert (done["state"]["turn"], done["state"]["active_player"]) == (6, "bob")  # then bob's own turn, in order


# --- "You can't lose the game and your opponents can't win the game." (CR 104.3, 104.2b, 101.2) ------------------------


def test_104_3_platinum_angel_you_cant_lose_and_opponents_cant_win() -> None:
    angel = read_full_definition("Platinum Angel", "Artifact Creature — Angel", "Flying\nYou can't lose the game and "
                                 "your opponents can't win the game.", "{7}", ("4", "4"))
    assert angel["abilities"][-1] == {"kind": "cant_lose_game"}
    _not_read("You can't lose the game.")
    contract = {"name": "Win Now", "types": ["Sorcery"], "mana_cost": "{B}",
                "abilities": [{"kind": "spell", "effect": {"kind": "win_game"}}]}
    game = state(alice={"life": 1, "poison_counters": 10}, bob={"hand": [{"id": "w", "card": "Win Now"}],
                                                                 "mana_pool": {"B": 1}},
                 active_player="bob", battlefield=[_on("p", "Platinum Angel")])
    done = _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve"}, {"type": "pass_priority"}], angel, contract)
    assert not done["state"].get("game_over") and not player_of(done, "alice").get("has_lost")
    game["battlefield"] = []  # without it, alice loses
    done = _run(game, [{"type": "pass_priority"}], angel, contract)
    assert player_of(done, "alice").get("has_lost")


# --- "~ can't attack unless an opponent has been dealt damage this turn." (CR 508.1c, 120.1) ---------------------------


def test_508_1c_bloodcrazed_goblin_attacks_only_after_an_opponent_was_dealt_damage() -> None:
    from tests.unit.test_kw_combat import attack

    goblin = read_full_definition("Bloodcrazed Goblin", "Creature — Goblin Berserker", "Bloodcrazed Goblin can't "
                                  "attack unless an opponent has been dealt damage this turn.", "{R}", ("2", "2"))
    assert goblin["abilities"] == [{"kind": "cant_attack_unless_you_control", "this_turn": "opponent_dealt_damage"}]
    on = [_on("g", "Bloodcrazed Goblin")]
    with pytest.raises(IllegalAction, match="dealt damage"):
        _run(state(step="declare_attackers", battlefield=on), [attack("g")], goblin)
    done = _run(state(step="declare_attackers", battlefield=on, bob={"damage_dealt_this_turn": 1}), [attack("g")],
                goblin)
    assert done["state"]["combat"]["attackers"][0]["id"] == "g"


# --- "{B}{B}: Destroy target creature blocking ~." (CR 509.1, 115.1) --------------------------------------------------


def test_509_1_knight_of_dusk_destroys_a_creature_blocking_it() -> None:
    from tests.unit.test_kw_combat import NEXT, attack, block

    knight = read_full_definition("Knight of Dusk", "Creature — Human Knight", "{B}{B}: Destroy target creature "
                                  "blocking Knight of Dusk.", "{1}{B}{B}", ("2", "2"))
    assert knight["abilities"] == [{"kind": "activated", "cost": "{B}{B}",
                                    "effect": {"kind": "destroy", "target": "creature:blocking_source"}}]
    on = [_on("k", "Knight of Dusk"), _on("a", "Bear"), _on("x", "Bear", "bob"), _on("y", "Bear", "bob"),
          _on("s1", "Swamp"), _on("s2", "Swamp")]
    game = state(step="declare_attackers", battlefield=on)
    combat = [attack("k", "a"), NEXT, block(("x", "k"), ("y", "a")),
              *({"type": "tap_for_mana", "player": "alice", "permanent": s, "ability": 0} for s in ("s1", "s2"))]
    destroy = {"type": "activate", "permanent": "k", "ability": 0}
    swamp = {"name": "Swamp", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Swamp"]}
    done = _run(game, [*combat, {**destroy, "choices": {"targets": ["x"]}}, {"type": "resolve"}], knight, BEAR, swamp)
    assert _ids(done, "bob") == ["y"]
    with pytest.raises(IllegalAction):  # y blocks the Bear, not the Knight
        _run(game, [*combat, {**destroy, "choices": {"targets": ["y"]}}], knight, BEAR, swamp)



# --- "Enchanted creature gets +1/+1 and can't be blocked except by creatures with flying." (CR 613.4c, 509.1b) --------


def test_509_1b_treetop_bracers_pump_and_only_flyers_block() -> None:
    from tests.unit.test_kw_combat import NEXT, attack, block

    bracers = read_full_definition("Treetop Bracers", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets "
                                   "+1/+1 and can't be blocked except by creatures with flying.", "{1}{G}")
    assert bracers["abilities"][1:] == [
        {"kind": "attached_pump", "power": 1, "toughness": 1, "keywords": []},
        {"kind": "cant_be_blocked_except_by", "by": ["creatures_with_flying"], "affected": "enchanted_creature"}]
    _not_read("Enchanted creature gets +1/+1 and can't be blocked except by creatures with shadow.")
    bird = {"name": "Bird", "types": ["Creature"], "power": 1, "toughness": 1, "keywords": ["flying"]}
    on = [_on("a", "Bear"), _on("t", "Treetop Bracers", attached_to="a"), _on("x", "Bear", "bob"),
          _on("f", "Bird", "bob")]
    game = state(step="declare_attackers", battlefield=on)
    with pytest.raises(IllegalAction):
        _run(game, [attack("a"), NEXT, block(("x", "a"))], bracers, BEAR, bird)
    done = _run(game, [attack("a"), NEXT, block(("f", "a"))], bracers, BEAR, bird)
    assert _pt(done, "a") == (3, 3)
