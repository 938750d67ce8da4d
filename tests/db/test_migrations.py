"""The real Alembic migrations, up and down, on SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy import inspect

from app.db import migrate
from tests.conftest import Database

TABLES = {
    "card", "ruling", "card_ruling", "ruling_rule", "source_document", "app_meta",
    "api_key", "audit_log", "rate_limit_window", "ruling_source", "card_face", "import_job",
}


def test_upgrade_to_head_then_downgrade_to_base_and_back(empty_db: Database) -> None:
    migrate.upgrade(empty_db.engine)
    assert migrate.current_revision(empty_db.engine) == migrate.head_revision()
    assert set(inspect(empty_db.engine).get_table_names()) >= TABLES
    migrate.downgrade(empty_db.engine, "base")
    assert migrate.current_revision(empty_db.engine) is None
    assert not TABLES & set(inspect(empty_db.engine).get_table_names())
    migrate.upgrade(empty_db.engine)
    assert migrate.current_revision(empty_db.engine) == migrate.head_revision()


def test_full_text_search_structures_exist(empty_db: Database) -> None:
    migrate.upgrade(empty_db.engine)
    inspector = inspect(empty_db.engine)
    if empty_db.kind == "postgresql":
        assert "search_vector" in {c["name"] for c in inspector.get_columns("ruling")}
        assert "ix_ruling_search_vector" in {i["name"] for i in inspector.get_indexes("ruling")}
    else:
        assert "ruling_fts" in inspector.get_table_names()
