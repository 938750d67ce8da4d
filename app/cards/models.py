from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Date, DateTime, Float, ForeignKey, Index, Integer, String, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from app.db.base import Base


class Card(Base):
    __tablename__ = "card"

    id: Mapped[str] = mapped_column(String(200), primary_key=True)  # slug of the name
    name: Mapped[str] = mapped_column(String(300), unique=True)
    # casefolded, punctuation-free name for exact lookups that forgive case and punctuation
    name_key: Mapped[str] = mapped_column(String(300), index=True)
    mana_cost: Mapped[str | None] = mapped_column(String(100))
    mana_value: Mapped[float] = mapped_column(Float, default=0)
    type_line: Mapped[str] = mapped_column(String(300), default="")
    oracle_text: Mapped[str] = mapped_column(Text, default="")
    power: Mapped[str | None] = mapped_column(String(16))
    toughness: Mapped[str | None] = mapped_column(String(16))
    colors: Mapped[list[str]] = mapped_column(JSON, default=list)
    set_code: Mapped[str | None] = mapped_column(String(16))
    collector_number: Mapped[str | None] = mapped_column(String(16))
    rarity: Mapped[str | None] = mapped_column(String(16))
    oracle_id: Mapped[str | None] = mapped_column(String(64), index=True)
    definition: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    # keyword abilities of all faces, lower case (CR 702), as the card data lists them
    keywords: Mapped[list[str]] = mapped_column(JSON, default=list, server_default="[]")
    # what the engine models of this card: "full" | "partial" | "none", and what it ignores
    engine_support: Mapped[str] = mapped_column(String(8), default="none", server_default="none")
    not_modelled: Mapped[list[str]] = mapped_column(JSON, default=list, server_default="[]")
    scryfall_id: Mapped[str | None] = mapped_column(String(64), index=True)
    # format -> "legal" | "banned" | "restricted" | "not_legal", as the card data lists them
    legalities: Mapped[dict[str, str]] = mapped_column(JSON, default=dict, server_default="{}")
    __table_args__ = (
        Index("ix_card_set_code_collector_number", "set_code", "collector_number"),
        # covers the name catalog (`name_catalog`): the index, not the wide rows, is read
        Index("ix_card_name_catalog", "id", "name", "name_key"),
    )

    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now(), onupdate=func.now()
    )


class CardChange(Base):
    """The cards a data version changed (added, or changed a column or a face), written in the
    transaction that bumps it: a version whose changes are recorded has a row with `card_id` ""
    (its marker) besides one per card. A version without the marker (a write that does not record
    its cards, or too many cards to list) changed anything: readers rebuild from the tables. A
    row with `card_id` "=rulings": the version wrote no ruling, ruling source nor link."""

    __tablename__ = "card_change"

    version: Mapped[int] = mapped_column(Integer, primary_key=True)
    card_id: Mapped[str] = mapped_column(String(200), primary_key=True)


class Printing(Base):
    """One printing of a card (a Scryfall card object; an MTGJSON set's card entry): its set,
    collector number and the identifiers other catalogues know it by. Rulings belong to the
    Oracle card (`card_id`); a card's own `set_code` / `collector_number` / `scryfall_id` are its
    default printing, which is also a row here.

    `id` is the printing's identity, which an import never changes: its Scryfall id when the data
    has one, else `mtgjson:<uuid>`, else a key derived from the card and the printing (see
    app/ingest/printings.py `printing_key`)."""

    __tablename__ = "printing"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    card_id: Mapped[str] = mapped_column(ForeignKey("card.id", ondelete="CASCADE"), index=True)
    # the printing's `id` when it has one (lookups by Scryfall id use the primary key)
    scryfall_id: Mapped[str | None] = mapped_column(String(64))
    mtgjson_uuid: Mapped[str | None] = mapped_column(String(64))
    set_code: Mapped[str | None] = mapped_column(String(16))
    collector_number: Mapped[str | None] = mapped_column(String(16))
    lang: Mapped[str | None] = mapped_column(String(8))
    rarity: Mapped[str | None] = mapped_column(String(16))
    released_at: Mapped[date | None] = mapped_column(Date)
    illustration_id: Mapped[str | None] = mapped_column(String(64), index=True)
    mtgo_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    mtgo_foil_id: Mapped[int | None] = mapped_column(BigInteger, index=True)
    # every multiverse id of the printing (Gatherer); looked up through `printing_multiverse_id`
    multiverse_ids: Mapped[list[int]] = mapped_column(JSON, default=list, server_default="[]")
    __table_args__ = (Index("ix_printing_set_code_collector_number", "set_code", "collector_number"),)


class PrintingMultiverseId(Base):
    """multiverse id -> printing (a printing may have several: the halves of an old split card)."""

    __tablename__ = "printing_multiverse_id"

    multiverse_id: Mapped[int] = mapped_column(BigInteger, primary_key=True)
    printing_id: Mapped[str] = mapped_column(
        ForeignKey("printing.id", ondelete="CASCADE"), primary_key=True, index=True
    )
