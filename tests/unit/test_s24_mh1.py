"""Session 24, group mh1 (docs/oracle-s24-mh1.md): Modern Horizons mechanics (storm, persist, ...) read from the real
cards' Oracle text, then played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, player_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _on, _permanent

# --- storm (CR 702.40a) ------------------------------------------------------------------------------------------------

WEATHER = ("Weather the Storm", "Instant", "You gain 3 life.\nStorm (When you cast this spell, copy it for each spell cast "
           "before it this turn.)", "{1}{G}")


def test_702_40a_printed_storm_copies_the_spell_for_each_spell_cast_before_it() -> None:
    weather = read_full_definition(*WEATHER)
    assert weather["keywords"] == ["storm"]
    game = state(alice={"hand": [{"id": "w", "card": "Weather the Storm"}], "mana_pool": {"G": 1, "C": 1},
                        "spells_cast_this_turn": 2})
    done = _run(game, [{"type": "cast", "card": "w"}, *[{"type": "resolve"}] * 4], weather)
    assert len(events_of(done, "spell_copied")) == 2 and player_of(done, "alice")["life"] == 29
    game = state(alice={"hand": [{"id": "w", "card": "Weather the Storm"}], "mana_pool": {"G": 1, "C": 1}})
    done = _run(game, [{"type": "cast", "card": "w"}, *[{"type": "resolve"}] * 2], weather)
    assert not events_of(done, "spell_copied") and player_of(done, "alice")["life"] == 23
