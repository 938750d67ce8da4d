"""card_ruling indexed by (ruling_id, card_id): a ruling's first cards without reading them all.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29
"""

from __future__ import annotations

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_card_ruling_ruling_id_card_id", "card_ruling", ["ruling_id", "card_id"])
    op.drop_index("ix_card_ruling_ruling_id", table_name="card_ruling")


def downgrade() -> None:
    op.create_index("ix_card_ruling_ruling_id", "card_ruling", ["ruling_id"])
    op.drop_index("ix_card_ruling_ruling_id_card_id", table_name="card_ruling")
