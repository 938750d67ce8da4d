"""Bulk import: Scryfall's card and ruling files, MTGJSON's AtomicCards, AllPrintings or set files.

PostgreSQL: everything happens in the caller's transaction (one per import): a bad record, a
syntax error or a kill halfway leaves the database exactly as it was, and readers keep the
previous data until the commit. SQLite has one write lock for the whole database, which a long
transaction would hold for the whole import (every other write, the rate limiter's too, would
wait): there the files are first read through and checked without writing (a bad record still
changes nothing), then written in short transactions of a few dozen records each, committed as
they go (the lock is free between them; each one bumps the data version). A kill during that
second pass leaves the batches committed so far, each one whole (cards with their faces,
rulings with their links and sources); importing the files again completes it.
Writes are set-based and only for what differs, so importing the same file twice changes
nothing (and does not bump the data version).

- Cards match an existing card by oracle id, then by exact name; a match keeps its `id`. Each
  card's engine definition, support and not-modelled lines are built by the Oracle reader at
  import time (app/ingest/definitions.py) and rebuilt on re-import; the seeded cards keep their
  hand-written definitions. Faces go to `card_face` with their own characteristics and keywords.
- A ruling's id is `ruling_id(text)`: the same text from two sources (or the seed pages) is one
  ruling. A new ruling's `source` is its author (`wotc` | `scryfall`); existing rulings are
  never rewritten (seeded rulings keep `note`, `origin`, `source`). Each feed that supplied a
  ruling is a `ruling_source` row (`scryfall` | `mtgjson`, plus `gatherer` for a seeded ruling
  a feed also has); its `comment` is the feed's wording when it differs from the stored text.
- A card's new rulings go after its existing ones, in file order.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from app.cards import repository as cards_repo
from app.cards.naming import name_key, slugify
from app.db.session import SQLITE_WRITER
from app.ingest import mtgjson, scryfall
from app.ingest import repository as ingest_repo
from app.ingest.definitions import canonical_keywords, engine_values
from app.ingest.printings import (
    PRINTING_FIELDS,
    has_printing,
    is_english,
    merge_printing,
    printing_key,
    printing_values,
)
from app.ingest.reader import TrackedFile
from app.ingest.records import BulkInputError, CardRecord, RulingRecord, normalise_cost, normalise_rarity
from app.rulings import repository as rulings_repo
from app.seeding.gatherer import extract_rules, rule_prefixes, ruling_id

_UNCHANGED, _UPDATED, _NEW = 0, 1, 2
CARD_BATCH = 1000
RULING_BATCH = 2000
# SQLite: the records of a batch's write transaction, at first: a few milliseconds of writing.
SQLITE_CARD_BATCH = 20
SQLITE_RULING_BATCH = 100
# SQLite: then each batch is sized so that its write transaction (the write lock held) lasts about
# SQLITE_WRITE_SECONDS, from what the previous one took: every commit is a new data version, which
# makes the readers' per-version caches and indexes start again, so a few larger commits a second
# serve them better than hundreds of tiny ones (issue 14: 1,500 versions for 30,000 cards), and
# another writer still waits for one short transaction at most. The size changes by at most
# SQLITE_BATCH_GROWTH times per batch, never below the sizes above nor above the maxima.
SQLITE_WRITE_SECONDS = 0.03
SQLITE_BATCH_GROWTH = 2.0
SQLITE_CARD_BATCH_MAX = 2_000
SQLITE_RULING_BATCH_MAX = 10_000
BATCH_PAUSE = 0.001  # SQLite: seconds between two batches, for the other writers
PROGRESS_INTERVAL = 0.2  # seconds: the progress function is called at most this often
SEED_FEED = "gatherer"


@dataclass
class Counts:
    new: int = 0
    updated: int = 0
    unchanged: int = 0

    @property
    def total(self) -> int:
        return self.new + self.updated + self.unchanged


@dataclass
class ImportSummary:
    kind: str
    files: list[str]
    detected: str | None = None
    cards: Counts = field(default_factory=Counts)
    rulings: Counts = field(default_factory=Counts)
    printings: Counts = field(default_factory=Counts)
    skipped: int = 0  # records left out: non-game cards, and (lenient) unknown cards, duplicates
    skipped_by_reason: dict[str, int] = field(default_factory=dict)  # the same records, by why
    duplicates: int = 0  # ruling records repeated exactly in a file, merged into the first
    sources_added: int = 0
    links_added: int = 0
    seconds: float = 0.0
    changed: bool = False
    data_version: int | None = None

    def line(self) -> str:
        c, r, p = self.cards, self.rulings, self.printings
        what = f"{self.kind}" + (f" ({self.detected})" if self.detected else "")
        return (
            f"imported {what}: cards {c.total} ({c.new} new, {c.updated} updated, {c.unchanged} unchanged), "
            f"rulings {r.total} ({r.new} new, {r.updated} updated, {r.unchanged} unchanged), "
            f"printings {p.total} ({p.new} new, {p.updated} updated, {p.unchanged} unchanged), "
            f"{self.skipped} skipped{_reasons(self.skipped_by_reason)}, {self.duplicates} duplicates merged, "
            f"{self.seconds:.1f} s" + ("" if self.changed else "; nothing changed")
        )

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    def skip(self, reason: str, count: int = 1) -> None:
        """Records left out, counted by why (every record a file holds is imported or counted)."""
        self.skipped += count
        self.skipped_by_reason[reason] = self.skipped_by_reason.get(reason, 0) + count


def _reasons(by_reason: dict[str, int]) -> str:
    return f" ({', '.join(f'{n} {why}' for why, n in sorted(by_reason.items()))})" if by_reason else ""


@dataclass
class Progress:
    phase: str
    file: str
    records: int
    bytes_done: int  # over every file of the import
    bytes_total: int
    started: float  # time.monotonic() at the start

    def as_dict(self) -> dict[str, Any]:
        elapsed = max(time.monotonic() - self.started, 1e-6)
        rate = self.records / elapsed
        fraction = self.bytes_done / self.bytes_total if self.bytes_total else 0.0
        eta = elapsed * (1 - fraction) / fraction if fraction > 0 else None
        return {
            "phase": self.phase,
            "file": self.file,
            "records": self.records,
            "bytes_done": self.bytes_done,
            "bytes_total": self.bytes_total,
            "percent": round(100 * fraction, 1),
            "records_per_second": round(rate, 1),
            "elapsed_seconds": round(elapsed, 1),
            "eta_seconds": round(eta, 1) if eta is not None else None,
        }


ProgressFn = Callable[[Progress], None]
# SQLite: called inside each batch's write transaction, just before its commit, with what the
# import has committed so far (`Applied`): a job records it there, so that after a kill its status
# says truthfully how much of the import is in the database (app/ingest/jobs.py).
AppliedFn = Callable[[Session, "Applied"], None]


@dataclass
class Applied:
    """What the committed batches of a batched (SQLite) import hold so far."""

    batches: int = 0
    cards: int = 0  # card records given to the committed batches
    rulings: int = 0
    changed: bool = False  # a committed batch changed the data
    cards_total: int | None = None  # the card records of the files (from the checking pass)
    rulings_total: int | None = None

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class InputFile:
    path: Path
    label: str  # how messages name it (the file name given or uploaded)


def _next_size(size: int, written: int, seconds: float, smallest: int, largest: int) -> int:
    """The records of the next SQLite batch: as many as `written` records took `seconds` to write
    would take SQLITE_WRITE_SECONDS, changed by at most SQLITE_BATCH_GROWTH times from `size`
    (the last batch of a file, or one whose records were mostly skipped, is a small sample)."""
    wanted = written * SQLITE_WRITE_SECONDS / max(seconds, 1e-6)
    wanted = min(max(wanted, size / SQLITE_BATCH_GROWTH), size * SQLITE_BATCH_GROWTH)
    return int(min(max(wanted, smallest), largest))


def _batched(session: Session, single_transaction: bool) -> bool:
    """True on SQLite (unless asked for one transaction, e.g. for a database no server is using):
    short transactions, committed batch by batch, after a checking pass."""
    return not single_transaction and session.get_bind().dialect.name == "sqlite"


class _Importer:
    def __init__(self, session: Session, *, feed: str, lenient: bool, summary: ImportSummary, batched: bool) -> None:
        self.session = session
        self.feed = feed
        self.lenient = lenient
        self.summary = summary
        self.batched = batched
        self.card_batch = SQLITE_CARD_BATCH if self.batched else CARD_BATCH
        self.ruling_batch = SQLITE_RULING_BATCH if self.batched else RULING_BATCH
        self.dirty = False  # written since the data version was last bumped
        # the cards added or changed (a column or a face) since then, listed with the new version
        # (`card_change`) for the readers' name indexes
        self.changed_cards: set[str] = set()
        self.rulings_written = False  # rulings, their sources or links written since then
        self.batch_cards = self.batch_rulings = 0  # records given to this batch (SQLite)
        self.applied = Applied()  # SQLite: what the committed batches hold
        self.on_commit: AppliedFn | None = None
        self.pending: list[Callable[[], None]] = []  # SQLite: this batch's writes, run together
        self.now = datetime.now(UTC)
        self.oracle_to_card = ingest_repo.oracle_map(session)
        self.skipped_oracles: set[str] = set()
        self.seen = _SeenRecords(lenient)
        self.card_of: dict[str, str] = {}  # card key (oracle id or name) -> card id, this import's cards
        # cards whose default printing this import took from a non-English printing: the first
        # English printing of the card that follows replaces it
        self.non_english_default: set[str] = set()
        self.curated: set[str] = set()
        # (card id, ruling id) -> (record number, date, author) of its first record
        self.pairs_seen: dict[tuple[str, str], tuple[int, Any, str]] = {}
        # ruling id -> what this import did to it; the summary counts each ruling once, however
        # many cards of the file carry it ("new" wins over "updated" over "unchanged")
        self.ruling_status: dict[str, int] = {}
        self.sourced: set[str] = set()  # rulings whose source row this import has written
        self.next_position: dict[str, int] = {}

    # --- cards ---------------------------------------------------------------------------------

    def skip_card(self, oracle_id: str | None, reason: str) -> None:
        self.summary.skip(f"cards not for play ({reason})")
        if oracle_id:
            self.skipped_oracles.add(oracle_id)

    def write_cards(self, label: str, batch: list[CardRecord]) -> list[str | None]:
        """Upsert a batch of card records (each a printing; the first of a card defines the card);
        returns each record's card id (None when skipped)."""
        self.batch_cards += len(batch)
        kept: list[CardRecord] = []  # the first record of each card this import had not seen
        taken_records: list[CardRecord] = []
        for record in batch:
            what = self.seen.check(label, record)
            if what == _SKIP:
                self.summary.skip("duplicate cards (lenient)")
                continue
            taken_records.append(record)
            if what == _CARD:
                kept.append(record)
        rows = ingest_repo.cards_matching(
            self.session, [r.oracle_id for r in kept if r.oracle_id], [r.name for r in kept]
        )
        by_oracle = {row["oracle_id"]: row for row in rows if row["oracle_id"]}
        by_name = {row["name"]: row for row in rows}
        slugs = {slugify(r.name) for r in kept}
        taken = ingest_repo.taken_card_ids(self.session, slugs)
        inserts: list[dict[str, Any]] = []
        updates: list[dict[str, Any]] = []
        faces_wanted: dict[str, list[dict[str, Any]]] = {}
        ids: dict[int, str] = {}
        for record in kept:
            values = _card_values(record)
            row = (by_oracle.get(record.oracle_id) if record.oracle_id else None) or by_name.get(record.name)
            if row is not None:
                card_id = row["id"]
                _merge_into(values, row, english=is_english(record))
                if any(row[f] != values[f] for f in ingest_repo.CARD_FIELDS):
                    updates.append({"id": card_id, **values})
                    self.summary.cards.updated += 1
                else:
                    self.summary.cards.unchanged += 1
            else:
                card_id = slugify(record.name)
                if card_id in taken:  # another card has this slug: keep both, tell them apart
                    card_id = f"{card_id}-{(record.oracle_id or ruling_id(record.name))[:8]}"
                    if card_id in taken or ingest_repo.taken_card_ids(self.session, [card_id]):
                        raise BulkInputError(
                            label,
                            f"the card id {card_id!r} is taken by another card",
                            record=record.record,
                            what=record.describe(),
                        )
                taken.add(card_id)
                inserts.append({"id": card_id, "updated_at": self.now, **values})
                self.summary.cards.new += 1
            ids[record.record] = card_id
            self.card_of[_card_key(record)] = card_id
            if row is not None and row["curated"]:
                self.curated.add(card_id)
            if row is None and not is_english(record) and record.set_code:
                self.non_english_default.add(card_id)
            faces_wanted[card_id] = _face_values(record)
            if values["oracle_id"]:
                self.oracle_to_card[values["oracle_id"]] = card_id
        have = ingest_repo.faces_of(self.session, list(faces_wanted))  # read before this batch writes
        self._write(ingest_repo.insert_cards, inserts)
        self._write(ingest_repo.update_cards, updates, self.now)
        changed_faces = {
            card_id: [{**face, "name_key": name_key(face["name"])} for face in faces]
            for card_id, faces in faces_wanted.items()
            if have.get(card_id, []) != faces
        }
        self._write(ingest_repo.replace_faces, changed_faces)
        defaults = self._write_printings(taken_records)
        if inserts or updates or changed_faces or defaults:
            self.summary.changed = self.dirty = True
            self.changed_cards.update(row["id"] for row in inserts)
            self.changed_cards.update(row["id"] for row in updates)
            self.changed_cards.update(changed_faces)
            self.changed_cards.update(row["id"] for row in defaults)
        written = {id(record) for record in taken_records}
        return [self.card_of.get(_card_key(record)) if id(record) in written else None for record in batch]

    def _write_printings(self, records: list[CardRecord]) -> list[dict[str, Any]]:
        """The printing rows of a batch's records: new ones inserted, changed ones updated (a row
        found by its id moves to the record's card). Returns the cards whose default printing moved
        from a non-English printing to the first English one."""
        wanted: dict[str, dict[str, Any]] = {}
        defaults: list[dict[str, Any]] = []
        for record in records:
            card_id = self.card_of[_card_key(record)]
            if card_id in self.non_english_default and is_english(record) and record.set_code:
                self.non_english_default.discard(card_id)
                if card_id not in self.curated:
                    defaults.append({"id": card_id, "set_code": record.set_code,
                                     "collector_number": record.collector_number,
                                     "rarity": normalise_rarity(record.rarity), "scryfall_id": record.scryfall_id})
            if has_printing(record):
                values = printing_values(record, card_id)
                wanted[values["id"]] = values
        have = ingest_repo.printings_by_ids(self.session, wanted)
        inserts: list[dict[str, Any]] = []
        updates: list[dict[str, Any]] = []
        multiverse: dict[str, list[int]] = {}
        for key, values in wanted.items():
            row = have.get(key)
            if row is None:
                inserts.append(values)  # with its multiverse ids
                self.summary.printings.new += 1
                continue
            merge_printing(values, row)
            if any(row[f] != values[f] for f in PRINTING_FIELDS):
                updates.append(values)
                self.summary.printings.updated += 1
                if row["multiverse_ids"] != values["multiverse_ids"]:
                    multiverse[key] = values["multiverse_ids"]
            else:
                self.summary.printings.unchanged += 1
        self._write(ingest_repo.insert_printings, inserts)
        self._write(ingest_repo.update_printings, updates)
        self._write(ingest_repo.replace_multiverse_ids, multiverse)
        self._write(ingest_repo.update_default_printings, defaults, self.now)
        if inserts or updates:
            self.summary.changed = self.dirty = True
        return defaults

    # --- rulings -------------------------------------------------------------------------------

    def card_for(self, label: str, record: RulingRecord) -> str | None:
        card_id = self.oracle_to_card.get(record.oracle_id or "")
        if card_id is not None:
            return card_id
        if record.oracle_id in self.skipped_oracles:
            self.summary.skip("rulings of cards not for play")
            return None
        if self.lenient:
            self.summary.skip("rulings of unknown cards (lenient)")
            return None
        raise _unknown_oracle(label, record)

    def write_rulings(self, label: str, items: list[tuple[str, RulingRecord]], *, duplicates_are_errors: bool) -> None:
        self.batch_rulings += len(items)
        batch: list[tuple[str, str, RulingRecord]] = []
        for card_id, record in items:
            rid = ruling_id(record.text)
            first = self.pairs_seen.get((card_id, rid))
            if first is not None:
                if (first[1], first[2]) == (record.published_at, record.author):
                    self.summary.duplicates += 1  # the same record twice: one ruling, counted
                    continue
                if duplicates_are_errors and not self.lenient:
                    raise _duplicate_ruling(label, first[0], record)
                self.summary.skip("rulings repeated with another date or source")
                continue
            self.pairs_seen[(card_id, rid)] = (record.record, record.published_at, record.author)
            batch.append((card_id, rid, record))
        if not batch:
            return
        rids = {rid for _, rid, _ in batch}
        state = ingest_repo.rulings_state(self.session, rids)
        sources = ingest_repo.ruling_sources(self.session, rids)
        links = ingest_repo.existing_links(self.session, [(card_id, rid) for card_id, rid, _ in batch])
        need_position = {card_id for card_id, rid, _ in batch if (card_id, rid) not in links} - set(self.next_position)
        for card_id, last in ingest_repo.last_positions(self.session, need_position).items():
            self.next_position[card_id] = last + 1

        new_rulings: list[dict[str, Any]] = []
        prefixes: list[dict[str, str]] = []
        new_sources: list[dict[str, Any]] = []
        changed_sources: list[dict[str, Any]] = []
        new_links: list[dict[str, Any]] = []
        for card_id, rid, record in batch:
            created = touched = False
            if rid not in state:
                rules = list(extract_rules(record.text))
                new_rulings.append(
                    {
                        "id": rid,
                        "text": record.text,
                        "published_at": record.published_at,
                        "source": record.author,
                        "rules": rules,
                        "note": None,
                        "origin": "import",
                        "created_at": self.now,
                        "updated_at": self.now,
                    }
                )
                prefixes += [
                    {"ruling_id": rid, "prefix": p} for p in sorted({p for rule in rules for p in rule_prefixes(rule)})
                ]
                state[rid] = {"origin": "import", "source": record.author, "published_at": record.published_at}
                created = True
            if rid not in self.sourced:
                self.sourced.add(rid)
                comment = record.raw_text if record.raw_text != record.text else None
                current = sources.get((rid, self.feed))
                if current is None:
                    new_sources.append(
                        {"ruling_id": rid, "source": self.feed, "published_at": record.published_at, "comment": comment}
                    )
                    touched = True
                elif current != (record.published_at, comment):
                    changed_sources.append(
                        {"ruling_id": rid, "source": self.feed, "published_at": record.published_at, "comment": comment}
                    )
                    touched = True
                seed = state[rid]
                if seed["origin"] == "seed" and (rid, SEED_FEED) not in sources:
                    # The seed pages are a source too: say so now that there is a second one.
                    new_sources.append(
                        {"ruling_id": rid, "source": SEED_FEED, "published_at": seed["published_at"], "comment": None}
                    )
            if (card_id, rid) not in links:
                position = self.next_position.get(card_id, 1)
                self.next_position[card_id] = position + 1
                new_links.append({"card_id": card_id, "ruling_id": rid, "position": position})
                links.add((card_id, rid))
                touched = True
            status = _NEW if created else _UPDATED if touched else _UNCHANGED
            if status > self.ruling_status.get(rid, -1):
                self.ruling_status[rid] = status
        self._write(ingest_repo.insert_rulings, new_rulings, prefixes)
        self._write(ingest_repo.insert_ruling_sources, new_sources)
        self._write(ingest_repo.update_ruling_sources, changed_sources)
        self._write(ingest_repo.insert_links, new_links)
        self.summary.sources_added += len(new_sources)
        self.summary.links_added += len(new_links)
        if new_rulings or new_sources or changed_sources or new_links:
            self.rulings_written = True
            self.summary.changed = self.dirty = True

    def _write(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> None:
        """A write of this batch: at once (PostgreSQL), or queued until the batch's short write
        transaction (SQLite), so the reads and the work of a batch happen before it takes the lock."""
        if self.batched:
            self.pending.append(lambda: fn(self.session, *args, **kwargs))
        else:
            fn(self.session, *args, **kwargs)

    @contextmanager
    def batch(self) -> Iterator[None]:
        """SQLite: one batch. Its reads and work happen first, without a lock; then its writes, in a
        short transaction committed at once (bumping the data version if it wrote), under the
        process's SQLite writer lock, so the other writers of this process (the rate limiter, an
        API write) queue with it and get their turn between two batches instead of polling."""
        if not self.batched:
            yield
            return
        self.batch_cards = self.batch_rulings = 0
        try:
            yield
            with SQLITE_WRITER:
                started = time.perf_counter()
                for write in self.pending:
                    write()
                self.pending.clear()
                if self.dirty:
                    self._bump()
                done = replace(self.applied, batches=self.applied.batches + 1, changed=self.summary.changed,
                               cards=self.applied.cards + self.batch_cards,
                               rulings=self.applied.rulings + self.batch_rulings)  # fmt: skip
                if self.on_commit is not None:
                    self.on_commit(self.session, done)  # in this transaction: committed with the batch
                self.session.commit()
                self.applied = done
                seconds = time.perf_counter() - started
        except BaseException:
            self.pending.clear()
            self.session.rollback()
            raise
        # The next batch of the kind just written: about SQLITE_WRITE_SECONDS of writing. A batch
        # of cards and their rulings (MTGJSON) is sized by its cards.
        if self.batch_cards:
            self.card_batch = _next_size(self.card_batch, self.batch_cards, seconds,
                                         SQLITE_CARD_BATCH, SQLITE_CARD_BATCH_MAX)
        elif self.batch_rulings:
            self.ruling_batch = _next_size(self.ruling_batch, self.batch_rulings, seconds,
                                           SQLITE_RULING_BATCH, SQLITE_RULING_BATCH_MAX)
        # A thread woken by the release needs the GIL to take the lock: let it run before this
        # thread takes the lock again (a lock is not handed over in order by itself).
        time.sleep(BATCH_PAUSE)

    def _bump(self) -> None:
        """A new data version for what was written since the last, with the cards it changed."""
        self.summary.data_version = rulings_repo.bump_data_version(self.session)
        cards_repo.record_card_changes(self.session, self.summary.data_version, self.changed_cards,
                                       rulings_unchanged=not self.rulings_written)
        self.changed_cards, self.rulings_written = set(), False
        self.dirty = False

    # --- the end -------------------------------------------------------------------------------

    def finish(self, documents: list[tuple[str, str, str, int]]) -> None:
        """Record each file's fingerprint (when new) and bump the data version once if anything changed."""
        statuses = list(self.ruling_status.values())
        self.summary.rulings = Counts(
            new=statuses.count(_NEW), updated=statuses.count(_UPDATED), unchanged=statuses.count(_UNCHANGED)
        )
        recorded = rulings_repo.source_fingerprints(self.session)
        for name, kind, sha, size in documents:
            if recorded.get(name) != sha:
                self._write(
                    rulings_repo.record_source_document, name=name, kind=kind, sha256=sha, size=size, loaded_at=self.now
                )
        if self.batched:  # each batch bumped the version as it committed
            self.summary.data_version = rulings_repo.get_data_version(self.session)
        elif self.dirty:
            self._bump()
        else:
            self.summary.data_version = rulings_repo.get_data_version(self.session)


# Facts of one printing, which the two feeds pick differently (Scryfall's Oracle Cards file one
# printing, MTGJSON the first set that has the card): they change together, and only when the
# card has no printing yet or the import names the same one, so two feeds don't flip them.
_PRINTING = ("set_code", "collector_number", "rarity", "scryfall_id")
_EMPTY: tuple[Any, ...] = (None, "", [], {})
# What a seeded card takes from the card data like any other card (not curated by hand).
_FROM_DATA = frozenset({"legalities"})
# What the Oracle reader builds afresh on every import (never kept from an earlier one).
_REBUILT = frozenset({"keywords", "definition", "engine_support", "not_modelled"})


def _merge_into(values: dict[str, Any], row: dict[str, Any], *, english: bool = True) -> None:
    """What an import may change on a matched card. A seeded card (hand-written engine definition)
    keeps its curated characteristics and its engine support: the import only fills in what it
    lacks. Otherwise an import never replaces a known value with nothing (a file that lacks a
    field, or an older format that names it differently, must not erase the mana cost or the
    colours), and the engine definition is always the one rebuilt from the new data."""
    if row.get("curated") and row.get("definition") is not None:
        for key in ingest_repo.CARD_FIELDS:
            if row[key] not in _EMPTY and (key not in _FROM_DATA or values[key] in _EMPTY):
                values[key] = row[key]
        values["engine_support"], values["not_modelled"] = row["engine_support"], row["not_modelled"]
        return
    stored = (row["set_code"], row["collector_number"])
    other_printing = (values["set_code"], values["collector_number"]) != stored or (
        row["scryfall_id"] and values["scryfall_id"] and row["scryfall_id"].lower() != values["scryfall_id"].lower()
    )
    if row["set_code"] is not None and (other_printing or not english):
        # the card keeps its default printing; this record's printing is one of its `printing` rows
        for key in _PRINTING:
            values[key] = row[key]
    for key in ingest_repo.CARD_FIELDS:
        if key == "mana_value" or key in _REBUILT:
            continue
        if values[key] in _EMPTY and row[key] not in _EMPTY:
            values[key] = row[key]
    if values["mana_cost"] == row["mana_cost"] and not values["mana_value"] and row["mana_value"]:
        values["mana_value"] = row["mana_value"]  # a cost kept is kept with its value


def _card_values(record: CardRecord) -> dict[str, Any]:
    return {
        "name": record.name,
        "name_key": name_key(record.name),
        "oracle_id": record.oracle_id,
        "mana_cost": normalise_cost(record.mana_cost),
        "mana_value": float(record.mana_value),
        "type_line": record.type_line,
        "oracle_text": record.oracle_text,
        "power": record.power,
        "toughness": record.toughness,
        "colors": list(record.colors),
        "set_code": record.set_code,
        "collector_number": record.collector_number,
        "rarity": normalise_rarity(record.rarity),
        "scryfall_id": record.scryfall_id,
        # None (the file has no legalities) becomes {}, which never replaces known ones (_merge_into)
        "legalities": dict(record.legalities or {}),
        **engine_values(record),
    }


def _face_values(record: CardRecord) -> list[dict[str, Any]]:
    """The card_face rows of a record (FACE_FIELDS): its faces' own characteristics when the file
    gives them, else just their names."""
    if record.face_details:
        return [
            {"name": f.name, "mana_cost": f.mana_cost, "type_line": f.type_line, "oracle_text": f.oracle_text,
             "power": f.power, "toughness": f.toughness, "keywords": canonical_keywords(f.keywords)}
            for f in record.face_details
        ]
    return [{f: None for f in ingest_repo.FACE_FIELDS} | {"name": name, "keywords": []} for name in record.faces]


class _Ticker:
    """Calls the progress function at most every `interval` seconds."""

    def __init__(self, fn: ProgressFn | None, files: list[InputFile], passes: int = 1) -> None:
        self.fn = fn
        self.total = sum(_size(f.path) for f in files) * passes
        self.base = 0
        self.started = time.monotonic()
        self.last = 0.0
        self.interval = PROGRESS_INTERVAL

    def __call__(self, phase: str, f: TrackedFile, records: int, force: bool = False) -> None:
        if self.fn is None:
            return
        now = time.monotonic()
        if not force and now - self.last < self.interval:
            return
        self.last = now
        self.fn(Progress(phase, f.label, records, self.base + f.bytes_read, self.total, self.started))

    def file_done(self, f: TrackedFile) -> None:
        self.base += f.size


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


# SQLite's page cache during an import (KiB): the printing table's indexes on random keys
# (Scryfall ids, illustration ids) outgrow the default 2 MB at Default Cards scale, and the
# pages evicted mid-transaction are written to the WAL again and again.
SQLITE_IMPORT_CACHE_KIB = 64 * 1024


@contextmanager
def _sqlite_cache(session: Session, batched: bool) -> Iterator[None]:
    """A larger SQLite page cache on the connection of a one-transaction import while it runs (a
    batched import commits every few milliseconds and may take another pooled connection for the
    next batch: it keeps the default)."""
    if batched or session.get_bind().dialect.name != "sqlite":
        yield
        return
    connection = session.connection()
    before = connection.exec_driver_sql("PRAGMA cache_size").scalar()
    connection.exec_driver_sql(f"PRAGMA cache_size=-{SQLITE_IMPORT_CACHE_KIB}")
    try:
        yield
    finally:
        session.connection().exec_driver_sql(f"PRAGMA cache_size={int(before or -2000)}")


@contextmanager
def _timed(summary: ImportSummary) -> Iterator[None]:
    started = time.perf_counter()
    try:
        yield
    finally:
        summary.seconds = round(time.perf_counter() - started, 2)


def import_scryfall(
    session: Session,
    cards: InputFile,
    rulings: InputFile,
    *,
    lenient: bool = False,
    progress: ProgressFn | None = None,
    single_transaction: bool = False,
    on_commit: AppliedFn | None = None,
) -> ImportSummary:
    """Scryfall's Oracle Cards and Rulings files (see the module's docstring for transactions;
    `on_commit`: see `AppliedFn`)."""
    summary = ImportSummary(kind="scryfall", files=[cards.label, rulings.label])
    batched = _batched(session, single_transaction)
    tick = _Ticker(progress, [cards, rulings], passes=2 if batched else 1)
    with _timed(summary), _sqlite_cache(session, batched):
        checked = _check_scryfall(session, cards, rulings, lenient=lenient, tick=tick) if batched else None
        importer = _Importer(session, feed="scryfall", lenient=lenient, summary=summary, batched=batched)
        importer.on_commit = on_commit
        if checked is not None:
            importer.applied = Applied(cards_total=checked.cards_total, rulings_total=checked.rulings_total)
        documents = []
        with TrackedFile(cards.path, cards.label) as f:
            batch: list[CardRecord] = []
            count = 0
            for item in scryfall.iter_cards(f, importer.seen.cards):
                count += 1
                if isinstance(item, scryfall.SkippedCard):
                    importer.skip_card(item.oracle_id, item.reason)
                    continue
                batch.append(item)
                if len(batch) >= importer.card_batch:
                    with importer.batch():
                        importer.write_cards(f.label, batch)
                    batch = []
                    tick("cards", f, count)
            with importer.batch():
                importer.write_cards(f.label, batch)
            tick("cards", f, count, force=True)
            documents.append((f"scryfall/{cards.label}", "scryfall-cards", f.sha256(), f.size))
            tick.file_done(f)
        with TrackedFile(rulings.path, rulings.label) as f:
            items: list[tuple[str, RulingRecord]] = []
            count = 0
            for record in scryfall.iter_rulings(f):
                count += 1
                card_id = importer.card_for(f.label, record)
                if card_id is None:
                    continue
                items.append((card_id, record))
                if len(items) >= importer.ruling_batch:
                    with importer.batch():
                        importer.write_rulings(f.label, items, duplicates_are_errors=True)
                    items = []
                    tick("rulings", f, count)
            with importer.batch():
                importer.write_rulings(f.label, items, duplicates_are_errors=True)
            tick("rulings", f, count, force=True)
            documents.append((f"scryfall/{rulings.label}", "scryfall-rulings", f.sha256(), f.size))
        with importer.batch():
            importer.finish(documents)
    return summary


def _check_scryfall(
    session: Session, cards: InputFile, rulings: InputFile, *, lenient: bool, tick: _Ticker
) -> _Checker:
    """The first pass on SQLite: every refusal the import could make, without writing anything."""
    checker = _Checker(session, lenient=lenient)
    with TrackedFile(cards.path, cards.label) as f:
        count = 0
        for item in scryfall.iter_cards(f, checker.seen.cards):
            count += 1
            if isinstance(item, scryfall.SkippedCard):
                checker.skipped_oracles.add(item.oracle_id or "")
            else:
                checker.card(f.label, item)
            tick("checking cards", f, count)
        tick("checking cards", f, count, force=True)
        tick.file_done(f)
    with TrackedFile(rulings.path, rulings.label) as f:
        count = 0
        for record in scryfall.iter_rulings(f):
            count += 1
            checker.ruling(f.label, record, duplicates_are_errors=True)
            tick("checking rulings", f, count)
        tick("checking rulings", f, count, force=True)
        tick.file_done(f)
    return checker


class _Checker:
    """The refusals of `_Importer`, computed from the files alone (and the oracle ids already in
    the database), with the same messages."""

    def __init__(self, session: Session, *, lenient: bool) -> None:
        self.lenient = lenient
        self.known_oracles = set(ingest_repo.oracle_map(session))
        self.skipped_oracles: set[str] = set()
        self.seen = _SeenRecords(lenient)
        self.pairs_seen: dict[tuple[str, str], tuple[int, Any, str]] = {}
        self.cards_total = self.rulings_total = 0  # the records the writing pass will be given

    def card(self, label: str, record: CardRecord) -> None:
        self.cards_total += 1
        if self.seen.check(label, record) == _SKIP:
            return
        if record.oracle_id:
            self.known_oracles.add(record.oracle_id)

    def ruling(self, label: str, record: RulingRecord, *, duplicates_are_errors: bool) -> None:
        oracle_id = record.oracle_id or ""
        if oracle_id not in self.known_oracles:
            if oracle_id in self.skipped_oracles or self.lenient:
                return
            raise _unknown_oracle(label, record)
        self.rulings_total += 1
        key = (oracle_id, ruling_id(record.text))
        first = self.pairs_seen.get(key)
        if first is None:
            self.pairs_seen[key] = (record.record, record.published_at, record.author)
        elif (
            (first[1], first[2]) != (record.published_at, record.author) and duplicates_are_errors and not self.lenient
        ):
            raise _duplicate_ruling(label, first[0], record)


def import_mtgjson(
    session: Session,
    source: InputFile,
    *,
    lenient: bool = False,
    progress: ProgressFn | None = None,
    single_transaction: bool = False,
    on_commit: AppliedFn | None = None,
) -> ImportSummary:
    """MTGJSON's AtomicCards, AllPrintings or a set file (detected); see the module's docstring
    for transactions (`on_commit`: see `AppliedFn`)."""
    summary = ImportSummary(kind="mtgjson", files=[source.label])
    batched = _batched(session, single_transaction)
    tick = _Ticker(progress, [source], passes=2 if batched else 1)
    kinds: list[str] = []
    checker: _Checker | None = None
    with _timed(summary), _sqlite_cache(session, batched):
        if batched:
            checker = _Checker(session, lenient=lenient)
            with TrackedFile(source.path, source.label) as f:
                count = 0
                for entry in mtgjson.iter_cards(f):
                    count += 1
                    checker.card(f.label, entry.card)
                    checker.rulings_total += len(entry.rulings)
                    tick("checking cards and rulings", f, count)
                tick("checking cards and rulings", f, count, force=True)
                tick.file_done(f)
        importer = _Importer(session, feed="mtgjson", lenient=lenient, summary=summary, batched=batched)
        importer.on_commit = on_commit
        if checker is not None:
            importer.applied = Applied(cards_total=checker.cards_total, rulings_total=checker.rulings_total)
        with TrackedFile(source.path, source.label) as f:
            batch: list[mtgjson.MtgjsonCard] = []
            count = 0

            def flush() -> None:
                with importer.batch():
                    ids = importer.write_cards(f.label, [entry.card for entry in batch])
                    left_out = sum(
                        len(entry.rulings) for entry, card_id in zip(batch, ids, strict=True) if card_id is None
                    )
                    if left_out:
                        importer.summary.skip("rulings of duplicate cards (lenient)", left_out)
                    items = [
                        (card_id, ruling)
                        for entry, card_id in zip(batch, ids, strict=True)
                        if card_id is not None
                        for ruling in entry.rulings
                    ]
                    importer.write_rulings(f.label, items, duplicates_are_errors=False)

            for entry in mtgjson.iter_cards(f, kinds):
                count += 1
                batch.append(entry)
                if len(batch) >= importer.card_batch:
                    flush()
                    batch = []
                    tick("cards and rulings", f, count)
            flush()
            tick("cards and rulings", f, count, force=True)
            summary.detected = kinds[0] if kinds else None
            documents = [(f"mtgjson/{source.label}", f"mtgjson-{summary.detected or 'empty'}", f.sha256(), f.size)]
        with importer.batch():
            importer.finish(documents)
    return summary


_CARD, _PRINTING_ONLY, _SKIP = "card", "printing", "skip"


def _card_key(record: CardRecord) -> str:
    return record.oracle_id or f"name:{record.name}"


class _SeenRecords:
    """The card records of one import so far: a record is the first of its card (`_CARD`),
    another printing of a card already seen (`_PRINTING_ONLY`), or a duplicate (the same printing
    twice, or another card with a name already taken): refused, or `_SKIP` when lenient. Shared by
    the checking pass and the import, so both refuse the same records with the same message."""

    def __init__(self, lenient: bool) -> None:
        self.lenient = lenient
        self.cards: dict[str, int] = {}  # card key -> record number of its first record
        self.names: dict[str, tuple[str, int]] = {}  # name -> (card key, record number)
        self.printings: dict[str, int] = {}  # printing key -> record number

    def check(self, label: str, record: CardRecord) -> str:
        key = _card_key(record)
        named = self.names.get(record.name)
        first: int | None = None
        if named is not None and named[0] != key:
            first, reason = named[1], "has the same name (another oracle id)"
        elif has_printing(record):
            first, reason = self.printings.get(printing_key(record, key)), "is the same printing"
        elif key in self.cards:
            first, reason = self.cards[key], "is the same card"
        if first is not None:
            if not self.lenient:
                raise BulkInputError(
                    label, f"duplicate card: record #{first} {reason}", record=record.record, what=record.describe()
                )
            return _SKIP
        if has_printing(record):
            self.printings[printing_key(record, key)] = record.record
        if key in self.cards:
            return _PRINTING_ONLY
        self.cards[key] = record.record
        self.names[record.name] = (key, record.record)
        return _CARD


def _unknown_oracle(label: str, record: RulingRecord) -> BulkInputError:
    """A ruling for no card (the checking pass and the writing pass say it the same way)."""
    return BulkInputError(
        label,
        f"no card has the oracle id {record.oracle_id!r} (it is neither in the cards file nor in the database)",
        record=record.record,
        what=f"oracle_id {record.oracle_id!r}",
    )


def _duplicate_ruling(label: str, first_record: int, record: RulingRecord) -> BulkInputError:
    """The same ruling text for the same card again, with another date or source."""
    return BulkInputError(
        label,
        f"duplicate ruling: record #{first_record} has the same text for the same card, with another date or source",
        record=record.record,
        what=f"oracle_id {record.oracle_id!r}",
    )
