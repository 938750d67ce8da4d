"""Card data for real cards: keywords and engine support per card, faces with their own
characteristics, Scryfall identifiers and (set, collector number) lookups.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("card") as batch:
        # keyword abilities of all faces, lower case, as the card data lists them (CR 702)
        batch.add_column(sa.Column("keywords", sa.JSON, nullable=False, server_default="[]"))
        # engine support: "full" | "partial" | "none", and the Oracle lines / keywords not modelled
        batch.add_column(sa.Column("engine_support", sa.String(8), nullable=False, server_default="none"))
        batch.add_column(sa.Column("not_modelled", sa.JSON, nullable=False, server_default="[]"))
        batch.add_column(sa.Column("scryfall_id", sa.String(64)))
        batch.create_index("ix_card_scryfall_id", ["scryfall_id"])
        batch.create_index("ix_card_set_code_collector_number", ["set_code", "collector_number"])
    with op.batch_alter_table("card_face") as batch:
        batch.add_column(sa.Column("mana_cost", sa.String(100)))
        batch.add_column(sa.Column("type_line", sa.String(300)))
        batch.add_column(sa.Column("oracle_text", sa.Text))
        batch.add_column(sa.Column("power", sa.String(16)))
        batch.add_column(sa.Column("toughness", sa.String(16)))
        batch.add_column(sa.Column("keywords", sa.JSON, nullable=False, server_default="[]"))


def downgrade() -> None:
    with op.batch_alter_table("card_face") as batch:
        for column in ("keywords", "toughness", "power", "oracle_text", "type_line", "mana_cost"):
            batch.drop_column(column)
    with op.batch_alter_table("card") as batch:
        batch.drop_index("ix_card_set_code_collector_number")
        batch.drop_index("ix_card_scryfall_id")
        for column in ("scryfall_id", "not_modelled", "engine_support", "keywords"):
            batch.drop_column(column)
