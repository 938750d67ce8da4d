"""Benchmark of the bulk import at full scale (not a test: it prints figures).

Writes a synthetic Scryfall pair (30 000 cards, 100 000 rulings by default), imports it into a
fresh, migrated and seeded SQLite database with `python -m app import scryfall` in a child
process (wall time and the child's peak memory), then times a full-text search and a card's
rulings, through the services and over HTTP, and prints the 50th and 95th percentiles.

    .venv/bin/python -m bench.import_bench [--cards 30000] [--rulings 100000] [--queries 300]

Targets (issue 7): import under 60 s with peak memory under 300 MB; both queries under 20 ms
at the 95th percentile.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Run as a script, bench/ would be first on the path and its modules (http.py) would shadow the
# standard library's: put the project root there instead.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]
sys.path.insert(0, str(ROOT))

IMPORT_SECONDS, IMPORT_MB, QUERY_MS = 60.0, 300.0, 20.0
# Queries like a user's: a mechanic or two rarer words (each matches about 1-2% of the rulings) ...
SELECTIVE = [
    "banding",
    "cumulative upkeep",
    "daybound",
    "convoke",
    "flashback",
    "mutate",
    "negamorph exile",
    "storm copy",
    "saddle",
    "phasing",
]
# ... and words that most rulings contain (every match is ranked and counted).
COMMON = ["battlefield", "target", "ability resolves", "mana value", "damage"]


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * len(ordered)) - 1)]
    return statistics.median(ordered), p95


def timed(fn: Callable[[], object], n: int) -> list[float]:
    out = []
    for _ in range(n):
        started = time.perf_counter()
        fn()
        out.append((time.perf_counter() - started) * 1000)
    return out


def verdict(ok: bool) -> str:
    return "ok" if ok else "OVER TARGET"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--rulings", type=int, default=100_000)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--keep", type=Path, default=None, help="work in this folder and keep it")
    args = parser.parse_args()

    from app.ingest.synth import write_all

    workdir = args.keep or Path(tempfile.mkdtemp(prefix="import-bench-"))
    workdir.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    files = write_all(workdir / "bulk", cards=args.cards, rulings=args.rulings, seed=7)
    print(
        f"synthetic files: {args.cards:,} cards, {args.rulings:,} rulings "
        f"({files[0].stat().st_size / 1e6:.1f} MB + {files[1].stat().st_size / 1e6:.1f} MB) "
        f"in {time.perf_counter() - started:.1f} s"
    )

    db_path = workdir / "bench.db"
    for suffix in ("", "-wal", "-shm"):
        Path(f"{db_path}{suffix}").unlink(missing_ok=True)
    url = f"sqlite:///{db_path}"
    env = {**os.environ, "DATABASE_URL": url}
    for command in (["migrate"], ["seed"]):
        subprocess.run([sys.executable, "-m", "app", *command], cwd=ROOT, env=env, check=True, capture_output=True)

    # One transaction: the figures stay comparable (no server shares this database; by default an
    # SQLite import writes in short transactions so that a serving process is never held up).
    command = [sys.executable, "-m", "app", "import", "scryfall", "--cards", str(files[0]), "--rulings", str(files[1]),
               "--single-transaction"]
    started = time.perf_counter()
    child = subprocess.Popen(command, cwd=ROOT, env=env, stderr=subprocess.PIPE, text=True)
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - started
    assert child.stderr is not None
    summary = child.stderr.read().strip().splitlines()[-1]
    if status != 0:
        print(f"import failed: {summary}")
        return 1
    peak_mb = usage.ru_maxrss / 1024  # kilobytes on Linux
    print(summary)
    print(
        f"import: {seconds:.1f} s wall, peak memory {peak_mb:.0f} MB "
        f"[{verdict(seconds < IMPORT_SECONDS and peak_mb < IMPORT_MB)}: < {IMPORT_SECONDS:.0f} s, < {IMPORT_MB:.0f} MB]"
    )

    from sqlalchemy import text

    from app.core.settings import Settings
    from app.db.session import build_engine, session_context
    from app.rulings import service as rulings_service

    engine = build_engine(url)
    with session_context(engine) as session:
        card_ids = [row[0] for row in session.execute(text("SELECT DISTINCT card_id FROM card_ruling"))]
    rng = random.Random(1)

    def searcher(words: list[str]) -> Callable[[], None]:
        def search() -> None:
            with session_context(engine) as session:
                rulings_service.search(session, q=rng.choice(words), card=None, rule=None, cursor=None, limit=20)

        return search

    search = searcher(SELECTIVE)

    def card_rulings() -> None:
        with session_context(engine) as session:
            rulings_service.card_rulings(session, rng.choice(card_ids))

    timed(search, 20), timed(card_rulings, 20)  # warm the caches
    results = {
        "full-text search, selective words (service)": timed(search, args.queries),
        "full-text search, common words (service)": timed(searcher(COMMON), args.queries // 3),
        "a card's rulings (service)": timed(card_rulings, args.queries),
    }

    import httpx
    import uvicorn

    from app.main import create_app

    app = create_app(Settings(database_url=url, log_level="WARNING"))
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", access_log=False))
    server.install_signal_handlers = lambda: None  # type: ignore[method-assign]
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    while not server.started:
        time.sleep(0.02)
    port = server.servers[0].sockets[0].getsockname()[1]
    with httpx.Client(base_url=f"http://127.0.0.1:{port}") as client:

        def http_search() -> None:
            client.get("/v1/rulings", params={"q": rng.choice(SELECTIVE)}).raise_for_status()

        def http_card() -> None:
            client.get(f"/v1/cards/{rng.choice(card_ids)}/rulings").raise_for_status()

        timed(http_search, 20), timed(http_card, 20)
        results["full-text search, selective words (HTTP)"] = timed(http_search, args.queries)
        results["a card's rulings (HTTP)"] = timed(http_card, args.queries)
    server.should_exit = True
    thread.join(timeout=10)

    for name, samples in results.items():
        p50, p95 = percentiles(samples)
        print(
            f"{name}: p50 {p50:.1f} ms, p95 {p95:.1f} ms over {len(samples)} queries "
            f"[{verdict(p95 < QUERY_MS)}: p95 < {QUERY_MS:.0f} ms]"
        )
    if args.keep is None:
        import shutil

        shutil.rmtree(workdir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
