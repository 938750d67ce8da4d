"""Session 21, found at the merge: a tapping cost of several permanents of one subtype ("Tap two untapped Spirits
you control") kept the plural word as the subtype ("Spirits"), which no permanent has, so a card read as `full`
could never pay its cost. The subtype is now named in the singular (CR 205.3, 602.2b, 701.26a)."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _on

SHACKLEGEIST = ("Shacklegeist", "Creature — Spirit", "Flying\nShacklegeist can block only creatures with flying.\nTap "
                "two untapped Spirits you control: Tap target creature you don't control.", "{1}{U}", ("2", "2"))
SPIRIT = {"name": "Drifting Shade", "types": ["Creature"], "subtypes": ["Spirit"], "power": 1, "toughness": 1}


def test_602_2b_tap_two_untapped_spirits_names_the_subtype_spirit_and_is_paid_by_two_spirits() -> None:
    geist = read_full_definition(*SHACKLEGEIST)
    assert geist["abilities"][-1]["other_costs"] == [{"kind": "tap_permanents", "count": 2, "spec": "permanent:Spirit"}]
    activate = {"type": "activate", "permanent": "sg", "ability": len(geist["abilities"]) - 1,
                "choices": {"targets": ["bear"]}}
    game = state(battlefield=[_on("sg", "Shacklegeist"), _on("sp", "Drifting Shade"), _on("bear", "Bear", "bob")])
    done = _run(game, [activate, {"type": "resolve"}], geist, SPIRIT, BEAR)
    tapped = {p["id"]: p["tapped"] for p in done["state"]["battlefield"]}
    assert tapped == {"sg": True, "sp": True, "bear": True}
    # a Bear is no Spirit: with one Spirit and a Bear of your own, the cost can't be paid
    with pytest.raises(IllegalAction):
        _run(state(battlefield=[_on("sg", "Shacklegeist"), _on("b2", "Bear"), _on("bear", "Bear", "bob")]),
             [activate], geist, BEAR)
