"""NEO second-pass constructions (s15-r2neoa, docs/oracle-r2neoa.md): "target creature you don't
control" everywhere a target is read (CR 102.3, 115.1), read from real Oracle text and played by the
engine; near variants with a word the grammar doesn't know stay not modelled."""

from __future__ import annotations

from typing import Any

from app.oracle import CardFacts, read_card
from tests.unit.conftest import events_of, permanent, read_full_definition, run_with_cards, state

SUBDUER = (
    "Imperial Subduer",
    "Creature — Human Samurai",
    "Whenever a Samurai or Warrior you control attacks alone, tap target creature you don't control.",
    "{2}{W}",
    ("2", "2"),
)


def _not_modelled(oracle: str, type_line: str = "Creature — Human Samurai") -> list[str]:
    facts = CardFacts(
        name="Test", mana_cost="{2}{W}", type_line=type_line, oracle_text=oracle, power="2", toughness="2"
    )
    return read_card(facts).not_modelled


def _bear(object_id: str, controller: str) -> dict[str, Any]:
    return {"id": object_id, "card": "Grizzly Bears", "controller": controller, "controlled_since_turn": 1}


def test_you_dont_control_reads_as_an_opponents_target_and_a_near_variant_does_not() -> None:
    definition = read_full_definition(*SUBDUER)
    (ability,) = definition["abilities"]
    assert ability["effect"]["kind"] == "tap"
    assert ability["effect"]["target"] == "creature:opponent_controls"
    assert _not_modelled(SUBDUER[2].replace("don't control", "don't contrl"))


def test_102_3_the_subduer_taps_a_creature_an_opponent_controls_not_ones_own() -> None:
    battlefield = [
        {"id": "sub", "card": "Imperial Subduer", "controller": "alice", "controlled_since_turn": 1},
        _bear("mine", "alice"),
        _bear("theirs", "bob"),
    ]
    game = state(step="declare_attackers", battlefield=battlefield)
    attack = {"type": "declare_attackers", "attackers": [{"id": "sub", "defending": "bob"}]}
    card = read_full_definition(*SUBDUER)
    result = run_with_cards(game, [attack, {"type": "resolve", "choices": {"targets": ["theirs"]}}], card)
    assert permanent(result, "theirs")["tapped"] is True
    refused = run_with_cards(game, [attack, {"type": "resolve", "choices": {"targets": ["mine"]}}], card)
    assert [e["target"] for e in events_of(refused, "target_illegal")] == ["mine"]
    assert permanent(refused, "mine")["tapped"] is False
