"""Where to start: `/` and `/v1` link to the docs and the main collections, and every problem
`type` URI (`/problems/not-found`, ...) resolves to a page describing the problem (HTML, for
the people who follow it, as RFC 9457 suggests; `/problems` lists every type as JSON). One
representation per URL: GET responses are cached by URL. Navigation, not API operations: they
stay out of the OpenAPI document."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import HTMLResponse, Response

from app.api.deps import allowed_query
from app.api.paging import Cursor, limit_query, next_page
from app.core.errors import NotFound
from app.core.pagination import page_in_memory

router = APIRouter(include_in_schema=False)


@dataclass(frozen=True, slots=True)
class ProblemType:
    status: int
    title: str
    description: str


# Every `type` this service answers with (`/problems/<slug>`), and what a client should do.
PROBLEM_TYPES: dict[str, ProblemType] = {
    "bad-request": ProblemType(400, "Bad request", "The request could not be read. `detail` says what was wrong."),
    "malformed-json": ProblemType(
        400, "Malformed JSON",
        "The body is not valid JSON (or, for a text/plain decklist, not UTF-8 text). Nothing was done; "
        "fix the body and send it again.",
    ),
    "unauthorized": ProblemType(
        401, "Unauthorized",
        "The operation writes, and needs `Authorization: Bearer <key>` with a valid API key. The response "
        "carries `WWW-Authenticate: Bearer`.",
    ),
    "forbidden": ProblemType(403, "Forbidden", "The key or client is not allowed to do this."),
    "cors-origin-not-allowed": ProblemType(
        403, "Origin not allowed",
        "A browser on another origin tried to write. Reads, decklist lookups and simulations are open to "
        "every origin; writes only to the origins the operator configured (`CORS_WRITE_ORIGINS`).",
    ),
    "cors-header-not-allowed": ProblemType(
        403, "CORS request header not allowed",
        "A cross-origin request asked to send a header this API does not accept from browsers.",
    ),
    "not-found": ProblemType(
        404, "Not found",
        "No card, ruling or resource has this id or name. For a name close to several cards, "
        "`candidates` lists them: pick one and ask again by its id.",
    ),
    "time-budget-exceeded": ProblemType(
        503, "Time budget exceeded",
        "The request's work ran past the server's time budget per request (`REQUEST_TIME_BUDGET_SECONDS`). "
        "Nothing was changed; send less (fewer actions, names or objects) or retry later (`Retry-After`).",
    ),
    "deadline-exceeded": ProblemType(
        503, "Deadline exceeded",
        "The request's work (a simulation, a lookup) ran in a worker process past the deadline "
        "(`WORKER_DEADLINE_SECONDS`, in `deadline_seconds`) and was stopped, or waited that long for a free "
        "worker. Nothing was changed; send less work or retry after `Retry-After` seconds.",
    ),
    "memory-exceeded": ProblemType(
        422, "Memory exceeded",
        "The request needed more memory than a worker process may use (`WORKER_MEMORY_MB`, in `limit`). "
        "Nothing was changed; sending it again will not help: send less.",
    ),
    "worker-lost": ProblemType(
        503, "Worker lost",
        "The worker process running the request stopped before it answered (it was killed or crashed). "
        "Nothing was changed; retry after `Retry-After` seconds.",
    ),
    "method-not-allowed": ProblemType(405, "Method not allowed", "The path exists but not with this HTTP method."),
    "not-acceptable": ProblemType(406, "Not acceptable", "The API can't answer in a format the `Accept` header allows."),
    "conflict": ProblemType(
        409, "Conflict",
        "Another request changed the same data meanwhile, or the data exists already (`ruling_id` names "
        "it). Nothing was written; read again and retry.",
    ),
    "payload-too-large": ProblemType(
        413, "Payload too large",
        "The body is over the size limit (`limit_bytes`; `MAX_BODY_BYTES`, or `MAX_UPLOAD_BYTES` for bulk "
        "uploads). Send less, e.g. split a decklist.",
    ),
    "request-timeout": ProblemType(
        408, "Request timeout",
        "The request body came too slowly: its next bytes took longer than `BODY_TIMEOUT_SECONDS`, or the "
        "whole body (bulk uploads aside) longer than `BODY_TOTAL_SECONDS`. The connection is closed; send "
        "the request again at a steady pace.",
    ),
    "request-header-fields-too-large": ProblemType(
        431, "Request header fields too large",
        "The request head (request line and headers) is over `MAX_HEADER_BYTES` (16 KB) in all, or has more "
        "than `MAX_HEADER_COUNT` header fields. The connection is closed; send fewer or shorter headers.",
    ),
    "unsupported-media-type": ProblemType(
        415, "Unsupported media type",
        "The body must be JSON (`Content-Type: application/json`); `POST /v1/rulings/lookup` also takes "
        "a decklist as `text/plain`.",
    ),
    "invalid-request": ProblemType(
        422, "Invalid request",
        "The request is well-formed but says something impossible: every problem is listed in `errors`, "
        "each with where (`loc`) and what (`msg`). A bound that was exceeded is named in `bound` with its "
        "`limit`.",
    ),
    "illegal-action": ProblemType(
        422, "Illegal action",
        "`POST /v1/simulate`: the game rules forbid the action at `action_index`. `detail` says why in "
        "plain words and `citations` holds the rulings and Comprehensive Rules that forbid it. Nothing "
        "was applied: a request is all or nothing.",
    ),
    "invalid-state": ProblemType(
        422, "Invalid game state",
        "`POST /v1/simulate`: the posted game state breaks its own invariants (an unknown card, duplicate "
        "ids, a negative count...). Every problem found is in `errors`, each with its `path`.",
    ),
    "too-many-requests": ProblemType(
        429, "Too many requests",
        "This client (API key, else address) made more requests than its window allows. Wait the "
        "`Retry-After` seconds; the `RateLimit` headers tell how much is left.",
    ),
    "internal-error": ProblemType(
        500, "Internal server error",
        "Something failed on the server. No internals are shown; quote the `request_id` when reporting it.",
    ),
    "service-unavailable": ProblemType(
        503, "Service unavailable",
        "The database (or, behind the proxy, every API process) can't be reached right now. Retry after "
        "`Retry-After` seconds.",
    ),
    "not-ready": ProblemType(
        503, "Not ready",
        "`/readyz`: the database is unreachable, its migrations are not at head, or the seeds are not loaded.",
    ),
    "invalid-bulk-file": ProblemType(
        422, "Invalid bulk file",
        "An uploaded Scryfall or MTGJSON file could not be imported; `detail` names the record. The "
        "database was left unchanged.",
    ),
    "seed-error": ProblemType(500, "Seed load failed", "A seed file failed to parse; the database kept what it had."),
    "http-error": ProblemType(400, "HTTP error", "An HTTP-level error; `status` and `detail` say which."),
}

_LINKS = {
    "docs": "/docs",
    "redoc": "/redoc",
    "openapi": "/openapi.json",
    "cards": "/v1/cards",
    "card_by_name": "/v1/cards/named?fuzzy={name}",
    "rulings": "/v1/rulings",
    "search": "/v1/rulings?q={words}",
    "lookup": "/v1/rulings/lookup",
    "simulate": "/v1/simulate",
    "bulk": "/v1/bulk",
    "problems": "/problems",
    "health": "/healthz",
    "ready": "/readyz",
}


def _index(request: Request) -> dict[str, Any]:
    return {
        "object": "index",
        "name": request.app.title,
        "version": request.app.version,
        "description": "Magic: The Gathering card rulings (lookup, full-text search, decklists) and a rules engine "
        "that cites the rulings and Comprehensive Rules behind every event.",
        "links": _LINKS,
    }


@router.get("/")
def root(request: Request) -> dict[str, Any]:
    return _index(request)


@router.get("/v1")
def v1(request: Request) -> dict[str, Any]:
    return _index(request)


def _problem_json(slug: str, problem: ProblemType) -> dict[str, Any]:
    return {"type": f"/problems/{slug}", "title": problem.title, "status": problem.status,
            "description": problem.description}


@router.get("/problems", dependencies=[Depends(allowed_query("cursor", "limit"))])
def problem_types(
    request: Request, cursor: Cursor = None, limit: Annotated[int, limit_query(100)] = 100
) -> dict[str, Any]:
    page, next_cursor = page_in_memory("problems", list(PROBLEM_TYPES), lambda slug: slug, cursor, limit)
    return {"object": "list", "data": [_problem_json(s, PROBLEM_TYPES[s]) for s in page],
            "has_more": next_cursor is not None, "next_cursor": next_cursor, "total": len(PROBLEM_TYPES),
            "next_page": next_page(request, next_cursor)}


@router.get("/problems/{slug}")
def problem_type(slug: str) -> Response:
    problem = PROBLEM_TYPES.get(slug)
    if problem is None:
        raise NotFound(f"No problem type is called {slug!r}; GET /problems lists them.")
    title, description = html.escape(problem.title), html.escape(problem.description)
    page = (
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{title} ({problem.status})</title></head><body>"
        f"<h1>{title}</h1><p>HTTP status {problem.status}; problem type <code>/problems/{html.escape(slug)}</code>.</p>"
        f"<p>{description}</p>"
        "<p>Every error of this API is an RFC 9457 <code>application/problem+json</code> document with "
        "<code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code> and <code>instance</code>. "
        "<a href=\"/problems\">All problem types (JSON)</a> · <a href=\"/docs\">API docs</a></p></body></html>"
    )
    return HTMLResponse(page)
