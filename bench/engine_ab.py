"""Interleaved A/B of the engine benchmark (bench/engine.py) between two worktrees: each round runs
`bench.engine.run` of tree A, then of tree B, each in a fresh subprocess with PYTHONPATH set to
that tree, and the figures are reported as min and median over the rounds. The machine is shared,
so only figures from the same run are compared.

    python -m bench.engine_ab /work/wt/filing .                 (A = base, B = this tree)
    python -m bench.engine_ab A B --rounds 6 --sizes 10,20,100,1000 --budget 1

By default both trees get the same request: this file's tree's `simulate_body` (as
bench/engine_instr.py does), since an older tree's workload may differ (20dd3ec's puts two
Chatzuks under one player, which the legend rule since sends one to the graveyard).
`--own-requests` gives each tree its own workload instead, `--workloads PATH` another tree's for both.
Round i runs both trees with PYTHONHASHSEED=i: string hashing decides where dict and set entries
fall, which moves one process's timings by several percent, so A and B get the same seeds.
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
_CHILD = ("import json, sys, importlib.util; from app.core.settings import get_settings; "
          "from app.main import tune_gc; import bench.engine, gc; tune_gc(get_settings().gc_threshold)\n"
          "if sys.argv[4]:\n    gc.disable()\n"
          "if sys.argv[3]:\n"
          "    spec = importlib.util.spec_from_file_location('same_workloads', sys.argv[3]); "
          "same = importlib.util.module_from_spec(spec); spec.loader.exec_module(same); "
          "bench.engine.simulate_body = same.simulate_body\n"
          "print(json.dumps(bench.engine.run(tuple(json.loads(sys.argv[1])), float(sys.argv[2]))))")
_WORKLOADS = Path(__file__).resolve().parent / "workloads.py"
_FIGURES = ("request_ms", "per_action_ms")


def _run(tree: Path, sizes: list[int], budget: float, workloads: str, seed: int,
         no_gc: bool) -> dict[int, dict[str, float]]:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": str(seed)}
    out = subprocess.run([sys.executable, "-c", _CHILD, json.dumps(sizes), str(budget), workloads,
                          "1" if no_gc else ""], cwd=tree,
                         env=env, check=True, capture_output=True, text=True).stdout
    return {row["permanents"]: row for row in json.loads(out.strip().splitlines()[-1])["sizes"]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.engine_ab", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("a", type=Path)
    parser.add_argument("b", type=Path)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--sizes", default="10,20,100,1000")
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per size and tree in each round")
    parser.add_argument("--own-requests", action="store_true", help="each tree's own simulate_body")
    parser.add_argument("--workloads", type=Path, default=_WORKLOADS, help="the workloads.py both trees run")
    parser.add_argument("--no-gc", action="store_true", help="the collector disabled once tuned, in both trees")
    parser.add_argument("--verbose", action="store_true", help="every round's figures too")
    args = parser.parse_args(argv)
    sizes = [int(size) for size in args.sizes.split(",")]
    trees = (args.a.resolve(), args.b.resolve())
    workloads = "" if args.own_requests else str(args.workloads.resolve())
    samples: dict[tuple[int, int, str], list[float]] = {}
    for round_no in range(args.rounds):
        order = trees if round_no % 2 == 0 else trees[::-1]  # alternate who goes first
        for tree in order:
            for size, row in _run(tree, sizes, args.budget, workloads, round_no, args.no_gc).items():
                for figure in _FIGURES:
                    samples.setdefault((trees.index(tree), size, figure), []).append(row[figure])
        print(f"round {round_no + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    requests = "each tree's own requests" if args.own_requests else f"the same requests ({workloads})"
    print(f"A = {trees[0]}\nB = {trees[1]}\n{args.rounds} interleaved rounds (min / median ms), {requests}")
    print("B/A paired: the median over rounds of B's figure over A's in the same round (same hash seed)")
    print(f"{'permanents':>10} {'figure':>14} {'A min':>8} {'A med':>8} {'B min':>8} {'B med':>8} {'B/A med':>8} "
          f"{'B/A paired':>10}")
    for size in sizes:
        for figure in _FIGURES:
            a, b = samples[(0, size, figure)], samples[(1, size, figure)]
            ratio: Any = round(statistics.median(b) / statistics.median(a), 3) if statistics.median(a) else "-"
            paired: Any = round(statistics.median(y / x for x, y in zip(a, b, strict=True)), 3) if min(a) else "-"
            print(f"{size:>10} {figure:>14} {min(a):>8.3f} {statistics.median(a):>8.3f} {min(b):>8.3f} "
                  f"{statistics.median(b):>8.3f} {ratio:>8} {paired:>10}")
            if args.verbose:
                print(f"{'':>25} A: {' '.join(f'{x:.3f}' for x in a)}\n{'':>25} B: {' '.join(f'{y:.3f}' for y in b)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
