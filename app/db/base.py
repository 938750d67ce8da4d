"""Declarative base with a naming convention, so migrations name constraints the same everywhere."""

from __future__ import annotations

from typing import Any, TypeVar

from sqlalchemy import MetaData
from sqlalchemy.orm import DeclarativeBase, Session

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)


M = TypeVar("M", bound=Base)


def upsert_by_primary_key(session: Session, model: type[M], key: object, **fields: Any) -> M:
    """The row with this primary key, created or updated to `fields` (only changed attributes are
    written, so an unchanged row stays clean and fires no update)."""
    row = session.get(model, key)
    if row is None:
        row = model(**fields)
        session.add(row)
    else:
        for name, value in fields.items():
            if getattr(row, name) != value:
                setattr(row, name, value)
    session.flush()
    return row
