"""API keys, audit log, rate-limit windows, ruling sources, card faces, import jobs.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "api_key",
        sa.Column("id", sa.String(32), nullable=False),  # public id, shown in lists and audit lines
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("key_hash", sa.String(128), nullable=False),  # sha256 of the secret; never the secret
        sa.Column("prefix", sa.String(16), nullable=False),
        sa.Column("scopes", sa.JSON, nullable=False),
        sa.Column("created_at", _TS, nullable=False, server_default=sa.func.now()),
        sa.Column("last_used_at", _TS),
        sa.Column("revoked_at", _TS),
        sa.PrimaryKeyConstraint("id", name="pk_api_key"),
        sa.UniqueConstraint("key_hash", name="uq_api_key_key_hash"),
    )
    op.create_table(
        "audit_log",
        sa.Column("id", sa.Integer, autoincrement=True, nullable=False),
        sa.Column("at", _TS, nullable=False, server_default=sa.func.now()),
        sa.Column("actor", sa.String(64), nullable=False),
        sa.Column("action", sa.String(64), nullable=False),
        sa.Column("target", sa.String(200)),
        sa.Column("request_id", sa.String(128)),
        sa.Column("detail", sa.JSON),
        sa.PrimaryKeyConstraint("id", name="pk_audit_log"),
    )
    op.create_table(
        "rate_limit_window",
        sa.Column("client", sa.String(200), nullable=False),
        sa.Column("window_start", sa.BigInteger, nullable=False),
        sa.Column("count", sa.Integer, nullable=False),
        sa.PrimaryKeyConstraint("client", "window_start", name="pk_rate_limit_window"),
    )
    op.create_table(
        "ruling_source",
        sa.Column("ruling_id", sa.String(32), nullable=False),
        sa.Column("source", sa.String(32), nullable=False),
        sa.Column("published_at", sa.Date),
        sa.Column("comment", sa.Text),
        sa.ForeignKeyConstraint(
            ["ruling_id"], ["ruling.id"], name="fk_ruling_source_ruling_id_ruling", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("ruling_id", "source", name="pk_ruling_source"),
    )
    op.create_table(
        "card_face",
        sa.Column("card_id", sa.String(200), nullable=False),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("name", sa.String(300), nullable=False),
        sa.Column("name_key", sa.String(300), nullable=False),
        sa.ForeignKeyConstraint(["card_id"], ["card.id"], name="fk_card_face_card_id_card", ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("card_id", "position", name="pk_card_face"),
    )
    op.create_index("ix_card_face_name_key", "card_face", ["name_key"])
    op.create_table(
        "import_job",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),  # queued | running | succeeded | failed
        sa.Column("created_at", _TS, nullable=False, server_default=sa.func.now()),
        sa.Column("updated_at", _TS, nullable=False, server_default=sa.func.now()),
        sa.Column("progress", sa.JSON, nullable=False),
        sa.Column("summary", sa.JSON),
        sa.Column("error", sa.Text),
        sa.PrimaryKeyConstraint("id", name="pk_import_job"),
    )


def downgrade() -> None:
    op.drop_table("import_job")
    op.drop_index("ix_card_face_name_key", table_name="card_face")
    op.drop_table("card_face")
    op.drop_table("ruling_source")
    op.drop_table("rate_limit_window")
    op.drop_table("audit_log")
    op.drop_table("api_key")
