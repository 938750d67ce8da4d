"""Every error becomes an RFC 9457 problem (application/problem+json): ours, the framework's,
and unexpected ones (which show no internals, only the request id)."""

from __future__ import annotations

import json
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic_core import PydanticSerializationError
from sqlalchemy.exc import DataError, DBAPIError, IntegrityError, OperationalError
from sqlalchemy.exc import TimeoutError as PoolTimeoutError
from sqlalchemy.orm.exc import StaleDataError
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import Scope, Send

from app.core.errors import AppError, Conflict, ServiceUnavailable
from app.core.logging import get_logger

PROBLEM_BASE = "/problems/"
PROBLEM_MEDIA_TYPE = "application/problem+json"
log = get_logger("app.errors")

_HTTP_SLUGS = {
    400: ("bad-request", "Bad request"),
    401: ("unauthorized", "Unauthorized"),
    403: ("forbidden", "Forbidden"),
    404: ("not-found", "Not found"),
    405: ("method-not-allowed", "Method not allowed"),
    406: ("not-acceptable", "Not acceptable"),
    408: ("request-timeout", "Request timeout"),
    409: ("conflict", "Conflict"),
    413: ("payload-too-large", "Payload too large"),
    415: ("unsupported-media-type", "Unsupported media type"),
    431: ("request-header-fields-too-large", "Request header fields too large"),
    429: ("too-many-requests", "Too many requests"),
}


def _path_text(loc: Any) -> str:
    text = ""
    for part in loc:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


def _path_parts(path: str) -> list[str | int]:
    parts: list[str | int] = []
    for name in path.split(".") if path else []:
        head, *indexes = name.replace("]", "").split("[")
        parts.append(head)
        parts.extend(int(i) if i.isdigit() else i for i in indexes)
    return parts


def error_items(errors: Any) -> Any:
    """Every error item in one shape: `{"path", "message"}` (plus `type` when known), with the
    older `loc`/`msg` kept beside them (deprecated) for clients that read those."""
    if not isinstance(errors, list):
        return errors
    items = []
    for error in errors:
        if not isinstance(error, dict):
            items.append(error)
            continue
        loc = error.get("loc")
        given = error.get("path")
        path = given if isinstance(given, str) else _path_text(loc or [])
        message = error.get("message", error.get("msg", ""))
        item: dict[str, Any] = {"path": path, "message": message}
        item.update((k, v) for k, v in error.items() if k not in ("path", "message", "loc", "msg"))
        item["loc"] = list(loc) if isinstance(loc, list | tuple) else _path_parts(path)
        item["msg"] = message
        items.append(item)
    return items


def problem(
    request: Request | None,
    *,
    status: int,
    slug: str,
    title: str,
    detail: str,
    headers: dict[str, str] | None = None,
    **extensions: Any,
) -> JSONResponse:
    body: dict[str, Any] = {
        "type": PROBLEM_BASE + slug,
        "title": title,
        "status": status,
        "detail": detail,
        "instance": str(request.url.path) if request is not None else None,
    }
    if request is not None and getattr(request.state, "request_id", None):
        body["request_id"] = request.state.request_id
    body.update({k: error_items(v) if k == "errors" else v for k, v in extensions.items() if k not in body})
    return ProblemResponse(
        jsonable_encoder(body), status_code=status, media_type=PROBLEM_MEDIA_TYPE, headers=headers
    )


class ProblemResponse(JSONResponse):
    """A problem document; one that quotes a client's string with no UTF-8 form (a lone
    surrogate) is printed with \\u escapes instead of failing."""

    def render(self, content: Any) -> bytes:
        try:
            return super().render(content)
        except UnicodeEncodeError:
            return json.dumps(content, ensure_ascii=True, separators=(",", ":")).encode("ascii")


def problem_body(
    scope: Scope, *, status: int, slug: str, title: str, detail: str, **extensions: Any
) -> dict[str, Any]:
    body: dict[str, Any] = {
        "type": PROBLEM_BASE + slug,
        "title": title,
        "status": status,
        "detail": detail,
        "instance": scope.get("path"),
    }
    request_id = (scope.get("state") or {}).get("request_id")
    if request_id:
        body["request_id"] = request_id
    body.update({k: error_items(v) if k == "errors" else v for k, v in extensions.items() if k not in body})
    return body


