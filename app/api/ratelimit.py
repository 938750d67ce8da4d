"""Rate limits per client, in the process's memory: a read never writes to the database.

A client is its API key when it presents a valid one, else its IP address (an IPv6 address
counts as its /64; the address is the peer's, or the one a trusted proxy forwarded, see
`app.api.middleware.ProxyHeadersMiddleware`). Each client has a token bucket: `limit` tokens,
refilled at `limit / window` per second; a request takes one token plus one per
`BYTES_PER_TOKEN` of its body (a 1 MB simulation costs what 62 small reads cost: limits count
work, not only requests); a bucket without enough tokens answers 429. The declared size
(`Content-Length`) is charged before the request runs; the bytes actually read beyond it (a
chunked body declares none) are charged as the body ends, before the route sees its last bytes,
and a body the bucket cannot pay for is answered 429 there. A body over the size limit is
answered 413 by `BodyLimitMiddleware` and costs one token, like any refused request.
The buckets live in a bounded least-recently-used table (`RATE_LIMIT_MAX_CLIENTS`): a client
pushed out of it had not been seen for longest and gets a full bucket back, which at worst
forgives it one burst. Memory is bounded whatever the number of clients.

Each process counts for itself. For several replicas the shared limit is enforced at the edge,
by nginx's `limit_req` (deploy/nginx.conf), which sees every request of a client whichever
replica answers it; the per-process buckets stay as the embedded default and a second line.

Every counted response carries the IETF headers (draft-ietf-httpapi-ratelimit-headers):
`RateLimit-Policy: "anonymous";q=1000;w=60` and `RateLimit: "anonymous";r=998;t=42` (`t`: seconds
until the bucket is full again); beyond the limit the answer is 429 with `Retry-After` (seconds
until one token is back). A limit of 0 switches that policy off.
"""

from __future__ import annotations

import ipaddress
import math
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import anyio.to_thread
from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.api.errors import send_problem
from app.core.logging import get_logger
from app.core.settings import Settings
from app.db.session import session_context
from app.keys import service as keys_service

log = get_logger("app.ratelimit")
# Probes of the platform (load balancer, Prometheus) are never limited: a busy client behind the
# same proxy must not make a healthy replica look dead.
EXEMPT_PATHS = frozenset({"/healthz", "/readyz", "/metrics"})
BYTES_PER_TOKEN = 16 * 1024
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

    @property
    def rate(self) -> float:
        """Tokens given back per second."""
        return self.limit / self.window


@dataclass(frozen=True, slots=True)
class Decision:
    policy: Policy
    allowed: bool
    remaining: int
    reset_seconds: int  # allowed: until the bucket is full; refused: until one token is back

    def headers(self) -> list[tuple[bytes, bytes]]:
        value = f'"{self.policy.name}";r={self.remaining};t={self.reset_seconds}'
        return [(b"ratelimit-policy", self.policy.header.encode()), (b"ratelimit", value.encode())]


class TokenBuckets:
    """client -> [tokens, last refill (monotonic seconds)], least recently used first, at most
    `max_clients` of them. Used from the event loop only; the lock makes it safe anywhere."""

    def __init__(self, max_clients: int) -> None:
        self.max_clients = max(1, max_clients)
        self._buckets: OrderedDict[str, list[float]] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._buckets)

    def take(self, client: str, policy: Policy, now: float, cost: float = 1.0, *, least: float = 1.0) -> Decision:
        """Takes `cost` tokens (at least `least`, at most the limit) when the bucket has them; a
        refused take takes nothing."""
        rate = policy.rate
        cost = min(float(policy.limit), max(least, cost))
        with self._lock:
            bucket = self._buckets.get(client)
            if bucket is None:
                bucket = [float(policy.limit), now]
                self._buckets[client] = bucket
                if len(self._buckets) > self.max_clients:
                    self._buckets.popitem(last=False)
            else:
                self._buckets.move_to_end(client)
                bucket[0] = min(float(policy.limit), bucket[0] + (now - bucket[1]) * rate)
                bucket[1] = now
            tokens = bucket[0]
            if tokens >= cost:
                tokens -= cost
                bucket[0] = tokens
                full_in = max(1, math.ceil((policy.limit - tokens) / rate))
                return Decision(policy, True, int(tokens), full_in)
        return Decision(policy, False, int(tokens), max(1, math.ceil((cost - tokens) / rate)))


class RateLimiter:
    def __init__(self, engine: Engine, settings: Settings) -> None:
        self.engine = engine
        self.window = settings.rate_limit_window_seconds
        self.anonymous = Policy("anonymous", settings.rate_limit_requests, self.window)
        self.keyed = Policy("api-key", settings.rate_limit_key_requests, self.window)
        self.bootstrap_keys = tuple(settings.api_keys)
        self.buckets = TokenBuckets(settings.rate_limit_max_clients)
        # Database look-ups of keys not in the cache below, per address (a valid key is then cached).
        self.key_checks = Policy("key-checks", 100, 60)
        self.key_check_buckets = TokenBuckets(settings.rate_limit_max_clients)
        self._lock = threading.Lock()
        self._keys: OrderedDict[str, tuple[float, str | None]] = OrderedDict()

    def cached_identity(self, token: str) -> tuple[bool, str | None]:
        """(known, key id) from the cache alone: no thread hop, no database."""
        with self._lock:
            cached = self._keys.get(keys_service.hash_key(token))
        if cached is not None and cached[0] > time.monotonic():
            return True, cached[1]
        return False, None

    def identify(self, token: str | None) -> str | None:
        """The key's public id for a valid key, else None; cached briefly (the limit's bucket
        only, never authorisation: require_api_key always asks the database). Reads only."""
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

    def hit(self, client: str, policy: Policy, now: float | None = None, cost: float = 1.0) -> Decision | None:
        """Takes `cost` tokens from the client's bucket; None when the policy is off."""
        if policy.limit <= 0:
            return None
        return self.buckets.take(client, policy, time.monotonic() if now is None else now, cost)

    def charge_more(self, client: str, policy: Policy, cost: float) -> Decision:
        """The tokens a body owes beyond what was charged before it was read (`cost` may be below 1)."""
        return self.buckets.take(client, policy, time.monotonic(), cost, least=0.0)

    def may_check_key(self, ip_client: str) -> bool:
        return self.key_check_buckets.take(ip_client, self.key_checks, time.monotonic()).allowed


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


