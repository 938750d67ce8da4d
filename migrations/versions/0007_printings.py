"""Printings: every printing of a card (Scryfall id, set, collector number, rarity, language,
release date, illustration, MTGO and multiverse ids), linked to its Oracle card. Each card's
current set / collector number / Scryfall id (its default printing) becomes a printing row.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-04
"""

from __future__ import annotations

import hashlib

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def _derived_key(card_id: str, set_code: str | None, number: str | None, lang: str | None) -> str:
    # The same key as app/ingest/printings.py `printing_key` gives a printing without an id
    # (frozen here: a migration never imports the application).
    digest = hashlib.sha1(f"{card_id}|{set_code or ''}|{number or ''}|{lang or ''}".encode()).hexdigest()
    return f"card:{digest[:40]}"


def upgrade() -> None:
    printing = op.create_table(
        "printing",
        sa.Column("id", sa.String(64), nullable=False),
        sa.Column("card_id", sa.String(200), nullable=False),
        sa.Column("scryfall_id", sa.String(64)),
        sa.Column("mtgjson_uuid", sa.String(64)),
        sa.Column("set_code", sa.String(16)),
        sa.Column("collector_number", sa.String(16)),
        sa.Column("lang", sa.String(8)),
        sa.Column("rarity", sa.String(16)),
        sa.Column("released_at", sa.Date),
        sa.Column("illustration_id", sa.String(64)),
        sa.Column("mtgo_id", sa.BigInteger),
        sa.Column("mtgo_foil_id", sa.BigInteger),
        sa.Column("multiverse_ids", sa.JSON, nullable=False, server_default="[]"),
        sa.ForeignKeyConstraint(["card_id"], ["card.id"], name="fk_printing_card_id_card", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("id", name="pk_printing"),
    )
    op.create_index("ix_printing_card_id", "printing", ["card_id"])
    op.create_index("ix_printing_illustration_id", "printing", ["illustration_id"])
    op.create_index("ix_printing_mtgo_id", "printing", ["mtgo_id"])
    op.create_index("ix_printing_mtgo_foil_id", "printing", ["mtgo_foil_id"])
    op.create_index("ix_printing_set_code_collector_number", "printing", ["set_code", "collector_number"])
    op.create_table(
        "printing_multiverse_id",
        sa.Column("multiverse_id", sa.BigInteger, nullable=False),
        sa.Column("printing_id", sa.String(64), nullable=False),
        sa.ForeignKeyConstraint(
            ["printing_id"], ["printing.id"], name="fk_printing_multiverse_id_printing_id_printing", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("multiverse_id", "printing_id", name="pk_printing_multiverse_id"),
    )
    op.create_index("ix_printing_multiverse_id_printing_id", "printing_multiverse_id", ["printing_id"])

    # Existing data: each card's default printing, where it has one.
    bind = op.get_bind()
    card = sa.table(
        "card",
        sa.column("id", sa.String),
        sa.column("set_code", sa.String),
        sa.column("collector_number", sa.String),
        sa.column("rarity", sa.String),
        sa.column("scryfall_id", sa.String),
    )
    rows = bind.execute(
        sa.select(card.c.id, card.c.set_code, card.c.collector_number, card.c.rarity, card.c.scryfall_id)
        .where(sa.or_(card.c.set_code.is_not(None), card.c.scryfall_id.is_not(None)))
        .order_by(card.c.id)
    ).all()
    seen: set[str] = set()
    values = []
    for card_id, set_code, number, rarity, scryfall_id in rows:
        key = scryfall_id.lower() if scryfall_id else _derived_key(card_id, set_code, number, None)
        if key in seen:  # two cards naming one Scryfall printing: the first (in id order) keeps it
            continue
        seen.add(key)
        values.append(
            {
                "id": key,
                "card_id": card_id,
                "scryfall_id": scryfall_id.lower() if scryfall_id else None,
                "set_code": set_code,
                "collector_number": number,
                "rarity": rarity,
                "multiverse_ids": [],
            }
        )
    if values:
        op.bulk_insert(printing, values)


def downgrade() -> None:
    op.drop_index("ix_printing_multiverse_id_printing_id", table_name="printing_multiverse_id")
    op.drop_table("printing_multiverse_id")
    for index in (
        "ix_printing_set_code_collector_number",
        "ix_printing_mtgo_foil_id",
        "ix_printing_mtgo_id",
        "ix_printing_illustration_id",
        "ix_printing_card_id",
    ):
        op.drop_index(index, table_name="printing")
    op.drop_table("printing")
