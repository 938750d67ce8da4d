"""Run Alembic migrations from code, and tell whether a database is at head."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Engine, text

from app.core.settings import get_settings


def alembic_config(url: str | None = None) -> Config:
    # Built in code, so an installed package (Docker) needs only the migrations folder.
    config = Config()
    config.set_main_option("script_location", str(get_settings().migrations_dir))
    config.set_main_option("path_separator", "os")
    if url:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    return config


# Replicas starting together must not migrate at the same time (PostgreSQL advisory lock).
_MIGRATION_LOCK = 727_145_702


@contextmanager
def exclusive(engine: Engine) -> Iterator[None]:
    """Hold a database-wide lock for start-up work (migrations, seeds) on PostgreSQL; SQLite
    serialises writers itself."""
    if engine.dialect.name != "postgresql":
        yield
        return
    with engine.connect() as connection:
        connection.execute(text("SELECT pg_advisory_lock(:k)"), {"k": _MIGRATION_LOCK})
        connection.commit()
        try:
            yield
        finally:
            connection.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": _MIGRATION_LOCK})
            connection.commit()


def upgrade(engine: Engine, revision: str = "head") -> None:
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)
        if revision == "head":
            # The full-text index reads mana and tap symbols as words (app/rulings/symbols.py).
            from app.rulings.search_index import ensure_symbol_search

            ensure_symbol_search(connection)


def downgrade(engine: Engine, revision: str) -> None:
    config = alembic_config()
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.downgrade(config, revision)


def head_revision() -> str | None:
    return ScriptDirectory.from_config(alembic_config()).get_current_head()


def current_revision(engine: Engine) -> str | None:
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()
