"""Import bombs, on SQLite and PostgreSQL: a few hundred bytes that would expand to gigabytes
(arrays nested 20,000 deep, a gzip of spaces, a card with hundreds of thousands of values, a
string of megabytes) are refused while they stream in, naming the file, the record and the path,
in bounded memory (the peak RSS of the CLI process that reads them) and without changing
anything; over HTTP the server refuses them in the job's error and `/healthz` stays fast."""

from __future__ import annotations

import gzip
import json
import os
import resource
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.db.session import session_context
from app.ingest import mtgjson, reader
from app.ingest.importer import InputFile, import_mtgjson
from app.ingest.records import BulkInputError
from app.ingest.repository import rulings_summary
from tests.conftest import Database, make_seeded_database
from tests.pgserver import PostgresServer
from tests.reliability.harness import API_KEY, ROOT, ApiProcess

pytestmark = [pytest.mark.slow, pytest.mark.serial]  # measures time under load: alone (make test)

# The CLI reading a bomb: Python, the app and a database driver (~150 MB) and the bounded
# buffers; the bombs below took 1-24 GB before they were bounded.
PEAK_RSS_BOUND_MB = 400
ADDRESS_SPACE_CAP = 3 * 1024**3  # a regression fails the test instead of swapping the machine

ORACLE_ID = "5f8287b1-5bb6-5f4c-ad17-316a40d5bb0c"


def _card(**extra: object) -> str:
    fields = {"object": "card", "name": "Bomb", "oracle_id": ORACLE_ID, "type_line": "Creature", "layout": "normal"}
    return json.dumps(fields)[:-1] + "".join(f', "{k}": {v}' for k, v in extra.items()) + "}"


def depth_bomb(depth: int = 20_000) -> bytes:
    """The issue's 217-byte gzip: one card whose keywords are arrays nested `depth` deep."""
    return gzip.compress(("[" + _card(keywords="[" * depth + "]" * depth) + "]").encode(), mtime=0)


def spaces_bomb(megabytes: int = 16) -> bytes:
    """A gzip that expands ~1,000 times: a card list padded with whitespace."""
    body = b"[" + b" " * (megabytes * 1024 * 1024) + b"]"
    return gzip.compress(body, compresslevel=6, mtime=0)


def wide_card(values: int = 300_000) -> bytes:
    """One card with a list of `values` numbers (under the gzip bounds: ~2 bytes each)."""
    return ("[" + _card(multiverse_ids="[" + ",".join(["0"] * values) + "]") + "]").encode()


def long_string(megabytes: int = 10) -> bytes:
    return ("[" + _card(flavor_text='"' + "a" * (megabytes * 1024 * 1024) + '"') + "]").encode()


def _cap_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE_CAP, ADDRESS_SPACE_CAP))


# Runs `python -m app import ...` (app.cli.main, the command's own code) once per argument list in
# one process, and prints for each its exit code, what it wrote to stderr and the process's peak
# RSS so far (monotone: the last is the peak over every run). The peak is the kernel's VmHWM of
# this program's own memory: getrusage's ru_maxrss is kept across exec, so it would report the
# test process's size at the fork (~900 MB late in a full run).
_RUNNER = """
import io, json, sys
from app.cli import main

def peak_mb():
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmHWM in /proc/self/status")

results = []
for args in json.loads(sys.argv[1]):
    sys.stderr = io.StringIO()
    code = main(["import", *args])
    results.append({"code": code, "stderr": sys.stderr.getvalue(), "peak_mb": peak_mb()})
sys.stdout.write(json.dumps(results))
"""


