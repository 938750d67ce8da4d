"""Every SQL statement about cards."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from sqlalchemy import (
    Connection,
    String,
    and_,
    bindparam,
    case,
    cast,
    delete,
    func,
    insert,
    null,
    or_,
    select,
    tuple_,
    union_all,
)
from sqlalchemy.orm import Session

from app.cards.models import Card, CardChange, Printing, PrintingMultiverseId
from app.db.base import upsert_by_primary_key
from app.rulings.models import AppMeta


def upsert_card(session: Session, **fields: Any) -> Card:
    return upsert_by_primary_key(session, Card, fields["id"], **fields)


def get_card(session: Session, card_id: str) -> Card | None:
    return session.get(Card, card_id)


def cards_by_keys(session: Session, keys: Sequence[str], ids: Sequence[str]) -> list[Card]:
    """Cards whose normalised name or id is among those given: one query for a whole decklist."""
    if not keys and not ids:
        return []
    stmt = select(Card).where(or_(Card.name_key.in_(set(keys)), Card.id.in_(set(ids))))
    return list(session.scalars(stmt))


@dataclass(frozen=True, slots=True)
class CardKeys:
    """A card's id with the identifiers other catalogues know it by."""

    id: str
    oracle_id: str | None
    scryfall_id: str | None
    set_code: str | None
    collector_number: str | None


def cards_by_identifiers(
    session: Session,
    *,
    oracle_ids: Sequence[str] = (),
    scryfall_ids: Sequence[str] = (),
    set_numbers: Sequence[tuple[str, str]] = (),
) -> list[CardKeys]:
    """Cards with any of these Oracle ids, Scryfall ids or (upper-case set code, collector number)
    pairs, in id order; at most three indexed queries for a whole collection-style request."""
    columns = (Card.id, Card.oracle_id, Card.scryfall_id, Card.set_code, Card.collector_number)
    found: dict[str, CardKeys] = {}
    statements = []
    if oracle_ids:
        statements.append(select(*columns).where(Card.oracle_id.in_(set(oracle_ids))))
    if scryfall_ids:
        statements.append(select(*columns).where(Card.scryfall_id.in_(set(scryfall_ids))))
    if set_numbers:
        # One equality pair per printing: each an index lookup on (set_code, collector_number).
        statements.append(
            select(*columns).where(
                or_(*(and_(Card.set_code == s, Card.collector_number == n) for s, n in sorted(set(set_numbers))))
            )
        )
    pairs = set(set_numbers)
    for statement in statements:
        for row in session.execute(statement):
            keys = CardKeys(*row)
            by_pair = (keys.set_code, keys.collector_number) in pairs
            if by_pair or keys.oracle_id in oracle_ids or keys.scryfall_id in scryfall_ids:
                found[keys.id] = keys
    return [found[card_id] for card_id in sorted(found)]


# What a card object shows, and what its engine support is worked out from (`support_of`).
_CARD_FIELDS = select(
    Card.id, Card.name, Card.mana_cost, Card.mana_value, Card.type_line, Card.oracle_text, Card.power,
    Card.toughness, Card.colors, Card.set_code, Card.collector_number, Card.rarity, Card.oracle_id,
    Card.scryfall_id, Card.definition, Card.keywords, Card.engine_support, Card.not_modelled, Card.legalities,
).where(Card.id == bindparam("card_id"))


def card_row(connection: Connection, card_id: str) -> Any:
    """One card's fields as a plain row (attributes named as `Card`'s; None when no card has the
    id), without an ORM object."""
    return connection.execute(_CARD_FIELDS, {"card_id": card_id}).first()


def existing_card_ids(session: Session, ids: Sequence[str]) -> set[str]:
    """Which of these card ids exist."""
    if not ids:
        return set()
    return set(session.scalars(select(Card.id).where(Card.id.in_(set(ids)))))


def deck_check_rows(session: Session, ids: Sequence[str]) -> list[Any]:
    """What the deck check reads of these cards (those that exist): one indexed statement."""
    if not ids:
        return []
    stmt = select(
        Card.id, Card.name, Card.type_line, Card.oracle_text, Card.mana_cost, Card.colors, Card.legalities
    ).where(Card.id.in_(set(ids)))
    return list(session.execute(stmt))


