"""Serving the app with uvicorn, hardened against slow and numerous clients.

* Header timeout: a connection that has not sent a whole request head within
  `HEADER_TIMEOUT_SECONDS` of opening (or of its previous response, on keep-alive) is closed; a
  half-sent request holds a file descriptor for seconds, not forever.
* Bounded request heads: h11 refuses a head that arrives in pieces past `MAX_HEADER_BYTES`
  (settings' MAX_HEADER_BYTES) instead of buffering it; a head that arrives whole is measured by
  app.api.middleware.HeadLimitMiddleware (431), which also bounds the number of header fields.
* Connection limit: `LIMIT_CONCURRENCY` open connections and tasks; beyond it uvicorn answers 503
  at once. The file-descriptor limit is raised to its hard maximum at start.
* A responsive event loop: worker threads (simulations, database reads) hand the interpreter lock
  back every `SWITCH_INTERVAL_SECONDS` (Python's default is 5 ms), so a probe or a cheap request
  is not queued behind a few busy threads.
* No log flood: an error the event loop logs about accepting connections (out of file
  descriptors) is logged at most once per `ACCEPT_ERROR_LOG_INTERVAL` seconds, with a count of
  the ones left out.
"""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import sys
import time
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

MAX_HEADER_BYTES = 16 * 1024
SWITCH_INTERVAL_SECONDS = 0.001
ACCEPT_ERROR_LOG_INTERVAL = 60.0


class HeaderTimeoutH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with a deadline for the request head."""

    header_timeout: float = 10.0

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._head_deadline: asyncio.TimerHandle | None = self.loop.call_later(self.header_timeout, self._head_late)

    def _head_late(self) -> None:
        self._head_deadline = None
        # No request under way (its head never completed): nothing to answer, only a socket to free.
        if (self.cycle is None or self.cycle.response_complete) and not self.transport.is_closing():
            self.transport.close()

    def _cancel_head_deadline(self) -> None:
        if getattr(self, "_head_deadline", None) is not None:
            self._head_deadline.cancel()  # type: ignore[union-attr]
            self._head_deadline = None

    def handle_events(self) -> None:
        super().handle_events()
        if self.cycle is not None and not self.cycle.response_complete:
            self._cancel_head_deadline()  # a whole head arrived: the request's own timeouts apply

    def on_response_complete(self) -> None:
        super().on_response_complete()
        # Keep-alive: the next head is due within the keep-alive timeout, which uvicorn enforces.
        self._cancel_head_deadline()

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_head_deadline()
        super().connection_lost(exc)

    def send_400_response(self, msg: str) -> None:
        """uvicorn answers 400 to whatever h11 refuses; a head h11 refused for its size is 431, as
        the app answers a head that arrived whole (app.api.middleware.HeadLimitMiddleware)."""
        buffered = len(getattr(self.conn, "_receive_buffer", b""))
        limit = getattr(self.conn, "_max_incomplete_event_size", None)
        if not isinstance(limit, int) or buffered <= limit:
            super().send_400_response(msg)
            return
        body = json.dumps({
            "type": "/problems/request-header-fields-too-large", "title": "Request header fields too large",
            "status": 431, "detail": f"The request head is over the limit of {limit} bytes.",
        }).encode()  # fmt: skip
        headers = [
            (b"content-type", b"application/problem+json"),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),
        ]
        response = h11.Response(status_code=431, headers=headers, reason=b"Request Header Fields Too Large")
        self.transport.write(self.conn.send(response) or b"")
        self.transport.write(self.conn.send(h11.Data(data=body)) or b"")
        self.transport.write(self.conn.send(h11.EndOfMessage()) or b"")
        self.transport.close()


class OncePerInterval(logging.Filter):
    """Lets through one record about failed accepts per interval; counts the ones it drops."""

    def __init__(self, interval: float = ACCEPT_ERROR_LOG_INTERVAL) -> None:
        super().__init__()
        self.interval = interval
        self._last = float("-inf")
        self.dropped = 0

    def filter(self, record: logging.LogRecord) -> bool:
        message = str(record.msg)
        if "accept" not in message.lower() and "too many open files" not in message.lower():
            return True
        now = time.monotonic()
        if now - self._last < self.interval:
            self.dropped += 1
            return False
        self._last = now
        if self.dropped:
            record.msg = f"{message} ({self.dropped} more like it left out of the log)"
            self.dropped = 0
        record.exc_info = None  # the message says it; a traceback per accept is what floods
        record.exc_text = None
        return True


def raise_file_limit() -> None:
    try:
        import resource

        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        if hard == resource.RLIM_INFINITY or hard > soft:
            target = hard if hard != resource.RLIM_INFINITY else max(soft, 65_536)
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    except (ImportError, ValueError, OSError):  # pragma: no cover - not on every platform
        pass


def serve(host: str, port: int, workers: int, settings: Any) -> None:
    import uvicorn

    # No garbage collection while uvicorn imports the app: what the import builds all lives on, and
    # the collector's passes over it cost about a sixth of the import's CPU. The app's lifespan turns
    # it on again (app.core.workers.tune_gc), once, with one collection.
    gc.disable()

    raise_file_limit()
    sys.setswitchinterval(SWITCH_INTERVAL_SECONDS)
    logging.getLogger("asyncio").addFilter(OncePerInterval())
    HeaderTimeoutH11Protocol.header_timeout = settings.header_timeout_seconds
    if settings.worker_processes > 0:
        from app.core.workers import start_fork_server

        start_fork_server()  # imports the app's modules for the worker processes while uvicorn imports the app
    uvicorn.run(
        "app.main:create_app",
        factory=True,
        host=host,
        port=port,
        workers=workers,
        http=HeaderTimeoutH11Protocol,
        # Client addresses come from FORWARDED_ALLOW_IPS, applied by the app itself
        # (app.api.middleware.ProxyHeadersMiddleware), so that tests and every server agree.
        proxy_headers=False,
        log_level="warning",
        access_log=False,
        timeout_keep_alive=settings.keep_alive_seconds,
        timeout_graceful_shutdown=20,
        limit_concurrency=settings.limit_concurrency,
        h11_max_incomplete_event_size=getattr(settings, "max_header_bytes", MAX_HEADER_BYTES),
        backlog=2048,
    )
