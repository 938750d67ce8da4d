"""Shared fixtures: a real PostgreSQL server for the run, databases on SQLite and PostgreSQL
migrated with the real Alembic migrations and seeded, and the API served over real HTTP."""

from __future__ import annotations

import gc
import itertools
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
import uvicorn
from sqlalchemy import Engine

from app.core.settings import Settings
from app.db import migrate
from app.db.session import build_engine, session_context
from app.main import create_app
from app.seeding.loader import load_seeds
from tests.pgserver import PostgresServer, free_port

SEEDS = Path(__file__).resolve().parents[1] / "seeds"
DATABASES = ["sqlite", "postgresql"]
_counter = itertools.count()


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PostgresServer | str]:
    external = os.environ.get("TEST_POSTGRES_URL")
    if external:
        yield external
        return
    server = PostgresServer.start()
    try:
        yield server
    finally:
        server.stop()


@dataclass
class Database:
    kind: str
    url: str
    engine: Engine


def make_database(kind: str, pg_server: PostgresServer | str, tmp_path_factory: pytest.TempPathFactory) -> Database:
    n = next(_counter)
    if kind == "sqlite":
        url = f"sqlite:///{tmp_path_factory.mktemp('sqlite')}/test{n}.db"
    elif isinstance(pg_server, str):
        url = _create_database_on(pg_server, f"test_{os.getpid()}_{n}")
    else:
        url = pg_server.create_database(f"test_{os.getpid()}_{n}")
    return Database(kind=kind, url=url, engine=build_engine(url))


def _create_database_on(server_url: str, name: str, template: str | None = None) -> str:
    """A fresh database on an existing server (TEST_POSTGRES_URL): each test keeps its own;
    a copy of `template` when given."""
    import psycopg
    from sqlalchemy.engine import make_url

    from app.db.session import normalise_url

    url = make_url(normalise_url(server_url))
    admin = url.set(drivername="postgresql", database="postgres").render_as_string(hide_password=False)
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"' + (f' TEMPLATE "{template}"' if template else ""))
    return url.set(database=name).render_as_string(hide_password=False)


def migrate_and_seed(db: Database) -> None:
    migrate.upgrade(db.engine)
    with session_context(db.engine) as session:
        load_seeds(session, SEEDS)


# One database of each kind migrated with the real Alembic migrations and seeded, made once per run;
# every seeded database a test gets is a copy of it (kind -> SQLite file or PostgreSQL database name).
_seeded_templates: dict[str, str] = {}


def make_seeded_database(kind: str, pg_server: PostgresServer | str, tmp_path_factory: pytest.TempPathFactory) -> Database:
    """A fresh, migrated and seeded database of `kind`, as `make_database` + `migrate_and_seed`
    make it, copied from the run's template: SQLite's backup API into a new file, or PostgreSQL's
    CREATE DATABASE ... TEMPLATE (a tenth of the time of running the migrations and seeds again)."""
    if kind not in _seeded_templates:
        template = make_database(kind, pg_server, tmp_path_factory)
        migrate_and_seed(template)
        template.engine.dispose()  # PostgreSQL copies a template only while nobody is connected to it
        _seeded_templates[kind] = template.engine.url.database or ""
    n = next(_counter)
    if kind == "sqlite":
        url = f"sqlite:///{tmp_path_factory.mktemp('sqlite')}/test{n}.db"
        with closing(sqlite3.connect(_seeded_templates[kind])) as source, closing(sqlite3.connect(url.removeprefix("sqlite:///"))) as target:
            source.backup(target)
    else:
        url = _create_database_on(pg_server.url() if isinstance(pg_server, PostgresServer) else pg_server,
                                  f"test_{os.getpid()}_{n}", template=_seeded_templates[kind])
    return Database(kind=kind, url=url, engine=build_engine(url))


@pytest.fixture(params=DATABASES)
def empty_db(request: pytest.FixtureRequest, pg_server: PostgresServer | str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Database]:
    """A fresh, unmigrated database of each kind (for migration and loader tests)."""
    db = make_database(request.param, pg_server, tmp_path_factory)
    yield db
    db.engine.dispose()


@pytest.fixture(params=DATABASES)
def seeded_db(request: pytest.FixtureRequest, pg_server: PostgresServer | str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Database]:
    db = make_seeded_database(request.param, pg_server, tmp_path_factory)
    yield db
    db.engine.dispose()


@dataclass
class LiveApi:
    kind: str
    base_url: str
    client: httpx.Client
    settings: Settings
    db: Database


class _Server(uvicorn.Server):
    def install_signal_handlers(self) -> None:  # the test process keeps its own handlers
        pass


def serve(settings: Settings) -> tuple[_Server, threading.Thread, str]:
    port = free_port()
    config = uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, log_level="warning", access_log=False)
    server = _Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 60  # a loaded two-core machine took over 20 s to import and start the app
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.02)
    base_url = f"http://127.0.0.1:{port}"
    wait_until_warm(base_url, deadline)
    return server, thread, base_url


