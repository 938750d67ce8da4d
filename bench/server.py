"""The app under test, with the baselines added by the bench to the *same* app (same middleware,
same process, same uvicorn settings), and a launcher for it as a real uvicorn process.

Baselines:
* `GET /bench/bare/cards/{card_id}/rulings`: the bytes the real route returned, from memory
  (read once from `BENCH_BODY_DIR/<card_id>.json`, written by the driver from a real response).
* `GET /bench/bare/any-card/{card_id}/rulings`: the ceiling of uncached random look-ups: the same
  app and middleware answering one real response's bytes from memory whatever the id (no database).
* `POST /bench/bare/simulate`: parses the body with the route's own pydantic models
  (`SimulateRequest`) and echoes it: what the API costs without the engine and the database.
* `POST /bench/hop/simulate`: the same work done in a worker process (app/core/workers.py): the
  cost of the process hop every simulation and lookup pays.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
from fastapi import FastAPI, Request
from fastapi.responses import Response

from app.api.offload import worker_pool
from app.api.simulate_docs import SimulateRequest
from app.core.settings import get_settings
from app.main import create_app

ROOT = Path(__file__).resolve().parents[1]
# The process id of each running bench server, by its base URL (its CPU time is read from /proc).
PIDS: dict[str, int] = {}


def create_bench_app() -> FastAPI:
    app = create_app(get_settings())
    body_dir = Path(os.environ.get("BENCH_BODY_DIR", "."))
    cached: dict[str, bytes] = {}

    @app.get("/bench/bare/cards/{card_id}/rulings", include_in_schema=False)
    def bare_rulings(card_id: str) -> Response:
        body = cached.get(card_id)
        if body is None:
            body = cached[card_id] = (body_dir / f"{Path(card_id).name}.json").read_bytes()
        return Response(body, media_type="application/json")

    @app.get("/bench/bare/any-card/{card_id}/rulings", include_in_schema=False)
    def bare_any_card(card_id: str) -> Response:
        body = cached.get("*")
        if body is None:
            body = cached["*"] = (body_dir / "any-card.json").read_bytes()
        return Response(body, media_type="application/json")

    @app.post("/bench/bare/simulate", include_in_schema=False)
    async def bare_simulate(request: Request) -> Response:
        return Response(echo_simulate_request(await request.body()), media_type="application/json")

    @app.post("/bench/hop/simulate", include_in_schema=False)
    async def hop_simulate(request: Request) -> Response:
        # The bare baseline's work done in a worker process, as /v1/simulate's is: the difference
        # from the bare route is the cost of the process hop (app/core/workers.py).
        raw = await request.body()
        pool = worker_pool(request.app)
        body = await pool.run(echo_simulate_request, raw) if pool is not None else echo_simulate_request(raw)
        return Response(body, media_type="application/json")

    return app


def echo_simulate_request(raw: bytes) -> str:
    """What the bare simulate route does: parse the body with the route's models and print it."""
    return SimulateRequest.model_validate_json(raw).model_dump_json()


def uvicorn_command(port: int) -> list[str]:
    """The same uvicorn settings as `python -m app serve` (one worker, no access log)."""
    return [
        sys.executable, "-m", "uvicorn", "bench.server:create_bench_app", "--factory",
        "--host", "127.0.0.1", "--port", str(port), "--no-proxy-headers",
        "--log-level", "warning", "--no-access-log", "--timeout-graceful-shutdown", "20",
        "--timeout-keep-alive", str(get_settings().keep_alive_seconds),
    ]


@contextmanager
def running(database_url: str, port: int, body_dir: Path, log_path: Path, **extra_env: str) -> Iterator[str]:
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "BENCH_BODY_DIR": str(body_dir),
        # Rate limiting stays on (a token bucket in memory per client, as in production) but never refuses.
        "RATE_LIMIT_REQUESTS": "1000000000",
        "LOG_LEVEL": os.environ.get("BENCH_LOG_LEVEL", "INFO"),
        **extra_env,
    }
    with log_path.open("ab") as log:
        process = subprocess.Popen(uvicorn_command(port), cwd=ROOT, env=env, stdout=log, stderr=log)
    base = f"http://127.0.0.1:{port}"
    try:
        # Ready: the worker processes started and every per-version index warm (a busy machine can
        # take a while to import the app twice: the server and the fork server of its workers).
        deadline = time.monotonic() + 120
        while True:
            try:
                if httpx.get(base + "/readyz", timeout=5).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the bench server did not start; see {log_path}")
            time.sleep(0.1)
        PIDS[base] = process.pid
        yield base
    finally:
        PIDS.pop(base, None)
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
