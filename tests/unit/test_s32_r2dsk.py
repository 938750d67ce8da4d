"""Session 32, group r2dsk (docs/oracle-s32-r2dsk.md): general constructions read on Duskmourn (DSK), each read from
the real Oracle text (tests/fixtures/sets/dsk.json) and played by the engine; a near variant stays refused."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import mtgjson_full_definition, permanent, probe_support, state
from tests.unit.conftest import run_with_cards as _run


def _card(name: str) -> dict[str, Any]:
    """The definition the reader makes of the real DSK card, which must read `full`."""
    return mtgjson_full_definition("DSK", name)


def _on(object_id: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "controller": controller, "owner": controller, "controlled_since_turn": 1,
            **fields}


def _keywords(done: dict[str, Any], object_id: str) -> list[str]:
    return list(permanent(done, object_id)["characteristics"]["keywords"])


# --- "<static> during your turn." (CR 611.3a, 102.1) ----------------------------------------------------------------

def test_611_3a_static_then_during_your_turn_applies_only_on_its_controllers_turn() -> None:
    needlehead = _card("Razorkin Needlehead")
    assert needlehead["abilities"][0] == {"kind": "static_pump", "power": 0, "toughness": 0,
                                          "keywords": ["first_strike"], "affected": "self", "as_long_as": "your_turn"}
    assert probe_support("~ has first strike during your opponent's turn.") != "full"
    assert probe_support("~ has first strike during your turn as long as you control a Knight.") != "full"
    field = [_on("n", "Razorkin Needlehead")]
    assert "first_strike" in _keywords(_run(state(battlefield=field), [], needlehead), "n")
    assert not _keywords(_run(state(battlefield=field, active_player="bob"), [], needlehead), "n")
