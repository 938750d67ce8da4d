"""Cards, rulings, their links, cited rules, source documents, and full-text search.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "card",
        sa.Column("id", sa.String(200), primary_key=True),
        sa.Column("name", sa.String(300), nullable=False),
        sa.Column("name_key", sa.String(300), nullable=False),
        sa.Column("mana_cost", sa.String(100)),
        sa.Column("mana_value", sa.Float, nullable=False, server_default="0"),
        sa.Column("type_line", sa.String(300), nullable=False, server_default=""),
        sa.Column("oracle_text", sa.Text, nullable=False, server_default=""),
        sa.Column("power", sa.String(16)),
        sa.Column("toughness", sa.String(16)),
        sa.Column("colors", sa.JSON, nullable=False),
        sa.Column("set_code", sa.String(16)),
        sa.Column("collector_number", sa.String(16)),
        sa.Column("rarity", sa.String(16)),
        sa.Column("oracle_id", sa.String(64)),
        sa.Column("definition", sa.JSON),
        sa.Column("updated_at", _TS, nullable=False, server_default=sa.func.now()),
        sa.PrimaryKeyConstraint("id", name="pk_card"),
        sa.UniqueConstraint("name", name="uq_card_name"),
    )
    op.create_index("ix_card_name_key", "card", ["name_key"])
    op.create_index("ix_card_oracle_id", "card", ["oracle_id"])

    op.create_table(
        "ruling",
        sa.Column("id", sa.String(32), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("published_at", sa.Date),
        sa.Column("source", sa.String(32), nullable=False),
        sa.Column("rules", sa.JSON, nullable=False),
        sa.Column("note", sa.Text),
        sa.Column("origin", sa.String(16), nullable=False),
        sa.Column("created_at", _TS, nullable=False, server_default=sa.func.now()),
        sa.Column("updated_at", _TS, nullable=False, server_default=sa.func.now()),
        sa.PrimaryKeyConstraint("id", name="pk_ruling"),
    )
    op.create_table(
        "card_ruling",
        sa.Column("card_id", sa.String(200), nullable=False),
        sa.Column("ruling_id", sa.String(32), nullable=False),
        sa.Column("position", sa.Integer, nullable=False),
        sa.ForeignKeyConstraint(["card_id"], ["card.id"], name="fk_card_ruling_card_id_card", ondelete="CASCADE"),
        sa.ForeignKeyConstraint(
            ["ruling_id"], ["ruling.id"], name="fk_card_ruling_ruling_id_ruling", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("card_id", "ruling_id", name="pk_card_ruling"),
    )
    op.create_index("ix_card_ruling_ruling_id", "card_ruling", ["ruling_id"])
    op.create_table(
        "ruling_rule",
        sa.Column("ruling_id", sa.String(32), nullable=False),
        sa.Column("prefix", sa.String(16), nullable=False),
        sa.ForeignKeyConstraint(
            ["ruling_id"], ["ruling.id"], name="fk_ruling_rule_ruling_id_ruling", ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("ruling_id", "prefix", name="pk_ruling_rule"),
    )
    op.create_index("ix_ruling_rule_prefix", "ruling_rule", ["prefix"])
    op.create_table(
        "source_document",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("name", sa.String(300), nullable=False),
        sa.Column("kind", sa.String(32), nullable=False),
        sa.Column("sha256", sa.String(64), nullable=False),
        sa.Column("size", sa.Integer, nullable=False),
        sa.Column("loaded_at", _TS, nullable=False),
        sa.PrimaryKeyConstraint("id", name="pk_source_document"),
        sa.UniqueConstraint("name", name="uq_source_document_name"),
    )
    op.create_table(
        "app_meta",
        sa.Column("key", sa.String(64), nullable=False),
        sa.Column("value", sa.String(200), nullable=False),
        sa.PrimaryKeyConstraint("key", name="pk_app_meta"),
    )

    if op.get_context().dialect.name == "postgresql":
        # The database ranks and highlights: a stored tsvector kept by PostgreSQL, GIN indexed.
        op.execute(
            "ALTER TABLE ruling ADD COLUMN search_vector tsvector "
            "GENERATED ALWAYS AS (to_tsvector('english', text)) STORED"
        )
        op.execute("CREATE INDEX ix_ruling_search_vector ON ruling USING gin (search_vector)")
    else:
        # FTS5 with stemming; kept in step with `ruling` by triggers, so no writer can forget it.
        op.execute(
            "CREATE VIRTUAL TABLE ruling_fts USING fts5("
            "ruling_id UNINDEXED, text, tokenize = 'porter unicode61 remove_diacritics 2')"
        )
        op.execute(
            "CREATE TRIGGER ruling_fts_insert AFTER INSERT ON ruling BEGIN "
            "INSERT INTO ruling_fts (ruling_id, text) VALUES (new.id, new.text); END"
        )
        op.execute(
            "CREATE TRIGGER ruling_fts_delete AFTER DELETE ON ruling BEGIN "
            "DELETE FROM ruling_fts WHERE ruling_id = old.id; END"
        )
        op.execute(
            "CREATE TRIGGER ruling_fts_update AFTER UPDATE OF id, text ON ruling BEGIN "
            "DELETE FROM ruling_fts WHERE ruling_id = old.id; "
            "INSERT INTO ruling_fts (ruling_id, text) VALUES (new.id, new.text); END"
        )


def downgrade() -> None:
    if op.get_context().dialect.name == "postgresql":
        op.execute("DROP INDEX IF EXISTS ix_ruling_search_vector")
    else:
        for trigger in ("ruling_fts_insert", "ruling_fts_delete", "ruling_fts_update"):
            op.execute(f"DROP TRIGGER IF EXISTS {trigger}")
        op.execute("DROP TABLE IF EXISTS ruling_fts")
    op.drop_table("app_meta")
    op.drop_table("source_document")
    op.drop_index("ix_ruling_rule_prefix", table_name="ruling_rule")
    op.drop_table("ruling_rule")
    op.drop_index("ix_card_ruling_ruling_id", table_name="card_ruling")
    op.drop_table("card_ruling")
    op.drop_table("ruling")
    op.drop_index("ix_card_oracle_id", table_name="card")
    op.drop_index("ix_card_name_key", table_name="card")
    op.drop_table("card")
