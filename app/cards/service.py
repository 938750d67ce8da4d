"""Card use cases: lookup by id, exact or fuzzy name, and whole decklists at once."""

from __future__ import annotations

import bisect
import gc
import logging
import re
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, cast

import numpy as np
from pydantic_core import to_json
from rapidfuzz import fuzz, process
from sqlalchemy import Connection, Engine
from sqlalchemy.orm import Session

from app.cards import repository as cards_repo
from app.cards.engine import support_of
from app.cards.models import Card, Printing
from app.cards.naming import MATCH_THRESHOLD, another_card, name_key, slugify, typo_score
from app.cards.schemas import CardOut, CardRef, EngineSupport, PrintingOut
from app.core.errors import InvalidRequest, NotFound
from app.core.pagination import decode_cursor, encode_cursor
from app.core.schemas import ListOut
from app.rulings import repository as rulings_repo

log = logging.getLogger(__name__)

FUZZY_MARGIN = 4.0  # the best match must beat every other close card by this much, else it is ambiguous
# Typo matching costs about 0.25 ms per distinct name against 30,000 card names (all names of a
# request at once: `typo_matches`), so a whole lookup (MAX_LOOKUP_NAMES, 250) is matched. A
# request resolves at most MAX_FUZZY_NAMES distinct names by typo matching (in request order);
# the names past it are answered as not found with the reason FUZZY_LIMIT: a bound for a
# deployment that raises MAX_LOOKUP_NAMES far, not one a default request meets.
MAX_FUZZY_NAMES = 1_000
FUZZY_LIMIT = "fuzzy_limit"


def to_card_out(card: Card) -> CardOut:
    mana_value: float | int = int(card.mana_value) if float(card.mana_value).is_integer() else card.mana_value
    return CardOut(
        id=card.id,
        name=card.name,
        mana_cost=card.mana_cost,
        mana_value=mana_value,
        type_line=card.type_line,
        oracle_text=card.oracle_text,
        power=card.power,
        toughness=card.toughness,
        colors=list(card.colors or []),
        set_code=card.set_code,
        collector_number=card.collector_number,
        rarity=card.rarity,
        oracle_id=card.oracle_id,
        scryfall_id=card.scryfall_id,
        rulings_uri=f"/v1/cards/{card.id}/rulings",
        printings_uri=f"/v1/cards/{card.id}/printings",
        definition=card.definition,
        engine=engine_support(card),
        legalities=dict(card.legalities or {}),
    )


def card_json(engine: Engine, card_id: str) -> bytes:
    """GET /v1/cards/{card_id} as the bytes `to_card_out(get_card(...))` serialises to: one Core
    read (two for a UUID), the fields as plain values, JSON by pydantic's serialiser, no ORM
    object and no validation of what the database gave."""
    with engine.connect() as connection:
        row = cards_repo.card_row(connection, card_id)
        if row is None and is_uuid(card_id):
            found = cards_repo.card_id_by_uuid(connection, card_id.lower())
            row = cards_repo.card_row(connection, found) if found is not None else None
    if row is None:
        raise NotFound(f"No card has the id {card_id!r}.", card_id=card_id)
    return to_json(card_object(row))


def card_object(row: Any) -> dict[str, Any]:
    """A card object as plain values, in `CardOut`'s field order (its JSON is the validated
    `CardOut`'s), from a row with the attributes of the ORM class that `support_of` reads."""
    support, not_modelled = support_of(cast(Card, row))
    return {
        "object": "card",
        "id": row.id,
        "name": row.name,
        "mana_cost": row.mana_cost,
        "mana_value": int(row.mana_value) if float(row.mana_value).is_integer() else row.mana_value,
        "type_line": row.type_line,
        "oracle_text": row.oracle_text,
        "power": row.power,
        "toughness": row.toughness,
        "colors": list(row.colors or []),
        "set_code": row.set_code,
        "collector_number": row.collector_number,
        "rarity": row.rarity,
        "oracle_id": row.oracle_id,
        "scryfall_id": row.scryfall_id,
        "rulings_uri": f"/v1/cards/{row.id}/rulings",
        "printings_uri": f"/v1/cards/{row.id}/printings",
        "definition": row.definition,
        "engine": {"support": support, "not_modelled": list(not_modelled)},
        "legalities": dict(row.legalities or {}),
    }


def engine_support(card: Card) -> EngineSupport:
    support, not_modelled = support_of(card)
    return EngineSupport(support=support, not_modelled=list(not_modelled))


