"""`read_card`: the first, keyword-only version (the template table comes in templates.py)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from app.engine.keywords import is_modelled, normalise_keyword, parse_keyword

Support = Literal["full", "partial", "none"]

_SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing"})
_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery", "Tribal"}
)


@dataclass(frozen=True)
class CardFacts:
    """One card (or one face) as card data gives it. `keywords` as the data lists them
    (Scryfall: "First strike"; MTGJSON: "First Strike"); `faces` for multi-faced cards."""

    name: str
    mana_cost: str | None = None
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    keywords: tuple[str, ...] = ()
    colors: tuple[str, ...] | None = None
    layout: str | None = None
    faces: tuple[CardFacts, ...] = ()


@dataclass(frozen=True)
class Reading:
    definition: dict[str, Any] | None
    support: Support
    not_modelled: list[str] = field(default_factory=list)


def _types(type_line: str) -> tuple[list[str], list[str], list[str]]:
    left, _, right = type_line.partition("—")
    words = left.split()
    return ([w for w in words if w in _TYPES], [w for w in words if w in _SUPERTYPES], right.split())


def _number(value: str | None) -> int | None:
    return int(value) if value is not None and re.fullmatch(r"-?\d+", value) else None


def _strip_reminder(line: str) -> str:
    return re.sub(r"\s*\([^)]*\)", "", line).strip()


def read_card(facts: CardFacts) -> Reading:
    """Keywords only: every Oracle line made of keywords the engine models is understood;
    every other line is reported, and a `*` power or toughness makes the card `none`."""
    types, supertypes, subtypes = _types(facts.type_line)
    keywords: list[str] = []
    not_modelled: list[str] = []
    for raw_line in facts.oracle_text.splitlines():
        line = _strip_reminder(raw_line)
        if not line:
            continue
        parts = [normalise_keyword(part) for part in re.split(r",\s*|;\s*", line)]
        parsed = [parse_keyword(p) if p else None for p in parts]
        if parsed and all(k is not None and is_modelled(k) for k in parsed):
            keywords.extend(k.text for k in parsed if k is not None)
        else:
            not_modelled.append(raw_line.strip())
    definition: dict[str, Any] = {
        "name": facts.name,
        "types": types,
        "supertypes": supertypes,
        "subtypes": subtypes,
        "power": _number(facts.power),
        "toughness": _number(facts.toughness),
        "keywords": keywords,
        "mana_cost": facts.mana_cost or None,
    }
    unknown_stats = [v for v in (facts.power, facts.toughness) if v is not None and _number(v) is None]
    if unknown_stats:
        return Reading(None, "none", [*not_modelled, f"power/toughness {facts.power}/{facts.toughness}"])
    if not not_modelled:
        return Reading(definition, "full", [])
    return Reading(definition, "partial" if keywords or facts.oracle_text.strip() != "" else "none", not_modelled)
