"""Engine and request-scoped sessions. The session commits on success and rolls back on error;
services never commit."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DBAPIError
from sqlalchemy.orm import Session, sessionmaker

from app.core.settings import get_settings

# SQLite has one writer per database. Writers of one process that take this lock first queue on it
# (woken at once when it is free) instead of through SQLite's busy handler, which sleeps in growing
# steps (up to 100 ms) between tries and can starve behind a writer that commits often (an import
# writing batch after batch).
SQLITE_WRITER = threading.Lock()

T = TypeVar("T")


def normalise_url(url: str) -> str:
    """Accept postgres:// and postgresql:// and use psycopg 3 for both."""
    if url.startswith("postgres://"):
        url = "postgresql://" + url[len("postgres://") :]
    if url.startswith("postgresql://"):
        url = "postgresql+psycopg://" + url[len("postgresql://") :]
    return url


def build_engine(url: str) -> Engine:
    url = normalise_url(url)
    parsed = make_url(url)
    kwargs: dict[str, Any] = {}
    if parsed.get_backend_name() == "sqlite":
        database = parsed.database
        if database and database != ":memory:":
            Path(database).parent.mkdir(parents=True, exist_ok=True)
        kwargs["connect_args"] = {"check_same_thread": False, "timeout": 30}
        if database and database != ":memory:":
            # Enough pooled connections for the threadpool, so none is opened (and set up) per request.
            kwargs.update(pool_size=20, max_overflow=20)
    else:
        # No ping before each checkout: it is a round trip as long as a page's whole read (it
        # cost the uncached card-rulings read 40% of its time). A connection that died (the
        # server restarted) fails its next statement instead; SQLAlchemy then invalidates every
        # connection of the pool at once, that request answers 503 (or is retried: see
        # `retry_on_disconnect`) and the next ones connect afresh. `pool_recycle` retires
        # connections before idle timeouts of the network or a proxy would cut them.
        kwargs.update(pool_pre_ping=False, pool_recycle=600, pool_size=10, max_overflow=10, pool_timeout=5)
        kwargs["connect_args"] = {"connect_timeout": 5}
    engine = create_engine(url, **kwargs)
    if parsed.get_backend_name() == "sqlite":

        @event.listens_for(engine, "connect")
        def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA busy_timeout=30000")
            cursor.close()

    return engine


@lru_cache(maxsize=8)
def get_engine(url: str | None = None) -> Engine:
    return build_engine(url or get_settings().database_url)


def read_engine(read_url: str | None) -> Engine | None:
    """The replica's engine when DATABASE_READ_URL is set (one per process, like the primary's)."""
    return get_engine(read_url) if read_url else None


def retry_on_disconnect(read: Callable[[], T]) -> T:
    """`read()`, once more if its connection had died (the database restarted since the pool
    connected: the pool is invalidated by then, so the second try connects afresh). For reads
    only: running them twice is harmless. A database that is down fails the second try too."""
    try:
        return read()
    except DBAPIError as exc:
        if not exc.connection_invalidated:
            raise
    return read()


def read_one_row(engine: Engine, statements: dict[str, str], params: dict[str, Any]) -> tuple[Any, ...] | None:
    """The first row of one read-only statement (`statements[dialect name]`, in the driver's own
    parameter style), run on a pooled connection through the driver itself: for the hottest
    reads, where SQLAlchemy's per-execution machinery cost more CPU than the query (about half
    of an uncached card-rulings page). On PostgreSQL without a transaction (autocommit, set on
    the client: one statement sees one snapshot; no BEGIN and ROLLBACK round trips). Errors
    come out as SQLAlchemy's (`DBAPIError` subclasses, with `connection_invalidated` when the
    connection died, which is then invalidated with every other pooled one), as a Core read's
    would, so the API maps them alike (a 503 when the database is unreachable)."""
    dialect = engine.dialect
    statement = statements[dialect.name]
    try:
        raw = engine.raw_connection()
    except dialect.loaded_dbapi.Error as exc:  # can't connect: the error `Engine.connect` would raise
        raise DBAPIError.instance(
            None, None, exc, dialect.loaded_dbapi.Error, connection_invalidated=dialect.is_disconnect(exc, None, None),
            dialect=dialect,
        ) from exc
    postgres = dialect.name == "postgresql"
    try:
        if postgres:
            raw.driver_connection.autocommit = True  # type: ignore[union-attr]
        cursor = raw.cursor()
        try:
            cursor.execute(statement, params)
            return cursor.fetchone()
        except dialect.loaded_dbapi.Error as exc:
            disconnect = dialect.is_disconnect(exc, raw, cursor)
            if disconnect:
                raw.invalidate(exc)
                engine.dispose(close=False)  # the other pooled connections died with it
            raise DBAPIError.instance(
                statement, params, exc, dialect.loaded_dbapi.Error, connection_invalidated=disconnect, dialect=dialect
            ) from exc
        finally:
            if raw.is_valid:
                cursor.close()
                if postgres:
                    raw.driver_connection.autocommit = False  # type: ignore[union-attr]
    finally:
        raw.close()  # back to the pool (or discarded, when invalidated)


@lru_cache(maxsize=16)
def read_only(engine: Engine) -> Engine:
    """`engine` for reads of one statement each (no request-long unit of work): on PostgreSQL
    without a transaction of their own (autocommit, set on the client: one statement sees one
    snapshot), which saves the BEGIN and ROLLBACK round trips of every checkout. The same pool.
    SQLite's driver starts no transaction for a SELECT anyway: `engine` itself."""
    if engine.dialect.name != "postgresql":
        return engine
    return engine.execution_options(isolation_level="AUTOCOMMIT")


@lru_cache(maxsize=8)
def _session_factory(engine: Engine) -> sessionmaker[Session]:
    return sessionmaker(bind=engine, expire_on_commit=False, autoflush=False)


def session_scope(engine: Engine) -> Iterator[Session]:
    session = _session_factory(engine)()
    try:
        yield session
        session.commit()
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()


@contextmanager
def session_context(engine: Engine) -> Iterator[Session]:
    """The same unit of work as `session_scope`, for code outside a request (CLI, loaders, tests)."""
    yield from session_scope(engine)
