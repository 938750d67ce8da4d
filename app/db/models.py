"""Every mapped model, imported in one place for Alembic and the tests."""

from app.cards.models import Card, CardChange, Printing, PrintingMultiverseId
from app.db.base import Base
from app.db.platform_models import ApiKey, AuditLog, CardFace, ImportJob, RateLimitWindow, RulingSource
from app.rulings.models import AppMeta, CardRuling, Ruling, RulingRule, SourceDocument

__all__ = [
    "ApiKey",
    "AppMeta",
    "AuditLog",
    "Base",
    "Card",
    "CardChange",
    "CardFace",
    "CardRuling",
    "ImportJob",
    "Printing",
    "PrintingMultiverseId",
    "RateLimitWindow",
    "Ruling",
    "RulingRule",
    "RulingSource",
    "SourceDocument",
]