@dataclass(frozen=True)
class NameMatch:
    query: str
    card_id: str | None
    candidates: tuple[CardRef, ...] = ()
    how: str = "exact"  # exact | id | face | prefix | fuzzy: how the name found its card
    reason: str | None = None  # FUZZY_LIMIT: not tried by typo matching (over MAX_FUZZY_NAMES)
    score: float | None = None  # 0-100 for a `fuzzy` or `prefix` match (`typo_score`, prefix coverage)


class NameIndex:
    """Every card name in memory for fuzzy matching, for one data version: built from the whole
    catalog, or from the previous version's index and the cards that changed since (`updated`).

    Sorted lists only (a look-up is a binary search), so that the index of the next version is
    a few copies of lists, not a pass over 30,000 names in Python: `ids` in id order with each
    card's `names` and `keys`, `sorted_keys` the (name key, id) pairs in order. The fuzzy choices
    are every card's name key in id order, then every face's (by card id, then position): ties
    between equally close names go to the first, so the answers depend only on the data, never on
    how the index was built."""

    def __init__(
        self, version: int, rows: list[tuple[str, str, str]], faces: list[tuple[str, str, str]] | None = None
    ) -> None:
        """`rows`: (id, name, name_key) of every card in id order; `faces`: (card id, face name,
        face name key) of every face, by card id then position."""
        self.version = version
        self.ids = [r[0] for r in rows]
        self.names = [r[1] for r in rows]
        self.keys = [r[2] for r in rows]
        self.sorted_keys = sorted(zip(self.keys, self.ids, strict=True))
        self.faces = list(faces or [])
        # A face's name ("Fire" of "Fire // Ice") finds its card too; a name that is a whole
        # card's name wins over a face of another card, and of two faces the first (by card id,
        # then position). The winners: (card id, the face's place on its card, face name key),
        # in that order, which is the order of the fuzzy choices after the cards' names.
        card_keys, cards = set(self.keys), set(self.ids)
        winners: dict[str, tuple[str, int, str]] = {}
        place, previous = 0, None
        for card_id, _name, key in self.faces:
            place = place + 1 if card_id == previous else 0
            previous = card_id
            if card_id in cards and key not in card_keys and key not in winners:
                winners[key] = (card_id, place, key)
        self._winners = list(winners.values())
        self._winner_of = winners
        self._choices()

    def _choices(self, faces_changed: bool = True) -> None:
        if faces_changed:
            self.by_face_key: dict[str, str] = {key: card_id for card_id, _place, key in self._winners}
            self._face_keys, self._face_cards = list(self.by_face_key), list(self.by_face_key.values())
        # Fuzzy choices: every card's name, then every face's name, each mapped to its card.
        self.choice_keys = self.keys + self._face_keys
        self.choice_cards = self.ids + self._face_cards
        self._by_start: dict[str, tuple[np.ndarray, list[str]]] | None = None  # built on first use

    def starting_with(self, start: str) -> tuple[np.ndarray, list[str]]:
        """The fuzzy choices whose key starts with `start` (one or two letters): their places in
        `choice_keys` and their keys. Grouped once per index, on first use."""
        groups = self._by_start
        if groups is None:
            places: dict[str, list[int]] = {}
            for at, key in enumerate(self.choice_keys):
                places.setdefault(key[:1], []).append(at)
                places.setdefault(key[:2], []).append(at)
            groups = {k: (np.array(v, dtype=np.int64), [self.choice_keys[i] for i in v]) for k, v in places.items()}
            self._by_start = groups
        return groups.get(start, (np.empty(0, dtype=np.int64), []))

    def card_of_key(self, key: str) -> str | None:
        """The card with this name key (of several, the last in id order)."""
        at = bisect.bisect_right(self.sorted_keys, key, key=itemgetter(0))
        return self.sorted_keys[at - 1][1] if at and self.sorted_keys[at - 1][0] == key else None

    def _at(self, card_id: str) -> int | None:
        at = bisect.bisect_left(self.ids, card_id)
        return at if at < len(self.ids) and self.ids[at] == card_id else None

    def _faces_of(self, card_id: str) -> list[tuple[str, str, str]]:
        start = bisect.bisect_left(self.faces, card_id, key=itemgetter(0))
        end = bisect.bisect_right(self.faces, card_id, lo=start, key=itemgetter(0))
        return self.faces[start:end]

    def updated(
        self, version: int, changed: set[str], rows: list[tuple[str, str, str]], faces: list[tuple[str, str, str]]
    ) -> NameIndex | None:
        """The index of `version` from this one and the ids of the cards changed since: `rows`
        (id, name, name_key) of those that exist, `faces` theirs (by card id, then position).
        The same index as one built from the whole catalog of `version`, in a few milliseconds
        (copies of its lists, the new cards inserted in place); None when a change is more than
        new cards and cards whose name and faces stay (a rename, a card gone, faces changed): the
        caller builds it from the catalog."""
        new_faces: dict[str, list[tuple[str, str, str]]] = {}
        for face in faces:
            new_faces.setdefault(face[0], []).append(face)
        added: list[tuple[str, str, str]] = []
        for row in rows:
            at = self._at(row[0])
            if at is None:
                added.append(row)
            elif (self.names[at], self.keys[at]) != (row[1], row[2]) or self._faces_of(row[0]) != new_faces.get(row[0], []):
                return None
        found = {row[0] for row in rows}
        if any(self._at(card_id) is not None for card_id in changed - found) or set(new_faces) - found:
            return None  # a card gone, or a face without its card
        index = NameIndex.__new__(NameIndex)
        index.__dict__.update(self.__dict__)
        index.version = version
        if not added:
            return index
        added.sort()
        places = [bisect.bisect_left(self.ids, row[0]) for row in added]
        index.ids = _spliced(self.ids, places, [row[0] for row in added])
        index.names = _spliced(self.names, places, [row[1] for row in added])
        index.keys = _spliced(self.keys, places, [row[2] for row in added])
        pairs = sorted((row[2], row[0]) for row in added)
        index.sorted_keys = _spliced(self.sorted_keys, [bisect.bisect_left(self.sorted_keys, p) for p in pairs], pairs)
        with_faces = [row[0] for row in added if row[0] in new_faces]
        index.faces = _spliced(
            self.faces, [bisect.bisect_left(self.faces, c, key=itemgetter(0)) for c in with_faces for _ in new_faces[c]],
            [face for c in with_faces for face in new_faces[c]])
        masked = [row[2] for row in added if row[2] in self._winner_of]  # a card's name wins over a face's
        if not masked and not with_faces:
            index._choices(faces_changed=False)
            return index
        index._winners, index._winner_of = winners, winner_of = list(self._winners), dict(self._winner_of)

        def unseat(key: str) -> None:
            del winners[bisect.bisect_left(winners, winner_of.pop(key))]

        for key in masked:
            if key in winner_of:
                unseat(key)
        for card_id in with_faces:
            for place, (_card, _face_name, face_key) in enumerate(new_faces[card_id]):
                if index.card_of_key(face_key) is not None:
                    continue
                seat = (card_id, place, face_key)
                held = winner_of.get(face_key)
                if held is not None:
                    if held < seat:
                        continue
                    unseat(face_key)
                winner_of[face_key] = seat
                bisect.insort(winners, seat)
        index._choices()
        return index

    def _prefixed(self, prefix: str) -> list[str]:
        """Cards whose name key starts with `prefix` (a binary search, not a scan), in id order."""
        keys = self.sorted_keys
        at = bisect.bisect_left(keys, (prefix, ""))
        found: list[str] = []
        while at < len(keys) and keys[at][0].startswith(prefix):  # no copy of the list's tail
            found.append(keys[at][1])
            at += 1
        return sorted(found)

    def ref(self, card_id: str) -> CardRef:
        at = self._at(card_id)
        assert at is not None
        return CardRef(id=card_id, name=self.names[at])

    def match_unambiguous(self, query: str, *, prefixes: bool = True) -> NameMatch | None:
        """Exact (case, punctuation, a face's name forgiven) or a unique whole-word prefix; no typo
        guessing. None when neither applies."""
        key = name_key(query)
        if not key:
            return NameMatch(query, None)
        by_key = self.card_of_key(key)
        if by_key is not None:
            return NameMatch(query, by_key)
        slug = slugify(query)
        for how, found in (("id", slug if self._at(slug) is not None else None), ("face", self.by_face_key.get(key))):
            if found is not None:
                return NameMatch(query, found, how=how)
        # A whole-word prefix ("chatzuk" for "Chatzuk, Mighty Guitarist") is how people shorten
        # legendary names. `prefixes`: whether a unique one is the card (game states, filters);
        # lookups pass False: a prefix unique in this catalog is no proof (a catalog lacks
        # cards, and "Sheoldred" begins three real names), so it is only a candidate.
        prefixed = self._prefixed(key + " ")
        if len(prefixed) == 1 and prefixes:
            return NameMatch(query, prefixed[0], how="prefix", score=prefix_score(key, self.keys[self._at(prefixed[0]) or 0]))
        if prefixed:
            return NameMatch(query, None, tuple(self.ref(i) for i in prefixed[:10]))
        return None

    def match(self, query: str) -> NameMatch:
        found = self.match_unambiguous(query)
        if found is not None:
            return found
        return self.match_fuzzy(query)

    def match_fuzzy(self, query: str) -> NameMatch:
        """Typo matching for one name that `match_unambiguous` did not settle (`typo_matches`)."""
        return typo_matches(self, [query])[0]


