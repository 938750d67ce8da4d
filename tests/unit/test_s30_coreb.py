"""Session 30 (short round), group coreb (docs/oracle-s30-coreb.md): general constructions of the core sets, each read
from the real card's Oracle text (tests/fixtures/sets/<set>.json, MTGJSON) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, permanent, player_of, probe_support, state
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}
BIRD = {"name": "Probe Bird", "types": ["Creature"], "subtypes": ["Bird"], "power": 1, "toughness": 1,
        "mana_cost": "{1}{U}", "colors": ["U"], "keywords": ["flying"]}


def _ids(done: dict[str, Any]) -> list[str]:
    return [p["id"] for p in done["state"]["battlefield"]]


# --- divided damage "among any number of targets" in a trigger, "among <one, two, or three|any number of> target
# <noun phrase>" (CR 601.2d, 603.3d, 115.1) ------------------------------------------------------------------------

def test_601_2d_divided_damage_among_any_number_of_targets_and_among_target_creatures_with_flying() -> None:
    hellkite = mtgjson_full_definition("M10", "Bogardan Hellkite")
    assert hellkite["abilities"][-1] == {"kind": "triggered", "trigger": "enters", "effect": {
        "kind": "damage", "amount": 5, "target": "any", "target_count": "any_number", "divided": "as_you_choose"}}
    volley = mtgjson_full_definition("ORI", "Aerial Volley")
    assert volley["abilities"][0]["effect"] == {"kind": "damage", "amount": 3, "target": "creature:with_flying",
                                                "target_count": 3, "up_to": True, "divided": "as_you_choose"}
    # near variants the engine doesn't have: "evenly" after a trigger's "it", players as the noun, too little damage
    assert probe_support("When ~ enters, it deals 5 damage divided evenly among any number of targets.") != "full"
    assert probe_support("~ deals 3 damage divided as you choose among any number of target players.",
                         "Sorcery", None) != "full"
    assert probe_support("~ deals 2 damage divided as you choose among one, two, or three target creatures.",
                         "Sorcery", None) != "full"
    assert probe_support("~ deals X damage divided as you choose among one or two target creatures.",
                         "Sorcery", None) != "full"

    game = state(alice={"hand": [{"id": "h", "card": "Bogardan Hellkite"}], "mana_pool": {"R": 2, "C": 6}},
                 battlefield=[_on("x", "Probe Bear", "bob"), _on("y", "Probe Bird", "bob")])

    def enters(choices: dict[str, Any]) -> dict[str, Any]:
        return _run(game, [{"type": "cast", "card": "h"}, {"type": "resolve"}, {"type": "resolve", "choices": choices}],
                    hellkite, BEAR, BIRD)

    split = enters({"targets": ["x", "y", "bob"], "division": [2, 1, 2]})
    assert player_of(split, "bob")["life"] == 18 and "x" not in _ids(split) and "y" not in _ids(split)
    assert events_of(split, "damage_divided")[0]["division"] == {"x": 2, "y": 1, "bob": 2}
    with pytest.raises(IllegalAction, match="Wrong division"):
        enters({"targets": ["x", "bob"], "division": [1, 1]})  # 2 of the 5 damage: the division must add up

    volley_game = state(alice={"hand": [{"id": "v", "card": "Aerial Volley"}], "mana_pool": {"G": 1}},
                        battlefield=[_on("x", "Probe Bear", "bob"), _on("y", "Probe Bird", "bob")])
    done = _run(volley_game, [{"type": "cast", "card": "v", "choices": {"targets": ["y"]}}, {"type": "resolve"}],
                volley, BEAR, BIRD)
    assert "y" not in _ids(done) and permanent(done, "x")["damage"] == 0
    with pytest.raises(IllegalAction):  # a creature without flying isn't a legal target (CR 115.1)
        _run(volley_game, [{"type": "cast", "card": "v", "choices": {"targets": ["y", "x"], "division": [2, 1]}}],
             volley, BEAR, BIRD)
    with pytest.raises(IllegalAction):  # nor is a player
        _run(volley_game, [{"type": "cast", "card": "v", "choices": {"targets": ["bob"]}}], volley, BEAR, BIRD)


# --- one amount to "target player or planeswalker and each creature that player or that planeswalker's controller
# controls" (CR 608.2c, 120.3) -------------------------------------------------------------------------------------

WALKER = {"name": "Probe Walker", "types": ["Planeswalker"], "loyalty": 5}


def test_608_2c_chandra_nalaar_damages_the_target_and_each_creature_of_that_player_or_walkers_controller() -> None:
    chandra = mtgjson_full_definition("M10", "Chandra Nalaar")
    assert chandra["abilities"][2] == {"kind": "loyalty", "cost": "-8", "effect": {
        "kind": "damage", "amount": 10, "target": "player_or_planeswalker"}, "then_effects": [
        {"kind": "damage", "amount": 10, "target": "all:creature:that_player_or_controller_controls"}]}
    assert mtgjson_full_definition("M11", "Chandra Nalaar") == chandra
    pw = "Legendary Planeswalker — Probe"
    # near variants: another target (an opponent or planeswalker, a creature or planeswalker), another group
    # (planeswalkers, which the target may be), another source
    for line in ("[−8]: ~ deals 10 damage to target opponent or planeswalker and each creature that player or that "
                 "planeswalker's controller controls.",
                 "[−8]: ~ deals 10 damage to target creature or planeswalker and each creature that player or that "
                 "planeswalker's controller controls.",
                 "[−8]: ~ deals 10 damage to target player or planeswalker and each planeswalker that player or that "
                 "planeswalker's controller controls.",
                 "When ~ dies, it deals 10 damage to target player or planeswalker and each creature that player or "
                 "that planeswalker's controller controls."):
        assert probe_support(line, pw, None) == "none", line
    field = [_on("c", "Chandra Nalaar", counters={"loyalty": 8}), _on("x", "Probe Bear", "bob"),
             _on("y", "Probe Bear", "bob"), _on("m", "Probe Bear"), _on("w", "Probe Walker", "bob",
                                                                          counters={"loyalty": 12})]
    at_bob = _run(state(battlefield=field), [{"type": "activate", "permanent": "c", "ability": 2,
                                              "choices": {"targets": ["bob"]}}, {"type": "resolve"}],
                  chandra, BEAR, WALKER)
    assert player_of(at_bob, "bob")["life"] == 10
    assert [i for i in ("x", "y", "m", "w") if i in _ids(at_bob)] == ["m", "w"]  # bob's creatures only
    at_walker = _run(state(battlefield=field), [{"type": "activate", "permanent": "c", "ability": 2,
                                                 "choices": {"targets": ["w"]}}, {"type": "resolve"}],
                     chandra, BEAR, WALKER)
    assert player_of(at_walker, "bob")["life"] == 20 and permanent(at_walker, "w")["counters"]["loyalty"] == 2
    assert [i for i in ("x", "y", "m") if i in _ids(at_walker)] == ["m"]  # the walker's controller's creatures
