"""Every SQL statement about rulings, their links, search, provenance and the data version."""

from __future__ import annotations

import hashlib
import html
import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

import numpy as np
from pydantic_core import from_json
from sqlalchemy import (
    Connection,
    Engine,
    Integer,
    String,
    bindparam,
    cast,
    delete,
    func,
    insert,
    select,
    text,
    union_all,
    update,
)
from sqlalchemy.orm import Session

from app.cards.models import Card
from app.db.base import upsert_by_primary_key
from app.db.session import read_one_row
from app.rulings.models import AppMeta, CardRuling, Ruling, RulingRule, SourceDocument
from app.rulings.symbols import symbols_for_words, symbols_sql
from app.rulings.term_index import TermIndex, build_index
from app.seeding.gatherer import rule_prefixes

T = TypeVar("T")

DATA_VERSION = "data_version"
# Markers the database puts around matches; never in ruling text, replaced after HTML-escaping.
_MARK_START, _MARK_END = "\x02", "\x03"


# --- provenance and data version -------------------------------------------------------------


def source_fingerprints(session: Session) -> dict[str, str]:
    return {name: sha for name, sha in session.execute(select(SourceDocument.name, SourceDocument.sha256))}


def record_source_document(
    session: Session, *, name: str, kind: str, sha256: str, size: int, loaded_at: datetime
) -> None:
    row = session.scalar(select(SourceDocument).where(SourceDocument.name == name))
    if row is None:
        session.add(SourceDocument(name=name, kind=kind, sha256=sha256, size=size, loaded_at=loaded_at))
    else:
        row.kind, row.sha256, row.size, row.loaded_at = kind, sha256, size, loaded_at
    session.flush()


_DATA_VERSION_QUERY = select(AppMeta.value).where(AppMeta.key == DATA_VERSION)


def read_data_version(connection: Connection) -> int:
    """The data version, in the connection's transaction (Core: read on most requests)."""
    return data_version_of(connection.execute(_DATA_VERSION_QUERY).scalar())


def read_at_one_version(engine: Engine, read: Callable[[Connection], T]) -> tuple[int, T] | None:
    """`read` on a connection of its own with the data version read before and after it: the
    version and what was read, or None when a write landed meanwhile (what was read may then mix
    two versions' data, and must not be kept under either). For what the process keeps per data
    version (the name index, the search index, the index of the rulings' cards)."""
    with engine.connect() as connection:
        before = read_data_version(connection)
        found = read(connection)
        after = read_data_version(connection)
        connection.rollback()
    return (before, found) if before == after else None


# The stored value as a column expression, for a statement that reads it along with other work
# (the rate limiter's upsert returns it: one statement instead of two).
DATA_VERSION_VALUE = _DATA_VERSION_QUERY.scalar_subquery()


# The same read through the driver (`read_one_row`, and the data version reader's own connections in
# app/api/caching.py): on PostgreSQL one round trip, no BEGIN or ROLLBACK; less CPU than a Core
# execution on either database. Read on every simulation and read.
DATA_VERSION_ROW = {
    "postgresql": "SELECT value FROM app_meta WHERE key = %(key)s",
    "sqlite": "SELECT value FROM app_meta WHERE key = :key",
}


def committed_data_version(engine: Engine) -> int:
    """The data version last committed, in one statement of its own (no transaction)."""
    row = read_one_row(engine, DATA_VERSION_ROW, {"key": DATA_VERSION})
    return data_version_of(row[0] if row is not None else None)


def data_version_of(value: Any) -> int:
    """The data version from its stored value (none stored yet: 0)."""
    return int(value) if value is not None else 0


def get_data_version(session: Session) -> int:
    # A Core statement on the session's connection (same transaction) skips the ORM's
    # per-statement bookkeeping, about half the cost of `session.scalar`.
    return read_data_version(session.connection())


# `session.info` key: the data version the session's transaction bumped to (the request that
# commits it waits for every replica to warm it: app/api/warming.py).
BUMPED_VERSION = "bumped_data_version"


def bump_data_version(session: Session) -> int:
    """Every write calls this in its transaction: ETags change on every replica at once."""
    bumped = cast(cast(AppMeta.value, Integer) + 1, String)
    updated = session.execute(update(AppMeta).where(AppMeta.key == DATA_VERSION).values(value=bumped))
    if updated.rowcount == 0:  # type: ignore[attr-defined]
        session.add(AppMeta(key=DATA_VERSION, value="1"))
    session.flush()
    version = get_data_version(session)
    session.info[BUMPED_VERSION] = version
    return version


# --- rulings ---------------------------------------------------------------------------------


def upsert_ruling(session: Session, **fields: Any) -> Ruling:
    ruling = upsert_by_primary_key(session, Ruling, fields["id"], **fields)
    set_rule_prefixes(session, ruling.id, fields.get("rules") or [])
    return ruling


def set_rule_prefixes(session: Session, ruling_id: str, rules: Iterable[str]) -> None:
    wanted = sorted({prefix for rule in rules for prefix in rule_prefixes(rule)})
    have = sorted(session.scalars(select(RulingRule.prefix).where(RulingRule.ruling_id == ruling_id)))
    if wanted == have:
        return
    session.execute(delete(RulingRule).where(RulingRule.ruling_id == ruling_id))
    if wanted:
        session.execute(insert(RulingRule), [{"ruling_id": ruling_id, "prefix": p} for p in wanted])


def get_ruling(session: Session, ruling_id: str) -> Ruling | None:
    return session.get(Ruling, ruling_id)