# Names scoring this much by `fuzz.ratio` (cheap, computed against every name at once) are
# scored as typos (`typo_score`); every name that can pass MATCH_THRESHOLD does (a swap in a
# four-letter name: 75).
SHORTLIST_CUTOFF = 70.0
SHORTLIST_SIZE = 12  # the closest names scored further, per query
CANDIDATES_SHOWN = 5  # close names a `not_found` lists
CANDIDATE_FLOOR = 60.0  # a name this far is no candidate either


def typo_matches(index: NameIndex, queries: Sequence[str]) -> list[NameMatch]:
    """Typo matching of many names at once against one name index. A misspelling keeps the first
    letter of the name (or swaps it with the second: `another_card`), so each name is compared
    only with the names that start as it does (or with its first two letters swapped): each group
    of queries against its group of names in one `rapidfuzz.process.cdist` call (C, no Python
    per pair), then the few closest are judged. A query finds a card only when the card's name
    is the one close name that a misspelling could have made (`MATCH_THRESHOLD`,
    `another_card`, `FUZZY_MARGIN`); otherwise it is not found with the close names as
    candidates. A function of the index and the names alone (nothing else is read), so it may
    run in another process."""
    keys = [name_key(query) for query in queries]
    unique = list(dict.fromkeys(key for key in keys if len(key) >= 4))
    close: dict[str, dict[int, int]] = {key: {} for key in unique}  # key -> {choice place: ratio}
    groups: dict[str, list[str]] = {}
    for key in unique:
        groups.setdefault(key[0], []).append(key)
        if key[1] not in (" ", key[0]):
            groups.setdefault(key[1] + key[0], []).append(key)  # the first two letters swapped
    for start, asked in groups.items():
        places, choices = index.starting_with(start)
        if not choices:
            continue
        ratios = process.cdist(asked, choices, scorer=fuzz.ratio, score_cutoff=SHORTLIST_CUTOFF,
                               dtype=np.uint8, workers=1)
        for row, key in enumerate(asked):
            passed = np.flatnonzero(ratios[row])
            close[key].update(zip(places[passed].tolist(), ratios[row][passed].tolist(), strict=True))
    judged: dict[str, NameMatch] = {}
    for key, ratio_of in close.items():
        best = sorted(ratio_of, key=lambda at: (-ratio_of[at], at))[:SHORTLIST_SIZE]
        judged[key] = _judge(index, key, best)
    return [
        NameMatch(query, None) if key not in judged else NameMatch(
            query, judged[key].card_id, judged[key].candidates, judged[key].how, score=judged[key].score)
        for query, key in zip(queries, keys, strict=True)
    ]


