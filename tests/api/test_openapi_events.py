"""Every event the engine emits is declared in app/engine/events.py (its type is known, and it
has exactly the declared fields with the declared types), so the typed `GameEvent` union of the
OpenAPI document describes real answers. Runs every scenario (tests/scenarios/*.json) and every
documented simulate example through the engine."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from app.api.simulate_docs import REQUEST_EXAMPLES
from app.engine import IllegalAction, InvalidState, resolve
from app.engine.events import EVENT_ADAPTER, EVENT_MODELS, EVENT_TYPES
from tests.scenarios.test_scenarios import CASES, _catalog

Case = tuple[str, dict[str, Any], list[Any], dict[str, Any], str | None]


def _cases() -> list[Case]:
    cases: list[Case] = []
    for path in CASES:
        case = json.loads(Path(path).read_text(encoding="utf-8"))
        cases.append((path.stem, case["state"], case["actions"], case.get("catalog", {}), case.get("viewer")))
    for name, example in REQUEST_EXAMPLES.items():
        body = example["value"]
        cases.append((f"example:{name}", body["state"], body["actions"], {}, body.get("viewer")))
    return cases


def _events(state: dict[str, Any], actions: list[Any], catalog: dict[str, Any], viewer: str | None) -> list[Any]:
    try:
        return resolve(
            state, actions, _catalog({"catalog": catalog}), viewer=viewer
        ).events  # a case's own `catalog` too
    except (IllegalAction, InvalidState):
        return []


@pytest.mark.parametrize("case", _cases(), ids=lambda case: case[0])
def test_every_emitted_event_matches_its_declared_schema(case: Case) -> None:
    _, state, actions, catalog, viewer = case
    for event in _events(state, actions, catalog, viewer):
        assert event["type"] in EVENT_TYPES, f"event type {event['type']!r} is not declared in app/engine/events.py"
        try:
            EVENT_ADAPTER.validate_python(event)
        except ValidationError as error:
            pytest.fail(f"{event['type']} event {event} does not match its schema:\n{error}")


def test_the_scenarios_emit_most_declared_event_types() -> None:
    """A guard against a table that drifted from the engine: most declared types really occur."""
    seen: Counter[str] = Counter()
    for _, state, actions, catalog, viewer in _cases():
        seen.update(event["type"] for event in _events(state, actions, catalog, viewer))
    assert len(set(seen) & set(EVENT_TYPES)) >= len(EVENT_TYPES) // 2, sorted(set(EVENT_TYPES) - set(seen))


def test_each_event_model_is_named_after_its_type_and_says_what_it_records() -> None:
    for event_type, model in EVENT_MODELS.items():
        schema = model.model_json_schema()
        assert schema["properties"]["type"]["const"] == event_type
        assert model.__name__.endswith("Event") and schema.get("description"), event_type
        assert schema["required"][:3] == ["seq", "action_index", "type"] and schema["required"][-1] == "cites"
