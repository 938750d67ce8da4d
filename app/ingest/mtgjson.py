"""MTGJSON bulk files, streamed: `AtomicCards.json` (`data` maps a card name to its faces),
`AllPrintings.json` (`data` maps a set code to a set whose `cards` are printings, one entry per
face), a one-set file such as `LEA.json` (`data` is that set object), and the 2016 (version 3)
files: a set object at the top (`LEA.json`) or set objects by code (`AllSets.json`). The kind is
detected from the shape of the file.

Each card comes with its rulings (`rulings: [{date, text}]`); `identifiers.scryfallOracleId`
joins it to Scryfall's data. AllPrintings and set files yield every printing (one record per
printing, its faces together: the entries of one name that share a Scryfall id, or a collector
number); the rulings come with the card's first printing only. Memory stays bounded by one set's
printings (AllPrintings) or one card (AtomicCards).

Older field names are read as what they mean (`cmc` and `convertedManaCost` for `manaValue`,
colour names for colour letters, `names` for the faces of a card); a record whose fields are
missing or unrecognised is refused by position and field, never imported as an empty value.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import ijson
from ijson.common import ObjectBuilder

from app.ingest.reader import GuardedEvents, TrackedFile, json_error
from app.ingest.records import (
    MAX_ORACLE_TEXT_CHARS,
    BulkInputError,
    CardRecord,
    Fields,
    RulingRecord,
    colors_of_cost,
    face_record,
    mana_value_of,
    normalise_cost,
    normalise_legalities,
    normalise_rarity,
)

ATOMIC = "AtomicCards"
PRINTINGS = "AllPrintings"
SET_FILE = "SetFile"  # one set: {"meta", "data": {set object}}
LEGACY = "LegacySets"  # MTGJSON version 3 (2016): a set object, or set objects by code, at the top
# A set object's own fields (MTGJSON 5): a `data` whose first key is one of these is one set.
_SET_FIELDS = frozenset(
    {
        "baseSetSize", "block", "booster", "cards", "cardsphereSetId", "code", "codeV3", "decks", "isFoilOnly",
        "isForeignOnly", "isNonFoilOnly", "isOnlineOnly", "isPartialPreview", "keyruneCode", "languages",
        "mcmId", "mcmIdExtras", "mcmName", "mtgoCode", "name", "parentCode", "releaseDate", "sealedProduct",
        "tcgplayerGroupId", "tokenSetCode", "tokens", "totalSetSize", "translations", "type",
    }
)  # fmt: skip
# Colours as MTGJSON 5 writes them (letters) and as its 2016 files did (names).
_COLOR_NAMES = {"W": "W", "U": "U", "B": "B", "R": "R", "G": "G",
                "white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}  # fmt: skip
_START = frozenset({"start_map", "start_array"})
_END = frozenset({"end_map", "end_array"})
# What a printing entry keeps while its set is buffered (translations and prices are dropped).
_KEEP = (
    "name",
    "faceName",
    "side",
    "manaCost",
    "manaValue",
    "convertedManaCost",
    "cmc",
    "type",
    "names",
    "text",
    "power",
    "toughness",
    "loyalty",
    "colors",
    "number",
    "rarity",
    "setCode",
    "identifiers",
    "rulings",
    "layout",
    "keywords",
    "legalities",
    "uuid",
    "setReleaseDate",
    "language",
    "originalReleaseDate",
    "multiverseid",  # version 3
    "mtgoID",  # version 3
)
# MTGJSON's language names as Scryfall's codes (a printing's `lang`).
_LANGUAGES = {
    "english": "en", "spanish": "es", "french": "fr", "german": "de", "italian": "it", "portuguese": "pt",
    "portuguese (brazil)": "pt", "japanese": "ja", "korean": "ko", "russian": "ru", "chinese simplified": "zhs",
    "chinese traditional": "zht", "hebrew": "he", "latin": "la", "ancient greek": "grc", "arabic": "ar",
    "sanskrit": "sa", "phyrexian": "ph", "quenya": "qya",
}  # fmt: skip


_KEEP_BY_LOWER = {key.lower(): key for key in _KEEP}


def _canonical(entry: dict[str, Any]) -> dict[str, Any]:
    """The fields this importer reads, by their current names: MTGJSON's 2016 files wrote some
    in other cases (`manacost`), which must not read as "no mana cost"."""
    out: dict[str, Any] = {}
    for key, value in entry.items():
        name = _KEEP_BY_LOWER.get(key.lower()) if isinstance(key, str) else None
        if name is not None and (name == key or name not in out):
            out[name] = value
    return out


@dataclass(slots=True)
class MtgjsonCard:
    card: CardRecord
    rulings: list[RulingRecord] = field(default_factory=list)


class _Stream:
    """basic_parse events with a count of the cards seen, for messages and progress."""

    def __init__(self, f: TrackedFile) -> None:
        self.f = f
        # checked as they stream: depth, sizes, values per card, cards per file (reader.py)
        self.events = GuardedEvents(f, record_depth=None)
        self.cards_seen = 0
        self.kind: str | None = None

    def new_card(self) -> None:
        self.cards_seen += 1
        self.events.start_record(self.cards_seen)

    def next(self) -> tuple[str, Any]:
        try:
            return next(self.events)
        except StopIteration:
            raise BulkInputError(self.f.label, "the file is truncated", record=self.cards_seen + 1) from None

    def skip_value(self, first_event: str) -> None:
        if first_event not in _START:
            return
        depth = 1
        while depth:
            event, _ = self.next()
            if event in _START:
                depth += 1
            elif event in _END:
                depth -= 1

    def build(self, first_event: str) -> Any:
        builder = ObjectBuilder()
        builder.event(first_event, None)
        depth = 1
        while depth:
            event, value = self.next()
            builder.event(event, value)
            if event in _START:
                depth += 1
            elif event in _END:
                depth -= 1
        return builder.value

    def set_kind(self, kind: str) -> None:
        if self.kind is None:
            self.kind = kind
        elif self.kind != kind:
            raise BulkInputError(
                self.f.label, f"mixes {ATOMIC} and {PRINTINGS} entries in `data`", record=self.cards_seen + 1
            )


def iter_cards(f: TrackedFile, kinds: list[str] | None = None) -> Iterator[MtgjsonCard]:
    """Every card of the file with its rulings; `kinds` (if given) receives the detected kind."""
    first = f.first_token()
    if first == "[":
        raise BulkInputError(
            f.label,
            "not an MTGJSON file: MTGJSON files are JSON objects with `meta` and `data`, this is a JSON "
            "array (a Scryfall file? use `import scryfall`)",
        )
    if not first:
        raise BulkInputError(f.label, "the file is empty")
    stream = _Stream(f)
    try:
        event, _ = stream.next()
        if event != "start_map":
            raise BulkInputError(f.label, "not an MTGJSON file: expected a JSON object")
        found_data = False
        emitted: set[str] = set()
        set_code: str | None = None  # a version 3 / 4 one-set file's `code`
        # A one-set file whose `cards` come before its `code` (keys sorted, as version 4 wrote
        # them): its cards wait (one set's cards, as `_set` holds anyway) for the code.
        waiting: list[MtgjsonCard] = []
        while True:
            event, key = stream.next()
            if event == "end_map":
                break
            event, value = stream.next()
            if key == "data":
                if event != "start_map":
                    raise BulkInputError(f.label, "`data` must be a JSON object")
                found_data = True
                yield from _data(stream, kinds, emitted)
            elif key == "cards" and event == "start_array":  # version 3 / 4: this object is one set
                found_data = True
                _found(stream, kinds, LEGACY)
                if set_code is None:
                    waiting.extend(_set(stream, set_code, emitted, in_cards=True))
                else:
                    yield from _set(stream, set_code, emitted, in_cards=True)
            elif key == "code" and isinstance(value, str):
                set_code = value
            elif key != "meta" and event == "start_map" and _looks_like_set_code(str(key)):
                found_data = True  # version 3 AllSets.json: set objects by code
                _found(stream, kinds, LEGACY)
                yield from _set(stream, str(key), emitted)
            else:
                stream.skip_value(event)
        if not found_data:
            raise BulkInputError(f.label, "no `data` object: not an MTGJSON AtomicCards, AllPrintings or set file")
        for entry in waiting:
            if entry.card.set_code is None:
                entry.card.set_code = _upper(set_code)
            yield entry
        for _ in stream.events:  # trailing garbage is an error too
            pass
    except ijson.JSONError as exc:
        raise json_error(f.label, exc, stream.cards_seen) from None


def _looks_like_set_code(key: str) -> bool:
    return 2 <= len(key) <= 8 and key.replace("_", "").isalnum() and key != key.lower()


def _found(stream: _Stream, kinds: list[str] | None, kind: str) -> None:
    stream.set_kind(kind)
    if kinds is not None and not kinds:
        kinds.append(kind)


def _data(stream: _Stream, kinds: list[str] | None, emitted: set[str]) -> Iterator[MtgjsonCard]:
    first = True
    while True:
        event, key = stream.next()
        if event == "end_map":
            return
        event, value = stream.next()
        if first and (key in _SET_FIELDS or event not in _START):
            # `data` is one set object (MTGJSON's per-set files, e.g. LEA.json).
            _found(stream, kinds, SET_FILE)
            yield from _set(stream, None, emitted, pending=(str(key), event, value))
            return
        first = False
        if event == "start_array":
            _found(stream, kinds, ATOMIC)
            faces = []
            stream.new_card()
            while True:
                event, _ = stream.next()
                if event == "end_array":
                    break
                face = stream.build(event)
                faces.append(_canonical(face) if isinstance(face, dict) else face)
            yield _card(stream.f.label, stream.cards_seen, str(key), faces)
        elif event == "start_map":
            _found(stream, kinds, PRINTINGS)
            yield from _set(stream, str(key), emitted)
        else:
            raise BulkInputError(
                stream.f.label,
                f"`data.{key}` must be a card's list of faces or a set object",
                record=stream.cards_seen + 1,
            )


def _set(
    stream: _Stream,
    set_code: str | None,
    emitted: set[str],
    *,
    pending: tuple[str, str, Any] | None = None,
    in_cards: bool = False,
) -> Iterator[MtgjsonCard]:
    """One set object's cards. The stream is inside the set object (after `pending`, its first
    key and value, when given), or inside its `cards` array when `in_cards`."""
    entries: list[tuple[int, dict[str, Any]]] = []
    where = f"set {set_code}" if set_code else "the set"

    def read_cards() -> None:
        while True:
            event, _ = stream.next()
            if event == "end_array":
                break
            stream.new_card()
            entry = stream.build(event)
            if not isinstance(entry, dict):
                raise BulkInputError(stream.f.label, "expected a card object", record=stream.cards_seen, what=where)
            entries.append((stream.cards_seen, _canonical(entry)))

    released: str | None = None
    if in_cards:
        read_cards()
    else:
        while True:
            if pending is not None:
                key, event, value = pending
                pending = None
            else:
                event, key = stream.next()
                if event == "end_map":
                    break
                event, value = stream.next()
            if key == "code" and isinstance(value, str) and set_code is None:
                set_code = value
            if key == "releaseDate" and isinstance(value, str):
                released = value
            if key != "cards":
                stream.skip_value(event)
                continue
            if event != "start_array":
                raise BulkInputError(stream.f.label, f"`cards` of {where} must be a list", record=stream.cards_seen + 1)
            read_cards()
    # Printings by name, in file order; each printing's faces by side (its first entry of each side).
    groups: dict[str, dict[str, list[tuple[int, dict[str, Any]]]]] = {}
    for record, entry in entries:
        name = entry.get("name")
        if not isinstance(name, str):
            Fields(stream.f.label, record, entry, where).required_str("name")
        names = entry.get("names")
        if isinstance(names, list) and len(names) > 1 and "faceName" not in entry and name in names:
            # Version 3: each face is an entry named after the face, `names` lists the faces.
            entry["faceName"] = name
            entry.setdefault("side", chr(ord("a") + names.index(name)))
            name = " // ".join(str(n) for n in names)
        entry.setdefault("setCode", set_code)
        if released is not None:
            entry.setdefault("setReleaseDate", released)
        printings = groups.setdefault(str(name), {})
        printings.setdefault(_printing_of(entry), []).append((record, entry))
    for name, printings in groups.items():
        for group in printings.values():
            record = group[0][0]
            sides: dict[Any, dict[str, Any]] = {}
            for _, entry in group:
                sides.setdefault(entry.get("side"), entry)
            faces = [sides[side] for side in sorted(sides, key=lambda s: str(s))]
            key = _oracle_id(faces[0]) or name
            first = key not in emitted
            emitted.add(key)
            yield _card(stream.f.label, record, name, faces, printing=True, with_rulings=first)


def _printing_of(entry: dict[str, Any]) -> str:
    """Which printing a set's card entry belongs to (the faces of one printing are several
    entries): its Scryfall id, else its collector number without the face's letter, else its
    multiverse id (version 3 files have no numbers), else the card's one printing in this set."""
    identifiers = entry.get("identifiers")
    scryfall_id = identifiers.get("scryfallId") if isinstance(identifiers, dict) else None
    if isinstance(scryfall_id, str) and scryfall_id:
        return f"id:{scryfall_id}"
    number, side = entry.get("number"), entry.get("side")
    if isinstance(number, str) and number:
        if isinstance(side, str) and side and number.endswith(side) and len(number) > len(side):
            number = number[: -len(side)]
        return f"number:{number}"
    multiverse = entry.get("multiverseid")
    if isinstance(multiverse, int | str) and not isinstance(multiverse, bool) and str(multiverse):
        return f"multiverse:{multiverse}"
    return "set"


