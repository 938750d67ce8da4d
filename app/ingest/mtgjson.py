"""MTGJSON bulk files, streamed: `AtomicCards.json` (`data` maps a card name to its faces) and
`AllPrintings.json` (`data` maps a set code to a set whose `cards` are printings, one entry per
face). The kind is detected from the shape of the first entry of `data`.

Each card comes with its rulings (`rulings: [{date, text}]`); `identifiers.scryfallOracleId`
joins it to Scryfall's data. A card printed in many sets is taken once, from its first set.
Memory stays bounded by one set's printings (AllPrintings) or one card (AtomicCards).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import ijson
from ijson.common import ObjectBuilder

from app.ingest.reader import TrackedFile, json_error
from app.ingest.records import (
    MAX_ORACLE_TEXT_CHARS,
    BulkInputError,
    CardRecord,
    FaceRecord,
    Fields,
    RulingRecord,
)

ATOMIC = "AtomicCards"
PRINTINGS = "AllPrintings"
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
    "type",
    "text",
    "power",
    "toughness",
    "colors",
    "number",
    "rarity",
    "setCode",
    "identifiers",
    "rulings",
    "layout",
    "keywords",
)


@dataclass(slots=True)
class MtgjsonCard:
    card: CardRecord
    rulings: list[RulingRecord] = field(default_factory=list)


class _Stream:
    """basic_parse events with a count of the cards seen, for messages and progress."""

    def __init__(self, f: TrackedFile) -> None:
        self.f = f
        self.events = ijson.basic_parse(f, use_float=True)
        self.cards_seen = 0
        self.kind: str | None = None

    def next(self) -> tuple[str, Any]:
        try:
            return next(self.events)  # type: ignore[no-any-return]
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
        while True:
            event, key = stream.next()
            if event == "end_map":
                break
            event, _ = stream.next()
            if key != "data":
                stream.skip_value(event)
                continue
            if event != "start_map":
                raise BulkInputError(f.label, "`data` must be a JSON object")
            found_data = True
            yield from _data(stream, kinds)
        if not found_data:
            raise BulkInputError(f.label, "no `data` object: not an MTGJSON AtomicCards or AllPrintings file")
        for _ in stream.events:  # trailing garbage is an error too
            pass
    except ijson.JSONError as exc:
        raise json_error(f.label, exc, stream.cards_seen) from None


def _data(stream: _Stream, kinds: list[str] | None) -> Iterator[MtgjsonCard]:
    emitted: set[str] = set()  # oracle ids (or names) already yielded: a card once, from its first set
    while True:
        event, key = stream.next()
        if event == "end_map":
            return
        event, _ = stream.next()
        if event == "start_array":
            stream.set_kind(ATOMIC)
            if kinds is not None and not kinds:
                kinds.append(ATOMIC)
            faces = []
            stream.cards_seen += 1
            while True:
                event, _ = stream.next()
                if event == "end_array":
                    break
                faces.append(stream.build(event))
            yield _card(stream.f.label, stream.cards_seen, str(key), faces)
        elif event == "start_map":
            stream.set_kind(PRINTINGS)
            if kinds is not None and not kinds:
                kinds.append(PRINTINGS)
            yield from _set(stream, str(key), emitted)
        else:
            raise BulkInputError(
                stream.f.label,
                f"`data.{key}` must be a card's list of faces or a set object",
                record=stream.cards_seen + 1,
            )


def _set(stream: _Stream, set_code: str, emitted: set[str]) -> Iterator[MtgjsonCard]:
    entries: list[tuple[int, dict[str, Any]]] = []
    while True:
        event, key = stream.next()
        if event == "end_map":
            break
        event, _ = stream.next()
        if key != "cards":
            stream.skip_value(event)
            continue
        if event != "start_array":
            raise BulkInputError(
                stream.f.label, f"`data.{set_code}.cards` must be a list", record=stream.cards_seen + 1
            )
        while True:
            event, _ = stream.next()
            if event == "end_array":
                break
            stream.cards_seen += 1
            entry = stream.build(event)
            if not isinstance(entry, dict):
                raise BulkInputError(
                    stream.f.label, "expected a card object", record=stream.cards_seen, what=f"set {set_code}"
                )
            entries.append((stream.cards_seen, {k: entry[k] for k in _KEEP if k in entry}))
    # One card per name in this set, its faces by side, from the first printing of each side.
    groups: dict[str, list[tuple[int, dict[str, Any]]]] = {}
    for record, entry in entries:
        name = entry.get("name")
        if not isinstance(name, str):
            Fields(stream.f.label, record, entry, f"set {set_code}").required_str("name")
        groups.setdefault(str(name), []).append((record, entry))
    for name, group in groups.items():
        record = group[0][0]
        sides: dict[Any, dict[str, Any]] = {}
        for _, entry in group:
            sides.setdefault(entry.get("side"), entry)
        faces = [sides[side] for side in sorted(sides, key=lambda s: str(s))]
        oracle_id = _oracle_id(faces[0])
        key = oracle_id or name
        if key in emitted:
            continue
        emitted.add(key)
        yield _card(stream.f.label, record, name, faces, printing=True)


def _oracle_id(face: Any) -> str | None:
    identifiers = face.get("identifiers") if isinstance(face, dict) else None
    value = identifiers.get("scryfallOracleId") if isinstance(identifiers, dict) else None
    return value if isinstance(value, str) and value else None


def _card(label: str, record: int, name: str, faces_raw: list[Any], printing: bool = False) -> MtgjsonCard:
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

    colors_seen = {c for face in faces for c in (face.str_list("colors") or [])}
    mana_value = first.number("manaValue") if "manaValue" in first.obj else first.number("convertedManaCost")
    card = CardRecord(
        name=name,
        oracle_id=oracle_id,
        mana_cost=joined("manaCost", " // ", 100),
        mana_value=mana_value,
        type_line=joined("type", " // ") or "",
        oracle_text=joined("text", "\n//\n") or "",
        power=first.optional_str("power", max_chars=16),
        toughness=first.optional_str("toughness", max_chars=16),
        colors=[c for c in "WUBRG" if c in colors_seen],
        set_code=_upper(first.optional_str("setCode", max_chars=16)) if printing else None,
        collector_number=first.optional_str("number", max_chars=16) if printing else None,
        rarity=first.optional_str("rarity", max_chars=16) if printing else None,
        faces=face_names,
        record=record,
        keywords=list(dict.fromkeys(k for face in faces for k in (face.str_list("keywords") or []))),
        layout=first.optional_str("layout"),
        face_details=tuple(
            FaceRecord(
                name=face_name,
                mana_cost=face.optional_str("manaCost", max_chars=100) or None,
                type_line=face.optional_str("type") or "",
                oracle_text=face.optional_str("text", max_chars=MAX_ORACLE_TEXT_CHARS) or "",
                power=face.optional_str("power", max_chars=16),
                toughness=face.optional_str("toughness", max_chars=16),
                keywords=face.str_list("keywords") or [],
            )
            for face_name, face in zip(face_names, faces, strict=True)
        ) if multi else (),
    )
    rulings: list[RulingRecord] = []
    seen: set[str] = set()
    for face in faces:  # every face repeats the card's rulings
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


def _upper(value: str | None) -> str | None:
    return value.upper() if value else value
