"""Pure ASGI middleware: client addresses behind trusted proxies, request ids, one log line per
request, the bound on request heads, and the body-size and body-time bounds."""

from __future__ import annotations

import ipaddress
import re
import time
import uuid
from typing import Any

import structlog
from starlette.requests import ClientDisconnect
from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.api.errors import send_problem
from app.api.metrics import SIMULATE_PATH, Metrics, route_label
from app.core.logging import get_logger
from app.core.settings import Settings

log = get_logger("app.request")
CLIENT_CLOSED_REQUEST = 499
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")


class ProxyHeadersMiddleware:
    """The client's address and scheme as a trusted proxy forwarded them (uvicorn's
    `--forwarded-allow-ips` semantics, applied by the app so every server agrees).

    Only when the peer is one of `trusted` (addresses or networks; `*`: any) are `X-Forwarded-For`
    and `X-Forwarded-Proto` read; the client is then the right-most address of the chain that is
    not itself trusted (a client can put anything at the left of the chain; each trusted proxy
    appends the address it saw). From any other peer the headers are ignored."""

    def __init__(self, app: ASGIApp, trusted: list[str]) -> None:
        self.app = app
        self.any = "*" in trusted
        self.networks: list[ipaddress.IPv4Network | ipaddress.IPv6Network] = []
        self.names: set[str] = set()
        for entry in trusted:
            try:
                self.networks.append(ipaddress.ip_network(entry.strip(), strict=False))
            except ValueError:
                self.names.add(entry.strip())  # e.g. a unix socket path, as uvicorn allows

    def is_trusted(self, host: str) -> bool:
        if self.any or host in self.names:
            return True
        try:
            address = ipaddress.ip_address(host)
        except ValueError:
            return False
        return any(address in network for network in self.networks)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and (self.any or self.networks or self.names):
            client = scope.get("client")
            if client and self.is_trusted(str(client[0])):
                forwarded_for = forwarded_proto = None
                for name, value in scope.get("headers") or []:
                    if name == b"x-forwarded-for":
                        forwarded_for = value.decode("latin-1")
                    elif name == b"x-forwarded-proto":
                        forwarded_proto = value.decode("latin-1").strip().lower()
                if forwarded_for:
                    hops = [hop.strip() for hop in forwarded_for.split(",")[-32:] if hop.strip()]
                    chosen = next((hop for hop in reversed(hops) if not self.is_trusted(hop)), hops[0] if hops else None)
                    if chosen is not None:
                        try:
                            chosen = str(ipaddress.ip_address(chosen))
                        except ValueError:
                            chosen = None  # not an address: keep the peer
                    if chosen is not None:
                        scope = {**scope, "client": (chosen, 0)}
                if forwarded_proto in ("http", "https"):
                    scope = {**scope, "scheme": forwarded_proto}
        await self.app(scope, receive, send)


