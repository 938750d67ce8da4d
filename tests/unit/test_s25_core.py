"""Session 25, group core (docs/oracle-s25-core.md): Jumpstart (JMP), Tenth Edition (10E) and core-set lines read by the
s25-core grammar rules and lowerings, each checked on the real card's Oracle text (and a near variant the reader must
refuse where one matters), then played by the engine."""

from __future__ import annotations

from typing import Any

from app.oracle.compose import read_composed
from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_kw_combat import NEXT
from tests.unit.test_s18_m21 import BEAR, _on


def _read(line: str, *, is_spell: bool = False) -> list[dict[str, Any]] | None:
    return read_composed(line, is_spell=is_spell).abilities


def _ids(done: dict[str, Any]) -> list[str]:
    return [p["id"] for p in done["state"]["battlefield"]]


# --- "At the beginning of each opponent's upkeep, ..." / "At the beginning of the end step, ..." (CR 503.1a, 513.1a) --


def test_503_1a_sheoldred_each_opponents_upkeep_that_player_sacrifices() -> None:
    sheoldred = read_full_definition("Sheoldred, Whispering One", "Legendary Creature — Phyrexian Praetor",
                                     "Swampwalk\nAt the beginning of each opponent's upkeep, that player sacrifices a "
                                     "creature.", "{5}{B}{B}", ("6", "6"))
    assert sheoldred["abilities"][-1] == {"kind": "step_trigger", "step": "upkeep", "whose": "opponents",
                                          "effect": {"kind": "edict", "player": "that_player", "what": "creature"}}
    on = [_on("s", "Sheoldred, Whispering One"), _on("a", "Bear"), _on("b", "Bear", "bob")]
    # bob's upkeep: bob sacrifices his Bear
    done = _run(state(step="untap", active_player="bob", battlefield=on), [NEXT, {"type": "resolve"}], sheoldred, BEAR)
    assert _ids(done) == ["s", "a"]
    # alice's own upkeep: it doesn't trigger (her Bear stays, no ability on the stack)
    done = _run(state(step="untap", active_player="alice", battlefield=on), [NEXT], sheoldred, BEAR)
    assert _ids(done) == ["s", "a", "b"] and not done["state"]["stack"]


def test_513_1a_viashino_sandscout_returns_at_every_end_step() -> None:
    scout = read_full_definition("Viashino Sandscout", "Creature — Viashino Scout", "Haste\nAt the beginning of the end "
                                 "step, return Viashino Sandscout to its owner's hand. (Return it only if it's on the "
                                 "battlefield.)", "{1}{R}", ("2", "1"))
    assert scout["abilities"][-1] == {"kind": "step_trigger", "step": "end", "whose": "each",
                                      "effect": {"kind": "return_to_hand", "target": "self"}}
    # "the end step" is every player's end step: it triggers in bob's turn too
    game = state(step="postcombat_main", active_player="bob", battlefield=[_on("v", "Viashino Sandscout")])
    done = _run(game, [NEXT, {"type": "resolve"}], scout)
    assert _ids(done) == [] and [c["id"] for c in player_of(done, "alice")["hand"]] == ["v"]
