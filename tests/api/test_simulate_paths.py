"""The two ways a worker answers a simulation (`simulate_task`), on SQLite and PostgreSQL: a request
whose cards and cited rulings the worker has cached at the data version the serving process read
is answered without the database, whatever its size; anything else is read from the database.
Both give the same bytes and the same refusals. And how the serving process reads that version."""

from __future__ import annotations

import asyncio
import copy
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import Engine, event

from app.api.caching import DataVersionReader, _postgres_conninfo, wants_data_version
from app.api.simulate_docs import REQUEST_EXAMPLES
from app.core.errors import IllegalActionError, MalformedBody
from app.core.settings import Settings
from app.core.workers import run_here
from app.db.session import get_engine, session_context
from app.rulings import repository as rulings_repo
from app.simulation import service
from tests.conftest import Database

WEREWHAT = REQUEST_EXAMPLES["werewhat"]["value"]


def _raw(body: Any) -> bytes:
    return json.dumps(body).encode()


@contextmanager
def statements(engine: Engine) -> Iterator[list[str]]:
    seen: list[str] = []

    def record(_conn: Any, _cursor: Any, statement: str, *_: Any) -> None:
        seen.append(statement)

    event.listen(engine, "before_cursor_execute", record)
    try:
        yield seen
    finally:
        event.remove(engine, "before_cursor_execute", record)


def _version(db: Database) -> int:
    with session_context(db.engine) as session:
        return rulings_repo.get_data_version(session)


def _task(db: Database, raw: bytes, version: int | None) -> tuple[bytes, list[str]]:
    """`simulate_task` as a worker runs it (its settings those the worker was started with)."""
    return run_here(Settings(database_url=db.url), service.simulate_task, db.url, raw, version)


def _through_the_database(db: Database, raw: bytes) -> tuple[bytes, list[str]]:
    """The answer read from the database (and the caches filled) on the engine the task uses."""
    return service.simulate_body(get_engine(db.url), Settings(database_url=db.url), raw)


def test_a_request_cached_at_its_data_version_is_answered_without_a_statement_and_with_the_same_bytes(
    seeded_db: Database,
) -> None:
    raw = _raw(WEREWHAT)
    version = _version(seeded_db)
    read = _through_the_database(seeded_db, raw)  # reads, and fills the caches
    with statements(get_engine(seeded_db.url)) as seen:
        cached = _task(seeded_db, raw, version)
    assert seen == []
    assert cached == read
    assert cached[1] == [action["type"] for action in WEREWHAT["actions"]]


def test_what_the_caches_lack_at_the_data_version_is_read_from_the_database(seeded_db: Database) -> None:
    raw = _raw(WEREWHAT)
    read = _through_the_database(seeded_db, raw)
    for version in (_version(seeded_db) + 1000, None):  # nothing cached under that version; none read
        with statements(get_engine(seeded_db.url)) as seen:
            assert _task(seeded_db, raw, version) == read
        assert seen  # the database answered


def test_a_large_cached_request_needs_no_database_either(seeded_db: Database) -> None:
    """No size decides the path any more (the event loop never runs a simulation): a request of any
    size whose cards and rulings a worker holds is answered from them."""
    padded = copy.deepcopy(WEREWHAT)
    padded["state"]["players"][0]["library"] = [{"id": f"pad-{i}-{'x' * 100}", "card": "Werewhat"}
                                                for i in range(600)]
    raw = _raw(padded)
    assert len(raw) > 64 * 1024  # once never answered from the caches (on the event loop)
    version = _version(seeded_db)
    read = _through_the_database(seeded_db, raw)
    with statements(get_engine(seeded_db.url)) as seen:
        assert _task(seeded_db, raw, version) == read
    assert seen == []


def test_refusals_are_the_same_on_both_paths(seeded_db: Database) -> None:
    version = _version(seeded_db)
    with pytest.raises(MalformedBody):
        _task(seeded_db, b"{not json", version)
    illegal = copy.deepcopy(WEREWHAT)
    illegal["actions"] = [{"type": "play_land", "player": "alice", "card": "nothing-in-hand"}]
    with pytest.raises(IllegalActionError) as read:
        _through_the_database(seeded_db, _raw(illegal))
    with pytest.raises(IllegalActionError) as cached:
        _task(seeded_db, _raw(illegal), version)
    assert cached.value.detail == read.value.detail
    assert cached.value.extensions == read.value.extensions and cached.value.extensions["citations"]


def test_the_data_version_is_read_without_a_write_and_forgotten_after_a_local_write(seeded_db: Database) -> None:
    version = _version(seeded_db)
    reader = DataVersionReader(seeded_db.engine, ttl=60)
    assert reader.cached() is None and reader.read() == version and reader.cached() == version
    reader.invalidate()
    assert reader.cached() is None
    assert DataVersionReader(seeded_db.engine, ttl=0).read() == version


