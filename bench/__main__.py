"""`python -m bench` (`make bench`): every benchmark, a table of the figures and ratios, and
bench/results.json with the machine description.

    python -m bench                      the full run (about 100 000 rulings; ~10 minutes)
    python -m bench --quick              a smoke run (small data, short runs)
    python -m bench --only engine,search
    python -m bench --only legal         legal_actions against next_step (a focused run)
    python -m bench --only names         typo matching: 250 unknown names in one lookup over 30 000 cards
    python -m bench --only uncached      only the uncached random card-rulings lookups (a focused run)
    python -m bench --only printings     only the Default Cards import (110,000 printings) and lookups by printing
    python -m bench --only simulate      only POST /v1/simulate against its bare baseline, on a database of
                                         the seeds alone (no synthetic import: a focused run of ~1-2 minutes)
    python -m bench --only multiplayer   next_turn in a four-player Commander game of 80 permanents against two players
    python -m bench --only deckcheck     only POST /v1/decks/check of a 100-card deck against GET /healthz,
                                         on the seeds and the deck's cards (a focused run of ~1 minute)
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench import (
    coverage,
    databases,
    deck_check,
    engine,
    http,
    legal,
    machine,
    multiplayer,
    names,
    printings,
    search,
    server,
    wrk,
)

RESULTS = Path(__file__).resolve().parent / "results.json"
PARTS = ("engine", "legal", "api", "search", "coverage", "deckcheck", "names", "printings", "multiplayer")
# Focused parts, run only when named (`api` includes them).
FOCUSED = ("uncached", "simulate")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small data and short runs (a smoke test)")
    parser.add_argument("--only", default=",".join(PARTS), help=f"comma-separated subset of {', '.join(PARTS + FOCUSED)}")
    parser.add_argument("--databases", default="sqlite,postgresql")
    parser.add_argument("--rulings", type=int, default=None, help="synthetic rulings to generate (default 110000)")
    parser.add_argument("--cards", type=int, default=None, help="synthetic cards to generate (default 30000)")
    parser.add_argument("--seconds", type=float, default=None, help="seconds per wrk run (default 3)")
    parser.add_argument("--rounds", type=int, default=None, help="real/bare pairs per endpoint (default 10)")
    parser.add_argument("--connections", type=int, default=16)
    parser.add_argument("--out", type=Path, default=RESULTS)
    return parser


def _log(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    parts = {p.strip() for p in args.only.split(",") if p.strip()}
    kinds = [k.strip() for k in args.databases.split(",") if k.strip()]
    rulings = args.rulings or (6_000 if args.quick else 110_000)
    # Many short pairs rather than a few long ones: the two runs of a pair see nearly the same
    # machine, and the median of ten pairs shrugs off the ones a neighbour's load spoiled.
    seconds = args.seconds or (2.0 if args.quick else 3.0)
    rounds = args.rounds or (2 if args.quick else 10)
    results: dict[str, Any] = {"started_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"), "quick": args.quick}

    if "api" in parts:
        parts.add("uncached")
    results["machine"] = machine.describe()
    if "engine" in parts:
        _log("engine alone: 10, 100, 1000 permanents")
        results["engine"] = engine.run(budget=1.0 if args.quick else 3.0)

    if "legal" in parts:
        _log("legal_actions against next_step: 20 permanents, 7 cards in hand")
        results["legal"] = legal.run(budget=1.0 if args.quick else 3.0)

    if "multiplayer" in parts:
        _log("a four-player Commander game of 80 permanents against two players: next_turn")
        results["multiplayer"] = multiplayer.run(budget=0.5 if args.quick else 1.0)

    if "names" in parts:
        _log("typo matching: 250 unknown names in one lookup over 30,000 cards (SQLite)")
        results["names"] = names.run(rounds=10 if args.quick else 30)

    if "coverage" in parts:
        _log("engine coverage: Fourth Edition, Core Sets 2019-2021, Bloomburrow, Kamigawa: Neon Dynasty and three held-out sets through the importers and the Oracle reader")
        results["coverage"] = coverage.run()

    if "printings" in parts:
        _log("printings: Default Cards import against Oracle Cards, lookups by printing against by card")
        results["printings"] = printings.run(
            kinds, cards=args.cards or (2_000 if args.quick else 30_000),
            printings=(7_000 if args.quick else 110_000), rulings=0, repeat=5 if args.quick else 30)

    if parts & {"api", "uncached", "search", "simulate", "deckcheck"}:
        if parts & {"api", "uncached", "search", "simulate"}:
            wrk.ensure_wrk()
        with tempfile.TemporaryDirectory(prefix="bench-") as tmp_name:
            tmp = Path(tmp_name)
            synth: Path | None = None
            if parts & {"api", "uncached", "search"}:
                _log(f"synthesising {rulings} rulings")
                cards = args.cards or (max(100, rulings // 5) if args.quick else 30_000)
                synth = databases.synthesise(tmp / "synth", cards=cards, rulings=rulings)
            for kind in kinds:
                results.setdefault("databases", {})[kind] = _run_database(
                    kind, tmp, synth, parts, seconds=seconds, rounds=rounds, connections=args.connections,
                    repeat=3 if args.quick else 7,
                )

    results["finished_at"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
    args.out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(render(results))
    print(f"\nwritten to {args.out}")
    return 0


def _run_database(kind: str, tmp: Path, synth: Path | None, parts: set[str], *, seconds: float, rounds: int,
                  connections: int, repeat: int) -> dict[str, Any]:
    from tests.pgserver import PostgresServer, free_port

    pg: PostgresServer | None = None
    out: dict[str, Any] = {}
    try:
        if kind == "postgresql":
            pg = PostgresServer.start()
            url = pg.create_database("bench")
        else:
            url = f"sqlite:///{tmp}/bench.db"
        if synth is not None:
            _log(f"{kind}: importing the synthetic files")
            out["import_seconds"] = round(databases.build(url, synth), 1)
        else:  # `--only simulate`: the request names only seeded cards; no synthetic rulings needed
            _log(f"{kind}: the seeds alone")
            databases.build(url, None)
        body_dir = tmp / f"bodies-{kind}"
        body_dir.mkdir(exist_ok=True)
        if "api" in parts:
            with server.running(url, free_port(), body_dir, tmp / f"server-{kind}.log") as base:
                _log(f"{kind}: GET /v1/cards/{{id}}/rulings vs bare ({rounds} x 2 x {seconds:g} s)")
                out["card_rulings"] = http.card_rulings(base, body_dir, rounds=rounds, seconds=seconds,
                                                        connections=connections)
                _log(f"{kind}: POST /v1/simulate vs bare ({rounds} x 2 x {seconds:g} s)")
                out["simulate"] = http.simulate(base, rounds=rounds, seconds=seconds, connections=connections)
        elif "simulate" in parts:
            with server.running(url, free_port(), body_dir, tmp / f"server-{kind}.log") as base:
                _log(f"{kind}: POST /v1/simulate vs bare ({rounds} x 2 x {seconds:g} s)")
                out["simulate"] = http.simulate(base, rounds=rounds, seconds=seconds, connections=connections)
                _log(f"{kind}: the process hop: bare in a worker vs bare ({rounds} x 2 x {seconds:g} s)")
                out["process_hop"] = http.process_hop(base, rounds=rounds, seconds=seconds, connections=connections)
        if "uncached" in parts:
            card_ids = databases.card_ids(url)
            with server.running(url, free_port(), body_dir, tmp / f"server-{kind}-nocache.log",
                                RESPONSE_CACHE_BYTES="0") as base:
                _log(f"{kind}: GET /v1/cards/{{random of {len(card_ids)}}}/rulings, no response cache, vs ceiling")
                out["random_card_rulings"] = http.random_card_rulings(
                    base, body_dir, card_ids, rounds=rounds, seconds=seconds, connections=connections)
        if "deckcheck" in parts:
            _log(f"{kind}: POST /v1/decks/check of a 100-card deck vs GET /healthz")
            deck_check.import_cards(url)
            with server.running(url, free_port(), body_dir, tmp / f"server-{kind}-decks.log") as base:
                out["deck_check"] = deck_check.run(base)
        if "search" in parts:
            from app.db.session import build_engine

            _log(f"{kind}: search and decklist vs LIKE scans")
            db_engine = build_engine(url)
            try:
                out["search"] = search.run(db_engine, repeat=repeat)
            finally:
                db_engine.dispose()
    finally:
        if pg is not None:
            pg.stop()
    return out


def _row(cells: list[Any], widths: list[int]) -> str:
    return "  ".join(str(c).ljust(w) for c, w in zip(cells, widths, strict=False))


def render(results: dict[str, Any]) -> str:
    m = results["machine"]
    lines = [f"machine: {m['cpu']}, {m['cores']} cores, {m['memory_gib']} GiB, Python {m['python']}, "
             f"load at start {m['load_average_at_start']}"]
    if "names" in results:
        lines += ["", names.render(results["names"])]
    if "printings" in results:
        lines += ["", printings.render(results["printings"])]
    for kind, db in (results.get("databases") or {}).items():
        if "deck_check" in db:
            d = db["deck_check"]
            lines += ["", f"POST /v1/decks/check on {kind}, a {d['deck_cards']}-card Commander deck, {d['requests']} "
                          f"sequential requests: p50 {d['real']['p50_ms']} ms, p95 {d['real']['p95_ms']} ms "
                          f"({d['verdict']}); bare GET /healthz p50 {d['bare']['p50_ms']} ms, p95 "
                          f"{d['bare']['p95_ms']} ms: p95 ratio {d['p95_ratio']}"]
            if "cpu_ms_per_request" in d["real"]:
                lines.append(f"  server CPU per request: {d['real']['cpu_ms_per_request']} ms vs "
                             f"{d['bare']['cpu_ms_per_request']} ms for GET /healthz")
        http_runs = [db[key] for key in ("card_rulings", "random_card_rulings", "simulate") if key in db]
        if http_runs:
            lines += ["", f"HTTP on {kind} (wrk, {http_runs[0]['connections']} "
                          "connections, one uvicorn process; median of alternating runs)"]
            widths = [38, 10, 10, 10, 8, 7]
            lines.append(_row(["endpoint", "req/s", "p50 ms", "p99 ms", "errors", "ratio"], widths))
            for key, label, goal in (("card_rulings", "GET /v1/cards/{id}/rulings", 0.8),
                                     ("random_card_rulings", "GET random card rulings, uncached", 0.5),
                                     ("simulate", "POST /v1/simulate (20 perm., 10 act.)", 0.5)):
                if key not in db:
                    continue
                r = db[key]
                lines.append(_row([label, r["real"]["rps"], r["real"]["p50_ms"], r["real"]["p99_ms"],
                                   r["real"]["errors"] + r["real"]["non_2xx"],
                                   f"{r['ratio']} (goal >= {goal})"], widths))
                lines.append(_row(["  bare baseline", r["bare"]["rps"], r["bare"]["p50_ms"], r["bare"]["p99_ms"],
                                   r["bare"]["errors"] + r["bare"]["non_2xx"], ""], widths))
                if r.get("cpu_ratio") is not None:
                    lines.append(f"  server CPU per request: {r['real']['cpu_ms_per_request']} ms vs "
                                 f"{r['bare']['cpu_ms_per_request']} ms bare: CPU ratio {r['cpu_ratio']}")
        if "process_hop" in db:
            h = db["process_hop"]
            lines.append(f"process hop (the bare simulate's work in a worker process vs on the event loop): "
                         f"+{h['hop_cpu_ms_per_request']} ms CPU and +{h['hop_latency_ms']} ms alone per request; "
                         f"throughput ratio {h['ratio']}")
        if "search" in db:
            s = db["search"]
            lines += ["", f"search on {kind}: {s.get('cards', '?')} cards, {s['rulings']} rulings "
                          "(p50 / p95 ms; speed-up = naive p50 / p50; cold = nothing cached in the process)"]
            widths = [50, 18, 18, 9]
            lines.append(_row(["operation", "indexed", "naive LIKE", "speed-up"], widths))
            for key, label in (("selective", "full-text search, selective words"),
                               ("broad", "full-text search, broad phrases (~19%)")):
                r = s["search"][key]
                lines.append(_row([label, f"{r['p50_ms']} / {r['p95_ms']}",
                                   f"{r['naive']['p50_ms']} / {r['naive']['p95_ms']}", f"{r['speedup_p50']}x"], widths))
                if "cold" in r:
                    cpu = (f" (CPU {r['cold']['cpu_p50_ms']} / {r['cold']['cpu_p95_ms']})"
                           if "cpu_p50_ms" in r["cold"] else "")
                    lines.append(_row(["  cold" + cpu, f"{r['cold']['p50_ms']} / {r['cold']['p95_ms']}", "", ""],
                                      widths))
            d = s["decklist"]
            lines.append(_row([f"decklist lookup, {d['names']} names ({d['found']} found)",
                               f"{d['p50_ms']} / {d['p95_ms']}", f"{d['naive']['p50_ms']} / {d['naive']['p95_ms']}",
                               f"{d['speedup_p50']}x"], widths))
            for key, label in (("text", "  the same deck pasted as Arena text"),
                               ("unseen_cards", "  a deck of cards not asked for before"),
                               ("cold_process", "  cold (nothing cached, name index not built)")):
                if key in d:
                    cpu = f" (CPU {d[key]['cpu_p50_ms']} / {d[key]['cpu_p95_ms']})" if "cpu_p50_ms" in d[key] else ""
                    lines.append(_row([label + cpu, f"{d[key]['p50_ms']} / {d[key]['p95_ms']}", "", ""], widths))
            if s.get("search_index"):
                b = s["search_index"]
                lines.append(f"search index: built in {b['seconds']} s ({b['cpu_seconds']} s CPU), "
                             f"{b['megabytes']} MB, {b['terms']} terms (once per data version, in the background)")
    if "engine" in results:
        e = results["engine"]
        lines += ["", "engine alone, in process (best of repeated runs)"]
        widths = [11, 12, 20, 15, 10]
        lines.append(_row(["permanents", "request ms", "parse+finish ms", "per action ms", "actions/s"], widths))
        for r in e["sizes"]:
            lines.append(_row([r["permanents"], r["request_ms"], r["parse_and_finish_ms"], r["per_action_ms"],
                               r["actions_per_second"]], widths))
        lines.append(f"per-action time grows as permanents^{e['growth_exponent']}: {e['verdict']}")
    if "legal" in results:
        g = results["legal"]
        lines += ["", f"legal_actions query, {g['permanents']} permanents, {g['cards_in_hand']} cards in hand "
                      f"(request ms; per action = minus parse+finish {g['parse_and_finish_ms']} ms)",
                  f"legal_actions {g['legal_actions_request_ms']} ms ({g['legal_actions_per_action_ms']} per action), "
                  f"next_step {g['next_step_request_ms']} ms ({g['next_step_per_action_ms']} per action): "
                  f"ratio {g['request_ratio']} (goal < {legal.MAX_RATIO:g}), {g['verdict']}"]
    if "multiplayer" in results:
        lines += ["", multiplayer.render(results["multiplayer"])]
    if "coverage" in results:
        lines += ["", coverage.render(results["coverage"])]
    return "\n".join(lines)


if __name__ == "__main__":
    raise SystemExit(main())
