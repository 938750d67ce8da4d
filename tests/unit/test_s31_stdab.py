"""Session 31 round 2, group stdab (docs/oracle-s31-stdab.md): general constructions of the Standard sets of 2011-2019,
each read from the real card's Oracle text (tests/fixtures/sets/<set>.json), played by the engine, and a near variant the
engine does not implement still refused."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import events_of, mtgjson_full_definition, player_of, probe_support, state
from tests.unit.conftest import run_with_cards as _run


def _zone(done: dict[str, Any], player: str, zone: str) -> list[str]:
    return [card["id"] for card in player_of(done, player)[zone]]


# --- "<cost>: <effects not about ~>. Return ~ from your graveyard to your hand." (CR 113.6k, 602.2, 608.2c) ----------

def test_113_6k_lochmere_serpent_exiles_five_cards_then_returns_itself_from_the_graveyard() -> None:
    serpent = mtgjson_full_definition("ELD", "Lochmere Serpent")
    ability = serpent["abilities"][-1]
    assert ability == {"kind": "activated", "cost": "{U}{B}", "activate_only": "sorcery",
                       "effect": {"kind": "exile", "target": "card_in_a_graveyard:in_an_opponents_graveyard",
                                  "target_count": 5},
                       "then_effects": [{"kind": "return_self_from_graveyard", "to": "hand"}]}
    index = len(serpent["abilities"]) - 1
    theirs = [{"id": f"c{n}", "card": "Grizzly Bears"} for n in range(5)]
    game = state(alice={"graveyard": [{"id": "s", "card": "Lochmere Serpent"}], "mana_pool": {"U": 1, "B": 1}},
                 bob={"graveyard": theirs})
    activate = {"type": "activate", "permanent": "s", "ability": index,
                "choices": {"targets": [card["id"] for card in theirs]}}
    done = _run(game, [activate, {"type": "resolve"}], serpent)
    assert _zone(done, "alice", "hand") == ["s"] and not _zone(done, "alice", "graveyard")
    assert sorted(_zone(done, "bob", "exile")) == [card["id"] for card in theirs] and not _zone(done, "bob", "graveyard")
    assert events_of(done, "ability_activated")[0]["zone"] == "graveyard"
    # on the battlefield the ability doesn't function (CR 113.6k)
    field = state(alice={"mana_pool": {"U": 1, "B": 1}}, bob={"graveyard": theirs},
                  battlefield=[{"id": "s", "card": "Lochmere Serpent", "controller": "alice", "owner": "alice"}])
    with pytest.raises(IllegalAction):
        _run(field, [activate], serpent)
    # near variants the engine doesn't implement stay refused: an effect on ~ itself before the return, the return
    # before other effects, a {T} cost from the graveyard
    assert probe_support("{U}{B}: Put a +1/+1 counter on Probe. Return Probe from your graveyard to your hand.") != "full"
    assert probe_support("{U}{B}: Return Probe from your graveyard to your hand. Draw a card.") != "full"
    assert probe_support("{T}: Target player mills two cards. Return Probe from your graveyard to your hand.") != "full"


# --- "When you gain life [for the first time each turn], return ~ from your graveyard to <zone>." (CR 113.6k, 603.2) -

SALVE = {"name": "Probe Salve", "types": ["Instant"], "mana_cost": "{W}",
         "abilities": [{"kind": "spell", "effect": {"kind": "gain_life", "amount": 2, "player": "you"}}]}


def _salves(count: int) -> list[dict[str, Any]]:
    return [step for n in range(count) for step in (
        {"type": "cast", "card": f"h{n}"}, {"type": "resolve"}, {"type": "resolve"})]


def test_113_6k_deathless_knight_returns_from_the_graveyard_on_its_owners_first_life_gain_of_the_turn() -> None:
    knight = mtgjson_full_definition("ELD", "Deathless Knight")
    ability = knight["abilities"][-1]
    assert ability == {"kind": "triggered", "trigger": "you_gain_life", "nth_each_turn": 1,
                       "effect": {"kind": "return_self_from_graveyard", "to": "hand"}}
    hand = [{"id": f"h{n}", "card": "Probe Salve"} for n in range(2)]
    game = state(alice={"hand": hand, "graveyard": [{"id": "k", "card": "Deathless Knight"}], "mana_pool": {"W": 2}})
    done = _run(game, _salves(1), knight, SALVE)
    assert "k" in _zone(done, "alice", "hand") and "k" not in _zone(done, "alice", "graveyard")
    assert "CR 113.6k" in events_of(done, "trigger_put_on_stack")[0]["cites"]
    # a second life gain of the turn doesn't trigger it (CR 603.2)
    again = state(alice={"hand": hand, "graveyard": [{"id": "k", "card": "Deathless Knight"}], "mana_pool": {"W": 2},
                         "life_gained_this_turn": 1})
    assert not events_of(_run(again, _salves(1)[:2], knight, SALVE), "trigger_put_on_stack")
    # an opponent's life gain doesn't trigger it; on the battlefield it doesn't trigger either (CR 113.6k)
    theirs = state(alice={"graveyard": [{"id": "k", "card": "Deathless Knight"}]},
                   bob={"hand": hand, "mana_pool": {"W": 2}}, active_player="bob")
    assert not events_of(_run(theirs, _salves(1)[:2], knight, SALVE), "trigger_put_on_stack")
    field = state(alice={"hand": hand, "mana_pool": {"W": 2}},
                  battlefield=[{"id": "k", "card": "Deathless Knight", "controller": "alice", "owner": "alice"}])
    assert not events_of(_run(field, _salves(1)[:2], knight, SALVE), "trigger_put_on_stack")
    # the same game without the earlier gain does trigger (the assertions above are not vacuous)
    assert events_of(_run(game, _salves(1)[:2], knight, SALVE), "trigger_put_on_stack")
    # near variants the engine doesn't implement stay refused: another player's life gain, a further effect
    assert probe_support("Whenever an opponent gains life, return Probe from your graveyard to your hand.") != "full"
    assert probe_support("Whenever you gain life, return Probe from your graveyard to your hand and draw a card.") != "full"