def get_rulings(session: Session, ruling_ids: Sequence[str]) -> dict[str, Ruling]:
    if not ruling_ids:
        return {}
    return {r.id: r for r in session.scalars(select(Ruling).where(Ruling.id.in_(set(ruling_ids))))}


def ruling_rows(session: Session, ruling_ids: Sequence[str]) -> list[Any]:
    """The rulings' fields as plain rows (id, text, published_at, source, rules, note), without
    the ORM's per-object bookkeeping: for read-only answers."""
    if not ruling_ids:
        return []
    columns = (Ruling.id, Ruling.text, Ruling.published_at, Ruling.source, Ruling.rules, Ruling.note)
    return list(session.execute(select(*columns).where(Ruling.id.in_(set(ruling_ids)))).all())


def delete_ruling(session: Session, ruling: Ruling) -> bool:
    """Deletes the ruling; False when another transaction deleted it first (the row is gone by
    the time this DELETE runs: nothing matched)."""
    session.execute(delete(RulingRule).where(RulingRule.ruling_id == ruling.id))
    session.execute(delete(CardRuling).where(CardRuling.ruling_id == ruling.id))
    deleted = session.execute(delete(Ruling).where(Ruling.id == ruling.id))
    session.expunge(ruling)
    return bool(deleted.rowcount)  # type: ignore[attr-defined]


def replace_card_links(session: Session, card_id: str, ordered_ruling_ids: Sequence[str]) -> None:
    """Make `card_id`'s rulings exactly these, in this page order."""
    current = [
        rid
        for rid in session.scalars(
            select(CardRuling.ruling_id).where(CardRuling.card_id == card_id).order_by(CardRuling.position)
        )
    ]
    if current == list(ordered_ruling_ids):
        return
    session.execute(delete(CardRuling).where(CardRuling.card_id == card_id))
    if ordered_ruling_ids:
        session.execute(
            insert(CardRuling),
            [{"card_id": card_id, "ruling_id": rid, "position": i} for i, rid in enumerate(ordered_ruling_ids, 1)],
        )


def set_ruling_cards(session: Session, ruling_id: str, card_ids: Sequence[str]) -> None:
    """Link a ruling to exactly these cards, appending it at the end of each new card's page."""
    current = set(session.scalars(select(CardRuling.card_id).where(CardRuling.ruling_id == ruling_id)))
    wanted = list(dict.fromkeys(card_ids))
    gone = current - set(wanted)
    if gone:
        session.execute(
            delete(CardRuling).where(CardRuling.ruling_id == ruling_id, CardRuling.card_id.in_(gone))
        )
    for card_id in wanted:
        if card_id in current:
            continue
        last = session.scalar(select(func.max(CardRuling.position)).where(CardRuling.card_id == card_id))
        session.add(CardRuling(card_id=card_id, ruling_id=ruling_id, position=(last or 0) + 1))
    session.flush()


def delete_orphan_rulings(session: Session, *, origin: str) -> int:
    linked = select(CardRuling.ruling_id)
    orphans = list(session.scalars(select(Ruling.id).where(Ruling.origin == origin, Ruling.id.not_in(linked))))
    if orphans:
        session.execute(delete(RulingRule).where(RulingRule.ruling_id.in_(orphans)))
        session.execute(delete(Ruling).where(Ruling.id.in_(orphans)))
    return len(orphans)


def cards_of_rulings(
    session: Session, ruling_ids: Sequence[str], *, per_ruling: int | None = None
) -> dict[str, tuple[list[tuple[str, str]], int]]:
    """ruling id -> ([(card id, card name)] in card-id order, how many cards in all).

    With `per_ruling`, at most that many cards per ruling are read: a general ruling can be on
    thousands of cards' pages. A fixed number of queries whatever the number of rulings."""
    wanted = sorted(set(ruling_ids))
    if not wanted:
        return {}
    connection = session.connection()
    counts: dict[str, int] = {
        rid: int(n)
        for rid, n in connection.execute(
            select(CardRuling.ruling_id, func.count())
            .where(CardRuling.ruling_id.in_(wanted))
            .group_by(CardRuling.ruling_id)
        )
    }
    return cards_of_counted_rulings(connection, counts, per_ruling=per_ruling)


def cards_of_counted_rulings(
    connection: Connection, counts: dict[str, int], *, per_ruling: int | None = None
) -> dict[str, tuple[list[tuple[str, str]], int]]:
    """`cards_of_rulings` when each ruling's card count is known already (Core statements on
    `connection`; one query when every ruling is on at most `per_ruling` cards, on SQLite)."""
    wanted = sorted(rid for rid, n in counts.items() if n > 0)
    # SQLite joins the names in; PostgreSQL reads the links, then the names by primary key (for a
    # few hundred links its planner hashed the whole card table for the join).
    separate_names = connection.dialect.name == "postgresql"
    linked = (
        select(CardRuling.ruling_id, CardRuling.card_id)
        if separate_names
        else select(CardRuling.ruling_id, CardRuling.card_id, Card.name).join(Card, Card.id == CardRuling.card_id)
    )
    small = [rid for rid in wanted if rid in counts and (per_ruling is None or counts[rid] <= per_ruling)]
    large = [rid for rid in wanted if rid in counts and rid not in small]
    rows: list[Any] = []
    if small:
        rows += connection.execute(
            linked.where(CardRuling.ruling_id.in_(small)).order_by(CardRuling.ruling_id, CardRuling.card_id)
        ).all()
    for start in range(0, len(large), 200):  # SQLite allows 500 terms in a compound select
        parts = [
            select(linked.where(CardRuling.ruling_id == rid).order_by(CardRuling.card_id).limit(per_ruling).subquery())
            for rid in large[start : start + 200]
        ]
        rows += connection.execute(union_all(*parts) if len(parts) > 1 else parts[0]).all()
    if separate_names:
        card_ids = sorted({row[1] for row in rows})
        names: dict[str, str] = {}
        for start in range(0, len(card_ids), 10_000):
            chunk = card_ids[start : start + 10_000]
            names.update((r[0], r[1]) for r in connection.execute(select(Card.id, Card.name).where(Card.id.in_(chunk))))
        rows = [(ruling_id, card_id, names[card_id]) for ruling_id, card_id in rows if card_id in names]
    result: dict[str, tuple[list[tuple[str, str]], int]] = {rid: ([], counts[rid]) for rid in counts}
    for ruling_id, card_id, card_name in rows:
        result[ruling_id][0].append((card_id, card_name))
    return result


