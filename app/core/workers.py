"""A bounded pool of worker processes for the CPU work of requests (simulations, lookups).

The serving process keeps the event loop, the HTTP parsing, the rate limits, the data version
and the response caches; what costs CPU in proportion to what a client sent runs in one of
`WORKER_PROCESSES` worker processes, so no request can hold the process that answers every other
client (a thread can't be stopped and shares the interpreter lock; a process can be killed).

* Start-up: the workers are forked from a fork server that has imported the app's modules once
  (`multiprocessing`'s "forkserver" with `preload`), never from the serving process itself (its
  threads and database connections must not be copied); a replacement costs a fork and the
  worker's warm-up, not an interpreter start.
* A task is a module-level function and its arguments (pickled); it runs in a free worker.
  Each worker has a pipe of its own; the event loop watches the pipes (`add_reader`), so the
  hop costs two pickled messages and no thread of the serving process.
* Deadline: a task still running `WORKER_DEADLINE_SECONDS` after it was handed over is ended
  by killing its worker (SIGKILL: nothing of it keeps running); the caller gets
  `DeadlineExceeded` (503, `Retry-After`), and a new worker is forked at once. Waiting for a
  free worker is bounded by the same deadline (then nothing is killed).
* Memory: each worker caps its own address space at `WORKER_MEMORY_MB` (RLIMIT_AS) before it
  does anything else. An allocation past it fails in that worker only (`MemoryError`: the task
  is answered `MemoryExceeded`, 422, and the worker replaced so its heap starts afresh); a
  worker that dies in any other way is answered `WorkerLost` (503) and replaced.
* Warm: a worker runs the pool's `warm` function before it takes its first task, and again
  when the data version moved (`warm` returns the version it warmed, kept in shared memory):
  `/readyz` tells when every worker is warm. It learns of a new version from the serving process
  (`request_warm`: a shared integer it looks at every TARGET_CHECK_SECONDS when idle and after
  each task, no database read) or, failing that, from the database (`stale`, every
  WARM_CHECK_SECONDS), and warms before its next task.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import gc
import multiprocessing
import os
import pickle
import signal
import socket
import struct
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.context import ForkServerContext
from multiprocessing.process import BaseProcess
from typing import Any, ParamSpec, TypeVar

from app.core.errors import AppError, InvalidRequest, ServiceUnavailable
from app.core.logging import get_logger

log = get_logger("app.workers")
P = ParamSpec("P")
T = TypeVar("T")

# The modules the fork server imports once, so that a worker (forked from it) starts with them
# loaded: every task's module and what it imports; between app.core.gc_pause and app.core.gc_resume
# (no garbage collection while they load).
PRELOAD = (
    "app.core.gc_pause",
    "app.simulation.service", "app.rulings.service", "app.rulings.warmup", "app.ingest.jobs", "app.decks.service",
    "app.core.gc_resume",
)


def start_fork_server(preload: Sequence[str] = PRELOAD) -> None:
    """Start the fork server now (`serve` calls it before uvicorn imports the app: the two imports
    then run side by side, on two cores)."""
    from multiprocessing import forkserver

    multiprocessing.get_context("forkserver").set_forkserver_preload(list(preload))
    forkserver.ensure_running()


# A worker checks this often whether the data version moved (one small SELECT) and warms its
# indexes for the new one, so the first request after a write finds them built; and this often
# (when idle) whether the serving process asked for a newer version (`request_warm`).
WARM_CHECK_SECONDS = 0.5
TARGET_CHECK_SECONDS = 0.01
RETRY_AFTER_SECONDS = 1  # a killed worker is replaced within a second


class DeadlineExceeded(AppError):
    """The request's work ran past WORKER_DEADLINE_SECONDS (or waited that long for a worker)."""

    status = 503
    slug = "deadline-exceeded"
    title = "Deadline exceeded"


class WorkerLost(AppError):
    """The worker running the request died (killed from outside, or crashed)."""

    status = 503
    slug = "worker-lost"
    title = "Worker lost"


class MemoryExceeded(InvalidRequest):
    """The request needed more memory than a worker may have (WORKER_MEMORY_MB)."""

    slug = "memory-exceeded"
    title = "Memory exceeded"