def card_id_by_uuid(connection: Connection, uuid: str) -> str | None:
    """The id of the card (the first in id order) with this lower-case Scryfall Oracle id, or
    Scryfall card id of any of its printings; a Core statement, no ORM object."""
    stmt = (
        select(Card.id)
        .where(or_(
            Card.oracle_id == bindparam("uuid"),
            Card.scryfall_id == bindparam("uuid"),
            # any printing's Scryfall id finds its card
            Card.id.in_(select(Printing.card_id).where(Printing.id == bindparam("uuid"))),
        ))
        .order_by(Card.id)
        .limit(1)
    )
    found = connection.execute(stmt, {"uuid": uuid}).scalar()
    return None if found is None else str(found)


def cards_by_ids(session: Session, ids: Sequence[str]) -> list[Card]:
    if not ids:
        return []
    return list(session.scalars(select(Card).where(Card.id.in_(set(ids)))))


def card_rows_by_ids(session: Session, ids: Sequence[str]) -> list[Any]:
    """The cards' columns as plain rows (attributes named as on `Card`), one Core statement on
    the session's connection: for read-only answers, without the ORM's per-object work."""
    if not ids:
        return []
    table = Card.__table__
    return list(session.connection().execute(select(table).where(table.c.id.in_(set(ids)))).all())


def name_catalog(connection: Connection) -> list[tuple[str, str, str]]:
    """(id, name, name_key) of every card, in id order, for the in-memory name index. Read with
    the driver's own cursor in table order and sorted here: the whole table is read once per data
    version, and walking it in id order or making a row object per card costs more than the read."""
    cursor = connection.connection.cursor()
    try:
        cursor.execute("SELECT id, name, name_key FROM card")
        rows = [(str(r[0]), str(r[1]), str(r[2])) for r in cursor.fetchall()]
    finally:
        cursor.close()
    rows.sort(key=itemgetter(0))  # ids are unique: the order of whole tuples, at half the cost
    return rows


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def list_cards(session: Session, *, name_contains: str | None, after_id: str | None, limit: int) -> list[Card]:
    stmt = select(Card).order_by(Card.id).limit(limit)
    if name_contains:
        # The matching ids first, then their rows in id order: SQLite would otherwise walk the whole
        # table in id order (the primary key's index, a row fetched per card) to test each name
        # (58 ms against 13 ms over 30,000 cards).
        matching = select(Card.id).where(Card.name_key.like(f"%{_escape_like(name_contains)}%", escape="\\"))
        stmt = stmt.where(Card.id.in_(matching))
    if after_id is not None:
        stmt = stmt.where(Card.id > after_id)
    return list(session.scalars(stmt))


def card_ids_named_like(session: Session, name_contains: str, most: int) -> list[str]:
    """The ids of the cards whose name key contains `name_contains`, in the database's id order,
    `most` + 1 at most: one scan of the covering index (id, name, name_key), in id order, no row
    read, which stops at the first `most` + 1."""
    like = Card.name_key.like(f"%{_escape_like(name_contains)}%", escape="\\")
    stmt = select(Card.id).where(like).order_by(Card.id).limit(most + 1)
    return list(session.connection().execute(stmt).scalars())


def cards_by_ids_in_order(session: Session, ids: Sequence[str]) -> list[Card]:
    """These cards, in id order (the database's)."""
    if not ids:
        return []
    return list(session.scalars(select(Card).where(Card.id.in_(ids)).order_by(Card.id)))


def count_cards(session: Session, *, name_contains: str | None) -> int:
    stmt = select(func.count()).select_from(Card)
    if name_contains:
        stmt = stmt.where(Card.name_key.like(f"%{_escape_like(name_contains)}%", escape="\\"))
    return int(session.scalar(stmt) or 0)


# --- card faces (double-faced, split, adventure cards) -----------------------------------------


def cards_by_face_keys(session: Session, keys: Sequence[str]) -> list[tuple[str, Card]]:
    """(face name key, card) for every card with a face whose normalised name is among those given."""
    if not keys:
        return []
    from app.db.platform_models import CardFace

    stmt = (
        select(CardFace.name_key, Card)
        .join(Card, Card.id == CardFace.card_id)
        .where(CardFace.name_key.in_(set(keys)))
        .order_by(CardFace.name_key, Card.id)
    )
    return [(key, card) for key, card in session.execute(stmt).all()]


def face_name_catalog(connection: Connection) -> list[tuple[str, str, str]]:
    """(card id, face name, face name key) of every face, for fuzzy matching, by card id then
    position, in Python's order of the ids (as `name_catalog`), whatever the database's collation."""
    from app.db.platform_models import CardFace

    rows = list(connection.execute(select(CardFace.card_id, CardFace.position, CardFace.name, CardFace.name_key)))
    rows.sort(key=itemgetter(0, 1))
    return [(r[0], r[2], r[3]) for r in rows]


# --- the cards each data version changed (`card_change`), for the readers' name indexes ----------

