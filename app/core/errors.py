"""One error hierarchy. Services raise these; app/api/errors.py renders them as RFC 9457 problems."""

from __future__ import annotations

from typing import Any


class AppError(Exception):
    status: int = 500
    slug: str = "internal-error"
    title: str = "Internal server error"

    def __init__(self, detail: str, *, title: str | None = None, **extensions: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        if title is not None:  # a more precise title for this occurrence
            self.title = title
        self.extensions = extensions


class NotFound(AppError):
    status = 404
    slug = "not-found"
    title = "Not found"


class Conflict(AppError):
    status = 409
    slug = "conflict"
    title = "Conflict"


class Unauthorized(AppError):
    status = 401
    slug = "unauthorized"
    title = "Unauthorized"


class Forbidden(AppError):
    status = 403
    slug = "forbidden"
    title = "Forbidden"


class InvalidRequest(AppError):
    """Input that is well-formed JSON but says something impossible (422)."""

    status = 422
    slug = "invalid-request"
    title = "Invalid request"


class MalformedBody(AppError):
    status = 400
    slug = "malformed-json"
    title = "Malformed JSON"


class UnsupportedMediaType(AppError):
    status = 415
    slug = "unsupported-media-type"
    title = "Unsupported media type"


class IllegalActionError(AppError):
    status = 422
    slug = "illegal-action"
    title = "Illegal action"


class InvalidStateError(AppError):
    status = 422
    slug = "invalid-state"
    title = "Invalid game state"


class PayloadTooLarge(AppError):
    status = 413
    slug = "payload-too-large"
    title = "Payload too large"


class ServiceUnavailable(AppError):
    status = 503
    slug = "service-unavailable"
    title = "Service unavailable"


class TimeBudgetExceeded(AppError):
    """A request's work ran past REQUEST_TIME_BUDGET_SECONDS: the client is answered (503, retry
    later or send less), and the work is abandoned to finish in its worker thread."""

    status = 503
    slug = "time-budget-exceeded"
    title = "Time budget exceeded"


class SeedError(AppError):
    """A seed file that fails to parse: the load is aborted, the database keeps what it had."""

    slug = "seed-error"
    title = "Seed load failed"
