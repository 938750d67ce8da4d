"""A card record's printing: its identity (`printing_key`) and its `printing` row.

A printing's identity never changes: its Scryfall id when the data has one (Scryfall's `id`,
MTGJSON's `identifiers.scryfallId`), else `mtgjson:<uuid>`, else a key derived from its card and
its set, collector number and language. An import therefore moves a printing to another card
only when a record with that printing's own id says so; two records of one card that share a
set and a number (say, a misprinted file) never take each other's row.
"""

from __future__ import annotations

import hashlib
from typing import Any

from app.ingest.records import CardRecord, normalise_rarity

# The printing columns an import sets; `id` is never changed.
PRINTING_FIELDS = (
    "card_id",
    "scryfall_id",
    "mtgjson_uuid",
    "set_code",
    "collector_number",
    "lang",
    "rarity",
    "released_at",
    "illustration_id",
    "mtgo_id",
    "mtgo_foil_id",
    "multiverse_ids",
)
_EMPTY: tuple[Any, ...] = (None, "", [])


def has_printing(record: CardRecord) -> bool:
    """Whether the record names a printing at all (AtomicCards entries name none)."""
    return bool(record.scryfall_id or record.mtgjson_uuid or record.set_code)


def derived_key(card_id: str, set_code: str | None, number: str | None, lang: str | None) -> str:
    """The key of a printing without a Scryfall id or MTGJSON uuid (migration 0007 uses the same)."""
    digest = hashlib.sha1(f"{card_id}|{set_code or ''}|{number or ''}|{lang or ''}".encode()).hexdigest()
    return f"card:{digest[:40]}"


def identity(record: CardRecord) -> str | None:
    """The printing's own id, when the record carries one (None: the key is derived from its card)."""
    if record.scryfall_id:
        return record.scryfall_id.lower()
    if record.mtgjson_uuid:
        return f"mtgjson:{record.mtgjson_uuid.lower()}"
    return None


def printing_key(record: CardRecord, card_key: str) -> str:
    """`card_key` identifies the card before it has an id (its oracle id or name): for finding
    repeats within one file. The stored key of an id-less printing uses the card's id instead."""
    return identity(record) or derived_key(card_key, record.set_code, record.collector_number, record.lang)


def printing_values(record: CardRecord, card_id: str) -> dict[str, Any]:
    """The `printing` row of a record (with `id`)."""
    return {
        "id": identity(record) or derived_key(card_id, record.set_code, record.collector_number, record.lang),
        "card_id": card_id,
        "scryfall_id": record.scryfall_id.lower() if record.scryfall_id else None,
        "mtgjson_uuid": record.mtgjson_uuid.lower() if record.mtgjson_uuid else None,
        "set_code": record.set_code,
        "collector_number": record.collector_number,
        "lang": record.lang,
        "rarity": normalise_rarity(record.rarity),
        "released_at": record.released_at,
        "illustration_id": record.illustration_id.lower() if record.illustration_id else None,
        "mtgo_id": record.mtgo_id,
        "mtgo_foil_id": record.mtgo_foil_id,
        "multiverse_ids": list(record.multiverse_ids),
    }


def merge_printing(values: dict[str, Any], row: dict[str, Any]) -> None:
    """An import never replaces a printing's known fact with nothing: a feed that lacks a field
    (MTGJSON has no language code for some sets, Scryfall's Oracle Cards no MTGJSON uuid) keeps
    what the other feed gave."""
    for key in PRINTING_FIELDS:
        if values[key] in _EMPTY and row.get(key) not in _EMPTY:
            values[key] = row[key]


def is_english(record: CardRecord) -> bool:
    return record.lang in (None, "en")
