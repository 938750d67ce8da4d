"""Session 24, group kal (docs/oracle-s24-kal.md): Aether Revolt's mechanics (improvise, energy counters, revolt,
fabricate), each read from the real Oracle line and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction

from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _not_read, _on, _permanent

IMPROVISE = ("Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done activating "
             "mana abilities pays for {1}.)")
TRINKET = {"name": "Trinket", "types": ["Artifact"]}
BEAR_ART = {"name": "Metal Bear", "types": ["Artifact", "Creature"], "power": 2, "toughness": 2}


def _library(player: str, count: int) -> list[dict[str, Any]]:
    return [{"id": f"{player}-lib-{n}", "card": "Trinket"} for n in range(count)]


# --- improvise (CR 702.126) ------------------------------------------------------------------------------------------

REVERSE_ENGINEER = ("Reverse Engineer", "Sorcery", IMPROVISE + "\nDraw three cards.", "{3}{U}{U}")


def test_702_126a_improvise_taps_artifacts_for_generic_mana() -> None:
    engineer = read_full_definition(*REVERSE_ENGINEER)
    assert engineer["keywords"] == ["improvise"]
    arts = [_on("t1", "Trinket"), _on("t2", "Metal Bear"), _on("t3", "Trinket")]
    game = state(alice={"hand": [{"id": "h", "card": "Reverse Engineer"}], "mana_pool": {"U": 2},
                        "library": _library("alice", 4)}, battlefield=arts)
    done = _run(game, [{"type": "cast", "card": "h", "improvise": ["t1", "t2", "t3"]}, {"type": "resolve"}],
                engineer, TRINKET, BEAR_ART)
    assert len(player_of(done, "alice")["hand"]) == 3
    assert all(_permanent(done, p)["tapped"] for p in ("t1", "t2", "t3"))  # type: ignore[index]
    # an artifact pays generic mana only: a fourth one (for {U}) is refused, as is a creature that is no artifact
    game = state(alice={"hand": [{"id": "h", "card": "Reverse Engineer"}], "mana_pool": {"U": 1, "C": 1},
                        "library": _library("alice", 4)},
                 battlefield=[*arts, _on("t4", "Trinket"), _on("b", "Bear")])
    for named in (["t1", "t2", "t3", "t4"], ["t1", "t2", "b"]):
        with pytest.raises(IllegalAction) as refusal:
            _run(game, [{"type": "cast", "card": "h", "improvise": named}], engineer, TRINKET, BEAR_ART, BEAR)
        assert "CR 702.126a" in refusal.value.cites
