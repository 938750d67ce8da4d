"""The cards each data version changed (`card_change`), so that a reader holding the name index of
an earlier version updates it from the cards that changed instead of reading the whole catalog
again; and an index covering (id, name, name_key), the columns of that catalog read.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "card_change",
        sa.Column("version", sa.Integer, primary_key=True),
        # a card's id; "": the version's changed cards are all listed (its other rows);
        # "=rulings": the version wrote no ruling, ruling source nor link
        sa.Column("card_id", sa.String(200), primary_key=True),
    )
    op.create_index("ix_card_name_catalog", "card", ["id", "name", "name_key"])


def downgrade() -> None:
    op.drop_index("ix_card_name_catalog", table_name="card")
    op.drop_table("card_change")
