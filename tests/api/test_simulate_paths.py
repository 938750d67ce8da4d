"""The two ways a simulation is answered, on SQLite and PostgreSQL: a small request whose cards and
cited rulings are cached at the data version the rate limiter read is answered without the
database (on the event loop); everything else in a worker thread. Both give the same bytes."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import Engine, event

from app.api.caching import DataVersionReader, wants_data_version
from app.api.simulate_docs import REQUEST_EXAMPLES
from app.core.errors import IllegalActionError, MalformedBody
from app.core.settings import Settings
from app.db.session import session_context
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


def test_a_small_cached_request_is_answered_without_a_statement_and_with_the_same_bytes(seeded_db: Database) -> None:
    settings = Settings(database_url=seeded_db.url)
    raw = _raw(WEREWHAT)
    threaded = service.simulate_body(seeded_db.engine, settings, raw)  # reads, and fills the caches
    with statements(seeded_db.engine) as seen:
        inline = service.answer_from_cache(seeded_db.engine, settings, raw, _version_before(seeded_db, seen))
    assert seen == []
    assert inline is not None and inline == threaded
    assert inline[1] == [action["type"] for action in WEREWHAT["actions"]]


def _version_before(db: Database, seen: list[str]) -> int:
    version = _version(db)
    seen.clear()  # the version itself comes from the rate limiter's transaction in the app
    return version


def test_what_the_caches_lack_at_this_version_is_left_to_the_worker_thread(seeded_db: Database) -> None:
    settings = Settings(database_url=seeded_db.url)
    raw = _raw(WEREWHAT)
    service.simulate_body(seeded_db.engine, settings, raw)
    with statements(seeded_db.engine) as seen:
        # Another data version: nothing is cached under it, and no database is at hand here.
        assert service.answer_from_cache(seeded_db.engine, settings, raw, _version(seeded_db) + 1000) is None
    assert len(seen) == 1  # only the test's own version read


def test_large_requests_always_go_to_a_worker_thread(seeded_db: Database) -> None:
    raw = _raw(WEREWHAT)
    version = _version(seeded_db)
    service.simulate_body(seeded_db.engine, Settings(database_url=seeded_db.url), raw)
    few_objects = Settings(database_url=seeded_db.url, simulate_inline_max_objects=1)
    few_actions = Settings(database_url=seeded_db.url, simulate_inline_max_actions=len(WEREWHAT["actions"]) - 1)
    assert service.answer_from_cache(seeded_db.engine, few_objects, raw, version) is None
    assert service.answer_from_cache(seeded_db.engine, few_actions, raw, version) is None
    padded = copy.deepcopy(WEREWHAT)
    padded["state"]["players"][0]["library"] = [{"id": f"pad-{i}", "card": "Werewhat", "note": "x" * 100}
                                                for i in range(600)]
    assert len(_raw(padded)) > 64 * 1024
    assert service.answer_from_cache(seeded_db.engine, Settings(database_url=seeded_db.url,
                                     simulate_inline_max_objects=10_000), _raw(padded), version) is None


def test_refusals_are_the_same_on_both_paths(seeded_db: Database) -> None:
    settings = Settings(database_url=seeded_db.url)
    with pytest.raises(MalformedBody):
        service.answer_from_cache(seeded_db.engine, settings, b"{not json", 1)
    illegal = copy.deepcopy(WEREWHAT)
    illegal["actions"] = [{"type": "play_land", "player": "alice", "card": "nothing-in-hand"}]
    version = _version(seeded_db)
    with pytest.raises(IllegalActionError) as threaded:
        service.simulate_body(seeded_db.engine, settings, _raw(illegal))
    with pytest.raises(IllegalActionError) as inline:
        service.answer_from_cache(seeded_db.engine, settings, _raw(illegal), version)
    assert inline.value.detail == threaded.value.detail
    assert inline.value.extensions == threaded.value.extensions and inline.value.extensions["citations"]


def test_the_data_version_is_read_without_a_write_and_forgotten_after_a_local_write(seeded_db: Database) -> None:
    version = _version(seeded_db)
    reader = DataVersionReader(seeded_db.engine, ttl=60)
    assert reader.cached() is None and reader.read() == version and reader.cached() == version
    reader.invalidate()
    assert reader.cached() is None
    assert DataVersionReader(seeded_db.engine, ttl=0).read() == version


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
