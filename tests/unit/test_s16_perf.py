"""Session 16's speed changes leave every answer as it was (docs/performance.md, "After session 16")."""

from __future__ import annotations

import contextlib

from pydantic import ValidationError

from app.engine import IllegalAction, InvalidState, resolve
from app.engine.actions import EMPTY_CHOICES, Choices
from app.engine.characteristics import compute, is_creature_spell
from app.engine.game import Game
from app.engine.state import GameState
from tests.scenarios.expectations import CASES, load_case
from tests.scenarios.test_scenarios import _catalog
from tests.unit.conftest import permanent, run_with_cards, state
from tests.unit.test_s14_flicker import BEAR, SWAN, _card
from tests.unit.test_s14_perf import _same_model


def test_the_shared_empty_choices_is_never_changed() -> None:
    # Every action without `choices` (and the engine between actions) shares EMPTY_CHOICES: no rule
    # may change a `Choices` in place. Every scenario is played, then the shared one is compared with
    # a fresh `Choices()` (a rule that appended to its `targets` or set a field would show here).
    _same_model(EMPTY_CHOICES, Choices())
    played = 0
    for path in CASES:
        case = load_case(path)
        with contextlib.suppress(IllegalAction, InvalidState):
            resolve(case["state"], case["actions"], _catalog(case), viewer=case.get("viewer"), seed=case.get("seed"))
        played += 1
        assert EMPTY_CHOICES.targets == [] and EMPTY_CHOICES.modes == [], path.name
    _same_model(EMPTY_CHOICES, Choices())
    assert played == len(CASES) > 400


def test_a_keyword_counter_put_during_the_request_gives_its_keyword_at_once() -> None:
    # The keyword counters' layer runs only in games where a permanent has one (rules/keyword_counters.py
    # `KIND`): a flying counter put mid-request (the creature returned with it, CR 122.6) counts the kind
    # then, after the game's layers were first decided without it, and the answer shows flying (122.1b).
    swan = _card(SWAN)
    game = state(
        step="postcombat_main",
        alice={"hand": [{"id": "s", "card": "Salvation Swan"}]},
        battlefield=[{"id": "b", "card": "Test Bear", "controller": "alice", "owner": "alice"}],
    )
    actions = [
        {"type": "put_onto_battlefield", "card": "s", "from": "hand"},
        {"type": "resolve", "choices": {"targets": ["b"]}},
        {"type": "next_turn"},
        {"type": "resolve"},
    ]
    result = run_with_cards(game, actions, swan, BEAR)
    bear = permanent(result, "b")
    assert bear["counters"] == {"flying": 1}
    assert "flying" in bear["characteristics"]["keywords"]
    plain = run_with_cards(state(battlefield=[{"id": "b", "card": "Test Bear", "controller": "alice"}]), [], BEAR)
    assert "flying" not in permanent(plain, "b")["characteristics"]["keywords"]


def test_is_creature_spell_agrees_with_the_computed_types() -> None:
    # prowess asks `is_creature_spell` at every cast: the printed types when no active layer may change
    # them, else `compute`'s. Every spell of every scenario's posted state and of its answer is asked both ways.
    asked = 0
    for path in CASES:
        case = load_case(path)
        catalog = _catalog(case)
        states = [case["state"]]
        with contextlib.suppress(IllegalAction, InvalidState):
            states.append(resolve(case["state"], case["actions"], catalog).model_dump(mode="json")["state"])
        for raw in states:
            try:
                game = Game(GameState.model_validate(raw), catalog)
            except ValidationError:
                continue
            for item in game.state.stack:
                if item.card is None:
                    continue
                characteristics = compute(game, item)
                expected = characteristics is not None and "Creature" in characteristics.types
                assert is_creature_spell(game, item) is expected, path.name
                asked += 1
    assert asked > 20
