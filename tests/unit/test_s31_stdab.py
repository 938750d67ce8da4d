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
