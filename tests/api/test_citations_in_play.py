"""Citations about the game in play only (issue 25 part 6), over real HTTP on SQLite and
PostgreSQL: a ruling is cited only when one of its cards is in the request. The general mana and
{T} rulings are stored on the seeded playtest cards; tapping an imported Alpha Mountain
(tests/fixtures/sets/lea-mountain.json, through the MTGJSON importer) with no playtest card in
the state cites the Comprehensive Rules behind them instead; with Boulder Jockey in the state, the
same action still cites the seeded rulings."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from app.engine.citations import PLAYTEST_LEGALITY, TAP_FOR_MANA_DEFINITION, TAP_SYMBOL
from tests.conftest import LiveApi
from tests.ingest.helpers import ROOT, mtgjson

ALPHA_MOUNTAIN = ROOT / "tests" / "fixtures" / "sets" / "lea-mountain.json"


@pytest.fixture(scope="module")
def alpha(api: LiveApi) -> Iterator[LiveApi]:
    mtgjson(api.db, ALPHA_MOUNTAIN)
    yield api


def _tap_mountain(with_jockey: bool) -> dict[str, Any]:
    battlefield: list[dict[str, Any]] = [{"id": "m1", "card": "Mountain", "controller": "alice"}]
    if with_jockey:
        battlefield.append({"id": "bj", "card": "Boulder Jockey", "controller": "alice", "controlled_since_turn": 1})
    return {
        "state": {
            "turn": 3,
            "active_player": "alice",
            "step": "precombat_main",
            "players": [{"id": "alice"}, {"id": "bob"}],
            "battlefield": battlefield,
        },
        "actions": [{"type": "tap_for_mana", "permanent": "m1", "ability": 0}],
    }


def _cited(body: dict[str, Any]) -> tuple[set[str], set[str]]:
    """(the ids in `citations`, the cites of every event)."""
    return {c["id"] for c in body["citations"]}, {cite for e in body["events"] for cite in e["cites"]}


def test_an_imported_mountain_alone_cites_the_rules_not_the_playtest_cards_rulings(alpha: LiveApi) -> None:
    response = alpha.client.post("/v1/simulate", json=_tap_mountain(with_jockey=False))
    assert response.status_code == 200, response.text
    body = response.json()
    citations, event_cites = _cited(body)
    assert citations == event_cites  # the events cite exactly what `citations` gives in full
    assert all(c["object"] == "rule" and c["title"] for c in body["citations"]), body["citations"]
    # The rules behind the tap-for-mana and {T} rulings, and the engine's own mana rules.
    assert {"CR 106.12", "CR 107.5"} <= citations
    assert any(c.startswith("CR 605") for c in citations) and any(c.startswith("CR 106") for c in citations)
    assert not {TAP_FOR_MANA_DEFINITION, TAP_SYMBOL, PLAYTEST_LEGALITY} & citations


def test_with_boulder_jockey_in_play_the_same_action_cites_the_seeded_rulings(alpha: LiveApi) -> None:
    response = alpha.client.post("/v1/simulate", json=_tap_mountain(with_jockey=True))
    assert response.status_code == 200, response.text
    body = response.json()
    citations, event_cites = _cited(body)
    assert citations == event_cites
    rulings = {c["id"]: c for c in body["citations"] if c["object"] == "ruling"}
    assert TAP_FOR_MANA_DEFINITION in rulings
    assert "boulder-jockey" in {card["id"] for card in rulings[TAP_FOR_MANA_DEFINITION]["cards"]}


def test_legal_actions_cite_only_rulings_of_cards_in_play(alpha: LiveApi) -> None:
    body = _tap_mountain(with_jockey=False)
    body["actions"] = [{"type": "legal_actions", "player": "alice"}]
    response = alpha.client.post("/v1/simulate", json=body)
    assert response.status_code == 200, response.text
    result = response.json()["queries"][0]["result"]
    cites = {c for entry in result["legal"] for c in entry["cites"]}
    cites |= {c for entry in result.get("not_legal", []) for c in entry["citations"]}
    assert cites and all(c.startswith("CR ") for c in cites), cites
