"""Shared by the bulk-import tests: fixture paths, one-call imports, and a full picture of the
tables an import may touch (to prove a refused import changed nothing)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from sqlalchemy import select

from app.cards.models import Card, Printing, PrintingMultiverseId
from app.db.platform_models import CardFace, RulingSource
from app.db.session import session_context
from app.ingest.importer import ImportSummary, InputFile, import_mtgjson, import_scryfall
from app.rulings.models import AppMeta, CardRuling, Ruling, RulingRule, SourceDocument
from tests.conftest import Database

ROOT = Path(__file__).resolve().parents[2]
BULK = ROOT / "tests" / "fixtures" / "bulk"
SCRYFALL_CARDS = BULK / "scryfall-oracle-cards.json"
SCRYFALL_RULINGS = BULK / "scryfall-rulings.json"
ATOMIC = BULK / "mtgjson-AtomicCards.json"
PRINTINGS = BULK / "mtgjson-AllPrintings.json"
SEED_NOTE_RULING = "381b25fd2f424821"  # Werewhat's day/night ruling, which carries an editorial note


def scryfall(db: Database, cards: Path = SCRYFALL_CARDS, rulings: Path = SCRYFALL_RULINGS, **kw: Any) -> ImportSummary:
    with session_context(db.engine) as session:
        return import_scryfall(session, InputFile(cards, cards.name), InputFile(rulings, rulings.name), **kw)


def mtgjson(db: Database, path: Path, **kw: Any) -> ImportSummary:
    with session_context(db.engine) as session:
        return import_mtgjson(session, InputFile(path, path.name), **kw)


def picture(db: Database) -> dict[str, Any]:
    """Every row of every table an import writes, in a stable order."""
    tables = {
        "card": (Card, Card.id),
        "card_face": (CardFace, CardFace.card_id),
        "printing": (Printing, Printing.id),
        "printing_multiverse_id": (PrintingMultiverseId, PrintingMultiverseId.printing_id),
        "ruling": (Ruling, Ruling.id),
        "card_ruling": (CardRuling, CardRuling.card_id),
        "ruling_rule": (RulingRule, RulingRule.ruling_id),
        "ruling_source": (RulingSource, RulingSource.ruling_id),
        "source_document": (SourceDocument, SourceDocument.name),
        "app_meta": (AppMeta, AppMeta.key),
    }
    out: dict[str, Any] = {}
    with session_context(db.engine) as session:
        for name, (model, order) in tables.items():
            columns = list(model.__table__.columns)
            rows = session.execute(select(*columns).order_by(order)).all()
            out[name] = sorted(tuple(str(v) for v in row) for row in rows)
    return out


def run_app(db_url: str | None, *args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    """`python -m app <args>` as users run it, on `db_url` (None: no DATABASE_URL at all)."""
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    if db_url is not None:
        env["DATABASE_URL"] = db_url
    return subprocess.run(
        [sys.executable, "-m", "app", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120
    )
