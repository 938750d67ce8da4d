"""The request the generated client programs of tests/clients start from, and what each must
print: ask `legal_actions` for alice in her main phase (she holds priority), read the options of
the listed actions (the X range of a creature with {X} in its cost), post the first listed
action back with the answer's state, and read the pending decision that follows."""

from __future__ import annotations

from typing import Any

_FOREST: dict[str, Any] = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}

REQUEST: dict[str, Any] = {
    "state": {
        "turn": 3,
        "active_player": "alice",
        "priority_player": "alice",
        "step": "precombat_main",
        "players": [
            {
                "id": "alice",
                "hand": [
                    {
                        "id": "ooze",
                        "card": {
                            "name": "Spreading Ooze",
                            "mana_cost": "{X}{G}",
                            "types": ["Creature"],
                            "subtypes": ["Ooze"],
                            "power": 0,
                            "toughness": 0,
                            "abilities": [{"kind": "etb_counters", "counter": "+1/+1", "amount": "X"}],
                        },
                    }
                ],
            },
            {"id": "bob"},
        ],
        "battlefield": [{"id": f"forest-{n}", "card": _FOREST, "controller": "alice"} for n in (1, 2, 3)],
    },
    "actions": [{"type": "legal_actions", "player": "alice", "explain": True}],
}

# What every generated program prints, line by line.
EXPECTED = [
    "first listed: pass_priority",
    "cast ooze: x from 0 to 2",
    "pending: priority for bob, passed by alice",
]
