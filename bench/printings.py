"""Printings at Scryfall's Default Cards scale (not a test: it prints figures): a synthetic
Default Cards file (110,000 printings of 30,000 cards by default, `app.ingest.synth`) imported
with `python -m app import scryfall` in a child process, wall time and the child's peak memory,
on SQLite and PostgreSQL; beside it, in the same run, the bare baseline: the Oracle Cards file of
the same 30,000 cards (one printing each). Then lookups of 100 non-default printings by Scryfall
id, and by set and collector number, against 100 Oracle ids: the per-request time and ratio.

    .venv/bin/python -m bench.printings [--cards 30000] [--printings 110000] [--rulings 0]
        [--databases sqlite,postgresql]

Targets (issue 27): the Default Cards import under 60 s and 300 MB on both databases; a lookup by
printing as fast as by card (ratio about 1).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT / "bench"]
sys.path.insert(0, str(ROOT))

IMPORT_SECONDS, IMPORT_MB = 60.0, 300.0


def _log(message: str) -> None:
    print(f"[printings {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def _app(url: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DATABASE_URL": url, "LOG_LEVEL": "WARNING"}
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=3600,
        check=False,
    )


def _import(url: str, cards: Path, rulings: Path) -> dict[str, Any]:
    """Migrate and seed, then the import in a child process: wall seconds and peak memory."""
    for step in (["migrate"], ["seed"]):
        done = _app(url, *step)
        if done.returncode != 0:
            raise RuntimeError(f"{step[0]} failed: {done.stderr[-2000:]}")
    env = {**os.environ, "DATABASE_URL": url, "LOG_LEVEL": "WARNING"}
    command = [
        sys.executable,
        "-m",
        "app",
        "import",
        "scryfall",
        "--cards",
        str(cards),
        "--rulings",
        str(rulings),
        "--single-transaction",
    ]
    started = time.perf_counter()
    child = subprocess.Popen(command, cwd=ROOT, env=env, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True)
    assert child.stderr is not None
    err = child.stderr.read()
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - started
    summary = err.strip().splitlines()[-1] if err.strip() else ""
    if status != 0:
        raise RuntimeError(f"import failed: {summary}")
    return {"seconds": round(seconds, 1), "peak_mb": round(usage.ru_maxrss / 1024), "summary": summary}


def _lookups(url: str, default_cards: Path, repeat: int) -> dict[str, Any]:
    """p50 of POST /v1/rulings/lookup's service call with 100 identifiers of each kind."""
    from app.db.session import build_engine, session_context
    from app.rulings import service as rulings_service
    from app.rulings.schemas import LookupRequest

    # 100 later printings, sampled as the file streams by (reservoir sampling): this process
    # holds little, so the next import's child does not inherit a large peak memory at fork.
    rng = random.Random(5)
    seen: set[str] = set()
    picked: list[dict[str, Any]] = []
    later = 0
    with default_cards.open(encoding="utf-8") as fh:
        for line in fh:
            line = line.strip().rstrip(",")
            if not line.startswith("{"):
                continue
            record = json.loads(line)
            if record.get("layout") == "token":
                continue
            if record["oracle_id"] not in seen:
                seen.add(record["oracle_id"])
                continue
            later += 1
            keep = {k: record[k] for k in ("id", "oracle_id", "set", "collector_number", "multiverse_ids")}
            if len(picked) < 100:
                picked.append(keep)
            elif (at := rng.randrange(later)) < 100:
                picked[at] = keep
    bodies = {
        "oracle_id": {"identifiers": [{"oracle_id": r["oracle_id"]} for r in picked]},
        "printing id": {"identifiers": [{"id": r["id"]} for r in picked]},
        "set and number": {
            "identifiers": [{"set": r["set"], "collector_number": r["collector_number"]} for r in picked]
        },
        "multiverse id": {"identifiers": [{"multiverse_id": r["multiverse_ids"][0]} for r in picked]},
    }
    engine = build_engine(url)
    out: dict[str, Any] = {}
    try:
        for name, body in bodies.items():
            request = LookupRequest.model_validate(body)
            samples = []
            for n in range(repeat + 3):
                started = time.perf_counter()
                with session_context(engine) as session:
                    answer = rulings_service.lookup(session, request, max_items=250)
                if n >= 3:  # the first calls warm the process's caches of this data version
                    samples.append((time.perf_counter() - started) * 1000)
            out[name] = {"p50_ms": round(statistics.median(samples), 2), "found": len(answer.results)}
    finally:
        engine.dispose()
    base = out["oracle_id"]["p50_ms"]
    for value in out.values():
        value["ratio_to_oracle_id"] = round(value["p50_ms"] / base, 2) if base else None
    return out


