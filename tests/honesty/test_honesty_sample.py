"""The honesty sample of issue 24: the first 60 `full` cards of Core Set 2019 and Bloomburrow in a
seeded order (tests/honesty/sample.py; drawn afresh whenever a fixture changes) must each have a
scenario written from their Oracle text (tests/honesty/cards/), and every scenario must pass: in
process, and a handful over real HTTP on SQLite and PostgreSQL. A scenario that shows the engine or
the reader wrong is listed in known_failures.json with what is wrong, and must keep failing until
fixed (then it comes off the list)."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from app.engine import IllegalAction, InvalidState
from tests.conftest import LiveApi
from tests.honesty.runner import definitions, run_in_process
from tests.honesty.sample import (
    CARDS_DIR,
    SAMPLE_SIZE,
    full_cards,
    known_failures,
    ordered_cards,
    sample,
    scenario_path,
    slug,
)
from tests.scenarios.expectations import check_refusal, check_resolution, inline_cards, load_case

ALL_SCENARIOS = sorted(CARDS_DIR.glob("*.json"))
KNOWN = known_failures()


def _card_slug(path: Path) -> str:
    return path.stem.split("--", 1)[0]


# A scenario runs once its card is `full`; one written ahead for a card the reader does not yet
# read fully waits (it runs as soon as a reader change makes the card full).
_SUPPORT = {slug(card.name): card.support for card in ordered_cards()}
SCENARIOS = [path for path in ALL_SCENARIOS if _SUPPORT.get(_card_slug(path)) == "full"]
WAITING = [path for path in ALL_SCENARIOS if _SUPPORT.get(_card_slug(path)) not in (None, "full")]
# Over HTTP (each on SQLite and PostgreSQL): a spell with a target, an enters trigger making a
# token, an Aura, combat with a keyword and an attack trigger, a refused block, a dual land.
OVER_HTTP = ("essence-scatter", "knightly-valor", "moonrise-cleric", "moonrise-cleric--flying", "cinder-barrens")


def test_the_sample_is_60_full_cards_drawn_by_the_fixtures_seed() -> None:
    cards = ordered_cards()
    assert len({card.name for card in cards}) == len(cards) > 500
    keys = [card.key for card in cards]
    assert keys == sorted(keys)
    drawn = sample()
    assert len(drawn) == SAMPLE_SIZE and all(card.support == "full" for card in drawn)
    assert drawn == full_cards()[:SAMPLE_SIZE]
    assert {card.set_code for card in drawn} == {"M19", "BLB"}


def test_every_sampled_card_has_a_scenario() -> None:
    missing = [card.name for card in sample() if not scenario_path(card.name).exists()]
    assert not missing, f"sampled full cards without a scenario in {CARDS_DIR}: {missing}"


def test_how_far_down_the_order_the_scenarios_reach(capsys: pytest.CaptureFixture[str]) -> None:
    """Reports how many `full` cards past the sample have scenarios already (they enter the sample
    when cards above them change, or when more cards become full), and that every scenario file
    belongs to a card of the two sets."""
    full = full_cards()
    covered = [card.name for card in full[SAMPLE_SIZE:] if scenario_path(card.name).exists()]
    names = {slug(card.name) for card in ordered_cards()}
    strays = [path.name for path in ALL_SCENARIOS if _card_slug(path) not in names]
    assert not strays, f"scenario files naming no card of M19 or BLB: {strays}"
    assert set(KNOWN) <= {card.name for card in ordered_cards()}, set(KNOWN)
    with capsys.disabled():
        print(
            f"\nhonesty: {SAMPLE_SIZE} sampled of {len(full)} full cards; "
            f"{len(covered)} further full cards have scenarios; "
            f"{len({_card_slug(path) for path in WAITING})} cards not yet full have scenarios waiting"
        )


def _case(path: Path) -> dict[str, Any]:
    case = load_case(path)
    assert re.search(r"\w", case["name"]) and case["expect"], path.name
    return case


def _known(path: Path) -> str | None:
    names = {slug(name): reason for name, reason in KNOWN.items()}
    return names.get(_card_slug(path))


def _fails(case: dict[str, Any]) -> bool:
    """Whether the case fails: an expectation not met, or a refusal the case doesn't expect."""
    try:
        run_in_process(case)
    except (AssertionError, IllegalAction, InvalidState, pytest.fail.Exception):
        return True
    return False


@pytest.mark.parametrize("path", SCENARIOS, ids=[path.stem for path in SCENARIOS])
def test_scenario(path: Path) -> None:
    case = _case(path)
    reason = _known(path)
    if reason is None:
        run_in_process(case)
        return
    # A known failure must still fail: when it passes, the engine or reader was fixed, and the
    # card comes off known_failures.json.
    assert _fails(case), f"{path.name} passes now: take it off known_failures.json ({reason})"


def test_a_known_failure_is_noticed_failing_and_passing() -> None:
    case = _case(CARDS_DIR / "shock.json")
    assert not _fails(case)
    wrong = copy.deepcopy(case)
    wrong["expect"]["state"]["players[1].life"] = 20  # Shock dealt its 2 damage to Bob
    assert _fails(wrong)
    refused = copy.deepcopy(case)
    refused["actions"][0]["choices"]["targets"] = ["nobody"]
    assert _fails(refused)


@pytest.mark.parametrize("stem", OVER_HTTP)
def test_scenario_over_http(api: LiveApi, stem: str) -> None:
    case = _case(CARDS_DIR / f"{stem}.json")
    extra = definitions(case)
    request = {"state": inline_cards(case["state"], extra), "actions": inline_cards(case["actions"], extra)}
    response = api.client.post("/v1/simulate", json=request)
    body = response.json()
    cited = [citation["id"] for citation in body.get("citations", [])]
    if "refusal" in case["expect"]:
        assert response.status_code == 422 and body["type"].endswith("/illegal-action"), body
        check_refusal(case, body["action_index"], body["title"], body["detail"], cited)
        return
    assert response.status_code == 200, body
    check_resolution(case, body, cited)


def test_known_failures_are_documented() -> None:
    raw = json.loads((CARDS_DIR.parent / "known_failures.json").read_text(encoding="utf-8"))
    for name, reason in raw.items():
        assert scenario_path(name).exists(), name
        assert "CR " in reason or "ruling" in reason, (name, reason)