class InputGuardMiddleware:
    """A NUL character in the path or the query string is refused before any route sees it
    (PostgreSQL can't even compare such a string): 404 for a path (no resource has such a name),
    422 for a query."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            if "\x00" in scope["path"]:
                await send_problem(
                    scope, send, status=404, slug="not-found", title="Not found",
                    detail="There is no resource at a path with a NUL character.",
                    headers={"Cache-Control": "no-store"},
                )
                return
            query: bytes = scope.get("query_string") or b""
            if b"%00" in query or b"\x00" in query:
                await send_problem(
                    scope, send, status=422, slug="invalid-request", title="Invalid request",
                    detail="The query string holds a NUL character (%00).",
                    headers={"Cache-Control": "no-store"}, errors=[{"loc": ["query"], "msg": "NUL character"}],
                )
                return
        await self.app(scope, receive, send)


class RequestContextMiddleware:
    """Accepts a sane `X-Request-ID` or makes one, echoes it, logs one JSON line per request,
    records the request's metrics, and turns anything that escaped every handler into a 500
    problem that shows no internals but carries the request id."""

    def __init__(self, app: ASGIApp, metrics: Metrics | None = None) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        given = headers.get(b"x-request-id", b"").decode("latin-1")
        request_id = given if _REQUEST_ID.match(given) else uuid.uuid4().hex
        scope.setdefault("state", {})["request_id"] = request_id
        started = time.perf_counter()
        status = 500
        response_started = False
        simulation = scope["method"] == "POST" and scope["path"] == SIMULATE_PATH
        observed = False

        def observe() -> None:
            nonlocal observed
            if observed:
                return
            observed = True
            duration = time.perf_counter() - started
            route = route_label(scope)
            log.info(
                "request",
                method=scope["method"],
                path=scope["path"],
                route=route,
                status=status,
                duration_ms=round(duration * 1000, 2),
                request_id=request_id,
                client=(scope.get("client") or ("-",))[0],
            )
            if self.metrics is not None:
                self.metrics.observe_request(scope["method"], route, status, duration)
                if simulation:  # the route leaves the types of the actions it applied in the state
                    self.metrics.observe_simulation(status, scope["state"].get("engine_actions") or [])

        async def send_with_id(message: Message) -> None:
            nonlocal status, response_started
            if message["type"] == "http.response.start":
                status = message["status"]
                response_started = True
                message["headers"] = [*message.get("headers", []), (b"x-request-id", request_id.encode())]
            elif message["type"] == "http.response.body" and not message.get("more_body", False):
                # Before the last byte leaves: a client that reads /metrics or the log right after
                # its answer finds this request counted.
                observe()
            await send(message)

        with structlog.contextvars.bound_contextvars(request_id=request_id):
            try:
                await self.app(scope, receive, send_with_id)
            except ClientDisconnect:
                # The client went away before its request was read: nobody to answer, nothing wrong
                # here. Counted as 499 (nginx's "client closed request"), logged without a traceback.
                status = CLIENT_CLOSED_REQUEST
                log.info("client_disconnected", path=scope["path"])
            except Exception as exc:
                log.error("unhandled_error", path=scope["path"], error=type(exc).__name__, exc_info=exc)
                status = 500
                if not response_started:
                    await send_problem(
                        scope, send_with_id, status=500, slug="internal-error", title="Internal server error",
                        detail="Something went wrong on our side. Quote the request id when you report it.",
                        headers={"Cache-Control": "no-store"},
                    )
            finally:
                observe()


# A refused body is read and thrown away up to this much (and this long) before the 413 is sent:
# a client that sends its whole body before reading the answer (Python's http.client does) then
# reads the 413 instead of a connection reset. Beyond it the connection is closed unread.
DRAIN_MAX_BYTES = 16 * 1024 * 1024
DRAIN_MAX_SECONDS = 5.0


class HeadLimitMiddleware:
    """Refuses a request head over `max_bytes` in all (request line and every header line, as sent:
    `name: value` and CRLF) or with more than `max_count` header fields: 431 problem+json, and the
    connection is closed. The server's parser bounds a head that arrives in pieces
    (`h11_max_incomplete_event_size`, app/core/serving.py); this bounds one that arrives at once,
    whatever server runs the app."""

    def __init__(self, app: ASGIApp, max_bytes: int, max_count: int) -> None:
        self.app = app
        self.max_bytes = max_bytes
        self.max_count = max_count

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = scope.get("headers") or []
            size = (
                len(scope.get("raw_path") or scope["path"].encode("utf-8", "replace"))
                + len(scope.get("query_string") or b"")
                + len(scope["method"]) + 12  # " ", "?", " HTTP/1.1", CRLF
                + sum(len(name) + len(value) + 4 for name, value in headers)  # ": ", CRLF
                + 2
            )  # fmt: skip
            if len(headers) > self.max_count or size > self.max_bytes:
                what = (
                    f"{len(headers)} header fields (the limit is {self.max_count})"
                    if len(headers) > self.max_count
                    else f"{size} bytes (the limit is {self.max_bytes})"
                )
                await send_problem(
                    scope, send, status=431, slug="request-header-fields-too-large",
                    title="Request header fields too large", detail=f"The request head has {what}.",
                    headers={"Connection": "close", "Cache-Control": "no-store"},
                    limit_bytes=self.max_bytes, limit_fields=self.max_count,
                )  # fmt: skip
                return
        await self.app(scope, receive, send)


class BodyLimitMiddleware:
    """Refuses a body over the limit with 413 before reading it (Content-Length) or as soon as the
    streamed bytes pass it: no work proportional to an oversized input (the bytes are read and
    discarded, up to DRAIN_MAX_BYTES, so the client can read the answer).

    A body sent too slowly is refused with 408 and its connection closed: each wait for its next
    bytes is bounded by `body_timeout` seconds, and (except on the `larger_limits` paths, bulk
    uploads of any size) the whole body by `body_total` seconds from its first read."""

    def __init__(
        self,
        app: ASGIApp,
        max_body_bytes: int,
        larger_limits: tuple[tuple[str, int], ...] = (),
        body_timeout: float = 15.0,
        body_total: float = 60.0,
    ) -> None:
        self.app = app
        self.default_limit = max_body_bytes
        # Path prefixes with a limit of their own: bulk-file uploads are spooled to disk.
        self.larger_limits = larger_limits
        self.body_timeout = body_timeout
        self.body_total = body_total

    def limit_for(self, path: str) -> int:
        for prefix, limit in self.larger_limits:
            if path.startswith(prefix):
                return limit
        return self.default_limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.limit_for(scope.get("path", ""))
        headers = dict(scope.get("headers") or [])
        declared = headers.get(b"content-length")
        if declared is not None:
            try:
                too_big = int(declared) > limit
            except ValueError:
                too_big = False
            if too_big:
                # With `Expect: 100-continue` the client waits for a word before sending: none comes.
                if headers.get(b"expect", b"").lower() != b"100-continue":
                    await _drain(receive)
                await self._refuse(scope, send, limit)
                return
        received = 0
        started = exceeded = drained = timed_out = body_done = False
        whole_by: float | None = None  # the monotonic deadline of the whole body
        bounded_total = not any(scope.get("path", "").startswith(prefix) for prefix, _ in self.larger_limits)

        async def limited_receive() -> Message:
            nonlocal received, exceeded, timed_out, whole_by, body_done
            import anyio

            if body_done or started:
                # The body is whole (or answered): a later receive waits for the client to go
                # away (a streamed response listens for it), which takes as long as it takes.
                return await receive()
            now = anyio.current_time()
            if whole_by is None and bounded_total:
                whole_by = now + self.body_total
            wait = self.body_timeout if whole_by is None else max(0.0, min(self.body_timeout, whole_by - now))
            with anyio.move_on_after(wait):
                message = await receive()
                if message["type"] == "http.request":
                    received += len(message.get("body", b""))
                    if received > limit:
                        exceeded = True
                        raise _BodyTooLarge
                    body_done = not message.get("more_body", False)
                return message
            timed_out = True
            raise _BodyTooSlow

        async def tracking_send(message: Message) -> None:
            nonlocal started, drained
            if exceeded or timed_out:
                # The app turned the interrupted read into an error of its own (FastAPI answers
                # 400 "error parsing the body"): the client gets the 413 / 408 instead.
                if message["type"] == "http.response.start" and not started:
                    started = True
                    if timed_out:
                        await self._too_slow(scope, send)
                        return
                    if not drained:
                        drained = True
                        await _drain(receive)
                    await self._refuse(scope, send, limit)
                return
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, tracking_send)
        except _BodyTooLarge:
            if not started:
                if not drained:
                    await _drain(receive)
                await self._refuse(scope, send, limit)
        except _BodyTooSlow:
            if not started:
                await self._too_slow(scope, send)

    async def _too_slow(self, scope: Scope, send: Send) -> None:
        await send_problem(
            scope, send, status=408, slug="request-timeout", title="Request timeout",
            detail=(
                f"The request body was sent too slowly: each part of it must arrive within {self.body_timeout:g} s "
                f"and a whole body (bulk uploads aside) within {self.body_total:g} s."
            ),
            headers={"Connection": "close", "Cache-Control": "no-store"},
            timeout_seconds=self.body_timeout,
        )  # fmt: skip

    async def _refuse(self, scope: Scope, send: Send, limit: int) -> None:
        await send_problem(
            scope, send, status=413, slug="payload-too-large", title="Payload too large",
            detail=f"The request body is over the limit of {limit} bytes.",
            headers={"Connection": "close"}, limit_bytes=limit,
        )


async def _drain(receive: Receive) -> None:
    """Reads and discards the rest of a request body, within DRAIN_MAX_BYTES / DRAIN_MAX_SECONDS."""
    import anyio

    read = 0
    with anyio.move_on_after(DRAIN_MAX_SECONDS):
        while read <= DRAIN_MAX_BYTES:
            message = await receive()
            if message["type"] != "http.request":
                return
            read += len(message.get("body", b""))
            if not message.get("more_body", False):
                return


class _BodyTooLarge(Exception):
    pass


class _BodyTooSlow(Exception):
    pass


# --- CORS ------------------------------------------------------------------------------------

EXPOSED_HEADERS = "ETag, Location, RateLimit, RateLimit-Policy, Retry-After, X-Request-ID"
ALLOWED_REQUEST_HEADERS = ("accept", "authorization", "content-type", "if-match", "if-none-match", "x-request-id")


class CorsMiddleware:
    """Reads are open to every origin; writes (the operations that need an API key) only to the
    configured origins and to the API's own origin (the docs page).

    A read answers `Access-Control-Allow-Origin: *` whether or not the request had an Origin, so
    the response is the same for everyone and caches need no `Vary: Origin`. A write answers the
    allowed origin itself, with `Vary: Origin`. A cross-origin write from any other origin is
    refused with 403 before it runs (a browser's simple request would otherwise reach the
    handler), and so is its preflight."""

    def __init__(self, app: ASGIApp, write_origins: list[str], max_age: int) -> None:
        self.app = app
        self.write_origins = frozenset(origin.rstrip("/").lower() for origin in write_origins)
        self.max_age = max_age

    @staticmethod
    def _is_write(scope: Scope, method: str) -> bool:
        from app.api.docs import operation_index

        found = operation_index(scope["app"]).find(method, scope["path"])
        return found is not None and found[1]

    def _write_origin_allowed(self, origin: str, headers: dict[bytes, bytes]) -> bool:
        origin = origin.rstrip("/").lower()
        if origin in self.write_origins or "*" in self.write_origins:
            return True
        host = headers.get(b"host", b"").decode("latin-1").lower()
        return bool(host) and origin.split("://", 1)[-1] == host  # same origin: the docs page

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or "app" not in scope:
            await self.app(scope, receive, send)
            return
        headers = dict(scope.get("headers") or [])
        origin = headers.get(b"origin", b"").decode("latin-1")
        requested = headers.get(b"access-control-request-method", b"").decode("latin-1").upper()
        if scope["method"] == "OPTIONS" and origin and requested:
            await self._preflight(scope, send, origin, requested, headers)
            return
        is_write = scope["method"] not in ("GET", "HEAD") and self._is_write(scope, scope["method"])
        if not is_write:
            extra = [(b"access-control-allow-origin", b"*"), (b"access-control-expose-headers", EXPOSED_HEADERS.encode())]
        elif not origin:
            extra = []
        elif self._write_origin_allowed(origin, headers):
            extra = [
                (b"access-control-allow-origin", origin.encode("latin-1")),
                (b"access-control-expose-headers", EXPOSED_HEADERS.encode()),
                (b"vary", b"Origin"),
            ]
        else:
            await self._refuse(scope, send, origin)
            return

        async def send_with_cors(message: Message) -> None:
            if message["type"] == "http.response.start" and extra:
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        await self.app(scope, receive, send_with_cors)

    async def _preflight(self, scope: Scope, send: Send, origin: str, method: str, headers: dict[bytes, bytes]) -> None:
        asked = [h.strip().lower() for h in headers.get(b"access-control-request-headers", b"").decode().split(",")]
        asked = [h for h in asked if h]
        not_allowed = [h for h in asked if h not in ALLOWED_REQUEST_HEADERS]
        is_write = method not in ("GET", "HEAD") and self._is_write(scope, method)
        if is_write and not self._write_origin_allowed(origin, headers):
            await self._refuse(scope, send, origin)
            return
        if not_allowed:
            await send_problem(
                scope, send, status=403, slug="cors-header-not-allowed", title="CORS request header not allowed",
                detail=f"Cross-origin requests may not send: {', '.join(not_allowed)}.",
                headers={"Vary": "Origin, Access-Control-Request-Method, Access-Control-Request-Headers",
                         "Cache-Control": "no-store"},
            )
            return
        allow_origin = origin if is_write else "*"
        raw = [
            (b"access-control-allow-origin", allow_origin.encode("latin-1")),
            (b"access-control-allow-methods", method.encode("latin-1")),
            (b"access-control-allow-headers", ", ".join(asked or ALLOWED_REQUEST_HEADERS).encode()),
            (b"access-control-max-age", str(self.max_age).encode()),
            (b"vary", b"Origin, Access-Control-Request-Method, Access-Control-Request-Headers"),
            (b"cache-control", f"public, max-age={self.max_age}".encode()),
            (b"content-length", b"0"),
        ]
        await send({"type": "http.response.start", "status": 204, "headers": raw})
        await send({"type": "http.response.body", "body": b""})

    @staticmethod
    async def _refuse(scope: Scope, send: Send, origin: str) -> None:
        await send_problem(
            scope, send, status=403, slug="cors-origin-not-allowed", title="Origin not allowed",
            detail=(f"Writes are not open to the origin {origin!r}. Reads are open to every origin; "
                    "writes only to the origins in CORS_WRITE_ORIGINS."),
            headers={"Vary": "Origin", "Cache-Control": "no-store"},
        )


class HeadAsGetMiddleware:
    """HEAD on any GET route (RFC 9110 9.3.2): answered as the GET would be, headers included
    (`Content-Length`, `ETag`, ...), without the body. Routes that declare their own HEAD (the
    bulk downloads) keep it; a path with no GET keeps its 405 or 404."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD" or not self._only_get_matches(scope):
            await self.app(scope, receive, send)
            return

        async def send_without_body(message: Message) -> None:
            if message["type"] == "http.response.body":
                if message.get("more_body", False):
                    return  # drop the body; the last message below ends the answer
                message = {"type": "http.response.body", "body": b"", "more_body": False}
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, send_without_body)

    @staticmethod
    def _only_get_matches(scope: Scope) -> bool:
        app = scope.get("app")
        routes = getattr(getattr(app, "router", None), "routes", [])
        as_get = {**scope, "method": "GET"}
        if any(route.matches(scope)[0] is Match.FULL for route in routes):
            return False  # a route of its own answers HEAD
        return any(route.matches(as_get)[0] is Match.FULL for route in routes)


