"""Reading cost at import: the Oracle reader (`app.ingest.definitions.engine_values`) over the
three real set fixtures (tests/fixtures/sets: Fourth Edition, Core Set 2019, Bloomburrow) and over
synthetic cards as bench/import_bench.py and bench/printings.py make them (`app.ingest.synth`),
with the grammar's per-line cache (app/oracle/compose.py `_lowered`) bypassed, cold (emptied
first) and warm (a re-import). Also: how many lines reach the grammar, and how many it parses.

    python -m bench.reading [--synthetic 2000]

The grammar (lark's Earley parser) is built once per process (`app.oracle.grammar.parser`); its
build is timed apart and left out of the figures.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.ingest import mtgjson, scryfall
from app.ingest.definitions import engine_values
from app.ingest.reader import TrackedFile
from app.ingest.records import CardRecord
from app.ingest.synth import _Generator
from app.oracle import compose, grammar

ROOT = Path(__file__).resolve().parents[1]
SETS = ROOT / "tests" / "fixtures" / "sets"
FIXTURES = (("4ED", "4ed.json", "mtgjson"), ("M19", "m19.json", "mtgjson"), ("BLB", "blb.json", "scryfall"))


def fixture_records(file: str, feed: str) -> list[CardRecord]:
    with TrackedFile(SETS / file, file) as f:
        if feed == "mtgjson":
            return [entry.card for entry in mtgjson.iter_cards(f)]
        return [record for record in scryfall.iter_cards(f) if isinstance(record, CardRecord)]


def synthetic_records(cards: int) -> list[CardRecord]:
    generator = _Generator(cards, 0, 7)
    records = []
    for index in range(cards):
        parsed = scryfall.parse_card("synthetic", index, generator.scryfall_card(generator.card(index)))
        if isinstance(parsed, CardRecord):
            records.append(parsed)
    return records


class _Counting:
    """Counts the lines that reach the grammar and those it parses (past the unknown-word check)."""

    def __init__(self) -> None:
        self.lines = 0
        self.parses = 0
        self._parse = grammar.parse  # what compose.py calls
        self._lowered = compose._lowered.__wrapped__

    def parse(self, line: str, is_spell: bool | None = None) -> Any:
        found = grammar.words(line, grammar._literals())
        if all(word.kind != "UNKNOWN" for word in found):
            self.parses += 1
        return self._parse(line, is_spell)


def _timed(records: list[CardRecord], lowered: Callable[[str, bool], compose.Composed]) -> float:
    kept = compose._lowered
    compose._lowered = lowered  # type: ignore[assignment]
    try:
        started = time.perf_counter()
        for record in records:
            engine_values(record)
        return time.perf_counter() - started
    finally:
        compose._lowered = kept


def measure(name: str, records: list[CardRecord]) -> dict[str, Any]:
    counting = _Counting()
    calls = [0]

    def counted(line: str, is_spell: bool) -> compose.Composed:
        calls[0] += 1
        return counting._lowered(line, is_spell)

    setattr(compose, "parse", counting.parse)  # noqa: B010 (compose.py's own name for it)
    try:
        uncached = _timed(records, counted)
    finally:
        setattr(compose, "parse", counting._parse)  # noqa: B010
    compose._lowered.cache_clear()
    cold = _timed(records, compose._lowered)
    distinct = compose._lowered.cache_info().currsize
    warm = _timed(records, compose._lowered)
    return {
        "set": name,
        "cards": len(records),
        "lines_to_grammar": calls[0],
        "parsed_uncached": counting.parses,
        "distinct_lines": distinct,
        "uncached_s": round(uncached, 3),
        "cold_cache_s": round(cold, 3),
        "warm_cache_s": round(warm, 3),
        "uncached_ms_per_card": round(1000 * uncached / max(len(records), 1), 3),
        "cold_ms_per_card": round(1000 * cold / max(len(records), 1), 3),
    }


def run(synthetic: int = 2000) -> dict[str, Any]:
    started = time.perf_counter()
    grammar.parser()
    build = time.perf_counter() - started
    rows = [measure(code, fixture_records(file, feed)) for code, file, feed in FIXTURES]
    rows.append(measure(f"synthetic ({synthetic})", synthetic_records(synthetic)))
    return {"grammar_build_s": round(build, 3), "rows": rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.reading", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--synthetic", type=int, default=2000)
    args = parser.parse_args(argv)
    print(json.dumps(run(args.synthetic), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
