"""The two ways the engine refuses a request. Both carry plain words and citations."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules forbid, or one the engine doesn't support yet. Nothing is applied.

    `action_index` is the position of the refused action in the request; rules code raises it
    with -1 and `resolve` fills in the index.
    """

    def __init__(self, title: str, detail: str, cites: list[str] | None = None, action_index: int = -1) -> None:
        super().__init__(f"{title}: {detail}")
        self.title = title
        self.detail = detail
        self.cites = list(cites or [])
        self.action_index = action_index
        # With a viewer: the cards of face-down objects hidden from them (CR 708.5), which the
        # refusal's citations must not name either. Filled in by `resolve`.
        self.hidden_cards: list[str] = []

    def to_dict(self) -> dict[str, Any]:
        return {"action_index": self.action_index, "title": self.title, "detail": self.detail, "cites": self.cites}


class InvalidState(Exception):
    """A state (or action list) that breaks its own invariants; `errors` lists every problem found.

    Each error is `{"path": "battlefield[2].card", "message": "unknown card name 'Foo'"}`.
    """

    def __init__(self, errors: list[dict[str, str]]) -> None:
        super().__init__("; ".join(f"{e['path']}: {e['message']}" for e in errors))
        self.errors = errors


class InvalidActions(InvalidState):
    """The action list alone is malformed (an unknown action `type`, a missing field): the
    state is fine, the request is not. Every error's path starts with `actions`."""
