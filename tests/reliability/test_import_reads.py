"""While a 30,000-card import runs into SQLite (`python -m app import scryfall`, in short write
transactions, as on a database a server is using), a serving process keeps answering reads fast:
p99 within IMPORT_READ_P99_MAX_MS (100 ms, the issue's figure, by default), no error, and the
readers see the cards arrive batch by batch. The figures (with the p99 of the same reads without
an import, and per kind of read) go to bench/out/import_reads.json. On a quiet 2-core machine p99
is 61-72 ms during the import at the importer's own priority, 43 ms with IMPORT_NICENESS (10 by default: the
import takes the CPU the server leaves), 5-20 ms without it; a machine loaded by other work can raise the
bound with IMPORT_READ_P99_MAX_MS.

The reads are the public ones (a card's rulings, a search, a card, a fuzzy name, a list) from 4
connections, with the response cache on: every committed batch changes the data version, so
most reads miss it and go to the database while the import writes."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from tests.reliability.harness import MIXED, ROOT, ApiProcess, Load, prepare_database

pytestmark = [pytest.mark.slow, pytest.mark.serial]  # measures time under load: alone (make test)

CARDS = 30_000
RULINGS = 10_000
# Seconds of reads once the import writes (the checking pass before it writes nothing): 0 = all of it.
WRITING_SECONDS = float(os.environ.get("IMPORT_READ_WRITING_SECONDS", "10")) or float("inf")
P99_MAX_SECONDS = float(os.environ.get("IMPORT_READ_P99_MAX_MS", "100")) / 1000
RESULTS = ROOT / "bench" / "out" / "import_reads.json"
READS = [r for r in MIXED if r.method == "GET"]


def _card_count(client: httpx.Client) -> int:
    answer = client.get("/v1/cards", params={"limit": 1})
    assert answer.status_code == 200, answer.text
    total: int = answer.json()["total"]
    return total


def test_reads_keep_p99_under_100_ms_while_30000_cards_import_into_sqlite(
    tmp_path: Path, start_api: Callable[..., ApiProcess],
) -> None:
    from app.ingest.synth import write_all

    cards_file, rulings_file, *_ = write_all(tmp_path / "synth", cards=CARDS, rulings=RULINGS)
    url = f"sqlite:///{tmp_path / 'import.db'}"
    prepare_database(url)
    api = start_api(url)
    client = httpx.Client(base_url=api.base_url, timeout=30)
    before = _card_count(client)
    with Load([api.base_url], connections=4, requests=READS, timeout=30) as idle:  # the same reads, no import
        time.sleep(4)
    env = {**os.environ, "DATABASE_URL": url}
    importer = subprocess.Popen(
        [sys.executable, "-m", "app", "import", "scryfall", "--cards", str(cards_file), "--rulings", str(rulings_file)],
        cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )
    counts: list[int] = []
    niceness: set[int] = set()
    writing_since = None
    with Load([api.base_url], connections=4, requests=READS, timeout=30) as load:
        while importer.poll() is None:
            with contextlib.suppress(OSError):  # the import yields the CPU to the server (IMPORT_NICENESS)
                niceness.add(os.getpriority(os.PRIO_PROCESS, importer.pid))
            counts.append(_card_count(client))  # the import's progress, as a reader sees it
            if writing_since is None and counts[-1] > before:
                writing_since = time.monotonic()
            if writing_since is not None and time.monotonic() - writing_since > WRITING_SECONDS:
                importer.terminate()  # enough of it seen (a stopped SQLite import leaves whole batches)
                break
            time.sleep(0.5)
    importer.wait(timeout=30)
    assert importer.stderr is not None
    assert importer.returncode in (0, -signal.SIGTERM), importer.stderr.read()[-3000:]
    after = _card_count(client)
    client.close()

    failures = load.where(lambda o: o.status is None or o.status >= 400)
    assert not failures, failures[:5]
    summary = load.summary()
    summary["p99_ms_without_import"] = idle.summary()["p99_ms"]
    while_writing = [o for o in load.outcomes if writing_since is not None and o.started >= writing_since]
    summary["p99_ms_by_read"] = {
        name: round(sorted(o.seconds for o in while_writing if o.name == name)[
            int(len([o for o in while_writing if o.name == name]) * 0.99)] * 1000, 1)
        for name in sorted({o.name for o in while_writing})}
    growing = sorted(set(counts))
    RESULTS.parent.mkdir(exist_ok=True)
    RESULTS.write_text(json.dumps({"cards": CARDS, "rulings": RULINGS, "connections": 4, "database": "sqlite",
                                   "counts_seen_while_importing": len(growing), **summary}, indent=2) + "\n",
                       encoding="utf-8")
    print(f"\nreads while {CARDS} cards import into SQLite: {summary}")
    # The reads ran while the cards were being written: readers saw the count grow batch by batch.
    assert after > before and len([c for c in growing if before < c < after]) >= 5, growing[:10]
    assert summary["requests"] > 100
    assert max(niceness) == 10, niceness  # IMPORT_NICENESS's default, set by the import itself
    assert summary["p99_ms"] < P99_MAX_SECONDS * 1000, summary
