"""The `legal_actions` query against a plain `next_step`, on the same state: the bench workload's
20 permanents, alice in her precombat main phase with seven cards in hand (design.md §9: the
query costs less than five times the step). The time of parsing and finishing the state (no
actions) is measured too and taken off for the "per action" figures."""

from __future__ import annotations

from typing import Any

from bench.engine import _seconds_per_call
from bench.workloads import GRIZZLY_BEARS, seeded_catalog, simulate_body

# Five seeded or inline cards in the workload's hand, plus a Forest and a Lightning Bolt.
FOREST: dict[str, Any] = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}
LIGHTNING_BOLT: dict[str, Any] = {"name": "Lightning Bolt", "mana_cost": "{R}", "types": ["Instant"]}
# The ratio the issue allows.
MAX_RATIO = 5.0


def legal_state(permanents: int = 20) -> dict[str, Any]:
    state: dict[str, Any] = simulate_body(permanents)["state"]
    alice = state["players"][0]
    alice["hand"] = [*alice["hand"], {"id": "h-forest", "card": FOREST}, {"id": "h-bolt", "card": LIGHTNING_BOLT}]
    assert len(alice["hand"]) == 7 and alice["hand"][1]["card"] is GRIZZLY_BEARS
    return state


def run(permanents: int = 20, budget: float = 3.0) -> dict[str, Any]:
    catalog = seeded_catalog()
    state = legal_state(permanents)
    empty = _seconds_per_call(state, [], catalog, budget / 2)
    query = _seconds_per_call(state, [{"type": "legal_actions", "player": "alice"}], catalog, budget)
    step = _seconds_per_call(state, [{"type": "next_step"}], catalog, budget)
    per_query, per_step = max(query - empty, 0.0), max(step - empty, 1e-9)
    ratio = query / step
    return {
        "permanents": permanents,
        "cards_in_hand": 7,
        "legal_actions_request_ms": round(query * 1000, 3),
        "next_step_request_ms": round(step * 1000, 3),
        "parse_and_finish_ms": round(empty * 1000, 3),
        "legal_actions_per_action_ms": round(per_query * 1000, 3),
        "next_step_per_action_ms": round(per_step * 1000, 3),
        "request_ratio": round(ratio, 2),
        "per_action_ratio": round(per_query / per_step, 2),
        "verdict": f"within {MAX_RATIO:g}x" if ratio < MAX_RATIO else f"over {MAX_RATIO:g}x",
    }


if __name__ == "__main__":  # a focused run: python -m bench.legal
    import json

    print(json.dumps(run(), indent=2))
