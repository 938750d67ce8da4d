from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import JSON, Date, DateTime, ForeignKey, Index, Integer, String, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from app.db.base import Base


class Ruling(Base):
    __tablename__ = "ruling"

    # short hash of the normalised text: the same on every load and every database
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    text: Mapped[str] = mapped_column(Text)
    published_at: Mapped[date | None] = mapped_column(Date)
    source: Mapped[str] = mapped_column(String(32), default="wotc")
    rules: Mapped[list[str]] = mapped_column(JSON, default=list)  # CR numbers cited in the text
    note: Mapped[str | None] = mapped_column(Text)  # editorial note, e.g. the day/night conflict
    origin: Mapped[str] = mapped_column(String(16), default="seed")  # seed | api | import
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now(), onupdate=func.now()
    )


class CardRuling(Base):
    __tablename__ = "card_ruling"
    # A ruling's cards in id order, straight from the index (a ruling can be on thousands of pages).
    __table_args__ = (Index("ix_card_ruling_ruling_id_card_id", "ruling_id", "card_id"),)

    card_id: Mapped[str] = mapped_column(ForeignKey("card.id", ondelete="CASCADE"), primary_key=True)
    ruling_id: Mapped[str] = mapped_column(ForeignKey("ruling.id", ondelete="CASCADE"), primary_key=True)
    position: Mapped[int] = mapped_column(Integer)  # the ruling's place on that card's page


class RulingRule(Base):
    """One row per (ruling, prefix of a cited rule): `rule=302.6` is one indexed equality."""

    __tablename__ = "ruling_rule"

    ruling_id: Mapped[str] = mapped_column(ForeignKey("ruling.id", ondelete="CASCADE"), primary_key=True)
    prefix: Mapped[str] = mapped_column(String(16), primary_key=True, index=True)


class SourceDocument(Base):
    __tablename__ = "source_document"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(String(300), unique=True)
    kind: Mapped[str] = mapped_column(String(32))  # gatherer | cards | scryfall | mtgjson
    sha256: Mapped[str] = mapped_column(String(64))
    size: Mapped[int] = mapped_column(Integer)
    loaded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class AppMeta(Base):
    """Key/value facts about the data, e.g. `data_version`, bumped by every write (ETags)."""

    __tablename__ = "app_meta"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(String(200))
