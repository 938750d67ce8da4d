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
            "total": len(items) if total is None else total, "next_page": None}


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


# (method, path) -> the 422 example of that operation: (slug, title, detail, error items, extensions).
# Each names a parameter or body field of its own operation (a test checks it).
_Invalid = tuple[str, str, str, list[dict[str, Any]], dict[str, Any]]


def _invalid(where: str, message: str, kind: str | None = None, **extensions: Any) -> _Invalid:
    item: dict[str, Any] = {"path": where, "message": message}
    if kind:
        item["type"] = kind
    return ("invalid-request", "Invalid request", f"{where}: {message}", [item], extensions)


INVALID_REQUEST_EXAMPLES: dict[tuple[str, str], _Invalid] = {
    ("get", "/v1/cards"): _invalid("query.limit", "Input should be less than or equal to 100", "less_than_equal"),
    ("get", "/v1/cards/named"): _invalid("query.fuzzy", "exactly one is required"),
    ("get", "/v1/cards/{card_id}"): _invalid("path.card_id", "String should have at most 200 characters",
                                             "string_too_long"),
    ("get", "/v1/cards/{card_id}/rulings"): _invalid("path.card_id", "String should have at most 200 characters",
                                                     "string_too_long"),
    ("get", "/v1/rulings"): _invalid("query.rule", "not a rule number"),
    ("post", "/v1/rulings"): _invalid("body.text", "String should have at least 1 character", "string_too_short"),
    ("post", "/v1/rulings/lookup"): _invalid("body.cards", "at most 250 items", bound="max_lookup_names", limit=250),
    ("get", "/v1/rulings/{ruling_id}"): _invalid("path.ruling_id", "String should have at most 64 characters",
                                                 "string_too_long"),
    ("patch", "/v1/rulings/{ruling_id}"): _invalid("body.published_at",
                                                   "Value error, must be an ISO date string such as 2024-11-08",
                                                   "value_error"),
    ("delete", "/v1/rulings/{ruling_id}"): _invalid("path.ruling_id", "String should have at most 64 characters",
                                                    "string_too_long"),
    ("post", "/v1/simulate"): _invalid("body.actions", "at most 200 items", bound="max_actions", limit=200),
    ("post", "/v1/decks/check"): _invalid(
        "body.format",
        "unknown format; one of: alchemy, brawl, commander, duel, explorer, frontier, future, gladiator, historic, "
        "historicbrawl, legacy, modern, oathbreaker, oldschool, pauper, paupercommander, penny, pioneer, predh, "
        "premodern, standard, standardbrawl, timeless, vintage",
    ),
    ("get", "/v1/bulk"): _invalid("query.format", "unknown parameter"),
    ("get", "/v1/bulk/rulings"): _invalid("query.format", "Input should be 'ndjson' or 'json'", "literal_error"),
    ("get", "/v1/bulk/rulings.{format}.gz"): _invalid("path.format", "Input should be 'ndjson' or 'json'",
                                                      "literal_error"),
    ("post", "/v1/imports/scryfall"): _invalid("body.rulings", "file required"),
    ("post", "/v1/imports/mtgjson"): _invalid("body.file", "file required"),
    ("get", "/v1/imports/{job_id}"): _invalid("path.job_id", "String should have at most 32 characters",
                                              "string_too_long"),
    ("get", "/v1/imports"): _invalid("query.limit", "Input should be less than or equal to 100", "less_than_equal"),
}

def problem_example(status: int, instance: str, method: str = "", path: str = "") -> dict[str, Any]:
    slug, title, detail = _PROBLEMS.get(status, ("http-error", "HTTP error", "The request failed."))
    extensions: dict[str, Any] = {}
    errors: list[dict[str, Any]] | None = None
    if status == 422:
        slug, title, detail, errors, extensions = INVALID_REQUEST_EXAMPLES.get(
            (method, path), _invalid("query.limit", "Input should be less than or equal to 100", "less_than_equal")
        )
    example: dict[str, Any] = {
        "type": f"/problems/{slug}", "title": title, "status": status, "detail": detail,
        "instance": instance, "request_id": REQUEST_ID,
    }
    if errors is not None:
        example["errors"] = [
            {**item, "loc": _loc(item["path"]), "msg": item["message"]} for item in errors
        ]
    example.update(extensions)
    return example


def _loc(path: str) -> list[str | int]:
    parts: list[str | int] = []
    for name in path.split("."):
        head, *indexes = name.replace("]", "").split("[")
        parts.append(head)
        parts.extend(int(i) for i in indexes)
    return parts