@dataclass(frozen=True, slots=True)
class PageRulingWithCards:
    """One ruling of a card's page as plain values (its date as ISO text, as read from JSON),
    with how many cards carry it and the first of them."""

    id: str
    text: str
    published_at: str | None
    source: str
    rules: list[str] | None
    note: str | None
    card_count: int
    cards: list[tuple[str, str]]  # (card id, card name), the first `per_ruling` in card-id order


# A card's whole rulings page as one JSON value (an array with one array per ruling: position,
# id, text, published_at, source, rules, note, card count, and its first cards as [id, name]
# pairs in card-id order: an index range on (ruling_id, card_id)), or NULL for a card without
# rulings; no row when no card has the id. One statement and one value to decode: no per-row,
# per-column work in the driver. In each driver's own parameter style (run by `read_one_row`). A JSON value made in a subquery is marked as JSON again with
# SQLite's json() (a subquery's result loses the mark, and would be embedded as a string).
_FULL_CARD_PAGE = {
    "postgresql": (
        "SELECT (SELECT json_agg(json_build_array(cr.position, r.id, r.text, r.published_at, r.source, r.rules,"
        " r.note, (SELECT count(*) FROM card_ruling AS n WHERE n.ruling_id = r.id),"
        " (SELECT json_agg(json_build_array(f.card_id, f.name)) FROM (SELECT l.card_id, c.name"
        " FROM card_ruling AS l JOIN card AS c ON c.id = l.card_id WHERE l.ruling_id = r.id"
        " ORDER BY l.card_id LIMIT %(per_ruling)s) AS f)))"
        " FROM card_ruling AS cr JOIN ruling AS r ON r.id = cr.ruling_id WHERE cr.card_id = card.id)"
        " FROM card WHERE card.id = %(card_id)s"
    ),
    "sqlite": (
        "SELECT (SELECT json_group_array(json_array(cr.position, r.id, r.text, r.published_at, r.source,"
        " json(r.rules), r.note, (SELECT count(*) FROM card_ruling AS n WHERE n.ruling_id = r.id),"
        " json((SELECT json_group_array(json_array(f.card_id, f.name)) FROM (SELECT l.card_id, c.name"
        " FROM card_ruling AS l JOIN card AS c ON c.id = l.card_id WHERE l.ruling_id = r.id"
        " ORDER BY l.card_id LIMIT :per_ruling) AS f))))"
        " FROM card_ruling AS cr JOIN ruling AS r ON r.id = cr.ruling_id WHERE cr.card_id = card.id)"
        " FROM card WHERE card.id = :card_id"
    ),
}


def full_card_page(engine: Engine, card_id: str, per_ruling: int) -> list[PageRulingWithCards] | None:
    """The rulings on `card_id`'s page in page order, each with its card count and first
    `per_ruling` (card id, card name) in card-id order, in one statement through the driver
    (`read_one_row`); None when no card has this id. Dates come as ISO text (the JSON of a
    date: the same bytes once serialised)."""
    row = read_one_row(engine, _FULL_CARD_PAGE, {"card_id": card_id, "per_ruling": per_ruling})
    if row is None:
        return None
    value = row[0]
    listed = json.loads(value) if isinstance(value, str) else value or []
    # Sorted here: an aggregate's order is the order rows reach it (SQLite has no ORDER BY in one).
    listed.sort(key=lambda ruling: ruling[0])
    return [
        PageRulingWithCards(rid, text_, published_at, source, rules, note, count,
                            sorted((cid, name) for cid, name in pairs or ()))
        for _position, rid, text_, published_at, source, rules, note, count, pairs in listed
    ]


def rulings_of_cards(session: Session, card_ids: Sequence[str]) -> dict[str, list[Ruling]]:
    """card id -> its rulings in page order; one query for any number of cards."""
    result: dict[str, list[Ruling]] = defaultdict(list)
    if not card_ids:
        return result
    rows = session.execute(
        select(CardRuling.card_id, Ruling)
        .join(Ruling, Ruling.id == CardRuling.ruling_id)
        .where(CardRuling.card_id.in_(set(card_ids)))
        .order_by(CardRuling.card_id, CardRuling.position)
    )
    for card_id, ruling in rows:
        result[card_id].append(ruling)
    return result


def ruling_ids_of_cards(session: Session, card_ids: Sequence[str]) -> dict[str, list[str]]:
    """card id -> its ruling ids in page order; one query (the link table only)."""
    result: dict[str, list[str]] = defaultdict(list)
    if not card_ids:
        return result
    rows = session.execute(
        select(CardRuling.card_id, CardRuling.ruling_id)
        .where(CardRuling.card_id.in_(set(card_ids)))
        .order_by(CardRuling.card_id, CardRuling.position)
    )
    for card_id, ruling_id in rows:
        result[card_id].append(ruling_id)
    return result