def _lookups_in_child(url: str, default_cards: Path, repeat: int) -> dict[str, Any]:
    """`_lookups` in a child process: this one stays small (a child inherits its peak memory)."""
    done = subprocess.run(
        [sys.executable, "-m", "bench.printings", "--lookups", url, str(default_cards), "--repeat", str(repeat)],
        cwd=ROOT, capture_output=True, text=True, timeout=1800, check=False,
    )  # fmt: skip
    if done.returncode != 0:
        raise RuntimeError(f"lookups failed: {done.stderr[-2000:]}")
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def run(kinds: list[str], *, cards: int, printings: int, rulings: int, repeat: int = 30) -> dict[str, Any]:
    from app.ingest.synth import write_all, write_default_cards
    from tests.pgserver import PostgresServer

    results: dict[str, Any] = {"cards": cards, "printings": printings, "rulings": rulings}
    with tempfile.TemporaryDirectory(prefix="printings-bench-") as tmp_name:
        tmp = Path(tmp_name)
        _log(f"synthesising {printings:,} printings of {cards:,} cards")
        files = write_all(tmp / "bulk", cards=cards, rulings=rulings, seed=7)
        default = write_default_cards(tmp / "default-cards.json", cards=cards, printings=printings, seed=7)
        for stale in files[2:]:
            stale.unlink()
        for kind in kinds:
            pg = PostgresServer.start() if kind == "postgresql" else None
            try:
                out: dict[str, Any] = {}
                for label, cards_file in (("oracle_cards", files[0]), ("default_cards", default)):
                    url = pg.create_database(label) if pg is not None else f"sqlite:///{tmp}/{label}.db"
                    _log(f"{kind}: importing {label}")
                    out[label] = _import(url, cards_file, files[1])
                    if label == "default_cards":
                        _log(f"{kind}: lookups by printing against by card")
                        out["lookups"] = _lookups_in_child(url, default, repeat)
                d = out["default_cards"]
                out["ratio_to_oracle_cards"] = round(d["seconds"] / max(out["oracle_cards"]["seconds"], 0.1), 2)
                out["within_target"] = d["seconds"] < IMPORT_SECONDS and d["peak_mb"] < IMPORT_MB
                results[kind] = out
            finally:
                if pg is not None:
                    pg.stop()
    return results


def render(results: dict[str, Any]) -> str:
    lines = [
        f"printings: {results['printings']:,} printings of {results['cards']:,} cards, "
        f"{results['rulings']:,} rulings (import in a child process, one transaction)"
    ]
    for kind in ("sqlite", "postgresql"):
        if kind not in results:
            continue
        r = results[kind]
        o, d = r["oracle_cards"], r["default_cards"]
        lines.append(
            f"  {kind}: Default Cards {d['seconds']} s, {d['peak_mb']} MB "
            f"[{'ok' if r['within_target'] else 'OVER TARGET'}: < {IMPORT_SECONDS:.0f} s, < {IMPORT_MB:.0f} MB]; "
            f"Oracle Cards baseline {o['seconds']} s, {o['peak_mb']} MB; ratio {r['ratio_to_oracle_cards']}"
        )
        for name, value in r["lookups"].items():
            lines.append(
                f"    lookup of 100 by {name}: p50 {value['p50_ms']} ms ({value['found']} found), "
                f"ratio to oracle_id {value['ratio_to_oracle_id']}"
            )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--printings", type=int, default=110_000)
    parser.add_argument(
        "--rulings", type=int, default=0, help="synthetic rulings imported with the cards (default none)"
    )
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--lookups", nargs=2, metavar=("URL", "FILE"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.lookups:
        print(json.dumps(_lookups(args.lookups[0], Path(args.lookups[1]), args.repeat)))
        return 0
    kinds = [k.strip() for k in args.databases.split(",") if k.strip()]
    results = run(kinds, cards=args.cards, printings=args.printings, rulings=args.rulings, repeat=args.repeat)
    print(render(results))
    print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