# ---- inside a worker ---------------------------------------------------------------------

_worker_settings: Any = None  # the Settings a worker was started with
_task_settings: contextvars.ContextVar[Any] = contextvars.ContextVar("task_settings", default=None)


def task_settings() -> Any:
    """The app's Settings, for a task: those the worker was started with, or those of the
    in-process runner (`run_here`)."""
    settings = _task_settings.get()
    return settings if settings is not None else _worker_settings


def run_here(settings: Any, func: Callable[..., T], *args: Any) -> T:
    """`func(*args)` in this process (WORKER_PROCESSES=0, or an app not started): `task_settings`
    answers `settings`."""
    token = _task_settings.set(settings)
    try:
        return func(*args)
    finally:
        _task_settings.reset(token)


def cap_memory(megabytes: int) -> None:
    """Cap this process's address space (RLIMIT_AS): past it, allocations fail (MemoryError)."""
    if megabytes <= 0:
        return
    import resource

    limit = megabytes * 1024 * 1024
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def lower_priority(niceness: int, *, this_thread_only: bool = False) -> None:
    """Run this process (or, on Linux, only the calling thread) at CPU niceness `niceness` at least,
    so background work (an import) takes the CPU that serving leaves. Raising niceness needs no
    privilege; a value already higher is kept; where the system refuses, the work runs as it was."""
    if niceness <= 0:
        return
    import threading

    who = threading.get_native_id() if this_thread_only else 0
    try:
        current = os.getpriority(os.PRIO_PROCESS, who)
        if current < niceness:
            os.setpriority(os.PRIO_PROCESS, who, niceness)
    except OSError:
        pass


def _reply_error(exc: BaseException) -> tuple[Any, ...]:
    if isinstance(exc, AppError):
        return ("app_error", type(exc), exc.detail, exc.title, exc.extensions)
    try:
        pickle.dumps(exc)
        return ("error", exc)
    except Exception:
        return ("error", RuntimeError(f"{type(exc).__name__}: {exc}"))


def _warm(warm: Callable[[Any], int] | None, warm_arg: Any, warm_version: Any) -> None:
    if warm is None:
        return
    try:
        warm_version.value = warm(warm_arg)
    except MemoryError:
        raise
    except Exception:  # a worker that could not warm still serves (cold)
        log.exception("worker_warm_failed")


