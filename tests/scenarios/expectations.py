"""The scenario files and their expectations, shared by the in-process runner
(tests/scenarios/test_scenarios.py) and the HTTP runner (tests/api/test_scenarios_api.py).

A case: `{"name", "rulings": [ids it exercises], "catalog"?: {extra definitions}, "state",
"actions", "viewer"?, "seed"?, "expect"}` (`seed`: the request's seed for shuffles). `expect` holds any of:
- `day_night`: the final designation;
- `events`: event patterns matched in order (a subsequence of the events); keys must be equal,
  except `cites`, which must all be among the event's cites;
- `no_events`: event types that must not occur;
- `cites`: citations that must all be among the resolution's;
- `state`: `{"battlefield[0].transformed": true, "players[0].hand.length": 2}` path -> value;
- `queries`: query answers that must all be among the resolution's (`{"action_index", "type", "result"}`);
- `pending`: the resolution's `pending` decision (equal);
- `refusal`: `{"action_index", "title"?, "cites"?, "detail_contains"?}` (an IllegalAction);
- `invalid_state`: `[{"path", "message_contains"}]` (an InvalidState).
The `rulings` of a case must all be cited by its resolution (or refusal).

Both runners turn what they got (an exception or an answer, a Python value or a JSON body) into
the same plain values and call the `check_*` functions here, so an expectation means the same
thing in process and over HTTP.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

SCENARIOS = Path(__file__).resolve().parent
ROOT = SCENARIOS.parents[1]
CASES = sorted(path for path in SCENARIOS.glob("*.json") if not path.name.startswith("_"))
TEST_CARDS: dict[str, Any] = json.loads((SCENARIOS / "_test_cards.json").read_text(encoding="utf-8"))


def load_case(path: Path) -> dict[str, Any]:
    case: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return case


def seeded_definitions() -> dict[str, Any]:
    """The definitions of the seeded cards (seeds/cards.json), by name."""
    seeded = json.loads((ROOT / "seeds" / "cards.json").read_text(encoding="utf-8"))
    return {card["name"]: card["definition"] for card in seeded if card.get("definition")}


def extra_definitions(case: dict[str, Any]) -> dict[str, Any]:
    """The definitions a case uses beyond the seeded cards: the test cards, then its own `catalog`."""
    return {**TEST_CARDS, **case.get("catalog", {})}


def inline_cards(value: Any, definitions: dict[str, Any]) -> Any:
    """`value` with every `"card": "<name>"` whose name is in `definitions` replaced by that
    definition (the API's database holds only the seeded cards; these are given inline)."""
    if isinstance(value, dict):
        return {key: definitions[item] if key == "card" and isinstance(item, str) and item in definitions
                else inline_cards(item, definitions) for key, item in value.items()}
    if isinstance(value, list):
        return [inline_cards(item, definitions) for item in value]
    return value


def lookup(document: Any, path: str) -> Any:
    """The value at `path` (`players[0].hand.length`) in a JSON document."""
    for name, index in re.findall(r"([^.\[\]]+)|\[(\d+)\]", path):
        if index:
            document = document[int(index)]
        elif name == "length":
            document = len(document)
        else:
            document = document[name]
    return document


def matches(event: dict[str, Any], pattern: dict[str, Any]) -> bool:
    """An event matches a pattern: equal keys, but `cites` need only be among the event's."""
    for key, expected in pattern.items():
        if key == "cites":
            if not set(expected) <= set(event.get("cites", [])):
                return False
        elif event.get(key) != expected:
            return False
    return True


def same_value(path: str, actual: Any, expected: Any) -> bool:
    """`actual` is `expected`; a card given inline (over HTTP: a definition, not a name) is the
    card its definition names."""
    if path.endswith((".card", ".printed_card")) and isinstance(expected, str) and isinstance(actual, dict):
        return actual.get("name") == expected
    return bool(actual == expected)


def check_refusal(case: dict[str, Any], action_index: int, title: str, detail: str, cites: Iterable[str]) -> None:
    """The case expects this refusal (an IllegalAction, or its problem+json)."""
    wanted = case["expect"]["refusal"]
    cited = set(cites)
    assert action_index == wanted["action_index"], (action_index, wanted)
    assert wanted.get("title", title) == title, (title, wanted)
    assert set(wanted.get("cites", [])) <= cited, (wanted, cited)
    assert wanted.get("detail_contains", "") in detail, (detail, wanted)
    rulings = set(case.get("rulings", []))
    assert rulings <= cited, rulings - cited


def check_invalid_state(case: dict[str, Any], errors: Sequence[Mapping[str, Any]]) -> None:
    """The case expects these state errors (an InvalidState, or its problem+json `errors`)."""
    for wanted in case["expect"]["invalid_state"]:
        assert any(error["path"] == wanted["path"] and wanted["message_contains"] in error["message"]
                   for error in errors), (wanted, errors)


def check_resolution(case: dict[str, Any], result: dict[str, Any], cites: Iterable[str]) -> None:
    """The case's expectations hold for a resolution (`state`, `events`, `queries`, `pending` as
    JSON values) whose citations are `cites`."""
    expect = case["expect"]
    cited = set(cites)
    if "day_night" in expect:
        assert result["state"]["day_night"] == expect["day_night"]
    events = iter(result["events"])
    for pattern in expect.get("events", []):
        assert any(matches(event, pattern) for event in events), f"no event matching {pattern} (in order)"
    seen_types = {event["type"] for event in result["events"]}
    assert not seen_types & set(expect.get("no_events", []))
    assert set(expect.get("cites", [])) <= cited, set(expect["cites"]) - cited
    for wanted_query in expect.get("queries", []):
        assert wanted_query in result["queries"], (wanted_query, result["queries"])
    for state_path, value in expect.get("state", {}).items():
        assert same_value(state_path, lookup(result["state"], state_path), value), state_path
    if "pending" in expect:
        assert result["pending"] == expect["pending"], result["pending"]
    rulings = set(case.get("rulings", []))
    assert rulings <= cited, rulings - cited
