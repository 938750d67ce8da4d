"""Branch s20-neoa: constructions of Kamigawa: Neon Dynasty (cards A to L), read by the compositional reader and
played by the engine (docs/oracle-s20-neoa.md):
- "As an additional cost to cast this spell, tap an untapped artifact you control or pay {1}." (Disruption
  Protocol; CR 118.8, 601.2b, 601.2f-h, 701.26a): `tap_or_mana_cost`, the `cast` action's `choices.tap` or the mana.
Each construction also has its honesty case: a near variant the engine can't play is not read."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from tests.unit.conftest import events_of, permanent, player_of, probe_support, state
from tests.unit.conftest import read_full_definition as _read
from tests.unit.conftest import run_with_cards as _run

PROTOCOL = (
    "Disruption Protocol",
    "Instant",
    "As an additional cost to cast this spell, tap an untapped artifact you control or pay {1}.\nCounter target spell.",
    "{U}{U}",
)
RELIC = {"name": "Probe Relic", "types": ["Artifact"]}
SHOCK = {"name": "Probe Shock", "mana_cost": "{R}", "types": ["Instant"],
         "abilities": [{"kind": "spell", "effect": {"kind": "damage", "amount": 2, "target": "player"}}]}


# --- "tap an untapped artifact you control or pay {1}" (CR 601.2b, 601.2f-h, 701.26a) ---


def _protocol_game(mana: dict[str, int], relic_tapped: bool = False) -> dict[str, Any]:
    game = state(
        battlefield=[{"id": "relic", "card": "Probe Relic", "controller": "alice", "tapped": relic_tapped},
                     {"id": "bobs-relic", "card": "Probe Relic", "controller": "bob"}],
        alice={"mana_pool": mana, "hand": [{"id": "dp", "card": "Disruption Protocol"}]},
        stack=[{"id": "shock", "kind": "spell", "card": "Probe Shock", "controller": "bob", "targets": ["alice"]}],
    )
    return game


def _protocol_actions(choices: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {"type": "cast", "card": "dp", "choices": {"targets": ["shock"], **choices}},
        {"type": "resolve"},
    ]


def test_disruption_protocol_reads_in_full() -> None:
    assert _read(*PROTOCOL)["abilities"][0] == {"kind": "tap_or_mana_cost", "card_type": "artifact", "mana": "{1}"}
    # another payment than mana, or a choice of several permanents, is not read
    assert probe_support("As an additional cost to cast this spell, tap an untapped artifact you control or "
                         "sacrifice a creature.\nDraw a card.", "Instant", None) != "full"
    assert probe_support("As an additional cost to cast this spell, tap two untapped artifacts you control or "
                         "pay {1}.\nDraw a card.", "Instant", None) != "full"


def test_601_2b_tapping_an_artifact_pays_the_additional_cost() -> None:
    result = _run(_protocol_game({"U": 2}), _protocol_actions({"tap": ["relic"]}), _read(*PROTOCOL), RELIC, SHOCK)
    assert permanent(result, "relic")["tapped"] is True
    assert [c["id"] for c in player_of(result, "bob")["graveyard"]] == ["shock"]
    tapped = events_of(result, "tapped")
    assert tapped and tapped[0]["permanent"] == "relic" and "CR 701.26a" in tapped[0]["cites"]


def test_601_2f_without_a_tap_the_mana_is_added_to_the_total_cost() -> None:
    result = _run(_protocol_game({"U": 3}), _protocol_actions({}), _read(*PROTOCOL), RELIC, SHOCK)
    assert permanent(result, "relic")["tapped"] is False
    assert [c["id"] for c in player_of(result, "bob")["graveyard"]] == ["shock"]
    with pytest.raises(IllegalAction, match="cost"):
        _run(_protocol_game({"U": 2}), _protocol_actions({}), _read(*PROTOCOL), RELIC, SHOCK)


@pytest.mark.parametrize("tap", [["bobs-relic"], ["relic", "relic"], ["relic"]])
def test_118_3_a_tapped_or_foreign_artifact_cant_pay_it(tap: list[str]) -> None:
    with pytest.raises(IllegalAction, match="exactly one untapped artifact"):
        _run(_protocol_game({"U": 2}, relic_tapped=True), _protocol_actions({"tap": tap}), _read(*PROTOCOL),
             RELIC, SHOCK)
