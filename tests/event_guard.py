"""Every event the engine emits during a test must match its declaration (app/engine/events.py).

`EVENT_TYPES` declares each event type and its fields; clients parse the event log with
`EVENT_ADAPTER`, the schema published in the OpenAPI document. An undeclared type or field would
make a client's parse fail, so the autouse fixture `events_match_their_declarations` (used by
tests/unit/conftest.py and tests/scenarios/conftest.py) wraps `Game.emit` for the duration of each
test and fails the test, naming the event type and pydantic's error, when an emitted event does not
validate. Found in session 35, when such a check found ~35 undeclared types and fields.

The check is kept cheap: the event dict is validated as it is, and only when that fails is it
retried after a JSON round trip (enum members and models become what a client receives).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import ValidationError

from app.engine.events import EVENT_ADAPTER
from app.engine.game import Game


def undeclared(event: dict[str, Any]) -> str | None:
    """Pydantic's error when `event` does not match its declaration, else None."""
    try:
        EVENT_ADAPTER.validate_python(event)
        return None
    except ValidationError:
        pass
    try:
        EVENT_ADAPTER.validate_python(json.loads(json.dumps(event, default=str)))
        return None
    except ValidationError as error:
        return "; ".join(
            f"{'.'.join(str(part) for part in item['loc'][1:]) or item['loc']}: {item['msg']} "
            f"(got {item.get('input')!r:.80})"
            for item in error.errors()
        )


@pytest.fixture(autouse=True)
def events_match_their_declarations(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    bad: dict[str, str] = {}
    emit = Game.emit

    def checked_emit(self: Game, event_type: str, cites: Any = (), **details: Any) -> dict[str, Any]:
        event = emit(self, event_type, cites, **details)
        if event_type not in bad:
            error = undeclared(event)
            if error is not None:
                bad[event_type] = error
        return event

    monkeypatch.setattr(Game, "emit", checked_emit)
    yield
    if bad:
        pytest.fail(
            "events not declared in app/engine/events.py (EVENT_TYPES):\n"
            + "\n".join(f"  {event_type}: {error}" for event_type, error in sorted(bad.items())),
            pytrace=False,
        )
