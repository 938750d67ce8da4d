"""Names that never lie, on a real catalog over real HTTP on SQLite and PostgreSQL.

The catalog is a real import (tests/fixtures/names/catalog.json: 1,872 real cards of nine sets,
through the MTGJSON importer); the labelled set (tests/fixtures/names/near_misses.json, made by
make_fixtures.py from a real list of 12,672 card names) holds the real names the catalog lacks
that are close to one it has (`Acidic Sliver` / Acidic Slime, `Ice Cave` / Ice Cage, `Treasure
Hunt` / Treasure Hunter), and misspellings of catalog names. No answer may put another card in
`results`: a name the catalog lacks is `not_found`, a misspelling finds its own card or nothing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import LiveApi
from tests.ingest.helpers import mtgjson

NAMES = Path(__file__).resolve().parents[1] / "fixtures" / "names"
LABELLED = json.loads((NAMES / "near_misses.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def catalog(api: LiveApi) -> Iterator[LiveApi]:
    summary = mtgjson(api.db, NAMES / "catalog.json")
    assert summary.cards.new >= 1_800, summary
    yield api


def _lookup_all(api: LiveApi, names: list[str]) -> list[tuple[str, dict[str, Any] | None, dict[str, Any] | None]]:
    """(query, result or None, not_found entry or None) for every name, 250 per request."""
    out: list[tuple[str, dict[str, Any] | None, dict[str, Any] | None]] = []
    limit = api.settings.max_lookup_names
    for start in range(0, len(names), limit):
        chunk = names[start : start + limit]
        response = api.client.post("/v1/rulings/lookup", json={"cards": chunk})
        assert response.status_code == 200, response.text
        body = response.json()
        results = iter(body["results"])
        missing = iter(body["not_found"])
        found = {r["query"]: r for r in body["results"]}
        assert len(body["results"]) + len(body["not_found"]) == len(chunk)
        for name in chunk:  # each answer list keeps request order
            if name in found:
                out.append((name, next(results), None))
            else:
                out.append((name, None, next(missing)))
    return out


def test_real_names_the_catalog_lacks_are_never_another_card(catalog: LiveApi) -> None:
    cases = LABELLED["not_in_catalog"]
    assert len(cases) >= 200
    answers = _lookup_all(catalog, [c["query"] for c in cases])
    wrong = [(name, result["card"]["name"]) for name, result, _ in answers if result is not None]
    assert wrong == []
    assert all(m is not None and m["reason"] is None for _, _, m in answers)
    # The near miss is offered as a candidate, for a client to ask "did you mean".
    offered = sum(
        1
        for case, (_, _, m) in zip(cases, answers, strict=True)
        if m is not None and case["nearest"] in {c["name"] for c in m["candidates"]}
    )
    assert offered >= len(cases) // 2, offered


def test_misspellings_find_their_own_card_or_nothing(catalog: LiveApi) -> None:
    cases = LABELLED["typos_of_catalog_names"]
    assert len(cases) >= 200
    answers = _lookup_all(catalog, [c["query"] for c in cases])
    wrong = [
        (case["query"], result["card"]["name"], case["expect"])
        for case, (_, result, _) in zip(cases, answers, strict=True)
        if result is not None and result["card"]["name"] != case["expect"]
    ]
    assert wrong == []
    found = [result for _, result, _ in answers if result is not None]
    assert all(r["match"] == "fuzzy" and 85 <= r["score"] < 100 for r in found)
    # Most misspellings are forgiven (the rest are not found, never wrong): 1,611 of 1,769 today.
    assert len(found) >= 0.85 * len(cases), len(found)


def test_a_shortened_legendary_name_is_a_candidate_not_a_match(catalog: LiveApi) -> None:
    """`Mikaeus` begins one name of this catalog (Mikaeus, the Lunarch) and two real ones (Mikaeus,
    the Unhallowed is not imported): unique in a catalog is no proof of the card."""
    body = catalog.client.post("/v1/rulings/lookup", json={"cards": ["Mikaeus", "Ajani", "Garruk"]}).json()
    assert body["results"] == []
    by_query = {m["query"]: [c["name"] for c in m["candidates"]] for m in body["not_found"]}
    assert by_query["Mikaeus"] == ["Mikaeus, the Lunarch"]
    assert len(by_query["Ajani"]) >= 2 and all(name.startswith("Ajani") for name in by_query["Ajani"])
