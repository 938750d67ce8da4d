"""What a write waits for: every serving process of every replica warm at the data version it
wrote (app/rulings/warm_marks.py), so that no request after it meets a cold index."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from fastapi import FastAPI
from fastapi.concurrency import run_in_threadpool

from app.core.logging import get_logger
from app.core.settings import Settings
from app.rulings import warm_marks

log = get_logger("app.warming")


def local_warm_version(app: FastAPI) -> int | None:
    """The oldest data version this process and every one of its workers have warmed (None while
    any is starting)."""
    warmed: int | None = getattr(app.state, "warm_version", None)
    pool: Any = getattr(app.state, "worker_pool", None)
    if warmed is None or pool is None:
        return warmed
    workers = pool.warm_version()
    return None if workers is None else min(warmed, workers)


def wake_warm(app: FastAPI, version: int) -> None:
    """A write of this process committed `version`: the workers and the warm-up loop start on it
    now, not at their next check."""
    pool: Any = getattr(app.state, "worker_pool", None)
    if pool is not None:
        pool.request_warm(version)
    wake: asyncio.Event | None = getattr(app.state, "warm_wake", None)
    if wake is not None:
        wake.set()


# How often a write waiting for this process's own warm-up looks at it (memory only).
LOCAL_POLL_SECONDS = 0.002


async def warm_fence(app: FastAPI, version: int) -> bool:
    """After a write of this process committed `version`: wait until every live serving process
    (every replica's) has warmed it, so that the client's next request, wherever it goes, meets no
    cold index; at most WARM_FENCE_SECONDS (False: some process was not warm in time, the write
    is done all the same). This process and its workers are watched in memory; the others through
    their warm marks, read in a thread."""
    wake_warm(app, version)
    settings: Settings = app.state.settings
    if settings.warm_fence_seconds <= 0:
        return True
    deadline = time.monotonic() + settings.warm_fence_seconds
    own_key: str | None = getattr(app.state, "warm_key", None)
    if own_key is not None:  # this process keeps warm (app/api/offload.py: keep_warm)
        while (local := local_warm_version(app)) is None or local < version:
            if time.monotonic() >= deadline:
                return _late(version, settings)
            await asyncio.sleep(LOCAL_POLL_SECONDS)
    engine = app.state.engine
    while await run_in_threadpool(warm_marks.laggards, engine, version, None, own_key):
        if time.monotonic() >= deadline:
            return _late(version, settings)
        await asyncio.sleep(warm_marks.POLL_SECONDS)
    return True


def _late(version: int, settings: Settings) -> bool:
    log.warning("warm_fence_timeout", data_version=version, seconds=settings.warm_fence_seconds)
    return False