def die_with_parent() -> None:
    """Linux: SIGKILL this worker when its parent (the fork server) goes. The fork server stays
    while any process forked from it runs, so a worker whose server was killed ends the usual
    way: its connection to the server closes (EOF in `_worker_main`'s loop)."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL, 0, 0, 0)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # pragma: no cover - not Linux
        pass


def tune_gc(threshold: int) -> None:
    """For a serving process or a worker, once it has loaded (`Settings.gc_threshold`): what is
    loaded by now (modules, the warmed indexes) is frozen out of the collector's scans, and the
    youngest generation is collected every `threshold` allocations (a simulation allocates many
    small objects that die young). The collector is on afterwards in any case (`serve` turns it
    off while the app's modules load)."""
    if threshold > 0:
        gc.collect()
        gc.freeze()
        _, older, oldest = gc.get_threshold()
        gc.set_threshold(threshold, older, oldest)
    gc.enable()


def _worker_main(
    conn: Connection,
    memory_mb: int,
    warm: Callable[[Any], int] | None,
    warm_arg: Any,
    stale: Callable[[Any, int], bool] | None,
    warm_version: Any,
    gc_threshold: int = 0,
    target_version: Any = None,
) -> None:
    global _worker_settings
    die_with_parent()
    cap_memory(memory_mb)
    _worker_settings = warm_arg
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C stops the server, which stops the workers
    _warm(warm, warm_arg, warm_version)
    tune_gc(gc_threshold)
    conn.send(("ready",))
    checked, asked = time.monotonic(), -1

    def keep_warm() -> None:
        """Warm again when the serving process asked for a newer version (once per version asked:
        a warm-up that failed is tried again by the database check), or (every WARM_CHECK_SECONDS)
        when the database has one."""
        nonlocal checked, asked
        if warm is None:
            return
        target = target_version.value if target_version is not None else -1
        if target > warm_version.value and target != asked:
            asked = target
            _warm(warm, warm_arg, warm_version)
            checked = time.monotonic()
        elif time.monotonic() - checked >= WARM_CHECK_SECONDS:
            checked = time.monotonic()
            if stale is not None and stale(warm_arg, warm_version.value):
                _warm(warm, warm_arg, warm_version)

    while True:
        try:
            if not conn.poll(TARGET_CHECK_SECONDS if target_version is not None else WARM_CHECK_SECONDS):
                keep_warm()
                continue
            message = conn.recv()
        except (EOFError, OSError):  # the serving process is gone
            return
        if message is None:
            return
        func, args = message
        fatal = False
        try:
            reply: tuple[Any, ...] = ("ok", func(*args))
        except MemoryError:
            reply, fatal = ("memory",), True
        except BaseException as exc:
            reply = _reply_error(exc)
        try:
            conn.send(reply)
        except MemoryError:
            fatal = True
            with contextlib.suppress(Exception):
                conn.send(("memory",))
        except (EOFError, OSError):
            return
        del reply
        if fatal:  # a heap that hit its cap starts afresh: the pool forks a new worker
            os._exit(0)
        keep_warm()  # a busy worker warms between two tasks


# ---- in the serving process --------------------------------------------------------------


def _frame(payload: bytes) -> bytes:
    """`payload` as `multiprocessing.connection.Connection.recv` reads it: its length, then it."""
    if len(payload) > 0x7FFFFFFF:
        return struct.pack("!iQ", -1, len(payload)) + payload
    return struct.pack("!i", len(payload)) + payload


@dataclass(eq=False)
class _Worker:
    process: BaseProcess
    sock: socket.socket  # the serving process's end of the worker's pipe, non-blocking
    warm_version: Any  # multiprocessing.Value('q'): the data version it last warmed
    ready: bool = False
    future: asyncio.Future[Any] | None = None
    timer: asyncio.TimerHandle | None = None
    received: bytearray = field(default_factory=bytearray)  # a message arriving in parts


class WorkerPool:
    """`processes` workers; see the module's docstring. Use from one event loop."""

    def __init__(
        self,
        processes: int,
        deadline_seconds: float,
        memory_mb: int,
        *,
        warm: Callable[[Any], int] | None = None,
        stale: Callable[[Any, int], bool] | None = None,
        warm_arg: Any = None,
        preload: Sequence[str] = (),
        gc_threshold: int = 0,
    ) -> None:
        self.processes, self.deadline, self.memory_mb = processes, deadline_seconds, memory_mb
        self.gc_threshold = gc_threshold
        self.warm, self.stale, self.warm_arg = warm, stale, warm_arg
        self._ctx: ForkServerContext = multiprocessing.get_context("forkserver")
        self._ctx.set_forkserver_preload(list(preload))
        self._workers: set[_Worker] = set()
        self._idle: deque[_Worker] = deque()
        self._waiters: deque[asyncio.Future[_Worker]] = deque()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._closed = False
        self._first_ready = 0  # workers that have become ready (the first `processes` of them start the pool)
        self.killed = 0  # workers killed past their deadline (and lost), for metrics and tests
        self.lost = 0
        # The newest data version the serving process knows of: every worker warms it (`request_warm`).
        self._target: Any = self._ctx.Value("q", -1, lock=False)

    # -- life cycle --

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        """Fork the workers (blocking: the first call starts the fork server, about a second)."""
        self._loop = loop
        for _ in range(self.processes):
            self._spawn()

    def _spawn(self) -> None:
        assert self._loop is not None
        if self._closed:
            return
        parent, child = self._ctx.Pipe(duplex=True)
        warm_version = self._ctx.Value("q", -1, lock=False)
        process = self._ctx.Process(
            target=_worker_main,
            name="mtg-worker",
            daemon=True,
            args=(child, self.memory_mb, self.warm, self.warm_arg, self.stale, warm_version, self.gc_threshold,
                  self._target),
        )
        process.start()
        child.close()
        # The pipe is a socket pair: the event loop reads and writes this end without blocking, in
        # the framing `Connection` uses (a 4-byte length, then the pickle), so a large body or answer
        # never holds the loop while the other side drains it.
        sock = socket.socket(fileno=os.dup(parent.fileno()))
        parent.close()
        sock.setblocking(False)
        worker = _Worker(process, sock, warm_version)
        self._workers.add(worker)
        self._loop.add_reader(sock.fileno(), self._on_readable, worker)

    async def close(self) -> None:
        self._closed = True
        for waiter in self._waiters:
            if not waiter.done():
                waiter.set_exception(
                    ServiceUnavailable("The server is stopping.", retry_after_seconds=RETRY_AFTER_SECONDS)
                )
        for worker in list(self._workers):
            self._drop(worker)
            with contextlib.suppress(OSError):
                worker.process.kill()
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, self._join_all, list(self._workers))
        self._workers.clear()
        self._idle.clear()

    @staticmethod
    def _join_all(workers: list[_Worker]) -> None:
        for worker in workers:
            worker.process.join(timeout=5)

    # -- state --

    def alive(self) -> int:
        return sum(1 for w in self._workers if w.ready)

    def pids(self) -> list[int]:
        return [w.process.pid for w in self._workers if w.process.pid is not None]

    def warm_version(self) -> int | None:
        """The oldest data version every ready worker has warmed; None until each of the first
        workers has started (a replacement starting later does not count: the others serve)."""
        ready = [w for w in self._workers if w.ready]
        if self._first_ready < self.processes or not ready:
            return None
        return min(int(w.warm_version.value) for w in ready)

    def request_warm(self, version: int) -> None:
        """Every worker warms `version` before its next task (an idle one within
        TARGET_CHECK_SECONDS): the serving process saw it (a write of its own, or its check)."""
        if version > self._target.value:
            self._target.value = version

    # -- running a task --

    async def run(self, func: Callable[P, T], *args: Any) -> T:
        """`func(*args)` in a worker; its AppError is raised here as it was raised there."""
        loop = asyncio.get_running_loop()
        worker = await self._acquire(loop)
        future: asyncio.Future[Any] = loop.create_future()
        worker.future = future
        payload = pickle.dumps((func, args), protocol=pickle.HIGHEST_PROTOCOL)
        try:
            await loop.sock_sendall(worker.sock, _frame(payload))
        except OSError:
            self._lost(worker)
        except BaseException:  # cancelled half-way: the worker's stream is cut, so is the worker
            worker.future = None
            self._replace(worker)
            raise
        else:
            worker.timer = loop.call_later(self.deadline, self._expire, worker, future)
        reply = await future
        kind = reply[0]
        if kind == "ok":
            result: T = reply[1]
            return result
        if kind == "app_error":
            error: AppError = reply[1].__new__(reply[1])
            AppError.__init__(error, reply[2], title=reply[3], **reply[4])
            raise error
        if kind == "memory":
            raise MemoryExceeded(
                f"The request needed more memory than a worker may use ({self.memory_mb} MB, WORKER_MEMORY_MB); "
                "nothing was changed. Send less work.",
                bound="worker_memory_mb",
                limit=self.memory_mb,
            )
        raise reply[1]

    async def _acquire(self, loop: asyncio.AbstractEventLoop) -> _Worker:
        if self._closed:
            raise ServiceUnavailable("The server is stopping.", retry_after_seconds=RETRY_AFTER_SECONDS)
        while self._idle:
            worker = self._idle.popleft()
            if worker in self._workers:
                return worker
        waiter: asyncio.Future[_Worker] = loop.create_future()
        self._waiters.append(waiter)
        try:
            return await asyncio.wait_for(waiter, self.deadline)
        except TimeoutError:
            raise DeadlineExceeded(
                f"Every worker stayed busy for the whole deadline of {self.deadline:g} s (WORKER_DEADLINE_SECONDS); "
                "nothing was done. Retry later.",
                deadline_seconds=self.deadline,
                retry_after_seconds=RETRY_AFTER_SECONDS,
            ) from None
        finally:
            with contextlib.suppress(ValueError):
                self._waiters.remove(waiter)

    def _release(self, worker: _Worker) -> None:
        while self._waiters:
            waiter = self._waiters.popleft()
            if not waiter.done():
                waiter.set_result(worker)
                return
        self._idle.append(worker)

    def _on_readable(self, worker: _Worker) -> None:
        try:
            data = worker.sock.recv(1 << 20)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:  # the worker is gone
            self._lost(worker)
            return
        buffer = worker.received
        buffer += data
        while len(buffer) >= 4:
            (size,) = struct.unpack_from("!i", buffer)
            start = 4
            if size == -1:  # over 2 GiB: an 8-byte length follows
                if len(buffer) < 12:
                    return
                (size,) = struct.unpack_from("!Q", buffer, 4)
                start = 12
            if len(buffer) < start + size:
                return
            try:
                message = pickle.loads(memoryview(buffer)[start : start + size])
            except Exception:
                self._lost(worker)
                return
            del buffer[: start + size]
            self._on_message(worker, message)
            if worker not in self._workers:
                return

    def _on_message(self, worker: _Worker, message: Any) -> None:
        if message[0] == "ready":
            worker.ready = True
            self._first_ready += 1
            self._release(worker)
            return
        future, worker.future = worker.future, None
        if worker.timer is not None:
            worker.timer.cancel()
            worker.timer = None
        if future is not None and not future.done():
            future.set_result(message)
        if message[0] == "memory":  # the worker exits after this answer: its reader sees EOF
            return
        self._release(worker)

    def _expire(self, worker: _Worker, future: asyncio.Future[Any]) -> None:
        if worker.future is not future:
            return
        self.killed += 1
        log.warning("worker_deadline_exceeded", pid=worker.process.pid, deadline_seconds=self.deadline)
        self._replace(worker)
        if not future.done():
            future.set_exception(
                DeadlineExceeded(
                    f"The request's work ran past its deadline of {self.deadline:g} s (WORKER_DEADLINE_SECONDS) and was "
                    "stopped; nothing was changed. Send less work (fewer actions, names or objects) or retry later.",
                    deadline_seconds=self.deadline,
                    retry_after_seconds=RETRY_AFTER_SECONDS,
                )
            )

    def _lost(self, worker: _Worker) -> None:
        if worker not in self._workers:
            return
        future = worker.future
        self._replace(worker)
        if future is not None and not future.done():
            self.lost += 1
            log.warning("worker_lost", pid=worker.process.pid)
            future.set_exception(
                WorkerLost(
                    "The worker running this request stopped (it may have run out of memory); nothing was changed. "
                    "Retry later.",
                    retry_after_seconds=RETRY_AFTER_SECONDS,
                )
            )

    def _drop(self, worker: _Worker) -> None:
        assert self._loop is not None
        self._workers.discard(worker)
        if worker.timer is not None:
            worker.timer.cancel()
        with contextlib.suppress(ValueError, OSError):
            self._loop.remove_reader(worker.sock.fileno())
        with contextlib.suppress(OSError):
            worker.sock.close()

    def _replace(self, worker: _Worker) -> None:
        """Kill `worker` (if it still runs), reap it without blocking, and fork its successor (at
        once; a second later when it died before it was ready, so a worker that can't start does
        not make the pool fork in a loop)."""
        assert self._loop is not None
        self._drop(worker)
        process = worker.process
        with contextlib.suppress(OSError, ValueError, AttributeError):
            process.kill()
        try:
            sentinel = process.sentinel
            self._loop.add_reader(sentinel, self._reap, process, sentinel)
        except (ValueError, OSError):
            pass
        if worker.ready:
            self._spawn()
        else:
            log.warning("worker_failed_to_start", pid=process.pid)
            self._loop.call_later(1.0, self._spawn)

    def _reap(self, process: BaseProcess, sentinel: int) -> None:
        assert self._loop is not None
        self._loop.remove_reader(sentinel)
        with contextlib.suppress(Exception):
            process.join(timeout=0)
