"""NEO second-pass constructions (s15-r2neoa, docs/oracle-r2neoa.md): "target creature you don't
control" everywhere a target is read (CR 102.3, 115.1), read from real Oracle text and played by the
engine; near variants with a word the grammar doesn't know stay not modelled."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
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
    with pytest.raises(IllegalAction, match="'mine' is not a creature an opponent controls"):  # CR 603.3d
        run_with_cards(game, [attack, {"type": "resolve", "choices": {"targets": ["mine"]}}], card)


MENTOR = (
    "Seven-Tail Mentor",
    "Creature — Fox Samurai",
    "When Seven-Tail Mentor enters the battlefield or dies, put a +1/+1 counter on target creature or Vehicle you "
    "control.",
    "{2}{W}",
    ("2", "2"),
)
CART = {"name": "Test Cart", "types": ["Artifact"], "subtypes": ["Vehicle"], "power": 3, "toughness": 3}
RELIC = {"name": "Test Relic", "types": ["Artifact"]}


def test_creature_or_vehicle_reads_as_one_target_and_a_near_variant_does_not() -> None:
    definition = read_full_definition(*MENTOR)
    targets = {ability["effect"]["target"] for ability in definition["abilities"]}
    assert targets == {"permanent:creature_or_Vehicle:you_control"}
    assert _not_modelled(MENTOR[2].replace("Vehicle you", "Vehicle yours"))
    assert _not_modelled(MENTOR[2].replace("creature or Vehicle", "creature or Vehicle or Wagon"))


def _mentor_dies(target: str) -> dict[str, Any]:
    battlefield = [
        {"id": "mentor", "card": "Seven-Tail Mentor", "controller": "alice", "controlled_since_turn": 1},
        {"id": "cart", "card": "Test Cart", "controller": "alice", "controlled_since_turn": 1},
        {"id": "relic", "card": "Test Relic", "controller": "alice", "controlled_since_turn": 1},
        {"id": "rival", "card": "Test Cart", "controller": "bob", "controlled_since_turn": 1},
        _bear("bear", "alice"),
    ]
    game = state(step="precombat_main", battlefield=battlefield)
    game["battlefield"][0]["damage"] = 2  # lethal damage: it dies as a state-based action (CR 704.5g)
    actions = [{"type": "pass_priority"}, {"type": "resolve", "choices": {"targets": [target]}}]
    return run_with_cards(game, actions, read_full_definition(*MENTOR), CART, RELIC)


def test_205_3_an_uncrewed_vehicle_you_control_or_a_creature_is_a_legal_target() -> None:
    for target in ("cart", "bear"):
        result = _mentor_dies(target)
        assert permanent(result, target)["counters"] == {"+1/+1": 1}, events_of(result, "target_illegal")


def test_205_3_a_plain_artifact_or_an_opponents_vehicle_is_not() -> None:
    for target in ("relic", "rival"):  # neither can be chosen as the trigger's target (CR 603.3d)
        with pytest.raises(IllegalAction, match=f"'{target}' is not a permanent you control"):
            _mentor_dies(target)
