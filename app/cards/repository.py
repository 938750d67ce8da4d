"""Every SQL statement about cards."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import delete, func, or_, select
from sqlalchemy.orm import Session

from app.cards.models import Card
from app.db.base import upsert_by_primary_key
from app.rulings.models import AppMeta


def upsert_card(session: Session, **fields: Any) -> Card:
    return upsert_by_primary_key(session, Card, fields["id"], **fields)


def get_card(session: Session, card_id: str) -> Card | None:
    return session.get(Card, card_id)


def cards_by_keys(session: Session, keys: Sequence[str], ids: Sequence[str]) -> list[Card]:
    """Cards whose normalised name or id is among those given: one query for a whole decklist."""
    if not keys and not ids:
        return []
    stmt = select(Card).where(or_(Card.name_key.in_(set(keys)), Card.id.in_(set(ids))))
    return list(session.scalars(stmt))


def cards_by_ids(session: Session, ids: Sequence[str]) -> list[Card]:
    if not ids:
        return []
    return list(session.scalars(select(Card).where(Card.id.in_(set(ids)))))


def name_catalog(session: Session) -> list[tuple[str, str, str]]:
    """(id, name, name_key) of every card, for fuzzy matching."""
    rows = session.execute(select(Card.id, Card.name, Card.name_key).order_by(Card.id))
    return [(r[0], r[1], r[2]) for r in rows]


def _escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


def list_cards(session: Session, *, name_contains: str | None, after_id: str | None, limit: int) -> list[Card]:
    stmt = select(Card).order_by(Card.id).limit(limit)
    if name_contains:
        stmt = stmt.where(Card.name_key.like(f"%{_escape_like(name_contains)}%", escape="\\"))
    if after_id is not None:
        stmt = stmt.where(Card.id > after_id)
    return list(session.scalars(stmt))


def count_cards(session: Session, *, name_contains: str | None) -> int:
    stmt = select(func.count()).select_from(Card)
    if name_contains:
        stmt = stmt.where(Card.name_key.like(f"%{_escape_like(name_contains)}%", escape="\\"))
    return int(session.scalar(stmt) or 0)


# --- card faces (double-faced, split, adventure cards) -----------------------------------------


def cards_by_face_keys(session: Session, keys: Sequence[str]) -> list[tuple[str, Card]]:
    """(face name key, card) for every card with a face whose normalised name is among those given."""
    if not keys:
        return []
    from app.db.platform_models import CardFace

    stmt = (
        select(CardFace.name_key, Card)
        .join(Card, Card.id == CardFace.card_id)
        .where(CardFace.name_key.in_(set(keys)))
        .order_by(CardFace.name_key, Card.id)
    )
    return [(key, card) for key, card in session.execute(stmt).all()]


def face_name_catalog(session: Session) -> list[tuple[str, str, str]]:
    """(card id, face name, face name key) of every face, for fuzzy matching."""
    from app.db.platform_models import CardFace

    rows = session.execute(select(CardFace.card_id, CardFace.name, CardFace.name_key).order_by(CardFace.card_id, CardFace.position))
    return [(r[0], r[1], r[2]) for r in rows]


def engine_support_rows(session: Session, set_code: str | None = None) -> list[tuple[str, str, str, list[str]]]:
    """(name, type line, engine support, not-modelled lines) of every card, or of one set's."""
    stmt = select(Card.name, Card.type_line, Card.engine_support, Card.not_modelled).order_by(Card.id)
    if set_code:
        stmt = stmt.where(Card.set_code == set_code.upper())
    return [
        (name, type_line or "", support, list(not_modelled or []))
        for name, type_line, support, not_modelled in session.execute(stmt)
    ]


# Cards whose engine definition is written by hand (the seeds): an import never rebuilds it.
# One app_meta row per card: `curated_card:<card id>` (the key holds 64 characters).
CURATED_PREFIX = "curated_card:"


def curated_key(card_id: str) -> str:
    return (CURATED_PREFIX + card_id)[:64]


def mark_curated(session: Session, card_ids: Sequence[str]) -> None:
    """Exactly these cards carry hand-written definitions (replaces the previous marks)."""
    session.execute(delete(AppMeta).where(AppMeta.key.startswith(CURATED_PREFIX)))
    session.add_all(AppMeta(key=curated_key(card_id), value="seed") for card_id in dict.fromkeys(card_ids))
    session.flush()
