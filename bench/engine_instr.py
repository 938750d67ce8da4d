"""Machine instructions per `resolve(simulate_body(N))`, counted by valgrind (cachegrind, no cache
simulation): a figure the shared machine's noise does not move, for comparing two trees.

Each tree's engine runs in a child (this file run by path, PYTHONPATH = that tree,
PYTHONHASHSEED=0, the collector tuned as its server tunes it) that warms up, then calls `resolve`
R times; it runs once with R = 0 and once with R = --repeat, and the difference over --repeat is
one request's instructions (start-up, imports and warm-up cancel out, up to their own spread:
some 7 G instructions that vary by ~0.2% from run to run, so R must make the requests' share far
larger than that: the default 200 requests at 20 permanents are ~1.3 G). Both trees get the same
request: this file's tree's `simulate_body` (an older tree's workload may differ), with each
tree's own seeded catalog. The collector's runs fall where allocations happen to reach its
threshold, so a window of R requests may or may not hold one (and a tree whose caches keep more
objects alive reaches it sooner): `--no-gc` counts the engine's own work, without them.

    python -m bench.engine_instr /work/wt/filing .          (A = base, B = this tree)
    python -m bench.engine_instr . --permanents 100 --repeat 50
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

_COUNT = re.compile(r"I\s+refs:\s+([\d,]+)")


def _child(repeat: int, permanents: int, no_gc: bool) -> None:
    here = Path(__file__).resolve().parent  # run by path: bench/ is first on sys.path (bench/http.py!)
    sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != here]
    from app.core.settings import get_settings
    from app.engine import resolve
    from app.main import tune_gc
    from bench.workloads import seeded_catalog

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this file's tree, for its request
    del sys.modules["bench"], sys.modules["bench.workloads"]
    from bench.workloads import simulate_body

    tune_gc(get_settings().gc_threshold)
    if no_gc:
        gc.disable()
    catalog = seeded_catalog()
    body = simulate_body(permanents)
    for _ in range(3):  # warm: caches filled, lazily built tables built
        resolve(body["state"], body["actions"], catalog)
    for _ in range(repeat):
        resolve(body["state"], body["actions"], catalog)


def _instructions(tree: Path, repeat: int, permanents: int, no_gc: bool) -> int:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    with tempfile.TemporaryDirectory() as scratch:
        result = subprocess.run(
            ["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={scratch}/out",
             sys.executable, str(Path(__file__).resolve()), "--child", str(repeat), "--permanents", str(permanents),
             *(["--no-gc"] if no_gc else [])],
            cwd=tree, env=env, check=True, capture_output=True, text=True)
    found = _COUNT.search(result.stderr)
    if found is None:
        raise RuntimeError(f"no instruction count in valgrind's output:\n{result.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def per_request(tree: Path, repeat: int, permanents: int, no_gc: bool = False) -> float:
    return (_instructions(tree, repeat, permanents, no_gc) - _instructions(tree, 0, permanents, no_gc)) / repeat


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.engine_instr", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trees", type=Path, nargs="*")
    parser.add_argument("--permanents", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--no-gc", action="store_true", help="the collector disabled once tuned")
    parser.add_argument("--child", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        _child(args.child, args.permanents, args.no_gc)
        return 0
    counts = [per_request(tree.resolve(), args.repeat, args.permanents, args.no_gc) for tree in args.trees or [Path(".")]]
    for tree, count in zip(args.trees or [Path(".")], counts, strict=True):
        print(f"{tree}: {count / 1e6:.3f} M instructions per resolve(simulate_body({args.permanents}))")
    if len(counts) == 2 and counts[0]:
        print(f"B/A: {counts[1] / counts[0]:.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
