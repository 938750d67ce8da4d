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
BLUE_SPELL = {"name": "Blue Thought", "types": ["Sorcery"], "mana_cost": "{U}", "colors": ["U"]}
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
