"""Alembic environment: the URL comes from the settings, or from the caller's config
(`config.attributes["connection"]` or the `sqlalchemy.url` option) when run from code."""

from __future__ import annotations

from alembic import context
from sqlalchemy import Connection

from app.core.settings import get_settings
from app.db.models import Base
from app.db.session import build_engine, normalise_url

config = context.config
target_metadata = Base.metadata


def _run(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        render_as_batch=connection.dialect.name == "sqlite",
        compare_type=True,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _run(connection)
        return
    url = config.get_main_option("sqlalchemy.url") or get_settings().database_url
    engine = build_engine(normalise_url(url))
    try:
        with engine.connect() as conn:
            _run(conn)
    finally:
        engine.dispose()


if context.is_offline_mode():
    context.configure(url=get_settings().database_url, target_metadata=target_metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()
else:
    run_migrations_online()
