"""Rate limits per client, shared by every replica through the database.

A client is its API key when it presents a valid one, else its IP address (an IPv6 address
counts as its /64). Requests are counted in fixed windows in `rate_limit_window`, one atomic
upsert per request (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING`), on SQLite and PostgreSQL
alike: no per-process counter pretends to be global. A process only remembers, until its
window ends, that a client is already over its limit, so a flood costs no database work.

Every counted response carries the IETF headers (draft-ietf-httpapi-ratelimit-headers):
`RateLimit-Policy: "anonymous";q=1000;w=60` and `RateLimit: "anonymous";r=998;t=42`; beyond the
limit the answer is 429 with `Retry-After`. A limit of 0 switches that policy off.

The counting transaction also reads the data version for the requests that will need it (reads
under /v1, which are tagged with it, and simulations, which cache by it): it is left in the
request's state (`data_version`), and the caching middleware and the simulate route use it
instead of opening a transaction of their own for one row.
"""

from __future__ import annotations

import functools
import ipaddress
import math
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import anyio.to_thread
from sqlalchemy import Connection, Engine, bindparam, delete
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.exc import SQLAlchemyError
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.api.errors import send_problem
from app.core.logging import get_logger
from app.core.settings import Settings
from app.db.platform_models import RateLimitWindow
from app.db.session import SQLITE_WRITER, session_context
from app.keys import service as keys_service
from app.rulings.repository import DATA_VERSION_VALUE, data_version_of

log = get_logger("app.ratelimit")
# Probes of the platform (load balancer, Prometheus) are never limited: a busy client behind the
# same proxy must not make a healthy replica look dead.
EXEMPT_PATHS = frozenset({"/healthz", "/readyz", "/metrics"})
_KEY_CACHE_SECONDS = 30.0
_KEY_CACHE_SIZE = 10_000


@dataclass(frozen=True, slots=True)
class Policy:
    name: str
    limit: int
    window: int

    @property
    def header(self) -> str:
        return f'"{self.name}";q={self.limit};w={self.window}'


@dataclass(frozen=True, slots=True)
class Decision:
    policy: Policy
    allowed: bool
    remaining: int
    reset_seconds: int
    data_version: int | None = None  # read in the same transaction, when asked for

    def headers(self) -> list[tuple[bytes, bytes]]:
        value = f'"{self.policy.name}";r={self.remaining};t={self.reset_seconds}'
        return [(b"ratelimit-policy", self.policy.header.encode()), (b"ratelimit", value.encode())]


# --- the shared counter (every SQL statement of rate limiting) -------------------------------


@functools.lru_cache(maxsize=8)
def _counting_statement(dialect: str, read_version: bool) -> Any:
    """The upsert that counts a request, built once per dialect (building it costs more than
    running it); the client and window are bound at execution. With `read_version`, the data
    version comes back from the same statement, after the count (a scalar subquery in
    RETURNING): one statement, not two."""
    insert = postgresql.insert if dialect == "postgresql" else sqlite.insert
    returned = (RateLimitWindow.count, DATA_VERSION_VALUE) if read_version else (RateLimitWindow.count,)
    return (
        insert(RateLimitWindow)
        .values(client=bindparam("client"), window_start=bindparam("window_start"), count=1)
        .on_conflict_do_update(
            index_elements=[RateLimitWindow.client, RateLimitWindow.window_start],
            set_={"count": RateLimitWindow.count + 1},
        )
        .returning(*returned)
    )


# SQLite has one writer per database: without this lock the threads of one process would queue
# for it through SQLite's busy handler, which sleeps in growing steps (up to 100 ms) between tries.
# The same lock as the bulk import's (app.db.session.SQLITE_WRITER), which it takes per batch.
_sqlite_writer = SQLITE_WRITER


def count_hit(engine: Engine, client: str, window_start: int, *, read_version: bool = False) -> tuple[int, int | None]:
    """Adds one request to the client's window and returns the window's count, atomically, and
    (`read_version`) the data version, read by the same statement (in its transaction)."""
    statement = _counting_statement(engine.dialect.name, read_version)
    values = {"client": client, "window_start": window_start}

    def run(connection: Connection) -> tuple[int, int | None]:
        row = connection.execute(statement, values).one()
        return int(row[0]), data_version_of(row[1]) if read_version else None

    if engine.dialect.name == "sqlite":
        with _sqlite_writer, engine.begin() as connection:
            return run(connection)
    with engine.begin() as connection:
        # A request count is not worth waiting for a disk flush: losing the last few counts in a
        # crash of the database only forgives a few requests (the data itself is never touched here).
        connection.exec_driver_sql("SET LOCAL synchronous_commit TO OFF")
        return run(connection)


def forget_windows_before(engine: Engine, window_start: int) -> None:
    with session_context(engine) as session:
        session.execute(delete(RateLimitWindow).where(RateLimitWindow.window_start < window_start))


# --- the limiter -----------------------------------------------------------------------------


