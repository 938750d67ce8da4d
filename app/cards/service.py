"""Card use cases: lookup by id, exact or fuzzy name, and whole decklists at once."""

from __future__ import annotations

import bisect
import gc
import logging
import re
import threading
import time
from dataclasses import dataclass
from operator import itemgetter
from typing import Any, cast

from pydantic_core import to_json
from rapidfuzz import fuzz, process
from sqlalchemy import Connection, Engine
from sqlalchemy.orm import Session

from app.cards import repository as cards_repo
from app.cards.engine import support_of
from app.cards.models import Card, Printing
from app.cards.naming import is_single_typo, name_key, slugify, substituted_word
from app.cards.schemas import CardOut, CardRef, EngineSupport, PrintingOut
from app.core.errors import InvalidRequest, NotFound
from app.core.pagination import decode_cursor, encode_cursor
from app.core.schemas import ListOut
from app.rulings import repository as rulings_repo

log = logging.getLogger(__name__)

FUZZY_CUTOFF = 82.0  # below this a name is "not found"
FUZZY_MARGIN = 4.0  # the best match must beat the next by this much, else it is ambiguous
SHORTLIST_CUTOFF = 60.0  # names this similar are scored further (a single typo in a short name)
# Typo matching costs milliseconds per name (a comparison with every card name); exact, id, face
# and prefix matches cost microseconds. A request resolves at most this many distinct names by
# typo matching (MAX_FUZZY_NAMES, in request order); the names past it are answered as not found
# with the reason FUZZY_LIMIT, counted before any of the work is done.
MAX_FUZZY_NAMES = 50
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
        start = bisect.bisect_left(self.sorted_keys, (prefix, ""))
        found: list[str] = []
        for key, card_id in self.sorted_keys[start:]:
            if not key.startswith(prefix):
                break
            found.append(card_id)
        return sorted(found)

    def ref(self, card_id: str) -> CardRef:
        at = self._at(card_id)
        assert at is not None
        return CardRef(id=card_id, name=self.names[at])

    def match_unambiguous(self, query: str) -> NameMatch | None:
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
        # legendary names.
        prefixed = self._prefixed(key + " ")
        if len(prefixed) == 1:
            return NameMatch(query, prefixed[0], how="prefix")
        if len(prefixed) > 1:
            return NameMatch(query, None, tuple(self.ref(i) for i in prefixed[:10]))
        return None

    def match(self, query: str) -> NameMatch:
        found = self.match_unambiguous(query)
        if found is not None:
            return found
        return self.match_fuzzy(query)

    def match_fuzzy(self, query: str) -> NameMatch:
        """Typo matching (the costly part: milliseconds against 30k names), for a name that
        `match_unambiguous` did not settle."""
        key = name_key(query)
        shortlist = process.extract(key, self.choice_keys, scorer=fuzz.ratio, limit=10, score_cutoff=SHORTLIST_CUTOFF)
        # A name is close when similar enough, or one typo away however short (`tiaga`: Taiga).
        scored = sorted(
            (
                (score if score >= FUZZY_CUTOFF else FUZZY_CUTOFF, i, choice)
                for choice, score, i in shortlist
                if score >= FUZZY_CUTOFF or is_single_typo(key, choice)
            ),
            key=lambda s: (-s[0], s[1]),
        )
        if not scored:
            return NameMatch(query, None)
        best = scored[0][0]
        # One card may score twice (its name and a face's): candidates are cards, once each.
        close = [(self.choice_cards[i], choice) for score, i, choice in scored if best - score < FUZZY_MARGIN]
        cards = list(dict.fromkeys(card for card, _ in close))
        # A name with another word in place of one of the card's ("black" for "blue") names
        # another card, not this one mistyped: never a match, only a candidate.
        same = list(dict.fromkeys(card for card, choice in close if substituted_word(key, choice) is None))
        if len(same) == 1:
            return NameMatch(query, same[0], how="fuzzy")
        return NameMatch(query, None, tuple(self.ref(i) for i in cards))


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
    session: Session, queries: list[str], version: int | None = None, *, max_fuzzy: int | None = None
) -> list[NameMatch]:
    """Resolve a whole decklist from the in-memory name index (read once per data version): no
    query per name, and none at all once the index is built. While a large catalog's index of a
    new data version is built in the background, exact names, ids and faces are matched from the
    tables (three queries, the same answers); only a request with a name that needs more (a
    prefix or a typo) waits for the index. `version`: the data version, when the caller has read
    it already. `max_fuzzy`: at most this many distinct names (by their key, in request order) go
    to typo matching; the others come back not found with the reason FUZZY_LIMIT. The bound is
    applied after the cheap matches and before any typo matching."""
    version = rulings_repo.get_data_version(session) if version is None else version
    index = ready_name_index(session, version)
    if index is not None:
        matches = [index.match_unambiguous(query) for query in queries]
    else:
        matches = _match_from_tables(session, queries)
        if any(found is None for found in matches):  # a prefix or a typo: the index decides
            index = name_index(session, version)
            matches = [index.match_unambiguous(q) if found is None else found for q, found in zip(queries, matches,
                                                                                                  strict=True)]
    fuzzy_keys: dict[str, NameMatch | None] = {}
    for query, found in zip(queries, matches, strict=True):
        if found is None:
            fuzzy_keys.setdefault(name_key(query), None)
    allowed = set(list(fuzzy_keys)[:max_fuzzy] if max_fuzzy is not None else fuzzy_keys)
    answered: list[NameMatch] = []
    for query, found in zip(queries, matches, strict=True):
        if found is None:
            assert index is not None
            key = name_key(query)
            if key not in allowed:
                found = NameMatch(query, None, reason=FUZZY_LIMIT)
            else:
                cached = fuzzy_keys[key]
                found = index.match_fuzzy(query) if cached is None else NameMatch(
                    query, cached.card_id, cached.candidates, cached.how
                )
                fuzzy_keys[key] = found
        answered.append(found)
    return answered


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
