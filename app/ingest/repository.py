"""Every SQL statement of the bulk import, export and import jobs: set-based, one statement per
batch, never one per row."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from typing import Any

from sqlalchemy import Table, and_, bindparam, delete, func, insert, or_, select, update
from sqlalchemy.orm import Session

from app.cards import repository as cards_repo
from app.cards.models import Card, Printing, PrintingMultiverseId
from app.db.platform_models import CardFace, ImportJob, RulingSource
from app.ingest.printings import PRINTING_FIELDS
from app.rulings.models import AppMeta, CardRuling, Ruling, RulingRule

# The card columns an import sets; `id` is never changed by an import.
CARD_FIELDS = (
    "name",
    "name_key",
    "oracle_id",
    "mana_cost",
    "mana_value",
    "type_line",
    "oracle_text",
    "power",
    "toughness",
    "colors",
    "set_code",
    "collector_number",
    "rarity",
    # what the engine makes of the card (app/ingest/definitions.py); a seeded card keeps its own
    "keywords",
    "definition",
    "engine_support",
    "not_modelled",
    "scryfall_id",
    # format -> legal | banned | restricted | not_legal, as the card data lists them (deck check)
    "legalities",
)
_card_table: Table = Card.__table__  # type: ignore[assignment]  # a mapped class's Table
_printing_table: Table = Printing.__table__  # type: ignore[assignment]


# --- consistent reads --------------------------------------------------------------------------


def begin_snapshot(session: Session) -> None:
    """Make the following reads one snapshot (a long export must not mix two versions of the data).
    PostgreSQL: REPEATABLE READ. SQLite (WAL): an explicit read transaction."""
    connection = session.connection()
    if connection.dialect.name == "postgresql":
        connection.exec_driver_sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
    else:
        connection.exec_driver_sql("BEGIN")


# --- cards -------------------------------------------------------------------------------------


def oracle_map(session: Session) -> dict[str, str]:
    """oracle id -> card id for every card that has one."""
    rows = session.execute(select(Card.oracle_id, Card.id).where(Card.oracle_id.is_not(None)))
    return {oracle_id: card_id for oracle_id, card_id in rows if oracle_id is not None}


def cards_matching(session: Session, oracle_ids: Sequence[str], names: Sequence[str]) -> list[dict[str, Any]]:
    """Cards whose oracle id or exact name is among those given, with the columns an import sets."""
    clauses = []
    if oracle_ids:
        clauses.append(Card.oracle_id.in_(set(oracle_ids)))
    if names:
        clauses.append(Card.name.in_(set(names)))
    if not clauses:
        return []
    columns = [Card.id, *(getattr(Card, f) for f in CARD_FIELDS)]
    stmt = select(*columns).where(clauses[0] if len(clauses) == 1 else clauses[0] | clauses[1])
    rows = [dict(row._mapping) for row in session.execute(stmt)]
    curated = curated_card_ids(session, [row["id"] for row in rows])
    for row in rows:
        row["curated"] = row["id"] in curated
    return rows


def curated_card_ids(session: Session, card_ids: Sequence[str]) -> set[str]:
    """Which of these cards carry hand-written definitions (marked by the seed loader). A database
    seeded before the marks existed has none: there, a card linked to a seed ruling is one."""
    if not card_ids:
        return set()
    marked = set(session.scalars(select(AppMeta.key).where(AppMeta.key.startswith(cards_repo.CURATED_PREFIX))))
    if marked:
        return {card_id for card_id in card_ids if cards_repo.curated_key(card_id) in marked}
    linked = (
        select(CardRuling.card_id)
        .join(Ruling, Ruling.id == CardRuling.ruling_id)
        .where(CardRuling.card_id.in_(set(card_ids)), Ruling.origin == "seed")
        .distinct()
    )
    return set(session.scalars(linked))


def taken_card_ids(session: Session, ids: Iterable[str]) -> set[str]:
    wanted = set(ids)
    if not wanted:
        return set()
    return set(session.scalars(select(Card.id).where(Card.id.in_(wanted))))


def insert_cards(session: Session, rows: Sequence[dict[str, Any]]) -> None:
    if rows:
        session.execute(insert(_card_table), list(rows))


def update_cards(session: Session, rows: Sequence[dict[str, Any]], now: datetime) -> None:
    """Rows have `id` and every one of CARD_FIELDS."""
    _update_card_columns(session, rows, now, CARD_FIELDS)


def _update_card_columns(session: Session, rows: Sequence[dict[str, Any]], now: datetime,
                         fields: Sequence[str]) -> None:
    """Each row's card (`id`) gets the row's `fields` and `updated_at` = now, in one executemany."""
    if not rows:
        return
    stmt = (
        update(_card_table)
        .where(_card_table.c.id == bindparam("card_id"))
        .values({f: bindparam(f"new_{f}") for f in fields} | {"updated_at": bindparam("new_updated_at")})
    )
    params = [{"card_id": row["id"], "new_updated_at": now} | {f"new_{f}": row[f] for f in fields} for row in rows]
    session.connection().execute(stmt, params)


FACE_FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "keywords")


def faces_of(session: Session, card_ids: Sequence[str]) -> dict[str, list[dict[str, Any]]]:
    """card id -> its faces in order, each with FACE_FIELDS."""
    result: dict[str, list[dict[str, Any]]] = {}
    if not card_ids:
        return result
    rows = session.execute(
        select(CardFace.card_id, *(getattr(CardFace, f) for f in FACE_FIELDS))
        .where(CardFace.card_id.in_(set(card_ids)))
        .order_by(CardFace.card_id, CardFace.position)
    )
    for card_id, *values in rows:
        result.setdefault(card_id, []).append(dict(zip(FACE_FIELDS, values, strict=True)))
    return result


def replace_faces(session: Session, faces: dict[str, list[dict[str, Any]]]) -> None:
    """card id -> its faces in order (FACE_FIELDS and `name_key`); an empty list removes the faces."""
    if not faces:
        return
    session.execute(delete(CardFace).where(CardFace.card_id.in_(list(faces))))
    rows = [
        {"card_id": card_id, "position": i, **face}
        for card_id, card_faces in faces.items()
        for i, face in enumerate(card_faces, 1)
    ]
    if rows:
        session.execute(insert(CardFace), rows)


# --- rulings, their sources and links ----------------------------------------------------------


def rulings_state(session: Session, ruling_ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """id -> {origin, source, published_at} of the rulings that exist."""
    ids = set(ruling_ids)
    if not ids:
        return {}
    rows = session.execute(
        select(Ruling.id, Ruling.origin, Ruling.source, Ruling.published_at).where(Ruling.id.in_(ids))
    )
    return {r.id: {"origin": r.origin, "source": r.source, "published_at": r.published_at} for r in rows}


def insert_rulings(session: Session, rows: Sequence[dict[str, Any]], prefixes: Sequence[dict[str, str]]) -> None:
    if rows:
        session.execute(insert(Ruling), list(rows))
    if prefixes:
        session.execute(insert(RulingRule), list(prefixes))


def ruling_sources(
    session: Session, ruling_ids: Iterable[str]
) -> dict[tuple[str, str], tuple[date | None, str | None]]:
    ids = set(ruling_ids)
    if not ids:
        return {}
    rows = session.execute(
        select(RulingSource.ruling_id, RulingSource.source, RulingSource.published_at, RulingSource.comment).where(
            RulingSource.ruling_id.in_(ids)
        )
    )
    return {(r[0], r[1]): (r[2], r[3]) for r in rows}


def insert_ruling_sources(session: Session, rows: Sequence[dict[str, Any]]) -> None:
    if rows:
        session.execute(insert(RulingSource), list(rows))


def update_ruling_sources(session: Session, rows: Sequence[dict[str, Any]]) -> None:
    """Rows: ruling_id, source, published_at, comment."""
    if not rows:
        return
    table: Table = RulingSource.__table__  # type: ignore[assignment]  # a mapped class's Table
    stmt = (
        update(table)
        .where(table.c.ruling_id == bindparam("rid"), table.c.source == bindparam("src"))
        .values(published_at=bindparam("new_published_at"), comment=bindparam("new_comment"))
    )
    params = [
        {"rid": r["ruling_id"], "src": r["source"], "new_published_at": r["published_at"], "new_comment": r["comment"]}
        for r in rows
    ]
    session.connection().execute(stmt, params)


def existing_links(session: Session, pairs: Iterable[tuple[str, str]]) -> set[tuple[str, str]]:
    """Which (card id, ruling id) pairs are linked already."""
    wanted = set(pairs)
    if not wanted:
        return set()
    ruling_ids = {rid for _, rid in wanted}
    rows = session.execute(select(CardRuling.card_id, CardRuling.ruling_id).where(CardRuling.ruling_id.in_(ruling_ids)))
    return {(card_id, rid) for card_id, rid in rows if (card_id, rid) in wanted}


def last_positions(session: Session, card_ids: Iterable[str]) -> dict[str, int]:
    ids = set(card_ids)
    if not ids:
        return {}
    rows = session.execute(
        select(CardRuling.card_id, func.max(CardRuling.position))
        .where(CardRuling.card_id.in_(ids))
        .group_by(CardRuling.card_id)
    )
    return {card_id: int(position or 0) for card_id, position in rows}


def insert_links(session: Session, rows: Sequence[dict[str, Any]]) -> None:
    if rows:
        session.execute(insert(CardRuling), list(rows))


# --- export ------------------------------------------------------------------------------------


def rulings_page(session: Session, *, after_id: str | None, limit: int) -> list[Ruling]:
    stmt = select(Ruling).order_by(Ruling.id).limit(limit)
    if after_id is not None:
        stmt = stmt.where(Ruling.id > after_id)
    rulings = list(session.scalars(stmt))
    for ruling in rulings:  # the export holds no more than one page of objects at a time
        session.expunge(ruling)
    return rulings


def cards_of_rulings(session: Session, ruling_ids: Sequence[str]) -> dict[str, list[dict[str, Any]]]:
    """ruling id -> [{id, name, oracle_id, position}] ordered by card name."""
    result: dict[str, list[dict[str, Any]]] = {}
    if not ruling_ids:
        return result
    rows = session.execute(
        select(CardRuling.ruling_id, Card.id, Card.name, Card.oracle_id, CardRuling.position)
        .join(Card, Card.id == CardRuling.card_id)
        .where(CardRuling.ruling_id.in_(set(ruling_ids)))
        .order_by(CardRuling.ruling_id, Card.name)
    )
    for rid, card_id, name, oracle_id, position in rows:
        result.setdefault(rid, []).append({"id": card_id, "name": name, "oracle_id": oracle_id, "position": position})
    return result


def sources_of_rulings(session: Session, ruling_ids: Sequence[str]) -> dict[str, list[dict[str, Any]]]:
    result: dict[str, list[dict[str, Any]]] = {}
    if not ruling_ids:
        return result
    rows = session.execute(
        select(RulingSource.ruling_id, RulingSource.source, RulingSource.published_at, RulingSource.comment)
        .where(RulingSource.ruling_id.in_(set(ruling_ids)))
        .order_by(RulingSource.ruling_id, RulingSource.source)
    )
    for rid, source, published_at, comment in rows:
        result.setdefault(rid, []).append({"source": source, "published_at": published_at, "comment": comment})
    return result


def rulings_summary(session: Session) -> tuple[int, datetime | None]:
    """(how many rulings, when one last changed)."""
    count, latest = session.execute(select(func.count(), func.max(Ruling.updated_at)).select_from(Ruling)).one()
    return int(count or 0), latest


def card_count(session: Session) -> int:
    return int(session.scalar(select(func.count()).select_from(Card)) or 0)


def link_pairs(session: Session, card_id: str) -> list[tuple[str, int]]:
    """(ruling id, position) of one card, in page order (for tests and checks)."""
    rows = session.execute(
        select(CardRuling.ruling_id, CardRuling.position)
        .where(CardRuling.card_id == card_id)
        .order_by(CardRuling.position)
    )
    return [(r[0], r[1]) for r in rows]


# --- import jobs -------------------------------------------------------------------------------


def create_job(session: Session, *, job_id: str, kind: str, progress: dict[str, Any]) -> None:
    session.execute(insert(ImportJob).values(id=job_id, kind=kind, status="queued", progress=progress))


def update_job(session: Session, job_id: str, now: datetime, **values: Any) -> None:
    session.execute(update(ImportJob).where(ImportJob.id == job_id).values(updated_at=now, **values))


def get_job(session: Session, job_id: str) -> ImportJob | None:
    return session.get(ImportJob, job_id)


def unfinished_jobs(session: Session) -> list[ImportJob]:
    return list(session.scalars(select(ImportJob).where(ImportJob.status.in_(("queued", "running")))))


def list_jobs(session: Session, limit: int, after: ImportJob | None = None) -> list[ImportJob]:
    """Newest first (ties by id); `after`: the jobs listed after that one (a keyset page)."""
    query = select(ImportJob).order_by(ImportJob.created_at.desc(), ImportJob.id)
    if after is not None:
        query = query.where(or_(ImportJob.created_at < after.created_at,
                                and_(ImportJob.created_at == after.created_at, ImportJob.id > after.id)))
    return list(session.scalars(query.limit(limit)))


def count_jobs(session: Session) -> int:
    return int(session.scalar(select(func.count()).select_from(ImportJob)) or 0)


# --- printings ---------------------------------------------------------------------------------


def printings_by_ids(session: Session, ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """printing id -> its PRINTING_FIELDS, for the printings that exist."""
    wanted = set(ids)
    if not wanted:
        return {}
    columns = [Printing.id, *(getattr(Printing, f) for f in PRINTING_FIELDS)]
    rows = session.execute(select(*columns).where(Printing.id.in_(wanted)))
    return {row.id: dict(row._mapping) for row in rows}


def insert_printings(session: Session, rows: Sequence[dict[str, Any]]) -> None:
    """New printings and their multiverse ids, as plain driver statements (an import inserts
    ~100,000 printings: building SQLAlchemy parameters per row would cost more than the insert)."""
    if not rows:
        return
    connection = session.connection()
    columns = ("id", *PRINTING_FIELDS)
    if connection.dialect.name == "postgresql":
        marks = ", ".join("CAST(%s AS JSON)" if c == "multiverse_ids" else "%s" for c in columns)
        pair = "%s, %s"
    else:
        marks, pair = ", ".join("?" for _ in columns), "?, ?"
    params = [
        tuple(json.dumps(row[c]) if c == "multiverse_ids" else row[c] for c in columns) for row in rows
    ]
    connection.exec_driver_sql(f"INSERT INTO printing ({', '.join(columns)}) VALUES ({marks})", params)
    ids = [(m, row["id"]) for row in rows for m in dict.fromkeys(row["multiverse_ids"])]
    if ids:
        connection.exec_driver_sql(
            f"INSERT INTO printing_multiverse_id (multiverse_id, printing_id) VALUES ({pair})", ids
        )


def update_printings(session: Session, rows: Sequence[dict[str, Any]]) -> None:
    """Rows have `id` and every one of PRINTING_FIELDS."""
    if not rows:
        return
    stmt = (
        update(_printing_table)
        .where(_printing_table.c.id == bindparam("printing_id"))
        .values({f: bindparam(f"new_{f}") for f in PRINTING_FIELDS})
    )
    params = [{"printing_id": row["id"]} | {f"new_{f}": row[f] for f in PRINTING_FIELDS} for row in rows]
    session.connection().execute(stmt, params)


def replace_multiverse_ids(session: Session, ids: dict[str, list[int]]) -> None:
    """printing id -> its multiverse ids (the lookup rows of `printing_multiverse_id`), for
    printings that existed."""
    if not ids:
        return
    session.execute(delete(PrintingMultiverseId).where(PrintingMultiverseId.printing_id.in_(list(ids))))
    rows = [{"multiverse_id": m, "printing_id": p} for p, values in ids.items() for m in dict.fromkeys(values)]
    if rows:
        session.execute(insert(PrintingMultiverseId), rows)


def update_default_printings(session: Session, rows: Sequence[dict[str, Any]], now: datetime) -> None:
    """A card's default printing (`set_code`, `collector_number`, `rarity`, `scryfall_id`)."""
    _update_card_columns(session, rows, now, ("set_code", "collector_number", "rarity", "scryfall_id"))
