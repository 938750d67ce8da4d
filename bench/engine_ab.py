"""Interleaved A/B of the engine benchmark (bench/engine.py) between two worktrees: each round runs
`bench.engine.run` of tree A, then of tree B, each in a fresh subprocess with PYTHONPATH set to
that tree, and the figures are reported as min and median over the rounds. The machine is shared,
so only figures from the same run are compared.

    python -m bench.engine_ab /work/wt/filing .                 (A = base, B = this tree)
    python -m bench.engine_ab A B --rounds 6 --sizes 10,20,100,1000 --budget 1
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

# Both trees' engines run with the collector tuned as their server tunes it at startup (their own
# `app.main.tune_gc` and `Settings.gc_threshold`, once the modules are loaded), applied here the same
# way to either tree, whether or not its bench/engine.py does it itself.
_CHILD = ("import json, sys; from app.core.settings import get_settings; from app.main import tune_gc; "
          "from bench.engine import run; tune_gc(get_settings().gc_threshold); "
          "print(json.dumps(run(tuple(json.loads(sys.argv[1])), float(sys.argv[2]))))")
_FIGURES = ("request_ms", "per_action_ms")


def _run(tree: Path, sizes: list[int], budget: float) -> dict[int, dict[str, float]]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, "-c", _CHILD, json.dumps(sizes), str(budget)], cwd=tree, env=env,
                         check=True, capture_output=True, text=True).stdout
    return {row["permanents"]: row for row in json.loads(out.strip().splitlines()[-1])["sizes"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.engine_ab", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", type=Path)
    parser.add_argument("b", type=Path)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--sizes", default="10,20,100,1000")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per size and tree in each round")
    args = parser.parse_args(argv)
    sizes = [int(size) for size in args.sizes.split(",")]
    trees = (args.a.resolve(), args.b.resolve())
    samples: dict[tuple[int, int, str], list[float]] = {}
    for round_no in range(args.rounds):
        order = trees if round_no % 2 == 0 else trees[::-1]  # alternate who goes first
        for tree in order:
            for size, row in _run(tree, sizes, args.budget).items():
                for figure in _FIGURES:
                    samples.setdefault((trees.index(tree), size, figure), []).append(row[figure])
        print(f"round {round_no + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    print(f"A = {trees[0]}\nB = {trees[1]}\n{args.rounds} interleaved rounds (min / median ms)")
    print(f"{'permanents':>10} {'figure':>14} {'A min':>8} {'A med':>8} {'B min':>8} {'B med':>8} {'B/A med':>8}")
    for size in sizes:
        for figure in _FIGURES:
            a, b = samples[(0, size, figure)], samples[(1, size, figure)]
            ratio: Any = round(statistics.median(b) / statistics.median(a), 3) if statistics.median(a) else "-"
            print(f"{size:>10} {figure:>14} {min(a):>8.3f} {statistics.median(a):>8.3f} {min(b):>8.3f} "
                  f"{statistics.median(b):>8.3f} {ratio:>8}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
