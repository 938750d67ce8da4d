"""Two API processes on one real PostgreSQL, 64 connections of mixed reads, searches, decklists
and simulations for 60 s (RELIABILITY_LOAD_SECONDS): zero errors. Throughput and p99 are printed,
kept as the test's properties and written to bench/out/load.json (the last run's figures)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.reliability.conftest import LOAD_SECONDS
from tests.reliability.harness import ApiProcess, Load, ready_together

pytestmark = [pytest.mark.postgres, pytest.mark.slow, pytest.mark.serial]  # measures time under load: alone (make test)
RESULTS = Path(__file__).resolve().parents[2] / "bench" / "out" / "load.json"


def test_two_processes_answer_64_connections_of_mixed_load_without_an_error(
    own_database: str, start_api: Callable[..., ApiProcess], record_property: Callable[[str, object], None],
) -> None:
    first, second = ready_together(start_api(own_database, ready=False), start_api(own_database, ready=False))
    with Load([first.base_url, second.base_url], connections=64) as load:
        time.sleep(LOAD_SECONDS)
    summary = load.summary()
    record_property("load", json.dumps(summary))
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps({"connections": 64, "processes": 2, "database": "postgresql", **summary},
                                  indent=2) + "\n", encoding="utf-8")
    print(f"\nload on two processes, one PostgreSQL: {summary}")
    failures = load.where(lambda o: o.status is None or o.status >= 400)
    assert not failures, f"{len(failures)} failed requests, e.g. {failures[:5]}"
    assert summary["requests"] > 0
    assert {o.name for o in load.outcomes} == {r.name for r in load.requests}  # every kind was served
    assert {o.target for o in load.outcomes} == {0, 1}