def _oracle_id(face: Any) -> str | None:
    identifiers = face.get("identifiers") if isinstance(face, dict) else None
    value = identifiers.get("scryfallOracleId") if isinstance(identifiers, dict) else None
    return value if isinstance(value, str) and value else None


def _card(
    label: str, record: int, name: str, faces_raw: list[Any], printing: bool = False, with_rulings: bool = True
) -> MtgjsonCard:
    what = f"card {name[:80]!r}"
    if not faces_raw:
        raise BulkInputError(label, "the card has no entries", record=record, what=what)
    faces = [Fields(label, record, face, what) for face in faces_raw]
    first = faces[0]
    if len(name) > 300:
        raise first.fail(f"the name is {len(name)} characters long; the limit is 300")
    identifiers = first.obj.get("identifiers")
    if identifiers is not None and not isinstance(identifiers, dict):
        raise first.fail("'identifiers' must be an object")
    oracle_id = _oracle_id(first.obj)
    if oracle_id is not None and len(oracle_id) > 64:
        raise first.fail("'identifiers.scryfallOracleId' is longer than 64 characters")
    multi = len(faces) > 1
    face_names = tuple(face.required_str("faceName") for face in faces) if multi else ()

    def joined(key: str, sep: str, max_chars: int = MAX_ORACLE_TEXT_CHARS) -> str | None:
        parts = [face.optional_str(key, max_chars=max_chars) for face in faces]
        return sep.join(p or "" for p in parts) if any(parts) else None

    type_line = " // ".join(face.required_str("type") for face in faces)
    mana_cost = normalise_cost(joined("manaCost", " // ", 100))
    card = CardRecord(
        name=name,
        oracle_id=oracle_id,
        mana_cost=mana_cost,
        mana_value=_mana_value(first, mana_cost),
        type_line=type_line,
        oracle_text=joined("text", "\n//\n") or "",
        power=first.optional_str("power", max_chars=16),
        toughness=first.optional_str("toughness", max_chars=16),
        loyalty=first.optional_str("loyalty", max_chars=16),
        colors=_colors(faces, mana_cost),
        set_code=_upper(first.optional_str("setCode", max_chars=16)) if printing else None,
        collector_number=first.optional_str("number", max_chars=16) if printing else None,
        rarity=normalise_rarity(first.optional_str("rarity", max_chars=16)) if printing else None,
        scryfall_id=_identifier(first, "scryfallId") if printing else None,
        faces=face_names,
        record=record,
        keywords=list(dict.fromkeys(k for face in faces for k in (face.str_list("keywords") or []))),
        layout=first.optional_str("layout"),
        face_details=tuple(
            face_record(face, face_name, mana_cost="manaCost", type_line="type", oracle_text="text")
            for face_name, face in zip(face_names, faces, strict=True)
        ) if multi else (),
        # every face repeats the card's legalities; the formats it leaves out are not legal
        legalities=normalise_legalities(first),
    )
    if printing:
        _printing_facts(card, faces)
    rulings: list[RulingRecord] = []
    seen: set[str] = set()
    for face in faces if with_rulings else ():  # every face repeats the card's rulings
        for i, item in enumerate(face.object_list("rulings") or []):
            ruling = Fields(label, record, item, f"{what}, ruling {i + 1}")
            text, raw = ruling.ruling_text("text")
            published = ruling.date("date", required=True)
            if text in seen:
                continue
            seen.add(text)
            rulings.append(
                RulingRecord(
                    text=text, raw_text=raw, published_at=published, author="wotc", oracle_id=oracle_id, record=record
                )
            )
    return MtgjsonCard(card=card, rulings=rulings)


