"""Session 21, found at the merge: a tapping cost of several permanents of one subtype ("Tap two untapped Spirits
you control") kept the plural word as the subtype ("Spirits"), which no permanent has, so a card read as `full`
could never pay its cost. The subtype is now named in the singular (CR 205.3, 602.2b, 701.26a)."""

from __future__ import annotations

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run
from tests.unit.test_s18_m21 import BEAR, _on
from tests.unit.test_s21_inn import LANCER

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


def test_601_2h_a_spells_exile_from_graveyard_cost_cites_paying_a_spells_costs() -> None:
    """s21-inn's additional cost is paid by the module that pays activated abilities' costs: the exile it makes cites
    601.2h (paying a spell's costs), not 602.2b (activating an ability)."""
    lancer = read_full_definition(*LANCER)
    game = state(alice={"hand": [{"id": "cl", "card": "Cobbled Lancer"}], "mana_pool": {"U": 1},
                        "graveyard": [{"id": "g1", "card": "Grizzly Bears"}]})
    done = _run(game, [{"type": "cast", "player": "alice", "card": "cl"}], lancer)
    exiled = [e for e in events_of(done, "zone_change") if e.get("to") == "exile"]
    assert exiled and {"CR 601.2h", "CR 406.2"} <= set(exiled[0]["cites"]) and "CR 602.2b" not in exiled[0]["cites"]
