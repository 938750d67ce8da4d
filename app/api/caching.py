"""HTTP caching by method and path, for every route (no route code involved).

* GET under /v1: a strong `ETag` computed from the data version (`app_meta.data_version`,
  bumped by every write in the write's transaction), the package version, the path and the
  query. Every replica computes the same tag and a write changes it. The tag is read *before*
  the handler runs, so a tag is never newer than the body it labels; `If-None-Match` with a
  current tag answers 304 without running the handler. `Cache-Control: public, max-age=N`.
* GET of the docs and the OpenAPI document: tagged by the package version only (no data in them).
* GET of an operation that needs an API key (import jobs): `no-store`, no ETag.
* Everything else (writes, POST /v1/simulate, POST /v1/rulings/lookup, probes, errors):
  `Cache-Control: no-store` and no ETag.
* A process-local response cache keyed by that ETag: a 200 GET body (not streamed, at most
  `RESPONSE_CACHE_ITEM_BYTES`) is answered again from memory while the data version stands. The
  tag names the data version, so a write anywhere makes every replica's old entries unreachable:
  the cache can never serve data older than its tag. It is bounded by the memory its entries
  really hold (key, headers, body and the containers around them), not by body bytes alone.

The data version is read by one small SELECT (never a write) per request that needs it: reads
under /v1 and simulations (`wants_data_version`), which find it in the request's state
(`data_version`). With `DATA_VERSION_CACHE_SECONDS` > 0 a process reuses the value it read for
that long (a write through this process forgets it at once; a write through another replica is
seen within that time); 0, the default, reads it on every request, so a write through any replica
changes every tag at once. The SELECT is run without a trip to a worker thread (which cost a
simulation more CPU than the read itself): on a SQLite file on the event loop itself, on a
connection of the reader's own (microseconds; a WAL reader never waits for a writer, and a busy
database sends the read to a worker thread instead); on PostgreSQL awaited on the event loop, on
an asynchronous connection of the reader's own in autocommit (one round trip, no transaction).
When that connection fails the read goes to a worker thread (one statement through the driver)
for `INLINE_RETRY_SECONDS` before it is tried again.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import sqlite3
import sys
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import anyio.to_thread
import psycopg
from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError
from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.core.logging import get_logger
from app.rulings.repository import DATA_VERSION, DATA_VERSION_ROW, committed_data_version, data_version_of

log = get_logger("app.caching")
NO_STORE_PATHS = frozenset({"/v1/simulate", "/healthz", "/readyz", "/metrics"})
CODE_ONLY_PREFIXES = ("/docs", "/redoc", "/openapi.json")
STATIC_PREFIX = "/docs/assets/"


def current_data_version(engine: Engine) -> int:
    """The data version, read (a plain SELECT, no transaction) from the primary."""
    return committed_data_version(engine)


# After the reader's own connection failed, reads go to a worker thread for this long.
INLINE_RETRY_SECONDS = 5.0
# An awaited read (connecting included) longer than this goes to a worker thread instead.
INLINE_TIMEOUT_SECONDS = 2.0


def _postgres_conninfo(engine: Engine) -> str | None:
    if engine.dialect.name != "postgresql":
        return None
    return engine.url.set(drivername="postgresql").render_as_string(hide_password=False)


def _sqlite_file(engine: Engine) -> str | None:
    database = engine.url.database
    if engine.dialect.name == "sqlite" and database and database != ":memory:" and not database.startswith("file:"):
        return database
    return None


# POSTs that only read (they may not invalidate the cached data version).
READ_ONLY_POSTS = frozenset({"/v1/simulate", "/v1/rulings/lookup", "/v1/decks/check"})


def wants_data_version(scope: Scope) -> bool:
    """Reads under /v1 (their ETag names the data version) and simulations (their caches are
    per data version)."""
    path: str = scope["path"]
    if scope["method"] in ("GET", "HEAD"):
        return path.startswith("/v1/")
    return scope["method"] == "POST" and path == "/v1/simulate"


def is_write(scope: Scope) -> bool:
    return scope["method"] not in ("GET", "HEAD", "OPTIONS") and scope["path"] not in READ_ONLY_POSTS


class DataVersionReader:
    """The data version for a request: read from the database, or (with `ttl` > 0) the value this
    process read less than `ttl` seconds ago. `invalidate()` after a local write; a read that began
    before it is never kept (the generation check), so a client reads its own writes."""

    def __init__(self, engine: Engine, ttl: float, read: Callable[[Engine], int] = current_data_version) -> None:
        self.engine = engine
        self.ttl = ttl
        self._read = read
        self._lock = threading.Lock()
        self._value: int | None = None
        self._expires = 0.0
        self._generation = 0
        # A SQLite file read the usual way: `read_inline` may read it on the calling thread.
        self._sqlite_path = _sqlite_file(engine) if read is current_data_version else None
        self._inline_lock = threading.Lock()
        self._inline: sqlite3.Connection | None = None
        # PostgreSQL read the usual way: `read_async` awaits it on the event loop that first asked.
        self._conninfo = _postgres_conninfo(engine) if read is current_data_version else None
        self._async: tuple[asyncio.AbstractEventLoop, asyncio.Lock] | None = None
        self._async_connection: psycopg.AsyncConnection[Any] | None = None
        self._async_retry_at = 0.0
        self._next_read: asyncio.Future[int | None] | None = None

    def cached(self) -> int | None:
        if self.ttl > 0 and self._value is not None and time.monotonic() < self._expires:
            return self._value
        return None

    def read(self) -> int:
        with self._lock:
            generation = self._generation
        return self._remember(generation, self._read(self.engine))

    def read_inline(self) -> int | None:
        """The version read on the calling thread (the event loop), without a trip to a worker
        thread, where that costs microseconds and can't wait: a SQLite file (in WAL mode, which
        the engine's connections set, a reader never waits for a writer), on a connection of the
        reader's own that fails at once rather than wait when the database is busy. None
        otherwise, or on any error, or while another thread uses that connection: the caller
        then reads it in a worker thread (`read`)."""
        if self._sqlite_path is None or not self._inline_lock.acquire(blocking=False):
            return None
        try:
            with self._lock:
                generation = self._generation
            if self._inline is None:
                self._inline = sqlite3.connect(self._sqlite_path, timeout=0, isolation_level=None,
                                               check_same_thread=False)
            # Autocommit (no isolation level): the SELECT sees the last committed write.
            row = self._inline.execute(DATA_VERSION_ROW["sqlite"], {"key": DATA_VERSION}).fetchone()
        except sqlite3.Error:
            self._close_inline()
            return None
        finally:
            self._inline_lock.release()
        return self._remember(generation, data_version_of(row[0] if row is not None else None))

    async def read_async(self) -> int | None:
        """The version awaited on the running event loop (PostgreSQL: one round trip on the
        reader's own connection, in autocommit), without a worker thread. Requests that arrive
        while a read is running share the next one, which starts after they arrived (so it sees
        every write committed before them): one round trip serves all of them. None when that is
        not possible (another database, another event loop than the first one that asked, the
        connection failed lately or took too long): the caller then reads it in a worker thread
        (`read`)."""
        if self._conninfo is None or time.monotonic() < self._async_retry_at:
            return None
        loop = asyncio.get_running_loop()
        if self._async is None:
            self._async = (loop, asyncio.Lock())
        owner, lock = self._async
        if owner is not loop:
            return None
        shared = self._next_read
        if shared is None:  # this request runs the next read; later arrivals share it until it starts
            shared = self._next_read = loop.create_future()
            try:
                async with lock:
                    if self._next_read is shared:
                        self._next_read = None  # started: whoever arrives now waits for the one after
                    result = await self._select_versioned()
                    if not shared.done():
                        shared.set_result(result)
                    return result
            finally:
                if self._next_read is shared:
                    self._next_read = None
                if not shared.done():
                    shared.set_result(None)  # cancelled: the others read it in a worker thread
        value: int | None = await asyncio.shield(shared)  # one waiter cancelled cancels no other
        return value

    async def _select_versioned(self) -> int | None:
        with self._lock:
            generation = self._generation
        try:
            async with asyncio.timeout(INLINE_TIMEOUT_SECONDS):
                row = await self._select_async()
        except (psycopg.Error, OSError, TimeoutError):
            self._async_retry_at = time.monotonic() + INLINE_RETRY_SECONDS
            connection, self._async_connection = self._async_connection, None
            if connection is not None:
                with contextlib.suppress(psycopg.Error, OSError):
                    await connection.close()
            return None
        except asyncio.CancelledError:
            self._async_connection = None  # maybe mid-statement: never used again
            raise
        return self._remember(generation, data_version_of(row[0] if row is not None else None))

    async def _select_async(self) -> tuple[Any, ...] | None:
        connection = self._async_connection
        if connection is None or connection.closed:
            assert self._conninfo is not None
            connection = self._async_connection = await psycopg.AsyncConnection.connect(
                self._conninfo, autocommit=True, connect_timeout=5)
        cursor = await connection.execute(DATA_VERSION_ROW["postgresql"], {"key": DATA_VERSION})
        row: tuple[Any, ...] | None = await cursor.fetchone()
        return row

    def _close_inline(self) -> None:
        connection, self._inline = self._inline, None
        if connection is not None:
            with contextlib.suppress(sqlite3.Error):
                connection.close()

    def _remember(self, generation: int, value: int) -> int:
        if self.ttl > 0:
            with self._lock:
                if generation == self._generation:
                    self._value, self._expires = value, time.monotonic() + self.ttl
        return value

    def invalidate(self) -> None:
        with self._lock:
            self._generation += 1
            self._value, self._expires = None, 0.0


def make_etag(*parts: object) -> str:
    digest = hashlib.sha256("\x1f".join(str(p) for p in parts).encode()).hexdigest()[:20]
    return f'"{digest}"'


def none_match(header: str | None, etag: str) -> bool:
    """If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ is ignored."""
    if not header:
        return False
    if header.strip() == "*":
        return True
    candidates = {part.strip().removeprefix("W/") for part in header.split(",")}
    return etag in candidates


RESPONSE_CACHE_ITEM_BYTES = 1_000_000
# Response headers set inside the app that describe this one exchange, not the resource.
_UNCACHED_HEADERS = frozenset({b"x-database", b"date", b"server"})


# What an entry costs besides its body's bytes: the OrderedDict slot and its key, the tuple, the
# header list and its tuples (measured with sys.getsizeof; see `entry_bytes`).
_ENTRY_OVERHEAD = 200


def entry_bytes(key: str, headers: list[tuple[bytes, bytes]], body: bytes) -> int:
    """The memory one cached response holds, counted from its parts (not only the body)."""
    size = _ENTRY_OVERHEAD + sys.getsizeof(key) + sys.getsizeof(body) + sys.getsizeof(headers)
    for name, value in headers:
        size += 56 + sys.getsizeof(name) + sys.getsizeof(value)  # 56: a 2-tuple
    return size


class ResponseCache:
    """Least-recently-used bodies and headers of 200 GET responses, bounded by the memory they
    hold (`entry_bytes`)."""

    def __init__(self, max_bytes: int) -> None:
        self.max_bytes = max_bytes
        self.size = 0
        self.entries: OrderedDict[str, tuple[list[tuple[bytes, bytes]], bytes, int]] = OrderedDict()

    def get(self, key: str) -> tuple[list[tuple[bytes, bytes]], bytes] | None:
        entry = self.entries.get(key)
        if entry is None:
            return None
        self.entries.move_to_end(key)
        return entry[0], entry[1]

    def put(self, key: str, headers: list[tuple[bytes, bytes]], body: bytes) -> None:
        if self.max_bytes <= 0 or len(body) > RESPONSE_CACHE_ITEM_BYTES or key in self.entries:
            return
        cost = entry_bytes(key, headers, body)
        if cost > self.max_bytes:
            return
        self.entries[key] = (headers, body, cost)
        self.size += cost
        while self.size > self.max_bytes:
            _, (_, _, evicted) = self.entries.popitem(last=False)
            self.size -= evicted


def _needs_key(scope: Scope) -> bool:
    from app.api.docs import operation_index

    found = operation_index(scope["app"]).find("GET", scope["path"])
    return found is not None and found[1]


class CachingMiddleware:
    def __init__(
        self, app: ASGIApp, *, engine: Engine, version: str, max_age: int,
        data_version: Callable[[Engine], int] = current_data_version, response_cache_bytes: int = 0,
        data_version_ttl: float = 0.0,
    ) -> None:
        self.app = app
        self.responses = ResponseCache(response_cache_bytes)
        self.engine = engine
        self.version = version
        self.max_age = max_age
        self.versions = DataVersionReader(engine, data_version_ttl, data_version)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] == "OPTIONS":
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        if is_write(scope):
            try:
                await self.app(scope, receive, self._no_store(send, strip_etag=True))
            finally:
                self.versions.invalidate()  # this process reads its own writes at once
            return
        if scope["method"] not in ("GET", "HEAD") or path in NO_STORE_PATHS:
            if wants_data_version(scope):  # a simulation: its caches are per data version
                await self._data_version(scope)  # None: the route reads it in its own transaction
            await self.app(scope, receive, self._no_store(send, strip_etag=True))
            return
        if "app" in scope and _needs_key(scope):
            # A read behind an API key (import jobs) is private and changes outside the data version.
            await self.app(scope, receive, self._no_store(send, strip_etag=False))
            return
        etag, max_age = await self._etag_for(scope, path)
        if etag is None:
            await self.app(scope, receive, self._no_store(send, strip_etag=False))
            return
        cache_control = f"public, max-age={max_age}"
        if none_match(Headers(scope=scope).get("if-none-match"), etag):
            await send({"type": "http.response.start", "status": 304,
                        "headers": [(b"etag", etag.encode()), (b"cache-control", cache_control.encode())]})
            await send({"type": "http.response.body", "body": b""})
            return

        # Kept per origin too: a list's `next_page` is a full URL on the host the client asked.
        stored_as = f"{etag} {scope.get('scheme', 'http')}://{Headers(scope=scope).get('host', '')}"
        if scope["method"] == "GET":
            cached = self.responses.get(stored_as)
            if cached is not None:
                headers, body = cached
                await send({"type": "http.response.start", "status": 200, "headers": list(headers)})
                await send({"type": "http.response.body", "body": body})
                return
        own_headers: list[tuple[bytes, bytes]] | None = None
        cacheable = scope["method"] == "GET"

        async def tagging_send(message: Message) -> None:
            nonlocal own_headers, cacheable
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                if message["status"] == 200:
                    headers.setdefault("ETag", etag)
                    headers.setdefault("Cache-Control", cache_control)
                else:
                    headers.setdefault("Cache-Control", "no-store")
                    cacheable = False
                # A copy now: the middleware outside this one add their own per-request headers.
                own_headers = [(k, v) for k, v in message.get("headers", []) if k.lower() not in _UNCACHED_HEADERS]
            elif message["type"] == "http.response.body" and cacheable and own_headers is not None:
                cacheable = False  # only a body sent in one piece is kept; streams are not
                if not message.get("more_body", False):
                    self.responses.put(stored_as, own_headers, message.get("body", b""))
            await send(message)

        await self.app(scope, receive, tagging_send)

    async def _etag_for(self, scope: Scope, path: str) -> tuple[str | None, int]:
        query = scope.get("query_string", b"").decode("latin-1")
        if path.startswith(CODE_ONLY_PREFIXES):
            max_age = 86_400 if path.startswith(STATIC_PREFIX) else 300
            return make_etag(self.version, path, query), max_age
        version = await self._data_version(scope)
        if version is None:
            return None, 0
        return make_etag(self.version, version, path, query), self.max_age

    async def _data_version(self, scope: Scope) -> int | None:
        """The data version, left in the request's state for the route (None: unreadable now)."""
        version: int | None = scope.get("state", {}).get("data_version")
        if version is None:
            version = self.versions.cached()
        if version is None:
            version = self.versions.read_inline()
        if version is None:
            version = await self.versions.read_async()
        if version is None:
            try:
                version = await anyio.to_thread.run_sync(self.versions.read)
            except SQLAlchemyError as exc:
                log.warning("data_version_unavailable", error=type(exc).__name__)
                return None
        scope.setdefault("state", {})["data_version"] = version
        return version

    @staticmethod
    def _no_store(send: Send, *, strip_etag: bool) -> Send:
        async def wrapped(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers.setdefault("Cache-Control", "no-store")
                if strip_etag and "etag" in headers:
                    del headers["etag"]
            await send(message)

        return wrapped
