"""Ruling use cases: lookup, search, decklists, and the API-key-protected writes."""

from __future__ import annotations

import functools
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, NamedTuple, Protocol

import numpy as np
from pydantic import TypeAdapter
from pydantic_core import to_json
from sqlalchemy import Connection, Engine
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from app.cards import repository as cards_repo
from app.cards import service as cards_service
from app.cards.schemas import CardRef
from app.core.errors import Conflict, InvalidRequest, NotFound
from app.core.pagination import decode_cursor, encode_cursor, page_in_memory
from app.core.schemas import ListOut
from app.core.versioned_cache import VersionedCache, weigh_bytes
from app.db.session import get_engine, read_only, session_context
from app.decklist import parse_decklist
from app.rulings import repository as rulings_repo
from app.rulings import ruling_cards, term_index_cache
from app.rulings.schemas import (
    CardIdentifier,
    LookupRequest,
    LookupResponse,
    NotFoundName,
    RulingCreate,
    RulingHit,
    RulingOut,
    RulingUpdate,
    UnparsedLine,
)
from app.rulings.symbols import symbol_terms, without_symbols
from app.seeding.gatherer import RULE_PATTERN, extract_rules, normalise_text, ruling_id

_WORD = re.compile(r"\w+", re.UNICODE)
MAX_TERMS = 32
MAX_TERM_LENGTH = 100


# In lists, a ruling names at most this many of its cards (`card_count` says how many in all;
# GET /v1/rulings/{id} names every one).
CARDS_PER_RULING_IN_LISTS = 20


