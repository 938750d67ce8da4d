"""250 unknown names in one lookup (issue 23: 1.7-3 s of work over 30,000 cards, `/healthz` up to
231 ms while it ran, when name matching ran in the serving process), against a real server
(`python -m app serve`, two worker processes) over a catalog of 5,000 cards, on SQLite and
PostgreSQL: the lookup is answered 200 with every name in `not_found` or matched by its typo, the
unknown ones with their `candidates`; 251 names are refused 422 (MAX_LOOKUP_NAMES); the typo
matching runs in a worker process (its CPU time, not the serving process's); and `/healthz`,
asked every 50 ms from a process of its own throughout, answers with p95 under 100 ms.

The catalog is bench/names.py's (real card names from tests/fixtures/names and names made of
their words), 5,000 cards instead of 30,000 to keep the test short; the 250 names are its
(real names the catalog lacks and misspellings of catalog names), each round's spelled apart so
that no answer comes from a cache."""

from __future__ import annotations

import contextlib
import json
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
from sqlalchemy import insert, select

from bench.names import catalog_names, unknown_names
from tests.conftest import make_seeded_database
from tests.pgserver import PostgresServer
from tests.reliability.harness import ApiProcess
from tests.reliability.test_attacks import HEALTHZ_MAX_SECONDS, HealthWatch

pytestmark = [pytest.mark.serial]  # measures time under load: alone (make test)

CARDS = 5_000
NAMES = 250
ROUNDS = 12
SPELLINGS = "sqzxkjvwyfgh"  # a letter more per round: still unknown, never the same body twice


@pytest.fixture(params=["sqlite", "postgresql"])
def catalog_url(
    request: pytest.FixtureRequest, pg_server: PostgresServer | str, tmp_path_factory: pytest.TempPathFactory
) -> str:
    """A seeded database with CARDS cards more, written before the server starts."""
    from app.cards.models import Card
    from app.cards.naming import name_key, slugify
    from app.db.session import session_context
    from app.rulings import repository as rulings_repo

    db = make_seeded_database(request.param, pg_server, tmp_path_factory)
    with session_context(db.engine) as session:
        existing = set(session.scalars(select(Card.id)))
        rows, seen = [], set(existing)
        for name in catalog_names(CARDS):
            if slugify(name) not in seen:
                seen.add(slugify(name))
                rows.append({"id": slugify(name), "name": name, "name_key": name_key(name), "type_line": "Creature"})
        session.execute(insert(Card), rows)
        rulings_repo.bump_data_version(session)
    db.engine.dispose()
    return db.url


def _cpu_seconds(pid: int) -> float:
    """Time one process has run on a CPU so far, every thread of it (schedstat: nanoseconds, not
    the 10 ms ticks of /proc/<pid>/stat)."""
    return sum(int((task / "schedstat").read_text().split()[0]) for task in Path(f"/proc/{pid}/task").iterdir()) / 1e9


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {
            int(child)
            for parent in frontier
            for task in Path(f"/proc/{parent}/task").iterdir()
            for child in (task / "children").read_text().split()
        } - found
        found |= frontier
    return found


def _cpu_of(pids: set[int]) -> float:
    total = 0.0
    for pid in pids:
        with contextlib.suppress(OSError):  # gone meanwhile
            total += _cpu_seconds(pid)
    return total


def test_250_unknown_names_run_in_a_worker_and_healthz_stays_fast(
    catalog_url: str,
    start_api: Callable[..., ApiProcess],
    tmp_path: Path,
) -> None:
    names = unknown_names(NAMES)
    assert len(set(names)) == NAMES
    api = start_api(catalog_url, WORKER_PROCESSES="2")
    serving, workers = api.process.pid, _children(api.process.pid)
    assert len(workers) >= 3  # the fork server and the two workers it forked
    with (
        httpx.Client(base_url=api.base_url, timeout=60) as client,
        HealthWatch(api.port, tmp_path / "healthz.log") as health,
    ):
        time.sleep(0.5)  # a few probes before
        serving_before, workers_before = _cpu_seconds(serving), _cpu_of(workers)
        seconds = []
        for n in range(ROUNDS):
            # Each round's names spelled apart (one letter more), so none is answered from a cache.
            body = {"cards": [name + SPELLINGS[n] for name in names] if n else names}
            started = time.perf_counter()
            answer = client.post("/v1/rulings/lookup", json=body)
            seconds.append(time.perf_counter() - started)
            assert answer.status_code == 200, answer.text[:500]
            found = answer.json()
            missing = found["not_found"]
            matched = len(body["cards"]) - len(missing)
            # Every name answered: a card it names by a typo, or not_found (never fuzzy_limit here).
            assert matched + len(missing) == NAMES and missing, (matched, len(missing))
            assert all(entry.get("reason") != "fuzzy_limit" for entry in missing), missing[:3]
            assert sum(1 for entry in missing if entry["candidates"]) >= len(missing) // 4, missing[:5]
        serving_cpu = _cpu_seconds(serving) - serving_before
        workers_cpu = _cpu_of(workers) - workers_before
        refused = client.post("/v1/rulings/lookup", json={"cards": [*names, "one name too many"]})
        time.sleep(0.5)  # a few probes after
    assert refused.status_code == 422, refused.text[:500]
    assert refused.headers["content-type"].startswith("application/problem+json")
    assert refused.json()["limit"] == NAMES, refused.text[:500]

    latencies = sorted(health.latencies)
    report = {
        "lookup_seconds": [round(s, 3) for s in seconds],
        "cpu_ms": {"serving": round(serving_cpu * 1000, 1), "workers": round(workers_cpu * 1000, 1)},
        "healthz": {
            "probes": len(latencies),
            "median_ms": round(statistics.median(latencies) * 1000, 1),
            "p95_ms": round(latencies[int(len(latencies) * 0.95)] * 1000, 1),
            "max_ms": round(latencies[-1] * 1000, 1),
        },
    }
    print(f"\n250 unknown names over {CARDS} cards: {json.dumps(report)}")
    # The typo matching ran in the workers: they spent the CPU, the serving process (HTTP, the
    # probes, its warm-up loop) far less.
    assert workers_cpu >= 0.03 and workers_cpu > 2 * serving_cpu, report
    assert not health.failures, health.failures[:5]
    assert len(latencies) > 10, report
    assert latencies[int(len(latencies) * 0.95)] < 0.1 and latencies[-1] < HEALTHZ_MAX_SECONDS, report
