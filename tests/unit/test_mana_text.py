"""Mana written in event details and messages (app/engine/mana.py `format_mana`): a few symbols are
spelled out, a large amount of one kind is written with its count, so a posted pool or effect of
any size gives a short text (a pool of 10**12 once meant a string of terabytes)."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from app.engine.mana import SPELLED_OUT_MANA, format_mana
from tests.unit.conftest import events_of, run_with_cards, state


def test_small_amounts_are_spelled_out_in_color_order() -> None:
    assert format_mana({"C": 2, "G": 1}) == "{G}{C}{C}"
    assert format_mana({"W": 0, "R": SPELLED_OUT_MANA}) == "{R}" * SPELLED_OUT_MANA
    assert format_mana({}) == ""


def test_a_large_amount_is_written_with_its_count() -> None:
    assert format_mana({"U": 1, "R": SPELLED_OUT_MANA + 1}) == f"{{U}}{{R}}x{SPELLED_OUT_MANA + 1}"
    assert format_mana({"B": 10**12}) == "{B}x1000000000000"


def test_a_huge_posted_pool_gives_a_short_refusal_and_a_short_event() -> None:
    bolt = {
        "name": "Test Bolt",
        "mana_cost": "{R}",
        "types": ["Instant"],
        "abilities": [{"kind": "spell", "effect": {"kind": "add_mana", "mana": "{G}"}}],
    }
    game = state(alice={"mana_pool": {"G": 10**12}, "hand": [{"id": "bolt", "card": "Test Bolt"}]})
    with pytest.raises(IllegalAction) as refused:
        run_with_cards(game, [{"type": "cast", "card": "bolt"}], bolt)
    assert "{G}x1000000000000" in str(refused.value)
    assert len(str(refused.value)) < 1000
    rich = state(alice={"mana_pool": {"G": 10**12, "R": 1}, "hand": [{"id": "bolt", "card": "Test Bolt"}]})
    result = run_with_cards(rich, [{"type": "cast", "card": "bolt"}, {"type": "resolve"}], bolt)
    assert events_of(result, "mana_added_by_effect")[0]["mana"] == "{G}"
