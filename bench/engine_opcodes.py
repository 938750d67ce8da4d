"""Python bytecodes executed per `resolve(simulate_body(N))`, by function, for comparing two trees:
a count neither the machine's load nor valgrind's start-up moves, taken in seconds (the tracer
makes the request some 20 times slower, but counts every bytecode the interpreter runs, with
`sys.settrace` and `f_trace_opcodes`). It shows where a tree runs more Python than another, call by
call; work done in C (pydantic-core validating a model, dict and attribute look-ups) is not counted
here: `bench.engine_instr` (valgrind) counts everything.

Each tree's engine runs in a child (this file run by path, PYTHONPATH = that tree), warmed up with
three requests, then one request traced; both trees get this file's tree's request.

    python -m bench.engine_opcodes /work/wt/perf-base .              (A = base, B = this tree)
    python -m bench.engine_opcodes /work/wt/perf-base . --no-actions (the parse and the answer only)
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

_HERE = Path(__file__).resolve()


def _child(permanents: int, no_actions: bool) -> None:
    sys.path[:] = [entry for entry in sys.path if Path(entry or ".").resolve() != _HERE.parent]
    spec = importlib.util.spec_from_file_location("_workloads", _HERE.parent / "workloads.py")
    assert spec is not None and spec.loader is not None
    workloads = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(workloads)  # this file's tree's request, whatever tree runs it
    from app.engine import resolve

    body = workloads.simulate_body(permanents)
    catalog = workloads.seeded_catalog()
    actions = [] if no_actions else body["actions"]
    for _ in range(3):
        resolve(body["state"], actions, catalog)
    ops: Counter[str] = Counter()
    calls: Counter[str] = Counter()

    def tracer(frame: FrameType, event: str, arg: Any) -> Any:
        code = frame.f_code
        key = f"{Path(code.co_filename).name}:{code.co_name}"
        if event == "call":
            frame.f_trace_opcodes = True
            calls[key] += 1
        elif event == "opcode":
            ops[key] += 1
        return tracer

    sys.settrace(tracer)
    try:
        resolve(body["state"], actions, catalog)
    finally:
        sys.settrace(None)
    print(json.dumps({key: [ops[key], calls[key]] for key in ops.keys() | calls.keys()}))


def counts(tree: Path, permanents: int, no_actions: bool) -> dict[str, list[int]]:
    env = {**os.environ, "PYTHONPATH": str(tree), "PYTHONHASHSEED": "0"}
    result = subprocess.run(
        [sys.executable, str(_HERE), "--child", "--permanents", str(permanents), *(["--no-actions"] if no_actions else [])],
        cwd=tree, env=env, check=True, capture_output=True, text=True)
    found: dict[str, list[int]] = json.loads(result.stdout.splitlines()[-1])
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.engine_opcodes", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("trees", type=Path, nargs="*")
    parser.add_argument("--permanents", type=int, default=10)
    parser.add_argument("--no-actions", action="store_true", help="the request without its actions")
    parser.add_argument("--top", type=int, default=30, help="functions listed (largest differences)")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        _child(args.permanents, args.no_actions)
        return 0
    trees = args.trees or [Path(".")]
    found = [counts(tree.resolve(), args.permanents, args.no_actions) for tree in trees]
    for tree, table in zip(trees, found, strict=True):
        print(f"{tree}: {sum(o for o, _ in table.values())} bytecodes, {sum(c for _, c in table.values())} Python calls")
    if len(found) == 2:
        first, second = found
        names = sorted(first.keys() | second.keys(),
                       key=lambda name: -abs(second.get(name, [0, 0])[0] - first.get(name, [0, 0])[0]))
        for name in names[:args.top]:
            (a_ops, a_calls), (b_ops, b_calls) = first.get(name, [0, 0]), second.get(name, [0, 0])
            if a_ops != b_ops or a_calls != b_calls:
                print(f"{b_ops - a_ops:+7d} bytecodes ({a_ops} -> {b_ops}), calls {a_calls} -> {b_calls}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
