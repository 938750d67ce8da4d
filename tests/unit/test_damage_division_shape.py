"""A posted combat's damage divisions have the shape the answer documents (`CombatDamageAssignment`:
source, player, to): anything else is an invalid state naming its place, never echoed back as given."""

from __future__ import annotations

import pytest

from app.engine.errors import InvalidState
from app.engine.validation import parse_request


def _state(assignments: list[object]) -> dict[str, object]:
    return {"turn": 1, "active_player": "alice", "step": "combat_damage",
            "players": [{"id": "alice"}, {"id": "bob"}], "battlefield": [],
            "combat": {"attackers": [], "damage_assignments": assignments}}


def test_510_1c_a_division_without_its_recipients_is_an_invalid_state() -> None:
    with pytest.raises(InvalidState) as refused:
        parse_request(_state([{"source": "", "player": ""}]), [], {})
    assert [e["path"] for e in refused.value.errors] == ["combat.damage_assignments[0].to"]


def test_510_1c_a_whole_division_is_kept() -> None:
    state, _ = parse_request(_state([{"source": "bear", "player": "alice", "to": {"bob": 2}}]), [], {})
    assert state.combat is not None
    assert state.combat.damage_assignments == [{"source": "bear", "player": "alice", "to": {"bob": 2}}]
