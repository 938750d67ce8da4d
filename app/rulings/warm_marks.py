"""Warm marks: the data version each serving process has warmed, with its workers, kept in the
shared database so that a write is reported done only once every replica serves it warm.

Every write moves the data version, and every process keeps per version what it derives from the
data (the search index, the name index, the index of the rulings' cards: app/rulings/warmup.py).
Until a process has built them for the new version its first requests are answered from the
database: correct, but several times slower. So that no client meets that cold path after a
write, a write is not reported done (its response is held; an import job stays `running`) until
every live serving process has warmed the version it wrote (`wait_until_warm`), for at most
WARM_FENCE_SECONDS.

* Each serving process (one per uvicorn worker, on any machine) has a row in `app_meta`: key
  `warm:<its instance id>`, value `"<data version> <unix time> <pid> <host>"`: the oldest version
  it and every one of its worker processes have warmed, when it said so, and who it is. It writes the row when that
  version moves and every HEARTBEAT_SECONDS otherwise, and deletes it when it stops.
* A row not written for STALE_SECONDS is a process that is gone (killed, or its machine lost): it
  is not waited for, nor is a row of this machine whose process no longer runs (so a write waits
  at most STALE_SECONDS for a process of another machine killed with SIGKILL, not at all for one
  of its own); rows ten times older are deleted by the next process that writes its own.
* The rows are in the primary (DATABASE_URL), which every replica shares; a process whose
  database is unreachable keeps serving (cold or not) and simply writes no row.

The clocks of the machines must agree to within a second or so (NTP): a row's age is read with
the waiting process's clock.
"""

from __future__ import annotations

import os
import socket
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Engine, delete, insert, select, update

from app.rulings.models import AppMeta

PREFIX = "warm:"
HEARTBEAT_SECONDS = 3.0
STALE_SECONDS = 10.0
POLL_SECONDS = 0.02  # how often a waiting write looks at the marks


def new_key() -> str:
    """A serving process's row: `warm:` and 24 random hex digits (one per app started: tests run
    several apps in one process)."""
    return PREFIX + uuid.uuid4().hex[:24]


def _value(version: int, now: float) -> str:
    return f"{version} {now:.3f} {os.getpid()} {socket.gethostname()[:100]}"


@dataclass(frozen=True)
class Mark:
    version: int  # warmed by the process and every one of its workers
    at: float  # unix time it was written
    pid: int
    host: str

    def live(self, now: float) -> bool:
        """Written within STALE_SECONDS, by a process that still runs when it is on this host."""
        return self.at >= now - STALE_SECONDS and (self.host != socket.gethostname()[:100] or _pid_runs(self.pid))


def _pid_runs(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: it runs
        return True
    return True


def _parse(value: str) -> Mark | None:
    try:
        version, at, pid, host = value.split(" ", 3)
        return Mark(int(version), float(at), int(pid), host)
    except ValueError:
        return None


def publish(engine: Engine, key: str, version: int, now: float | None = None) -> None:
    """`key` has warmed `version` (now); rows of processes long gone are deleted."""
    now = time.time() if now is None else now
    value = _value(version, now)
    with engine.begin() as connection:
        written = connection.execute(update(AppMeta).where(AppMeta.key == key).values(value=value))
        if written.rowcount == 0:
            connection.execute(insert(AppMeta).values(key=key, value=value))
        gone = [
            row.key
            for row in connection.execute(select(AppMeta.key, AppMeta.value).where(AppMeta.key.startswith(PREFIX)))
            if row.key != key and ((mark := _parse(row.value)) is None or mark.at < now - 10 * STALE_SECONDS)
        ]
        if gone:
            connection.execute(delete(AppMeta).where(AppMeta.key.in_(gone)))


def withdraw(engine: Engine, key: str) -> None:
    """`key`'s process stops: nobody waits for it."""
    with engine.begin() as connection:
        connection.execute(delete(AppMeta).where(AppMeta.key == key))


def marks(engine: Engine) -> dict[str, Mark]:
    """Every row: key -> its mark."""
    with engine.connect() as connection:
        rows = connection.execute(select(AppMeta.key, AppMeta.value).where(AppMeta.key.startswith(PREFIX))).all()
    return {row.key: mark for row in rows if (mark := _parse(row.value)) is not None}


def laggards(engine: Engine, version: int, now: float | None = None, but: str | None = None) -> dict[str, int]:
    """The live processes (`Mark.live`) that have not warmed `version` yet, but `but` (the caller,
    who knows its own): key -> the version they have warmed."""
    now = time.time() if now is None else now
    return {
        key: mark.version
        for key, mark in marks(engine).items()
        if key != but and mark.version < version and mark.live(now)
    }


def wait_until_warm(engine: Engine, version: int, timeout: float, sleep: Callable[[float], None] = time.sleep) -> bool:
    """Until every live serving process has warmed `version` (True), or `timeout` seconds (False)."""
    deadline = time.monotonic() + timeout
    while laggards(engine, version):
        if time.monotonic() >= deadline:
            return False
        sleep(POLL_SECONDS)
    return True
