"""Scryfall bulk files, streamed: card files (a JSON array of card objects: "Oracle Cards", one
printing per card; "Default Cards", "All Cards" and "Unique Artwork", many printings per card;
a saved search or set list, `{"object": "list", "data": [...]}`) and "Rulings" (a JSON array of
`{oracle_id, source, published_at, comment}`), joined by `oracle_id`.

Unknown fields are ignored. Cards that are not game cards (tokens, emblems, art-series cards)
are skipped, and so are their rulings.
"""

from __future__ import annotations

import gzip
import re
import zlib
from collections.abc import Callable, Container, Iterator
from dataclasses import dataclass
from typing import Any, TypeVar

import ijson
from ijson.common import ObjectBuilder

from app.ingest.reader import GuardedEvents, TrackedFile, json_error
from app.ingest.records import (
    MAX_ORACLE_TEXT_CHARS,
    BulkInputError,
    CardRecord,
    FaceRecord,
    Fields,
    RulingRecord,
    face_record,
    mana_value_of,
    normalise_cost,
    normalise_legalities,
    normalise_rarity,
)

NOT_GAME_CARDS = frozenset({"token", "double_faced_token", "emblem", "art_series"})
COLOR_ORDER = "WUBRG"
_OPEN = frozenset({"start_map", "start_array"})


@dataclass(slots=True)
class SkippedCard:
    oracle_id: str | None
    reason: str
    record: int


_LIST_OBJECT = re.compile(rb'^\s*\{\s*"object"\s*:\s*"list"')


def _items_prefix(f: TrackedFile, what: str) -> str:
    """Where the file's records are for ijson: the top-level array (bulk files), or `data` of a
    Scryfall list object (a saved search or set list: `{"object": "list", "data": [...]}`)."""
    first = f.first_token()
    if first == "[":
        return "item"
    if first == "{":
        if _LIST_OBJECT.match(_head(f)):
            return "data.item"
        raise BulkInputError(
            f.label,
            f"not a Scryfall {what} file: Scryfall bulk files are JSON arrays (or list objects), this is a "
            "JSON object (an MTGJSON file? use `import mtgjson`)",
        )
    if not first:
        raise BulkInputError(f.label, "the file is empty")
    raise BulkInputError(f.label, f"not JSON: it starts with {first!r}")


def _head(f: TrackedFile) -> bytes:
    """The first bytes of the file's JSON (decompressed), without a byte-order mark."""
    try:
        if f.compressed:
            with gzip.open(f.path, "rb") as peek:
                head = peek.read(4096)
        else:
            with open(f.path, "rb") as peek:
                head = peek.read(4096)
    except (OSError, EOFError, zlib.error):
        return b""
    return head.removeprefix(b"\xef\xbb\xbf")


T = TypeVar("T")


def iter_cards(f: TrackedFile, known: Container[str] | None = None) -> Iterator[CardRecord | SkippedCard]:
    """The file's card records. `known`: the oracle ids of the cards the caller has taken already
    (from an earlier printing): their later printings are read for their printing alone (a
    Default Cards file lists most cards several times; the card's facts come from its first)."""
    if known is None:
        return _iter_array(f, "cards", parse_card)
    return _iter_array(f, "cards", lambda file, record, obj: parse_card(file, record, obj, known))


def iter_rulings(f: TrackedFile) -> Iterator[RulingRecord]:
    return _iter_array(f, "rulings", parse_ruling)


def _iter_array(f: TrackedFile, what: str, parse: Callable[[str, int, Any], T]) -> Iterator[T]:
    """Each record of the file, parsed as it streams in (record numbers from 1): the elements of its
    top-level array, or of the `data` array of a Scryfall list object. Built from checked events
    (reader.GuardedEvents: depth, sizes, counts) so that no element is built before it is bounded."""
    in_list = _items_prefix(f, what) == "data.item"
    level = 2 if in_list else 1  # the depth inside the array whose elements are the records
    events = GuardedEvents(f, record_depth=level)
    done = 0
    key: str | None = None  # the list object's key being read
    try:
        next(events)  # the top-level array's or list object's start (`_items_prefix` saw it)
        for event, value in events:
            if events.depth < level:
                if event == "map_key":
                    key = value
                continue  # the list object's own keys and scalars, and the end of the file's value
            if in_list and events.depth == level and event in _OPEN:
                if key == "data" and event == "start_array":
                    continue  # the records' array begins
                for _event, _value in events:  # another key's container (`warnings`): not records
                    if events.depth < level:
                        break
                continue
            builder = ObjectBuilder()
            builder.event(event, value)
            if event in _OPEN:
                for event, value in events:
                    builder.event(event, value)
                    if events.depth == level:
                        break
            done += 1
            yield parse(f.label, done, builder.value)
    except ijson.JSONError as exc:
        raise json_error(f.label, exc, done) from None


def _what(obj: Any) -> str | None:
    if isinstance(obj, dict):
        for key in ("name", "oracle_id", "id"):
            if isinstance(obj.get(key), str):
                return f"{key} {obj[key][:80]!r}"
    return None


