"""`python -m app explain-card NAME [--file SET.json] [--json]`: how the Oracle reader reads a card,
line by line (app/oracle/explain.py; docs/oracle-grammar.md).

The card comes from the database (by exact name, then case-insensitively), or with `--file` from
a card-data file without a database: an MTGJSON set or AtomicCards file, or a Scryfall card list
(a JSON array). Exit status 0 when the card was found, 1 when not (with a message on stderr)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the reader and the engine are imported by the command, not by `python -m app`'s parser
    from sqlalchemy.engine import Engine

    from app.oracle import CardFacts


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = subparsers.add_parser(
        "explain-card",
        help="show how the Oracle reader reads a card: each line's parse tree, "
        "its abilities, and why a line is not modelled",
    )
    p.add_argument("name", help="the card's name")
    p.add_argument(
        "--file",
        type=Path,
        default=None,
        help="read the card from this MTGJSON or Scryfall file instead of the database",
    )
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(handler=_explain_card)


def _from_file(path: Path, name: str) -> CardFacts | None:
    from app.ingest import mtgjson, scryfall
    from app.ingest.definitions import card_facts
    from app.ingest.reader import TrackedFile
    from app.ingest.records import CardRecord

    wanted = name.casefold()
    with TrackedFile(path) as f:
        if f.first_token() == "[":
            records = (r for r in scryfall.iter_cards(f) if isinstance(r, CardRecord))
        else:
            records = (c.card for c in mtgjson.iter_cards(f))
        for record in records:
            if record.name.casefold() == wanted:
                return card_facts(record)
    return None


def from_database(name: str, engine: Engine | None = None) -> CardFacts | None:
    """The card named `name` in the database (the settings' one unless `engine` is given)."""
    from sqlalchemy import func, select

    from app.cards.models import Card
    from app.db.session import get_engine, session_context
    from app.oracle import CardFacts

    with session_context(engine or get_engine()) as session:
        card = session.scalars(select(Card).where(Card.name == name)).first()
        if card is None:
            card = session.scalars(select(Card).where(func.lower(Card.name) == name.lower())).first()
        if card is None:
            return None
        return CardFacts(
            name=card.name,
            mana_cost=card.mana_cost,
            type_line=card.type_line or "",
            oracle_text=card.oracle_text or "",
            power=card.power,
            toughness=card.toughness,
            keywords=tuple(card.keywords or ()),
        )


def _explain_card(args: argparse.Namespace) -> int:
    from app.ingest.records import BulkInputError
    from app.oracle.explain import explain, render

    try:
        facts = _from_file(args.file, args.name) if args.file is not None else from_database(args.name)
    except BulkInputError as problem:
        print(f"explain-card: {problem}", file=sys.stderr)
        return 1
    if facts is None:
        where = str(args.file) if args.file is not None else "the database"
        print(f"explain-card: no card named {args.name!r} in {where}", file=sys.stderr)
        return 1
    explanations = explain(facts)
    print(json.dumps([e.as_dict() for e in explanations], indent=2) if args.json else render(explanations))
    return 0