def body_cost(size: int) -> float:
    return float(size // BYTES_PER_TOKEN)


def counts_body(scope: Scope) -> bool:
    """Bulk uploads, which need a key and run as background jobs, count as one request."""
    return not scope["path"].startswith("/v1/imports")


def declared_size(scope: Scope) -> int | None:
    for name, value in scope.get("headers") or []:
        if name == b"content-length":
            try:
                return max(0, int(value))
            except ValueError:
                return None
    return None


def request_cost(scope: Scope, body_limit: int | None = None) -> float:
    """1 token, plus 1 per BYTES_PER_TOKEN of the declared body; 1 for a body declared over
    `body_limit` (refused with 413 without being read)."""
    size = declared_size(scope) if counts_body(scope) else None
    if size is None or (body_limit is not None and size > body_limit):
        return 1.0
    return 1.0 + body_cost(size)


def bearer_token(scope: Scope) -> str | None:
    for name, value in scope.get("headers") or []:
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            token = token.strip()
            # A real key is short; a huge header is not worth hashing or a database look-up.
            return token if scheme.lower() == "bearer" and 0 < len(token) <= 256 else None
    return None


class _OverLimit(Exception):
    """A body the client's bucket could not pay for (raised from `receive`)."""


class RateLimitMiddleware:
    def __init__(self, app: ASGIApp, limiter: RateLimiter, body_limit: Callable[[str], int] | None = None) -> None:
        self.app = app
        self.limiter = limiter
        # the body-size limit of a path (BodyLimitMiddleware's): bytes past it are never charged
        self.body_limit = body_limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] in EXEMPT_PATHS or scope["method"] == "OPTIONS":
            await self.app(scope, receive, send)
            return
        limiter = self.limiter
        token = bearer_token(scope)
        ip_client = f"ip:{client_address(scope)}"
        key_id = None
        if token:
            known, key_id = limiter.cached_identity(token)
            # Keys not seen lately are looked up in the database, at most `key_checks.limit` per
            # address and window: a flood of made-up keys costs no more than that.
            if not known and limiter.may_check_key(ip_client):
                key_id = await anyio.to_thread.run_sync(limiter.identify, token)
        policy = limiter.policy_for(key_id)
        client = f"key:{key_id}" if key_id else ip_client
        body_limit = self.body_limit(scope["path"]) if self.body_limit is not None else None
        decision = limiter.hit(client, policy, cost=request_cost(scope, body_limit))
        if decision is None:
            await self.app(scope, receive, send)
            return
        if not decision.allowed:
            await self._refuse(scope, send, decision, key_id)
            return

        extra = decision.headers()
        # Bytes read are charged as the body ends: what its Content-Length did not pay for.
        paid = body_cost(declared_size(scope) or 0)
        received = 0
        refused: Decision | None = None
        started = False

        async def counting_receive() -> Message:
            nonlocal received, refused
            message = await receive()
            if message["type"] != "http.request" or not counts_body(scope):
                return message
            received += len(message.get("body", b""))
            if message.get("more_body", False) or (body_limit is not None and received > body_limit):
                return message  # a body over the limit is refused (413) and costs one token
            owed = body_cost(received) - paid
            if owed > 0:
                more = limiter.charge_more(client, policy, owed)
                if not more.allowed:
                    refused = more
                    raise _OverLimit
            return message

        async def send_with_headers(message: Message) -> None:
            nonlocal started
            if refused is not None:
                # The route turned the interrupted read into an error of its own: the 429 instead.
                if message["type"] == "http.response.start" and not started:
                    started = True
                    await self._refuse(scope, send, refused, key_id)
                return
            if message["type"] == "http.response.start":
                started = True
                message["headers"] = [*message.get("headers", []), *extra]
            await send(message)

        try:
            await self.app(scope, counting_receive, send_with_headers)
        except _OverLimit:
            if not started and refused is not None:
                await self._refuse(scope, send, refused, key_id)

    @staticmethod
    async def _refuse(scope: Scope, send: Send, decision: Decision, key_id: str | None) -> None:
        policy = decision.policy
        metrics = getattr(scope["app"].state, "metrics", None) if "app" in scope else None
        if metrics is not None:
            metrics.rate_limited.labels(policy.name).inc()
        headers = {name.decode(): value.decode() for name, value in decision.headers()}
        headers.update({"Retry-After": str(decision.reset_seconds), "Cache-Control": "no-store"})
        await send_problem(
            scope, send, status=429, slug="too-many-requests", title="Too many requests",
            detail=(
                f"This client ({'its API key' if key_id else 'its IP address'}) may send {policy.limit} "
                f"requests per {policy.window} seconds (a body counts one more per {BYTES_PER_TOKEN} bytes); "
                f"try again in {decision.reset_seconds} s."
            ),
            headers=headers, limit=policy.limit, window_seconds=policy.window,
            retry_after_seconds=decision.reset_seconds, policy=policy.name,
        )  # fmt: skip
