"""(a) card rulings and (b) simulate over real HTTP, each against its bare baseline in the same
app and process, alternating real/bare/bare/real rounds so that drift in the machine's load
falls on both sides alike."""

from __future__ import annotations

import json
import os
import statistics
import time
from pathlib import Path
from typing import Any

import httpx

from bench import server, wrk
from bench.workloads import simulate_body

RULINGS_CARD = "werewhat"


def _stat(pid: int) -> list[str] | None:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def _cpu_seconds(pid: int | None) -> float | None:
    """The CPU time (user + system) the process and its worker processes have used so far (the
    workers are its descendants: the fork server's children; the fork server's own children that
    ended count too); None where /proc can't tell."""
    if pid is None or _stat(pid) is None:
        return None
    stats: dict[int, list[str]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and (fields := _stat(int(entry.name))) is not None:
            stats[int(entry.name)] = fields
    tree, frontier = {pid}, {pid}
    while frontier:
        frontier = {child for child, fields in stats.items() if int(fields[1]) in frontier} - tree
        tree |= frontier
    # utime, stime, and (for the fork server) the children it reaped: cutime, cstime.
    ticks = sum(int(stats[p][11]) + int(stats[p][12]) + (int(stats[p][13]) + int(stats[p][14]) if p != pid else 0)
                for p in tree if p in stats)
    return ticks / os.sysconf("SC_CLK_TCK")


def _alternate(real: tuple[str, dict[str, Any]], bare: tuple[str, dict[str, Any]], *,
               rounds: int, seconds: float, connections: int, pid: int | None = None) -> dict[str, Any]:
    """Warm both sides, then `rounds` pairs in ABBA order. Ratio = median over the pairs of
    real/bare throughput (a pair runs back to back, so it saw the same machine). With the
    server's `pid`, also the server's CPU time per request of each side and `cpu_ratio` (bare /
    real CPU per request, median over the pairs): the cost of a request, which a busy machine
    changes much less than the throughput it leaves the server."""
    for url, options in (real, bare):
        wrk.run(url, seconds=1, connections=connections, **options)
    runs: dict[str, list[wrk.WrkResult]] = {"real": [], "bare": []}
    cpu: dict[str, list[float]] = {"real": [], "bare": []}
    for index in range(rounds):
        order = [("real", real), ("bare", bare)] if index % 2 == 0 else [("bare", bare), ("real", real)]
        for name, (url, options) in order:
            before = _cpu_seconds(pid)
            runs[name].append(wrk.run(url, seconds=seconds, connections=connections, **options))
            after = _cpu_seconds(pid)
            if before is not None and after is not None and runs[name][-1].requests:
                cpu[name].append((after - before) / runs[name][-1].requests * 1000)
    ratios = [r.rps / b.rps for r, b in zip(runs["real"], runs["bare"], strict=True) if b.rps]
    cpu_ratios = [b / r for r, b in zip(cpu["real"], cpu["bare"], strict=False) if r]

    def side(results: list[wrk.WrkResult], cpu_ms: list[float]) -> dict[str, Any]:
        return {
            "rps": round(statistics.median(r.rps for r in results), 1),
            "cpu_ms_per_request": round(statistics.median(cpu_ms), 3) if cpu_ms else None,
            "p50_ms": round(statistics.median(r.p50_ms for r in results), 2),
            "p99_ms": round(statistics.median(r.p99_ms for r in results), 2),
            "errors": sum(r.errors for r in results),
            "non_2xx": sum(r.non_2xx for r in results),
            "runs": [r.as_dict() for r in results],
        }

    return {
        "real": side(runs["real"], cpu["real"]),
        "bare": side(runs["bare"], cpu["bare"]),
        "ratio": round(statistics.median(ratios), 3) if ratios else None,
        "ratios": [round(x, 3) for x in ratios],
        "cpu_ratio": round(statistics.median(cpu_ratios), 3) if cpu_ratios else None,
        "rounds": rounds,
        "seconds_per_run": seconds,
        "connections": connections,
    }


def card_rulings(base: str, body_dir: Path, *, rounds: int, seconds: float, connections: int) -> dict[str, Any]:
    real_url = f"{base}/v1/cards/{RULINGS_CARD}/rulings"
    response = httpx.get(real_url, timeout=30)
    response.raise_for_status()
    (body_dir / f"{RULINGS_CARD}.json").write_bytes(response.content)
    bare_url = f"{base}/bench/bare/cards/{RULINGS_CARD}/rulings"
    bare = httpx.get(bare_url, timeout=30)
    if bare.content != response.content:
        raise RuntimeError("the bare route does not return the real route's bytes")
    result = _alternate((real_url, {}), (bare_url, {}), rounds=rounds, seconds=seconds, connections=connections)
    result["response_bytes"] = len(response.content)
    result["rulings"] = len(response.json()["data"])
    return result


def simulate(base: str, *, rounds: int, seconds: float, connections: int, permanents: int = 20) -> dict[str, Any]:
    body = json.dumps(simulate_body(permanents)).encode()
    real_url, bare_url = f"{base}/v1/simulate", f"{base}/bench/bare/simulate"
    response = httpx.post(real_url, content=body, headers={"content-type": "application/json"}, timeout=60)
    if response.status_code != 200:
        raise RuntimeError(f"the simulate request is refused ({response.status_code}): {response.text[:2000]}")
    echoed = httpx.post(bare_url, content=body, headers={"content-type": "application/json"}, timeout=60)
    echoed.raise_for_status()
    options: dict[str, Any] = {"method": "POST", "body": body}
    result = _alternate((real_url, options), (bare_url, options), rounds=rounds, seconds=seconds,
                        connections=connections, pid=server.PIDS.get(base))
    result.update(
        request_bytes=len(body), response_bytes=len(response.content), permanents=permanents,
        actions=len(simulate_body(permanents)["actions"]), events=len(response.json()["events"]),
    )
    return result


def process_hop(base: str, *, rounds: int, seconds: float, connections: int, permanents: int = 20) -> dict[str, Any]:
    """The cost of handing a request to a worker process and back: the bare simulate baseline's
    work done in a worker (`/bench/hop/simulate`) against the same work on the event loop, with the
    same body. `hop_cpu_ms_per_request`: the CPU time per request (the server and its workers)
    the hop adds; `hop_latency_ms`: what it adds to one request's time, alone."""
    body = json.dumps(simulate_body(permanents)).encode()
    hop_url, bare_url = f"{base}/bench/hop/simulate", f"{base}/bench/bare/simulate"
    hopped = httpx.post(hop_url, content=body, headers={"content-type": "application/json"}, timeout=60)
    hopped.raise_for_status()
    if hopped.content != httpx.post(bare_url, content=body, headers={"content-type": "application/json"}).content:
        raise RuntimeError("the hop route does not return the bare route's bytes")
    latency = {}
    with httpx.Client(timeout=60) as client:
        for name, url in (("hop", hop_url), ("bare", bare_url)):
            times = []
            for _ in range(200):
                started = time.perf_counter()
                client.post(url, content=body, headers={"content-type": "application/json"})
                times.append(time.perf_counter() - started)
            latency[name] = statistics.median(times) * 1000
    options: dict[str, Any] = {"method": "POST", "body": body}
    result = _alternate((hop_url, options), (bare_url, options), rounds=rounds, seconds=seconds,
                        connections=connections, pid=server.PIDS.get(base))
    hop_cpu, bare_cpu = result["real"]["cpu_ms_per_request"], result["bare"]["cpu_ms_per_request"]
    result.update(
        request_bytes=len(body),
        hop_cpu_ms_per_request=round(hop_cpu - bare_cpu, 3) if hop_cpu is not None and bare_cpu is not None else None,
        hop_latency_ms=round(latency["hop"] - latency["bare"], 3),
        latency_ms={k: round(v, 3) for k, v in latency.items()},
    )
    return result


def random_card_rulings(base: str, body_dir: Path, card_ids: list[str], *, rounds: int, seconds: float,
                        connections: int) -> dict[str, Any]:
    """GET /v1/cards/{random id}/rulings over every card, on a server without a response cache
    (no request is answered from memory), against the ceiling: the same app answering one real
    response's bytes from memory whatever the id."""
    sample = httpx.get(f"{base}/v1/cards/{card_ids[0]}/rulings", timeout=30)
    sample.raise_for_status()
    (body_dir / "any-card.json").write_bytes(sample.content)
    real_paths = [f"/v1/cards/{card_id}/rulings" for card_id in card_ids]
    bare_paths = [f"/bench/bare/any-card/{card_id}/rulings" for card_id in card_ids]
    result = _alternate((base + real_paths[0], {"random_paths": real_paths}),
                        (base + bare_paths[0], {"random_paths": bare_paths}),
                        rounds=rounds, seconds=seconds, connections=connections)
    result["cards"] = len(card_ids)
    return result
