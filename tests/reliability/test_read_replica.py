"""Scale-out on PostgreSQL: a real primary and a real streaming replica (initdb, then
pg_basebackup -R) on loopback ports; reads go to the replica while it is current, writes and
reads it can't answer yet go to the primary, and a replica that is down costs nothing but its
offload."""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import psycopg
import pytest

from app.api.simulate_docs import REQUEST_EXAMPLES
from tests.pgserver import PostgresServer, free_port
from tests.reliability.harness import API_KEY, ApiProcess, pg_start, pg_stop, prepare_database

pytestmark = [pytest.mark.postgres, pytest.mark.slow]


@pytest.fixture(scope="module")
def primary_and_replica() -> Iterator[tuple[PostgresServer, PostgresServer, str, str]]:
    primary = PostgresServer.start()
    replica: PostgresServer | None = None
    try:
        primary_url = primary.create_database("scaleout")
        prepare_database(primary_url)
        root = Path(tempfile.mkdtemp(prefix="mtg-rulings-replica-"))
        if primary.as_user:
            shutil.chown(root, primary.as_user, primary.as_user)
        replica = PostgresServer(data_dir=root / "data", port=free_port(), bin_dir=primary.bin_dir,
                                 as_user=primary.as_user)
        # A copy of the primary that connects back to it and replays its WAL (-R: standby.signal
        # and primary_conninfo); -X stream copies the WAL written meanwhile; a fast checkpoint starts
        # it at once instead of spreading one over minutes.
        replica._run("pg_basebackup", "-D", str(replica.data_dir), "-h", "127.0.0.1", "-p", str(primary.port),
                     "-U", "postgres", "-X", "stream", "-R", "--no-sync", "--checkpoint=fast")
        pg_start(replica)
        yield primary, replica, primary_url, replica.url("scaleout")
    finally:
        if replica is not None:
            replica.stop()
        primary.stop()


def _sql(server: PostgresServer, statement: str) -> object:
    with psycopg.connect(f"postgresql://postgres@127.0.0.1:{server.port}/scaleout", autocommit=True) as conn:
        row = conn.execute(statement).fetchone()
        return row[0] if row else None


def _wait(condition: Callable[[], bool], seconds: float = 20) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        time.sleep(0.1)


def test_reads_go_to_a_current_replica_and_writes_and_lagging_reads_to_the_primary(
    primary_and_replica: tuple[PostgresServer, PostgresServer, str, str], start_api: Callable[..., ApiProcess],
) -> None:
    primary, replica, primary_url, replica_url = primary_and_replica
    assert _sql(replica, "SELECT pg_is_in_recovery()") is True  # a real standby
    # The response cache off: these reads must reach a database to show which one answered.
    api = start_api(primary_url, DATABASE_READ_URL=replica_url, RESPONSE_CACHE_BYTES="0")
    client = httpx.Client(base_url=api.base_url, timeout=10)
    path = "/v1/cards/werewhat/rulings"

    _wait(lambda: client.get(path).headers.get("x-database") == "replica")
    lookup = client.post("/v1/rulings/lookup", json={"cards": ["Werewhat"]})
    assert lookup.status_code == 200 and lookup.headers["x-database"] == "replica"
    # A simulation reads too (with a replica it always takes the worker-thread path that picks one).
    for _ in range(2):  # the second one has everything cached, and still says where it read
        simulated = client.post("/v1/simulate", json=REQUEST_EXAMPLES["day_night"]["value"])
        assert simulated.status_code == 200 and simulated.headers["x-database"] == "replica", simulated.text
    before = client.get(path)
    assert before.status_code == 200 and before.headers["x-database"] == "replica"

    # The replica stops replaying: it falls behind the next write.
    _sql(replica, "SELECT pg_wal_replay_pause()")
    _wait(lambda: _sql(replica, "SELECT pg_get_wal_replay_pause_state()") == "paused")
    text = f"Replica check {time.time_ns()}: Werewhat's back face is chosen as it enters."
    created = client.post("/v1/rulings", headers={"Authorization": f"Bearer {API_KEY}"},
                          json={"text": text, "published_at": "2024-11-08", "cards": ["werewhat"]})
    assert created.status_code == 201, created.text
    assert created.headers["x-database"] == "primary"
    # Read-your-writes: the lagging replica is passed over; the primary answers with the write.
    after = client.get(path, headers={"If-None-Match": before.headers["etag"]})
    assert after.status_code == 200 and after.headers["x-database"] == "primary"
    assert text in [r["text"] for r in after.json()["data"]]
    assert after.headers["etag"] != before.headers["etag"]
    replica_count = _sql(replica, "SELECT count(*) FROM ruling")
    assert replica_count == _sql(primary, "SELECT count(*) FROM ruling") - 1  # the replica really lags

    # Replay resumes: once the replica has caught up, reads go back to it, with the write.
    _sql(replica, "SELECT pg_wal_replay_resume()")
    _wait(lambda: client.get(path).headers.get("x-database") == "replica")
    caught_up = client.get(path)
    assert text in [r["text"] for r in caught_up.json()["data"]]
    assert caught_up.headers["etag"] == after.headers["etag"]  # same data, same tag, whichever database


