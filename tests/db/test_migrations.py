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


def test_0007_makes_each_existing_cards_printing_a_printing_row(empty_db: Database) -> None:
    """Data from before printings: each card's own set, number and Scryfall id become its first
    `printing` row (keyed by the Scryfall id, or a key derived from the card without one)."""
    from sqlalchemy import text

    migrate.downgrade(empty_db.engine, "base")
    migrate.upgrade(empty_db.engine, "0006")
    with empty_db.engine.begin() as connection:
        for card_id, set_code, number, scryfall_id in (
            ("forest", "BLB", "280", "0000419B-0BBA-4488-8F7A-6194544CE91E"),
            ("boulder-jockey", "MB2", "324", None),
            ("no-printing", None, None, None),
        ):
            connection.execute(
                text("INSERT INTO card (id, name, name_key, mana_value, type_line, oracle_text, colors, set_code, "
                     "collector_number, scryfall_id) VALUES (:id, :id, :id, 0, '', '', '[]', :set_code, :number, "
                     ":scryfall_id)"),
                {"id": card_id, "set_code": set_code, "number": number, "scryfall_id": scryfall_id},
            )  # fmt: skip
    migrate.upgrade(empty_db.engine)
    with empty_db.engine.connect() as connection:
        rows = connection.execute(
            text("SELECT id, card_id, scryfall_id, set_code, collector_number FROM printing ORDER BY card_id")
        ).all()
    assert [tuple(r)[1:] for r in rows] == [
        ("boulder-jockey", None, "MB2", "324"),
        ("forest", "0000419b-0bba-4488-8f7a-6194544ce91e", "BLB", "280"),
    ]
    assert rows[0][0].startswith("card:") and rows[1][0] == "0000419b-0bba-4488-8f7a-6194544ce91e"