def parse_card(file: str, record: int, obj: Any, known: Container[str] = ()) -> CardRecord | SkippedCard:
    fields = Fields(file, record, obj, _what(obj))
    kind = obj.get("object")
    if kind is not None and kind != "card":
        if kind == "ruling":
            raise fields.fail("this is a ruling, not a card: is the rulings file given as the cards file?")
        raise fields.fail(f"expected a card object, got {kind!r}")
    name = fields.required_str("name")
    faces_raw = fields.object_list("card_faces") or []
    faces = [Fields(file, record, face, f"face {i + 1} of {name!r}") for i, face in enumerate(faces_raw)]
    oracle_id = fields.optional_str("oracle_id", max_chars=64)
    if oracle_id is None and faces:  # reversible cards carry the oracle id on each face
        oracle_id = faces[0].optional_str("oracle_id", max_chars=64)
    layout = fields.optional_str("layout")
    if layout in NOT_GAME_CARDS:
        return SkippedCard(oracle_id, f"layout {layout}", record)
    if oracle_id is None:
        raise fields.fail("the required field 'oracle_id' is missing")
    if oracle_id in known:
        return _printing_only(fields, faces, name, oracle_id, layout, record)
    face_names = tuple(face.required_str("name") for face in faces)

    def combined(key: str, sep: str, max_chars: int = MAX_ORACLE_TEXT_CHARS) -> str | None:
        value = fields.optional_str(key, max_chars=max_chars)
        if value is not None or not faces:
            return value
        parts = [face.optional_str(key, max_chars=max_chars) for face in faces]
        present = [p for p in parts if p]
        return sep.join(p or "" for p in parts) if present else None

    colors = fields.str_list("colors")
    if colors is None:
        seen = {c for face in faces for c in (face.str_list("colors") or [])}
        colors = [c for c in COLOR_ORDER if c in seen]
    unknown = [c for c in colors if c not in COLOR_ORDER]
    if unknown:
        raise fields.fail(f"'colors' has an unrecognised value {unknown[0][:40]!r} (expected W, U, B, R or G)")
    type_line = combined("type_line", " // ")
    if not type_line:
        raise fields.fail("the required field 'type_line' is missing")
    mana_cost = normalise_cost(combined("mana_cost", " // ", 100))
    # A card without `cmc` is not free to cast: its mana value is that of its cost (CR 202.3).
    mana_value = fields.number("cmc") if "cmc" in obj else (mana_value_of(mana_cost) if mana_cost else 0.0)
    first_face = faces[0] if faces else None
    card = CardRecord(
        name=name,
        oracle_id=oracle_id,
        mana_cost=mana_cost,
        mana_value=mana_value,
        type_line=type_line,
        oracle_text=combined("oracle_text", "\n//\n") or "",
        power=fields.optional_str("power", max_chars=16)
        or (first_face.optional_str("power", max_chars=16) if first_face else None),
        toughness=fields.optional_str("toughness", max_chars=16)
        or (first_face.optional_str("toughness", max_chars=16) if first_face else None),
        loyalty=fields.optional_str("loyalty", max_chars=16)
        or (first_face.optional_str("loyalty", max_chars=16) if first_face else None),
        colors=colors,
        set_code=_upper(fields.optional_str("set", max_chars=16)),
        collector_number=fields.optional_str("collector_number", max_chars=16),
        rarity=normalise_rarity(fields.optional_str("rarity", max_chars=16)),
        scryfall_id=fields.optional_str("id", max_chars=64),
        faces=face_names if len(face_names) > 1 else (),
        record=record,
        keywords=fields.str_list("keywords") or [],
        layout=layout,
        face_details=tuple(_face(face) for face in faces) if len(faces) > 1 else (),
        legalities=normalise_legalities(fields),
    )
    _printing_facts(card, fields, first_face)
    return card


def _printing_only(
    fields: Fields, faces: list[Fields], name: str, oracle_id: str, layout: str | None, record: int
) -> CardRecord:
    """Another printing of a card already taken: its printing's facts and identifiers only."""
    card = CardRecord(
        name=name,
        oracle_id=oracle_id,
        set_code=_upper(fields.optional_str("set", max_chars=16)),
        collector_number=fields.optional_str("collector_number", max_chars=16),
        rarity=normalise_rarity(fields.optional_str("rarity", max_chars=16)),
        scryfall_id=fields.optional_str("id", max_chars=64),
        record=record,
        layout=layout,
    )
    _printing_facts(card, fields, faces[0] if faces else None)
    return card


def _printing_facts(card: CardRecord, fields: Fields, first_face: Fields | None) -> None:
    card.lang = fields.optional_str("lang", max_chars=8)
    card.released_at = fields.date("released_at", required=False)
    card.illustration_id = fields.optional_str("illustration_id", max_chars=64) or (
        first_face.optional_str("illustration_id", max_chars=64) if first_face else None
    )
    card.mtgo_id = fields.optional_id("mtgo_id")
    card.mtgo_foil_id = fields.optional_id("mtgo_foil_id")
    card.multiverse_ids = fields.id_list("multiverse_ids")


def _face(face: Fields) -> FaceRecord:
    return face_record(face, face.required_str("name"), mana_cost="mana_cost", type_line="type_line",
                       oracle_text="oracle_text")


def parse_ruling(file: str, record: int, obj: Any) -> RulingRecord:
    fields = Fields(file, record, obj, _what(obj))
    kind = obj.get("object")
    if kind is not None and kind != "ruling":
        if kind == "card":
            raise fields.fail("this is a card, not a ruling: is the cards file given as the rulings file?")
        raise fields.fail(f"expected a ruling object, got {kind!r}")
    oracle_id = fields.required_str("oracle_id", max_chars=64)
    author = fields.required_str("source", max_chars=32)
    published_at = fields.date("published_at", required=True)
    text, raw = fields.ruling_text("comment")
    return RulingRecord(
        text=text, raw_text=raw, published_at=published_at, author=author, oracle_id=oracle_id, record=record
    )


def _upper(value: str | None) -> str | None:
    return value.upper() if value else value
