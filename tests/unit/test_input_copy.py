"""`resolve` leaves its input as it was while copying only what validation keeps as given
(`resolve.SHARED_WITH_INPUT`): every other list, dict and model of a parsed state is new."""

from __future__ import annotations

import contextlib
import copy
import types
import typing
from typing import Any

from pydantic import BaseModel

from app.engine import resolve
from app.engine.actions import Action
from app.engine.errors import IllegalAction, InvalidState
from app.engine.resolve import SHARED_WITH_INPUT, _own_copy
from app.engine.state import GameState
from app.engine.validation import parse_request
from tests.scenarios.expectations import CASES, extra_definitions, load_case, seeded_definitions


def _models_in(annotation: Any, found: set[type[BaseModel]]) -> bool:
    """Collect the models named in `annotation` into `found`; whether it names `Any` itself."""
    if annotation is Any:
        return True
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation not in found:
            found.add(annotation)
        return False
    has_any = False
    for argument in typing.get_args(annotation):
        if isinstance(argument, type | types.GenericAlias | types.UnionType) or argument is Any or (
                typing.get_origin(argument) is not None):
            has_any |= _models_in(argument, found)
    return has_any


def _fields_holding_any(roots: list[Any]) -> set[tuple[str, str]]:
    models: set[type[BaseModel]] = set()
    for root in roots:
        _models_in(root, models)
    holding: set[tuple[str, str]] = set()
    done: set[type[BaseModel]] = set()
    while models - done:
        model = (models - done).pop()
        done.add(model)
        for name, field in model.model_fields.items():
            if _models_in(field.annotation, models):
                holding.add((model.__name__, name))
    return holding


def test_only_the_listed_fields_hold_values_as_given() -> None:
    # A new `Any` field in the state or an action must be copied by `_own_copy` too.
    assert _fields_holding_any([GameState]) == set(SHARED_WITH_INPUT)
    assert _fields_holding_any([Action]) == set()


def _containers(value: Any, found: dict[int, Any], skip: set[tuple[str, str]]) -> None:
    """Every list, dict and model reachable from `value`, by id (not below the `skip` fields)."""
    if isinstance(value, BaseModel):
        found[id(value)] = value
        for name, item in value.__dict__.items():
            if (type(value).__name__, name) not in skip:
                _containers(item, found, skip)
    elif isinstance(value, dict):
        found[id(value)] = value
        for item in value.values():
            _containers(item, found, skip)
    elif isinstance(value, list | tuple):
        found[id(value)] = value
        for item in value:
            _containers(item, found, skip)


def _catalog(case: dict[str, Any]) -> dict[str, Any]:
    return {**seeded_definitions(), **extra_definitions(case)}


VALID_CASES = [path for path in CASES if "invalid_state" not in load_case(path)["expect"]]


def test_a_parsed_state_shares_nothing_else_with_its_input() -> None:
    from app.engine.validation import parse_catalog

    for path in VALID_CASES:  # one test for all: parsing alone, a fraction of a millisecond each
        case = load_case(path)
        raw = case["state"]
        state, _ = parse_request(_own_copy(raw), case["actions"], parse_catalog(_catalog(case)))
        given: dict[int, Any] = {}
        _containers(raw, given, set())
        parsed: dict[int, Any] = {}
        _containers(state, parsed, set(SHARED_WITH_INPUT))
        assert not set(given) & set(parsed), path.name


def _state_with_shared_values() -> dict[str, Any]:
    nested = {"deep": [1, {"x": 2}]}
    return {
        "turn": 3, "active_player": "alice", "step": "declare_blockers",
        "players": [{"id": "alice"}, {"id": "bob"}],
        "battlefield": [{"id": "bear", "card": "Grizzly Bears", "controller": "alice"}],
        "stack": [{"id": "s1", "kind": "triggered_ability", "source": "bear", "controller": "alice",
                   "choices": {"nested": nested, "list": [nested]}}],
        "combat": {"attackers": [{"id": "bear", "defending": "bob"}], "blockers_declared": True,
                   "damage_assignments": [{"source": "bear", "player": "alice", "to": {"bob": 2}}]},
    }


def test_the_values_kept_as_given_are_copies() -> None:
    raw = _state_with_shared_values()
    before = copy.deepcopy(raw)
    owned = _own_copy(raw)
    assert owned == raw == before
    assert owned["stack"][0]["choices"] is not raw["stack"][0]["choices"]
    assert owned["stack"][0]["choices"]["list"][0] is owned["stack"][0]["choices"]["nested"]  # aliasing kept
    assert owned["combat"] is raw["combat"]  # validation builds each damage division anew (DamageDivision)
    assert owned["battlefield"] is raw["battlefield"]  # validation builds the rest anew
    state, _ = parse_request(owned, [], {"Grizzly Bears": _bears()})
    state.stack[0].choices["nested"]["deep"].append(3)
    assert state.combat is not None
    state.combat.damage_assignments[0]["to"]["bob"] = 0
    assert raw == before


def _bears() -> Any:
    from app.engine.cards import CardDefinition

    return CardDefinition.model_validate({"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["Creature"],
                                          "power": 2, "toughness": 2})


def test_a_state_without_such_values_is_not_copied() -> None:
    raw = {"players": [{"id": "alice"}], "battlefield": [], "stack": [{"id": "s", "card": "x"}]}
    assert _own_copy(raw) is raw


# The cases whose states have a stack or a combat, where the values validation keeps as given
# are (the other states are checked by every unit test's `run`, tests/unit/conftest.py, and
# `test_the_values_kept_as_given_are_copies` has both kinds).
WITH_SHARED_VALUES = [path for path in CASES if load_case(path)["state"].get("stack") or load_case(path)["state"].get("combat")]


def test_resolve_leaves_the_scenario_inputs_with_such_values_as_they_were() -> None:
    assert WITH_SHARED_VALUES
    for path in WITH_SHARED_VALUES:
        case = load_case(path)
        state, actions = case["state"], case["actions"]
        before = copy.deepcopy((state, actions))
        with contextlib.suppress(IllegalAction, InvalidState):  # refused or not, the input stays as it was
            resolve(state, actions, _catalog(case), viewer=case.get("viewer"))
        assert (state, actions) == before, path.name
