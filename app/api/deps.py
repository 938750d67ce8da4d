"""Request dependencies: the session (commit on success, roll back on error), settings, API keys,
and strict query parameters."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from contextlib import AsyncExitStack
from typing import Annotated, Any, TypeVar

import anyio
import anyio.to_thread
from fastapi import Depends, Request, Response
from fastapi.concurrency import run_in_threadpool
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from app.api.warming import warm_fence
from app.core.errors import InvalidRequest, TimeBudgetExceeded, Unauthorized
from app.core.logging import get_logger
from app.core.settings import Settings
from app.db.session import read_engine, session_context
from app.keys import service as keys_service
from app.rulings import repository as rulings_repo

log = get_logger("app.deps")


async def get_settings_dep(request: Request) -> Settings:
    # async: a dependency this cheap must not cost a trip through the threadpool.
    settings: Settings = request.app.state.settings
    return settings


# POST endpoints that only read: they may be answered by the read replica too.
READ_ONLY_POSTS = frozenset({"/v1/simulate", "/v1/rulings/lookup", "/v1/decks/check"})
DATABASE_HEADER = "X-Database"  # which database answered: "primary" or "replica"


def _replica_is_current(primary: Engine, replica: Engine) -> bool:
    """True when the replica has replayed every write the primary has committed (its data version,
    bumped in the transaction of every write, is the primary's). The ETag is read from the primary
    before the handler runs, so a body from a current replica is never older than its tag, and a
    client reading after its own write always sees it."""
    try:
        with session_context(replica) as session:
            replica_version = rulings_repo.get_data_version(session)
    except SQLAlchemyError as exc:  # a replica that is down or restarting: the primary answers
        log.warning("read_replica_unavailable", error=type(exc).__name__)
        return False
    with session_context(primary) as session:
        return replica_version >= rulings_repo.get_data_version(session)


def engine_for(request: Request) -> tuple[Engine, str]:
    primary: Engine = request.app.state.engine
    replica = read_engine(request.app.state.settings.database_read_url)
    reads_only = request.method in ("GET", "HEAD") or (
        request.method == "POST" and request.url.path in READ_ONLY_POSTS
    )
    if replica is not None and reads_only and _replica_is_current(primary, replica):
        return replica, "replica"
    return primary, "primary"


def get_session(request: Request, response: Response) -> Iterator[Session]:
    """The request's unit of work. It commits when the endpoint returns, *before* the response is
    sent (a client that reads right after a 2xx sees its write, on every replica, with the new
    ETag), and the session stays open for the response itself (streaming). With DATABASE_READ_URL,
    reads use the replica whenever it is current (see `_replica_is_current`)."""
    scope_stack = request.scope.get("fastapi_function_astack")
    engine, role = engine_for(request)
    if request.app.state.settings.database_read_url:
        response.headers[DATABASE_HEADER] = role
    with session_context(engine) as session:
        if isinstance(scope_stack, AsyncExitStack):
            scope_stack.push_async_exit(_commit_on_success(session, request.app))
        yield session


def _commit_on_success(session: Session, app: Any = None) -> Callable[..., Awaitable[bool]]:
    async def exit_(exc_type: type[BaseException] | None, *_: object) -> bool:
        if exc_type is None:
            await run_in_threadpool(session.commit)
            # A write that moved the data version is answered once every replica serves that
            # version warm (app/api/warming.py): the client's next request meets no cold index.
            version = session.info.pop(rulings_repo.BUMPED_VERSION, None)
            if version is not None and app is not None:
                await warm_fence(app, version)
        return False

    return exit_


SessionDep = Annotated[Session, Depends(get_session)]
SettingsDep = Annotated[Settings, Depends(get_settings_dep)]

bearer_scheme = HTTPBearer(
    auto_error=False,
    scheme_name="ApiKey",
    bearerFormat="mtgr_...",
    description=(
        "An API key, sent as `Authorization: Bearer <key>`. Writes need one. Keys are created with "
        "`python -m app keys create --name <who>` (shown once, stored as a sha256 digest)."
    ),
)


def require_api_key(
    request: Request,
    response: Response,
    session: SessionDep,
    settings: SettingsDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(bearer_scheme)],
) -> Iterator[str]:
    """Writes need `Authorization: Bearer <key>`: a key made by `python -m app keys create` or a
    bootstrap key from settings. With neither, writes are closed. Yields the key's public id;
    once the endpoint has succeeded, adds the audit line to the same transaction as the write."""
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("This endpoint needs an API key: send `Authorization: Bearer <key>`.")
    check = keys_service.check_key(session, token.strip(), settings.api_keys)
    if check.identity is None:
        # The same answer for a revoked key as for a made-up one: nothing to learn by probing keys.
        raise Unauthorized("The API key is not valid.")
    identity = check.identity
    request.state.api_key_id = identity.id
    keys_service.record_use(session, identity)
    yield identity.id
    if request.method in ("GET", "HEAD"):
        return  # the audit log is of writes
    route = request.scope.get("route")
    keys_service.audit(
        session,
        identity,
        action=getattr(route, "name", None) or request.method,
        target=response.headers.get("location") or request.url.path,
        request_id=getattr(request.state, "request_id", None),
        detail={"method": request.method, "route": getattr(route, "path", None),
                "path_params": dict(request.path_params), "query": dict(request.query_params)},
    )


# Function scope: the audit line is added when the endpoint returns, before the commit.
ApiKeyDep = Annotated[str, Depends(require_api_key, scope="function")]


def allowed_query(*names: str) -> Callable[[Request], Awaitable[None]]:
    """Refuse query parameters an endpoint does not know: a typo must not silently do nothing."""
    allowed = frozenset(names)

    async def check(request: Request) -> None:  # async: no threadpool trip for a set difference
        unknown = sorted(set(request.query_params.keys()) - allowed)
        if unknown:
            raise InvalidRequest(
                f"Unknown query parameter(s): {', '.join(unknown)}. This endpoint takes: "
                f"{', '.join(sorted(allowed)) or 'none'}.",
                errors=[{"loc": ["query", name], "msg": "unknown parameter"} for name in unknown],
            )

    return check


T = TypeVar("T")


def simulation_threads(request: Request) -> anyio.CapacityLimiter | None:
    """The threads simulations share (SIMULATION_THREADS, made when the app starts), if it has started."""
    limiter: anyio.CapacityLimiter | None = getattr(request.app.state, "simulation_threads", None)
    return limiter


async def run_with_budget(func: Callable[[], T], budget_seconds: float, what: str = "The request",
                          limiter: anyio.CapacityLimiter | None = None) -> T:
    """`func` in a worker thread, off the event loop; past `budget_seconds` (REQUEST_TIME_BUDGET_SECONDS,
    0 = none; waiting for a thread counts) the client gets a 503 problem at once and the thread is
    left to finish on its own (a thread can't be stopped from outside; the bounds on every input keep
    what is left small). `limiter`: the threads it may take (default: the shared pool)."""
    if budget_seconds <= 0:
        return await anyio.to_thread.run_sync(func, limiter=limiter)
    with anyio.move_on_after(budget_seconds):
        return await anyio.to_thread.run_sync(func, abandon_on_cancel=True, limiter=limiter)
    raise TimeBudgetExceeded(
        f"{what} took longer than its time budget of {budget_seconds:g} s (REQUEST_TIME_BUDGET_SECONDS); "
        "try again later or send less work.",
        budget_seconds=budget_seconds, retry_after_seconds=5,
    )
