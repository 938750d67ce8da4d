"""Load the seed data (Gatherer pages + cards.json, described by seeds/manifest.json).

Idempotent: each file's sha256 is recorded in `source_document`; when every file is unchanged
nothing is written. When any changed, the whole seed set is reloaded inside the caller's
transaction, so a file that fails to parse leaves the database as it was.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from sqlalchemy.orm import Session

from app.cards import repository as cards_repo
from app.cards.naming import name_key, slugify
from app.core.errors import SeedError
from app.rulings import repository as rulings_repo
from app.seeding.gatherer import ParsedRuling, SeedParseError, parse_document

MANIFEST = "manifest.json"


@dataclass
class SeedFile:
    name: str  # path relative to the seeds folder, e.g. "gatherer/000_....txt"
    kind: str
    raw: bytes

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.raw).hexdigest()


@dataclass
class SeedSet:
    manifest: dict[str, Any]
    files: list[SeedFile]

    def fingerprints(self) -> dict[str, str]:
        return {f.name: f.sha256 for f in self.files}


@dataclass
class LoadReport:
    changed: bool
    cards: int = 0
    rulings: int = 0
    links: int = 0
    per_card: dict[str, int] = field(default_factory=dict)


def read_seed_set(seeds_dir: Path) -> SeedSet:
    def read(name: str, kind: str) -> SeedFile:
        path = seeds_dir / name
        try:
            return SeedFile(name=name, kind=kind, raw=path.read_bytes())
        except OSError as exc:
            raise SeedError(f"{path}: cannot be read ({exc.strerror})", file=str(path)) from exc

    manifest_file = read(MANIFEST, "manifest")
    try:
        manifest = json.loads(manifest_file.raw)
    except json.JSONDecodeError as exc:
        raise SeedError(f"{MANIFEST}: not valid JSON ({exc})", file=MANIFEST) from exc
    files = [manifest_file, read(manifest["cards_file"], "cards")]
    files += [read(doc["file"], "gatherer") for doc in manifest["documents"]]
    return SeedSet(manifest=manifest, files=files)


def seeds_are_current(session: Session, seed_set: SeedSet) -> bool:
    recorded = rulings_repo.source_fingerprints(session)
    return all(recorded.get(name) == sha for name, sha in seed_set.fingerprints().items())


def load_seeds(session: Session, seeds_dir: Path, *, force: bool = False) -> LoadReport:
    seed_set = read_seed_set(seeds_dir)
    if not force and seeds_are_current(session, seed_set):
        return LoadReport(changed=False)
    manifest = seed_set.manifest
    by_name = {f.name: f for f in seed_set.files}

    # Parse everything before writing anything: a bad file aborts with its name and paragraph.
    cards = _parse_cards(by_name[manifest["cards_file"]])
    pages: list[tuple[str, list[ParsedRuling]]] = []
    for doc in manifest["documents"]:
        try:
            pages.append((doc["card"], parse_document(doc["file"], by_name[doc["file"]].raw)))
        except SeedParseError as exc:
            raise SeedError(str(exc), file=exc.file, paragraph=exc.paragraph) from exc

    card_ids = {card["name"]: slugify(card["name"]) for card in cards}
    for card_name, _ in pages:
        if card_name not in card_ids:
            raise SeedError(f"{MANIFEST}: card {card_name!r} is not in {manifest['cards_file']}")

    published = date.fromisoformat(manifest["published_at"])
    notes: dict[str, str] = manifest.get("notes", {})
    rulings: dict[str, ParsedRuling] = {}
    links: dict[str, list[str]] = {card_ids[c["name"]]: [] for c in cards}
    for card_name, parsed in pages:
        order = links[card_ids[card_name]]
        for ruling in parsed:
            rulings.setdefault(ruling.id, ruling)
            if ruling.id not in order:  # a second copy of a page adds only what's new, in its order
                order.append(ruling.id)

    unknown_notes = sorted(set(notes) - set(rulings))
    if unknown_notes:
        raise SeedError(f"{MANIFEST}: notes for unknown ruling ids {unknown_notes}")

    for card in cards:
        cards_repo.upsert_card(
            session,
            id=card_ids[card["name"]],
            name=card["name"],
            name_key=name_key(card["name"]),
            mana_cost=card.get("mana_cost"),
            mana_value=float(card.get("mana_value") or 0),
            type_line=card.get("type_line") or "",
            oracle_text=card.get("oracle_text") or "",
            power=card.get("power"),
            toughness=card.get("toughness"),
            colors=list(card.get("colors") or []),
            set_code=card.get("set_code"),
            collector_number=card.get("collector_number"),
            rarity=card.get("rarity"),
            definition=card.get("definition"),
            # the seeded cards' definitions are written by hand for every line of their text
            keywords=list((card.get("definition") or {}).get("keywords") or []),
            engine_support="full" if card.get("definition") else "none",
            not_modelled=[],
        )
    cards_repo.mark_curated(session, [card_ids[c["name"]] for c in cards if c.get("definition")])
    for ruling in rulings.values():
        rulings_repo.upsert_ruling(
            session,
            id=ruling.id,
            text=ruling.text,
            published_at=published,
            source=manifest.get("source", "wotc"),
            rules=list(ruling.rules),
            note=notes.get(ruling.id),
            origin="seed",
        )
    for card_id, ordered in links.items():
        rulings_repo.replace_card_links(session, card_id, ordered)
    rulings_repo.delete_orphan_rulings(session, origin="seed")
    now = datetime.now(UTC)
    for seed_file in seed_set.files:
        rulings_repo.record_source_document(
            session, name=seed_file.name, kind=seed_file.kind, sha256=seed_file.sha256,
            size=len(seed_file.raw), loaded_at=now,
        )
    rulings_repo.bump_data_version(session)
    return LoadReport(
        changed=True,
        cards=len(cards),
        rulings=len(rulings),
        links=sum(len(v) for v in links.values()),
        per_card={card_id: len(ordered) for card_id, ordered in links.items()},
    )


def _parse_cards(seed_file: SeedFile) -> list[dict[str, Any]]:
    try:
        cards = json.loads(seed_file.raw)
    except json.JSONDecodeError as exc:
        raise SeedError(f"{seed_file.name}: not valid JSON ({exc})", file=seed_file.name) from exc
    if not isinstance(cards, list):
        raise SeedError(f"{seed_file.name}: expected a list of cards", file=seed_file.name)
    for index, card in enumerate(cards):
        if not isinstance(card, dict) or not isinstance(card.get("name"), str) or not card["name"].strip():
            raise SeedError(f"{seed_file.name}: card #{index + 1} has no name", file=seed_file.name)
    return cards
