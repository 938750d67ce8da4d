"""Every error becomes an RFC 9457 problem (application/problem+json): ours, the framework's,
and unexpected ones (which show no internals, only the request id)."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from app.core.errors import AppError
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
    413: ("payload-too-large", "Payload too large"),
    415: ("unsupported-media-type", "Unsupported media type"),
    429: ("too-many-requests", "Too many requests"),
}


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
    body.update({k: v for k, v in extensions.items() if k not in body})
    return JSONResponse(
        jsonable_encoder(body), status_code=status, media_type=PROBLEM_MEDIA_TYPE, headers=headers
    )


async def _app_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, AppError)
    headers = {"WWW-Authenticate": 'Bearer realm="mtg-rulings"'} if exc.status == 401 else None
    return problem(
        request, status=exc.status, slug=exc.slug, title=exc.title, detail=exc.detail, headers=headers,
        **exc.extensions,
    )


def _loc_text(loc: Any) -> str:
    return ".".join(str(part) for part in loc)


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = [
        {"loc": list(err.get("loc", ())), "msg": err.get("msg", ""), "type": err.get("type", "")}
        for err in exc.errors()
    ]
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
    if exc.status_code == 405:
        detail = f"{request.method} is not allowed on {request.url.path}."
    return problem(request, status=exc.status_code, slug=slug, title=title, detail=detail, headers=exc.headers)


async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
    log.error("unhandled_error", path=request.url.path, error=type(exc).__name__, exc_info=exc)
    return problem(
        request, status=500, slug="internal-error", title="Internal server error",
        detail="Something went wrong on our side. Quote the request id when you report it.",
    )


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(AppError, _app_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(Exception, _unexpected)