def _judge(index: NameIndex, key: str, close: list[int]) -> NameMatch:
    """The verdict on one name key from the indexes of its closest choices."""
    scored: list[tuple[float, int, str, bool]] = []  # (score, choice index, card id, may be a typo of it)
    for i in close:
        choice = index.choice_keys[i]
        score = typo_score(key, choice)
        if score >= CANDIDATE_FLOOR:
            scored.append((score, i, index.choice_cards[i], another_card(key, choice) is None))
    scored.sort(key=lambda s: (-s[0], s[1]))
    candidates = tuple(index.ref(card) for card in list(dict.fromkeys(s[2] for s in scored))[:CANDIDATES_SHOWN])
    passing = [s for s in scored if s[3] and s[0] >= MATCH_THRESHOLD]
    if not passing:
        return NameMatch(key, None, candidates)
    best_score, _, best_card, _ = passing[0]
    # Another card about as close (a misspelling of it or not) makes the name ambiguous.
    rivals = {card for score, _, card, _ in scored if card != best_card and score > best_score - FUZZY_MARGIN}
    if rivals:
        return NameMatch(key, None, candidates)
    return NameMatch(key, best_card, how="fuzzy", score=best_score)


def prefix_score(prefix_key: str, name_key_: str) -> float:
    """A prefix's score: the share of the name's letters it gives, in percent."""
    return round(100.0 * len(prefix_key) / max(len(name_key_), 1), 1)


def _spliced(old: list[Any], at: list[int], values: list[Any]) -> list[Any]:
    """A copy of `old` with each of `values` inserted before the item at the same place of `at`
    (places in `old`, in order): slices copied, one pass."""
    out: list[Any] = []
    previous = 0
    for place, value in zip(at, values, strict=True):
        out += old[previous:place]
        out.append(value)
        previous = place
    out += old[previous:]
    return out