def test_a_replica_that_is_down_leaves_reads_to_the_primary(
    primary_and_replica: tuple[PostgresServer, PostgresServer, str, str], start_api: Callable[..., ApiProcess],
) -> None:
    _, replica, primary_url, replica_url = primary_and_replica
    # The response cache off: these reads must reach a database to show which one answered.
    api = start_api(primary_url, DATABASE_READ_URL=replica_url, RESPONSE_CACHE_BYTES="0")
    client = httpx.Client(base_url=api.base_url, timeout=10)
    _wait(lambda: client.get("/v1/cards/werewhat").headers.get("x-database") == "replica")
    pg_stop(replica)
    try:
        down = client.get("/v1/cards/werewhat")
        assert down.status_code == 200 and down.headers["x-database"] == "primary"
    finally:
        pg_start(replica)
    _wait(lambda: client.get("/v1/cards/werewhat").headers.get("x-database") == "replica")


def test_reads_on_the_replica_cause_no_write_on_the_primary(
    primary_and_replica: tuple[PostgresServer, PostgresServer, str, str], start_api: Callable[..., ApiProcess],
) -> None:
    # The rate limiter used to count every request in a table on the primary: read capacity was
    # capped by the primary's write capacity. Now a read writes nothing: the primary's write-ahead
    # log (every change of every row goes through it) barely moves while 300 reads and a simulation
    # are answered; 300 counted requests wrote well over 15 kB of it (a commit record each).
    primary, _, primary_url, replica_url = primary_and_replica
    api = start_api(primary_url, DATABASE_READ_URL=replica_url, RESPONSE_CACHE_BYTES="0",
                    RATE_LIMIT_REQUESTS="1000000")
    client = httpx.Client(base_url=api.base_url, timeout=10)
    _wait(lambda: client.get("/v1/cards/werewhat/rulings").headers.get("x-database") == "replica")
    lsn = "SELECT pg_current_wal_lsn() - '0/0'::pg_lsn"
    before = int(_sql(primary, lsn))  # type: ignore[call-overload]
    for n in range(100):
        assert client.get("/v1/cards/werewhat/rulings").status_code == 200
        assert client.get(f"/v1/rulings?q=land&limit={1 + n % 5}").status_code == 200
        assert client.post("/v1/rulings/lookup", json={"cards": ["Werewhat", "chatzuk"]}).status_code == 200
    simulated = client.post("/v1/simulate", json=REQUEST_EXAMPLES["day_night"]["value"])
    assert simulated.status_code == 200
    grown = int(_sql(primary, lsn)) - before  # type: ignore[call-overload]
    assert grown < 4096, f"the primary wrote {grown} bytes of WAL while only reads were served"
    assert _sql(primary, "SELECT count(*) FROM rate_limit_window") == 0