def count_rulings(session: Session) -> int:
    return int(session.scalar(select(func.count()).select_from(Ruling)) or 0)


# --- listing and search ----------------------------------------------------------------------


def _filters(card_id: str | None, rule: str | None) -> list[Any]:
    clauses: list[Any] = []
    if card_id is not None:
        clauses.append(Ruling.id.in_(select(CardRuling.ruling_id).where(CardRuling.card_id == card_id)))
    if rule is not None:
        clauses.append(Ruling.id.in_(select(RulingRule.ruling_id).where(RulingRule.prefix == rule)))
    return clauses


def list_rulings(
    session: Session, *, card_id: str | None, rule: str | None, after_id: str | None, limit: int
) -> tuple[list[Ruling], int]:
    clauses = _filters(card_id, rule)
    total = int(session.scalar(select(func.count()).select_from(Ruling).where(*clauses)) or 0)
    stmt = select(Ruling).where(*clauses).order_by(Ruling.id).limit(limit)
    if after_id is not None:
        stmt = stmt.where(Ruling.id > after_id)
    return list(session.scalars(stmt)), total


@dataclass(frozen=True, slots=True)
class RankedRow:
    id: str
    score: float
    locator: Any  # what finds the row again for its highlight: the FTS5 rowid, or the ruling id


def rank_rulings(
    session: Session,
    *,
    terms: Sequence[str],
    card_id: str | None,
    rule: str | None,
    after: tuple[float, str] | None,
    limit: int,
) -> tuple[list[RankedRow], int]:
    """Ranked full-text search done by the database (FTS5 / tsvector): the first `limit` matches
    after the keyset `after` on (score desc, id asc), and how many match in all. `terms` are
    plain words (symbols as their index words); every one must match (AND)."""
    if not terms:
        return [], 0
    query = _SearchQuery(tuple(terms), card_id, rule, after, limit)
    if session.get_bind().dialect.name == "postgresql":
        return _rank_postgres(session, query)
    return _rank_sqlite(session, query)


def search_highlights(session: Session, terms: Sequence[str], rows: Sequence[RankedRow]) -> dict[str, str | None]:
    """ruling id -> its snippet with the matched words in <mark> tags (HTML-escaped text)."""
    if not rows or not terms:
        return {}
    if session.get_bind().dialect.name == "postgresql":
        stmt = text(
            f"SELECT id, ts_headline('english', {symbols_sql('text')}, plainto_tsquery('english', :q), :options) "
            "FROM ruling WHERE id IN :ids"
        ).bindparams(bindparam("ids", expanding=True))
        options = f"StartSel={_MARK_START}, StopSel={_MARK_END}, MaxWords=40, MinWords=15, MaxFragments=2"
        found = session.execute(stmt, {"q": " ".join(terms), "options": options, "ids": [r.id for r in rows]}).all()
    else:
        # By the index's own rowid: one lookup per hit, not a scan of every match.
        stmt = text(
            "SELECT ruling_id, snippet(ruling_fts, 1, :ms, :me, '…', 32) FROM ruling_fts "
            "WHERE ruling_fts MATCH :match AND rowid IN :rowids"
        ).bindparams(bindparam("rowids", expanding=True))
        found = session.execute(
            stmt, {"match": _fts_match(terms), "ms": _MARK_START, "me": _MARK_END, "rowids": [r.locator for r in rows]}
        ).all()
    return {ruling_id: _safe_highlight(raw) for ruling_id, raw in found}


@dataclass(frozen=True, slots=True)
class _SearchQuery:
    terms: tuple[str, ...]
    card_id: str | None
    rule: str | None
    after: tuple[float, str] | None
    limit: int


def _extra_sql(card_id: str | None, rule: str | None, params: dict[str, Any], column: str) -> str:
    sql = ""
    if card_id is not None:
        sql += f" AND {column} IN (SELECT ruling_id FROM card_ruling WHERE card_id = :card_id)"
        params["card_id"] = card_id
    if rule is not None:
        sql += f" AND {column} IN (SELECT ruling_id FROM ruling_rule WHERE prefix = :rule)"
        params["rule"] = rule
    return sql


def _keyset_sql(after: tuple[float, str] | None, params: dict[str, Any]) -> str:
    if after is None:
        return ""
    params["after_score"], params["after_id"] = after
    return " WHERE score < :after_score OR (score = :after_score AND id > :after_id)"


def _fts_match(terms: Sequence[str]) -> str:
    # Each term is quoted as an FTS5 string: no operator or column syntax reaches the parser.
    return " ".join('"' + t.replace('"', '""') + '"' for t in terms)