_index_lock = threading.Lock()
_indexes: dict[str, NameIndex] = {}


@dataclass(frozen=True, slots=True)
class _Build:
    """A background build of one data version's index: `started` once it reads the catalog,
    `done` when it has ended (stored or not)."""

    version: int
    started: threading.Event
    done: threading.Event


_building: dict[str, _Build] = {}
# Up to this many cards the name index is built in the request that first needs it (a few
# milliseconds); above, in a background thread, and until it is ready, names are matched
# from the tables (`match_names`: exact names, ids and faces; a request with a name that needs
# more builds it, or waits for the build under way).
INLINE_MAX_CARDS = 2_000
# The background build starts this long after the first request of a new data version asked
# for it: it holds the interpreter's lock for most of its 50-100 ms (30 000 cards), which the
# requests that follow a write (answered from the tables) would otherwise share with it.
BUILD_DELAY_SECONDS = 0.5


def clear_name_indexes() -> None:
    with _index_lock:
        _indexes.clear()


def wait_for_name_index_builds(timeout: float = 60.0) -> None:
    """Wait for the background builds under way or about to start (benchmarks and tests)."""
    with _index_lock:
        builds = list(_building.values())
    for build in builds:
        build.done.wait(timeout)


def database_scope(session: Session) -> str:
    """Names the database behind `session`, for process-local caches (one per database)."""
    return str(session.get_bind().engine.url)


def _store(scope: str, index: NameIndex) -> None:
    with _index_lock:
        current = _indexes.get(scope)
        if current is None or current.version <= index.version:
            _indexes[scope] = index


def _updated_index(connection: Connection, scope: str, version: int) -> NameIndex | None:
    """The index of `version` from the one held for `scope` (an earlier version's) and the cards
    changed since, as the writes listed them (`card_change`): a few milliseconds where the whole
    catalog takes 50-100 ms (30,000 cards). None when there is no earlier index, a version between
    did not list its changes, or a change is more than new cards (see `NameIndex.updated`)."""
    with _index_lock:
        base = _indexes.get(scope)
    if base is None or base.version >= version:
        return None
    changed = cards_repo.changed_names(connection, base.version, version)
    if changed is None:
        return None
    return base.updated(version, changed.ids, changed.rows, changed.faces)


def _read_index(connection: Connection, scope: str, version: int) -> NameIndex:
    """The index of `version`: updated from the one held when the changes since are listed, else
    built from the whole catalog."""
    index = _updated_index(connection, scope, version)
    if index is None:
        index = NameIndex(version, cards_repo.name_catalog(connection), cards_repo.face_name_catalog(connection))
    index.starting_with("")  # the typo-matching groups, built with the index (in the background for a large catalog)
    return index


def _build_in_background(engine: Engine, scope: str, build: _Build) -> None:
    """Build the index of `build.version` on a connection of its own, unless a request built it
    meanwhile; kept only when the data version read before and after the catalog is that version
    (a write that raced with it would leave an index of other data under this version)."""
    try:
        with _index_lock:
            index = _indexes.get(scope)
            if index is not None and index.version >= build.version:
                return
            build.started.set()
        read = rulings_repo.read_at_one_version(engine, lambda connection: _read_index(connection, scope, build.version))
        if read is not None and read[0] == build.version:
            _store(scope, read[1])
            _freeze_long_lived()
    except Exception:  # names are matched from the tables meanwhile; the next request tries again
        log.exception("name index build failed")
    finally:
        with _index_lock:
            if _building.get(scope) is build:
                del _building[scope]
        build.done.set()


def ready_name_index(session: Session, version: int) -> NameIndex | None:
    """The name index of `version` if it is built; else None, after scheduling its build in the
    background (a small catalog's index is built here and returned)."""
    scope = database_scope(session)
    with _index_lock:
        index = _indexes.get(scope)
        if index is not None and index.version == version:
            return index
        building = _building.get(scope)
        if building is not None and building.version == version:
            return None
        size = len(index.ids) if index is not None else None
    if index is not None and index.version < version:  # a few cards changed: updated here, at once
        connection = session.connection()
        updated = _updated_index(connection, scope, version)
        if updated is not None and rulings_repo.read_data_version(connection) == version:
            _store(scope, updated)
            return updated
    if size is None:
        size = cards_repo.count_cards(session, name_contains=None)
    if size <= INLINE_MAX_CARDS:
        return name_index(session, version)
    build = _Build(version, threading.Event(), threading.Event())
    with _index_lock:
        building = _building.get(scope)
        if building is not None and building.version == version:
            return None
        _building[scope] = build
    bind = session.get_bind()
    engine = bind if isinstance(bind, Engine) else bind.engine
    timer = threading.Timer(BUILD_DELAY_SECONDS, _build_in_background, args=(engine, scope, build))
    timer.name, timer.daemon = "name-index", True
    timer.start()
    return None