def run_cli_imports(db: Database, runs: list[list[str]]) -> list[dict[str, Any]]:
    """The imports, one after the other, in a CLI process of their own capped at ADDRESS_SPACE_CAP."""
    env = {**os.environ, "DATABASE_URL": db.url, "LOG_LEVEL": "WARNING"}
    done = subprocess.run(
        [sys.executable, "-c", _RUNNER, json.dumps(runs)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=90, preexec_fn=_cap_memory,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    results: list[dict[str, Any]] = json.loads(done.stdout)
    return results


def _counts(db: Database) -> tuple[int, ...]:
    with session_context(db.engine) as session:
        from sqlalchemy import func, select

        from app.cards.models import Card

        return (session.scalar(select(func.count()).select_from(Card)) or 0, rulings_summary(session)[0])


BOMBS: dict[str, tuple[Callable[[], bytes], list[str]]] = {
    "nested 20,000 deep (gzip)": (
        depth_bomb,
        ["cards.json: record #1", "nested more than 32 levels deep", "(at keywords[0][0]"],
    ),
    "gzip expanding 1,000 times": (spaces_bomb, ["the gzip data expands more than 50 times"]),
    "300,000 values in one card": (wide_card, ["record #1", "more than 200,000 values", "multiverse_ids"]),
    "a 10 MB string": (long_string, ["a string (or a run without quotes) of more than 8,388,608 bytes"]),
}


def test_bombs_are_refused_while_streaming_in_bounded_memory(seeded_db: Database, tmp_path: Path) -> None:
    runs = []
    for i, (make, _) in enumerate(BOMBS.values()):  # each made in ~0.1 s
        folder = tmp_path / str(i)
        folder.mkdir()
        (folder / "cards.json").write_bytes(make())
        (folder / "rulings.json").write_text("[]")
        runs.append(["scryfall", "--cards", str(folder / "cards.json"), "--rulings", str(folder / "rulings.json")])
    nested = "[" * 5000 + "]" * 5000
    atomic = tmp_path / "AtomicCards.json.gz"
    body = '{"meta": {}, "data": {"Bomb": [{"name": "Bomb", "type": "Creature", "rulings": ' + nested + "}]}}"
    atomic.write_bytes(gzip.compress(body.encode(), mtime=0))
    runs.append(["mtgjson", str(atomic)])
    expectations = [*(expected for _, expected in BOMBS.values()),
                    ["AtomicCards.json.gz: record #1", "nested more than 32 levels deep (the limit) (at rulings[0][0]"]]  # fmt: skip
    before = _counts(seeded_db)
    results = run_cli_imports(seeded_db, runs)
    for name, result, expected in zip([*BOMBS, "MTGJSON nested 5,000 deep"], results, expectations, strict=True):
        assert result["code"] == 1, (name, result)
        assert result["stderr"].startswith("import failed, nothing changed: "), (name, result)
        for fragment in expected:
            assert fragment in result["stderr"], f"{name}: {result['stderr']!r} lacks {fragment!r}"
    peak = results[-1]["peak_mb"]
    assert peak < PEAK_RSS_BOUND_MB, f"peak RSS {peak:.0f} MB"
    assert _counts(seeded_db) == before


def test_too_many_records_are_refused_by_count(
    seeded_db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The record count bound (5,000,000 in production), with a small limit for the test."""
    monkeypatch.setattr(reader, "MAX_RECORDS", 2)
    cards = [json.loads(_card()) | {"name": f"Card {i}", "oracle_id": f"{ORACLE_ID[:-1]}{i}"} for i in range(3)]
    path = tmp_path / "LEA.json"
    path.write_text(json.dumps({"meta": {}, "data": {"code": "LEA", "cards": [
        {"name": c["name"], "type": "Creature", "identifiers": {"scryfallOracleId": c["oracle_id"]}} for c in cards
    ]}}))  # fmt: skip
    with session_context(seeded_db.engine) as session, pytest.raises(BulkInputError) as info:
        import_mtgjson(session, InputFile(path, "LEA.json"))
    assert "record #3" in info.value.detail and "more than 2 records" in info.value.detail


def test_a_v4_set_file_with_sorted_keys_keeps_its_set_code(seeded_db: Database, tmp_path: Path) -> None:
    """MTGJSON version 4 wrote a set file's keys sorted: `cards` before `code`."""
    source = json.loads((ROOT / "tests/fixtures/bulk/mtgjson-v3-LEA.json").read_text())
    path = tmp_path / "LEA.json"
    path.write_text(json.dumps(source, sort_keys=True))
    assert path.read_text().index('"cards"') < path.read_text().index('"code"')
    with reader.TrackedFile(path) as f:
        entries = list(mtgjson.iter_cards(f))
    assert entries and {e.card.set_code for e in entries} == {"LEA"}
    with session_context(seeded_db.engine) as session:
        summary = import_mtgjson(session, InputFile(path, "LEA.json"))
    assert summary.cards.total == len(entries)
    with session_context(seeded_db.engine) as session:
        from sqlalchemy import select

        from app.cards.models import Card

        names = [e.card.name for e in entries]
        codes = set(session.scalars(select(Card.set_code).where(Card.name.in_(names))))
    assert codes == {"LEA"}


def test_a_bomb_uploaded_over_http_fails_its_job_and_healthz_stays_fast(
    pg_server: PostgresServer | str, tmp_path_factory: pytest.TempPathFactory, start_api: Callable[..., ApiProcess]
) -> None:
    """On SQLite only: the database plays no part in refusing a bomb (the CLI test above runs on
    both), and a server process costs seconds to start on a busy machine."""
    db = make_seeded_database("sqlite", pg_server, tmp_path_factory)
    api = start_api(db.url)
    latencies: list[float] = []
    stop = threading.Event()

    def probe() -> None:
        with httpx.Client(base_url=api.base_url, timeout=10) as client:
            while not stop.is_set():
                started = time.monotonic()
                assert client.get("/healthz").status_code == 200
                latencies.append(time.monotonic() - started)
                time.sleep(0.02)

    prober = threading.Thread(target=probe)
    prober.start()
    headers = {"Authorization": f"Bearer {API_KEY}"}
    try:
        with httpx.Client(base_url=api.base_url, timeout=30, headers=headers) as client:
            errors = {}
            for name, body in (("depth", depth_bomb(100_000)), ("spaces", spaces_bomb())):
                answer = client.post(
                    "/v1/imports/scryfall", files={"cards": (f"{name}.json.gz", body), "rulings": ("r.json", b"[]")}
                )
                assert answer.status_code == 202, answer.text
                deadline = time.monotonic() + 30
                job = answer.json()
                while job["status"] in ("queued", "running") and time.monotonic() < deadline:
                    time.sleep(0.1)
                    job = client.get(answer.headers["location"]).json()
                assert job["status"] == "failed", job
                errors[name] = job["error"]
            assert client.get("/healthz").status_code == 200  # the server lives on
    finally:
        stop.set()
        prober.join()
    assert errors["depth"].startswith("nothing changed: depth.json.gz: record #1: values are nested more than 32")
    assert "expands more than 50 times" in errors["spaces"]
    # Generous bounds (a shared, noisy machine); before, the server itself was killed by the kernel.
    latencies.sort()
    assert latencies[len(latencies) // 2] < 0.25 and latencies[-1] < 5, latencies
    assert api.process.poll() is None


def test_escaped_quotes_do_not_hide_a_long_string(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The raw-bytes bound counts a string made of `\\"` escapes as one string (with a small limit)."""
    monkeypatch.setattr(reader, "MAX_STRING_BYTES", 1000)

    def parse(text: str) -> list[Any]:
        path = tmp_path / "cards.json"
        path.write_text(text)
        with reader.TrackedFile(path) as f:
            return list(reader.GuardedEvents(f))

    escaped = '\\"' * 600  # 1,200 bytes between two unescaped quotes
    with pytest.raises(BulkInputError) as info:
        parse('[{"flavor_text": "' + escaped + '"}]')
    assert "more than 1,000 bytes" in info.value.detail
    fine = '\\\\"'  # an escaped backslash, then a quote that ends the string
    assert parse('[{"a": "' + "x" * 900 + fine + ', "b": "' + "y" * 900 + '"}]')