class RulingFields(Protocol):
    """What a ruling object is made of: an ORM `Ruling` or a plain row of its columns."""

    @property
    def id(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def published_at(self) -> date | None: ...
    @property
    def source(self) -> str: ...
    @property
    def rules(self) -> list[str] | None: ...
    @property
    def note(self) -> str | None: ...


def to_ruling_out(
    ruling: RulingFields, cards: Sequence[tuple[str, str]], card_count: int | None = None
) -> RulingOut:
    return RulingOut(
        id=ruling.id,
        text=ruling.text,
        published_at=ruling.published_at,
        source=ruling.source,
        rules=list(ruling.rules or []),
        cards=[CardRef(id=card_id, name=name) for card_id, name in cards],
        card_count=len(cards) if card_count is None else card_count,
        note=ruling.note,
    )


def rulings_out(
    session: Session, rulings: Sequence[RulingFields], per_ruling: int | None = CARDS_PER_RULING_IN_LISTS
) -> list[RulingOut]:
    cards = rulings_repo.cards_of_rulings(session, [r.id for r in rulings], per_ruling=per_ruling)
    return [to_ruling_out(r, *cards.get(r.id, ([], 0))) for r in rulings]


def get_ruling(session: Session, rid: str) -> RulingOut:
    ruling = rulings_repo.get_ruling(session, rid)
    if ruling is None:
        raise NotFound(f"No ruling has the id {rid!r}.", ruling_id=rid)
    return rulings_out(session, [ruling], per_ruling=None)[0]


CARD_RULINGS_PAGE = 100  # a card's rulings per page by default: every card's whole page today


def card_rulings(
    session: Session, card_id: str, limit: int = CARD_RULINGS_PAGE, cursor: str | None = None
) -> ListOut[RulingOut]:
    card = cards_service.get_card(session, card_id)
    rulings = rulings_repo.rulings_of_cards(session, [card.id]).get(card.id, [])
    page, next_cursor = page_in_memory("card_rulings", rulings, lambda ruling: ruling.id, cursor, limit)
    data = rulings_out(session, page)
    return ListOut[RulingOut](
        data=data, has_more=next_cursor is not None, next_cursor=next_cursor, total=len(rulings)
    )


def card_rulings_json(
    engine: Engine,
    card_id: str,
    limit: int = CARD_RULINGS_PAGE,
    cursor: str | None = None,
    page_url: Callable[[str | None], str | None] = lambda cursor: None,
) -> bytes:
    """GET /v1/cards/{card_id}/rulings as the bytes `card_rulings` serialises to, made cheaply:
    one statement through the driver (the card's page with each ruling's card count and first
    cards, as one JSON value; two more only for a card asked for by UUID), plain values,
    and JSON written by pydantic's serialiser from plain dicts (the same bytes as the validated
    `ListOut[RulingOut]`), with no ORM object, identity map or validation on the way."""
    per_ruling = CARDS_PER_RULING_IN_LISTS
    page = rulings_repo.full_card_page(engine, card_id, per_ruling)
    if page is None and cards_service.is_uuid(card_id):
        with read_only(engine).connect() as connection:
            found = cards_repo.card_id_by_uuid(connection, card_id.lower())
        page = rulings_repo.full_card_page(engine, found, per_ruling) if found is not None else None
    if page is None:
        raise NotFound(f"No card has the id {card_id!r}.", card_id=card_id)
    total = len(page)
    page, next_cursor = page_in_memory("card_rulings", page, lambda ruling: ruling.id, cursor, limit)
    data = [
        {
            "object": "ruling",
            "id": r.id,
            "text": r.text,
            "published_at": r.published_at,
            "source": r.source,
            "rules": list(r.rules or []),
            "cards": [{"id": cid, "name": name} for cid, name in r.cards],
            "card_count": r.card_count,
            "note": r.note,
        }
        for r in page
    ]
    return to_json({
        "object": "list", "data": data, "has_more": next_cursor is not None, "next_cursor": next_cursor,
        "total": total, "next_page": page_url(next_cursor),
    })


def normalise_rule(rule: str | None) -> str | None:
    if rule is None:
        return None
    cleaned = rule.strip()
    cleaned = re.sub(r"^(?:cr|rule)\s*", "", cleaned, flags=re.IGNORECASE).lower()
    if not RULE_PATTERN.match(cleaned):
        raise InvalidRequest(
            f"`rule` must be a Comprehensive Rules number such as 302, 302.6 or 702.22k; got {rule!r}.",
            errors=[{"loc": ["query", "rule"], "msg": "not a rule number"}],
        )
    return cleaned


def search_terms(q: str) -> list[str]:
    """Plain words only: quotes, operators and punctuation never reach the database's parser.
    Mana and tap symbols (`{T}`, `{2/W}`) become the words the index holds for them."""
    terms = [t for t in _WORD.findall(without_symbols(q)) if len(t) <= MAX_TERM_LENGTH]
    return list(dict.fromkeys(terms + symbol_terms(q)))[:MAX_TERMS]


def search(
    session: Session, *, q: str | None, card: str | None, rule: str | None, cursor: str | None, limit: int
) -> ListOut[RulingHit]:
    card_id = _card_filter(session, card)
    prefix = normalise_rule(rule)
    if q is None or not q.strip():
        after_id = decode_cursor("rulings", cursor)
        rows, total = rulings_repo.list_rulings(
            session, card_id=card_id, rule=prefix, after_id=str(after_id[0]) if after_id else None, limit=limit + 1
        )
        has_more = len(rows) > limit
        rows = rows[:limit]
        return ListOut[RulingHit](
            data=[RulingHit(**r.model_dump()) for r in rulings_out(session, rows)],
            has_more=has_more,
            next_cursor=encode_cursor("rulings", [rows[-1].id]) if has_more and rows else None,
            total=total,
        )
    after_key = decode_cursor("search", cursor)
    after: tuple[float, str] | None = None
    if after_key is not None:
        if len(after_key) != 2 or not isinstance(after_key[0], int | float) or not isinstance(after_key[1], str):
            raise InvalidRequest("The cursor is not one this listing issued.")
        after = (float(after_key[0]), after_key[1])
    terms = search_terms(q)
    scope, version = cards_service.database_scope(session), rulings_repo.get_data_version(session)
    ranked, total = _ranked_page(session, (scope, version), terms, card_id, prefix, after, limit + 1)
    has_more = len(ranked) > limit
    ranked = ranked[:limit]
    outs = _ruling_outs.get_many(scope, version, [r.id for r in ranked],
                                 lambda ids: _load_ruling_outs(session, (scope, version), ids))
    by_id = {row.id: row for row in ranked}
    key = tuple(terms)
    highlights = {
        ruling_id: text
        for (_, ruling_id), text in _highlights.get_many(
            scope, version, [(key, row.id) for row in ranked],
            lambda keys: {(key, rid): h for rid, h in rulings_repo.search_highlights(
                session, terms, [by_id[k[1]] for k in keys]).items() if h is not None},
        ).items()
    }
    return ListOut[RulingHit](
        data=[
            RulingHit(**outs[row.id].model_dump(), highlight=highlights.get(row.id), score=round(row.score, 6))
            for row in ranked
            if row.id in outs
        ],
        has_more=has_more,
        next_cursor=encode_cursor("search", [ranked[-1].score, ranked[-1].id]) if has_more and ranked else None,
        total=total,
    )


# The first RANKING_DEPTH ranked matches of each search, per data version. A broad search ranked
# by the database ranks every match (bm25 / ts_rank over thousands of rows) whichever page is
# asked for; with this, the next pages, and the same search from another client, are cut from
# memory. With the in-process index, a ranking costs about what its depth costs (the database
# scores the candidates): the first INDEX_DEPTHS that holds the page is ranked, then the next.
RANKING_DEPTH = 200
INDEX_DEPTHS = (32, 256, 2048)


@dataclass(frozen=True, slots=True)
class _Ranking:
    rows: tuple[rulings_repo.RankedRow, ...]
    total: int
    indexed: bool  # ranked with the in-process index (deeper rankings can be had the same way)


_RankingKey = tuple[tuple[str, ...], str | None, str | None, int]
def _weigh_ranking(ranking: _Ranking) -> int:
    return 100 + 200 * len(ranking.rows)  # a row: its object, id string, score and locator


# Both keyed by the client's search words: bounded by bytes (issue 14).
_rankings: VersionedCache[_RankingKey, _Ranking] = VersionedCache(32 * 1024 * 1024, _weigh_ranking)
# Each hit's snippet for the search words (the same whatever the card or rule filter).
_highlights: VersionedCache[tuple[tuple[str, ...], str], str] = VersionedCache(8 * 1024 * 1024, weigh_bytes)


def _load_one(load: Callable[[int], _Ranking], depth: int, keys: list[_RankingKey]) -> dict[_RankingKey, _Ranking]:
    return {keys[0]: load(depth)}


def _ranked_page(
    session: Session,
    at: tuple[str, int],  # the database's cache scope and the data version read
    terms: list[str],
    card_id: str | None,
    rule: str | None,
    after: tuple[float, str] | None,
    limit: int,
) -> tuple[list[rulings_repo.RankedRow], int]:
    if not terms:
        return [], 0

    def load(depth: int) -> _Ranking:
        ranked = _rank_with_index(session, at, terms, card_id, rule, depth)
        if ranked is not None:
            return _Ranking(tuple(ranked[0]), ranked[1], True)
        rows, total = rulings_repo.rank_rulings(
            session, terms=terms, card_id=card_id, rule=rule, after=None, limit=RANKING_DEPTH
        )
        return _Ranking(tuple(rows), total, False)

    depths = [d for d in INDEX_DEPTHS if d >= limit] or [INDEX_DEPTHS[-1]]
    for depth in depths:
        key = (tuple(terms), card_id, rule, depth)
        ranking = _rankings.get_many(*at, [key], functools.partial(_load_one, load, depth))[key]
        start = 0
        if after is not None:
            score, ruling_id = after
            start = next(
                (i for i, r in enumerate(ranking.rows) if r.score < score or (r.score == score and r.id > ruling_id)),
                len(ranking.rows),
            )
        page = list(ranking.rows[start : start + limit])
        if len(page) == limit or len(ranking.rows) == ranking.total:
            return page, ranking.total
        if not ranking.indexed:
            break
    # Past the cached depth: the database ranks again from the cursor.
    rows, total = rulings_repo.rank_rulings(session, terms=terms, card_id=card_id, rule=rule, after=after, limit=limit)
    return rows, total


# Above this many groups of candidates (rows scored alike), the database ranks the search itself.
MAX_CANDIDATE_GROUPS = 2_000


def _rank_with_index(
    session: Session,
    at: tuple[str, int],
    terms: list[str],
    card_id: str | None,
    rule: str | None,
    limit: int,
) -> tuple[list[rulings_repo.RankedRow], int] | None:
    """The first `limit` of the database's ranking, found with the in-process index
    (app/rulings/term_index.py): the database scores only the candidates. None when the index is
    not built yet or the query is not one it ranks (the database ranks it then)."""
    index = term_index_cache.ready_index(session, *at)
    if index is None:
        return None
    connection = session.connection()
    tokens = (
        _fts_tokens(connection, index.tokenizer, terms)
        if index.dialect == "sqlite"
        else rulings_repo.tsquery_lexemes(connection, terms)
    )
    if tokens is None:
        return None
    allowed = None
    if card_id is not None or rule is not None:
        allowed = index.rows_of(rulings_repo.filtered_ruling_ids(connection, card_id, rule))
    candidates = index.candidates(tokens, limit, allowed)
    if len(candidates.representatives) > MAX_CANDIDATE_GROUPS:
        return None
    locators = index.locators
    exact = rulings_repo.exact_scores(connection, terms, [locators[row] for row in candidates.representatives])
    scores = np.array([exact.get(locators[row], np.nan) for row in candidates.representatives], dtype=np.float64)
    rows = [
        rulings_repo.RankedRow(index.ruling_ids[row], score, locators[row])
        for row, score in index.top(candidates, scores, limit)
    ]
    return rows, candidates.total


# What the full-text index's tokenizer makes of a search word (no data version: a tokenizer's
# output depends on the word alone).
_query_tokens: dict[tuple[str, str], tuple[str, ...]] = {}
_query_tokens_lock = threading.Lock()


def _fts_tokens(connection: Connection, tokenizer: str, words: list[str]) -> list[str] | None:
    """One index token per search word, as FTS5 reads the quoted word; None when a word makes
    none or several (a phrase: left to the database)."""
    with _query_tokens_lock:
        known = {w: _query_tokens[(tokenizer, w)] for w in words if (tokenizer, w) in _query_tokens}
    missing = [w for w in words if w not in known]
    if missing:
        found = rulings_repo.fts_query_tokens(connection, tokenizer, missing)
        with _query_tokens_lock:
            if len(_query_tokens) > 100_000:
                _query_tokens.clear()
            for word, tokens in found.items():
                _query_tokens[(tokenizer, word)] = known[word] = tuple(tokens)
    if any(len(known[w]) != 1 for w in words):
        return None
    return [known[w][0] for w in words]


def clear_search_caches() -> None:
    """Forget cached rankings (benchmarks measure cold searches with it)."""
    _rankings.clear()
    _highlights.clear()
    _ruling_outs.clear()


def _card_filter(session: Session, card: str | None) -> str | None:
    if card is None:
        return None
    match = cards_service.match_names(session, [card])[0]
    if match.card_id is None:
        raise NotFound(
            f"No card matches {card!r}.", query=card, candidates=[c.model_dump() for c in match.candidates]
        )
    return match.card_id


@dataclass(frozen=True, slots=True)
class _Wanted:
    """One thing to look up: a name from `cards`, an identifier, or a decklist line."""

    query: str
    name: str | None = None
    identifier: CardIdentifier | None = None
    set_number: tuple[str, str] | None = None
    line: int | None = None
    quantity: int | None = None
    section: str | None = None
    # A decklist line's parsed printing (either may be given alone)
    set_code: str | None = None
    collector_number: str | None = None


def _wanted(body: LookupRequest) -> tuple[list[_Wanted], list[UnparsedLine], str | None]:
    wanted = [_Wanted(query=name, name=name) for name in body.cards or []]
    for ident in body.identifiers or []:
        if ident.name is not None:
            wanted.append(_Wanted(query=ident.name, name=ident.name, identifier=ident))
        elif ident.set is not None and ident.collector_number is not None:
            wanted.append(_Wanted(query=f"{ident.set} {ident.collector_number}", identifier=ident,
                                  set_number=(ident.set.upper(), ident.collector_number)))
        else:
            value = ident.id or ident.oracle_id or ident.scryfall_id or ident.illustration_id
            if value is None:
                value = str(ident.mtgo_id if ident.mtgo_id is not None else ident.multiverse_id)
            wanted.append(_Wanted(query=value, identifier=ident))
    unparsed: list[UnparsedLine] = []
    deck_format: str | None = None
    if body.decklist is not None:
        deck = parse_decklist(body.decklist)
        deck_format = deck.format
        for entry in deck.entries:
            pair = (entry.set_code, entry.collector_number) if entry.set_code and entry.collector_number else None
            wanted.append(_Wanted(query=entry.text, name=entry.name, set_number=pair, line=entry.line,
                                  quantity=entry.quantity, section=entry.section, set_code=entry.set_code,
                                  collector_number=entry.collector_number))
        unparsed = [UnparsedLine(line=u.line, text=u.text, reason=u.reason) for u in deck.unparsed]
    return wanted, unparsed, deck_format


def _check_bound(body: LookupRequest, count: int, max_items: int) -> None:
    if count <= max_items:
        return
    only_cards = body.identifiers is None and body.decklist is None
    raise InvalidRequest(
        f"{count} {'names' if only_cards else 'cards and decklist lines'} given; at most {max_items} per request.",
        errors=[{"loc": ["body", "cards"] if only_cards else ["body"], "msg": f"at most {max_items} items"}],
        bound="max_lookup_names", limit=max_items,
    )


@dataclass(frozen=True, slots=True)
class _CardJson:
    """A card's object as JSON, its ruling ids in page order, and its printing."""

    json: bytes
    ruling_ids: tuple[str, ...]
    set_code: str | None
    collector_number: str | None


def _weigh_card(card: _CardJson) -> int:
    return len(card.json) + 80 * len(card.ruling_ids) + 150


# What a lookup answers for each card and each ruling, per data version, as JSON (the bytes of
# the validated `CardOut` and `RulingOut`): decklists share most of their cards and rulings (a
# general ruling is on thousands of pages), so a warm process answers a decklist from memory
# after the name index, by joining bytes. Bounded by bytes; bytes are not walked by the
# garbage collector (see app/core/versioned_cache.py).
LOOKUP_CACHE_BYTES = 64 * 1024 * 1024
_card_json: VersionedCache[str, _CardJson] = VersionedCache(LOOKUP_CACHE_BYTES // 2, _weigh_card)
_ruling_json: VersionedCache[str, bytes] = VersionedCache(LOOKUP_CACHE_BYTES // 2, weigh_bytes)


def _weigh_ruling_out(out: RulingOut) -> int:
    # The object, its dict and lists, and each card reference's object, roughly.
    return 800 + len(out.text) + 250 * len(out.cards)


# Ruling objects of search pages (RulingHit copies their fields), per data version.
_ruling_outs: VersionedCache[str, RulingOut] = VersionedCache(16 * 1024 * 1024, _weigh_ruling_out)


def _load_card_json(session: Session, card_ids: list[str], index: ruling_cards.RulingCards | None,
                    read_with_cards: dict[str, bytes]) -> dict[str, _CardJson]:
    """The cards' objects (card_object reads attributes of plain values) with their ruling ids,
    in one statement. With the index of the rulings' cards, each card's ruling ids come from it
    and the same statement reads the cards' rulings too (their JSON put in `read_with_cards`):
    a deck of cards not asked for before is then one round trip."""
    if index is None:
        found = rulings_repo.deck_cards(session.connection(), card_ids)
    else:
        pages = {card_id: index.page_of(card_id) for card_id in card_ids}
        found, rulings = rulings_repo.deck_cards_and_rulings(
            session.connection(), card_ids, pages, [rid for page in pages.values() for rid in page])
        read_with_cards.update(
            (row[0], to_json(_indexed_ruling_object(index, row))) for row in rulings)
    return {
        c.id: _CardJson(to_json(cards_service.card_object(c)), c.ruling_ids, c.set_code, c.collector_number)
        for c in found
    }


def _indexed_ruling_object(index: ruling_cards.RulingCards, row: list[Any]) -> dict[str, Any]:
    """A ruling object from its columns (`rulings_without_cards`) and the index's count and
    first cards, sorted as a list read from the database is (`rulings_with_first_cards`)."""
    rid, text_, published_at, source, rules, note = row
    cards, count = index.cards_of(rid)
    return _ruling_object(rid, text_, published_at, source, rules, note, sorted(cards), count)


def _load_rulings_json(session: Session, at: tuple[str, int], ruling_ids: list[str],
                       read_with_cards: dict[str, bytes]) -> dict[str, bytes]:
    found = {rid: read_with_cards[rid] for rid in ruling_ids if rid in read_with_cards}
    rest = [rid for rid in ruling_ids if rid not in read_with_cards]
    if rest:  # rulings of cards answered from the cache, no longer cached themselves
        found.update(_load_ruling_json(session, at, rest))
    return found


def _ruling_objects(session: Session, at: tuple[str, int], ruling_ids: list[str]) -> list[dict[str, Any]]:
    """The ruling objects as plain values in `RulingOut`'s field order (dates as ISO text). Each
    ruling's card count and first cards come from the process's index of them at this data
    version (app/rulings/ruling_cards.py) when it is ready, the rulings' columns from one
    statement; until then from one statement that counts and joins them too. Either way one
    JSON value made by the database."""
    per_ruling = CARDS_PER_RULING_IN_LISTS
    index = ruling_cards.ready(session, *at, per_ruling)
    if index is not None:
        return [
            _indexed_ruling_object(index, row)
            for row in rulings_repo.rulings_without_cards(session.connection(), ruling_ids)
        ]
    return [
        _ruling_object(r.id, r.text, r.published_at, r.source, r.rules, r.note, r.cards, r.card_count)
        for r in rulings_repo.rulings_with_first_cards(session.connection(), ruling_ids, per_ruling)
    ]


def _ruling_object(rid: str, text_: str, published_at: str | None, source: str, rules: list[str] | None,
                   note: str | None, cards: list[tuple[str, str]], card_count: int) -> dict[str, Any]:
    return {
        "object": "ruling",
        "id": rid,
        "text": text_,
        "published_at": published_at,
        "source": source,
        "rules": rules or [],
        "cards": [{"id": card_id, "name": name} for card_id, name in cards],
        "card_count": card_count,
        "note": note,
    }


def _load_ruling_json(session: Session, at: tuple[str, int], ruling_ids: list[str]) -> dict[str, bytes]:
    return {r["id"]: to_json(r) for r in _ruling_objects(session, at, ruling_ids)}


def _load_ruling_outs(session: Session, at: tuple[str, int], ruling_ids: list[str]) -> dict[str, RulingOut]:
    """The ruling objects of search pages, validated in one call."""
    outs = _RULING_OUTS.validate_python(_ruling_objects(session, at, ruling_ids))
    return {out.id: out for out in outs}


_RULING_OUTS: TypeAdapter[list[RulingOut]] = TypeAdapter(list[RulingOut])


def clear_lookup_caches() -> None:
    """Forget the cached card and ruling answers (benchmarks measure a cold process with it)."""
    _card_json.clear()
    _ruling_json.clear()
    _ruling_outs.clear()
    ruling_cards.clear()
    cards_service.clear_name_indexes()


def lookup(
    session: Session, body: LookupRequest, *, max_items: int, max_fuzzy: int = cards_service.MAX_FUZZY_NAMES
) -> LookupResponse:
    """`lookup_json`'s answer as the response object."""
    return LookupResponse.model_validate_json(lookup_json(session, body, max_items=max_items, max_fuzzy=max_fuzzy))


def lookup_json(
    session: Session, body: LookupRequest, *, max_items: int, max_fuzzy: int = cards_service.MAX_FUZZY_NAMES
) -> bytes:
    """Names, identifiers and a decklist in one call, answered in that order, as the bytes of the
    validated `LookupResponse`; a fixed number of queries whatever their number (names: the
    in-memory name index; identifiers: one query; cards and rulings not cached at this data
    version: one query each), and the answer joined from each card's and each ruling's JSON."""
    wanted, unparsed, deck_format = _wanted(body)
    _check_bound(body, len(wanted), max_items)
    scope, version = cards_service.database_scope(session), rulings_repo.get_data_version(session)
    named = [i for i, w in enumerate(wanted) if w.name is not None]
    matches = cards_service.match_names(session, [wanted[i].name or "" for i in named], version, max_fuzzy=max_fuzzy,
                                         prefixes=False)
    name_matches = dict(zip(named, matches, strict=True))
    resolved = _resolve_identifiers(session, wanted, name_matches)
    found_ids = list(dict.fromkeys(r.card_id for r in resolved if r.card_id is not None))
    index = ruling_cards.ready(session, scope, version, CARDS_PER_RULING_IN_LISTS) if found_ids else None
    read_with_cards: dict[str, bytes] = {}
    cards = _card_json.get_many(scope, version, found_ids,
                                lambda ids: _load_card_json(session, ids, index, read_with_cards))
    wanted_rulings = [rid for entry in cards.values() for rid in entry.ruling_ids]
    rulings = _ruling_json.get_many(scope, version, wanted_rulings,
                                    lambda ids: _load_rulings_json(session, (scope, version), ids, read_with_cards))
    parts = [b'{"object":"lookup","results":[']  # joined once, at the end
    not_found: list[NotFoundName] = []
    for i, (w, card_id, how, candidates, printing, elsewhere) in enumerate(resolved):
        where = {"identifier": w.identifier, "line": w.line, "quantity": w.quantity, "section": w.section}
        parsed = _parsed_fields(w)
        found = cards.get(card_id) if card_id is not None else None
        if found is None:
            reason = name_matches[i].reason if i in name_matches and card_id is None else None
            not_found.append(NotFoundName(query=w.query, candidates=list(candidates), reason=reason, **where,
                                          **parsed))
            continue
        if w.set_number is not None and printing is not None and w.set_number == _pair(printing):
            how = "set_number"  # the name and the printing agree
        printing_found, warning = _printing_check(w, printing, elsewhere)
        # LookupResult's fields in order: query, card, rulings, then the rest (an object whose
        # opening brace is dropped).
        score = name_matches[i].score if i in name_matches and how in ("fuzzy", "prefix") else None
        rest = to_json({"match": how, "identifier": _identifier(w.identifier), "line": w.line,
                        "quantity": w.quantity, "section": w.section, **parsed,
                        "printing_found": printing_found, "warning": warning, "score": score,
                        "printing": _printing_ref(printing)})
        parts += (b'{"query":' if len(parts) == 1 else b',{"query":', to_json(w.query), b',"card":', found.json,
                  b',"rulings":[', b",".join([rulings[rid] for rid in found.ruling_ids if rid in rulings]), b"],",
                  rest[1:])
    parts += (b'],"not_found":', _NOT_FOUND.dump_json(not_found), b',"unparsed":', _UNPARSED.dump_json(unparsed),
              b',"format":', to_json(deck_format), b"}")
    return b"".join(parts)


def _parsed_fields(w: _Wanted) -> dict[str, str | None]:
    """What a decklist line was read as (the name, set and collector number); nothing for
    names and identifiers, which are answered as given."""
    if w.line is None:
        return {"name": None, "set": None, "collector_number": None}
    return {"name": w.name, "set": w.set_code, "collector_number": w.collector_number}


def _printing_check(w: _Wanted, printing: cards_repo.PrintingKeys | None,
                    elsewhere: str | None) -> tuple[bool | None, str | None]:
    """Whether a decklist line's printing (set and collector number) is one the database has
    for the card found, and if not, what the answer says about it. None without a printing."""
    if w.line is None or w.set_number is None:
        return None, None
    if printing is not None:
        return True, None
    set_code, number = w.set_number
    if elsewhere is not None:
        return False, (f"{set_code} {number} is a printing of another card ({elsewhere}); "
                       "this card was found by its name.")
    return False, f"The database has no printing {set_code} {number}; the card was found by its name."


class _Resolved(NamedTuple):
    wanted: _Wanted
    card_id: str | None
    how: str
    candidates: tuple[CardRef, ...]
    printing: cards_repo.PrintingKeys | None
    elsewhere: str | None = None  # the card whose printing a line's set and number are, when not this one


def _pair(printing: cards_repo.PrintingKeys) -> tuple[str, str | None]:
    return (printing.set_code or "").upper(), printing.collector_number


def _printing_ref(printing: cards_repo.PrintingKeys | None) -> dict[str, Any] | None:
    if printing is None:
        return None
    return {"id": printing.id, "scryfall_id": printing.scryfall_id, "set": printing.set_code,
            "collector_number": printing.collector_number, "lang": printing.lang}


def _best(printings: list[cards_repo.PrintingKeys], card_id: str | None = None) -> cards_repo.PrintingKeys | None:
    """Of the printings one identifier matched: the given card's first, then a listed printing
    before a card's own columns, English first, then by card id and printing id (deterministic)."""
    if not printings:
        return None
    return min(printings, key=lambda p: (p.card_id != card_id, p.id is None, p.lang not in (None, "en"),
                                         p.card_id, p.id or ""))


def _resolve_identifiers(
    session: Session, wanted: list[_Wanted], name_matches: dict[int, cards_service.NameMatch]
) -> list[_Resolved]:
    """Each wanted thing's card, how it was found and the printing it named: names from the name
    index (already matched), Oracle ids in one statement, each printing form in one statement
    (`printings_by_identifiers`), whatever their number."""
    idents = [w.identifier for w in wanted if w.identifier is not None and w.name is None]
    oracle_ids = [i.oracle_id.lower() for i in idents if i.oracle_id]
    by_oracle: dict[str, str] = {}
    for card in cards_repo.cards_by_identifiers(session, oracle_ids=oracle_ids) if oracle_ids else []:
        if card.oracle_id:  # id order: the first card wins where several share a key
            by_oracle.setdefault(card.oracle_id.lower(), card.id)
    card_sets = [
        (name_matches[i].card_id or "", w.identifier.set.upper()) for i, w in enumerate(wanted)
        if w.identifier is not None and w.identifier.set and w.name is not None and name_matches[i].card_id
    ]
    found = cards_repo.printings_by_identifiers(
        session.connection(),
        scryfall_ids=[(i.id or i.scryfall_id or "").lower() for i in idents if i.id or i.scryfall_id],
        set_numbers=[w.set_number for w in wanted if w.set_number is not None],
        mtgo_ids=[i.mtgo_id for i in idents if i.mtgo_id is not None],
        multiverse_ids=[i.multiverse_id for i in idents if i.multiverse_id is not None],
        illustration_ids=[i.illustration_id.lower() for i in idents if i.illustration_id],
        card_sets=card_sets,
    )
    matched: dict[tuple[str, Any], list[cards_repo.PrintingKeys]] = {}
    for form, key, row in found:
        matched.setdefault((form, key), []).append(row)

    resolved: list[_Resolved] = []
    for i, w in enumerate(wanted):
        ident = w.identifier
        if w.name is not None:
            match = name_matches[i]
            printed = _best(matched.get(("set_number", w.set_number), []), match.card_id) if w.set_number else None
            if match.card_id is None and printed is not None:  # an unknown name, a known printing
                resolved.append(_Resolved(w, printed.card_id, "set_number", (), printed))
                continue
            printing = printed if printed is not None and printed.card_id == match.card_id else None
            elsewhere = printed.card_id if printed is not None and printed.card_id != match.card_id else None
            if ident is not None and ident.set and match.card_id:
                printing = _best(matched.get(("card_set", (match.card_id, ident.set.upper())), []), match.card_id)
            resolved.append(_Resolved(w, match.card_id, match.how, match.candidates, printing, elsewhere))
            continue
        if w.set_number is not None:
            printing = _best(matched.get(("set_number", w.set_number), []))
            resolved.append(_Resolved(w, printing.card_id if printing else None, "set_number", (), printing))
            continue
        assert ident is not None
        if ident.oracle_id:
            resolved.append(_Resolved(w, by_oracle.get(ident.oracle_id.lower()), "oracle_id", (), None))
            continue
        if ident.id or ident.scryfall_id:
            form, key = "scryfall_id", (ident.id or ident.scryfall_id or "").lower()
        elif ident.mtgo_id is not None:
            form, key = "mtgo_id", ident.mtgo_id
        elif ident.multiverse_id is not None:
            form, key = "multiverse_id", ident.multiverse_id
        else:
            form, key = "illustration_id", (ident.illustration_id or "").lower()
        printing = _best(matched.get((form, key), []))
        resolved.append(_Resolved(w, printing.card_id if printing else None, form, (), printing))
    return resolved


def _identifier(identifier: CardIdentifier | None) -> dict[str, Any] | None:
    return identifier.model_dump(mode="json") if identifier is not None else None


_NOT_FOUND: TypeAdapter[list[NotFoundName]] = TypeAdapter(list[NotFoundName])
_UNPARSED: TypeAdapter[list[UnparsedLine]] = TypeAdapter(list[UnparsedLine])


def _resolve_card_ids(session: Session, names: Sequence[str]) -> list[str]:
    matches = cards_service.match_names(session, list(names), max_fuzzy=cards_service.MAX_FUZZY_NAMES)
    missing = [m for m in matches if m.card_id is None]
    if missing:
        raise InvalidRequest(
            f"Unknown cards: {', '.join(repr(m.query) for m in missing)}.",
            errors=[
                {
                    "loc": ["body", "cards"],
                    "msg": f"unknown card {m.query!r}"
                    + (
                        f" (not an exact name, and typo matching is limited to {cards_service.MAX_FUZZY_NAMES} "
                        "names per request)"
                        if m.reason == cards_service.FUZZY_LIMIT
                        else ""
                    ),
                }
                for m in missing
            ],
        )
    return [m.card_id for m in matches if m.card_id is not None]


def create_ruling(session: Session, body: RulingCreate) -> RulingOut:
    text = normalise_text(body.text)
    rid = ruling_id(text)
    if rulings_repo.get_ruling(session, rid) is not None:
        raise Conflict(f"A ruling with this text already exists: {rid}.", ruling_id=rid)
    card_ids = _resolve_card_ids(session, body.cards)
    rulings_repo.upsert_ruling(
        session,
        id=rid,
        text=text,
        published_at=body.published_at,
        source=body.source,
        rules=list(extract_rules(text)),
        note=body.note,
        origin="api",
    )
    rulings_repo.set_ruling_cards(session, rid, card_ids)
    _bump_without_card_changes(session)
    return get_ruling(session, rid)


def _bump_without_card_changes(session: Session) -> None:
    """A new data version for a ruling written: it changed no card (name or face), which it says
    (`card_change`), so each process's name index serves the new version as it is instead of
    reading the whole catalog again (app/rulings/warm_marks.py: the write waits for that)."""
    version = rulings_repo.bump_data_version(session)
    cards_repo.record_card_changes(session, version, ())


def update_ruling(session: Session, rid: str, body: RulingUpdate) -> RulingOut:
    ruling = rulings_repo.get_ruling(session, rid)
    if ruling is None:
        raise NotFound(f"No ruling has the id {rid!r}.", ruling_id=rid)
    fields = body.model_dump(exclude_unset=True)
    try:
        if "text" in fields and fields["text"] is not None:
            # The id stays: it names this ruling, even once its wording is corrected.
            ruling.text = normalise_text(fields["text"])
            ruling.rules = list(extract_rules(ruling.text))
            rulings_repo.set_rule_prefixes(session, rid, ruling.rules)
        for name in ("published_at", "note"):
            if name in fields:
                setattr(ruling, name, fields[name])
        if fields.get("source") is not None:
            ruling.source = fields["source"]
        if fields.get("cards") is not None:
            rulings_repo.set_ruling_cards(session, rid, _resolve_card_ids(session, fields["cards"]))
        session.flush()
    except (StaleDataError, IntegrityError):
        # Another request deleted the ruling between our read and our write: it is gone.
        session.rollback()
        if rulings_repo.get_ruling(session, rid) is None:
            raise NotFound(f"No ruling has the id {rid!r} (it was deleted while this update ran).",
                           ruling_id=rid) from None
        raise
    _bump_without_card_changes(session)
    return get_ruling(session, rid)


def delete_ruling(session: Session, rid: str) -> None:
    ruling = rulings_repo.get_ruling(session, rid)
    if ruling is None:
        raise NotFound(f"No ruling has the id {rid!r}.", ruling_id=rid)
    if not rulings_repo.delete_ruling(session, ruling):  # a concurrent DELETE won the race
        raise NotFound(f"No ruling has the id {rid!r}.", ruling_id=rid)
    _bump_without_card_changes(session)


def lookup_task(database_url: str, body: LookupRequest, max_items: int, max_fuzzy: int) -> bytes:
    """POST /v1/rulings/lookup after the HTTP layer, as a worker runs it (app/core/workers.py): the
    decklist's parsing, the name matching (exact, prefix and typo) and the answer's bytes, on a
    session of the worker's own."""
    with session_context(get_engine(database_url)) as session:
        return lookup_json(session, body, max_items=max_items, max_fuzzy=max_fuzzy)
