"""Session 26, group cmdc (docs/oracle-s26-cmdc.md): Zendikar Rising Commander, Neon Dynasty Commander and Double
Masters lines read from the real Oracle text (tests/fixtures/sets/znc.json, nec.json, 2xm.json) and played by the
engine."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from app.engine.errors import IllegalAction
from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, player_of, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _on, _permanent

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
BEAR = {"name": "Probe Bear", "types": ["Creature"], "power": 2, "toughness": 2, "mana_cost": "{1}{G}"}
ROCK = {"name": "Probe Rock", "types": ["Artifact"], "mana_cost": "{1}"}


@cache
def _records(code: str) -> dict[str, dict[str, Any]]:
    cards = json.loads((SETS / f"{code.lower()}.json").read_text(encoding="utf-8"))["data"][code]["cards"]
    return {card["name"]: card for card in cards}


def _card(code: str, name: str) -> dict[str, Any]:
    """The definition the reader makes of the real card, which must read `full`."""
    record = _records(code)[name]
    reading = read_card(CardFacts(name=name, mana_cost=record.get("manaCost"), type_line=record["type"],
                                  oracle_text=record.get("text", ""), power=record.get("power"),
                                  toughness=record.get("toughness"),
                                  loyalty=record.get("loyalty")))
    assert reading.support == "full" and reading.definition is not None, (name, reading.not_modelled)
    return reading.definition


# --- "Activate only if you control ..." on a mana ability (CR 602.5b, 605.1a) -----------------------------------------


def test_602_5b_mana_abilities_activated_only_if_you_control() -> None:
    opal = _card("2XM", "Mox Opal")
    assert opal["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "any_color", "activate_only_if_you_control":
                                  "artifact", "activate_only_if_you_control_at_least": 3}]
    assert _card("NEC", "Spire of Industry")["abilities"][1]["activate_only_if_you_control"] == "artifact"
    whisperer = _card("2XM", "Whisperer of the Wilds")
    assert whisperer["abilities"][1]["activate_only_if_you_control"] == "creature:power>=4"
    tap = {"type": "tap_for_mana", "permanent": "o", "ability": 0, "color": "R"}
    rocks = [_on("r1", "Probe Rock"), _on("r2", "Probe Rock")]
    done = _run(state(battlefield=[_on("o", "Mox Opal"), *rocks]), [tap], opal, ROCK)
    assert player_of(done, "alice")["mana_pool"]["R"] == 1  # three artifacts with itself
    with pytest.raises(IllegalAction, match="3 or more"):
        _run(state(battlefield=[_on("o", "Mox Opal"), rocks[0]]), [tap], opal, ROCK)
    # the automatic payment never uses it: a {1} spell with Mox Opal alone untapped can't be paid
    with pytest.raises(IllegalAction):
        _run(state(alice={"hand": [{"id": "x", "card": "Probe Rock"}]},
                   battlefield=[_on("o", "Mox Opal"), {**rocks[0], "tapped": True}, {**rocks[1], "tapped": True}]),
             [{"type": "cast", "card": "x"}], opal, ROCK)


# --- "You may cast artifact / historic spells as though they had flash." (CR 702.8a, 601.3, 700.6) -------------------


def test_702_8a_artifact_and_historic_spells_as_though_they_had_flash() -> None:
    myr = _card("NEC", "Shimmer Myr")
    raff = _card("NEC", "Raff Capashen, Ship's Mage")
    assert myr["abilities"][-1] == {"kind": "cast_as_though_flash", "spells": "artifact"}
    assert raff["abilities"][-1] == {"kind": "cast_as_though_flash", "spells": "historic"}
    legend = {**BEAR, "name": "Probe Legend", "supertypes": ["Legendary"]}
    hand = [{"id": "a", "card": "Probe Rock"}, {"id": "l", "card": "Probe Legend"}, {"id": "b", "card": "Probe Bear"}]

    def cast(permission: str, card: str) -> dict[str, Any]:
        game = state(step="end", active_player="bob", battlefield=[_on("p", permission)],
                     alice={"hand": hand, "mana_pool": {"G": 2}})
        return _run(game, [{"type": "cast", "player": "alice", "card": card}, {"type": "resolve"}], myr, raff, ROCK,
                    legend, BEAR)

    assert _permanent(cast("Shimmer Myr", "a"), "a") is not None
    assert _permanent(cast("Raff Capashen, Ship's Mage", "l"), "l") is not None  # legendary: historic
    assert _permanent(cast("Raff Capashen, Ship's Mage", "a"), "a") is not None
    for permission, card in (("Shimmer Myr", "l"), ("Raff Capashen, Ship's Mage", "b")):
        with pytest.raises(IllegalAction):
            cast(permission, card)


# --- Sunburst (CR 702.44a) ---------------------------------------------------------------------------------------------


def test_702_44a_sunburst_charge_counters_or_plus_one_counters() -> None:
    prism = _card("2XM", "Pentad Prism")
    assert prism["abilities"][0] == {"kind": "etb_counters", "counter": "charge", "amount": 1,
                                     "for_each": "s25mh_colors_spent", "sunburst": True}
    game = state(alice={"hand": [{"id": "p", "card": "Pentad Prism"}], "mana_pool": {"R": 1, "G": 1}})
    done = _run(game, [{"type": "cast", "card": "p"}, {"type": "resolve"}], prism)
    assert _permanent(done, "p")["counters"] == {"charge": 2}
    mana = _run(game, [{"type": "cast", "card": "p"}, {"type": "resolve"},
                       {"type": "tap_for_mana", "permanent": "p", "ability": 1, "color": "U"}], prism)
    assert player_of(mana, "alice")["mana_pool"]["U"] == 1
    colorless = _run(state(alice={"hand": [{"id": "p", "card": "Pentad Prism"}], "mana_pool": {"C": 2}}),
                     [{"type": "cast", "card": "p"}, {"type": "resolve"}], prism)
    assert _permanent(colorless, "p")["counters"] == {}
    beast = {"name": "Probe Sunburst Beast", "types": ["Artifact", "Creature"], "power": 0, "toughness": 0,
             "mana_cost": "{3}", "abilities": prism["abilities"][:1]}
    grown = _run(state(alice={"hand": [{"id": "s", "card": "Probe Sunburst Beast"}], "mana_pool": {"W": 1, "U": 1,
                                                                                                  "C": 1}}),
                 [{"type": "cast", "card": "s"}, {"type": "resolve"}], beast)
    assert _permanent(grown, "s")["counters"] == {"+1/+1": 2}
    assert "702.44a" in json.dumps(events_of(grown, "entered_battlefield"))


# --- "~ enters with an indestructible counter on it if you cast it from your hand." (CR 614.1c, 601.2a) --------------


def test_614_1c_myojin_enters_with_a_counter_only_if_cast_from_hand() -> None:
    myojin = _card("NEC", "Myojin of Blooming Dawn")
    assert myojin["abilities"][0] == {"kind": "etb_counters", "counter": "indestructible", "amount": 1,
                                      "if_cast": "cast_from_hand"}
    assert _card("NEC", "Myojin of Roaring Blades")["abilities"][0] == myojin["abilities"][0]
    cast = _run(state(alice={"hand": [{"id": "m", "card": "Myojin of Blooming Dawn"}], "mana_pool": {"W": 3, "C": 5}}),
                [{"type": "cast", "card": "m"}, {"type": "resolve"}], myojin)
    assert _permanent(cast, "m")["counters"] == {"indestructible": 1}
    tokens = _run(state(battlefield=[_on("m", "Myojin of Blooming Dawn", counters={"indestructible": 1}),
                                     _on("b", "Probe Bear")]),
                  [{"type": "activate", "permanent": "m", "ability": 1}, {"type": "resolve"}], myojin, BEAR)
    assert len(tokens["state"]["battlefield"]) == 4  # a Spirit for each of the two permanents
    reanimate = {"name": "Probe Reanimate", "types": ["Sorcery"], "mana_cost": "{B}", "abilities": [
        {"kind": "spell", "effect": {"kind": "return_to_battlefield", "target": "card_in_your_graveyard:creature"}}]}
    returned = _run(state(alice={"hand": [{"id": "r", "card": "Probe Reanimate"}], "mana_pool": {"B": 1},
                                 "graveyard": [{"id": "m", "card": "Myojin of Blooming Dawn"}]}),
                    [{"type": "cast", "card": "r", "choices": {"targets": ["m"]}}, {"type": "resolve"}], myojin, reanimate)
    assert _permanent(returned, "m")["counters"] == {}  # not cast: no counter


# --- Equipment: "Equip legendary creature {3}" (CR 702.6a), counted pumps (CR 613.4c) --------------------------------


def test_702_6a_equip_legendary_creature_and_counted_equipment_pumps() -> None:
    blade = _card("ZNC", "Blackblade Reforged")
    assert blade["abilities"][1] == {"kind": "equip", "cost": "{3}", "effect": {
        "kind": "attach", "target": "creature:legendary:you_control"}}
    assert _card("NEC", "Blackblade Reforged") == blade
    legend = {**BEAR, "name": "Probe Legend", "supertypes": ["Legendary"]}
    game = state(alice={"mana_pool": {"C": 3}}, battlefield=[_on("e", "Blackblade Reforged"), _on("l", "Probe Legend"),
                                                             _on("b", "Probe Bear")])
    equipped = _run(game, [{"type": "activate", "permanent": "e", "ability": 1, "choices": {"targets": ["l"]}},
                           {"type": "resolve"}], blade, legend, BEAR)
    assert _permanent(equipped, "e")["attached_to"] == "l"
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "activate", "permanent": "e", "ability": 1, "choices": {"targets": ["b"]}}], blade, legend, BEAR)
    bonehoard = _card("ZNC", "Bonehoard")
    assert bonehoard["abilities"][1] == {"kind": "attached_count_pump", "count": "creature_cards_in_all_graveyards"}
    assert _card("NEC", "Bonehoard") == bonehoard
    plating = _card("2XM", "Cranial Plating")
    assert plating["abilities"][0] == {"kind": "attached_count_pump", "count": "artifacts_you_control",
                                       "power_each": 1, "toughness_each": 0}
    board = state(alice={"graveyard": [{"id": "g1", "card": "Probe Bear"}, {"id": "g2", "card": "Probe Rock"}]},
                  bob={"graveyard": [{"id": "g3", "card": "Probe Bear"}]},
                  battlefield=[_on("h", "Bonehoard", attached_to="b"), _on("p", "Cranial Plating", attached_to="x"),
                               _on("b", "Probe Bear"), _on("x", "Probe Bear"), _on("r", "Probe Rock")])
    done = _run(board, [{"type": "pass_priority"}], bonehoard, plating, BEAR, ROCK)
    assert _permanent(done, "b")["characteristics"]["power"] == 4  # 2 + two creature cards in all graveyards
    assert (_permanent(done, "x")["characteristics"]["power"], _permanent(done, "x")["characteristics"]["toughness"]) \
        == (5, 2)  # 2 + three artifacts (Bonehoard, Cranial Plating, Probe Rock)


# --- "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead." (CR 608.2c) -----


def test_608_2c_urza_lands_add_more_with_the_other_two() -> None:
    mine, plant, tower = (_card("2XM", name) for name in ("Urza's Mine", "Urza's Power Plant", "Urza's Tower"))
    assert tower["subtypes"] == ["Urza's", "Tower"]  # CR 205.3i: written as the Oracle text writes it
    assert tower["abilities"][0]["amount"] == {"kind": "s20m20_if_you_control", "condition": "permanent:Urza's:Mine",
                                               "times": 3, "and_you_control": ["permanent:Urza's:Power-Plant"]}
    tap = {"type": "tap_for_mana", "permanent": "t", "ability": 0}
    lands = [_on("t", "Urza's Tower"), _on("m", "Urza's Mine"), _on("p", "Urza's Power Plant")]
    assert player_of(_run(state(battlefield=lands), [tap], mine, plant, tower), "alice")["mana_pool"]["C"] == 3
    assert player_of(_run(state(battlefield=lands[:2]), [tap], mine, plant, tower), "alice")["mana_pool"]["C"] == 1
    both = _run(state(battlefield=lands), [{**tap, "permanent": "m"}], mine, plant, tower)
    assert player_of(both, "alice")["mana_pool"]["C"] == 2


# --- "Return all attacking creatures to their owner's hand." (CR 400.3); landfall: a land becomes a creature (205.1b) --


def test_205_1b_landfall_may_have_target_land_become_a_creature_and_mass_bounce() -> None:
    aetherize = _card("ZNC", "Aetherize")
    assert aetherize["abilities"] == [{"kind": "spell", "effect": {"kind": "return_to_hand",
                                                                   "target": "each_attacking_creature"}}]
    game = state(step="declare_blockers", alice={"hand": [{"id": "a", "card": "Aetherize"}], "mana_pool": {"U": 1,
                                                                                                       "C": 3}},
                 active_player="bob", battlefield=[_on("x", "Probe Bear", "bob", tapped=True), _on("y", "Probe Bear",
                                                                                                   "bob")],
                 combat={"attackers": [{"id": "x", "defending": "alice"}], "blockers": {}})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "a"}, {"type": "resolve"}], aetherize, BEAR)
    assert _permanent(done, "x") is None and _permanent(done, "y") is not None
    embodiment = _card("ZNC", "Embodiment of Insight")
    landfall = embodiment["abilities"][1]
    assert landfall["optional"] is True and landfall["effect"] == {
        "kind": "becomes_creature", "power": 3, "toughness": 3, "types": ["Creature"], "subtypes": ["Elemental"],
        "target": "land:you_control", "keywords": ["haste"]}
    lands = state(alice={"hand": [{"id": "f", "card": "Forest"}]}, battlefield=[_on("e", "Embodiment of Insight"),
                                                                                _on("m", "Forest")])
    animated = _run(lands, [{"type": "play_land", "card": "f"},
                            {"type": "resolve", "choices": {"targets": ["m"], "pay_optional_cost": True}}], embodiment)
    forest = _permanent(animated, "m")["characteristics"]
    assert (forest["power"], forest["toughness"], "Land" in forest["types"], "haste" in forest["keywords"]) == (
        3, 3, True, True)
    declined = _run(lands, [{"type": "play_land", "card": "f"},
                            {"type": "resolve", "choices": {"targets": ["m"], "pay_optional_cost": False}}], embodiment)
    assert "Creature" not in _permanent(declined, "m")["characteristics"]["types"]


# --- cost reductions counted from the opponents' or every player's permanents (CR 601.2f) -----------------------------


def test_601_2f_costs_less_for_opponents_creatures_or_with_ten_nonland_permanents() -> None:
    protector = _card("NEC", "Primeval Protector")
    assert protector["abilities"][0] == {"kind": "self_cost_reduction", "generic": 1,
                                         "for_each_opponents_control": "creature"}
    bears = [_on(f"b{n}", "Probe Bear", "bob") for n in range(3)]
    game = state(alice={"hand": [{"id": "p", "card": "Primeval Protector"}], "mana_pool": {"G": 1, "C": 7}},
                 battlefield=[*bears, _on("mine", "Probe Bear")])
    cheap = _run(game, [{"type": "cast", "card": "p"}], protector, BEAR)  # {10}{G} less one for each of bob's three
    assert cheap["state"]["stack"] and not any(player_of(cheap, "alice")["mana_pool"].values())
    with pytest.raises(IllegalAction):  # alice's own creature doesn't count
        _run({**game, "battlefield": bears[:2]}, [{"type": "cast", "card": "p"}], protector, BEAR)
    hour = _card("ZNC", "Hour of Revelation")
    assert hour["abilities"][0] == {"kind": "self_cost_reduction", "generic": 3, "if_on_battlefield": "permanent:nonland",
                                    "if_on_battlefield_at_least": 10}
    many = [_on(f"r{n}", "Probe Rock", "bob" if n % 2 else "alice") for n in range(10)]
    pool = {"W": 3}
    done = _run(state(alice={"hand": [{"id": "h", "card": "Hour of Revelation"}], "mana_pool": pool},
                      battlefield=many), [{"type": "cast", "card": "h"}, {"type": "resolve"}], hour, ROCK)
    assert done["state"]["battlefield"] == []
    with pytest.raises(IllegalAction):  # nine: no reduction
        _run(state(alice={"hand": [{"id": "h", "card": "Hour of Revelation"}], "mana_pool": pool},
                   battlefield=many[:9]), [{"type": "cast", "card": "h"}], hour, ROCK)


# --- "When ~ enters or is put into a graveyard from the battlefield" (CR 603.6a, 603.6c); "target artifact spell" -----


def test_603_6c_enters_or_put_into_graveyard_and_counter_target_artifact_spell() -> None:
    spring = _card("2XM", "Ichor Wellspring")
    assert spring["abilities"] == [{"kind": "triggered", "trigger": "self_put_into_graveyard", "also_on": ["enters"],
                                    "effect": {"kind": "draw", "amount": 1, "player": "you"}}]
    game = state(alice={"hand": [{"id": "i", "card": "Ichor Wellspring"}], "mana_pool": {"C": 2}})
    entered = _run(game, [{"type": "cast", "card": "i"}, {"type": "resolve"}, {"type": "resolve"}], spring)
    assert len(player_of(entered, "alice")["hand"]) == 1
    shatter = {"name": "Probe Shatter", "types": ["Instant"], "mana_cost": "{R}", "abilities": [
        {"kind": "spell", "effect": {"kind": "destroy", "target": "artifact"}}]}
    broken = _run(state(alice={"hand": [{"id": "s", "card": "Probe Shatter"}], "mana_pool": {"R": 1}},
                        battlefield=[_on("i", "Ichor Wellspring")]),
                  [{"type": "cast", "card": "s", "choices": {"targets": ["i"]}}, {"type": "resolve"}, {"type": "resolve"}],
                  spring, shatter)
    assert [card["card"] for card in player_of(broken, "alice")["hand"]] != []
    sabotage = _card("2XM", "Steel Sabotage")
    assert sabotage["abilities"][0]["effect"]["modes"][0] == {"kind": "counter", "target": "spell:artifact"}


# --- "Choose two —" (CR 700.2, 700.2d) ---------------------------------------------------------------------------------


def test_700_2_choose_two_exactly_two_different_modes() -> None:
    austere = _card("2XM", "Austere Command")
    assert austere["abilities"][0]["effect"]["choose_min"] == austere["abilities"][0]["effect"]["choose_max"] == 2
    assert _card("ZNC", "Silumgar's Command")["abilities"][0]["effect"]["choose_min"] == 2
    giant = {**BEAR, "name": "Probe Giant", "mana_cost": "{3}{G}"}
    game = state(alice={"hand": [{"id": "a", "card": "Austere Command"}], "mana_pool": {"W": 2, "C": 4}},
                 battlefield=[_on("r", "Probe Rock", "bob"), _on("b", "Probe Bear", "bob"), _on("g", "Probe Giant")])

    def cast(modes: list[int]) -> dict[str, Any]:
        return _run(game, [{"type": "cast", "card": "a", "choices": {"modes": modes}}, {"type": "resolve"}], austere,
                    ROCK, BEAR, giant)

    done = cast([2, 0])
    assert [p["id"] for p in done["state"]["battlefield"]] == ["g"]
    for wrong in ([1], [0, 1, 2], [1, 1]):
        with pytest.raises(IllegalAction):
            cast(wrong)


# --- "~ deals 2 damage to any target. ~ deals 4 damage instead if ..." (CR 608.2c) -----------------------------------


def test_608_2c_damage_instead_to_any_target_under_metalcraft_or_morbid() -> None:
    blast = _card("2XM", "Galvanic Blast")
    assert blast["abilities"][0]["effect"] == {"kind": "damage", "amount": 2, "target": "any", "instead_amount": 4,
                                               "instead_if": {"kind": "you_control", "spec": "artifact", "number": 3}}
    assert _card("2XM", "Brimstone Volley")["abilities"][0]["effect"]["instead_if"] == {
        "kind": "this_turn", "record": "died", "spec": "creature"}
    rocks = [_on(f"r{n}", "Probe Rock") for n in range(3)]

    def life_after(artifacts: list[dict[str, Any]]) -> int:
        game = state(alice={"hand": [{"id": "g", "card": "Galvanic Blast"}], "mana_pool": {"R": 1}},
                     battlefield=artifacts)
        done = _run(game, [{"type": "cast", "card": "g", "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                    blast, ROCK)
        return int(player_of(done, "bob")["life"])

    assert (life_after(rocks), life_after(rocks[:2])) == (16, 18)
    from app.oracle.compose import read_composed

    creature = read_composed("~ deals 2 damage to target creature. ~ deals 4 damage instead if a creature died this "
                             "turn.", is_spell=True).abilities
    assert creature is not None and [a["effect"]["kind"] for a in creature] == ["choose_target", "if_condition",
                                                                                 "if_condition"]


# --- a rider's exile of "that creature" (CR 608.2c, 701.13a); a fixed amount of restricted mana (CR 106.6) -------------


def test_608_2c_dispatch_exiles_under_metalcraft_and_restricted_mana_amount() -> None:
    dispatch = _card("NEC", "Dispatch")
    assert dispatch["abilities"][1]["effect"] == {"kind": "if_condition", "condition": {
        "kind": "you_control", "spec": "artifact", "number": 3}, "effect": {"kind": "exile", "target": "it"}}
    rocks = [_on(f"r{n}", "Probe Rock") for n in range(3)]

    def cast(artifacts: list[dict[str, Any]]) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "d", "card": "Dispatch"}], "mana_pool": {"W": 1}},
                     battlefield=[*artifacts, _on("b", "Probe Bear", "bob")])
        return _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                    dispatch, ROCK, BEAR)

    assert _permanent(cast(rocks), "b") is None
    assert _permanent(cast(rocks[:2]), "b")["tapped"] is True
    engineer = _card("NEC", "Vedalken Engineer")
    assert engineer["abilities"] == [{"kind": "mana", "cost": "{T}", "add": "any_color", "amount": 2,
                                      "spend_only": "artifact_spells_or_abilities"}]
    tapped = _run(state(battlefield=[_on("v", "Vedalken Engineer")]),
                  [{"type": "tap_for_mana", "permanent": "v", "ability": 0, "color": "U"}], engineer)
    assert "U" in json.dumps(player_of(tapped, "alice")["restricted_mana"])
    assert events_of(tapped, "mana_added")[0]["amounts"] == {"U": 2}


# --- "Whenever a creature you control ... deals combat damage to a player, that player discards a card." (603.2) -----


def test_603_2_that_player_of_a_creature_you_controls_combat_damage_discards() -> None:
    blackguard = _card("ZNC", "Oona's Blackguard")
    assert blackguard["abilities"][1] == {"kind": "triggered", "trigger": "creature_deals_combat_damage", "effect": {
        "kind": "discard", "amount": 1, "player": "that_player"}, "dealing": "creature:you_control:with_counter_+1/+1"}
    game = state(step="declare_blockers", bob={"hand": [{"id": "c1", "card": "Probe Rock"}]},
                 battlefield=[_on("o", "Oona's Blackguard"), _on("b", "Probe Bear", counters={"+1/+1": 1},
                                                                tapped=True)],
                 combat={"attackers": [{"id": "b", "defending": "bob"}], "blockers": {}})
    done = _run(game, [{"type": "next_step"}, {"type": "resolve"}], blackguard, BEAR, ROCK)
    assert player_of(done, "bob")["life"] == 17 and player_of(done, "bob")["hand"] == []


# --- "Creatures with power less than ~'s power can't block creatures you control." (CR 509.1b) ------------------------


def test_509_1b_lesser_power_creatures_cant_block_creatures_you_control() -> None:
    champion = _card("NEC", "Champion of Lambholt")
    assert champion["abilities"][0] == {"kind": "cant_be_blocked_by", "affected": "creatures_you_control",
                                        "power_less_than_source": True}
    assert _card("2XM", "Champion of Lambholt") == champion
    giant = {**BEAR, "name": "Probe Giant", "power": 3, "toughness": 3}
    game = state(step="declare_attackers", active_player="alice",
                 battlefield=[_on("c", "Champion of Lambholt", counters={"+1/+1": 2}), _on("a", "Probe Bear", tapped=True),
                              _on("x", "Probe Bear", "bob"), _on("y", "Probe Giant", "bob")],
                 combat={"attackers": [{"id": "a", "defending": "bob"}], "blockers": {}})

    def block(blocker: str) -> dict[str, Any]:
        return _run(game, [{"type": "next_step"}, {"type": "declare_blockers", "player": "bob",
                                                   "blocks": [{"blocker": blocker, "attacker": "a"}]}],
                    champion, BEAR, giant)

    with pytest.raises(IllegalAction, match="power less than"):
        block("x")  # power 2 < 3 (Champion's 1 + two counters)
    assert block("y")["state"]["combat"]["blockers"] == {"y": ["a"]}


def test_509_1b_keyrune_becomes_a_creature_that_cant_be_blocked_this_turn() -> None:
    keyrune = _card("ZNC", "Dimir Keyrune")
    assert keyrune["abilities"][1]["then_effects"] == [{"kind": "cant_be_blocked", "target": "self"}]
    game = state(alice={"mana_pool": {"U": 1, "B": 1}}, battlefield=[_on("k", "Dimir Keyrune"),
                                                                     _on("x", "Probe Bear", "bob")])
    done = _run(game, [{"type": "activate", "permanent": "k", "ability": 1}, {"type": "resolve"},
                       {"type": "next_step"}, {"type": "next_step"},
                       {"type": "declare_attackers", "attackers": [{"id": "k", "defending": "bob"}]},
                       {"type": "next_step"}], keyrune, BEAR)
    assert _permanent(done, "k")["characteristics"]["power"] == 2
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "activate", "permanent": "k", "ability": 1}, {"type": "resolve"},
                    {"type": "next_step"}, {"type": "next_step"},
                    {"type": "declare_attackers", "attackers": [{"id": "k", "defending": "bob"}]},
                    {"type": "next_step"}, {"type": "declare_blockers", "player": "bob",
                                            "blocks": [{"blocker": "x", "attacker": "k"}]}], keyrune, BEAR)


def test_601_2f_goblin_spells_and_rogue_spells_cost_less() -> None:
    banneret = _card("ZNC", "Frogtosser Banneret")
    assert banneret["abilities"][-1] == {"kind": "cost_reduction", "spells": "all", "generic": 1, "subtype": "Goblin",
                                         "or_subtype": "Rogue"}
    rogue = {**BEAR, "name": "Probe Rogue", "subtypes": ["Goblin", "Rogue"], "mana_cost": "{2}{B}"}
    hand = [{"id": "r", "card": "Probe Rogue"}, {"id": "b", "card": "Probe Bear"}]
    game = state(alice={"hand": hand, "mana_pool": {"B": 1, "G": 1, "C": 1}}, battlefield=[_on("f",
                                                                                              "Frogtosser Banneret")])
    done = _run(game, [{"type": "cast", "card": "r"}], banneret, rogue, BEAR)
    assert player_of(done, "alice")["mana_pool"]["G"] + player_of(done, "alice")["mana_pool"]["C"] == 1  # {1}{B}: reduced once
    with pytest.raises(IllegalAction):
        _run({**game, "players": [{**game["players"][0], "mana_pool": {"G": 1}}, game["players"][1]]},
             [{"type": "cast", "card": "b"}], banneret, rogue, BEAR)  # a Bear: {1}{G} still


def test_608_2c_threshold_instead_searches_for_three_basic_lands() -> None:
    wanderings = _card("ZNC", "Far Wanderings")
    assert [a["effect"]["condition"] for a in wanderings["abilities"]] == [
        {"kind": "cards_in_your_graveyard", "number": 7, "negated": True}, {"kind": "cards_in_your_graveyard",
                                                                             "number": 7}]
    library = [{"id": f"f{n}", "card": "Forest"} for n in range(4)]
    graveyard = [{"id": f"g{n}", "card": "Probe Rock"} for n in range(7)]

    def cast(grave: list[dict[str, Any]], found: list[str]) -> dict[str, Any]:
        game = state(alice={"hand": [{"id": "w", "card": "Far Wanderings"}], "mana_pool": {"G": 1, "C": 2},
                            "library": library, "graveyard": grave})
        return _run(game, [{"type": "cast", "card": "w"}, {"type": "resolve", "choices": {"search": found}}],
                    wanderings, ROCK)

    assert all(_permanent(cast(graveyard, ["f0", "f1", "f2"]), f"f{n}")["tapped"] for n in range(3))
    assert _permanent(cast([], ["f0"]), "f0")["tapped"] is True
    with pytest.raises(IllegalAction):
        cast([], ["f0", "f1"])  # without threshold: one card only