def name_index(session: Session, version: int | None = None) -> NameIndex:
    """The name index of the data version `session` reads: the one built, the one being built in
    the background (waited for), or one built here."""
    bind_key = database_scope(session)
    version = rulings_repo.get_data_version(session) if version is None else version
    with _index_lock:
        index = _indexes.get(bind_key)
        if index is not None and index.version == version:
            return index
        building = _building.get(bind_key)
    if building is not None and building.version == version and building.started.is_set():
        building.done.wait(60)
        with _index_lock:
            index = _indexes.get(bind_key)
        if index is not None and index.version == version:
            return index
    # One build per data version: the requests of a version whose index a request is building
    # wait for it and share it, instead of each reading the catalog (while an import commits batch
    # after batch, a version's first few fuzzy names arrive together). Another version's build
    # is not waited for.
    with _index_lock:
        pending = _inline_builds.get((bind_key, version))
        mine = pending is None
        if pending is None:
            pending = _inline_builds[(bind_key, version)] = _InlineBuild(threading.Event())
    if not mine:
        pending.done.wait(60)
        if pending.index is not None:
            return pending.index
    try:
        connection = session.connection()
        index = _read_index(connection, bind_key, version)
        # Kept for the next requests only when no write committed meanwhile (SQLite reads each
        # statement in a snapshot of its own): an index of other data must not go by this version.
        if rulings_repo.read_data_version(connection) == version:
            _store(bind_key, index)
        if mine:
            pending.index = index
    finally:
        if mine:
            with _index_lock:
                del _inline_builds[(bind_key, version)]
            pending.done.set()
    _freeze_long_lived()
    return index


@dataclass(slots=True)
class _InlineBuild:
    """A request's build of one data version's index, which the others of that version wait for."""

    done: threading.Event
    index: NameIndex | None = None


_inline_builds: dict[tuple[str, int], _InlineBuild] = {}  # (scope, version) -> its build under way
# At most one full collection and freeze in this many seconds (see `_freeze_long_lived`).
FREEZE_INTERVAL_SECONDS = 5.0
_frozen_at: list[float] = []  # when the last one ran (monotonic)
_freeze_later: list[threading.Timer] = []  # the one pending, if any


def _freeze_long_lived() -> None:
    """The index (and the modules, caches and objects of the process so far) lives long: move it
    out of the collector's generations, so the full collections that a request's allocations
    trigger no longer walk it (they cost a lookup 100+ ms under load, once in a few dozen).
    Objects still alive here are freed by reference counting as usual; the cyclic garbage pending
    now is collected first, or freezing would keep it for good (a leak that grows with every
    write). The full collection holds the interpreter for tens of milliseconds, so it runs at most
    once every FREEZE_INTERVAL_SECONDS: one asked for sooner (an import commits several data
    versions a second, each with its short-lived index, freed when the next replaces it) runs
    once that time is up, in a timer's thread, for the indexes held then."""
    now = time.monotonic()
    with _index_lock:
        if _frozen_at and now - _frozen_at[0] < FREEZE_INTERVAL_SECONDS:
            if not _freeze_later:
                timer = threading.Timer(_frozen_at[0] + FREEZE_INTERVAL_SECONDS - now, _freeze_pending)
                timer.name, timer.daemon = "name-index-freeze", True
                _freeze_later.append(timer)
                timer.start()
            return
        _frozen_at[:] = [now]
    gc.collect()
    gc.freeze()


def _freeze_pending() -> None:
    with _index_lock:
        _freeze_later.clear()
    _freeze_long_lived()


def freeze_now() -> None:
    """The collection and freeze put off by `_freeze_long_lived` (an import's versions came
    quicker than FREEZE_INTERVAL_SECONDS), now rather than in its timer: a process warming a new
    data version (app/rulings/warmup.py) runs it before it says it is warm, so that it does not
    hold the interpreter in the middle of the first requests after a write."""
    with _index_lock:
        pending = list(_freeze_later)
        _freeze_later.clear()
        for timer in pending:
            timer.cancel()
        if not pending:
            return
        _frozen_at[:] = [time.monotonic()]
    gc.collect()
    gc.freeze()


_UUID = re.compile(r"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$")


