"""Session 30, group modernb (docs/oracle-s30-modernb.md): general constructions of today's Oracle text (NEO, OTJ,
BLB), each read from the real card's Oracle text (tests/fixtures/sets) and played by the engine, with a near variant the
reader must still refuse."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import on_battlefield as _on
from tests.unit.conftest import permanent, probe_support, scryfall_full_definition, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


# --- "~ has flash as long as <a condition on the turn's history>." (CR 702.8a, 601.3, 113.6, 700.13) ---------------

def test_702_8a_has_flash_as_long_as_you_have_committed_a_crime_this_turn() -> None:
    ride = scryfall_full_definition("otj.json", "Take for a Ride")
    assert ride["abilities"][0] == {"kind": "cast_as_though_flash", "spells": "self",
                                    "as_long_as_this_turn": {"kind": "this_turn", "record": "crime"}}
    # the same words with another record of the turn read the same way; a condition the records don't read is refused
    assert probe_support("~ has flash as long as you've drawn two or more cards this turn.") == "full"
    assert probe_support("~ has flash as long as an opponent has committed a crime this turn.") != "full"
    assert probe_support("~ has flash as long as you've committed a crime this turn and you control a Rogue.") != "full"

    def cast(crime: bool) -> dict[str, Any]:
        game = state(alice={"mana_pool": {"R": 1, "C": 2}, "hand": [{"id": "t", "card": "Take for a Ride"}],
                            "committed_crime_this_turn": crime},
                     active_player="bob", battlefield=[_on("b", "Probe Bear", "bob")])
        return _run(game, [{"type": "cast", "card": "t", "choices": {"targets": ["b"]}}, {"type": "resolve"}],
                    ride, BEAR)

    done = cast(True)  # in Bob's turn, a sorcery: only as though it had flash (CR 307.1, 702.8a)
    bear = permanent(done, "b")
    assert bear["controller"] == "alice" and "haste" in bear["characteristics"]["keywords"]
    with pytest.raises(IllegalAction):
        cast(False)