def _rank_sqlite(session: Session, query: _SearchQuery) -> tuple[list[RankedRow], int]:
    params: dict[str, Any] = {"match": _fts_match(query.terms), "limit": query.limit}
    extra = _extra_sql(query.card_id, query.rule, params, "ruling_id")
    total = session.execute(
        text(f"SELECT count(*) FROM ruling_fts WHERE ruling_fts MATCH :match{extra}"), params
    ).scalar_one()
    inner = (
        "SELECT ruling_id AS id, -bm25(ruling_fts) AS score, rowid AS fts_rowid "
        f"FROM ruling_fts WHERE ruling_fts MATCH :match{extra}"
    )
    if query.after is None:
        # Reading a match's ruling id costs more than scoring it: rank by score alone, then
        # read the ids of the rows kept. The order is (score desc, id): when the cut falls in
        # a run of equal scores, every row of that score is kept and the ids decide. The scores
        # are read from the sorted matches as they come, in one scoring pass (scoring is most
        # of a broad search's cost: a second pass over the run of equal scores doubled it).
        result = session.execute(
            text(
                f"SELECT -bm25(ruling_fts) AS score, rowid FROM ruling_fts WHERE ruling_fts MATCH :match{extra} "
                "ORDER BY score DESC"
            ),
            params,
        )
        scored: list[Any] = []
        try:
            for row in result:
                if len(scored) >= query.limit and row[0] != scored[query.limit - 1][0]:
                    break
                scored.append(row)
        finally:
            result.close()
        ids: dict[int, str] = dict(
            session.execute(
                text("SELECT rowid, ruling_id FROM ruling_fts WHERE rowid IN :rowids").bindparams(
                    bindparam("rowids", expanding=True)
                ),
                {"rowids": [r[1] for r in scored]},
            ).all()
        ) if scored else {}
        rows = sorted(
            (RankedRow(ids[rowid], float(score), rowid) for score, rowid in scored if rowid in ids),
            key=lambda r: (-r.score, r.id),
        )
        return rows[: query.limit], int(total)
    else:
        found = session.execute(
            text(
                f"SELECT id, score, fts_rowid FROM ({inner}){_keyset_sql(query.after, params)} "
                "ORDER BY score DESC, id LIMIT :limit"
            ),
            params,
        ).all()
    return [RankedRow(r[0], float(r[1]), r[2]) for r in found], int(total)


def _rank_postgres(session: Session, query: _SearchQuery) -> tuple[list[RankedRow], int]:
    # plainto_tsquery treats its input as plain words: operators in user input are just text.
    params: dict[str, Any] = {"q": " ".join(query.terms), "limit": query.limit}
    extra = _extra_sql(query.card_id, query.rule, params, "id")
    where = f"search_vector @@ plainto_tsquery('english', :q){extra}"
    # ts_rank with length normalisation (1: divided by 1 + log of the length), like bm25 on
    # SQLite; a third of ts_rank_cd's cost on a broad search. The total comes from the same pass.
    inner = (
        "SELECT id, ts_rank(search_vector, plainto_tsquery('english', :q), 1)::float8 AS score, "
        f"count(*) OVER () AS total FROM ruling WHERE {where}"
    )
    rows = session.execute(
        text(
            f"SELECT id, score, total FROM ({inner}) AS hits{_keyset_sql(query.after, params)} "
            "ORDER BY score DESC, id LIMIT :limit"
        ),
        params,
    ).all()
    if rows:
        total = int(rows[0][2])
    else:  # nothing after the cursor (or no match): count on its own
        total = int(session.execute(text(f"SELECT count(*) FROM ruling WHERE {where}"), params).scalar_one())
    return [RankedRow(r[0], float(r[1]), r[0]) for r in rows], total


def _safe_highlight(raw: str | None) -> str | None:
    """HTML-escape the ruling text, then turn the database's markers into <mark> tags, so a
    browser can render the highlight without risk. The index holds symbols as words: they are
    turned back first."""
    if raw is None:
        return None
    return html.escape(symbols_for_words(raw), quote=False).replace(_MARK_START, "<mark>").replace(_MARK_END, "</mark>")


# --- the in-process search index (app/rulings/term_index.py) ---------------------------------


def fts_tokenizer(connection: Connection) -> str | None:
    """The `tokenize` option of `ruling_fts` (None: no full-text table, or one not read here)."""
    sql = connection.execute(
        text("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'ruling_fts'")
    ).scalar()
    found = re.search(r"tokenize\s*=\s*'([^']*)'", sql or "")
    return found.group(1) if found else None


