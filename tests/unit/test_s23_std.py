"""Session 23, group std (docs/oracle-s23-std.md): lines of the Standard sets 2017-2021 read by the s23-std grammar
rules, each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the
engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle.compose import read_composed
from tests.unit.conftest import read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, ROCK, _not_read, _on  # the s18-m21 helpers, shared


def _battlefield(result: dict[str, Any]) -> dict[str, str]:
    return {p["id"]: p["controller"] for p in result["state"]["battlefield"]}


def _ids(cards: list[dict[str, Any]]) -> list[str]:
    return [card["id"] for card in cards]


# --- "Each player searches their library for a basic land card, ..." (CR 701.23a, 701.24a, 110.2a) -----------------

FIELD = ("Field of Ruin", "Land",
         "{T}: Add {C}.\n{2}, {T}, Sacrifice Field of Ruin: Destroy target nonbasic land an opponent controls. Each "
         "player searches their library for a basic land card, puts it onto the battlefield, then shuffles.", "")
TROPHY = ("Assassin's Trophy", "Instant",
          "Destroy target permanent an opponent controls. Its controller may search their library for a basic land "
          "card, put it onto the battlefield, then shuffle.", "{B}{G}")
FERTILID = ("Fertilid", "Creature — Elemental",
            "Fertilid enters the battlefield with two +1/+1 counters on it.\n{1}{G}, Remove a +1/+1 counter from "
            "Fertilid: Target player searches their library for a basic land card, puts it onto the battlefield "
            "tapped, then shuffles.", "{2}{G}", ("0", "0"))
FOREST = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}
VAULT = {"name": "Vault", "types": ["Land"]}


def _libraries(alice: list[tuple[str, str]], bob: list[tuple[str, str]]) -> dict[str, Any]:
    return {"alice": {"library": [{"id": i, "card": c} for i, c in alice]},
            "bob": {"library": [{"id": i, "card": c} for i, c in bob]}}


def test_701_23a_other_players_searches_are_read_with_their_player() -> None:
    field = read_full_definition(*FIELD)["abilities"][1]
    assert field["then_effects"] == [{"kind": "search_library", "to": "battlefield", "quality": ["land:basic"],
                                      "player": "each_player"}]
    trophy = read_full_definition(*TROPHY)["abilities"]
    assert trophy[1]["effect"] == {"kind": "search_library", "to": "battlefield", "quality": ["land:basic"],
                                   "player": "its_controller", "optional": True}
    assert read_full_definition(*FERTILID)["abilities"][-1]["effect"]["player"] == "target_player"
    assert read_composed("When ~ enters, each opponent may search their library for a basic land card, put it onto "
                         "the battlefield tapped, then shuffle.", is_spell=False).abilities == [
        {"kind": "triggered", "trigger": "enters", "effect": {
            "kind": "search_library", "to": "battlefield_tapped", "quality": ["land:basic"], "player": "each_opponent",
            "optional": True}}]
    # the verbs must agree; "its controller" needs one object targeted before
    _not_read("Each player may search their library for a basic land card, puts it onto the battlefield, then "
              "shuffles.", is_spell=True)
    _not_read("Its controller searches their library for a basic land card, puts it onto the battlefield, then "
              "shuffles.", is_spell=True)


def test_110_2a_each_player_finds_a_basic_land_that_enters_under_their_control() -> None:
    field = read_full_definition(*FIELD)
    game = state(battlefield=[_on("fr", "Field of Ruin"), _on("vt", "Vault", controller="bob")],
                 **{k: {**v, "mana_pool": {"C": 2}} if k == "alice" else v
                    for k, v in _libraries([("af", "Forest"), ("ab", "Bear")], [("bf", "Forest"), ("bb", "Bear")]).items()})
    activate = {"type": "activate", "permanent": "fr", "ability": 1, "choices": {"targets": ["vt"]}}
    done = _run(game, [activate, {"type": "resolve", "choices": {"search": ["af", "bf"]}}], field, FOREST, VAULT, BEAR)
    assert _battlefield(done) == {"af": "alice", "bf": "bob"}  # the Field sacrificed, the Vault destroyed
    assert [e["player"] for e in done["events"] if e["type"] == "library_shuffled"] == ["alice", "bob"]
    with pytest.raises(IllegalAction):  # a Bear is no basic land card
        _run(game, [activate, {"type": "resolve", "choices": {"search": ["ab"]}}], field, FOREST, VAULT, BEAR)
    done = _run(game, [activate, {"type": "resolve"}], field, FOREST, VAULT, BEAR)  # none named: none found
    assert _battlefield(done) == {} and len(done["state"]["players"][1]["library"]) == 2


def test_608_2h_its_controller_may_search_and_target_player_searches() -> None:
    trophy = read_full_definition(*TROPHY)
    game = state(battlefield=[_on("vt", "Vault", controller="bob")],
                 **{k: {**v, "hand": [{"id": "at", "card": "Assassin's Trophy"}], "mana_pool": {"B": 1, "G": 1}}
                    if k == "alice" else v
                    for k, v in _libraries([("af", "Forest")], [("bf", "Forest"), ("bb", "Bear")]).items()})
    cast = {"type": "cast", "player": "alice", "card": "at", "choices": {"targets": ["vt"]}}
    done = _run(game, [cast, {"type": "resolve", "choices": {"search": ["bf"]}}], trophy, FOREST, VAULT, BEAR)
    assert _battlefield(done) == {"bf": "bob"}
    with pytest.raises(IllegalAction):  # alice's library is not searched
        _run(game, [cast, {"type": "resolve", "choices": {"search": ["af"]}}], trophy, FOREST, VAULT, BEAR)
    done = _run(game, [cast, {"type": "resolve"}], trophy, FOREST, VAULT, BEAR)  # "may": no answer, no search
    assert _battlefield(done) == {} and _ids(done["state"]["players"][1]["library"]) == ["bf", "bb"]
    fertilid = read_full_definition(*FERTILID)
    game = state(battlefield=[_on("fe", "Fertilid", counters={"+1/+1": 2})],
                 **{k: {**v, "mana_pool": {"G": 2}} if k == "alice" else v
                    for k, v in _libraries([("af", "Forest")], [("bf", "Forest")]).items()})
    activate = {"type": "activate", "permanent": "fe", "ability": 1, "choices": {"targets": ["bob"]}}
    done = _run(game, [activate, {"type": "resolve", "choices": {"search": ["bf"]}}], fertilid, FOREST)
    found = next(p for p in done["state"]["battlefield"] if p["id"] == "bf")
    assert found["controller"] == "bob" and found["tapped"] is True


# --- "<creatures> deals damage to itself equal to its power" (CR 120.1, 608.2h) ------------------------------------

STRIKE = ("Justice Strike", "Instant", "Target creature deals damage to itself equal to its power.", "{R}{W}")
BLAZE = ("Solar Blaze", "Sorcery", "Each creature deals damage to itself equal to its power.", "{2}{R}{W}")
WALL = {"name": "Wall", "types": ["Creature"], "power": 1, "toughness": 3}
LINKER = {"name": "Linker", "types": ["Creature"], "power": 3, "toughness": 4, "keywords": ["lifelink"]}


def test_120_1_damage_to_itself_is_read_for_a_target_and_for_each_creature() -> None:
    assert read_full_definition(*STRIKE)["abilities"][0]["effect"] == {"kind": "damage_by_it", "to_itself": True,
                                                                        "target": "creature"}
    assert read_full_definition(*BLAZE)["abilities"][0]["effect"]["target"] == "each_creature"
    assert read_composed("Each tapped creature deals damage to itself equal to its power.", is_spell=True).abilities == [
        {"kind": "spell", "effect": {"kind": "damage_by_it", "to_itself": True, "target": "all:creature:tapped"}}]
    _not_read("Target permanent deals damage to itself equal to its power.", is_spell=True)
    _not_read("Target creature deals damage to itself equal to its toughness.", is_spell=True)


def test_608_2h_each_creature_is_the_source_of_the_damage_to_itself() -> None:
    strike = read_full_definition(*STRIKE)
    game = state(battlefield=[_on("ln", "Linker", controller="bob"), _on("bb", "Bear")],
                 alice={"hand": [{"id": "js", "card": "Justice Strike"}], "mana_pool": {"R": 1, "W": 1}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "js", "choices": {"targets": ["ln"]}},
                       {"type": "resolve"}], strike, LINKER, BEAR)
    linker = next(p for p in done["state"]["battlefield"] if p["id"] == "ln")
    assert linker["damage"] == 3 and done["state"]["players"][1]["life"] == 23  # its lifelink: it is the source
    blaze = read_full_definition(*BLAZE)
    game = state(battlefield=[_on("wl", "Wall", controller="bob"), _on("bb", "Bear")],
                 alice={"hand": [{"id": "sb", "card": "Solar Blaze"}], "mana_pool": {"R": 1, "W": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "sb"}, {"type": "resolve"}], blaze, WALL, BEAR)
    assert _battlefield(done) == {"wl": "bob"}  # the Bear dealt itself 2, the Wall itself 1


# --- "Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each ..." -------

BAIRD = ("Baird, Steward of Argive", "Legendary Creature — Human Soldier",
         "Vigilance\nCreatures can't attack you or planeswalkers you control unless their controller pays {1} for each "
         "of those creatures.", "{2}{W}{W}", ("2", "4"))
WALKER = {"name": "Walker", "types": ["Planeswalker"], "loyalty": 3}


def test_508_1g_the_attack_tax_is_read_on_a_permanent() -> None:
    assert read_full_definition(*BAIRD)["abilities"][-1] == {"kind": "attack_cost", "cost": "{1}",
                                                              "affected": "attacking_you"}
    _not_read("Creatures can't attack you unless their controller pays {1} for each of those creatures.")


def test_508_1h_each_creature_attacking_you_or_your_planeswalker_costs_one() -> None:
    baird = read_full_definition(*BAIRD)
    board = [_on("ba", "Baird, Steward of Argive", controller="bob"), _on("pw", "Walker", controller="bob",
                                                                            counters={"loyalty": 3}),
             _on("b1", "Bear"), _on("b2", "Bear")]
    attack = {"type": "declare_attackers", "attackers": [{"id": "b1", "defending": "bob"},
                                                         {"id": "b2", "defending": "pw"}]}
    done = _run(state(step="declare_attackers", battlefield=board, alice={"mana_pool": {"C": 2}}), [attack],
                baird, BEAR, WALKER)
    assert done["state"]["players"][0]["mana_pool"].get("C", 0) == 0  # {1} for each of the two
    with pytest.raises(IllegalAction):  # {1} paid for one attacker only
        _run(state(step="declare_attackers", battlefield=board, alice={"mana_pool": {"C": 1}}), [attack],
             baird, BEAR, WALKER)
    mine = [{**p, "controller": "alice", "owner": "alice"} if p["id"] == "ba" else p for p in board]
    done = _run(state(step="declare_attackers", battlefield=mine), [  # alice's own Baird taxes no attack on bob
        {"type": "declare_attackers", "attackers": [{"id": "b1", "defending": "bob"}]}], baird, BEAR, WALKER)
    assert any(e["type"] == "attackers_declared" for e in done["events"])


# --- "Put two of them into your hand and the other into your graveyard." (CR 608.2c) -------------------------------

BARGAIN = ("Dark Bargain", "Instant",
           "Look at the top three cards of your library. Put two of them into your hand and the other into your "
           "graveyard. Dark Bargain deals 2 damage to you.", "{3}{B}")


def test_608_2c_two_of_three_into_the_hand_and_the_other_into_the_graveyard() -> None:
    bargain = read_full_definition(*BARGAIN)
    assert bargain["abilities"][0]["effect"] == {"kind": "look_at_top", "amount": 3, "take": 2, "to": "hand",
                                                 "rest": "graveyard"}
    _not_read("Look at the top four cards of your library. Put two of them into your hand and the other into your "
              "graveyard.", is_spell=True)
    game = state(alice={"hand": [{"id": "db", "card": "Dark Bargain"}], "mana_pool": {"B": 1, "C": 3},
                        "library": [{"id": f"l{n}", "card": "Bear"} for n in range(4)]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "db"},
                       {"type": "resolve", "choices": {"chosen": ["l0", "l2"]}}], bargain, BEAR)
    alice = done["state"]["players"][0]
    assert _ids(alice["hand"]) == ["l0", "l2"] and _ids(alice["graveyard"]) == ["l1", "db"]
    assert _ids(alice["library"]) == ["l3"] and alice["life"] == 18


# --- "with mana value X" as a target's qualifier (CR 107.3a, 601.2b-c) ---------------------------------------------

MELODY = ("Entrancing Melody", "Sorcery", "Gain control of target creature with mana value X.", "{X}{U}{U}")
OGRE = {"name": "Ogre", "mana_cost": "{2}{R}", "types": ["Creature"], "power": 3, "toughness": 3}


def test_601_2c_the_target_has_the_mana_value_x_announced() -> None:
    melody = read_full_definition(*MELODY)
    assert melody["abilities"][0]["effect"]["target"] == "creature:mana_value=X"
    game = state(battlefield=[_on("og", "Ogre", controller="bob")],
                 alice={"hand": [{"id": "em", "card": "Entrancing Melody"}], "mana_pool": {"U": 2, "C": 3}})
    cast = {"type": "cast", "player": "alice", "card": "em", "x": 3, "choices": {"targets": ["og"]}}
    assert _battlefield(_run(game, [cast, {"type": "resolve"}], melody, OGRE)) == {"og": "alice"}
    with pytest.raises(IllegalAction):  # mana value 3, not 2
        _run(game, [{**cast, "x": 2}], melody, OGRE)


# --- "Creature spells you control can't be countered." / "Spells can't be countered." (CR 101.2) --------------------

RHYTHM_LINE = "Creature spells you control can't be countered."
COUNTER = {"name": "Counter", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "counter", "target": "spell"}}]}
BOLT = {"name": "Bolt", "types": ["Instant"], "mana_cost": "{0}", "abilities": [
    {"kind": "spell", "effect": {"kind": "damage", "amount": 3, "target": "any"}}]}
CUB = {**BEAR, "name": "Cub", "mana_cost": "{0}"}


def _rhythm(line: str) -> dict[str, Any]:
    abilities = read_composed(line, is_spell=False).abilities
    assert abilities is not None
    return {"name": "Rhythm", "types": ["Enchantment"], "abilities": abilities}


def test_101_2_spells_that_cant_be_countered_are_read_with_their_types() -> None:
    assert read_composed(RHYTHM_LINE, is_spell=False).abilities == [
        {"kind": "cant_be_countered", "of_spells": True, "you_control": True, "card_types": ["Creature"]}]
    assert read_composed("Spells can't be countered.", is_spell=False).abilities == [
        {"kind": "cant_be_countered", "of_spells": True}]
    assert read_composed("Noncreature spells you control can't be countered.", is_spell=False).abilities == [
        {"kind": "cant_be_countered", "of_spells": True, "you_control": True, "not_card_type": "Creature"}]
    _not_read("Creature spells you control can't be countered this turn.")


def test_701_6a_a_creature_spell_of_yours_stays_a_bolt_is_countered() -> None:
    game = state(battlefield=[_on("rw", "Rhythm")],
                 alice={"hand": [{"id": "cb", "card": "Cub"}, {"id": "bt", "card": "Bolt"}]},
                 bob={"hand": [{"id": "c1", "card": "Counter"}, {"id": "c2", "card": "Counter"}]})
    cast = [{"type": "cast", "player": "alice", "card": "cb"}, {"type": "pass_priority", "player": "alice"},
            {"type": "cast", "player": "bob", "card": "c1", "choices": {"targets": ["cb"]}}, {"type": "resolve"},
            {"type": "resolve"}]
    cards = (_rhythm(RHYTHM_LINE), COUNTER, BOLT, CUB)
    done = _run(game, cast, *cards)
    assert "cb" in _battlefield(done) and any(e["type"] == "counter_prevented" for e in done["events"])
    bolt = [{"type": "cast", "player": "alice", "card": "bt", "choices": {"targets": ["bob"]}},
            {"type": "pass_priority", "player": "alice"},
            {"type": "cast", "player": "bob", "card": "c1", "choices": {"targets": ["bt"]}}, {"type": "resolve"}]
    done = _run(game, bolt, *cards)
    assert [c["id"] for c in done["state"]["players"][0]["graveyard"]] == ["bt"]  # a noncreature spell: countered
    theirs = {**game, "battlefield": [_on("rw", "Rhythm", controller="bob")]}  # bob's Rhythm: alice's Cub is countered
    done = _run(theirs, cast[:4], *cards)
    assert [c["id"] for c in done["state"]["players"][0]["graveyard"]] == ["cb"]


# --- "deals N damage to each creature and each planeswalker" / "... each opponent and each creature and planeswalker
# they control" (CR 120.3, 608.2b) ----------------------------------------------------------------------------------

WRATH = ("Storm's Wrath", "Sorcery", "Storm's Wrath deals 4 damage to each creature and each planeswalker.", "{2}{R}{R}")
GIANT = {"name": "Giant", "types": ["Creature"], "power": 5, "toughness": 5}


def test_120_3_damage_to_each_creature_and_each_planeswalker() -> None:
    wrath = read_full_definition(*WRATH)
    assert [ability["effect"] for ability in wrath["abilities"]] == [  # s23-c13's reading of the two groups
        {"kind": "damage", "amount": 4, "target": "each_creature"},
        {"kind": "damage", "amount": 4, "target": "all:planeswalker", "except_for": "all:creature"}]
    game = state(battlefield=[_on("b1", "Bear"), _on("gi", "Giant", controller="bob"),
                              _on("pw", "Walker", controller="bob", counters={"loyalty": 3})],
                 alice={"hand": [{"id": "sw", "card": "Storm's Wrath"}], "mana_pool": {"R": 2, "C": 2}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "sw"}, {"type": "resolve"}], wrath, BEAR, GIANT,
                WALKER)
    assert _battlefield(done) == {"gi": "bob"}  # the Bear died, the Walker lost its loyalty (CR 120.3c)


def test_120_3_damage_to_each_opponent_and_their_creatures_and_planeswalkers() -> None:
    line = "When ~ enters, it deals 1 damage to each opponent and each creature and planeswalker they control."
    abilities = read_composed(line, is_spell=False).abilities
    assert abilities is not None and abilities[0]["then_effects"] == [
        {"kind": "damage", "amount": 1, "target": "all:creature_or_planeswalker:opponent_controls"}]
    _not_read("~ deals 1 damage to each opponent and each creature and planeswalker you control.", is_spell=True)
    imp = {"name": "Imp", "types": ["Creature"], "mana_cost": "{0}", "power": 1, "toughness": 1,
           "abilities": abilities}
    game = state(battlefield=[_on("b1", "Bear", controller="bob", damage=1), _on("b2", "Bear", damage=1)],
                 alice={"hand": [{"id": "im", "card": "Imp"}]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "im"}, {"type": "resolve"}, {"type": "resolve"}],
                imp, BEAR)
    assert _battlefield(done) == {"b2": "alice", "im": "alice"} and done["state"]["players"][1]["life"] == 19


# --- "Each player sacrifices two (three) creatures." (CR 701.21a) ---------------------------------------------------

TASTE = ("Taste of Death", "Sorcery", "Each player sacrifices three creatures. You create three Food tokens.",
         "{2}{B}{B}")


def test_701_21a_each_player_sacrifices_three_creatures_of_their_choice() -> None:
    taste = read_full_definition(*TASTE)
    assert taste["abilities"][0]["effect"] == {"kind": "edict", "player": "each_player", "what": "creature",
                                               "count": 3}
    _not_read("Each player sacrifices two creature.", is_spell=True)
    game = state(battlefield=[*(_on(f"a{n}", "Bear") for n in range(4)), _on("b1", "Bear", controller="bob"),
                              _on("rk", "Rock", controller="bob")],
                 alice={"hand": [{"id": "td", "card": "Taste of Death"}], "mana_pool": {"B": 2, "C": 2}})
    cast = {"type": "cast", "player": "alice", "card": "td"}
    done = _run(game, [cast, {"type": "resolve", "choices": {"sacrifice": ["a3", "a1", "a2"]}}], taste, BEAR, ROCK)
    assert set(_battlefield(done)) & {"a0", "a1", "a2", "a3", "b1", "rk"} == {"a0", "rk"}  # bob's one Bear too
    with pytest.raises(IllegalAction):  # four of alice's: one too many
        _run(game, [cast, {"type": "resolve", "choices": {"sacrifice": ["a0", "a1", "a2", "a3"]}}], taste, BEAR, ROCK)
