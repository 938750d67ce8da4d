"""Every SQL statement about API keys and the audit log."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, or_, select, update
from sqlalchemy.orm import Session

from app.db.platform_models import ApiKey, AuditLog


def add_key(session: Session, *, id: str, name: str, key_hash: str, prefix: str, scopes: list[str]) -> ApiKey:
    row = ApiKey(id=id, name=name, key_hash=key_hash, prefix=prefix, scopes=scopes)
    session.add(row)
    session.flush()
    return row


def key_by_hash(session: Session, key_hash: str) -> ApiKey | None:
    return session.scalar(select(ApiKey).where(ApiKey.key_hash == key_hash))


def key_by_id_or_prefix(session: Session, ref: str) -> Sequence[ApiKey]:
    return session.scalars(select(ApiKey).where(or_(ApiKey.id == ref, ApiKey.prefix == ref))).all()


def list_keys(session: Session, *, include_revoked: bool) -> Sequence[ApiKey]:
    query = select(ApiKey).order_by(ApiKey.created_at, ApiKey.id)
    if not include_revoked:
        query = query.where(ApiKey.revoked_at.is_(None))
    return session.scalars(query).all()


def mark_revoked(session: Session, key_id: str, at: datetime) -> None:
    session.execute(update(ApiKey).where(ApiKey.id == key_id, ApiKey.revoked_at.is_(None)).values(revoked_at=at))
    session.flush()


def touch_key(session: Session, key_id: str, at: datetime) -> None:
    session.execute(update(ApiKey).where(ApiKey.id == key_id).values(last_used_at=at))


def touch_key_on(connection: Connection, key_id: str, at: datetime) -> None:
    """The same, on a connection of its own (the caller commits)."""
    connection.execute(update(ApiKey).where(ApiKey.id == key_id).values(last_used_at=at))


def add_audit(
    session: Session, *, actor: str, action: str, target: str | None, request_id: str | None, detail: dict[str, Any]
) -> None:
    session.add(AuditLog(actor=actor, action=action, target=target, request_id=request_id, detail=detail))
    session.flush()


def recent_audit(session: Session, limit: int) -> Sequence[AuditLog]:
    return session.scalars(select(AuditLog).order_by(AuditLog.id.desc()).limit(limit)).all()
