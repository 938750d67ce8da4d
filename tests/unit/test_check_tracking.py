"""Checking only the permanents changed since the last quiet checks
(`resolve.CHECK_ONLY_CHANGED_PERMANENTS`) is an optimisation only: every check finds exactly what
a check of the whole battlefield would, every scenario and random action sequence resolves the
same with and without it, and every rule that changes what a state-based action reads of a
permanent says so with `game.changed`."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given

from app.engine import registry, resolve
from app.engine.game import PERMANENT_FIELDS_CHECKED, Game
from tests.scenarios.test_scenarios import CASES
from tests.unit.conftest import CATALOG
from tests.unit.differential import assert_same_both_ways, engine_flag, random_request, resolve_module, scenario
from tests.unit.test_property_random_actions import (
    CARD_NAMES,
    RANDOM_REQUEST,
    RANDOM_REQUEST_SETTINGS,
    base_state,
)

ENGINE = Path(resolve_module.__file__).parent
# Functions that change those fields of an object that is not a permanent in play being checked:
# hiding face-down objects from a viewer happens after the last check.
EXEMPT = {("resolve.py", "_hide_from")}


def tracking(enabled: bool) -> AbstractContextManager[None]:
    return engine_flag("CHECK_ONLY_CHANGED_PERMANENTS", enabled)


@contextmanager
def every_check_compared() -> Iterator[list[int]]:
    """Run each state-based action twice at every check, on the changed permanents and on the
    whole battlefield, and fail unless both find the same actions to perform. Yields a list that
    counts the checks that looked at fewer permanents than the battlefield holds."""
    real = registry.state_based_actions._ordered
    narrowed = [0]

    def compared(detector: Callable[[Game], list[Any]]) -> Callable[[Game], list[Any]]:
        def run(game: Game) -> list[Any]:
            found = detector(game)
            changed = game.changed_permanents
            if changed is not None:
                narrowed[0] += len(game.permanents_to_check()) < len(game.state.battlefield)
                game.changed_permanents = None
                try:
                    everything = detector(game)
                finally:
                    game.changed_permanents = changed
                assert [_describe(t) for t in found] == [_describe(t) for t in everything], detector.__name__
            return found
        return run

    registry.state_based_actions._ordered = tuple(compared(d) for d in real)
    try:
        yield narrowed
    finally:
        registry.state_based_actions._ordered = real


def _describe(thunk: Callable[[], None]) -> list[Any]:
    """What a pending state-based action would do: its function and the values it closes over."""
    cells = [cell.cell_contents for cell in (thunk.__closure__ or ())]
    defaults = list(thunk.__defaults__ or ())
    return [thunk.__qualname__, *[id(v) if not isinstance(v, str | int) else v for v in (*cells, *defaults)]]


@contextmanager
def tracked_and_compared() -> Iterator[None]:
    with tracking(True), every_check_compared():
        yield


@pytest.mark.parametrize("path", CASES, ids=[path.stem for path in CASES])
def test_every_scenario_checks_and_resolves_the_same_with_and_without_tracking(path: Any) -> None:
    assert_same_both_ways(scenario(path), on=tracked_and_compared, off=lambda: tracking(False))


@RANDOM_REQUEST_SETTINGS
@given(**RANDOM_REQUEST)
def test_random_action_sequences_check_and_resolve_the_same_with_and_without_tracking(
    day_night: str | None, pool: int, names: list[str], permanent_name: str, sequence: list[dict[str, Any]]
) -> None:
    assert_same_both_ways(random_request(day_night, pool, names, permanent_name, sequence),
                          on=tracked_and_compared, off=lambda: tracking(False))


def test_tracking_narrows_the_checks_and_still_sees_a_change() -> None:
    """After the first checks only changed permanents are looked at; a damaged creature that
    transforms into a smaller face still dies (704.5g)."""
    state = base_state("day", 0, [CARD_NAMES[0]] * 4, "Grizzly Bears")
    state["battlefield"].append({"id": "p3", "card": "Moonmist Twin", "transformed": True, "damage": 2})
    with tracking(True), every_check_compared() as narrowed:
        result = resolve(state, [{"type": "next_step"}, {"type": "transform", "permanent": "p3"}], CATALOG)
    assert [p.id for p in result.state.battlefield] == ["p1", "p2"]
    assert any(e["type"] == "zone_change" and e.get("cards") == ["p3"] and "CR 704.5g" in e["cites"]
               for e in result.events), result.events
    assert narrowed[0] > 0


def _own_nodes(function: ast.FunctionDef) -> list[ast.AST]:
    """The nodes of a function's body, not those of functions defined inside it (checked alone)."""
    nested = ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda
    nodes: list[ast.AST] = []
    pending: list[ast.AST] = [node for node in function.body if not isinstance(node, nested)]
    while pending:
        node = pending.pop()
        nodes.append(node)
        pending.extend(child for child in ast.iter_child_nodes(node) if not isinstance(child, nested))
    return nodes


def _mutated_field(node: ast.AST) -> list[str]:
    """The checked permanent fields one statement or call assigns, augments or changes in place."""
    targets: list[ast.AST] = []
    if isinstance(node, ast.Assign | ast.Delete):
        targets = list(node.targets)
    elif isinstance(node, ast.AugAssign | ast.AnnAssign):
        targets = [node.target]
    elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
          and node.func.attr in {"append", "extend", "insert", "pop", "remove", "clear", "update", "setdefault"}):
        targets = [node.func.value]
    found = []
    for target in targets:
        while isinstance(target, ast.Subscript):
            target = target.value
        if isinstance(target, ast.Attribute) and target.attr in PERMANENT_FIELDS_CHECKED:
            found.append(ast.unparse(target))
    return found


def test_every_rule_that_changes_a_checked_field_says_so() -> None:
    missing = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef) or (path.name, function.name) in EXEMPT:
                continue
            nodes = _own_nodes(function)
            changes = sorted({field for node in nodes for field in _mutated_field(node)})
            says_so = any(isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                          and node.func.attr == "changed" for node in nodes)
            if changes and not says_so:
                missing.append(f"{path.relative_to(ENGINE)}:{function.lineno} {function.name}: {changes}")
    assert not missing, "these change what state-based actions read without game.changed(...):\n" + "\n".join(missing)


def test_the_code_check_finds_a_change_that_is_not_announced() -> None:
    code = ast.parse("def f(game, p):\n    p.damage += 1\n    def g():\n        game.changed(p)\n")
    function = code.body[0]
    assert isinstance(function, ast.FunctionDef)
    nodes = _own_nodes(function)
    assert [field for node in nodes for field in _mutated_field(node)] == ["p.damage"]
    assert not any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "changed"
                   for n in nodes)
