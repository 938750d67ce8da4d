"""Session 23, group c13 (docs/oracle-s23-c13.md): lines of Magic 2013 read by the s23-c13 grammar rules and lowerings,
each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent, _pt


def _attack(*ids: str) -> dict[str, Any]:
    return {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}


# --- exalted (CR 702.83) -------------------------------------------------------------------------------------------

SUBLIME_ARCHANGEL = ("Sublime Archangel", "Creature — Angel", "Flying\nExalted (Whenever a creature you control attacks "
                     "alone, that creature gets +1/+1 until end of turn.)\nOther creatures you control have exalted. (If a "
                     "creature has multiple instances of exalted, each triggers separately.)", "{2}{W}{W}", ("4", "3"))
CATHEDRAL_OF_WAR = ("Cathedral of War", "Land", "Cathedral of War enters the battlefield tapped.\nExalted (Whenever a "
                    "creature you control attacks alone, that creature gets +1/+1 until end of turn.)\n{T}: Add {C}.",
                    "", None)


def test_702_83a_exalted_pumps_the_creature_that_attacks_alone_once_for_each_instance() -> None:
    archangel = read_full_definition(*SUBLIME_ARCHANGEL)
    cathedral = read_full_definition(*CATHEDRAL_OF_WAR)
    assert archangel["keywords"] == ["flying", "exalted"] and "exalted" in cathedral["keywords"]
    assert archangel["abilities"][0]["keywords"] == ["exalted"]
    game = state(step="declare_attackers", battlefield=[
        _on("s", "Sublime Archangel"), _on("c", "Cathedral of War"), _on("b", "Bear"), _on("x", "Bear"),
        _on("o", "Cathedral of War", controller="bob")])
    # Archangel's own exalted, the Cathedral's, and the exalted the Archangel grants each other creature (two Bears):
    # four instances on alice's side; bob's Cathedral doesn't trigger (CR 702.83b)
    done = _run(game, [_attack("b"), *[{"type": "resolve"}] * 4], archangel, cathedral, BEAR)
    assert len([e for e in events_of(done, "pumped") if e.get("effect") == "exalted"]) == 4
    assert _pt(done, "b") == (6, 6)
    together = _run(game, [_attack("b", "x")], archangel, cathedral, BEAR)  # not alone (CR 506.5): no trigger
    assert not together["state"]["stack"]


# --- "Target player discards their hand." (CR 701.9a, 115.1) -------------------------------------------------------

WITS_END = ("Wit's End", "Sorcery", "Target player discards their hand.", "{5}{B}{B}", None)


def test_701_9a_wits_end_makes_the_target_player_discard_their_hand() -> None:
    wits_end = read_full_definition(*WITS_END)
    assert wits_end["abilities"] == [{"kind": "spell", "effect": {"kind": "discard", "player": "target_player",
                                                                  "whole_hand": True}}]
    _not_read("Target player discards their hand, then draws seven cards.", is_spell=True)  # one target, two verbs
    game = state(alice={"hand": [{"id": "w", "card": "Wit's End"}], "mana_pool": {"B": 2, "C": 5}},
                 bob={"hand": [{"id": f"b{n}", "card": "Bear"} for n in range(3)]})
    done = _run(game, [{"type": "cast", "card": "w", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                wits_end, BEAR)
    assert not player_of(done, "bob")["hand"] and len(player_of(done, "bob")["graveyard"]) == 3


# --- "divided as you choose among one, two, or three targets" (CR 601.2d) ------------------------------------------

FLAMES = ("Flames of the Firebrand", "Sorcery", "Flames of the Firebrand deals 3 damage divided as you choose among "
          "one, two, or three targets.", "{2}{R}", None)


def test_601_2d_flames_of_the_firebrand_divides_3_damage_among_one_to_three_targets() -> None:
    flames = read_full_definition(*FLAMES)
    assert flames["abilities"][0]["effect"] == {"kind": "damage", "amount": 3, "target": "any", "target_count": 3,
                                                "up_to": True, "divided": "as_you_choose"}
    game = state(alice={"hand": [{"id": "f", "card": "Flames of the Firebrand"}], "mana_pool": {"R": 1, "C": 2}},
                 battlefield=[_on("x", "Bear", "bob"), _on("y", "Bear", "bob")])
    cast = {"type": "cast", "card": "f", "choices": {"targets": ["x", "bob"], "division": [2, 1]}}
    done = _run(game, [cast, {"type": "resolve"}], flames, BEAR)
    assert player_of(done, "bob")["life"] == 19 and [c["id"] for c in player_of(done, "bob")["graveyard"]] == ["x"]
    alone = _run(game, [{"type": "cast", "card": "f", "choices": {"targets": ["bob"]}}, {"type": "resolve"}], flames, BEAR)
    assert player_of(alone, "bob")["life"] == 17
    with pytest.raises(IllegalAction):  # no target: nothing to divide 3 damage among (CR 601.2d)
        _run(game, [{"type": "cast", "card": "f", "choices": {"targets": []}}], flames, BEAR)
    with pytest.raises(IllegalAction):  # four targets
        _run(game, [{"type": "cast", "card": "f", "choices": {"targets": ["x", "y", "bob", "alice"]}}], flames, BEAR)


# --- the Rings: "equipped creature" as what an effect acts on, "if it's <color>" of it (CR 301.5, 105.2, 608.2c) ----

RING_OF_KALONIA = ("Ring of Kalonia", "Artifact — Equipment", "Equipped creature has trample. (It can deal excess combat "
                   "damage to the player or planeswalker it's attacking.)\nAt the beginning of your upkeep, put a +1/+1 "
                   "counter on equipped creature if it's green.\nEquip {1} ({1}: Attach to target creature you control. "
                   "Equip only as a sorcery.)", "{2}", None)
RING_OF_XATHRID = ("Ring of Xathrid", "Artifact — Equipment", "{2}: Regenerate equipped creature. (The next time that "
                   "creature would be destroyed this turn, it isn't. Instead tap it, remove all damage from it, and "
                   "remove it from combat.)\nAt the beginning of your upkeep, put a +1/+1 counter on equipped creature if "
                   "it's black.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)", "{2}",
                   None)
RING_OF_EVOS_ISLE = ("Ring of Evos Isle", "Artifact — Equipment", "{2}: Equipped creature gains hexproof until end of "
                     "turn. (It can't be the target of spells or abilities your opponents control.)\nAt the beginning of "
                     "your upkeep, put a +1/+1 counter on equipped creature if it's blue.\nEquip {1} ({1}: Attach to "
                     "target creature you control. Equip only as a sorcery.)", "{2}", None)
GREEN_BEAR = {"name": "Green Bear", "types": ["Creature"], "colors": ["G"], "power": 2, "toughness": 2}


def test_608_2c_ring_of_kalonia_puts_a_counter_on_the_equipped_creature_only_if_its_green() -> None:
    ring = read_full_definition(*RING_OF_KALONIA)
    assert ring["abilities"][1]["effect"] == {
        "kind": "if_condition", "condition": {"kind": "s23c13_attached_is", "specs": ["creature:green"]},
        "effect": {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "equipped_creature"}}
    _not_read("At the beginning of your upkeep, put a +1/+1 counter on target creature if it's green.")
    upkeep = [{"type": "next_step"}, {"type": "resolve"}]
    for creature, counters in (("Green Bear", {"+1/+1": 1}), ("Bear", {})):
        game = state(step="untap", battlefield=[_on("c", creature), _on("r", "Ring of Kalonia", attached_to="c")])
        done = _run(game, upkeep, ring, GREEN_BEAR, BEAR)
        assert (_permanent(done, "c") or {}).get("counters", {}) == counters
    loose = state(step="untap", battlefield=[_on("c", "Green Bear"), _on("r", "Ring of Kalonia")])  # attached to none
    assert not (_permanent(_run(loose, upkeep, ring, GREEN_BEAR), "c") or {}).get("counters")


def test_701_19a_ring_of_xathrid_regenerates_and_evos_isle_gives_hexproof_to_the_equipped_creature() -> None:
    xathrid = read_full_definition(*RING_OF_XATHRID)
    evos = read_full_definition(*RING_OF_EVOS_ISLE)
    assert xathrid["abilities"][0]["effect"] == {"kind": "regenerate", "target": "equipped_creature"}
    assert evos["abilities"][0]["effect"]["target"] == "equipped_creature"
    game = state(alice={"mana_pool": {"C": 4}},
                 battlefield=[_on("c", "Bear"), _on("x", "Ring of Xathrid", attached_to="c"),
                              _on("e", "Ring of Evos Isle", attached_to="c"), _on("o", "Bear")])
    done = _run(game, [{"type": "activate", "permanent": "x", "ability": 0}, {"type": "resolve"},
                       {"type": "activate", "permanent": "e", "ability": 0}, {"type": "resolve"}],
                xathrid, evos, BEAR)
    assert _permanent(done, "c")["regeneration_shields"] == 1 and not _permanent(done, "o").get("regeneration_shields")
    assert "hexproof" in _permanent(done, "c")["characteristics"]["keywords"]


# --- "you control a Knight or a Soldier" (CR 205.3, 508.1c) -------------------------------------------------------

WAR_FALCON = ("War Falcon", "Creature — Bird", "Flying\nWar Falcon can't attack unless you control a Knight or a "
              "Soldier.", "{W}", ("2", "1"))
SOLDIER = {"name": "Soldier", "types": ["Creature"], "subtypes": ["Soldier"], "power": 1, "toughness": 1}


def test_508_1c_war_falcon_attacks_only_while_you_control_a_knight_or_a_soldier() -> None:
    falcon = read_full_definition(*WAR_FALCON)
    assert falcon["abilities"] == [{"kind": "cant_attack_unless_you_control", "you_control": "permanent:Knight_or_Soldier"}]
    _not_read("~ can't attack unless you control a Knight or an artifact.")
    alone = state(step="declare_attackers", battlefield=[_on("f", "War Falcon"), _on("b", "Bear")])
    with pytest.raises(IllegalAction):
        _run(alone, [_attack("f")], falcon, BEAR)
    escorted = state(step="declare_attackers", battlefield=[_on("f", "War Falcon"), _on("s", "Soldier", "bob"),
                                                            _on("t", "Soldier")])
    done = _run(escorted, [_attack("f")], falcon, SOLDIER)
    assert events_of(done, "attackers_declared")


# --- "You may cast green creature spells as though they had flash." (CR 702.8a, 601.3, 105.2) ----------------------

YEVA = ("Yeva, Nature's Herald", "Legendary Creature — Elf Shaman", "Flash (You may cast this spell any time you could "
        "cast an instant.)\nYou may cast green creature spells as though they had flash.", "{2}{G}{G}", ("4", "4"))
GREEN_BEAR_CARD = {**GREEN_BEAR, "mana_cost": "{1}{G}"}
RED_BEAR = {"name": "Red Bear", "types": ["Creature"], "mana_cost": "{1}{R}", "power": 2, "toughness": 2}


def test_702_8a_yeva_lets_you_cast_green_creature_spells_only_as_though_they_had_flash() -> None:
    yeva = read_full_definition(*YEVA)
    assert yeva["abilities"] == [{"kind": "cast_as_though_flash", "spells": "creature", "color": "G"}]
    game = state(step="upkeep", battlefield=[_on("y", "Yeva, Nature's Herald")],
                 alice={"hand": [{"id": "g", "card": "Green Bear"}, {"id": "r", "card": "Red Bear"}],
                        "mana_pool": {"G": 1, "R": 1, "C": 2}})
    done = _run(game, [{"type": "cast", "card": "g"}], yeva, GREEN_BEAR_CARD, RED_BEAR)
    assert done["state"]["stack"][0]["card"] == "Green Bear"
    with pytest.raises(IllegalAction):  # a red creature spell: not at instant speed (CR 307.1)
        _run(game, [{"type": "cast", "card": "r"}], yeva, GREEN_BEAR_CARD, RED_BEAR)


# --- "Create X ... tokens, where X is <a counted amount>" (CR 107.3, 608.2h, 111.1) --------------------------------

KRENKO = ("Krenko, Mob Boss", "Legendary Creature — Goblin Warrior", "{T}: Create X 1/1 red Goblin creature tokens, where "
          "X is the number of Goblins you control.", "{2}{R}{R}", ("3", "3"))
FUNGAL_SPROUTING = ("Fungal Sprouting", "Sorcery", "Create X 1/1 green Saproling creature tokens, where X is the greatest "
                    "power among creatures you control.", "{3}{G}", None)
AJANI = CardFacts(name="Ajani, Caller of the Pride", mana_cost="{1}{W}{W}", type_line="Legendary Planeswalker — Ajani",
                  oracle_text="[+1]: Put a +1/+1 counter on up to one target creature.\n[−3]: Target creature gains "
                  "flying and double strike until end of turn.\n[−8]: Create X 2/2 white Cat creature tokens, where X is "
                  "your life total.", loyalty="4")


def _tokens(result: dict[str, Any], subtype: str) -> int:
    return sum(1 for p in result["state"]["battlefield"] if subtype in p["characteristics"]["subtypes"] and "token" in p["id"])


def test_608_2h_krenko_fungal_sprouting_and_ajani_create_x_tokens_counted_as_they_resolve() -> None:
    krenko = read_full_definition(*KRENKO)
    sprouting = read_full_definition(*FUNGAL_SPROUTING)
    ajani_read = read_card(AJANI)
    assert ajani_read.support == "full" and ajani_read.definition is not None
    ajani = ajani_read.definition
    assert krenko["abilities"][0]["effect"]["count"] == "count:permanent:you_control:Goblin"
    assert sprouting["abilities"][0]["effect"]["count"] == "greatest_power:creature:you_control"
    assert ajani["abilities"][2]["effect"]["count"] == "your_life_total"
    _not_read("{T}: Create X 1/1 red Goblin creature tokens, where X is the number of wombats.")
    goblin = {"name": "Goblin", "types": ["Creature"], "subtypes": ["Goblin"], "power": 1, "toughness": 1}
    game = state(alice={"hand": [{"id": "f", "card": "Fungal Sprouting"}], "mana_pool": {"G": 1, "C": 3}, "life": 7},
                 battlefield=[_on("k", "Krenko, Mob Boss"), _on("g", "Goblin"), _on("o", "Goblin", "bob"),
                              _on("a", "Ajani, Caller of the Pride", counters={"loyalty": 8})])
    done = _run(game, [{"type": "activate", "permanent": "k", "ability": 0}, {"type": "resolve"}], krenko, goblin,
                ajani, sprouting)
    assert _tokens(done, "Goblin") == 2  # Krenko and the Goblin alice controls, not bob's
    done = _run(game, [{"type": "cast", "card": "f"}, {"type": "resolve"}], sprouting, krenko, goblin, ajani)
    assert _tokens(done, "Saproling") == 3  # Krenko's power
    done = _run(game, [{"type": "activate", "permanent": "a", "ability": 2}, {"type": "resolve"}], krenko, goblin,
                ajani, sprouting)
    assert _tokens(done, "Cat") == 7


# --- "each creature without flying and each planeswalker" (CR 120.3, 608.2b) ----------------------------------------

MAGMAQUAKE = ("Magmaquake", "Instant", "Magmaquake deals X damage to each creature without flying and each "
              "planeswalker.", "{X}{R}{R}", None)
WALKER = {"name": "Walker", "types": ["Planeswalker"], "loyalty": 5}
FLYER = {"name": "Flyer", "types": ["Creature"], "keywords": ["flying"], "power": 1, "toughness": 1}


def test_120_3_magmaquake_deals_x_damage_to_each_creature_without_flying_and_each_planeswalker_once() -> None:
    quake = read_full_definition(*MAGMAQUAKE)
    assert [a["effect"] for a in quake["abilities"]] == [
        {"kind": "damage", "amount": "X", "target": "all:creature:without_flying"},
        {"kind": "damage", "amount": "X", "target": "all:planeswalker", "except_for": "all:creature:without_flying"}]
    _not_read("~ deals 2 damage to each creature and each land.", is_spell=True)
    game = state(alice={"hand": [{"id": "m", "card": "Magmaquake"}], "mana_pool": {"R": 2, "C": 2}},
                 battlefield=[_on("b", "Bear", "bob"), _on("f", "Flyer", "bob"),
                              _on("w", "Walker", "bob", counters={"loyalty": 5})])
    done = _run(game, [{"type": "cast", "card": "m", "x": 2}, {"type": "resolve"}], quake, BEAR, FLYER, WALKER)
    assert _permanent(done, "b") is None and _permanent(done, "f") is not None
    assert _permanent(done, "w")["counters"]["loyalty"] == 3
    assert sorted(e["to"] for e in events_of(done, "damage_dealt")) == ["b", "w"]


# --- "Target player loses the game." (CR 104.3e) -------------------------------------------------------------------

DOOR = ("Door to Nothingness", "Artifact", "Door to Nothingness enters the battlefield tapped.\n{W}{W}{U}{U}{B}{B}{R}{R}{G}"
        "{G}, {T}, Sacrifice Door to Nothingness: Target player loses the game.", "{5}", None)


def test_104_3e_door_to_nothingness_makes_the_target_player_lose_the_game() -> None:
    door = read_full_definition(*DOOR)
    assert door["abilities"][1]["effect"] == {"kind": "lose_game", "target": "player"}
    _not_read("{T}: Each opponent loses the game.")
    game = state(alice={"mana_pool": {"W": 2, "U": 2, "B": 2, "R": 2, "G": 2}}, battlefield=[_on("d", "Door to Nothingness")])
    done = _run(game, [{"type": "activate", "permanent": "d", "ability": 1, "choices": {"targets": ["bob"]}},
                       {"type": "resolve"}], door)
    assert player_of(done, "bob")["has_lost"] and done["state"]["winner"] == "alice"


# --- "each creature that player or that planeswalker's controller controls" (CR 608.2c) ----------------------------

CHANDRAS_FURY = ("Chandra's Fury", "Instant", "Chandra's Fury deals 4 damage to target player or planeswalker and 1 "
                 "damage to each creature that player or that planeswalker's controller controls.", "{4}{R}", None)
X11 = {"name": "One One", "types": ["Creature"], "power": 1, "toughness": 1}


def test_608_2c_chandras_fury_damages_the_creatures_of_the_target_player_or_the_planeswalkers_controller() -> None:
    fury = read_full_definition(*CHANDRAS_FURY)
    assert fury["abilities"][1]["effect"] == {"kind": "damage", "amount": 1,
                                              "target": "all:creature:that_player_or_controller_controls"}
    _not_read("~ deals 4 damage to target creature and 1 damage to each creature that player or that planeswalker's "
              "controller controls.", is_spell=True)
    game = state(alice={"hand": [{"id": "c", "card": "Chandra's Fury"}], "mana_pool": {"R": 1, "C": 4}},
                 battlefield=[_on("w", "Walker", "bob", counters={"loyalty": 5}), _on("b", "One One", "bob"),
                              _on("a", "One One")])
    for target in ("w", "bob"):
        done = _run(game, [{"type": "cast", "card": "c", "choices": {"targets": [target]}}, {"type": "resolve"}],
                    fury, WALKER, X11)
        assert _permanent(done, "b") is None and _permanent(done, "a") is not None
    assert player_of(done, "bob")["life"] == 16


# --- "... deals 1 damage to each creature with flying your opponents control. Tap those creatures." (CR 608.2c) -------

THUNDERMAW = ("Thundermaw Hellkite", "Creature — Dragon", "Flying\nHaste\nWhen Thundermaw Hellkite enters the "
              "battlefield, it deals 1 damage to each creature with flying your opponents control. Tap those creatures.",
              "{3}{R}{R}", ("5", "5"))
BIG_FLYER = {"name": "Big Flyer", "types": ["Creature"], "keywords": ["flying"], "power": 3, "toughness": 3}


def test_701_26a_thundermaw_hellkite_taps_the_flyers_it_dealt_damage() -> None:
    hellkite = read_full_definition(*THUNDERMAW)
    assert hellkite["abilities"][0]["then_effects"] == [{"kind": "tap",
                                                         "target": "all:creature:with_flying:opponent_controls"}]
    _not_read("When ~ enters, it deals 1 damage to each creature with power 2 or less. Tap those creatures.")
    game = state(alice={"hand": [{"id": "t", "card": "Thundermaw Hellkite"}], "mana_pool": {"R": 2, "C": 3}},
                 battlefield=[_on("f", "Flyer", "bob"), _on("g", "Big Flyer", "bob"), _on("b", "Bear", "bob"),
                              _on("m", "Big Flyer")])
    done = _run(game, [{"type": "cast", "card": "t"}, {"type": "resolve"}, {"type": "resolve"}],
                hellkite, FLYER, BIG_FLYER, BEAR)
    assert _permanent(done, "f") is None and _permanent(done, "g")["tapped"] and _permanent(done, "g")["damage"] == 1
    assert not _permanent(done, "b").get("tapped") and not _permanent(done, "m").get("tapped")


# --- "if you have 200 or more cards in your library" (CR 401.1, 603.4) ---------------------------------------------

BATTLE_OF_WITS = ("Battle of Wits", "Enchantment", "At the beginning of your upkeep, if you have 200 or more cards in your "
                  "library, you win the game.", "{3}{U}{U}", None)


def test_603_4_battle_of_wits_wins_with_200_cards_in_your_library() -> None:
    battle = read_full_definition(*BATTLE_OF_WITS)
    assert battle["abilities"] == [{"kind": "step_trigger", "step": "upkeep", "whose": "yours",
                                    "effect": {"kind": "win_game"}, "if_library_at_least": 200}]
    _not_read("When ~ enters, if you have 20 or more cards in your library, draw a card.")
    upkeep = [{"type": "next_step"}]
    for size, won in ((200, True), (199, False)):
        library = [{"id": f"l{n}", "card": "Bear"} for n in range(size)]
        game = state(step="untap", alice={"library": library}, battlefield=[_on("w", "Battle of Wits")])
        done = _run(game, upkeep + ([{"type": "resolve"}] if won else []), battle, BEAR)
        assert (done["state"]["winner"] == "alice") == won and bool(done["state"]["stack"]) is False


# --- "Target creature attacks this turn if able." (CR 508.1d) -----------------------------------------------------

COURTLY = ("Courtly Provocateur", "Creature — Human Wizard", "{T}: Target creature attacks this turn if able.\n{T}: "
           "Target creature blocks this turn if able.", "{2}{U}", ("1", "1"))


def test_508_1d_courtly_provocateur_makes_a_creature_attack_this_turn_if_able() -> None:
    courtly = read_full_definition(*COURTLY)
    assert courtly["abilities"][0]["effect"] == {"kind": "attack_requirement_this_turn", "target": "creature"}
    game = state(battlefield=[_on("p", "Courtly Provocateur"), _on("b", "Bear"), _on("x", "Bear")])
    provoke = [{"type": "activate", "permanent": "p", "ability": 0, "choices": {"targets": ["b"]}}, {"type": "resolve"},
               {"type": "next_step"}, {"type": "next_step"}]
    with pytest.raises(IllegalAction):  # "b" must attack (CR 508.1d)
        _run(game, [*provoke, _attack("x")], courtly, BEAR)
    done = _run(game, [*provoke, _attack("b")], courtly, BEAR)
    assert events_of(done, "attack_requirement")[0]["permanent"] == "b"
    assert _run(game, [{"type": "next_step"}, {"type": "next_step"}, _attack("x")], courtly, BEAR)  # no requirement


# --- "If you would gain life, you gain twice that much life instead." (CR 614.1a) ---------------------------------

RHOX = ("Rhox Faithmender", "Creature — Rhino Monk", "Lifelink (Damage dealt by this creature also causes you to gain "
        "that much life.)\nIf you would gain life, you gain twice that much life instead.", "{3}{W}", ("1", "5"))
HEAL = {"name": "Heal", "types": ["Instant"], "mana_cost": "{W}",
        "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 3}}]}


def test_614_1a_rhox_faithmender_doubles_the_life_you_gain() -> None:
    rhox = read_full_definition(*RHOX)
    assert rhox["abilities"] == [{"kind": "life_gain_increase", "times": 2}]
    game = state(alice={"hand": [{"id": "h", "card": "Heal"}], "mana_pool": {"W": 1}, "life": 10},
                 battlefield=[_on("r", "Rhox Faithmender"), _on("o", "Rhox Faithmender")])
    done = _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}], rhox, HEAL)
    assert player_of(done, "alice")["life"] == 22  # 3, doubled twice (CR 614.5: each applies once)
    angel = {"name": "Angel", "types": ["Creature"], "power": 2, "toughness": 2,
             "abilities": [{"kind": "life_gain_increase", "plus": 1}]}
    mixed = state(alice={"hand": [{"id": "h", "card": "Heal"}], "mana_pool": {"W": 1}},
                  battlefield=[_on("r", "Rhox Faithmender"), _on("a", "Angel")])
    with pytest.raises(IllegalAction):  # the order of "plus 1" and "twice" is the player's choice (CR 616.1)
        _run(mixed, [{"type": "cast", "card": "h"}, {"type": "resolve"}], rhox, HEAL, angel)