# A write that changes more cards than this in one data version does not list them: the readers
# read the whole catalog again (a list that long would cost them as much).
CHANGES_MAX_CARDS = 5_000
# The change lists of this many versions back are kept (a reader further behind rebuilds): an
# import commits 10-20 versions a second, up to 2,000 cards each, so the table holds half a
# million rows at most.
CHANGES_KEPT_VERSIONS = 256


# Marker rows of `card_change` (never a card's id: ids are slugs): the version's changed cards are
# all listed; the version wrote no ruling, ruling source nor link (its search index is the last's).
CARDS_LISTED = ""
RULINGS_UNCHANGED = "=rulings"


def record_card_changes(
    session: Session, version: int, card_ids: Sequence[str] | set[str], *, rulings_unchanged: bool = False
) -> None:
    """In the transaction that bumped the data version to `version`: the cards it added or changed
    (a column or its faces), and whether it left the rulings as they were. Drops the lists of
    versions long past, and any left at or above this version (a data version set back by hand)."""
    connection = session.connection()
    connection.execute(delete(CardChange).where(
        or_(CardChange.version <= version - CHANGES_KEPT_VERSIONS, CardChange.version >= version)))
    ids = set(card_ids)
    rows = [{"version": version, "card_id": RULINGS_UNCHANGED}] if rulings_unchanged else []
    if len(ids) <= CHANGES_MAX_CARDS:
        rows += [{"version": version, "card_id": CARDS_LISTED}, *({"version": version, "card_id": i} for i in sorted(ids))]
    if rows:
        connection.execute(insert(CardChange), rows)


def rulings_unchanged(connection: Connection, since: int, until: int) -> bool:
    """True when every data version after `since` up to `until` recorded that it wrote no ruling,
    ruling source nor link (an import's batches of cards)."""
    change = CardChange.__table__.c
    marked = connection.execute(
        select(func.count()).where(change.version > since, change.version <= until, change.card_id == RULINGS_UNCHANGED)
    ).scalar()
    return marked == until - since


@dataclass(frozen=True)
class ChangedNames:
    """What the name index needs of the cards some data versions changed."""

    ids: set[str]  # every card listed, those since gone included
    rows: list[tuple[str, str, str]]  # (id, name, name_key) of those that exist, in id order
    faces: list[tuple[str, str, str]]  # (card id, name, name_key) of their faces, by card id, position


def changed_names(connection: Connection, since: int, until: int) -> ChangedNames | None:
    """The cards changed by the data versions after `since` up to `until`, read through the change
    lists (joins: no list of ids sent back to the database); None when one of those versions did
    not list its changes (or they were dropped), or listed more than CHANGES_MAX_CARDS in all:
    anything may have changed, the caller reads the whole catalog."""
    from app.db.platform_models import CardFace

    change = CardChange.__table__.c
    between = and_(change.version > since, change.version <= until)
    cards = change.card_id.not_in([CARDS_LISTED, RULINGS_UNCHANGED])
    markers, listed = connection.execute(
        select(func.count(case((change.card_id == CARDS_LISTED, 1))), func.count(case((cards, 1)))).where(between)
    ).one()
    if markers != until - since or listed > CHANGES_MAX_CARDS:
        return None
    ids: set[str] = set()
    rows: dict[str, tuple[str, str, str]] = {}
    for card_id, name, key in connection.execute(
        select(change.card_id, Card.name, Card.name_key)
        .outerjoin(Card, Card.id == change.card_id)
        .where(between, cards)
    ):
        ids.add(card_id)
        if name is not None:
            rows[card_id] = (str(card_id), str(name), str(key))
    faces = connection.execute(
        select(CardFace.card_id, CardFace.position, CardFace.name, CardFace.name_key)
        .where(CardFace.card_id.in_(select(change.card_id).where(between, cards)))
    ).all()
    return ChangedNames(
        ids=ids,
        rows=sorted(rows.values(), key=itemgetter(0)),
        faces=[(f[0], f[2], f[3]) for f in sorted(faces, key=itemgetter(0, 1))],
    )


def engine_support_rows(session: Session, set_code: str | None = None) -> list[tuple[str, str, str, list[str]]]:
    """(name, type line, engine support, not-modelled lines) of every card, or of one set's."""
    stmt = select(Card.name, Card.type_line, Card.engine_support, Card.not_modelled).order_by(Card.id)
    if set_code:
        stmt = stmt.where(Card.set_code == set_code.upper())
    return [
        (name, type_line or "", support, list(not_modelled or []))
        for name, type_line, support, not_modelled in session.execute(stmt)
    ]


