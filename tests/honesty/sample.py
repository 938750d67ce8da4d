"""The honesty sample (issue 24): cards the Oracle reader calls `full`, drawn in a seeded order
from the two modern set fixtures, each to be shown right by a scenario written from its Oracle text.

- The cards: every card of Core Set 2019 (tests/fixtures/sets/m19.json, an MTGJSON set file) and
  Bloomburrow (tests/fixtures/sets/blb.json, a Scryfall card list), read with the importers' own
  parsers and given the engine definition an import gives them (`engine_values`, the Oracle
  reader). A name in both sets is read from its first record (M19's); its Oracle text is the same.
- The order: seed = sha256 of the bytes of m19.json followed by those of blb.json (hex); each
  card's key = sha256(seed + card name), hex; cards sorted by key (then name). A change to either
  fixture changes the seed, so the order, and with it the sample, is drawn afresh.
- The sample: the first `SAMPLE_SIZE` cards in that order whose support is `full`.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from app.ingest import mtgjson, scryfall
from app.ingest.definitions import engine_values
from app.ingest.reader import TrackedFile
from app.ingest.records import CardRecord

HONESTY = Path(__file__).resolve().parent
ROOT = HONESTY.parents[1]
SETS = ROOT / "tests" / "fixtures" / "sets"
FIXTURES = ((SETS / "m19.json", "mtgjson", "M19"), (SETS / "blb.json", "scryfall", "BLB"))
CARDS_DIR = HONESTY / "cards"
KNOWN_FAILURES_FILE = HONESTY / "known_failures.json"
SAMPLE_SIZE = 60


@dataclass(frozen=True)
class SetCard:
    """One card of the two sets: its printed facts and the engine values an import gives it."""

    name: str
    set_code: str
    type_line: str | None
    mana_cost: str | None
    oracle_text: str | None
    power: str | None
    toughness: str | None
    support: str
    definition: dict[str, Any] | None
    not_modelled: tuple[str, ...]
    key: str


def seed() -> str:
    digest = hashlib.sha256()
    for path, _, _ in FIXTURES:
        digest.update(path.read_bytes())
    return digest.hexdigest()


def card_key(seed_hex: str, name: str) -> str:
    return hashlib.sha256((seed_hex + name).encode("utf-8")).hexdigest()


def _records(path: Path, feed: str) -> list[CardRecord]:
    with TrackedFile(path, path.name) as f:
        if feed == "mtgjson":
            return [entry.card for entry in mtgjson.iter_cards(f)]
        return [record for record in scryfall.iter_cards(f) if isinstance(record, CardRecord)]


@cache
def ordered_cards() -> tuple[SetCard, ...]:
    """Every card of both sets (once per name), in the seeded order."""
    seed_hex = seed()
    cards: dict[str, SetCard] = {}
    for path, feed, set_code in FIXTURES:
        for record in _records(path, feed):
            if record.name in cards:
                continue
            values = engine_values(record)
            cards[record.name] = SetCard(
                name=record.name,
                set_code=set_code,
                type_line=record.type_line,
                mana_cost=record.mana_cost,
                oracle_text=record.oracle_text,
                power=record.power,
                toughness=record.toughness,
                support=values["engine_support"],
                definition=values["definition"],
                not_modelled=tuple(values["not_modelled"]),
                key=card_key(seed_hex, record.name),
            )
    return tuple(sorted(cards.values(), key=lambda card: (card.key, card.name)))


def full_cards() -> list[SetCard]:
    """The `full` cards in the seeded order; the sample is the first `SAMPLE_SIZE` of them."""
    return [card for card in ordered_cards() if card.support == "full"]


def sample() -> list[SetCard]:
    return full_cards()[:SAMPLE_SIZE]


def fixture_definitions() -> dict[str, dict[str, Any]]:
    """Every fixture card's engine definition (as an import builds it), by name: the catalog the
    scenarios run against, on top of the seeded and test cards."""
    return {card.name: card.definition for card in ordered_cards() if card.definition is not None}


def slug(name: str) -> str:
    """`Knight of the Tusk` -> `knight-of-the-tusk` (the scenario file's name)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def scenario_path(name: str) -> Path:
    return CARDS_DIR / f"{slug(name)}.json"


def known_failures() -> dict[str, str]:
    """Card name -> what the scenario shows the engine or reader gets wrong (each must still fail)."""
    known: dict[str, str] = json.loads(KNOWN_FAILURES_FILE.read_text(encoding="utf-8"))
    return known
