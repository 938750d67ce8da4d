"""A four-player Commander game against the two-player curve (issue 26): `next_turn` (the rest of
alice's turn and the next player's up to their precombat main phase) on the bench workload's
battlefield, in a two-player game of 20 and 80 permanents and in a four-player Commander game of
80 permanents (the same permanents, their controllers spread over four players, each player with
a commander in the command zone). The time of parsing and finishing the state (no actions) is
measured and taken off, so "per action" is what `next_turn` adds. Goal: the four-player game's
per-action time in line with the two-player one at the same size (a ratio near 1; the check
looks at every player where a two-player game looks at two)."""

from __future__ import annotations

import copy
import math
from typing import Any

from bench.engine import _seconds_per_call, gc_as_in_server
from bench.workloads import seeded_catalog, simulate_body

PLAYERS = ("alice", "bob", "carol", "dave")
# Real vanilla legendary creatures (Legends), inline: the database holds only the seeded cards.
COMMANDERS: dict[str, dict[str, Any]] = {
    "bob": {
        "name": "Lady Orca",
        "mana_cost": "{5}{B}{R}",
        "types": ["Creature"],
        "supertypes": ["Legendary"],
        "subtypes": ["Demon"],
        "colors": ["B", "R"],
        "power": 7,
        "toughness": 4,
    },
    "carol": {
        "name": "Tobias Andrion",
        "mana_cost": "{3}{W}{U}",
        "types": ["Creature"],
        "supertypes": ["Legendary"],
        "subtypes": ["Human", "Advisor"],
        "colors": ["W", "U"],
        "power": 4,
        "toughness": 4,
    },
    "dave": {
        "name": "Jasmine Boreal",
        "mana_cost": "{3}{G}{W}",
        "types": ["Creature"],
        "supertypes": ["Legendary"],
        "subtypes": ["Human"],
        "colors": ["G", "W"],
        "power": 4,
        "toughness": 5,
    },
}
# "In line": the four-player game's per-action time at most this many times the two-player one's.
MAX_RATIO = 1.5


def two_player_state(permanents: int) -> dict[str, Any]:
    state: dict[str, Any] = simulate_body(permanents)["state"]
    return state


def four_player_state(permanents: int = 80) -> dict[str, Any]:
    """The two-player state's battlefield over four players (alice's permanents split between alice
    and carol, bob's between bob and dave: still one Chatzuk per player at most, CR 704.5j), at 40
    life, in a Commander game; alice's commander is her Chatzuk in hand."""
    state = copy.deepcopy(two_player_state(permanents))
    state["format"] = "commander"
    for index, permanent in enumerate(state["battlefield"]):
        permanent["controller"] = PLAYERS[index % 4]
    alice = state["players"][0]
    alice.update(life=40, commanders=["h-chatzuk"])
    others = [
        {
            "id": pid,
            "life": 40,
            "library": [{"id": f"{pid}-lib-{i}", "card": "Werewhat"} for i in range(5)],
            "commanders": [f"{pid}-commander"],
            "command_zone": [{"id": f"{pid}-commander", "card": card}],
            "commander_damage": {"h-chatzuk": 3},
        }
        for pid, card in COMMANDERS.items()
    ]
    others[0]["library"] = state["players"][1]["library"]
    state["players"] = [alice, *others]
    return state


def _per_action(state: dict[str, Any], catalog: dict[str, Any], budget: float) -> dict[str, Any]:
    whole = _seconds_per_call(state, [{"type": "next_turn"}], catalog, budget)
    empty = _seconds_per_call(state, [], catalog, budget / 2)
    return {
        "players": len(state["players"]),
        "permanents": len(state["battlefield"]),
        "request_ms": round(whole * 1000, 3),
        "parse_and_finish_ms": round(empty * 1000, 3),
        "per_action_ms": round(max(whole - empty, 0.0) * 1000, 3),
    }


def run(budget: float = 1.0) -> dict[str, Any]:
    gc_as_in_server()
    catalog = seeded_catalog()
    small = _per_action(two_player_state(20), catalog, budget)
    two = _per_action(two_player_state(80), catalog, budget)
    four = _per_action(four_player_state(80), catalog, budget)
    growth = two["per_action_ms"] / small["per_action_ms"] if small["per_action_ms"] else None
    exponent = math.log(growth) / math.log(80 / 20) if growth else None
    ratio = four["per_action_ms"] / two["per_action_ms"] if two["per_action_ms"] else None
    return {
        "rows": [small, two, four],
        "two_player_growth_exponent": round(exponent, 2) if exponent is not None else None,
        "four_to_two_ratio": round(ratio, 2) if ratio is not None else None,
        "verdict": None
        if ratio is None
        else (f"in line (within {MAX_RATIO:g}x)" if ratio <= MAX_RATIO else f"over {MAX_RATIO:g}x the two-player time"),
    }


def render(result: dict[str, Any]) -> str:
    lines = ["four-player Commander game against two players: next_turn (request ms; per action = minus parse+finish)"]
    for row in result["rows"]:
        lines.append(
            f"  {row['players']} players, {row['permanents']} permanents: {row['request_ms']} ms, "
            f"parse+finish {row['parse_and_finish_ms']} ms, per action {row['per_action_ms']} ms"
        )
    lines.append(
        f"  two-player growth 20 -> 80 permanents: permanents^{result['two_player_growth_exponent']}; "
        f"four players / two players at 80: {result['four_to_two_ratio']}, {result['verdict']}"
    )
    return "\n".join(lines)


if __name__ == "__main__":  # a focused run: python -m bench.multiplayer
    print(render(run()))
