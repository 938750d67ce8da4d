"""Where a route hands its CPU work over: the app's worker pool (app/core/workers.py), or, when
there is none (WORKER_PROCESSES=0, or an app driven without its lifespan), this process's
threads within REQUEST_TIME_BUDGET_SECONDS (tests and development only)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import time
from collections.abc import Callable
from typing import Any, TypeVar

from fastapi import FastAPI, Request

from app.api.deps import run_with_budget, simulation_threads
from app.api.warming import local_warm_version
from app.core.logging import get_logger
from app.core.settings import Settings
from app.core.workers import PRELOAD, WorkerPool, run_here

T = TypeVar("T")
log = get_logger("app.offload")


def worker_pool(app: FastAPI) -> WorkerPool | None:
    pool: WorkerPool | None = getattr(app.state, "worker_pool", None)
    return pool


def start_pool(app: FastAPI, settings: Settings, loop: Any) -> WorkerPool | None:
    """The app's pool of WORKER_PROCESSES workers, started (None for 0)."""
    if settings.worker_processes <= 0:
        return None
    from app.rulings.warmup import is_stale, warm_worker

    pool = WorkerPool(
        settings.worker_processes,
        settings.worker_deadline_seconds,
        settings.worker_memory_mb,
        warm=warm_worker,
        stale=is_stale,
        warm_arg=settings,
        preload=PRELOAD,
        gc_threshold=settings.gc_threshold,
    )
    pool.start(loop)
    app.state.worker_pool = pool
    return pool


async def run_in_worker(request: Request, what: str, func: Callable[..., T], *args: Any) -> T:
    """`func(*args)` (a module-level function: it is pickled by name) in a worker process, within
    WORKER_DEADLINE_SECONDS; `what` names the work in a time-budget problem of the in-process mode."""
    pool = worker_pool(request.app)
    if pool is not None:
        return await pool.run(func, *args)
    settings: Settings = request.app.state.settings
    return await run_with_budget(
        functools.partial(run_here, settings, func, *args),
        settings.request_time_budget_seconds,
        what,
        simulation_threads(request),
    )


# How often the serving process checks the data version for its own indexes and its workers'
# (how often /readyz's answer can lag a write of another replica); while it or a worker is behind
# the version it saw, it looks every CATCH_UP_SECONDS, so its warm mark follows within that.
WARM_CHECK_SECONDS = 0.5
CATCH_UP_SECONDS = 0.02


async def keep_warm(app: FastAPI, database_url: str) -> None:
    """The serving process's indexes (search, names, the rulings' cards) at the current data
    version: built when the app starts and again whenever the version moves, in a worker thread,
    while its workers warm the same version (`WorkerPool.request_warm`); `app.state.warm_version`
    is the version last warmed (/readyz compares it). Once this process and its workers have all
    warmed a version, its warm mark in the database says so (app/rulings/warm_marks.py: a write
    waits for every replica's mark), and says it again every HEARTBEAT_SECONDS."""
    from fastapi.concurrency import run_in_threadpool

    from app.db.session import get_engine
    from app.rulings import warm_marks
    from app.rulings.warmup import current_version, warm_server

    app.state.warm_version = None
    app.state.warm_wake = wake = asyncio.Event()
    engine, key = get_engine(database_url), warm_marks.new_key()
    app.state.warm_key = key  # a write of this process watches it in memory (app/api/warming.py)
    published: int | None = None
    published_at = 0.0
    failures = 0
    try:
        while True:
            catching_up = False
            wake.clear()  # a write of this process from now on wakes the wait below
            try:
                current = await run_in_threadpool(current_version, database_url)
                pool = worker_pool(app)
                if pool is not None:
                    pool.request_warm(current)
                if app.state.warm_version != current:
                    app.state.warm_version = await run_in_threadpool(warm_server, database_url)
                    failures = 0
                    continue  # a write during the warm-up: check again at once
                local = local_warm_version(app)
                catching_up = local is not None and local < current  # (None: workers still starting)
                if local is not None and (
                    local != published or time.monotonic() - published_at >= warm_marks.HEARTBEAT_SECONDS
                ):
                    await run_in_threadpool(warm_marks.publish, engine, key, local)
                    published, published_at = local, time.monotonic()
            except asyncio.CancelledError:
                raise
            except Exception as exc:  # no database yet, or not migrated: try again (logged once)
                failures += 1
                if failures == 1:
                    log.warning("warm_up_failed", error=type(exc).__name__)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(wake.wait(), CATCH_UP_SECONDS if catching_up else WARM_CHECK_SECONDS)
    finally:
        if published is not None:  # stopping: no write waits for this process any more
            with contextlib.suppress(Exception):  # (a database away: the mark goes stale)
                await asyncio.wait_for(run_in_threadpool(warm_marks.withdraw, engine, key), 2.0)


def warm_status(app: FastAPI, version: int) -> str:
    """ "ok" once this process and every worker have warmed a data version since they started (the
    cold path after a start); else what is still cold. A newer version (a write, an import's batch)
    does not make the service unready again: readiness that dropped on every process after each
    write would take every replica out of rotation at once. Instead the write is not reported done
    until every process has warmed it (`warm_fence`)."""
    cold = []
    if getattr(app.state, "warm_version", None) is None:
        cold.append("this process")
    pool = worker_pool(app)
    if pool is not None and pool.warm_version() is None:
        cold.append("workers starting")
    return "ok" if not cold else f"warming data version {version} ({', '.join(cold)})"
