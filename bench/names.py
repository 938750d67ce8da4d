"""Typo matching of a whole lookup: 250 names the catalog lacks, in one POST /v1/rulings/lookup
body, answered by the service (`lookup_json`) over a SQLite catalog of 30,000 cards.

The 30,000 names are made from the words of the real card names in tests/fixtures/names/
(1,872 real names of nine sets, each kept, and names of two to four of their words, so that
lengths, letters and shared words are a real catalog's). The 250 names are the real names the
catalog lacks from tests/fixtures/names/near_misses.json and misspellings of catalog names (each
needs typo matching). Baseline in the same run: the same lookup of 250 exact names (no typo
matching). Goal: p95 of the typo lookup < 200 ms."""

from __future__ import annotations

import json
import random
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

NAMES = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "names"
CARDS = 30_000
LOOKUP = 250


def catalog_names(count: int = CARDS, seed: int = 11) -> list[str]:
    data = json.loads((NAMES / "catalog.json").read_text(encoding="utf-8"))
    real = sorted({card["name"] for s in data["data"].values() for card in s["cards"]})
    words = sorted({word for name in real for word in name.replace(",", "").split()})
    rng = random.Random(seed)
    names = list(real)
    seen = {name.lower() for name in names}
    while len(names) < count:
        name = " ".join(rng.choice(words) for _ in range(rng.choice((2, 2, 3, 3, 4))))
        if name.lower() not in seen:
            seen.add(name.lower())
            names.append(name)
    return names


def unknown_names(count: int = LOOKUP) -> list[str]:
    labelled = json.loads((NAMES / "near_misses.json").read_text(encoding="utf-8"))
    half = count // 2
    return [c["query"] for c in labelled["not_in_catalog"][:half]] + [
        c["query"] for c in labelled["typos_of_catalog_names"][: count - half]
    ]


def _p95(samples: list[float]) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def run(rounds: int = 30) -> dict[str, Any]:
    from sqlalchemy import insert

    from app.cards.models import Card
    from app.cards.naming import name_key, slugify
    from app.db.session import build_engine, session_context
    from app.rulings import repository as rulings_repo
    from app.rulings import service as rulings_service
    from app.rulings.schemas import LookupRequest
    from bench.databases import build

    with tempfile.TemporaryDirectory(prefix="bench-names-") as tmp:
        url = f"sqlite:///{tmp}/names.db"
        build(url, None)
        engine = build_engine(url)
        names = catalog_names()
        with session_context(engine) as session:
            existing = {row for row in session.scalars(Card.__table__.select().with_only_columns(Card.id))}
            rows = [
                {"id": slugify(n), "name": n, "name_key": name_key(n), "type_line": "Creature"}
                for n in names
                if slugify(n) not in existing
            ]
            session.execute(insert(Card), rows)
            rulings_repo.bump_data_version(session)
        typos = LookupRequest(cards=unknown_names())
        exact = LookupRequest(cards=names[:LOOKUP])
        timings: dict[str, list[float]] = {"typos": [], "exact": []}
        answers: dict[str, Any] = {}
        with session_context(engine) as session:
            for _ in range(2):  # the name index and the card caches, built once
                rulings_service.lookup_json(session, typos, max_items=LOOKUP)
                rulings_service.lookup_json(session, exact, max_items=LOOKUP)
            for _ in range(rounds):
                for key, body in (("typos", typos), ("exact", exact)):  # interleaved: the same machine
                    started = time.perf_counter()
                    answer = rulings_service.lookup_json(session, body, max_items=LOOKUP)
                    timings[key].append((time.perf_counter() - started) * 1000)
                    answers[key] = answer
        engine.dispose()
    body = json.loads(answers["typos"])
    out: dict[str, Any] = {"cards": len(names), "names": LOOKUP, "rounds": rounds}
    for key, samples in timings.items():
        out[key] = {"p50_ms": round(statistics.median(samples), 1), "p95_ms": round(_p95(samples), 1)}
    out["ratio_p50"] = round(out["typos"]["p50_ms"] / max(out["exact"]["p50_ms"], 0.001), 2)
    out["typos"]["found"] = len(body["results"])
    out["typos"]["fuzzy_limit"] = sum(1 for m in body["not_found"] if m["reason"] == "fuzzy_limit")
    out["goal_met"] = out["typos"]["p95_ms"] < 200
    return out


def render(r: dict[str, Any]) -> str:
    t, e = r["typos"], r["exact"]
    return (
        f"typo matching: {r['names']} unknown names in one lookup over {r['cards']} cards: p50 {t['p50_ms']} ms, "
        f"p95 {t['p95_ms']} ms (goal < 200 ms: {'met' if r['goal_met'] else 'NOT met'}); {t['found']} found, "
        f"{t['fuzzy_limit']} fuzzy_limit\n  baseline, {r['names']} exact names: p50 {e['p50_ms']} ms, "
        f"p95 {e['p95_ms']} ms; ratio (p50) {r['ratio_p50']}"
    )


if __name__ == "__main__":
    print(render(run()))
