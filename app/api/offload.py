"""Where a route hands its CPU work over: the app's worker pool (app/core/workers.py), or, when
there is none (WORKER_PROCESSES=0, or an app driven without its lifespan), this process's
threads within REQUEST_TIME_BUDGET_SECONDS (tests and development only)."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from typing import Any, TypeVar

from fastapi import FastAPI, Request

from app.api.deps import run_with_budget, simulation_threads
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


# How often the serving process checks the data version for its own indexes (and how often
# /readyz's answer can lag a write).
WARM_CHECK_SECONDS = 0.5


async def keep_warm(app: FastAPI, database_url: str) -> None:
    """The serving process's indexes (search, names, the rulings' cards) at the current data
    version: built when the app starts and again whenever the version moves, in a worker thread;
    `app.state.warm_version` is the version last warmed (/readyz compares it)."""
    from fastapi.concurrency import run_in_threadpool

    from app.rulings.warmup import current_version, warm_server

    app.state.warm_version = None
    failures = 0
    while True:
        try:
            warmed = app.state.warm_version
            if warmed is None or await run_in_threadpool(current_version, database_url) != warmed:
                app.state.warm_version = await run_in_threadpool(warm_server, database_url)
                failures = 0
                continue  # a write during the warm-up: check again at once
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # no database yet, or not migrated: try again (logged once)
            failures += 1
            if failures == 1:
                log.warning("warm_up_failed", error=type(exc).__name__)
        await asyncio.sleep(WARM_CHECK_SECONDS)


def warm_status(app: FastAPI, version: int) -> str:
    """ "ok" once this process and every worker have warmed a data version since they started (the
    cold path after a start); else what is still cold. A newer version (a write, an import's batch)
    does not make the service unready again: every process warms it in the background within
    WARM_CHECK_SECONDS, and readiness that dropped on every process after each write would take
    every replica out of rotation at once."""
    cold = []
    if getattr(app.state, "warm_version", None) is None:
        cold.append("this process")
    pool = worker_pool(app)
    if pool is not None and pool.warm_version() is None:
        cold.append("workers starting")
    return "ok" if not cold else f"warming data version {version} ({', '.join(cold)})"