def is_uuid(card_id: str) -> bool:
    """True when `card_id` has the form of a Scryfall Oracle id or card id."""
    return _UUID.match(card_id) is not None


def get_card(session: Session, card_id: str) -> Card:
    """By id (the name's slug), or by a Scryfall Oracle id or the Scryfall id of any of its
    printings (a UUID)."""
    card = cards_repo.get_card(session, card_id)
    if card is None and _UUID.match(card_id):
        found = cards_repo.card_id_by_uuid(session.connection(), card_id.lower())
        card = cards_repo.get_card(session, found) if found is not None else None
    if card is None:
        raise NotFound(f"No card has the id {card_id!r}.", card_id=card_id)
    return card


def find_named(session: Session, *, exact: str | None, fuzzy: str | None) -> Card:
    if (exact is None) == (fuzzy is None):
        raise InvalidRequest(
            "Give exactly one of `exact` or `fuzzy`.",
            errors=[{"loc": ["query", "exact" if exact is None else "fuzzy"], "msg": "exactly one is required"}],
        )
    if exact is not None:
        found = cards_repo.cards_by_keys(session, [name_key(exact)], [])
        if len(found) == 1:
            return found[0]
        by_face = {card.id: card for _, card in cards_repo.cards_by_face_keys(session, [name_key(exact)])}
        if not found and len(by_face) == 1:
            return next(iter(by_face.values()))
        raise NotFound(f"No card is named exactly {exact!r}.", query=exact, candidates=[])
    assert fuzzy is not None
    match = name_index(session).match(fuzzy)
    if match.card_id is None:
        if match.candidates:
            raise NotFound(
                f"{fuzzy!r} matches more than one card; pick one of the candidates.",
                query=fuzzy,
                candidates=[c.model_dump() for c in match.candidates],
            )
        raise NotFound(f"No card name is close to {fuzzy!r}.", query=fuzzy, candidates=[])
    return get_card(session, match.card_id)


def match_names(
    session: Session, queries: list[str], version: int | None = None, *, max_fuzzy: int | None = None,
    prefixes: bool = True,
) -> list[NameMatch]:
    """Resolve a whole decklist from the in-memory name index (read once per data version): no
    query per name, and none at all once the index is built. While a large catalog's index of a
    new data version is built in the background, exact names, ids and faces are matched from the
    tables (three queries, the same answers); only a request with a name that needs more (a
    prefix or a typo) waits for the index. `version`: the data version, when the caller has read
    it already. `max_fuzzy`: at most this many distinct names (by their key, in request order) go
    to typo matching; the others come back not found with the reason FUZZY_LIMIT. The bound is
    applied after the cheap matches and before any typo matching. `prefixes`: whether a unique
    whole-word prefix finds its card (lookups: False, it is only a candidate)."""
    version = rulings_repo.get_data_version(session) if version is None else version
    index = ready_name_index(session, version)
    if index is not None:
        matches = [index.match_unambiguous(query, prefixes=prefixes) for query in queries]
    else:
        matches = _match_from_tables(session, queries)
        if any(found is None for found in matches):  # a prefix or a typo: the index decides
            index = name_index(session, version)
            matches = [index.match_unambiguous(q, prefixes=prefixes) if found is None else found for q, found in zip(queries, matches,
                                                                                                  strict=True)]
    pending = [i for i, found in enumerate(matches) if found is None]
    if not pending:
        return [found for found in matches if found is not None]
    assert index is not None
    distinct = list(dict.fromkeys(name_key(queries[i]) for i in pending))
    allowed = set(distinct[:max_fuzzy] if max_fuzzy is not None else distinct)
    typed = {match.query: match for match in typo_matches(index, [k for k in distinct if k in allowed])}
    answered: list[NameMatch] = []
    for query, found in zip(queries, matches, strict=True):
        if found is None:
            key = name_key(query)
            if key not in allowed:
                found = NameMatch(query, None, reason=FUZZY_LIMIT)
            else:
                typo = typed[key]
                found = NameMatch(query, typo.card_id, typo.candidates, typo.how, score=typo.score)
        answered.append(found)
    return answered


def match_exact_names(session: Session, queries: list[str], version: int | None = None) -> list[NameMatch]:
    """Each name's card by its exact name (case, accents and punctuation forgiven), its id, or one
    of its faces' names, and nothing else: no shortened name, no typo (a deck check judges the
    cards a list names, never guesses). A name none of these settle comes back with `card_id`
    None. From the name index when it is ready for this data version, else from the tables (three
    queries); the answers are the same."""
    version = rulings_repo.get_data_version(session) if version is None else version
    index = ready_name_index(session, version)
    found = (
        [index.match_unambiguous(query) for query in queries]
        if index is not None
        else _match_from_tables(session, queries)
    )
    return [
        match if match is not None and match.how in ("exact", "id", "face") else NameMatch(query, None)
        for query, match in zip(queries, found, strict=True)
    ]


