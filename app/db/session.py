"""Engine and request-scoped sessions. The session commits on success and rolls back on error;
services never commit."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.orm import Session, sessionmaker

from app.core.settings import get_settings

# SQLite has one writer per database. Writers of one process that take this lock first queue on it
# (woken at once when it is free) instead of through SQLite's busy handler, which sleeps in growing
# steps (up to 100 ms) between tries and can starve behind a writer that commits often (an import
# writing batch after batch).
SQLITE_WRITER = threading.Lock()


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
        kwargs.update(pool_pre_ping=True, pool_size=10, max_overflow=10, pool_timeout=5)
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