def install_middleware(app: Any, settings: Settings, version: str) -> None:
    """Wires the middleware; the last added runs first: client address (trusted proxies) ->
    request context (id, log line, metrics) -> CORS -> head limit (431) -> input guard (NUL) -> HEAD as GET ->
    rate limit -> caching -> body limit (413, 408) -> the routes."""
    from app.api.caching import CachingMiddleware
    from app.api.ratelimit import RateLimiter, RateLimitMiddleware

    larger_limits = (("/v1/imports", settings.max_upload_bytes),)
    app.add_middleware(
        BodyLimitMiddleware,
        max_body_bytes=settings.max_body_bytes,
        larger_limits=larger_limits,
        body_timeout=settings.body_timeout_seconds,
        body_total=settings.body_total_seconds,
    )
    app.add_middleware(CachingMiddleware, engine=app.state.engine, version=version,
                       max_age=settings.cache_max_age_seconds, response_cache_bytes=settings.response_cache_bytes,
                       data_version_ttl=settings.data_version_cache_seconds)
    app.add_middleware(
        RateLimitMiddleware,
        limiter=RateLimiter(app.state.engine, settings),
        body_limit=lambda path: next((n for p, n in larger_limits if path.startswith(p)), settings.max_body_bytes),
    )
    app.add_middleware(HeadAsGetMiddleware)
    app.add_middleware(InputGuardMiddleware)
    app.add_middleware(HeadLimitMiddleware, max_bytes=settings.max_header_bytes, max_count=settings.max_header_count)
    app.add_middleware(CorsMiddleware, write_origins=settings.cors_write_origins,
                       max_age=settings.cors_max_age_seconds)
    app.add_middleware(RequestContextMiddleware, metrics=getattr(app.state, "metrics", None))
    app.add_middleware(ProxyHeadersMiddleware, trusted=settings.forwarded_allow_ips)