# Cards whose engine definition is written by hand (the seeds): an import never rebuilds it.
# One app_meta row per card: `curated_card:<card id>` (the key holds 64 characters).
CURATED_PREFIX = "curated_card:"


def curated_key(card_id: str) -> str:
    return (CURATED_PREFIX + card_id)[:64]


def mark_curated(session: Session, card_ids: Sequence[str]) -> None:
    """Exactly these cards carry hand-written definitions (replaces the previous marks)."""
    session.execute(delete(AppMeta).where(AppMeta.key.startswith(CURATED_PREFIX)))
    session.add_all(AppMeta(key=curated_key(card_id), value="seed") for card_id in dict.fromkeys(card_ids))
    session.flush()


def cards_named(
    connection: Connection, keys: Sequence[str], ids: Sequence[str]
) -> tuple[dict[str, str], set[str], dict[str, str]]:
    """What the name index answers for these name keys and ids without typo matching, read from
    the tables (while the index of a new data version is being built): name key -> the card
    with that key (the last in id order, as the index keeps), the ids that are cards', and face
    name key -> the card of the first such face (in the order `face_name_catalog` reads them).
    Three indexed queries whatever the number of names."""
    from app.db.platform_models import CardFace

    by_key: dict[str, str] = {}
    if keys:
        for card_id, key in connection.execute(select(Card.id, Card.name_key).where(Card.name_key.in_(set(keys)))):
            if key not in by_key or card_id > by_key[key]:
                by_key[key] = card_id
    found_ids = set(connection.execute(select(Card.id).where(Card.id.in_(set(ids)))).scalars()) if ids else set()
    by_face: dict[str, str] = {}
    if keys:
        faces = connection.execute(
            select(CardFace.card_id, CardFace.name_key)
            .join(Card, Card.id == CardFace.card_id)
            .where(CardFace.name_key.in_(set(keys)))
            .order_by(CardFace.card_id, CardFace.position)
        )
        for card_id, key in faces:
            by_face.setdefault(key, card_id)
    return by_key, found_ids, by_face


# --- printings -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PrintingKeys:
    """One printing as a lookup reports it. `id` is None for a card's default printing that has
    no `printing` row (a card written without an import: its own set, number and Scryfall id)."""

    card_id: str
    id: str | None
    scryfall_id: str | None
    set_code: str | None
    collector_number: str | None
    lang: str | None


_NULL_TEXT = cast(null(), String(64))
_PRINTING_KEYS = (Printing.card_id, Printing.id, Printing.scryfall_id, Printing.set_code, Printing.collector_number,
                  Printing.lang)  # fmt: skip
_CARD_KEYS = (Card.id, _NULL_TEXT, Card.scryfall_id, Card.set_code, Card.collector_number, _NULL_TEXT)


def printings_by_identifiers(
    connection: Connection,
    *,
    scryfall_ids: Sequence[str] = (),
    set_numbers: Sequence[tuple[str, str]] = (),
    mtgo_ids: Sequence[int] = (),
    multiverse_ids: Sequence[int] = (),
    illustration_ids: Sequence[str] = (),
    card_sets: Sequence[tuple[str, str]] = (),
) -> list[tuple[str, Any, PrintingKeys]]:
    """(form, the key it matched, printing) for every printing with one of these identifiers: one
    indexed statement per form given, whatever the number of identifiers. Forms: `scryfall_id`
    (lower case; a printing's, or a card's own when it has no printing row), `set_number`
    ((upper-case set code, collector number): likewise), `mtgo_id` (MTGO or MTGO foil id),
    `multiverse_id`, `illustration_id` (lower case), `card_set` ((card id, upper-case set code):
    that card's printings in that set)."""
    found: list[tuple[str, Any, PrintingKeys]] = []

    def run(form: str, statement: Any, key_of: Callable[[Any], Any]) -> None:
        for row in connection.execute(statement):
            found.append((form, key_of(row), PrintingKeys(*row[:6])))

    if scryfall_ids:
        for row in _by_scryfall_ids(connection, sorted(set(scryfall_ids))):
            found.append(("scryfall_id", (row[2] or "").lower(), PrintingKeys(*row)))
    if set_numbers:
        for row in _by_set_numbers(connection, sorted(set(set_numbers))):
            found.append(("set_number", (row[3], row[4]), PrintingKeys(*row)))
    if mtgo_ids:
        ids = sorted(set(mtgo_ids))
        run("mtgo_id", select(*_PRINTING_KEYS, Printing.mtgo_id, Printing.mtgo_foil_id).where(
            or_(Printing.mtgo_id.in_(ids), Printing.mtgo_foil_id.in_(ids))),
            lambda row: row[6] if row[6] in ids else row[7])
    if multiverse_ids:
        # Two index lookups rather than a join, whose plan PostgreSQL may get wrong on a table
        # just filled by an import (no statistics yet: a hash join over every printing, 150 ms).
        pairs = connection.execute(
            select(PrintingMultiverseId.printing_id, PrintingMultiverseId.multiverse_id)
            .where(PrintingMultiverseId.multiverse_id.in_(sorted(set(multiverse_ids))))
        ).all()
        if pairs:
            rows = {row[1]: row for row in connection.execute(
                select(*_PRINTING_KEYS).where(Printing.id.in_(sorted({p for p, _ in pairs}))))}
            found += [("multiverse_id", m, PrintingKeys(*rows[p])) for p, m in pairs if p in rows]
    if illustration_ids:
        run("illustration_id", select(*_PRINTING_KEYS, Printing.illustration_id)
            .where(Printing.illustration_id.in_(sorted(set(illustration_ids)))), lambda row: row[6])
    if card_sets:
        card_ids, sets = sorted({c for c, _ in card_sets}), sorted({s for _, s in card_sets})
        run("card_set", union_all(
            select(*_PRINTING_KEYS).where(Printing.card_id.in_(card_ids), Printing.set_code.in_(sets)),
            select(*_CARD_KEYS).where(Card.id.in_(card_ids), Card.set_code.in_(sets)),
        ), lambda row: (row[0], row[3]))
    return found


