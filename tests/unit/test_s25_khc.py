"""Session 25, group khc (docs/oracle-s25-khc.md): Coldsnap's and Kaldheim Commander's mechanics (snow mana,
cumulative upkeep, recover, ripple) read from the real cards' Oracle text, then played by the engine."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from app.engine.errors import InvalidState
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import _on, _permanent

# --- snow mana: {S} paid only with mana a snow source made (CR 107.4h) -------------------------------------------------

SHADE = ("Chilling Shade", "Snow Creature — Shade", "Flying\n{S}: Chilling Shade gets +1/+1 until end of turn. ({S} can be "
         "paid with one mana from a snow source.)", "{2}{B}", ("1", "1"))
SNOW_SWAMP = ("Snow-Covered Swamp", "Basic Snow Land — Swamp", "({T}: Add {B}.)", "")
SWAMP = ("Swamp", "Basic Land — Swamp", "({T}: Add {B}.)", "")
FROST_RAPTOR = ("Frost Raptor", "Snow Creature — Bird", "Flying\n{S}{S}: Frost Raptor gains shroud until end of turn. "
                "({S} can be paid with one mana from a snow source. A creature with shroud can't be the target of "
                "spells or abilities.)", "{2}{U}", ("2", "2"))


def test_107_4h_snow_mana_pays_s_and_other_mana_does_not() -> None:
    shade, snow = read_full_definition(*SHADE), read_full_definition(*SNOW_SWAMP)
    cards = (shade, snow, read_full_definition(*SWAMP))
    assert shade["abilities"][0]["cost"] == "{S}"
    board = [_on("c", "Chilling Shade"), _on("s", "Snow-Covered Swamp"), _on("w", "Swamp")]
    game = state(battlefield=board)
    # mana of a nonsnow Swamp in the pool can't pay {S}
    with pytest.raises(IllegalAction, match="snow source"):
        _run(game, [{"type": "tap_for_mana", "permanent": "w", "ability": 0},
                    {"type": "activate", "permanent": "c", "ability": 0}], *cards)
    # the snow Swamp's mana remembers it is snow, and pays
    done = _run(game, [{"type": "tap_for_mana", "permanent": "s", "ability": 0},
                       {"type": "activate", "permanent": "c", "ability": 0}, {"type": "resolve"}], *cards)
    paid = events_of(done, "mana_paid")[-1]
    assert paid["snow_spent"] == {"B": 1} and "CR 107.4h" in paid["cites"]
    assert "snow_mana" not in player_of(done, "alice")
    # automatic payment taps the snow source, not the Swamp
    done = _run(game, [{"type": "activate", "permanent": "c", "ability": 0, "payment": "auto"}], *cards)
    assert _permanent(done, "s")["tapped"] and not _permanent(done, "w").get("tapped")


def test_107_4h_snow_mana_is_kept_for_s_and_empties_with_the_pool() -> None:
    raptor, swamp = read_full_definition(*FROST_RAPTOR), read_full_definition(*SNOW_SWAMP)
    game = state(battlefield=[_on("r", "Frost Raptor")],
                 alice={"mana_pool": {"B": 2, "U": 1}, "snow_mana": {"B": 1}})
    with pytest.raises(IllegalAction, match="snow source"):  # {S}{S}: only one snow mana
        _run(game, [{"type": "activate", "permanent": "r", "ability": 0}], raptor, swamp)
    game["players"][0]["snow_mana"] = {"B": 1, "U": 1}
    done = _run(game, [{"type": "activate", "permanent": "r", "ability": 0}], raptor, swamp)
    alice = player_of(done, "alice")
    assert alice["mana_pool"].get("B") == 1 and "snow_mana" not in alice
    game["players"][0]["snow_mana"] = {"B": 3}
    with pytest.raises(InvalidState, match="snow_mana"):
        _run(game, [], raptor)