def test_on_a_sqlite_file_the_version_is_read_on_the_calling_thread_and_follows_every_commit(seeded_db: Database) -> None:
    reader = DataVersionReader(seeded_db.engine, ttl=0)
    if seeded_db.kind != "sqlite":
        assert reader.read_inline() is None  # PostgreSQL: a round trip, read in a worker thread
        return
    assert reader.read_inline() == _version(seeded_db)
    with session_context(seeded_db.engine) as session:  # a write through another connection
        bumped = rulings_repo.bump_data_version(session)
    assert reader.read_inline() == bumped == reader.read()


def test_a_busy_sqlite_file_sends_the_version_read_to_a_worker_thread(seeded_db: Database) -> None:
    if seeded_db.kind != "sqlite":
        pytest.skip("SQLite only")
    reader = DataVersionReader(seeded_db.engine, ttl=0)
    version = _version(seeded_db)
    with seeded_db.engine.connect() as connection:
        # An exclusive lock: even a WAL reader can't read; the inline read gives up at once.
        connection.exec_driver_sql("PRAGMA locking_mode=EXCLUSIVE")
        connection.exec_driver_sql("BEGIN EXCLUSIVE")
        connection.exec_driver_sql("UPDATE app_meta SET value = value WHERE key = 'data_version'")
        assert reader.read_inline() is None
        connection.exec_driver_sql("ROLLBACK")
        connection.exec_driver_sql("PRAGMA locking_mode=NORMAL")
        connection.exec_driver_sql("SELECT 1")  # NORMAL takes effect at the next access
        connection.invalidate()  # not back to the pool with that mode
    assert reader.read_inline() == version  # a fresh connection, once the lock is gone


def test_on_postgresql_the_version_is_awaited_on_the_event_loop_and_follows_every_commit(seeded_db: Database) -> None:
    reader = DataVersionReader(seeded_db.engine, ttl=0)

    async def twice() -> list[int | None]:
        first = await reader.read_async()
        with session_context(seeded_db.engine) as session:  # a write through another connection
            rulings_repo.bump_data_version(session)
        return [first, await reader.read_async()]

    versions = asyncio.run(twice())
    if seeded_db.kind != "postgresql":
        assert versions == [None, None]  # SQLite: `read_inline`
        return
    assert versions[0] is not None and versions[1] == versions[0] + 1 == reader.read()


def test_on_postgresql_requests_that_arrive_during_a_read_share_the_next_one(seeded_db: Database) -> None:
    if seeded_db.kind != "postgresql":
        pytest.skip("PostgreSQL only")
    reader = DataVersionReader(seeded_db.engine, ttl=0)
    selects = 0
    select = reader._select_async

    async def counted() -> Any:
        nonlocal selects
        selects += 1
        return await select()

    reader._select_async = counted  # type: ignore[method-assign]

    async def many() -> list[int | None]:
        return await asyncio.gather(*(reader.read_async() for _ in range(20)))

    version = _version(seeded_db)
    assert asyncio.run(many()) == [version] * 20
    # The first request's read, then one more shared by every request that arrived meanwhile.
    assert selects == 2


def test_an_unreachable_postgresql_sends_the_version_read_to_a_worker_thread_for_a_while(seeded_db: Database) -> None:
    if seeded_db.kind != "postgresql":
        pytest.skip("PostgreSQL only")
    reader = DataVersionReader(seeded_db.engine, ttl=0)
    reader._conninfo = "postgresql://nobody@127.0.0.1:1/nothing"  # nothing listens on port 1

    async def reads() -> list[int | None]:
        failed = await reader.read_async()
        reader._conninfo = _postgres_conninfo(seeded_db.engine)  # back, but not tried again at once
        paused = await reader.read_async()
        reader._async_retry_at = 0.0  # the pause is over
        return [failed, paused, await reader.read_async()]

    assert asyncio.run(reads()) == [None, None, _version(seeded_db)]


def test_a_custom_read_is_never_replaced_by_the_inline_one(seeded_db: Database) -> None:
    reader = DataVersionReader(seeded_db.engine, ttl=0, read=lambda _engine: 7)
    assert reader.read_inline() is None and asyncio.run(reader.read_async()) is None and reader.read() == 7


@pytest.mark.parametrize(("method", "path", "wanted"), [
    ("GET", "/v1/cards/werewhat/rulings", True),
    ("HEAD", "/v1/rulings", True),
    ("POST", "/v1/simulate", True),
    ("POST", "/v1/rulings/lookup", False),
    ("GET", "/docs", False),
    ("DELETE", "/v1/rulings/abc", False),
])
def test_which_requests_have_the_version_read_with_their_count(method: str, path: str, wanted: bool) -> None:
    assert wants_data_version({"method": method, "path": path}) is wanted
