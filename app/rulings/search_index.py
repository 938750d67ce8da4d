"""Keep the full-text index reading mana and tap symbols as words (see app/rulings/symbols.py).

Migration 0001 indexes the raw text. `ensure_symbol_search` (run after every upgrade to head)
makes the index read `{T}` as the word `symt0`: on SQLite it recreates the three triggers
that feed `ruling_fts` and reindexes the rulings that contain a `{`; on PostgreSQL it redefines
the generated `search_vector` column (and its GIN index). It checks first and does nothing
when the index already reads symbols, so it costs one catalogue query per start.
"""

from __future__ import annotations

from sqlalchemy import Connection, text

from app.rulings.symbols import symbols_sql

_MARK = "{sym"  # present in the index definition once it reads symbols


def ensure_symbol_search(connection: Connection) -> bool:
    """Make the full-text index read symbols; True when it had to change something."""
    if connection.dialect.name == "postgresql":
        return _ensure_postgres(connection)
    return _ensure_sqlite(connection)


def _ensure_sqlite(connection: Connection) -> bool:
    current = connection.execute(
        text("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'ruling_fts_insert'")
    ).scalar()
    if current is None or _MARK in current:
        return False  # no full-text table (not migrated that far), or already reading symbols
    indexed = symbols_sql("new.text")
    for statement in (
        "DROP TRIGGER IF EXISTS ruling_fts_insert",
        "DROP TRIGGER IF EXISTS ruling_fts_update",
        "CREATE TRIGGER ruling_fts_insert AFTER INSERT ON ruling BEGIN "
        f"INSERT INTO ruling_fts (ruling_id, text) VALUES (new.id, {indexed}); END",
        "CREATE TRIGGER ruling_fts_update AFTER UPDATE OF id, text ON ruling BEGIN "
        "DELETE FROM ruling_fts WHERE ruling_id = old.id; "
        f"INSERT INTO ruling_fts (ruling_id, text) VALUES (new.id, {indexed}); END",
        # Only texts with a `{` index differently.
        "DELETE FROM ruling_fts WHERE ruling_id IN (SELECT id FROM ruling WHERE text LIKE '%{%')",
        f"INSERT INTO ruling_fts (ruling_id, text) SELECT id, {symbols_sql('text')} FROM ruling "
        "WHERE text LIKE '%{%'",
    ):
        connection.execute(text(statement))
    return True


def _ensure_postgres(connection: Connection) -> bool:
    current = connection.execute(
        text(
            "SELECT pg_get_expr(d.adbin, d.adrelid) FROM pg_attrdef d "
            "JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum "
            "WHERE d.adrelid = to_regclass('ruling') AND a.attname = 'search_vector'"
        )
    ).scalar()
    if current is None or _MARK in current:
        return False
    for statement in (
        "DROP INDEX IF EXISTS ix_ruling_search_vector",
        "ALTER TABLE ruling DROP COLUMN search_vector",
        "ALTER TABLE ruling ADD COLUMN search_vector tsvector "
        f"GENERATED ALWAYS AS (to_tsvector('english'::regconfig, {symbols_sql('text')})) STORED",
        "CREATE INDEX ix_ruling_search_vector ON ruling USING gin (search_vector)",
    ):
        connection.execute(text(statement))
    return True
