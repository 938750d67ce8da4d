"""The citation table: every ruling id is a seeded ruling; every cited CR number has a title."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from pathlib import Path

from app.engine import citations

ROOT = Path(__file__).resolve().parents[2]


def _seeded_ids() -> set[str]:
    ids = set()
    for page in sorted((ROOT / "seeds" / "gatherer").glob("*.txt")):
        for paragraph in page.read_text(encoding="utf-8").split("\n\n"):
            text = " ".join(unicodedata.normalize("NFC", paragraph).split())
            ids.add(hashlib.sha256(text.encode("utf-8")).hexdigest()[:16])
    return ids


def test_every_ruling_id_in_the_citation_table_is_a_seeded_ruling() -> None:
    assert citations.SEEDED_RULING_IDS
    assert set(citations.SEEDED_RULING_IDS) <= _seeded_ids()


def test_every_cr_number_the_engine_cites_has_a_title() -> None:
    source = "\n".join(path.read_text(encoding="utf-8") for path in (ROOT / "app" / "engine").rglob("*.py"))
    cited = set(re.findall(r'cr\("([0-9.a-z]+)"\)', source))
    assert cited and cited <= set(citations.CR_TITLES)


def test_the_nightbound_note_says_the_ruling_says_day_and_the_rules_say_night() -> None:
    note = citations.NIGHTBOUND_CONFLICT_NOTE
    assert "day" in note and "night" in note and "702.145g" in note and citations.CR_EDITION in note