def wait_until_warm(base_url: str, deadline: float) -> None:
    """Until /readyz says the indexes and the worker processes are warm (or that something other
    than warming is not ready: a test of an unready server)."""
    while time.monotonic() < deadline:
        try:
            checks = httpx.get(base_url + "/readyz", timeout=10).json().get("checks", {})
        except (httpx.HTTPError, ValueError):
            return
        if checks.get("warm") == "ok" or any(v != "ok" for k, v in checks.items() if k != "warm"):
            return
        time.sleep(0.02)


API_KEY = "test-key-" + "x" * 24


@pytest.fixture(scope="module", params=DATABASES)
def api(request: pytest.FixtureRequest, pg_server: PostgresServer | str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveApi]:
    """The real app over real HTTP (uvicorn on a loopback port), on a migrated, seeded database;
    one per test module and database kind."""
    db = make_seeded_database(request.param, pg_server, tmp_path_factory)
    overrides = getattr(request.module, "SETTINGS_OVERRIDES", {})
    settings = Settings(database_url=db.url, api_keys=[API_KEY], log_json=True, log_level="WARNING", **overrides)
    server, thread, base_url = serve(settings)
    with httpx.Client(base_url=base_url, timeout=30) as client:
        yield LiveApi(kind=request.param, base_url=base_url, client=client, settings=settings, db=db)
    server.should_exit = True
    thread.join(timeout=10)
    db.engine.dispose()


# --- pytest-xdist (`make test`'s parallel part, scripts/run-tests.sh) ------------------------------
# Each test file runs whole on one worker (--dist loadfile) and the workers take files in this
# order: the files that take a minute or more first, longest first, so that no worker is left alone with one
# at the end while the other has nothing to do, then every other file in collection order (the
# unit tests' many short files last: they fill the gaps). The order only matters for the time.
START_FIRST = (  # by the seconds each file took in a two-worker run on the loaded machine (session 18)
    "tests/reliability/test_schemathesis.py",  # 745 s
    "tests/api/test_public_keys.py",  # 297 s
    "tests/ingest/test_cli.py",  # 188 s
    "tests/browser/test_docs_chromium.py",  # 185 s
    "tests/test_architecture.py",  # 169 s
    "tests/clients/test_python_client.py",  # 147 s
    "tests/api/test_public_ratelimit.py",  # 110 s
    "tests/clients/test_typescript_client.py",  # 97 s
    "tests/api/test_names_near_misses.py",  # 96 s
    "tests/ingest/test_sync.py",  # 95 s
    "tests/api/test_search_index.py",  # 91 s
    "tests/api/test_public_openapi.py",  # 79 s
    "tests/reliability/test_read_replica.py",  # 78 s
    "tests/api/test_scenarios_api.py",  # 76 s
)


# The files of the collected tests marked `serial` (tests/test_suite_parts.py checks that
# scripts/run-tests.sh's second part collects each of them).
SERIAL_FILES = pytest.StashKey[set[str]]()


# The test process's garbage collector (docs/testing.md, session 22: "The test process's collector"):
# paused while the app and the test modules load (tests/__init__.py; what they build lives on, and
# the collector's passes over it found nothing and cost a large share of the collection), then
# everything that survived a full collection is frozen out of the next ones, so that a full
# collection scans what is new since the last one, not the whole heap again.
_full_collections = [0]


def pytest_collection_finish(session: pytest.Session) -> None:
    gc.freeze()
    gc.enable()


@pytest.hookimpl(trylast=True)
def pytest_sessionstart(session: pytest.Session) -> None:
    """pytest-xdist's controller collects nothing (its workers do): its collector is on from the start."""
    if getattr(session.config.option, "numprocesses", None) and not hasattr(session.config, "workerinput"):
        gc.enable()


def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    full = gc.get_stats()[2]["collections"]
    if full != _full_collections[0]:
        _full_collections[0] = full
        gc.freeze()


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects anything
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    config.stash[SERIAL_FILES] = {item.nodeid.split("::")[0] for item in items if item.get_closest_marker("serial")}
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return  # one process: the usual order
    rank = {path: n for n, path in enumerate(START_FIRST)}
    items.sort(key=lambda item: rank.get(item.nodeid.split("::")[0], len(rank)))


# Seconds per test file (setup, call and teardown of its tests summed, on whichever worker ran
# them), shown after pytest's own slowest tests: what the suite's time is spent on, file by file
# (START_FIRST above, docs/testing.md "Suite time"). Collected where the reports arrive (the
# controller of an xdist run).
_FILE_SECONDS: dict[str, float] = {}


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    path = report.nodeid.split("::")[0]
    _FILE_SECONDS[path] = _FILE_SECONDS.get(path, 0.0) + report.duration


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if not _FILE_SECONDS:
        return
    total = sum(_FILE_SECONDS.values())
    terminalreporter.write_sep("=", f"slowest 20 test files (of {len(_FILE_SECONDS)}, {total:.0f} s in all)")
    for path, seconds in sorted(_FILE_SECONDS.items(), key=lambda kv: -kv[1])[:20]:
        terminalreporter.write_line(f"{seconds:8.1f}s {path}")