def _printing_facts(card: CardRecord, faces: list[Fields]) -> None:
    """The printing's language, release date and identifiers (`identifiers.*`, version 3's
    `multiverseid` and `mtgoID`), from its first face, the multiverse ids from every face."""
    first = faces[0]
    card.mtgjson_uuid = first.optional_str("uuid", max_chars=64)
    language = first.optional_str("language", max_chars=40)
    card.lang = _LANGUAGES.get(language.lower(), language[:8].lower()) if language else None
    card.released_at = first.date("originalReleaseDate", required=False) or first.date(
        "setReleaseDate", required=False
    )
    card.illustration_id = _identifier(first, "scryfallIllustrationId")
    identifiers = _identifiers(first)
    card.mtgo_id = first.id_value("identifiers.mtgoId", identifiers.get("mtgoId")) or first.optional_id("mtgoID")
    card.mtgo_foil_id = first.id_value("identifiers.mtgoFoilId", identifiers.get("mtgoFoilId"))
    multiverse: list[int] = []
    for face in faces:
        ids = _identifiers(face)
        for value in (face.id_value("identifiers.multiverseId", ids.get("multiverseId")),
                      face.optional_id("multiverseid")):
            if value is not None and value not in multiverse:
                multiverse.append(value)
    card.multiverse_ids = tuple(multiverse)


