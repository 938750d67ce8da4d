"""The requests the benchmarks send: a game state of N permanents with ten actions across the
engine's mechanics (casting, the stack, Werewhat's exiled back face, face-down casting, putting
onto the battlefield, transforming, zone changes with a split, steps and the next turn's
day/night check), and the names of a decklist."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

# Inline definitions, so the request needs no card beyond the four seeded ones.
GRIZZLY_BEARS: dict[str, Any] = {
    "name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Bear"],
    "power": 2, "toughness": 2,
}
HOUND_VILLAGER: dict[str, Any] = {
    "name": "Hound Villager", "mana_cost": "{1}{G}", "types": ["Creature"], "subtypes": ["Human", "Werewolf"],
    "power": 2, "toughness": 2, "keywords": ["daybound"],
    "back_face": {"name": "Hound Howler", "colors": ["G"], "types": ["Creature"], "subtypes": ["Werewolf"],
                  "power": 4, "toughness": 4, "keywords": ["nightbound"]},
}
MEMORIAL: dict[str, Any] = {"name": "Standing Stone", "mana_cost": "{2}", "types": ["Artifact"]}
# Chatzuk's body and cost reduction without "Legendary": a second Chatzuk under one controller
# would go to the graveyard at the first check (the legend rule, CR 704.5j).
BANDMATE: dict[str, Any] = {
    "name": "Chatzuk's Bandmate", "mana_cost": "{1}{G}{W}", "types": ["Creature"], "subtypes": ["Human", "Bard"],
    "power": 2, "toughness": 2, "keywords": ["banding"],
    "abilities": [{"kind": "cost_reduction", "spells": "creature_with_banding", "generic": 2}],
}

# The battlefield cycles through these; seeded cards go by name (resolved by the database).
_BATTLEFIELD_CARDS: list[Any] = [GRIZZLY_BEARS, "Chatzuk, Mighty Guitarist", MEMORIAL, HOUND_VILLAGER,
                                 "Boulder Jockey", GRIZZLY_BEARS, MEMORIAL, "Flavor Disaster"]


def simulate_body(permanents: int = 20) -> dict[str, Any]:
    """A state with `permanents` objects on the battlefield and ten actions that all succeed."""
    battlefield = [
        {"id": f"p{i}", "card": _BATTLEFIELD_CARDS[i % len(_BATTLEFIELD_CARDS)],
         "controller": "alice" if i % 2 == 0 else "bob", "controlled_since_turn": 1}
        for i in range(permanents)
    ]
    with_chatzuk: set[str] = set()
    for permanent in battlefield:  # one Chatzuk per player at most (CR 704.5j)
        if permanent["card"] == "Chatzuk, Mighty Guitarist":
            if permanent["controller"] in with_chatzuk:
                permanent["card"] = BANDMATE
            with_chatzuk.add(permanent["controller"])
    # A daybound permanent is on the battlefield, so it must already be day or night (CR 702.145d).
    state = {
        "turn": 4,
        "active_player": "alice",
        "step": "precombat_main",
        "day_night": "day",
        "players": [
            {
                "id": "alice",
                "mana_pool": {"G": 20, "W": 5, "R": 5, "C": 10},
                "hand": [
                    {"id": "h-werewhat", "card": "Werewhat"},
                    {"id": "h-bears", "card": GRIZZLY_BEARS},
                    {"id": "h-flavor", "card": "Flavor Disaster"},
                    {"id": "h-hound", "card": HOUND_VILLAGER},
                    {"id": "h-chatzuk", "card": "Chatzuk, Mighty Guitarist"},
                ],
                "library": [{"id": f"a-lib-{i}", "card": GRIZZLY_BEARS} for i in range(5)],
            },
            {"id": "bob", "library": [{"id": f"b-lib-{i}", "card": GRIZZLY_BEARS} for i in range(5)]},
        ],
        "battlefield": battlefield,
    }
    actions = [
        {"type": "compute_cost", "player": "alice", "card": "h-chatzuk"},
        {"type": "cast", "player": "alice", "card": "h-werewhat"},
        {"type": "resolve", "choices": {"exile_for_back_face": "h-bears"}},
        {"type": "cast", "player": "alice", "card": "h-flavor", "face_down": True},
        {"type": "resolve"},
        {"type": "put_onto_battlefield", "card": "h-hound", "from": "hand"},
        {"type": "transform", "permanent": "p3"},
        {"type": "move", "permanent": "h-werewhat", "to": "graveyard"},
        {"type": "next_step"},
        {"type": "next_turn"},
    ]
    return {"state": state, "actions": actions}


def seeded_catalog() -> dict[str, Any]:
    """The seeded cards' engine definitions by name (for the engine alone, without a database)."""
    cards = json.loads((ROOT / "seeds" / "cards.json").read_text(encoding="utf-8"))
    return {card["name"]: card["definition"] for card in cards if card.get("definition")}
