"""The worker pool itself (app/core/workers.py), with real worker processes: answers and refusals
come back as they were raised, a task past its deadline is killed with its worker and the pool is
whole again at once, and a task past the memory cap costs its worker only. The tasks are standard
library functions and the app's own (a worker imports them by name)."""

from __future__ import annotations

import asyncio
import gc
import json
import operator
import os
import pathlib
import time
from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from app.core.errors import MalformedBody
from app.core.workers import PRELOAD, DeadlineExceeded, MemoryExceeded, WorkerPool, tune_gc
from app.simulation.service import _parse

pytestmark = [pytest.mark.serial]  # measures deadlines of worker processes: alone (make test)


def _with_pool(test: Callable[[WorkerPool], Coroutine[Any, Any, None]], **options: Any) -> None:
    async def main() -> None:
        pool = WorkerPool(
            options.pop("processes", 2), options.pop("deadline", 0.5), options.pop("memory_mb", 0), preload=PRELOAD
        )
        pool.start(asyncio.get_running_loop())
        try:
            await _until(lambda: pool.warm_version() is not None, 60)
            await test(pool)
        finally:
            await pool.close()

    asyncio.run(main())


async def _until(condition: Callable[[], bool], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.01)


def test_answers_and_refusals_come_back_as_raised() -> None:
    async def check(pool: WorkerPool) -> None:
        assert await pool.run(operator.add, 2, 3) == 5
        # Forked from a fork server that loaded the app with the collector paused, then froze what it
        # loaded (app.core.gc_pause, gc_resume): the collector is on in the worker.
        assert await pool.run(gc.isenabled) is True
        assert await pool.run(gc.get_freeze_count) > 0
        pids = {await pool.run(os.getpid) for _ in range(6)}
        assert pids <= set(pool.pids()) and os.getpid() not in pids
        with pytest.raises(MalformedBody) as refused:
            await pool.run(_parse, b"{", None)
        assert refused.value.status == 400 and "not valid JSON" in refused.value.detail
        with pytest.raises(ZeroDivisionError):
            await pool.run(operator.truediv, 1, 0)
        # Many at once: each answered, two at a time.
        assert await asyncio.gather(*(pool.run(operator.mul, i, i) for i in range(20))) == [i * i for i in range(20)]

    _with_pool(check)


def test_past_the_deadline_the_worker_is_killed_and_replaced_at_once() -> None:
    async def check(pool: WorkerPool) -> None:
        before = set(pool.pids())
        started = time.monotonic()
        with pytest.raises(DeadlineExceeded) as late:
            await pool.run(time.sleep, 30)
        assert 0.5 <= time.monotonic() - started < 2
        assert late.value.status == 503 and late.value.extensions["retry_after_seconds"] >= 1
        assert pool.killed == 1 and len(set(pool.pids()) - before) == 1
        # The other worker answers meanwhile; within a second both answer again.
        assert await pool.run(operator.add, 1, 1) == 2
        await _until(lambda: pool.alive() == 2, 1.0)
        assert await asyncio.gather(pool.run(time.sleep, 0.2), pool.run(time.sleep, 0.2)) == [None, None]

    _with_pool(check)


def test_a_task_past_the_memory_cap_costs_its_worker_only() -> None:
    # The cap: a warm worker's own address space (read from one, uncapped: it grows with the reader's
    # grammar and the engine's vocabulary, 260 MB once, some 330 MB in session 18) and 100 MB more.
    started: list[int] = []

    async def measure(pool: WorkerPool) -> None:
        status = await pool.run(pathlib.Path.read_text, pathlib.Path("/proc/self/status"))
        [size_kb] = [int(line.split()[1]) for line in status.splitlines() if line.startswith("VmSize:")]
        started.append(size_kb // 1024)

    _with_pool(measure, processes=1)
    cap = started[0] + 100

    async def check(pool: WorkerPool) -> None:
        bomb = b"[" + b",".join([b"{}"] * 3_000_000) + b"]"  # about 250 MB once parsed
        before = set(pool.pids())
        with pytest.raises(MemoryExceeded) as refused:
            await pool.run(json.loads, bomb)
        assert refused.value.status == 422 and refused.value.extensions["limit"] == cap
        await _until(lambda: pool.alive() == 2 and len(set(pool.pids()) - before) == 1, 2.0)
        assert await pool.run(json.loads, b"[1]") == [1]

    _with_pool(check, memory_mb=cap, deadline=30)


def test_workers_warm_the_version_the_serving_process_asks_for(tmp_path: Any) -> None:
    """`request_warm`: every idle worker warms again within a few hundredths of a second, with no
    database to ask (the warm function here: a file's size, standing for the data version)."""
    version_file = tmp_path / "version"
    version_file.write_bytes(b"x" * 3)

    async def check(pool: WorkerPool) -> None:
        assert pool.warm_version() == 3
        version_file.write_bytes(b"x" * 7)
        await asyncio.sleep(0.3)
        assert pool.warm_version() == 3  # nobody asked (and no `stale` check here)
        started = time.monotonic()
        pool.request_warm(7)
        await _until(lambda: pool.warm_version() == 7, 5)
        assert time.monotonic() - started < 1.0
        pool.request_warm(5)  # an older version asks for nothing
        version_file.write_bytes(b"x" * 9)
        await asyncio.sleep(0.3)
        assert pool.warm_version() == 7
        assert await pool.run(operator.add, 1, 2) == 3  # and they serve as before

    async def main() -> None:
        pool = WorkerPool(2, 5.0, 0, warm=os.path.getsize, warm_arg=str(version_file), preload=PRELOAD)
        pool.start(asyncio.get_running_loop())
        try:
            await _until(lambda: pool.warm_version() is not None, 60)
            await check(pool)
        finally:
            await pool.close()

    asyncio.run(main())


def test_a_serving_process_turns_the_collector_back_on_once_loaded() -> None:
    """`serve` pauses the collector while uvicorn imports the app; the lifespan's tune_gc turns it
    on again, whatever GC_THRESHOLD is."""
    before = gc.get_threshold()
    try:
        for threshold in (0, 10_000):
            gc.disable()
            tune_gc(threshold)
            assert gc.isenabled()
    finally:
        gc.set_threshold(*before)
        gc.enable()
