"""Examples for the OpenAPI document, taken from real answers of this API on the seeded data.
Where an operation is not listed, the examples of its schemas are used (app/api/docs.py)."""

from __future__ import annotations

from typing import Any

from app.cards.schemas import CARD_EXAMPLE
from app.rulings.schemas import RULING_EXAMPLE

REQUEST_ID = "3b27d1b29ca349dd84ed6f8690a0cae9"

_RULING = RULING_EXAMPLE
_RULING_HIT = {
    **_RULING,
    "id": "b166926899abf0cb",
    "text": (
        "To determine how many land drops you have remaining this turn, compare the number of lands you can "
        "play (which is normally one but can be increased by other effects) with the number of lands you’ve "
        "played and land drops you’ve given up this turn. If the number of lands you can play is greater, you "
        "can play a land or give up a land drop. You can’t give up a land drop you don’t have."
    ),
    "highlight": (
        "To determine how many <mark>land</mark> <mark>drops</mark> you have remaining this turn, compare the "
        "number of <mark>lands</mark> you can play (which is normally one but can be increased by other effects) "
        "with the…"
    ),
    "score": 9.636612,
}
_CARD = CARD_EXAMPLE


def _list(*items: Any, has_more: bool = False, next_cursor: str | None = None, total: int | None = None) -> Any:
    return {"object": "list", "data": list(items), "has_more": has_more, "next_cursor": next_cursor,
            "total": len(items) if total is None else total}


# (method, path) -> {"parameters": {...}, "request": body, "responses": {"200": body}}
OPERATION_EXAMPLES: dict[tuple[str, str], dict[str, Any]] = {
    ("get", "/healthz"): {"responses": {"200": {"status": "ok"}}},
    ("get", "/readyz"): {
        "responses": {"200": {"status": "ready", "checks": {"database": "ok", "migrations": "ok", "seeds": "ok"}}}
    },
    ("get", "/v1/cards"): {
        "parameters": {"q": "jockey", "limit": 20},
        "responses": {"200": _list(_CARD)},
    },
    ("get", "/v1/cards/named"): {"parameters": {"fuzzy": "bolder jockey"}, "responses": {"200": _CARD}},
    ("get", "/v1/cards/{card_id}"): {"parameters": {"card_id": "boulder-jockey"}, "responses": {"200": _CARD}},
    ("get", "/v1/cards/{card_id}/rulings"): {
        "parameters": {"card_id": "boulder-jockey"},
        "responses": {"200": _list(_RULING, total=14)},
    },
    ("get", "/v1/rulings"): {
        "parameters": {"q": "land drop", "limit": 20},
        "responses": {"200": _list(_RULING_HIT)},
    },
    ("get", "/v1/rulings/{ruling_id}"): {"parameters": {"ruling_id": "1fa87c32944a3bd9"}, "responses": {"200": _RULING}},
    ("post", "/v1/rulings/lookup"): {
        "request": {"cards": ["Boulder Jockey", "Lightning Bolt"]},
        "responses": {
            "200": {
                "object": "lookup",
                "results": [{"query": "Boulder Jockey", "card": _CARD, "rulings": [_RULING]}],
                "not_found": [{"query": "Lightning Bolt", "candidates": []}],
            }
        },
    },
    ("post", "/v1/rulings"): {
        "responses": {
            "201": {
                **_RULING,
                "id": "5d0c3b9f27a14e68",
                "text": "Boulder Jockey’s token is created tapped and attacking; it was never declared as an attacker.",
            }
        }
    },
    ("patch", "/v1/rulings/{ruling_id}"): {
        "parameters": {"ruling_id": "1fa87c32944a3bd9"},
        "responses": {"200": {**_RULING, "note": "Checked against CR 305.2."}},
    },
    ("delete", "/v1/rulings/{ruling_id}"): {"parameters": {"ruling_id": "1fa87c32944a3bd9"}},
}

_PROBLEMS = {
    400: ("malformed-json", "Malformed JSON", "The request body is not valid JSON: JSON decode error"),
    401: ("unauthorized", "Unauthorized", "This endpoint needs an API key: send `Authorization: Bearer <key>`."),
    403: ("cors-origin-not-allowed", "Origin not allowed",
          "Writes are not open to the origin 'https://evil.example'. Reads are open to every origin; writes only "
          "to the origins in CORS_WRITE_ORIGINS."),
    404: ("not-found", "Not found", "No card has the id 'werewolf'."),
    409: ("conflict", "Conflict", "A ruling with this text already exists: 1fa87c32944a3bd9."),
    413: ("payload-too-large", "Payload too large", "The request body is over the limit of 1000000 bytes."),
    415: ("unsupported-media-type", "Unsupported media type",
          "The body must be JSON (`Content-Type: application/json`), not 'text/plain'."),
    422: ("invalid-request", "Invalid request", "query.limit: Input should be less than or equal to 100"),
    429: ("too-many-requests", "Too many requests",
          "This client (its IP address) may send 1000 requests per 60 seconds; try again in 42 s."),
    503: ("not-ready", "Not ready", "The service is not ready: migrations: at 0001, head is 0002"),
}


def problem_example(status: int, instance: str) -> dict[str, Any]:
    slug, title, detail = _PROBLEMS.get(status, ("http-error", "HTTP error", "The request failed."))
    example: dict[str, Any] = {
        "type": f"/problems/{slug}", "title": title, "status": status, "detail": detail,
        "instance": instance, "request_id": REQUEST_ID,
    }
    if status == 422:
        example["errors"] = [{"loc": ["query", "limit"], "msg": "Input should be less than or equal to 100",
                              "type": "less_than_equal"}]
    return example
