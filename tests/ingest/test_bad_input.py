"""Bad input on SQLite and PostgreSQL: a clear message naming the file and the record, and the
database exactly as before, even when the bad record comes after thousands of good writes."""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select, text, update

from app.db.session import session_context
from app.ingest.importer import Progress
from app.ingest.records import BulkInputError
from app.rulings.models import AppMeta, Ruling
from app.seeding.gatherer import normalise_text, ruling_id
from tests.conftest import Database
from tests.ingest.helpers import ATOMIC, SCRYFALL_CARDS, SCRYFALL_RULINGS, mtgjson, picture, scryfall

CARDS = json.loads(SCRYFALL_CARDS.read_text())
RULINGS = json.loads(SCRYFALL_RULINGS.read_text())


def dump(tmp: Path, name: str, data: Any) -> Path:
    path = tmp / name
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return path


def with_ruling(extra: dict[str, Any], at: int = 10) -> list[dict[str, Any]]:
    return [*RULINGS[:at], extra, *RULINGS[at:]]


def ruling(**fields: Any) -> dict[str, Any]:
    return {
        "object": "ruling",
        "oracle_id": RULINGS[0]["oracle_id"],
        "source": "wotc",
        "published_at": "2020-01-01",
        "comment": "A new ruling.",
        **fields,
    }


# name -> (how to run it on a folder, what the message must say)
Case = tuple[Callable[[Database, Path], object], list[str]]
CASES: dict[str, Case] = {
    "truncated rulings": (
        lambda db, t: scryfall(db, rulings=dump(t, "rulings.json", SCRYFALL_RULINGS.read_text()[:2500])),
        ["rulings.json: record #", "truncated"],
    ),
    "malformed cards": (
        lambda db, t: scryfall(
            db, cards=dump(t, "cards.json", SCRYFALL_CARDS.read_text().replace('"cmc": 1.0', '"cmc": 1.0.0', 1))
        ),
        ["cards.json: record #3", "malformed JSON"],
    ),
    "mtgjson given as scryfall": (
        lambda db, t: scryfall(db, cards=ATOMIC),
        ["mtgjson-AtomicCards.json: file", "MTGJSON"],
    ),
    "scryfall given as mtgjson": (
        lambda db, t: mtgjson(db, SCRYFALL_CARDS),
        ["scryfall-oracle-cards.json", "Scryfall"],
    ),
    "missing comment": (
        lambda db, t: scryfall(
            db, rulings=dump(t, "rulings.json", with_ruling({k: v for k, v in ruling().items() if k != "comment"}))
        ),
        ["rulings.json: record #11", "'comment' is missing"],
    ),
    "card without a name": (
        lambda db, t: scryfall(db, cards=dump(t, "cards.json", [*CARDS, {"object": "card", "oracle_id": "z"}])),
        ["cards.json: record #12", "'name' is missing"],
    ),
    "unknown oracle id": (
        lambda db, t: scryfall(db, rulings=dump(t, "rulings.json", with_ruling(ruling(oracle_id="deadbeef-0000")))),
        ["rulings.json: record #11", "no card has the oracle id 'deadbeef-0000'"],
    ),
    "duplicate card": (
        lambda db, t: scryfall(db, cards=dump(t, "cards.json", [*CARDS, CARDS[4]])),
        ["cards.json: record #12", "'Lightning Bolt'", "duplicate card: record #5"],
    ),
    "duplicate ruling with another date": (
        lambda db, t: scryfall(
            db, rulings=dump(t, "rulings.json", [*RULINGS, {**RULINGS[3], "published_at": "1999-09-09"}])
        ),
        ["rulings.json: record #20", "duplicate ruling: record #4", "another date or source"],
    ),
    "one megabyte ruling": (
        lambda db, t: scryfall(db, rulings=dump(t, "rulings.json", with_ruling(ruling(comment="word " * 210_000)))),
        ["rulings.json: record #11", "1050000 characters"],
    ),
    "truncated mtgjson": (
        lambda db, t: mtgjson(db, dump(t, "AtomicCards.json", ATOMIC.read_text()[:3000])),
        ["AtomicCards.json: record #", "truncated"],
    ),
}


def test_every_bad_input_is_refused_and_changes_nothing(seeded_db: Database, tmp_path: Path) -> None:
    scryfall(seeded_db)  # data to keep: the seeds and a first import
    before = picture(seeded_db)
    for name, (run, expected) in CASES.items():
        folder = tmp_path / name.replace(" ", "-")
        folder.mkdir()
        with pytest.raises(BulkInputError) as info:
            run(seeded_db, folder)
        for fragment in expected:
            assert fragment in info.value.detail, f"{name}: {info.value.detail!r} lacks {fragment!r}"
        assert picture(seeded_db) == before, f"{name} changed the database"


def test_lenient_skips_unknown_cards_and_duplicates(seeded_db: Database, tmp_path: Path) -> None:
    rulings = dump(tmp_path, "rulings.json", [*with_ruling(ruling(oracle_id="deadbeef-0000")), RULINGS[3]])
    summary = scryfall(seeded_db, rulings=rulings, lenient=True)
    assert summary.skipped == 3  # the token, its ruling, the unknown oracle id
    assert summary.duplicates == 1  # an exact duplicate is merged, lenient or not
    assert summary.rulings.new == 16


def test_exact_duplicate_ruling_records_are_merged_and_counted(seeded_db: Database, tmp_path: Path) -> None:
    rulings = dump(tmp_path, "rulings.json", [*RULINGS, RULINGS[3], RULINGS[0], RULINGS[3]])
    summary = scryfall(seeded_db, rulings=rulings)
    assert summary.duplicates == 3
    assert "3 duplicates merged" in summary.line()
    plain = picture(seeded_db)
    assert len(plain["card_ruling"]) == len(set(plain["card_ruling"]))


