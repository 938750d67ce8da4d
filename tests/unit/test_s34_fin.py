"""Session 34, group fin (docs/oracle-s34-fin.md): general constructions read from Final Fantasy (FIN) and Aetherdrift
(DFT), each read from the real Oracle text (tests/fixtures/sets/<set>.json), played by the engine, and a near variant
the engine does not implement still refused."""

from __future__ import annotations

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run

RESOLVE = {"type": "resolve"}



# --- cycling with {X} in its cost; X of the card's "When you cycle ~" abilities (CR 107.3, 602.2b, 702.29a, 702.29c) --

def test_702_29a_cycling_with_x_pays_x_and_its_cycle_trigger_uses_that_x() -> None:
    flagship = mtgjson_full_definition("DFT", "Valor's Flagship")
    assert {"kind": "cycling", "cost": "{X}{2}{W}"} in flagship["abilities"]
    assert mtgjson_full_definition("DFT", "Webstrike Elite")["abilities"][0] == {"kind": "cycling", "cost": "{X}{G}{G}"}
    game = state(alice={"mana_pool": {"W": 5}, "hand": [{"id": "ship", "card": "Valor's Flagship"}]})
    cycled = _run(game, [{"type": "cycle", "card": "ship", "x": 2}], flagship)
    assert player_of(cycled, "alice")["mana_pool"].get("W", 0) == 0  # {2}{2}{W}: X = 2 paid
    assert events_of(cycled, "ability_activated")[0]["x"] == 2
    done = _run(game, [{"type": "cycle", "card": "ship", "x": 2}, RESOLVE, RESOLVE], flagship)
    pilots = [p for p in done["state"]["battlefield"] if p["card"] == "Pilot Token" or "Pilot" in str(p["card"])]
    assert len(pilots) == 2
    # X = 0: no Pilot, and the cycling still draws
    zero = _run(state(alice={"mana_pool": {"W": 3}, "hand": [{"id": "ship", "card": "Valor's Flagship"}]}),
                [{"type": "cycle", "card": "ship"}, RESOLVE, RESOLVE], flagship)
    assert zero["state"]["battlefield"] == [] and len(player_of(zero, "alice")["hand"]) == 1
    # not enough mana for that X
    with pytest.raises(IllegalAction):
        _run(game, [{"type": "cycle", "card": "ship", "x": 3}], flagship)
    # an X for a cycling cost without {X} is refused
    plain = {"name": "Probe Cycler", "types": ["Creature"], "power": 1, "toughness": 1, "mana_cost": "{1}",
             "abilities": [{"kind": "cycling", "cost": "{1}"}]}
    with pytest.raises(IllegalAction) as refusal:
        _run(state(alice={"mana_pool": {"W": 5}, "hand": [{"id": "c", "card": "Probe Cycler"}]}),
             [{"type": "cycle", "card": "c", "x": 1}], plain)
    assert refusal.value.title == "No X"
    # a cycling cost that pays X another way is still refused
    assert probe_support("Cycling—Pay X life.\nWhen you cycle ~, you gain X life.") != "full"
