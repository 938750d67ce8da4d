"""Each card's format legalities, as the card data gives them: {"<format>": "legal" | "banned" |
"restricted" | "not_legal"}; {} when an import had none (the seeded playtest cards).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-04
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("card") as batch:
        batch.add_column(sa.Column("legalities", sa.JSON, nullable=False, server_default="{}"))


def downgrade() -> None:
    with op.batch_alter_table("card") as batch:
        batch.drop_column("legalities")