def test_a_crash_halfway_leaves_the_previous_data_served(seeded_db: Database) -> None:
    """PostgreSQL: the import is one transaction, a crash anywhere changes nothing. SQLite: a
    crash in the checking pass (which reads every record before anything is written) does not."""
    before = picture(seeded_db)
    seen_by_readers: list[int] = []
    crash_phase = "checking rulings" if seeded_db.kind == "sqlite" else "rulings"

    def crash_in_rulings(progress: Progress) -> None:
        # Mid-import: a reader (another connection) still sees the previous data, in full.
        with session_context(seeded_db.engine) as other:
            seen_by_readers.append(other.scalar(select(func.count()).select_from(Ruling)) or 0)
        if progress.phase == crash_phase:
            raise KeyboardInterrupt  # as if the process were stopped here

    with pytest.raises(KeyboardInterrupt):
        scryfall(seeded_db, progress=crash_in_rulings)
    assert seen_by_readers and set(seen_by_readers) == {39}
    assert picture(seeded_db) == before


@pytest.mark.serial  # another writer must wait under 0.2 s: alone (make test)
def test_sqlite_writes_in_short_transactions_and_a_rerun_completes_a_crashed_import(
    seeded_db: Database, tmp_path: Path
) -> None:
    """SQLite: between two batches the write lock is free (another connection writes at once), a
    crash while writing leaves whole batches, and importing again gives what one import gives."""
    if seeded_db.kind != "sqlite":
        pytest.skip("PostgreSQL imports in one transaction")
    from app.ingest import importer

    rulings = json.loads(SCRYFALL_RULINGS.read_text())
    waits: list[float] = []

    def other_writer(progress: Progress) -> None:
        if progress.phase != "rulings":
            return
        started = time.monotonic()
        with session_context(seeded_db.engine) as other:  # an API write, the rate limiter...
            other.execute(text("PRAGMA busy_timeout=200"))
            other.execute(update(AppMeta).where(AppMeta.key == "unused").values(value="x"))
        waits.append(time.monotonic() - started)

    small = dump(tmp_path, "rulings.json", rulings)
    with _batches(importer, cards=2, rulings=3):
        scryfall(seeded_db, rulings=small, progress=other_writer)
        assert waits and max(waits) < 0.2  # never waited for the import's lock
        complete = picture(seeded_db)

        def crash(progress: Progress) -> None:
            if progress.phase == "rulings" and progress.records >= 9:
                raise KeyboardInterrupt

        fresh = dump(tmp_path, "rulings2.json", [{**r, "comment": r["comment"] + " (v2)"} for r in rulings])
        with pytest.raises(KeyboardInterrupt):
            scryfall(seeded_db, rulings=fresh, progress=crash)
        partial = picture(seeded_db)
        assert partial != complete  # whole batches were committed ...
        scryfall(seeded_db, rulings=fresh)
        done = picture(seeded_db)
    v2 = [row for row in done["ruling"] if "(v2)" in row[1]]
    tokens = {c["oracle_id"] for c in CARDS if c.get("layout") == "token"}  # skipped, with their rulings
    texts = {ruling_id(normalise_text(r["comment"] + " (v2)")) for r in rulings if r["oracle_id"] not in tokens}
    assert {row[0] for row in v2} == texts  # ... and the rerun completed the import
    assert set(partial["card_ruling"]) <= set(done["card_ruling"])


@contextmanager
def _batches(module: Any, *, cards: int, rulings: int) -> Iterator[None]:
    saved = module.SQLITE_CARD_BATCH, module.SQLITE_RULING_BATCH, module.PROGRESS_INTERVAL
    module.SQLITE_CARD_BATCH, module.SQLITE_RULING_BATCH, module.PROGRESS_INTERVAL = cards, rulings, 0.0
    try:
        yield
    finally:
        module.SQLITE_CARD_BATCH, module.SQLITE_RULING_BATCH, module.PROGRESS_INTERVAL = saved


def test_single_transaction_import_bumps_the_data_version_once(seeded_db: Database) -> None:
    """`--single-transaction` (a database no server uses): one transaction on SQLite too."""
    with session_context(seeded_db.engine) as session:
        before = int(session.scalar(select(AppMeta.value).where(AppMeta.key == "data_version")) or 0)
    summary = scryfall(seeded_db, single_transaction=True)
    assert summary.changed and summary.data_version == before + 1


def test_sqlite_batches_are_sized_by_the_time_their_writes_take() -> None:
    """The next batch holds about SQLITE_WRITE_SECONDS of writing (from the last one's pace),
    changed by at most SQLITE_BATCH_GROWTH times, within the smallest and largest sizes."""
    from app.ingest import importer

    target, growth = importer.SQLITE_WRITE_SECONDS, importer.SQLITE_BATCH_GROWTH
    assert importer._next_size(100, 100, target, 20, 2000) == 100  # on target: unchanged
    assert importer._next_size(100, 100, target / 1.5, 20, 2000) == 150  # faster: larger
    assert importer._next_size(100, 100, target / 10, 20, 2000) == int(100 * growth)  # at most x growth
    assert importer._next_size(100, 100, target * 10, 20, 2000) == int(100 / growth)  # at most / growth
    assert importer._next_size(30, 30, target * 10, 20, 2000) == 20  # never below the smallest
    assert importer._next_size(1500, 1500, target / 10, 20, 2000) == 2000  # nor above the largest
    assert importer._next_size(100, 10, target / 10, 20, 2000) == 100  # a small last batch: its pace