class RateLimiter:
    def __init__(self, engine: Engine, settings: Settings) -> None:
        self.engine = engine
        self.window = settings.rate_limit_window_seconds
        self.anonymous = Policy("anonymous", settings.rate_limit_requests, self.window)
        self.keyed = Policy("api-key", settings.rate_limit_key_requests, self.window)
        self.bootstrap_keys = tuple(settings.api_keys)
        self._lock = threading.Lock()
        self._over: dict[str, int] = {}  # client -> window_start in which it is known to be over
        self._keys: OrderedDict[str, tuple[float, str | None]] = OrderedDict()
        self._last_cleanup = 0

    def cached_identity(self, token: str) -> tuple[bool, str | None]:
        """(known, key id) from the cache alone: no thread hop, no database."""
        with self._lock:
            cached = self._keys.get(keys_service.hash_key(token))
        if cached is not None and cached[0] > time.monotonic():
            return True, cached[1]
        return False, None

    def known_over(self, client: str, policy: Policy) -> Decision | None:
        """The refusal, when this process already saw the client pass its limit in this window."""
        now = time.time()
        window_start = int(now // self.window) * self.window
        with self._lock:
            if self._over.get(client) != window_start:
                return None
        return Decision(policy, False, 0, max(1, math.ceil(window_start + self.window - now)))

    def identify(self, token: str | None) -> str | None:
        """The key's public id for a valid key, else None; cached briefly (the limit's bucket
        only, never authorisation: require_api_key always asks the database)."""
        if not token:
            return None
        digest = keys_service.hash_key(token)
        now = time.monotonic()
        with self._lock:
            cached = self._keys.get(digest)
            if cached is not None and cached[0] > now:
                return cached[1]
        try:
            with session_context(self.engine) as session:
                identity = keys_service.check_key(session, token, self.bootstrap_keys).identity
        except SQLAlchemyError:
            return None
        key_id = identity.id if identity else None
        with self._lock:
            self._keys[digest] = (now + _KEY_CACHE_SECONDS, key_id)
            self._keys.move_to_end(digest)
            while len(self._keys) > _KEY_CACHE_SIZE:
                self._keys.popitem(last=False)
        return key_id

    def policy_for(self, key_id: str | None) -> Policy:
        return self.keyed if key_id else self.anonymous

    def hit(self, client: str, policy: Policy, now: float | None = None, *, read_version: bool = False) -> Decision | None:
        """Counts one request (and reads the data version, see `count_hit`); None when the policy
        is off or the database can't count."""
        if policy.limit <= 0:
            return None
        now = time.time() if now is None else now
        window_start = int(now // self.window) * self.window
        reset = max(1, math.ceil(window_start + self.window - now))
        with self._lock:
            if self._over.get(client) == window_start:
                return Decision(policy, False, 0, reset)
        try:
            self._cleanup(window_start)
            count, data_version = count_hit(self.engine, client, window_start, read_version=read_version)
        except SQLAlchemyError as exc:
            # Fail open: a database hiccup must not turn into refusing every client.
            log.warning("rate_limit_unavailable", error=type(exc).__name__)
            return None
        allowed = count <= policy.limit
        if not allowed:
            with self._lock:
                self._over = {c: w for c, w in self._over.items() if w == window_start}
                self._over[client] = window_start
        return Decision(policy, allowed, max(0, policy.limit - count), reset, data_version)

    def _cleanup(self, window_start: int) -> None:
        # Once per window per process: old windows are only history.
        with self._lock:
            if window_start <= self._last_cleanup:
                return
            self._last_cleanup = window_start
        forget_windows_before(self.engine, window_start - self.window)


def wants_data_version(scope: Scope) -> bool:
    """Reads under /v1 (their ETag names the data version) and simulations (their caches are
    per data version)."""
    path: str = scope["path"]
    if scope["method"] in ("GET", "HEAD"):
        return path.startswith("/v1/")
    return scope["method"] == "POST" and path == "/v1/simulate"


def client_address(scope: Scope) -> str:
    host = (scope.get("client") or ("unknown", 0))[0]
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return str(host)[:100]
    if isinstance(address, ipaddress.IPv6Address):
        if address.ipv4_mapped is not None:
            return str(address.ipv4_mapped)
        return str(ipaddress.ip_network(f"{address}/64", strict=False))
    return str(address)


def bearer_token(scope: Scope) -> str | None:
    for name, value in scope.get("headers") or []:
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            return token.strip() if scheme.lower() == "bearer" and token.strip() else None
    return None


class RateLimitMiddleware:
    def __init__(self, app: ASGIApp, limiter: RateLimiter) -> None:
        self.app = app
        self.limiter = limiter

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in EXEMPT_PATHS or scope["method"] == "OPTIONS":
            await self.app(scope, receive, send)
            return
        token = bearer_token(scope)
        key_id = None
        if token:
            known, key_id = self.limiter.cached_identity(token)
            if not known:
                key_id = await anyio.to_thread.run_sync(self.limiter.identify, token)
        policy = self.limiter.policy_for(key_id)
        client = f"key:{key_id}" if key_id else f"ip:{client_address(scope)}"
        decision = None
        if policy.limit > 0:
            # A flood from a client already over its limit costs neither a thread nor the database.
            decision = self.limiter.known_over(client, policy) or await anyio.to_thread.run_sync(
                functools.partial(self.limiter.hit, client, policy, read_version=wants_data_version(scope))
            )
        if decision is None:
            await self.app(scope, receive, send)
            return
        if not decision.allowed:
            metrics = getattr(scope["app"].state, "metrics", None) if "app" in scope else None
            if metrics is not None:
                metrics.rate_limited.labels(policy.name).inc()
            headers = {name.decode(): value.decode() for name, value in decision.headers()}
            headers.update({"Retry-After": str(decision.reset_seconds), "Cache-Control": "no-store"})
            await send_problem(
                scope, send, status=429, slug="too-many-requests", title="Too many requests",
                detail=(
                    f"This client ({'its API key' if key_id else 'its IP address'}) may send {policy.limit} "
                    f"requests per {policy.window} seconds; try again in {decision.reset_seconds} s."
                ),
                headers=headers, limit=policy.limit, window_seconds=policy.window,
                retry_after_seconds=decision.reset_seconds, policy=policy.name,
            )
            return

        if decision.data_version is not None:
            scope.setdefault("state", {})["data_version"] = decision.data_version

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *decision.headers()]
            await send(message)

        await self.app(scope, receive, send_with_headers)