async def send_problem(
    scope: Scope,
    send: Send,
    *,
    status: int,
    slug: str,
    title: str,
    detail: str,
    headers: dict[str, str] | None = None,
    **extensions: Any,
) -> None:
    """The same problem document from pure ASGI middleware (before routing, or after a crash)."""
    payload = json.dumps(
        jsonable_encoder(problem_body(scope, status=status, slug=slug, title=title, detail=detail, **extensions))
    ).encode()  # ensure_ascii (the default): always encodable
    raw = [(b"content-type", PROBLEM_MEDIA_TYPE.encode()), (b"content-length", str(len(payload)).encode())]
    raw += [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": b"" if scope.get("method") == "HEAD" else payload})


async def _app_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, AppError)
    headers = {"WWW-Authenticate": 'Bearer realm="mtg-rulings"'} if exc.status == 401 else None
    if exc.status == 503:
        headers = {"Retry-After": str(exc.extensions.get("retry_after_seconds", 5)), "Cache-Control": "no-store"}
    return problem(
        request, status=exc.status, slug=exc.slug, title=exc.title, detail=exc.detail, headers=headers,
        **exc.extensions,
    )


def _loc_text(loc: Any) -> str:
    return ".".join(str(part) for part in loc)


def _is_json_type(content_type: str) -> bool:
    media = content_type.split(";")[0].strip().lower()
    return media == "application/json" or (media.startswith("application/") and media.endswith("+json"))


def _is_whole_body_error(errors: list[dict[str, Any]]) -> bool:
    # FastAPI hands a non-JSON body to validation as raw bytes: the error is then on `body` itself.
    return any(e["loc"] == ["body"] and e["type"] not in ("missing", "json_invalid") for e in errors)


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = [
        {"loc": list(err.get("loc", ())), "msg": err.get("msg", ""), "type": err.get("type", "")}
        for err in exc.errors()
    ]
    content_type = request.headers.get("content-type", "")
    if _is_whole_body_error(errors) and content_type and not _is_json_type(content_type):
        return problem(
            request, status=415, slug="unsupported-media-type", title="Unsupported media type",
            detail=f"The body must be JSON (`Content-Type: application/json`), not {content_type.split(';')[0]!r}.",
            headers={"Accept-Post": "application/json", "Accept-Patch": "application/json"},
        )
    if any(e["type"] == "json_invalid" for e in errors):
        return problem(
            request, status=400, slug="malformed-json", title="Malformed JSON",
            detail="The request body is not valid JSON: " + "; ".join(e["msg"] for e in errors), errors=errors,
        )
    summary = "; ".join(f"{_loc_text(e['loc'])}: {e['msg']}" for e in errors[:10])
    return problem(
        request, status=422, slug="invalid-request", title="Invalid request",
        detail=summary or "The request is not valid.", errors=errors,
    )


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    slug, title = _HTTP_SLUGS.get(exc.status_code, ("http-error", "HTTP error"))
    detail = exc.detail if isinstance(exc.detail, str) else title
    if exc.status_code == 404 and detail == "Not Found":
        detail = f"There is no resource at {request.url.path}. The API lives under /v1; see /docs."
    headers = dict(exc.headers) if exc.headers else {}
    if exc.status_code == 405:
        allowed = allowed_methods(request)
        headers["Allow"] = ", ".join(allowed) or headers.get("Allow", "")
        detail = f"{request.method} is not allowed on {request.url.path}; allowed: {headers['Allow']}."
    return problem(
        request, status=exc.status_code, slug=slug, title=title, detail=detail, headers=headers or None,
    )


def allowed_methods(request: Request) -> list[str]:
    """Every method some operation answers at this path (Starlette's 405 names only the first
    matching route's), from the documented operations."""
    from app.api.docs import operation_index

    index = operation_index(request.app)
    path = request.url.path
    methods = {m for m in ("GET", "POST", "PUT", "PATCH", "DELETE") if index.find(m, path) is not None}
    if "GET" in methods:
        methods.add("HEAD")
    if methods:
        methods.add("OPTIONS")  # CORS preflight, answered by the middleware
    return sorted(methods)