def _by_scryfall_ids(connection: Connection, ids: list[str]) -> list[Any]:
    """The printings (a printing with a Scryfall id has it as its key), and the cards' own default
    printings, with these Scryfall ids: a plain driver statement, as `_by_set_numbers`."""
    mark = "?" if connection.dialect.paramstyle == "qmark" else "%s"
    marks = ", ".join(mark for _ in ids)
    sql = (
        f"SELECT card_id, id, scryfall_id, set_code, collector_number, lang FROM printing WHERE id IN ({marks}) "
        f"UNION ALL SELECT id, NULL, scryfall_id, set_code, collector_number, NULL FROM card "
        f"WHERE scryfall_id IN ({marks})"
    )
    return list(connection.exec_driver_sql(sql, tuple(ids) * 2).all())


def _by_set_numbers(connection: Connection, pairs: list[tuple[str, str]]) -> list[Any]:
    """The printings, and the cards' own default printings, with these (set code, collector
    number) pairs: one equality pair each, an index lookup on (set_code, collector_number). A
    plain driver statement: SQLAlchemy would spend ~6 ms building and binding 100 pairs for a
    query the database answers in 0.5 ms."""
    mark = "?" if connection.dialect.paramstyle == "qmark" else "%s"
    where = " OR ".join(f"(set_code = {mark} AND collector_number = {mark})" for _ in pairs)
    sql = (
        f"SELECT card_id, id, scryfall_id, set_code, collector_number, lang FROM printing WHERE {where} "
        f"UNION ALL SELECT id, NULL, scryfall_id, set_code, collector_number, NULL FROM card WHERE {where}"
    )
    flat = tuple(value for pair in pairs for value in pair)
    return list(connection.exec_driver_sql(sql, flat + flat).all())


def card_printings(session: Session, card_id: str, *, after: list[Any] | None, limit: int) -> list[Printing]:
    """A card's printings by set code, collector number and id (keyset: `after` is the last
    row's [set code, collector number, id], "" for none)."""
    order = (func.coalesce(Printing.set_code, ""), func.coalesce(Printing.collector_number, ""), Printing.id)
    stmt = select(Printing).where(Printing.card_id == card_id).order_by(*order).limit(limit)
    if after is not None:
        stmt = stmt.where(tuple_(*order) > tuple_(*(str(v) for v in after)))
    return list(session.scalars(stmt))


def count_card_printings(session: Session, card_id: str) -> int:
    return int(session.scalar(select(func.count()).select_from(Printing).where(Printing.card_id == card_id)) or 0)


def default_printing_row(session: Session, card: Card) -> Printing | None:
    """The printing row that is the card's default (its Scryfall id, else its set and number)."""
    if card.scryfall_id:
        found = session.get(Printing, card.scryfall_id.lower())
        if found is not None:
            return found
    if card.set_code and card.collector_number:
        return session.scalar(
            select(Printing)
            .where(Printing.card_id == card.id, Printing.set_code == card.set_code,
                   Printing.collector_number == card.collector_number)
            .order_by(Printing.id)
            .limit(1)
        )
    return None
