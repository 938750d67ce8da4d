"""CR 506.4c: a creature attacking a planeswalker that has left combat is still an attacking
creature and may be blocked; the defending player (CR 506.2, 509.1) declares blockers, and
`legal_actions` lists that declaration for them (it used to list it for nobody, while the engine
accepted a declaration naming no player and refused the defending player's own)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import run, state

STOMPER = {"name": "Planeswalker Stomper", "types": ["Creature"], "power": 7, "toughness": 7,
           "keywords": ["trample_over_planeswalkers"]}


def _blockers_step(recorded: bool) -> dict[str, Any]:
    """Alice's giant attacked Bob's planeswalker, which then went back to Bob's hand (the state the
    completeness test found, with a creature for Bob to block with)."""
    attacker: dict[str, Any] = {"id": "giant", "defending": "walker"}
    if recorded:
        attacker["defending_player"] = "bob"
    return state(step="declare_blockers",
                 bob={"hand": [{"id": "walker", "card": {"name": "Test Walker", "types": ["Planeswalker"]}}]},
                 battlefield=[{"id": "giant", "card": copy.deepcopy(STOMPER), "controller": "alice",
                               "controlled_since_turn": 1, "tapped": True},
                              {"id": "bear", "card": "Grizzly Bears", "controller": "bob", "controlled_since_turn": 1}],
                 combat={"attackers": [attacker]})


def _listed(game: dict[str, Any], player: str) -> list[dict[str, Any]]:
    result = run(game, [{"type": "legal_actions", "player": player}])
    return [entry for entry in result["queries"][0]["result"]["legal"]
            if entry["action"]["type"] == "declare_blockers"]


@pytest.mark.parametrize("recorded", [True, False], ids=["recorded_defending_player", "posted_without_record"])
def test_506_4c_the_defending_player_may_block_an_attacker_of_a_departed_planeswalker(recorded: bool) -> None:
    game = _blockers_step(recorded)
    listed = _listed(game, "bob")
    assert [entry["action"] for entry in listed] == [{"type": "declare_blockers", "player": "bob"}]
    assert listed[0]["options"] == {"blockers": {"bear": ["giant"]}}
    assert listed[0]["cites"] == ["CR 509.1"]
    assert _listed(game, "alice") == []
    assert run(game, [])["pending"]["decision"] == "declare_blockers"
    assert run(game, [])["pending"]["player"] == "bob"

    blocked = run(game, [{"type": "declare_blockers", "player": "bob",
                          "blocks": [{"blocker": "bear", "attacker": "giant"}]}])
    giant = blocked["state"]["combat"]["attackers"][0]
    assert giant["blocked"] is True and giant["blocked_by"] == ["bear"]
    assert run(game, [{"type": "declare_blockers"}])["events"][0]["type"] == "blockers_declared"
    with pytest.raises(IllegalAction, match="defending player"):
        run(game, [{"type": "declare_blockers", "player": "alice"}])
