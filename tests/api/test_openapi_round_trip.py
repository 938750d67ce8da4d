"""The typed round-trip schemas describe real answers: over every scenario (tests/scenarios/*.json)
and every documented simulate example, after each prefix of its actions, the engine's `pending`
validates as `PendingDecision`, every `legal_actions` answer (asked for each player, with
`explain`) as `LegalActionsResult` (each listed action a `SimulationAction`, its options a
`LegalActionOptions`), every stack object's `choices` as `StackObjectChoices` with no field it
doesn't name, and every chosen combat damage division as `CombatDamageAssignment`. Runs in
process (a few seconds); the generated clients of tests/clients use the same schemas over HTTP."""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from pydantic import BaseModel, RootModel

from app.api.openapi_models import (
    DECISIONS,
    RESOLUTION_CHOICES,
    CombatDamageAssignment,
    LegalActionOptions,
    LegalActionsResult,
    PendingDecision,
    StackObjectChoices,
)
from app.api.simulate_docs import REQUEST_EXAMPLES
from app.engine import IllegalAction, InvalidState, resolve
from tests.scenarios.expectations import CASES, load_case, seeded_definitions
from tests.scenarios.test_scenarios import _catalog


def _players(state: dict[str, Any]) -> list[str]:
    return [player["id"] for player in state.get("players", []) if isinstance(player, dict) and "id" in player]


@cache
def _answers() -> list[tuple[str, dict[str, Any]]]:
    """(case name, the answer as JSON) after each accepted prefix of each case's actions, with a
    `legal_actions` query for each player appended."""
    cases: list[tuple[str, dict[str, Any], list[Any], Any]] = []
    for path in CASES:
        case = load_case(path)
        if "invalid_state" not in case["expect"]:
            cases.append((path.stem, case["state"], case["actions"], _catalog(case)))
    seeded = _catalog({"state": {}, "actions": []}) if seeded_definitions() else {}
    for name, example in REQUEST_EXAMPLES.items():
        cases.append((f"example:{name}", example["value"]["state"], example["value"]["actions"], seeded))
    answers = []
    for name, state, actions, catalog in cases:
        for length in range(len(actions) + 1):
            try:
                result = resolve(state, actions[:length], catalog)
                # what the player asked to act or decide may do now (everyone, when nobody is asked)
                asked = [result.pending["player"]] if result.pending else _players(state)
                queries = [{"type": "legal_actions", "player": player, "explain": True} for player in asked]
                result = resolve(state, [*actions[:length], *queries], catalog)
            except (IllegalAction, InvalidState):
                break
            answers.append((f"{name}[:{length}]", result.model_dump(mode="json")))
    return answers


def _check(model: type[BaseModel], value: Any, where: str) -> BaseModel:
    try:
        return model.model_validate(value)
    except ValueError as error:
        raise AssertionError(f"{where}: {value}\n{error}") from None


def test_every_pending_decision_and_legal_action_answer_matches_its_schema() -> None:
    seen: Counter[str] = Counter()
    for where, answer in _answers():
        if answer.get("pending") is not None:
            decision = _check(PendingDecision, answer["pending"], where)
            assert isinstance(decision, RootModel)
            seen[type(decision.root).__name__] += 1
            options = decision.root.options
            if isinstance(options, RootModel):
                seen[type(options.root).__name__] += 1
        for query in answer["queries"]:
            if query["type"] == "legal_actions":
                result = _check(LegalActionsResult, query["result"], where)
                assert isinstance(result, LegalActionsResult)
                for entry in result.legal:
                    seen.update(f"option:{name}" for name in (entry.options.model_fields_set if entry.options else ()))
        for item in answer["state"]["stack"]:
            choices = _check(StackObjectChoices, item["choices"], where)
            assert not choices.model_extra, (
                f"{where}: StackObjectChoices does not name {sorted(choices.model_extra or {})}"
            )
        for assignment in (answer["state"].get("combat") or {}).get("damage_assignments", []):
            _check(CombatDamageAssignment, assignment, where)
            seen["CombatDamageAssignment"] += 1
    # A guard against schemas that drifted from the engine: the answers really use most of them.
    assert {model.__name__ for model in DECISIONS} <= set(seen), seen
    assert len({model.__name__ for model in RESOLUTION_CHOICES} & set(seen)) >= len(RESOLUTION_CHOICES) - 2, seen
    assert {f"option:{name}" for name in LegalActionOptions.model_fields} <= set(seen), seen
    assert seen["CombatDamageAssignment"], seen
