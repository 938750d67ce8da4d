"""(c) The engine alone, in process: time per action as the battlefield grows (10, 100, 1 000
permanents). The cost of parsing and finishing a state is measured with no actions and taken
off, so "per action" is what an action adds.

The engine is measured as it runs in the server: the garbage collector is tuned as a serving
process tunes it once it has loaded (`app.main.tune_gc` with `Settings.gc_threshold`: the modules
loaded so far frozen out of the collector's scans, the youngest generation collected every
`gc_threshold` allocations), by calling that same function, before the catalog is loaded and the
engine runs. `GC_THRESHOLD=0` leaves Python's defaults, as it does for the server."""

from __future__ import annotations

import gc
import math
import time
from typing import Any

from app.core.settings import get_settings
from app.engine import resolve
from app.main import tune_gc
from bench.workloads import seeded_catalog, simulate_body


def _seconds_per_call(state: dict[str, Any], actions: list[dict[str, Any]], catalog: dict[str, Any],
                      budget: float) -> float:
    resolve(state, actions, catalog)  # warm
    timings: list[float] = []
    spent = 0.0
    while spent < budget or len(timings) < 5:
        started = time.perf_counter()
        resolve(state, actions, catalog)
        elapsed = time.perf_counter() - started
        timings.append(elapsed)
        spent += elapsed
    return min(timings)  # the least disturbed run: the machine is shared


def gc_as_in_server() -> None:
    """Tune the collector as the server does at startup (see the module's docstring); once."""
    if gc.get_freeze_count() == 0:  # not done yet in this process (bench/engine_ab.py does it first)
        tune_gc(get_settings().gc_threshold)


def run(sizes: tuple[int, ...] = (10, 100, 1000), budget: float = 3.0) -> dict[str, Any]:
    gc_as_in_server()
    catalog = seeded_catalog()
    rows = []
    for size in sizes:
        body = simulate_body(size)
        whole = _seconds_per_call(body["state"], body["actions"], catalog, budget)
        empty = _seconds_per_call(body["state"], [], catalog, budget / 2)
        per_action = max(whole - empty, 0.0) / len(body["actions"])
        rows.append({
            "permanents": size,
            "actions": len(body["actions"]),
            "request_ms": round(whole * 1000, 3),
            "parse_and_finish_ms": round(empty * 1000, 3),
            "per_action_ms": round(per_action * 1000, 3),
            "actions_per_second": round(1 / per_action, 1) if per_action else None,
        })
    first, last = rows[0], rows[-1]
    growth = last["per_action_ms"] / first["per_action_ms"] if first["per_action_ms"] else None
    spread = last["permanents"] / first["permanents"]  # 1 with a single size: no growth to measure
    exponent = math.log(growth) / math.log(spread) if growth and spread != 1 else None
    return {
        "sizes": rows,
        # per-action time ~ permanents^exponent: 1 is linear, 2 quadratic.
        "growth_exponent": round(exponent, 2) if exponent is not None else None,
        "verdict": None if exponent is None else ("linear or better" if exponent <= 1.15 else "worse than linear"),
    }
