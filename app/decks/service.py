"""The deck check: read the deck (a decklist or lists of cards), find each card exactly, read their
facts, and judge the deck by the format's rules (app/decks/rules.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy.orm import Session

from app.cards import repository as cards_repo
from app.cards import service as cards_service
from app.core.errors import InvalidRequest
from app.core.versioned_cache import VersionedCache
from app.db.session import get_engine, session_context
from app.decklist.parser import parse_decklist
from app.decks.formats import FORMAT_NAMES, Format, format_named
from app.decks.rules import CardFacts, DeckCheck, Entry, check_deck
from app.decks.schemas import MAX_DECK_ENTRIES, DeckCard, DeckCheckOut, DeckCheckRequest, DeckCounts, DeckProblem
from app.rulings import repository as rulings_repo


def _weigh_facts(card: CardFacts) -> int:
    # the object, its strings, the legalities dict and its items, roughly
    return 600 + len(card.name) + len(card.type_line) + len(card.oracle_text) + 120 * len(card.legalities)


# What the deck check reads of each card, per data version (decks share most of their cards).
_facts_cache: VersionedCache[str, CardFacts] = VersionedCache(8 * 1024 * 1024, _weigh_facts)


@dataclass(frozen=True, slots=True)
class _Line:
    section: str
    quantity: int
    query: str
    by_id: bool = False
    line: int | None = None
    set_code: str | None = None
    collector_number: str | None = None


def format_of(name: str) -> Format:
    fmt = format_named(name)
    if fmt is None:
        raise InvalidRequest(
            f"Unknown format {name!r}. Known formats: {', '.join(FORMAT_NAMES)}.",
            errors=[{"loc": ["body", "format"], "msg": f"unknown format; one of: {', '.join(FORMAT_NAMES)}"}],
            formats=list(FORMAT_NAMES),
        )
    return fmt


def _lines(body: DeckCheckRequest) -> list[_Line]:
    if body.decklist is None:
        out: list[_Line] = []
        for section, items in (("main", body.main), ("sideboard", body.sideboard), ("commander", body.commander)):
            for item in items or ():
                out.append(_item(section, item))
        return out
    parsed = parse_decklist(body.decklist)
    if parsed.unparsed:
        raise InvalidRequest(
            f"{len(parsed.unparsed)} decklist line(s) are not cards, section headers or comments; a deck is "
            "checked only when every line is read.",
            errors=[
                {"loc": ["body", "decklist"], "msg": f"line {u.line}: {u.reason}: {u.text[:80]!r}"}
                for u in parsed.unparsed[:20]
            ],
        )
    if len(parsed.entries) > MAX_DECK_ENTRIES:
        raise InvalidRequest(
            f"The decklist has {len(parsed.entries)} card lines; the limit is {MAX_DECK_ENTRIES}.",
            errors=[{"loc": ["body", "decklist"], "msg": f"at most {MAX_DECK_ENTRIES} card lines"}],
        )
    return [
        _Line(e.section, e.quantity, e.name, line=e.line, set_code=e.set_code, collector_number=e.collector_number)
        for e in parsed.entries
    ]


def _item(section: str, item: DeckCard) -> _Line:
    if item.id is not None:
        return _Line(section, item.quantity, item.id, by_id=True)
    assert item.name is not None
    return _Line(section, item.quantity, item.name)


def _resolve(session: Session, lines: list[_Line], version: int) -> list[str | None]:
    """Each line's card id: by exact name, face name or id (a name), by card id, Oracle id or
    Scryfall id (an `id`), and, for a decklist line whose name finds nothing, by its printing (set
    and collector number). Never by a shortened or mistyped name."""
    found: list[str | None] = [None] * len(lines)
    names = [(i, line.query) for i, line in enumerate(lines) if not line.by_id]
    if names:
        matches = cards_service.match_exact_names(session, [q for _, q in names], version)
        for (i, _), match in zip(names, matches, strict=True):
            found[i] = match.card_id
    ids = [(i, line.query) for i, line in enumerate(lines) if line.by_id]
    if ids:
        slugs = {q for _, q in ids if not cards_service.is_uuid(q)}
        existing = cards_repo.existing_card_ids(session, sorted(slugs))
        uuids = sorted({q.lower() for _, q in ids if cards_service.is_uuid(q)})
        by_uuid: dict[str, str] = {}
        if uuids:
            for keys in cards_repo.cards_by_identifiers(session, oracle_ids=uuids):
                if keys.oracle_id is not None:
                    by_uuid.setdefault(keys.oracle_id, keys.id)
            # any printing's Scryfall id, as lookups take it (the lowest card id where several match)
            for key, card_id in _printing_cards(session, scryfall_ids=uuids):
                by_uuid.setdefault(key, card_id)
        for i, q in ids:
            found[i] = q if q in existing else by_uuid.get(q.lower())
    printings = [
        (i, (line.set_code, line.collector_number))
        for i, line in enumerate(lines)
        if found[i] is None and line.set_code and line.collector_number
    ]
    if printings:
        pairs = sorted({(s.upper(), n) for _, (s, n) in printings if s and n})
        by_pair: dict[Any, str] = {}
        for key, card_id in _printing_cards(session, set_numbers=pairs):
            by_pair.setdefault(key, card_id)
        for i, (set_code, number) in printings:
            found[i] = by_pair.get(((set_code or "").upper(), number))
    return found


def _printing_cards(session: Session, **identifiers: Any) -> list[tuple[Any, str]]:
    """(the identifier matched, its card id) for every printing with one of these identifiers
    (`cards_repo.printings_by_identifiers`: any printing, not only a card's default one), lowest
    card id first."""
    matches = cards_repo.printings_by_identifiers(session.connection(), **identifiers)
    return sorted(((key, printing.card_id) for _, key, printing in matches), key=lambda match: match[1])


def _facts(row: Any) -> CardFacts:
    return CardFacts(
        id=row.id,
        name=row.name,
        type_line=row.type_line or "",
        oracle_text=row.oracle_text or "",
        mana_cost=row.mana_cost,
        colors=tuple(row.colors or ()),
        legalities=dict(row.legalities or {}),
    ).with_identity()


def _load_facts(session: Session, ids: list[str]) -> dict[str, CardFacts]:
    return {row.id: _facts(row) for row in cards_repo.deck_check_rows(session, ids)}


def check(session: Session, body: DeckCheckRequest) -> DeckCheckOut:
    fmt = format_of(body.format)
    lines = _lines(body)
    version = rulings_repo.get_data_version(session)
    ids = _resolve(session, lines, version)
    facts = _facts_cache.get_many(
        cards_service.database_scope(session),
        version,
        [i for i in ids if i is not None],
        lambda missing: _load_facts(session, missing),
    )
    entries = [
        Entry(line.section, line.quantity, line.query, facts.get(card_id) if card_id is not None else None, line.line)
        for line, card_id in zip(lines, ids, strict=True)
    ]
    return to_out(check_deck(fmt, entries))


def to_out(result: DeckCheck) -> DeckCheckOut:
    return DeckCheckOut(
        format=result.format.name,
        legal=result.legal,
        problems=[
            DeckProblem(type=p.type, detail=p.detail, cards=list(p.cards), cites=list(p.cites)) for p in result.problems
        ],
        counts=DeckCounts(**result.counts),
    )


def check_task(database_url: str, body: DeckCheckRequest) -> bytes:
    """POST /v1/decks/check after the HTTP layer, as a worker runs it (app/core/workers.py): the
    decklist's parsing, the card reads and the rules, on a session of the worker's own; the
    answer's bytes."""
    with session_context(get_engine(database_url)) as session:
        return check(session, body).model_dump_json().encode()