def _identifiers(face: Fields) -> dict[str, Any]:
    value = face.obj.get("identifiers")
    return value if isinstance(value, dict) else {}


def _identifier(face: Fields, key: str) -> str | None:
    identifiers = face.obj.get("identifiers")
    value = identifiers.get(key) if isinstance(identifiers, dict) else None
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 64:
        raise face.fail(f"'identifiers.{key}' must be a string of at most 64 characters")
    return value or None


def _mana_value(face: Fields, mana_cost: str | None) -> float:
    """`manaValue`, or its older names `convertedManaCost` and `cmc`; when none is given (the 2016
    files leave out a 0), the value of the printed cost (CR 202.3)."""
    for key in ("manaValue", "convertedManaCost", "cmc"):
        if key in face.obj:
            value = face.number(key)
            if value < 0 or value > 1_000_000:
                raise face.fail(f"{key!r} must be a mana value (0 or more), not {value}")
            if value and mana_cost is None and not _is_meld_result(face):
                # A card with a mana value has a mana cost: its field is one this importer does
                # not know, and importing the card without it would make it free to cast.
                raise face.fail(f"{key!r} is {value:g} but the record has no 'manaCost' (a field not recognised?)")
            return value
    return mana_value_of(mana_cost) if mana_cost else 0.0


def _is_meld_result(face: Fields) -> bool:
    """The back face of a meld pair (its own entry: "Brisela, Voice of Nightmares", side "b"): it has
    no mana cost and is never cast, only the melded permanent of two cards (CR 712.4a-b); the file
    gives it the two front faces' mana values together, kept as given."""
    return face.obj.get("layout") == "meld" and face.obj.get("side") not in (None, "a")


def _colors(faces: list[Fields], mana_cost: str | None) -> list[str]:
    """Colour letters in WUBRG order, from `colors` (letters, or the 2016 files' names); when no
    face has `colors` (the 2016 files leave out an empty list), from the mana cost (CR 202.2)."""
    seen: set[str] = set()
    given = False
    for face in faces:
        values = face.str_list("colors")
        if values is None:
            continue
        given = True
        for value in values:
            letter = _COLOR_NAMES.get(value) or _COLOR_NAMES.get(value.lower())
            if letter is None:
                raise face.fail(f"'colors' has an unrecognised value {value[:40]!r} (expected W, U, B, R or G)")
            seen.add(letter)
    if not given:
        return colors_of_cost(mana_cost)
    return [c for c in "WUBRG" if c in seen]


def _upper(value: str | None) -> str | None:
    return value.upper() if value else value
