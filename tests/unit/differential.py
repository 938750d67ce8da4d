"""Shared by the tests of engine optimisations that must change nothing (skipping checks after bare
step changes, checking only changed permanents): run the same request with the optimisation on
and off and compare the outcomes byte for byte, refusals included."""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

from app.engine import IllegalAction, InvalidState, resolve
from tests.scenarios.test_scenarios import _catalog
from tests.unit.conftest import CATALOG
from tests.unit.test_property_random_actions import base_state

Switch = Callable[[], AbstractContextManager[Any]]

# The module (the package exports its `resolve` function under the same name).
resolve_module = importlib.import_module("app.engine.resolve")
# The game loop's checks, whose optimisation flags `engine_flag` sets.
checks_module = importlib.import_module("app.engine.loop.checks")


@contextmanager
def engine_flag(name: str, enabled: bool) -> Iterator[None]:
    """Set one of app.engine.loop.checks' optimisation flags for the duration of a block."""
    saved = getattr(checks_module, name)
    setattr(checks_module, name, enabled)
    try:
        yield
    finally:
        setattr(checks_module, name, saved)


def outcome(run: Callable[[], Any]) -> str:
    try:
        return json.dumps(run().model_dump(mode="json"), sort_keys=True)
    except IllegalAction as refusal:
        return json.dumps(["refused", refusal.action_index, refusal.title, refusal.detail, refusal.cites])
    except InvalidState as invalid:
        return json.dumps(["invalid", invalid.errors])


def assert_same_both_ways(run: Callable[[], Any], *, on: Switch, off: Switch) -> None:
    with on():
        optimised = outcome(run)
    with off():
        plain = outcome(run)
    assert optimised == plain


def scenario(path: Path) -> Callable[[], Any]:
    """The resolution of one scenario file (tests/scenarios/), to run under either switch."""
    case = json.loads(path.read_text(encoding="utf-8"))
    catalog = _catalog(case.get("catalog", {}))
    return lambda: resolve(case["state"], case["actions"], catalog, viewer=case.get("viewer"))


def random_request(day_night: str | None, pool: int, names: list[str], permanent_name: str,
                   sequence: list[dict[str, Any]]) -> Callable[[], Any]:
    """The resolution of one random action sequence (tests/unit/test_property_random_actions.py)."""
    state = base_state(day_night, pool, names, permanent_name)
    return lambda: resolve(state, sequence, CATALOG)
