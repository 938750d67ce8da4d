"""The grammar's per-line cache (app/oracle/compose.py `_lowered`) changes no reading: every card
of the three real set fixtures (Fourth Edition, Core Set 2019, Bloomburrow) is given the same
engine values (`engine_values`: definition, support, lines not modelled) with the cache bypassed,
read cold through the cache, and read again from it, and a reading handed out is the caller's own
(changing it changes no later reading)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.ingest import mtgjson, scryfall
from app.ingest.definitions import engine_values
from app.ingest.reader import TrackedFile
from app.ingest.records import CardRecord
from app.oracle import compose
from app.oracle.compose import read_composed

SETS = Path(__file__).resolve().parents[1] / "fixtures" / "sets"
FIXTURES = (("4ed.json", "mtgjson"), ("m19.json", "mtgjson"), ("blb.json", "scryfall"))


def _records() -> list[CardRecord]:
    records: list[CardRecord] = []
    for name, feed in FIXTURES:
        with TrackedFile(SETS / name, name) as f:
            if feed == "mtgjson":
                records.extend(entry.card for entry in mtgjson.iter_cards(f))
            else:
                records.extend(record for record in scryfall.iter_cards(f) if isinstance(record, CardRecord))
    return records


def _read_all(records: list[CardRecord]) -> list[str]:
    return [json.dumps(engine_values(record), sort_keys=True) for record in records]


def test_every_fixture_card_reads_the_same_with_and_without_the_cache(monkeypatch: pytest.MonkeyPatch) -> None:
    records = _records()
    assert len(records) > 900  # the three sets: 368 + 299 + 268 cards (and faces)
    uncached: Callable[[str, bool], compose.Composed] = compose._lowered.__wrapped__
    with monkeypatch.context() as patch:
        patch.setattr(compose, "_lowered", uncached)
        without = _read_all(records)
    compose._lowered.cache_clear()
    cold = _read_all(records)
    info = compose._lowered.cache_info()
    assert info.misses > 200  # the grammar did read these sets' lines
    warm = _read_all(records)
    assert compose._lowered.cache_info().hits >= info.hits + info.misses  # all of them from the cache
    assert cold == without
    assert warm == without
    full = sum('"engine_support": "full"' in reading for reading in without)
    assert full > 300  # a real comparison: most cards have definitions


def test_a_cached_reading_is_the_callers_own() -> None:
    line = "Target creature gets +2/+2 and gains flying until end of turn."
    first = read_composed(line, is_spell=True, name="Card One")
    assert first.abilities is not None
    first.abilities[0]["mutated"] = True
    first.abilities.append({"kind": "nothing"})
    second = read_composed(line, is_spell=True, name="Card Two")
    assert second.abilities is not None
    assert all("mutated" not in ability for ability in second.abilities)
    assert len(second.abilities) == len(first.abilities) - 1
    expected: Any = compose._lowered.__wrapped__(line, True).abilities
    assert second.abilities == expected


def test_the_word_budget_is_still_taken_per_card() -> None:
    """The cache keeps the grammar's work, not the card's budget: a line past a face's budget is
    reported as before, even when its reading is cached."""
    line = "Target creature gets +2/+2 and gains flying until end of turn."
    assert read_composed(line, is_spell=True).abilities is not None  # cached now
    budget = compose.Budget(words=3)
    refused = read_composed(line, is_spell=True, budget=budget)
    assert refused.abilities is None
    assert refused.reason is not None and "longer than the grammar reads" in refused.reason
