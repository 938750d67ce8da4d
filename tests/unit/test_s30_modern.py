"""Session 30, group modern (docs/oracle-s30-modern.md): general constructions of today's Oracle text (NEO, OTJ, BLB and
the sets reprinting the same words), each read from a real card's Oracle text (tests/fixtures/sets) and played by the
engine; a near variant the engine does not implement stays refused."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import on_battlefield, player_of, probe_support, scryfall_full_definition, state
from tests.unit.conftest import run_with_cards as _run

BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2,
        "mana_cost": "{1}{G}", "colors": ["G"]}


def _blb(name: str) -> dict[str, Any]:
    return scryfall_full_definition("blb.json", name)


# --- "for each creature you controlled that died this turn" (CR 700.4); a pawprint mode of one effect of another kind
# (CR 700.2h) -------------------------------------------------------------------------------------------------------

def test_700_4_season_of_loss_counts_the_creatures_you_controlled_that_died() -> None:
    season = _blb("Season of Loss")
    modes = season["abilities"][0]["effect"]["modes"]
    assert modes[0] == {"kind": "mode_sequence", "effects": [{"kind": "edict", "player": "each_player",
                                                              "what": "creature"}]}
    assert modes[1] == {"kind": "draw", "amount": "died_yours:creature", "player": "you"}
    game = state(alice={"hand": [{"id": "s", "card": "Season of Loss"}], "mana_pool": {"B": 2, "C": 3}},
                 battlefield=[on_battlefield("a", "Probe Bear"), on_battlefield("b", "Probe Bear", "bob")])
    done = _run(game, [{"type": "cast", "card": "s", "choices": {"modes": [0, 1]}}, {"type": "resolve"}], season, BEAR)
    assert done["state"]["battlefield"] == []  # each player sacrificed their creature first (printed order)
    assert len(player_of(done, "alice")["hand"]) == 1  # alice's bear died under her control; bob's did not count
    assert probe_support("Draw a card for each creature an opponent controlled that died this turn.", "Sorcery",
                         None) != "full"
    assert probe_support("Draw a card for each creature you controlled that was dealt damage this turn.", "Sorcery",
                         None) != "full"