def fts_query_tokens(connection: Connection, tokenizer: str, words: Sequence[str]) -> dict[str, list[str]]:
    """word -> the tokens `ruling_fts` makes of it (its own tokenizer: case folded, stemmed), read
    back from a temporary FTS5 table of this connection with the same tokenizer."""
    if not words:
        return {}
    table = "search_query_tokens_" + hashlib.sha256(tokenizer.encode()).hexdigest()[:12]
    quoted = tokenizer.replace("'", "''")
    connection.execute(text(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{table} USING fts5(t, tokenize = '{quoted}')"))
    connection.execute(
        text(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.{table}_v USING fts5vocab(temp, {table}, instance)")
    )
    connection.execute(text(f"DELETE FROM temp.{table}"))
    connection.execute(
        text(f"INSERT INTO temp.{table} (rowid, t) VALUES (:rowid, :t)"),
        [{"rowid": i + 1, "t": word} for i, word in enumerate(words)],
    )
    tokens: dict[str, list[tuple[int, str]]] = {word: [] for word in words}
    for term, doc, offset in connection.execute(text(f"SELECT term, doc, offset FROM temp.{table}_v")):
        tokens[words[int(doc) - 1]].append((int(offset), str(term)))
    connection.execute(text(f"DELETE FROM temp.{table}"))
    return {word: [t for _, t in sorted(found)] for word, found in tokens.items()}


def read_term_index_sqlite(connection: Connection) -> TermIndex:
    """Every token of `ruling_fts` and the rows it occurs in, from the index itself (fts5vocab):
    the same tokens, stemmed the same way, as the MATCH that the index stands in for. One
    occurrence per line of a term's list, in rowid order; a row's length (bm25's D) is its
    number of occurrences."""
    connection.execute(
        text("CREATE VIRTUAL TABLE IF NOT EXISTS temp.ruling_fts_instances USING fts5vocab(main, ruling_fts, instance)")
    )
    docs = connection.execute(text("SELECT rowid, ruling_id FROM ruling_fts ORDER BY rowid")).all()
    locators = [int(r[0]) for r in docs]
    rowids = np.asarray(locators, dtype=np.int64)
    lengths = np.zeros(len(locators), dtype=np.float64)
    postings: list[tuple[str, Any, Any, None]] = []
    for term, doc_list in connection.execute(
        text("SELECT term, group_concat(doc) FROM temp.ruling_fts_instances GROUP BY term")
    ):
        doc_ids = np.array(doc_list.split(","), dtype=np.int64)
        occurrences = np.searchsorted(rowids, doc_ids)
        # Two statements, two snapshots: a row an import committed after `docs` was read is left
        # out (the next data version builds the index again), never indexed past the end.
        known = occurrences < len(rowids)
        known[known] = rowids[occurrences[known]] == doc_ids[known]
        if not known.all():
            occurrences = occurrences[known]
            if not len(occurrences):
                continue
        rows, counts = np.unique(occurrences, return_counts=True)
        lengths[rows] += counts
        postings.append((str(term), rows, counts, None))
    index = build_index("sqlite", [str(r[1]) for r in docs], locators, lengths, postings)
    index.tokenizer = fts_tokenizer(connection) or ""
    return index


def read_term_index(connection: Connection) -> TermIndex | None:
    """The search index of the rulings as this connection sees them (None: no full-text index)."""
    if connection.dialect.name == "postgresql":
        return read_term_index_postgres(connection)
    if fts_tokenizer(connection) is None:
        return None
    return read_term_index_sqlite(connection)


def read_term_index_postgres(connection: Connection) -> TermIndex:
    """Every lexeme of the stored `search_vector`s and, per ruling holding it, its positions
    (PostgreSQL keeps them sorted, at most 256 per lexeme): what ts_rank reads. Aggregated per
    lexeme by PostgreSQL, as comma-separated text that numpy parses."""
    docs = connection.execute(
        text(
            "SELECT id, (SELECT coalesce(sum(coalesce(cardinality(u.positions), 1)), 0) "
            "FROM unnest(search_vector) AS u) FROM ruling ORDER BY id COLLATE \"C\""
        )
    ).all()
    ids = [str(r[0]) for r in docs]
    lengths = np.asarray([float(r[1]) for r in docs], dtype=np.float64)
    postings: list[tuple[str, Any, Any, Any]] = []
    rows = connection.execute(
        text(
            "WITH d AS (SELECT (row_number() OVER (ORDER BY id COLLATE \"C\") - 1)::int AS doc, search_vector AS v "
            "FROM ruling) "
            "SELECT u.lexeme, string_agg(d.doc::text, ',' ORDER BY d.doc), "
            "string_agg(coalesce(cardinality(u.positions), 1)::text, ',' ORDER BY d.doc), "
            f"string_agg(coalesce(array_to_string(u.positions, ','), '{16383}'), ',' ORDER BY d.doc) "
            "FROM d, unnest(d.v) AS u GROUP BY u.lexeme"
        )
    )
    for lexeme, doc_list, count_list, position_list in rows:
        postings.append((
            str(lexeme),
            np.array(doc_list.split(","), dtype=np.int64),
            np.array(count_list.split(","), dtype=np.int64),
            np.array(position_list.split(","), dtype=np.int64),
        ))
    return build_index("postgresql", ids, list(ids), lengths, postings)


def exact_scores(connection: Connection, terms: Sequence[str], locators: Sequence[Any]) -> dict[Any, float]:
    """locator -> the database's own score of that row for `terms` (the expression the ranked
    search orders by), for these rows only."""
    if not locators:
        return {}
    if connection.dialect.name == "postgresql":
        stmt = text(
            "SELECT id, ts_rank(search_vector, plainto_tsquery('english', :q), 1)::float8 FROM ruling "
            "WHERE id IN :ids"
        ).bindparams(bindparam("ids", expanding=True))
        found = connection.execute(stmt, {"q": " ".join(terms), "ids": list(locators)})
    else:
        # bm25 computes its IDFs (a pass over each term's rows) once per FTS5 query, and a lookup
        # by rowid is a query of its own: past a few rows, `+rowid` (the rows filtered from one
        # pass over the matches, which costs about what 3-4 lookups cost) is the cheaper plan.
        where = "rowid" if len(locators) <= 3 else "+rowid"
        stmt = text(
            f"SELECT rowid, -bm25(ruling_fts) FROM ruling_fts WHERE ruling_fts MATCH :match AND {where} IN :rowids"
        ).bindparams(bindparam("rowids", expanding=True))
        found = connection.execute(stmt, {"match": _fts_match(terms), "rowids": list(locators)})
    return {locator: float(score) for locator, score in found}


_TSQUERY_LEXEME = re.compile(r"'((?:[^']|'')*)'")


def tsquery_lexemes(connection: Connection, terms: Sequence[str]) -> list[str] | None:
    """The lexemes of plainto_tsquery('english', terms) when it is a plain AND of lexemes (what
    the index ranks); None for anything else (no lexeme, a phrase, a prefix, a weight)."""
    query = connection.execute(text("SELECT plainto_tsquery('english', :q)::text"), {"q": " ".join(terms)}).scalar()
    parts = (query or "").split(" & ")
    lexemes: list[str] = []
    for part in parts:
        found = _TSQUERY_LEXEME.fullmatch(part)
        if found is None:
            return None
        if "\\" in found.group(1):
            return None  # escaped in the text form: left to the database
        lexemes.append(found.group(1).replace("''", "'"))
    return lexemes or None


def filtered_ruling_ids(connection: Connection, card_id: str | None, rule: str | None) -> set[str]:
    """The rulings a search's `card` and `rule` filters allow (both given: both must hold)."""
    allowed: set[str] | None = None
    if card_id is not None:
        allowed = set(connection.execute(select(CardRuling.ruling_id).where(CardRuling.card_id == card_id)).scalars())
    if rule is not None:
        by_rule = set(connection.execute(select(RulingRule.ruling_id).where(RulingRule.prefix == rule)).scalars())
        allowed = by_rule if allowed is None else allowed & by_rule
    return allowed or set()


# --- whole decks: cards and rulings as one JSON value each -----------------------------------

# A deck's cards (every column a card object shows or its engine support is worked out from) with
# their ruling ids as [position, id] pairs, and rulings with their card count and first cards
# in card-id order: one statement and one JSON value each, built by the database, so that no
# per-row, per-column work (type processing, JSON columns decoded one by one) happens here. The
# ids come as one bound value (an array; a JSON array on SQLite). Text on PostgreSQL, decoded by
# pydantic-core's parser rather than the driver's. SQLite marks a subquery's JSON again with json().
_DECK_CARD_COLUMNS = (
    "c.id, c.name, c.mana_cost, c.mana_value, c.type_line, c.oracle_text, c.power, c.toughness, {colors},"
    " c.set_code, c.collector_number, c.rarity, c.oracle_id, c.scryfall_id, {definition}, c.engine_support,"
    " {not_modelled}, {keywords}, {legalities}"
)
_DECK_CARDS = {
    "postgresql": (
        "SELECT json_agg(json_build_array("
        + _DECK_CARD_COLUMNS.format(colors="c.colors", definition="c.definition", not_modelled="c.not_modelled",
                                    keywords="c.keywords", legalities="c.legalities")
        + ", (SELECT json_agg(json_build_array(cr.position, cr.ruling_id)) FROM card_ruling AS cr"
        " WHERE cr.card_id = c.id)))::text FROM card AS c WHERE c.id = ANY(%(ids)s)"
    ),
    "sqlite": (
        "SELECT json_group_array(json_array("
        + _DECK_CARD_COLUMNS.format(colors="json(c.colors)", definition="json(c.definition)",
                                    not_modelled="json(c.not_modelled)", keywords="json(c.keywords)",
                                    legalities="json(c.legalities)")
        + ", json((SELECT json_group_array(json_array(cr.position, cr.ruling_id)) FROM card_ruling AS cr"
        " WHERE cr.card_id = c.id)))) FROM card AS c WHERE c.id IN (SELECT value FROM json_each(:ids))"
    ),
}
_RULINGS_WITH_CARDS = {
    "postgresql": (
        "SELECT json_agg(json_build_array(r.id, r.text, r.published_at, r.source, r.rules, r.note,"
        " (SELECT count(*) FROM card_ruling AS n WHERE n.ruling_id = r.id),"
        " (SELECT json_agg(json_build_array(f.card_id, f.name) ORDER BY f.card_id) FROM (SELECT l.card_id, c.name"
        " FROM card_ruling AS l JOIN card AS c ON c.id = l.card_id WHERE l.ruling_id = r.id"
        " ORDER BY l.card_id LIMIT %(per_ruling)s) AS f)))::text FROM ruling AS r WHERE r.id = ANY(%(ids)s)"
    ),
    "sqlite": (
        "SELECT json_group_array(json_array(r.id, r.text, r.published_at, r.source, json(r.rules), r.note,"
        " (SELECT count(*) FROM card_ruling AS n WHERE n.ruling_id = r.id),"
        " json((SELECT json_group_array(json_array(f.card_id, f.name)) FROM (SELECT l.card_id, c.name"
        " FROM card_ruling AS l JOIN card AS c ON c.id = l.card_id WHERE l.ruling_id = r.id"
        " ORDER BY l.card_id LIMIT :per_ruling) AS f)))) FROM ruling AS r"
        " WHERE r.id IN (SELECT value FROM json_each(:ids))"
    ),
}


# The rulings' own columns alone, for when each ruling's card count and first cards come from the
# process's index of them (app/rulings/ruling_cards.py): a ruling by primary key each, no count
# and no join per ruling.
_RULINGS = {
    "postgresql": (
        "SELECT json_agg(json_build_array(r.id, r.text, r.published_at, r.source, r.rules, r.note))::text"
        " FROM ruling AS r WHERE r.id = ANY(%(ids)s)"
    ),
    "sqlite": (
        "SELECT json_group_array(json_array(r.id, r.text, r.published_at, r.source, json(r.rules), r.note))"
        " FROM ruling AS r WHERE r.id IN (SELECT value FROM json_each(:ids))"
    ),
}

# With that index (which also holds each card's ruling ids in page order), a deck's cards and
# their rulings not cached are read in one statement, one round trip: the cards' columns alone
# and the rulings' columns alone, each one JSON value. The ids come as JSON text on both
# databases (on PostgreSQL half the client's CPU of binding them as arrays; the same plan).
_DECK_CARDS_AND_RULINGS = {
    "postgresql": (
        "SELECT (SELECT json_agg(json_build_array("
        + _DECK_CARD_COLUMNS.format(colors="c.colors", definition="c.definition", not_modelled="c.not_modelled",
                                    keywords="c.keywords", legalities="c.legalities")
        + "))::text FROM card AS c WHERE c.id = ANY(ARRAY(SELECT json_array_elements_text(%(card_ids)s::json)))), ("
        + _RULINGS["postgresql"].replace(
            "ANY(%(ids)s)", "ANY(ARRAY(SELECT json_array_elements_text(%(ruling_ids)s::json)))") + ")"
    ),
    "sqlite": (
        "SELECT (SELECT json_group_array(json_array("
        + _DECK_CARD_COLUMNS.format(colors="json(c.colors)", definition="json(c.definition)",
                                    not_modelled="json(c.not_modelled)", keywords="json(c.keywords)",
                                    legalities="json(c.legalities)")
        + ")) FROM card AS c WHERE c.id IN (SELECT value FROM json_each(:card_ids))), ("
        + _RULINGS["sqlite"].replace(":ids", ":ruling_ids") + ")"
    ),
}


@dataclass(frozen=True, slots=True)
class DeckCard:
    """A card's columns as plain values, named as on `Card` (what `to_card_out` and `support_of`
    read), with its ruling ids in page order."""

    id: str
    name: str
    mana_cost: str | None
    mana_value: float
    type_line: str
    oracle_text: str
    power: str | None
    toughness: str | None
    colors: list[str] | None
    set_code: str | None
    collector_number: str | None
    rarity: str | None
    oracle_id: str | None
    scryfall_id: str | None
    definition: dict[str, Any] | None
    engine_support: str
    not_modelled: list[str] | None
    keywords: list[str] | None
    legalities: dict[str, str] | None
    ruling_ids: tuple[str, ...]


def _one_json_value(connection: Connection, statements: dict[str, str], ids: Sequence[str],
                    **params: Any) -> list[Any]:
    dialect = connection.dialect.name
    bound: Any = list(ids) if dialect == "postgresql" else json.dumps(list(ids))
    value = connection.exec_driver_sql(statements[dialect], {"ids": bound, **params}).scalar()
    return from_json(value) if value else []


def deck_cards(connection: Connection, card_ids: Sequence[str]) -> list[DeckCard]:
    """These cards (those that exist, in no set order) with their ruling ids in page order, in
    one statement and one JSON value (see `_DECK_CARDS`)."""
    if not card_ids:
        return []
    return [
        DeckCard(*row[:-1], tuple(rid for _, rid in sorted(row[-1] or ())))  # type: ignore[call-arg]
        for row in _one_json_value(connection, _DECK_CARDS, sorted(set(card_ids)))
    ]


def rulings_with_first_cards(
    connection: Connection, ruling_ids: Sequence[str], per_ruling: int
) -> list[PageRulingWithCards]:
    """These rulings (those that exist, in no set order), each with its card count and first
    `per_ruling` (card id, card name) in card-id order, in one statement and one JSON value.
    Dates come as ISO text."""
    if not ruling_ids:
        return []
    return [
        PageRulingWithCards(rid, text_, published_at, source, rules, note, count,
                            sorted((cid, name) for cid, name in pairs or ()))
        for rid, text_, published_at, source, rules, note, count, pairs in _one_json_value(
            connection, _RULINGS_WITH_CARDS, sorted(set(ruling_ids)), per_ruling=per_ruling)
    ]


def rulings_without_cards(connection: Connection, ruling_ids: Sequence[str]) -> list[list[Any]]:
    """These rulings (those that exist, in no set order) as [id, text, published_at, source, rules,
    note], in one statement and one JSON value (see `_RULINGS`). Dates come as ISO text."""
    if not ruling_ids:
        return []
    return list(_one_json_value(connection, _RULINGS, sorted(set(ruling_ids))))


def deck_cards_and_rulings(
    connection: Connection, card_ids: Sequence[str], ruling_pages: dict[str, tuple[str, ...]], ruling_ids: Sequence[str]
) -> tuple[list[DeckCard], list[list[Any]]]:
    """`deck_cards` (each card's ruling ids given, in page order) and `rulings_without_cards`, in
    one statement: one round trip."""
    params = {"card_ids": json.dumps(sorted(set(card_ids))), "ruling_ids": json.dumps(sorted(set(ruling_ids)))}
    row = connection.exec_driver_sql(_DECK_CARDS_AND_RULINGS[connection.dialect.name], params).one()
    cards = [
        DeckCard(*columns, ruling_pages.get(columns[0], ()))  # type: ignore[call-arg]
        for columns in (from_json(row[0]) if row[0] else [])
    ]
    return cards, from_json(row[1]) if row[1] else []


def ruling_card_links(connection: Connection) -> tuple[list[Any], list[Any]]:
    """Every card's (id, name) in id order, and every link's (ruling id, its card's place in that
    order or -1 for a card that is gone, position) ordered by ruling, then by card id in the
    database's own order (the order a ruling's first cards are picked in): what
    app/rulings/ruling_cards.py builds its index from, after every write. Plain tuples from the
    driver's cursor (no result rows made per link), in the connection's transaction; the
    database matches links to cards (a hash join), not a dict here."""
    cursor = connection.connection.cursor()
    try:
        cursor.execute("SELECT id, name FROM card ORDER BY id")
        cards = list(cursor.fetchall())
        cursor.execute(
            "SELECT l.ruling_id, coalesce(c.n, -1), l.position FROM card_ruling AS l"
            " LEFT JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM card) AS c ON c.id = l.card_id"
            " ORDER BY l.ruling_id, l.card_id"
        )
        links = list(cursor.fetchall())
    finally:
        cursor.close()
    return cards, links
