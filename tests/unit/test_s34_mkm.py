"""Session 34, group mkm (docs/oracle-s34-mkm.md): general constructions read from the real Oracle text of the
fixture sets (Murders at Karlov Manor, Wilds of Eldraine and others) and played by the engine."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    mtgjson_full_definition,
    on_battlefield,
    permanent,
    player_of,
    probe_support,
    state,
)
from tests.unit.conftest import run_with_cards as _run

ROCK = {"name": "Rock", "types": ["Artifact"]}
BEAR = {"name": "Bear", "types": ["Creature"], "power": 2, "toughness": 2}


# --- "Whenever ~ attacks, you may sacrifice an artifact or discard a card. If you do, draw a card and ~ gets +2/+0 until
# end of turn." (CR 608.2d, 701.21a, 701.9a) ---------------------------------------------------------------------------

def test_608_2d_you_may_sacrifice_an_artifact_or_discard_a_card_if_you_do() -> None:
    detective = mtgjson_full_definition("MKM", "Reckless Detective")
    assert detective["abilities"][0]["optional_action"] == {"action": "sacrifice", "spec": "artifact", "amount": 1,
                                                             "or_discard": "card"}
    game = state(step="declare_attackers", battlefield=[on_battlefield("d", "Reckless Detective"),
                                                        on_battlefield("r", "Rock")],
                 alice={"hand": [{"id": "h", "card": "Bear"}], "library": [{"id": "top", "card": "Rock"}]})
    attacked = _run(game, [{"type": "declare_attackers", "attackers": [{"id": "d", "defending": "bob"}]}],
                    detective, ROCK, BEAR)

    def resolved(choices: dict[str, Any]) -> dict[str, Any]:
        return _run(attacked["state"], [{"type": "resolve", "choices": choices}], detective, ROCK, BEAR)

    discarded = resolved({"pay_optional_cost": True, "discard": ["h"]})  # any card, not only an artifact card
    alice = player_of(discarded, "alice")
    assert [c["id"] for c in alice["hand"]] == ["top"] and [c["id"] for c in alice["graveyard"]] == ["h"]
    assert permanent(discarded, "d")["characteristics"]["power"] == 2
    assert any(p["id"] == "r" for p in discarded["state"]["battlefield"])
    sacrificed = resolved({"pay_optional_cost": True, "sacrifice": ["r"]})
    assert [c["id"] for c in player_of(sacrificed, "alice")["graveyard"]] == ["r"]
    assert permanent(sacrificed, "d")["characteristics"]["power"] == 2
    declined = resolved({"pay_optional_cost": False})
    assert [c["id"] for c in player_of(declined, "alice")["hand"]] == ["h"]
    assert permanent(declined, "d")["characteristics"]["power"] == 0
    with pytest.raises(IllegalAction):  # one card, not two
        resolved({"pay_optional_cost": True, "discard": ["h", "top"]})
    # near variants the engine does not implement stay refused: two cards, a card at random, no "If you do"
    attacks = "Whenever ~ attacks, you may sacrifice an artifact or discard "
    for text in (attacks + "two cards. If you do, draw a card.", attacks + "a card at random. If you do, draw a card.",
                 "When ~ enters, sacrifice an artifact or discard a card."):
        assert probe_support(text) != "full"
