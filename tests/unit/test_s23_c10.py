"""Session 23, group c10 (docs/oracle-s23-c10.md): lines of Magic 2010 (M10) read by the s23-c10 grammar rules, each
checked on the real card's Oracle text (tests/fixtures/sets/m10.json; a near variant the reader must refuse), then
played by the engine."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

M10 = Path(__file__).resolve().parents[1] / "fixtures" / "sets" / "m10.json"
_CARDS = {card["name"]: card for card in json.loads(M10.read_text(encoding="utf-8"))["data"]["M10"]["cards"]}


def _m10(name: str) -> dict[str, Any]:
    """The reader's definition of the real M10 card, which must read `full`."""
    card = _CARDS[name]
    pt = (card["power"], card["toughness"]) if "power" in card else None
    return read_full_definition(name, card["type"], card["text"], card.get("manaCost", ""), pt)


RED_SPELL = {"name": "Red Shock", "types": ["Instant"], "mana_cost": "{R}", "colors": ["R"]}
BLUE_SPELL = {"name": "Blue Thought", "types": ["Instant"], "mana_cost": "{U}", "colors": ["U"]}
GREEN_BEAR = {**BEAR, "name": "Green Bear", "mana_cost": "{1}{G}", "colors": ["G"]}
BLACK_BEAR = {**BEAR, "name": "Black Bear", "mana_cost": "{1}{B}", "colors": ["B"]}
WHITE_BEAR = {**BEAR, "name": "White Bear", "mana_cost": "{1}{W}", "colors": ["W"]}


# --- "Whenever a player casts a <color> spell, you may gain 1 life." (CR 603.2, 601.2i, 119.1, 603.5) ---------------

def test_603_2_a_players_white_spell_gives_the_feathers_controller_1_life_if_they_choose() -> None:
    feathers = {name: _m10(name) for name in ("Angel's Feather", "Demon's Horn", "Dragon's Claw", "Kraken's Eye",
                                              "Wurm's Tooth")}
    colors = {"Angel's Feather": "W", "Demon's Horn": "B", "Dragon's Claw": "R", "Kraken's Eye": "U",
              "Wurm's Tooth": "G"}
    for name, definition in feathers.items():
        assert definition["abilities"] == [{"kind": "cast_trigger", "caster": "any", "spell_color": colors[name],
                                            "effect": {"kind": "gain_life", "amount": 1, "player": "you"},
                                            "optional": True}]
    _not_read("Whenever a player casts a white spell, you may gain 1 life and draw a card.")
    game = state(battlefield=[_on("claw", "Dragon's Claw"), _on("eye", "Kraken's Eye")],
                 bob={"hand": [{"id": "shock", "card": "Red Shock"}], "mana_pool": {"R": 1}})
    cast = [{"type": "cast", "card": "shock", "player": "bob"}]
    yes = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": True}}],
               *feathers.values(), RED_SPELL)
    assert player_of(yes, "alice")["life"] == 21 and len(yes["state"]["stack"]) == 1  # only the Claw triggered
    no = _run(game, [*cast, {"type": "resolve", "choices": {"pay_optional_cost": False}}],
              *feathers.values(), RED_SPELL)
    assert player_of(no, "alice")["life"] == 20


# --- "<color> or <color>" (CR 105.2, 115.1): Deathmark, Flashfreeze, Celestial Purge, Mold Adder ---------------------

def test_115_1_deathmark_destroys_only_a_green_or_white_creature() -> None:
    deathmark = _m10("Deathmark")
    assert deathmark["abilities"] == [{"kind": "spell", "effect": {"kind": "destroy",
                                                                    "target": "creature:green_or_white"}}]
    assert _m10("Celestial Purge")["abilities"][0]["effect"] == {"kind": "exile", "target": "permanent:black_or_red"}
    _not_read("Destroy target green or white or blue creature.", is_spell=True)
    game = state(alice={"hand": [{"id": "d", "card": "Deathmark"}], "mana_pool": {"B": 1}},
                 battlefield=[_on("g", "Green Bear", "bob"), _on("k", "Black Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["g"]}}, {"type": "resolve"}],
                deathmark, GREEN_BEAR, BLACK_BEAR)
    assert _permanent(done, "g") is None and _permanent(done, "k") is not None
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["k"]}}], deathmark, GREEN_BEAR, BLACK_BEAR)


