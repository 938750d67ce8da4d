"""What the reliability tests drive: API processes (`python -m app serve`), a load generator that
keeps N connections busy in a background thread and records every answer, and stopping and
starting a PostgreSQL server without losing its data."""

from __future__ import annotations

import asyncio
import itertools
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from app.db import migrate
from app.db.session import build_engine, session_context
from app.seeding.loader import load_seeds
from tests.pgserver import PostgresServer, free_port

ROOT = Path(__file__).resolve().parents[2]
API_KEY = "reliability-key-" + "r" * 24


def prepare_database(url: str) -> None:
    """Migrate and seed, as `python -m app bootstrap` does on a container's start."""
    engine = build_engine(url)
    try:
        migrate.upgrade(engine)
        with session_context(engine) as session:
            load_seeds(session, ROOT / "seeds")
    finally:
        engine.dispose()


# --- API processes ----------------------------------------------------------------------------


def ready_together(*apis: ApiProcess) -> tuple[ApiProcess, ...]:
    """Waits for processes started with `ready=False`: they start at the same time (on two cores,
    about half the wait of starting them one after the other)."""
    for api in apis:
        api.wait_ready()
    return apis


class ApiProcess:
    """`python -m app serve` on a loopback port, as production runs it (one uvicorn worker)."""

    def __init__(self, database_url: str, log_dir: Path, *, ready: bool = True, **env: str) -> None:
        """Starts the process; waits until it is ready unless `ready=False` (then call
        `wait_ready()`: two processes started that way import and warm up at the same time)."""
        self.database_url = database_url
        self.port = free_port()
        self.base_url = f"http://127.0.0.1:{self.port}"
        self.log_path = log_dir / f"api-{self.port}.log"
        environment = {
            **os.environ,
            "DATABASE_URL": database_url,
            "API_KEYS": API_KEY,
            "LOG_LEVEL": "WARNING",
            # All the load comes from 127.0.0.1: one client as far as the limiter knows.
            "RATE_LIMIT_REQUESTS": "100000000",
            "RATE_LIMIT_KEY_REQUESTS": "100000000",
            **env,
        }
        with self.log_path.open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "app", "serve", "--host", "127.0.0.1", "--port", str(self.port)],
                cwd=ROOT, env=environment, stdout=log, stderr=log,
            )
        if ready:
            self.wait_ready()

    def wait_ready(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the API process exited: {self.log_path.read_text()[-3000:]}")
            try:
                if httpx.get(self.base_url + "/readyz", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"the API process did not become ready: {self.log_path.read_text()[-3000:]}")

    def signal(self, signum: int) -> None:
        if self.process.poll() is None:
            os.kill(self.process.pid, signum)

    def wait(self, timeout: float) -> int:
        return self.process.wait(timeout=timeout)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


# --- load ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Request:
    name: str
    method: str
    path: str
    json: Any = None
    headers: dict[str, str] = field(default_factory=dict)


SMALL_SIMULATION = {
    "state": {
        "turn": 3, "active_player": "alice", "step": "end", "day_night": "day",
        "players": [{"id": "alice", "library": [{"id": "a1", "card": "Werewhat"}]},
                    {"id": "bob", "library": [{"id": "b1", "card": "chatzuk"}]}],
        "battlefield": [{"id": "w1", "card": "Werewhat", "controller": "alice", "owner": "alice"}],
    },
    "actions": [{"type": "next_turn"}],
}

# Mixed reads, searches, a decklist and simulations: what a public API of this kind serves.
MIXED: list[Request] = [
    Request("card rulings", "GET", "/v1/cards/werewhat/rulings"),
    Request("search", "GET", "/v1/rulings?q=land%20drop"),
    Request("card", "GET", "/v1/cards/boulder-jockey"),
    Request("fuzzy name", "GET", "/v1/cards/named?fuzzy=bolder%20jockey"),
    Request("search by rule", "GET", "/v1/rulings?rule=702"),
    Request("decklist", "POST", "/v1/rulings/lookup",
            json={"cards": ["Werewhat", "chatzuk", "flavour disaster", "Boulder Jockey"]}),
    Request("simulate", "POST", "/v1/simulate", json=SMALL_SIMULATION),
    Request("card list", "GET", "/v1/cards?q=jockey"),
]


@dataclass
class Outcome:
    started: float  # monotonic
    seconds: float
    target: int
    name: str
    status: int | None  # None: no HTTP answer
    error: str | None = None
    content_type: str = ""
    problem_type: str | None = None
    retry_after: str | None = None


class Load:
    """`connections` clients, each pinned to one of `targets` (client i to target i mod n), sending
    `requests` in turn until stopped; every answer is recorded. Runs in its own thread."""

    def __init__(self, targets: Sequence[str], *, connections: int, requests: Sequence[Request] = MIXED,
                 timeout: float = 15.0) -> None:
        self.targets = list(targets)
        self.connections = connections
        self.requests = list(requests)
        self.timeout = timeout
        self.outcomes: list[Outcome] = []
        self._stop = threading.Event()
        self._thread = threading.Thread(target=lambda: asyncio.run(self._main()), daemon=True)
        self.started_at = 0.0
        self.stopped_at = 0.0

    def __enter__(self) -> Load:
        self.started_at = time.monotonic()
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self.stop()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=self.timeout + 30)
        self.stopped_at = self.stopped_at or time.monotonic()

    async def _main(self) -> None:
        limits = httpx.Limits(max_connections=self.connections, max_keepalive_connections=self.connections)
        clients = [httpx.AsyncClient(base_url=base, timeout=self.timeout, limits=limits) for base in self.targets]
        try:
            await asyncio.gather(*(self._client(i, clients[i % len(clients)]) for i in range(self.connections)))
        finally:
            self.stopped_at = time.monotonic()
            for client in clients:
                await client.aclose()

    async def _client(self, index: int, client: httpx.AsyncClient) -> None:
        target = index % len(self.targets)
        cycle = itertools.islice(itertools.cycle(self.requests), index % len(self.requests), None)
        for request in cycle:
            if self._stop.is_set():
                return
            started = time.monotonic()
            try:
                response = await client.request(request.method, request.path, json=request.json,
                                                 headers=request.headers)
            except httpx.HTTPError as exc:
                self.outcomes.append(Outcome(started, time.monotonic() - started, target, request.name, None,
                                             error=type(exc).__name__))
                await asyncio.sleep(0.05)  # a refused connection returns at once: don't spin
                continue
            content_type = response.headers.get("content-type", "")
            problem_type = response.json().get("type") if "problem+json" in content_type else None
            self.outcomes.append(Outcome(started, time.monotonic() - started, target, request.name,
                                         response.status_code, content_type=content_type,
                                         problem_type=problem_type, retry_after=response.headers.get("retry-after")))

    # --- what the tests ask of the record

    def where(self, predicate: Callable[[Outcome], bool]) -> list[Outcome]:
        return [o for o in list(self.outcomes) if predicate(o)]

    def summary(self) -> dict[str, Any]:
        done = list(self.outcomes)
        ok = sorted(o.seconds for o in done if o.status is not None and o.status < 400)
        elapsed = (self.stopped_at or time.monotonic()) - self.started_at
        return {
            "requests": len(done),
            "ok": len(ok),
            "errors": len(done) - len(ok),
            "seconds": round(elapsed, 1),
            "throughput_rps": round(len(ok) / elapsed, 1) if elapsed else 0.0,
            "p50_ms": round(ok[len(ok) // 2] * 1000, 1) if ok else None,
            "p99_ms": round(ok[min(len(ok) - 1, int(len(ok) * 0.99))] * 1000, 1) if ok else None,
        }


# --- PostgreSQL that can be stopped and started again --------------------------------------------


def pg_stop(server: PostgresServer) -> None:
    server._run("pg_ctl", "-D", str(server.data_dir), "-m", "fast", "-w", "stop")


def pg_start(server: PostgresServer) -> None:
    options = (
        f"-p {server.port} -c listen_addresses=127.0.0.1 -k {server.data_dir.parent} -c fsync=off "
        "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
    )
    server._run("pg_ctl", "-D", str(server.data_dir), "-o", options, "-l", str(server.data_dir.parent / "server.log"),
                "-w", "-t", "60", "start")
