"""The scenarios' fixtures: every event a scenario's resolution emits must match its declaration
(app/engine/events.py; tests/event_guard.py)."""

from __future__ import annotations

from tests.event_guard import events_match_their_declarations  # noqa: F401  (autouse)
