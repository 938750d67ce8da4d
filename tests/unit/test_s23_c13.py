"""Session 23, group c13 (docs/oracle-s23-c13.md): lines of Magic 2013 read by the s23-c13 grammar rules and lowerings,
each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _pt

def _attack(*ids: str) -> dict[str, Any]:
    return {"type": "declare_attackers", "attackers": [{"id": i, "defending": "bob"} for i in ids]}


# --- exalted (CR 702.83) -------------------------------------------------------------------------------------------

SUBLIME_ARCHANGEL = ("Sublime Archangel", "Creature — Angel", "Flying\nExalted (Whenever a creature you control attacks "
                     "alone, that creature gets +1/+1 until end of turn.)\nOther creatures you control have exalted. (If a "
                     "creature has multiple instances of exalted, each triggers separately.)", "{2}{W}{W}", ("4", "3"))
CATHEDRAL_OF_WAR = ("Cathedral of War", "Land", "Cathedral of War enters the battlefield tapped.\nExalted (Whenever a "
                    "creature you control attacks alone, that creature gets +1/+1 until end of turn.)\n{T}: Add {C}.",
                    "", None)


def test_702_83a_exalted_pumps_the_creature_that_attacks_alone_once_for_each_instance() -> None:
    archangel = read_full_definition(*SUBLIME_ARCHANGEL)
    cathedral = read_full_definition(*CATHEDRAL_OF_WAR)
    assert archangel["keywords"] == ["flying", "exalted"] and "exalted" in cathedral["keywords"]
    assert archangel["abilities"][0]["keywords"] == ["exalted"]
    game = state(step="declare_attackers", battlefield=[
        _on("s", "Sublime Archangel"), _on("c", "Cathedral of War"), _on("b", "Bear"), _on("x", "Bear"),
        _on("o", "Cathedral of War", controller="bob")])
    # Archangel's own exalted, the Cathedral's, and the exalted the Archangel grants each other creature (two Bears):
    # four instances on alice's side; bob's Cathedral doesn't trigger (CR 702.83b)
    done = _run(game, [_attack("b"), *[{"type": "resolve"}] * 4], archangel, cathedral, BEAR)
    assert len([e for e in events_of(done, "pumped") if e.get("effect") == "exalted"]) == 4
    assert _pt(done, "b") == (6, 6)
    together = _run(game, [_attack("b", "x")], archangel, cathedral, BEAR)  # not alone (CR 506.5): no trigger
    assert not together["state"]["stack"]
