"""API keys: made here, shown once, stored only as a sha256 digest, compared in constant time.

Keys from settings (`API_KEYS`) still work as bootstrap keys, so a fresh deployment can write
before anyone has run `python -m app keys create`.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.orm import Session

from app.core.errors import Conflict, InvalidRequest, NotFound
from app.core.logging import get_logger
from app.db.platform_models import ApiKey
from app.keys import repository as repo

KEY_PREFIX = "mtgr_"
DEFAULT_SCOPES = ("write",)
# last_used_at is a hint for humans, not an access log: refresh it at most this often per key.
_TOUCH_INTERVAL = timedelta(minutes=1)
# How long the touch may wait for SQLite's write lock (an import may hold it): it is skipped
# rather than making the request wait.
_TOUCH_WAIT_MS = 50
log = get_logger("app.keys")


@dataclass(frozen=True, slots=True)
class KeyIdentity:
    """Who is calling: a stored key's public id, or a bootstrap key's digest prefix."""

    id: str
    name: str
    scopes: tuple[str, ...]
    bootstrap: bool = False


@dataclass(frozen=True, slots=True)
class CreatedKey:
    id: str
    name: str
    prefix: str
    scopes: tuple[str, ...]
    secret: str  # shown once, never stored


@dataclass(frozen=True, slots=True)
class KeyCheck:
    identity: KeyIdentity | None
    revoked: bool = False


def hash_key(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def _aware(moment: datetime | None) -> datetime | None:
    # SQLite hands back naive datetimes for timezone-aware columns; they are UTC.
    if moment is not None and moment.tzinfo is None:
        return moment.replace(tzinfo=UTC)
    return moment


def create_key(session: Session, name: str, scopes: Iterable[str] = DEFAULT_SCOPES) -> CreatedKey:
    name = name.strip()
    if not name or len(name) > 200:
        raise InvalidRequest("A key needs a name of 1 to 200 characters (who or what uses it).")
    scope_list = sorted({s.strip() for s in scopes if s.strip()}) or list(DEFAULT_SCOPES)
    secret = KEY_PREFIX + secrets.token_urlsafe(32)
    key_id = "key_" + secrets.token_hex(8)
    prefix = secret[: len(KEY_PREFIX) + 6]
    repo.add_key(session, id=key_id, name=name, key_hash=hash_key(secret), prefix=prefix, scopes=scope_list)
    return CreatedKey(id=key_id, name=name, prefix=prefix, scopes=tuple(scope_list), secret=secret)


def list_keys(session: Session, *, include_revoked: bool = False) -> Sequence[ApiKey]:
    return repo.list_keys(session, include_revoked=include_revoked)


def revoke_key(session: Session, ref: str, *, now: datetime | None = None) -> ApiKey:
    """Revoke by id (`key_...`) or by the prefix shown in `keys list`."""
    matches = repo.key_by_id_or_prefix(session, ref.strip())
    if not matches:
        raise NotFound(f"No API key has the id or prefix {ref!r}.")
    if len(matches) > 1:
        raise Conflict(f"{len(matches)} keys share the prefix {ref!r}; revoke by id.")
    key = matches[0]
    if key.revoked_at is None:
        repo.mark_revoked(session, key.id, now or datetime.now(UTC))
        session.refresh(key)
    return key


def check_key(session: Session, token: str, bootstrap_keys: Sequence[str]) -> KeyCheck:
    """Which key `token` is, without side effects. Constant time in the secret: only digests
    are compared, with `hmac.compare_digest`, and every bootstrap key is always compared."""
    digest = hash_key(token)
    bootstrap_match: str | None = None
    for key in bootstrap_keys:
        key_digest = hash_key(key)
        if hmac.compare_digest(digest, key_digest):
            bootstrap_match = key_digest
    if bootstrap_match is not None:
        return KeyCheck(KeyIdentity(id="settings:" + bootstrap_match[:12], name="bootstrap key (settings)",
                                    scopes=DEFAULT_SCOPES, bootstrap=True))
    row = repo.key_by_hash(session, digest)
    if row is None or not hmac.compare_digest(row.key_hash, digest):
        return KeyCheck(None)
    if row.revoked_at is not None:
        return KeyCheck(None, revoked=True)
    return KeyCheck(KeyIdentity(id=row.id, name=row.name, scopes=tuple(row.scopes or DEFAULT_SCOPES)))


def record_use(session: Session, identity: KeyIdentity, *, now: datetime | None = None) -> None:
    """Refresh the key's `last_used_at` (at most once a minute), in a short transaction of its
    own on another connection, committed at once: the request's own transaction stays a reader,
    so the key check never holds the write lock while the request runs (an upload, whose job row
    is written on a second connection, would wait for it). Best effort: when the database is
    busy (an import holds SQLite's write lock) or read-only (a replica), the touch is skipped."""
    if identity.bootstrap:
        return
    now = now or datetime.now(UTC)
    row = session.get(ApiKey, identity.id)  # loaded by the key check: no query
    last = _aware(row.last_used_at) if row is not None else None
    if row is None or (last is not None and now - last < _TOUCH_INTERVAL):
        return
    engine = session.get_bind()
    if not isinstance(engine, Engine):
        engine = engine.engine
    _touch(engine, identity.id, now)


def _touch(engine: Engine, key_id: str, now: datetime) -> None:
    sqlite = engine.dialect.name == "sqlite"
    try:
        with engine.connect() as connection:
            if sqlite:
                connection.exec_driver_sql(f"PRAGMA busy_timeout={_TOUCH_WAIT_MS}")
                connection.commit()
            try:
                repo.touch_key_on(connection, key_id, now)
                connection.commit()
            except SQLAlchemyError as exc:
                connection.rollback()
                log.info("api_key_touch_skipped", key_id=key_id, error=type(exc).__name__)
            finally:
                if sqlite:  # the pooled connection goes back with the usual timeout
                    connection.exec_driver_sql("PRAGMA busy_timeout=30000")
                    connection.commit()
    except SQLAlchemyError as exc:
        log.info("api_key_touch_skipped", key_id=key_id, error=type(exc).__name__)


def audit(
    session: Session,
    identity: KeyIdentity,
    *,
    action: str,
    target: str | None,
    request_id: str | None,
    detail: dict[str, Any],
) -> None:
    """One audit line per write, in the write's own transaction: no write without its line."""
    repo.add_audit(session, actor=identity.id[:64], action=action[:64], target=target[:200] if target else None,
                   request_id=request_id, detail=detail)


def recent_audit(session: Session, limit: int = 50) -> list[dict[str, Any]]:
    return [
        {"id": row.id, "at": row.at.isoformat() if row.at else None, "actor": row.actor,
         "action": row.action, "target": row.target, "request_id": row.request_id, "detail": row.detail}
        for row in repo.recent_audit(session, limit)
    ]
