"""`POST /v1/decks/check` of a real 100-card Commander deck (the Commander 2015 precon "Swell the
Host", tests/fixtures/decks_check) against a bare baseline (`GET /healthz`) in the same run, on
the same server: sequential requests over one keep-alive connection, p50 and p95 of each. The
goal (issue 26): p95 under 30 ms. The deck's cards (real Scryfall card objects with their
legalities) are imported into the bench database first, beside whatever it holds already (the
synthetic catalog of 30 000 cards when the API parts ran, so names resolve among all of them)."""

from __future__ import annotations

import statistics
import time
from pathlib import Path
from typing import Any

import httpx

from bench import server
from bench.databases import _app
from bench.http import _cpu_seconds

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "fixtures" / "decks_check"
DECK = FIXTURES / "commander-swell-the-host-c15.txt"
GOAL_P95_MS = 30.0


def import_cards(database_url: str) -> None:
    _app(
        database_url,
        "import",
        "scryfall",
        "--cards",
        str(FIXTURES / "scryfall-cards-2019.json"),
        "--rulings",
        str(FIXTURES / "scryfall-rulings-empty.json"),
    )


def _times(send: Any, requests: int, cpu: list[float] | None = None, pid: int | None = None) -> list[float]:
    """Each request's wall time in ms; the server process's CPU seconds for them added to `cpu`."""
    out = []
    before = _cpu_seconds(pid)
    for _ in range(requests):
        started = time.perf_counter()
        send()
        out.append((time.perf_counter() - started) * 1000)
    after = _cpu_seconds(pid)
    if cpu is not None and before is not None and after is not None:
        cpu.append(after - before)
    return out


def _summary(ms: list[float]) -> dict[str, float]:
    ordered = sorted(ms)
    return {
        "p50_ms": round(statistics.median(ordered), 2),
        "p95_ms": round(ordered[int(0.95 * (len(ordered) - 1))], 2),
        "max_ms": round(ordered[-1], 2),
    }


def run(base: str, *, requests: int = 300) -> dict[str, Any]:
    body = {"format": "commander", "decklist": DECK.read_text(encoding="utf-8")}
    with httpx.Client(base_url=base, timeout=30) as client:

        def check() -> None:
            response = client.post("/v1/decks/check", json=body)
            assert response.status_code == 200 and response.json()["legal"], response.text[:300]

        def bare() -> None:
            assert client.get("/healthz").status_code == 200

        _times(check, 20)  # warm-up: the name index, the card data's pages
        _times(bare, 20)
        real: list[float] = []
        baseline: list[float] = []
        real_cpu: list[float] = []
        bare_cpu: list[float] = []
        pid = server.PIDS.get(base)
        for _ in range(5):  # alternating blocks: both see the same machine
            real += _times(check, requests // 5, real_cpu, pid)
            baseline += _times(bare, requests // 5, bare_cpu, pid)
    out: dict[str, Any] = {"deck_cards": 100, "requests": len(real), "real": _summary(real), "bare": _summary(baseline)}
    if real_cpu and bare_cpu:  # the server's own CPU per request: what a busy machine's waits don't inflate
        out["real"]["cpu_ms_per_request"] = round(sum(real_cpu) / len(real) * 1000, 2)
        out["bare"]["cpu_ms_per_request"] = round(sum(bare_cpu) / len(baseline) * 1000, 2)
    out["p95_ratio"] = round(out["real"]["p95_ms"] / max(out["bare"]["p95_ms"], 1e-6), 2)
    out["verdict"] = (
        f"p95 within {GOAL_P95_MS:g} ms" if out["real"]["p95_ms"] < GOAL_P95_MS else (f"p95 over {GOAL_P95_MS:g} ms")
    )
    return out
