"""What the rules engine makes of a stored card: its definition, support level and the abilities
it ignores (`engine` on every card object, and the catalog of `POST /v1/simulate`).

The importers store these at import time (app/ingest/definitions.py) and the seeds store their
hand-written definitions as "full". A row stored before the reader existed (no definition, no
support recorded) is read from its columns here, once per data version (callers cache it), so it
never plays as a vanilla card by default."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from pydantic import ValidationError

from app.cards.models import Card
from app.engine import CardDefinition
from app.oracle import CardFacts, read_card

Support = Literal["full", "partial", "none"]


@dataclass(frozen=True, slots=True)
class CardEngine:
    """`definition` is None exactly when `support` is "none" (the engine can't play the card)."""

    name: str
    definition: CardDefinition | None
    support: Support
    not_modelled: tuple[str, ...] = ()


def _support(value: str | None) -> Support:
    return value if value in ("full", "partial") else "none"  # type: ignore[return-value]


def support_of(card: Card) -> tuple[Support, tuple[str, ...]]:
    """`card_engine(card)`'s support and not-modelled lines, without validating the stored
    definition again (what card objects show; cheap for lists of cards)."""
    not_modelled = tuple(card.not_modelled or ())
    if card.definition is not None:
        support = _support(card.engine_support)
        return ("full" if support == "none" and not not_modelled else support), not_modelled
    if card.engine_support == "none" and not_modelled:
        return "none", not_modelled
    engine = card_engine(card)
    return engine.support, engine.not_modelled


def card_engine(card: Card) -> CardEngine:
    not_modelled = tuple(card.not_modelled or ())
    if card.definition is not None:
        try:
            definition = CardDefinition.model_validate(card.definition)
        except ValidationError as problem:
            return CardEngine(card.name, None, "none", (*not_modelled, f"stored definition: {problem.errors()[0]['msg']}"))
        support = _support(card.engine_support)
        if support == "none" and not not_modelled:
            support = "full"  # a hand-written definition stored before support was recorded
        return CardEngine(card.name, definition, support, not_modelled)
    if card.engine_support == "none" and not_modelled:
        return CardEngine(card.name, None, "none", not_modelled)
    reading = read_card(
        CardFacts(
            name=card.name,
            mana_cost=card.mana_cost,
            type_line=card.type_line or "",
            oracle_text=card.oracle_text or "",
            power=card.power,
            toughness=card.toughness,
            keywords=tuple(card.keywords or ()),
        )
    )
    if reading.definition is None:
        return CardEngine(card.name, None, "none", tuple(reading.not_modelled))
    return CardEngine(
        card.name, CardDefinition.model_validate(reading.definition), reading.support, tuple(reading.not_modelled)
    )