def _match_from_tables(session: Session, queries: list[str]) -> list[NameMatch | None]:
    """`NameIndex.match_unambiguous` for exact names, ids and faces, read from the tables; None
    for a name none of them settles (a prefix or a typo: the index decides)."""
    keys = [name_key(query) for query in queries]
    slugs = [slugify(query) for query in queries]
    by_key, ids, by_face = cards_repo.cards_named(session.connection(), [k for k in keys if k], slugs)
    matches: list[NameMatch | None] = []
    for query, key, slug in zip(queries, keys, slugs, strict=True):
        if not key:
            matches.append(NameMatch(query, None))
        elif key in by_key:
            matches.append(NameMatch(query, by_key[key]))
        elif slug in ids:
            matches.append(NameMatch(query, slug, how="id"))
        elif key in by_face:
            matches.append(NameMatch(query, by_face[key], how="face"))
        else:
            matches.append(None)
    return matches


LIST_IDS_AT_ONCE = 2_000  # a filtered card list reads this many matching ids at most in one scan


def list_cards(session: Session, *, q: str | None, cursor: str | None, limit: int) -> ListOut[CardOut]:
    after = decode_cursor("cards", cursor)
    after_id = str(after[0]) if after else None
    contains = name_key(q) if q else None
    total: int | None = None
    start: int | None = None
    if contains:
        # Up to LIST_IDS_AT_ONCE matching ids in one scan (the covering index, in id order): the
        # total and the page from them, then the page's rows, instead of a scan for the page and
        # another to count. More matches (a name filter of a letter or two), or a cursor from a
        # card that no longer matches: the two queries.
        ids = cards_repo.card_ids_named_like(session, contains, LIST_IDS_AT_ONCE)
        if len(ids) <= LIST_IDS_AT_ONCE:
            start = 0 if after_id is None else (ids.index(after_id) + 1 if after_id in ids else None)
        if start is not None:
            total = len(ids)
            rows = cards_repo.cards_by_ids_in_order(session, ids[start : start + limit + 1])
    if start is None:
        rows = cards_repo.list_cards(session, name_contains=contains, after_id=after_id, limit=limit + 1)
    has_more = len(rows) > limit
    rows = rows[:limit]
    return ListOut[CardOut](
        data=[to_card_out(c) for c in rows],
        has_more=has_more,
        next_cursor=encode_cursor("cards", [rows[-1].id]) if has_more and rows else None,
        total=total if total is not None else cards_repo.count_cards(session, name_contains=contains),
    )


def card_printings(session: Session, card_id: str, *, cursor: str | None, limit: int) -> ListOut[PrintingOut]:
    """GET /v1/cards/{card_id}/printings: the card's printings by set code and collector number.
    A card whose default printing no import listed (a card written by hand) lists it alone."""
    card = get_card(session, card_id)
    after = decode_cursor("printings", cursor)
    rows = cards_repo.card_printings(session, card.id, after=after, limit=limit + 1)
    total = cards_repo.count_card_printings(session, card.id)
    has_more = len(rows) > limit
    rows = rows[:limit]
    default = cards_repo.default_printing_row(session, card) if total else None
    data = [_printing_out(p, default is not None and p.id == default.id) for p in rows]
    if total == 0 and (card.set_code or card.scryfall_id) and after is None:
        data = [PrintingOut(id=None, card_id=card.id, scryfall_id=card.scryfall_id, set=card.set_code,
                            collector_number=card.collector_number, rarity=card.rarity, default=True)]
        total = 1
    last = rows[-1] if rows else None
    return ListOut[PrintingOut](
        data=data,
        has_more=has_more,
        next_cursor=encode_cursor("printings", [last.set_code or "", last.collector_number or "", last.id])
        if has_more and last is not None else None,
        total=total,
    )


def _printing_out(printing: Printing, default: bool) -> PrintingOut:
    return PrintingOut(
        id=printing.id, card_id=printing.card_id, scryfall_id=printing.scryfall_id,
        mtgjson_uuid=printing.mtgjson_uuid, set=printing.set_code, collector_number=printing.collector_number,
        lang=printing.lang, rarity=printing.rarity, released_at=printing.released_at,
        illustration_id=printing.illustration_id, mtgo_id=printing.mtgo_id, mtgo_foil_id=printing.mtgo_foil_id,
        multiverse_ids=list(printing.multiverse_ids or []), default=default,
    )
