"""Engine definitions of imported cards, built once at import time (not per simulation).

`engine_values(record)` reads a card record with the Oracle reader (app/oracle) and gives the
card columns it decides: `keywords` (the card data's keywords in canonical form where the
vocabulary knows them, else lower-cased as written), `definition`, `engine_support` and
`not_modelled`. Re-importing a card rebuilds them; a seeded card keeps its hand-written ones
(the importer's `_merge_into`)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from app.engine.keywords import normalise_keyword
from app.ingest.records import CardRecord, FaceRecord
from app.oracle import CardFacts, read_card


def canonical_keywords(keywords: list[str]) -> list[str]:
    """"First strike" -> "first_strike"; "Protection" (no quality in card data) -> "protection"."""
    return list(dict.fromkeys(normalise_keyword(k) or k.strip().lower() for k in keywords))


def _face_facts(face: FaceRecord | CardRecord) -> CardFacts:
    """The characteristics a face and a whole card both have (a card adds colours, layout, faces)."""
    return CardFacts(
        name=face.name,
        mana_cost=face.mana_cost,
        type_line=face.type_line,
        oracle_text=face.oracle_text,
        power=face.power,
        toughness=face.toughness,
        keywords=tuple(face.keywords),
        loyalty=face.loyalty,
        # s17-audit: a face's own colors (a back face's color indicator, CR 204); none for the whole card
        colors=tuple(face.colors) if isinstance(face, FaceRecord) and face.colors else None,
    )


def card_facts(record: CardRecord) -> CardFacts:
    return replace(
        _face_facts(record),
        colors=tuple(record.colors),
        layout=record.layout,
        faces=tuple(_face_facts(face) for face in record.face_details),
    )


def engine_values(record: CardRecord) -> dict[str, Any]:
    reading = read_card(card_facts(record))
    return {
        "keywords": canonical_keywords(record.keywords),
        "definition": reading.definition,
        "engine_support": reading.support,
        "not_modelled": list(reading.not_modelled),
    }