async def _unprocessable_input(request: Request, exc: Exception) -> JSONResponse:
    """Input no database can store or no JSON can print (a lone surrogate; on PostgreSQL a NUL
    character or a number out of range), met only where a check of its own is missing: a 422,
    never a 500."""
    log.info("unprocessable_input", path=request.url.path, error=type(exc).__name__)
    return problem(
        request, status=422, slug="invalid-request", title="Invalid request",
        detail=("The request holds a value that can't be stored or printed: a string with a NUL character "
                "or a lone surrogate (text must be valid Unicode), or a number out of range."),
        errors=[{"loc": ["body"], "msg": "a value that can't be stored: NUL, lone surrogate or out of range"}],
        headers={"Cache-Control": "no-store"},
    )


async def _too_deep(request: Request, exc: Exception) -> JSONResponse:
    return problem(
        request, status=422, slug="invalid-request", title="Invalid request",
        detail="The request is nested too deeply to be read.", errors=[{"loc": ["body"], "msg": "nested too deeply"}],
        headers={"Cache-Control": "no-store"},
    )


async def _too_large(request: Request, exc: Exception) -> JSONResponse:
    log.warning("request_too_large_to_compute", path=request.url.path, error=type(exc).__name__)
    return problem(
        request, status=422, slug="invalid-request", title="Invalid request",
        detail="The request asks for a result too large to compute (a number or an amount grows beyond what fits).",
        headers={"Cache-Control": "no-store"},
    )


async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
    log.error("unhandled_error", path=request.url.path, error=type(exc).__name__, exc_info=exc)
    return problem(
        request, status=500, slug="internal-error", title="Internal server error",
        detail="Something went wrong on our side. Quote the request id when you report it.",
    )


# How long a client should wait before retrying when the database can't be reached.
DATABASE_RETRY_AFTER_SECONDS = 5


def is_database_unavailable(exc: BaseException) -> bool:
    """The database can't be reached or can't answer now (down, restarting, pool exhausted, a
    dropped connection): a 503 to retry, not a bug of ours."""
    if isinstance(exc, OperationalError | PoolTimeoutError):
        return True
    return isinstance(exc, DBAPIError) and bool(exc.connection_invalidated)


async def _database_error(request: Request, exc: Exception) -> JSONResponse:
    if isinstance(exc, DataError):  # the database refused a value of the request (NUL, range)
        return await _unprocessable_input(request, exc)
    if not is_database_unavailable(exc):
        return await _unexpected(request, exc)
    log.warning("database_unavailable", path=request.url.path, error=type(exc).__name__)
    retry_after = DATABASE_RETRY_AFTER_SECONDS
    return problem(
        request, status=ServiceUnavailable.status, slug=ServiceUnavailable.slug, title=ServiceUnavailable.title,
        detail=f"The database can't be reached right now; try again in {retry_after} seconds.",
        headers={"Retry-After": str(retry_after), "Cache-Control": "no-store"},
        retry_after_seconds=retry_after,
    )


async def _write_conflict(request: Request, exc: Exception) -> JSONResponse:
    """A write that lost a race with another request (a row it read was changed or deleted, or
    one it adds was added meanwhile): nothing was written; retrying sees the new state."""
    log.info("write_conflict", path=request.url.path, error=type(exc).__name__)
    return problem(
        request, status=Conflict.status, slug=Conflict.slug, title=Conflict.title,
        detail="Another request changed the same data while this one ran; nothing was written. Try again.",
        headers={"Cache-Control": "no-store"},
    )


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(AppError, _app_error)
    app.add_exception_handler(IntegrityError, _write_conflict)
    app.add_exception_handler(StaleDataError, _write_conflict)
    app.add_exception_handler(DBAPIError, _database_error)
    app.add_exception_handler(PoolTimeoutError, _database_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(UnicodeEncodeError, _unprocessable_input)
    app.add_exception_handler(PydanticSerializationError, _unprocessable_input)
    app.add_exception_handler(RecursionError, _too_deep)
    app.add_exception_handler(MemoryError, _too_large)
    app.add_exception_handler(OverflowError, _too_large)
    app.add_exception_handler(Exception, _unexpected)
