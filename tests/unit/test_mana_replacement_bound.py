"""Chained "twice as much" replacement effects (CR 616.1, 614.5: each applies once) multiply: the
engine bounds what one mana production can become (MAX_PRODUCED_MANA, the default MAX_AMOUNT)
and refuses, before applying any effect, a production whose multipliers could pass it."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.rules.mana_abilities import MAX_PRODUCED_MANA, final_productions
from tests.unit.conftest import events_of, run, state

FOREST = {"id": "f1", "card": "Forest", "controller": "alice", "controlled_since_turn": 1}


def _multipliers(*factors: int, instead: str | None = None) -> list[dict[str, Any]]:
    return [
        {"id": f"m{n}", "controller": "alice",
         "card": {"name": f"Multiplier {n}", "types": ["Enchantment"],
                  "abilities": [{"kind": "mana_replacement", "watch": "lands", "multiply": factor,
                                 **({"instead": instead} if instead and n == 0 else {})}]}}
        for n, factor in enumerate(factors)
    ]


def _tap(battlefield: list[dict[str, Any]]) -> dict[str, Any]:
    result = run(state(battlefield=battlefield), [{"type": "tap_for_mana", "permanent": "f1"}])
    return events_of(result, "mana_added")[0]


def test_616_1_multipliers_within_the_bound_apply_each_once() -> None:
    added = _tap([*_multipliers(2, 5, 100), FOREST])
    assert added["amounts"] == {"G": MAX_PRODUCED_MANA}


def test_616_1_chained_multipliers_past_the_bound_are_refused_before_any_applies() -> None:
    with pytest.raises(IllegalAction) as refusal:
        _tap([*_multipliers(*[1000] * 12), FOREST])
    assert refusal.value.title == "Too much mana" and "CR 616.1" in refusal.value.cites
    assert f"more than {MAX_PRODUCED_MANA} mana" in refusal.value.detail
    assert "and 2 more" in refusal.value.detail  # the multipliers are listed, at most ten of them


def test_616_1_ten_doublers_would_make_1024_and_are_refused() -> None:
    with pytest.raises(IllegalAction):
        _tap([*_multipliers(*[2] * 10), FOREST])


def test_616_1_an_instead_amount_counts_towards_the_bound() -> None:
    """"Produces {C}{C}{C}{C}{C} instead", then 300 times as much: at most 1,500 mana."""
    with pytest.raises(IllegalAction):
        final_productions((0, 0, 0, 0, 1, 0), (("", "{C}{C}{C}{C}{C}", 1), ("", "", 300)))
    assert final_productions((0, 0, 0, 0, 1, 0), (("", "{C}{C}{C}{C}{C}", 1), ("", "", 200)))
