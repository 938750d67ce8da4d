"""Fixtures of the reliability tests: a PostgreSQL server of their own (they stop and restart it,
which the shared one must never see) and API processes on it."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.pgserver import PostgresServer
from tests.reliability.harness import ApiProcess, prepare_database

# Seconds of load (the 60 s by default; RELIABILITY_LOAD_SECONDS=10 for a quick local run).
LOAD_SECONDS = float(os.environ.get("RELIABILITY_LOAD_SECONDS", "60"))


@pytest.fixture(scope="module")
def own_postgres() -> Iterator[PostgresServer]:
    server = PostgresServer.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def own_database(own_postgres: PostgresServer) -> str:
    url = own_postgres.create_database("reliability")
    prepare_database(url)
    return url


@pytest.fixture
def start_api(tmp_path: Path) -> Iterator[Callable[..., ApiProcess]]:
    started: list[ApiProcess] = []

    def start(database_url: str, ready: bool = True, **env: str) -> ApiProcess:
        process = ApiProcess(database_url, tmp_path, ready=ready, **env)
        started.append(process)
        return process

    yield start
    for process in started:
        process.stop()