def test_115_1_flashfreeze_counters_a_red_spell_not_a_blue_one() -> None:
    flashfreeze = _m10("Flashfreeze")
    assert flashfreeze["abilities"][0]["effect"] == {"kind": "counter", "target": "spell:red_or_green"}
    game = state(alice={"hand": [{"id": "f", "card": "Flashfreeze"}], "mana_pool": {"U": 2}},
                 bob={"hand": [{"id": "r", "card": "Red Shock"}, {"id": "u", "card": "Blue Thought"}],
                      "mana_pool": {"R": 1, "U": 1}})
    cards = (flashfreeze, RED_SPELL, BLUE_SPELL)
    done = _run(game, [{"type": "cast", "card": "r", "player": "bob"},
                       {"type": "cast", "card": "f", "choices": {"targets": ["r"]}}, {"type": "resolve"}], *cards)
    assert [card["id"] for card in player_of(done, "bob")["graveyard"]] == ["r"] and not done["state"]["stack"]
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cast", "card": "u", "player": "bob"},
                    {"type": "cast", "card": "f", "choices": {"targets": ["u"]}}], *cards)


def test_601_2i_mold_adder_grows_when_an_opponent_casts_a_blue_or_black_spell() -> None:
    adder = _m10("Mold Adder")
    assert adder["abilities"][0]["spell_with"] == ["blue_or_black"]
    game = state(battlefield=[_on("m", "Mold Adder")],
                 bob={"hand": [{"id": "u", "card": "Blue Thought"}, {"id": "r", "card": "Red Shock"}],
                      "mana_pool": {"R": 1, "U": 1}})
    blue = _run(game, [{"type": "cast", "card": "u", "player": "bob"},
                       {"type": "resolve", "choices": {"pay_optional_cost": True}}], adder, BLUE_SPELL, RED_SPELL)
    assert permanent(blue, "m")["counters"] == {"+1/+1": 1}
    red = _run(game, [{"type": "cast", "card": "r", "player": "bob"}], adder, BLUE_SPELL, RED_SPELL)
    assert len(red["state"]["stack"]) == 1  # no trigger


# --- "When ~ / enchanted creature becomes the target of a spell or ability, ..." (CR 603.2, 115.1, 303.4) ------------

def test_603_2_illusionary_servant_and_ice_cage_go_when_targeted() -> None:
    servant, cage = _m10("Illusionary Servant"), _m10("Ice Cage")
    assert servant["abilities"][-1] == {"kind": "triggered", "trigger": "targeted",
                                        "effect": {"kind": "sacrifice", "target": "self"}}
    assert cage["abilities"][-1] == {"kind": "triggered", "trigger": "enchanted_targeted",
                                     "effect": {"kind": "destroy", "target": "self"}}
    zap = read_full_definition("Zap", "Instant", "Zap deals 1 damage to any target.", "{R}")
    game = state(alice={"hand": [{"id": "d", "card": "Zap"}], "mana_pool": {"R": 1}},
                 battlefield=[_on("s", "Illusionary Servant", "bob"), _on("g", "Green Bear", "bob"),
                              _on("c", "Ice Cage", "bob", attached_to="g")])
    cards = (servant, cage, zap, GREEN_BEAR)
    at_servant = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["s"]}}, {"type": "resolve"}],
                      *cards)
    assert _permanent(at_servant, "s") is None and _permanent(at_servant, "c") is not None
    at_bear = _run(game, [{"type": "cast", "card": "d", "choices": {"targets": ["g"]}}, {"type": "resolve"},
                          {"type": "resolve"}], *cards)
    assert _permanent(at_bear, "c") is None and _permanent(at_bear, "g")["damage"] == 1  # the Cage went first
