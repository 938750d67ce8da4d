"""Session 24, group isd (docs/oracle-s24-isd.md): Innistrad's lines read by the s24-isd grammar rules and lowerings,
each checked on the real card's Oracle text (and a near variant the reader must refuse), then played by the engine."""

from __future__ import annotations

from typing import Any

from tests.unit.conftest import events_of, permanent, state
from tests.unit.conftest import full_definition as _full
from tests.unit.conftest import read_transforming as _dfc
from tests.unit.conftest import run_with_cards as _run

NO_SPELLS = "At the beginning of each upkeep, if no spells were cast last turn, transform {}."
TWO_SPELLS = "At the beginning of each upkeep, if a player cast two or more spells last turn, transform {}."
# Gatstaf Shepherd // Gatstaf Howler (ISD)
GATSTAF = (("Gatstaf Shepherd", "Creature — Human Werewolf", NO_SPELLS.format("Gatstaf Shepherd"), "{1}{G}", ("2", "2")),
           ("Gatstaf Howler", "Creature — Werewolf", "Intimidate (This creature can't be blocked except by artifact "
            "creatures and/or creatures that share a color with it.)\n" + TWO_SPELLS.format("Gatstaf Howler"),
            ("3", "3")))
SHOCK = {"name": "Test Shock", "mana_cost": "{R}", "types": ["Instant"],
         "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 1, "player": "you"}}]}


# --- the Werewolves' transform triggers (CR 603.4, 701.28a, 601.2i) --------------------------------------------------

def test_603_4_werewolf_transforms_after_a_turn_without_spells_and_back_after_two_spells_by_one_player() -> None:
    gatstaf = _full(_dfc(*GATSTAF))
    assert gatstaf["abilities"] == [{"kind": "step_trigger", "step": "upkeep", "whose": "each",
                                     "effect": {"kind": "transform_self"}, "intervening_if": {
                                         "kind": "this_turn", "record": "spells_cast_last_turn", "who": "a_player",
                                         "negated": True}}]
    assert gatstaf["back_face"]["abilities"][0]["intervening_if"]["number"] == 2
    # no spell this turn: at the next upkeep (the other player's) it transforms
    game = state(battlefield=[{"id": "w", "card": "Gatstaf Shepherd", "controller": "alice"}])
    done = _run(game, [{"type": "next_turn"}, {"type": "resolve"}], gatstaf)
    assert permanent(done, "w")["transformed"] is True
    assert events_of(done, "transformed")[0]["name"] == "Gatstaf Howler"
    # one spell each by two players: no trigger; two by one player (not the active one): it transforms back
    for casts, back in (({"alice": 1, "bob": 1}, False), ({"bob": 2}, True)):
        hand = {p: {"hand": [{"id": f"{p}{n}", "card": "Test Shock"} for n in range(k)], "mana_pool": {"R": k}}
                for p, k in casts.items()}
        game = state(**hand, battlefield=[{"id": "w", "card": "Gatstaf Shepherd", "controller": "alice",
                                           "transformed": True}])
        actions: list[dict[str, Any]] = []
        for p, k in casts.items():
            actions += [step for n in range(k) for step in (
                {"type": "cast", "card": f"{p}{n}", "player": p}, {"type": "resolve"})]
        done = _run(game, [*actions, {"type": "next_turn"}, *([{"type": "resolve"}] if back else [])], gatstaf, SHOCK)
        assert permanent(done, "w")["transformed"] is not back
        assert done["state"]["previous_turn"].get("spells_cast_by_others", {}) == {k: v for k, v in casts.items()
                                                                                 if k != "alice"}
