"""OpenAPI description of POST /v1/simulate: the engine's own models as the schema, and one
working example per mechanic. The route reads the raw body so that the engine can list every
problem of a state at once (422 /problems/invalid-state) instead of stopping at the first."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from app.api.openapi_models import (
    EXTRA_COMPONENTS,
    GameEvent,
    PendingDecision,
    SimulationAction,
    SimulationCitation,
    SimulationQueryAnswer,
)
from app.api.problems import Problem
from app.engine import GameState

REF = "#/components/schemas/{model}"


class SimulateRequest(BaseModel):
    """The body of POST /v1/simulate."""

    state: GameState = Field(description="The game state; every field but the ids has a default.")
    actions: list[SimulationAction] = Field(default_factory=list, description="Applied in order, all or nothing.")
    viewer: str | None = Field(default=None, description="Player id whose view to return; null = judge view.")
    seed: int | None = Field(
        default=None, ge=0, lt=2**63,
        description="Seeds shuffles and random orders (\"search ..., then shuffle\", \"in a random order\"): the "
        "same seed gives the same order. Without it, a seed derived from the request's bytes: the same request "
        "always gives the same answer.",
    )


class SimulationWarning(BaseModel):
    """A card of the request whose abilities the engine does not all model."""

    model_config = ConfigDict(title="SimulationWarning")

    card: str = Field(description="The card's name.")
    object: str | None = Field(default=None, description="The id of the object (permanent, card in a zone, spell) that is this card.")
    not_modelled: list[str] = Field(description="The Oracle lines or keywords the engine ignores, as the card writes them.")


class SimulateResponse(BaseModel):
    """The resolution: resolved state, every event with its cites, the citations in full, query answers."""

    state: GameState
    events: list[GameEvent] = Field(description="Every change of state, in order, each with the `cites` behind it.")
    pending: PendingDecision | None = Field(
        default=None,
        description="Who must act or decide next, and what; null when nobody (game over, untap or cleanup step).",
    )
    citations: list[SimulationCitation] = Field(description="Each cited ruling (in full) and CR number, once.")
    queries: list[SimulationQueryAnswer] = Field(description="The answer to each query action, in order.")
    warnings: list[SimulationWarning] = Field(
        default_factory=list,
        description="One per card of the request whose abilities the engine does not all model (the Oracle "
        "lines or keywords it ignores); [] when none.",
    )


def _schema(model: type[BaseModel]) -> dict[str, Any]:
    return TypeAdapter(model).json_schema(ref_template=REF, mode="validation")


def components() -> dict[str, Any]:
    """Schemas to merge into the OpenAPI document's components."""
    found: dict[str, Any] = {}
    models: tuple[type[BaseModel], ...] = (SimulateRequest, SimulateResponse, Problem, *EXTRA_COMPONENTS)
    for model in models:
        schema = _schema(model)
        found.update(schema.pop("$defs", {}))
        found[model.__name__] = schema
    _type_engine_records(found)
    return found


def _type_engine_records(found: dict[str, Any]) -> None:
    """The state's records the engine keeps as plain mappings, named: a stack object's `choices`
    (`StackObjectChoices`) and the combat's chosen damage divisions (`CombatDamageAssignment`)."""
    stack_choices = found.get("StackObject", {}).get("properties", {}).get("choices")
    if stack_choices is not None:
        found["StackObject"]["properties"]["choices"] = {
            "$ref": REF.format(model="StackObjectChoices"),
            "description": "What was chosen or recorded for it; `{}` when nothing.",
        }
    assignments = found.get("Combat", {}).get("properties", {}).get("damage_assignments")
    if assignments is not None:
        found["Combat"]["properties"]["damage_assignments"] = {
            "type": "array",
            "items": {"$ref": REF.format(model="CombatDamageAssignment")},
            "description": "The damage divisions chosen in this combat damage step, until the damage is dealt.",
            "default": [],
        }
    granted = found.get("StackObjectChoices", {}).get("properties", {}).get("granted")
    if granted is not None and "StepTriggerAbility" in found:
        granted.clear()
        granted.update(
            {
                "$ref": REF.format(model="StepTriggerAbility"),
                "description": "The granted ability it resolves (Energy Flux, CR 613.1f).",
            }
        )


EXAMPLES_DIR = Path(__file__).with_name("simulate_examples")


def response_examples() -> dict[str, Any]:
    """The real answer to each request example (tests keep them equal to the live responses:
    `UPDATE_SIMULATE_EXAMPLES=1` rewrites them from the live answers)."""
    found: dict[str, Any] = {}
    for name, example in REQUEST_EXAMPLES.items():
        path = EXAMPLES_DIR / f"{name}.json"
        if path.exists():
            value = json.loads(path.read_text(encoding="utf-8"))
            found[name] = {"summary": "The answer to: " + example["summary"], "value": value}
    return found


def problem_examples() -> dict[str, Any]:
    """The real 422 answers to `PROBLEM_REQUEST_EXAMPLES` (kept equal to the live ones like
    `response_examples`)."""
    found: dict[str, Any] = {}
    for name, example in PROBLEM_REQUEST_EXAMPLES.items():
        path = EXAMPLES_DIR / f"{name}.problem.json"
        if path.exists():
            found[name] = {"summary": example["summary"], "value": json.loads(path.read_text(encoding="utf-8"))}
    return found


def request_schema_ref() -> dict[str, str]:
    return {"$ref": REF.format(model="SimulateRequest")}


def response_schema_ref() -> dict[str, str]:
    return {"$ref": REF.format(model="SimulateResponse")}


def _example(summary: str, value: dict[str, Any]) -> dict[str, Any]:
    return {"summary": summary, "value": value}


# Basic lands for the examples, given inline (the database holds only the seeded cards).
_FOREST: dict[str, Any] = {"name": "Forest", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Forest"]}
_MOUNTAIN: dict[str, Any] = {"name": "Mountain", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Mountain"]}
_PLAINS: dict[str, Any] = {"name": "Plains", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Plains"]}

REQUEST_EXAMPLES: dict[str, Any] = {
    "day_night": _example(
        "Day becomes night: the previous turn's active player cast no spells (CR 502.2, 728)",
        {
            "state": {
                "turn": 3,
                "active_player": "alice",
                "step": "end",
                "day_night": "day",
                "players": [
                    {"id": "alice", "library": [{"id": "a1", "card": "Flavor Disaster"}]},
                    {"id": "bob", "library": [{"id": "b1", "card": "Boulder Jockey"}]},
                ],
                "battlefield": [{"id": "w1", "card": "Werewhat", "controller": "alice", "owner": "alice"}],
            },
            "actions": [{"type": "next_turn"}],
        },
    ),
    "werewhat": _example(
        "Werewhat enters exiling a creature card from the hand: it draws, and that card becomes its back face",
        {
            "state": {
                "turn": 5,
                "active_player": "alice",
                "step": "precombat_main",
                "day_night": "day",
                "players": [
                    {
                        "id": "alice",
                        "mana_pool": {"G": 4},
                        "hand": [
                            {"id": "w1", "card": "Werewhat"},
                            {
                                "id": "bears",
                                "card": {
                                    "name": "Grizzly Bears",
                                    "mana_cost": "{1}{G}",
                                    "types": ["Creature"],
                                    "subtypes": ["Bear"],
                                    "power": 2,
                                    "toughness": 2,
                                },
                            },
                        ],
                        "library": [{"id": "top", "card": "Flavor Disaster"}],
                    },
                    {"id": "bob"},
                ],
            },
            "actions": [
                {"type": "cast", "player": "alice", "card": "w1"},
                {"type": "resolve", "choices": {"exile_for_back_face": "bears"}},
            ],
        },
    ),
    "land_drop_d": _example(
        "Boulder Jockey: {D} is paid by giving up a land drop; its mana value is 3",
        {
            "state": {
                "turn": 4,
                "active_player": "alice",
                "step": "precombat_main",
                "players": [
                    {"id": "alice", "mana_pool": {"R": 1, "G": 2}, "hand": [{"id": "j1", "card": "Boulder Jockey"}]},
                    {"id": "bob"},
                ],
            },
            "actions": [
                {"type": "compute_cost", "player": "alice", "card": "j1"},
                {"type": "cast", "player": "alice", "card": "j1"},
            ],
        },
    ),
    "chatzuk_cost_reduction": _example(
        "Chatzuk: a creature spell with banding costs {2} less, generic mana only",
        {
            "state": {
                "turn": 6,
                "active_player": "alice",
                "step": "precombat_main",
                "players": [
                    {
                        "id": "alice",
                        "mana_pool": {"W": 1},
                        "hand": [
                            {
                                "id": "pegasus",
                                "card": {
                                    "name": "Mesa Pegasus",
                                    "mana_cost": "{1}{W}",
                                    "types": ["Creature"],
                                    "subtypes": ["Pegasus"],
                                    "power": 1,
                                    "toughness": 1,
                                    "keywords": ["banding", "flying"],
                                },
                            }
                        ],
                    },
                    {"id": "bob"},
                ],
                "battlefield": [{"id": "cz1", "card": "Chatzuk, Mighty Guitarist", "controller": "alice"}],
            },
            "actions": [
                {"type": "compute_cost", "player": "alice", "card": "pegasus"},
                {"type": "cast", "player": "alice", "card": "pegasus"},
            ],
        },
    ),
    "negamorph": _example(
        "Flavor Disaster: cast face down for {3}, turned up for its negamorph cost with a -1/-1 counter, "
        "its trigger pumps a creature by its power",
        {
            "state": {
                "turn": 7,
                "active_player": "alice",
                "step": "precombat_main",
                "players": [
                    {"id": "alice", "mana_pool": {"C": 3, "G": 2}, "hand": [{"id": "fd", "card": "Flavor Disaster"}]},
                    {"id": "bob"},
                ],
                "battlefield": [
                    {
                        "id": "bears",
                        "controller": "alice",
                        "card": {
                            "name": "Grizzly Bears",
                            "mana_cost": "{1}{G}",
                            "types": ["Creature"],
                            "power": 2,
                            "toughness": 2,
                        },
                    }
                ],
            },
            "actions": [
                {"type": "cast", "player": "alice", "card": "fd", "face_down": True},
                {"type": "resolve"},
                {
                    "type": "turn_face_up",
                    "player": "alice",
                    "permanent": "fd",
                    "pay": "negamorph",
                    "choices": {"targets": ["bears"]},
                },
                {"type": "resolve"},
            ],
            "viewer": "alice",
        },
    ),
    "banding": _example(
        "Chatzuk attacks in a band: the band gets +2/+2 each, and the attacking player divides the "
        "blocker's damage (CR 702.22k)",
        {
            "state": {
                "turn": 8,
                "active_player": "alice",
                "step": "beginning_of_combat",
                "players": [{"id": "alice"}, {"id": "bob"}],
                "battlefield": [
                    {
                        "id": "cz",
                        "card": "Chatzuk, Mighty Guitarist",
                        "controller": "alice",
                        "controlled_since_turn": 5,
                    },
                    {
                        "id": "squire",
                        "controller": "alice",
                        "controlled_since_turn": 5,
                        "card": {
                            "name": "Squire",
                            "mana_cost": "{1}{W}",
                            "types": ["Creature"],
                            "power": 1,
                            "toughness": 2,
                        },
                    },
                    {
                        "id": "ogre",
                        "controller": "bob",
                        "controlled_since_turn": 5,
                        "card": {
                            "name": "Hill Ogre",
                            "mana_cost": "{3}{R}",
                            "types": ["Creature"],
                            "power": 4,
                            "toughness": 4,
                        },
                    },
                ],
            },
            "actions": [
                {"type": "next_step"},
                {
                    "type": "declare_attackers",
                    "player": "alice",
                    "attackers": [
                        {"id": "cz", "defending": "bob", "band": "A"},
                        {"id": "squire", "defending": "bob", "band": "A"},
                    ],
                },
                {"type": "resolve"},
                {"type": "next_step"},
                {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "ogre", "attacker": "squire"}]},
                {"type": "next_step"},
                {
                    "type": "assign_combat_damage",
                    "player": "alice",
                    "assignments": [{"source": "ogre", "to": {"cz": 3, "squire": 1}}],
                },
                {"type": "next_step"},
            ],
        },
    ),
    "legal_actions": _example(
        "What can alice do now? Her precombat main phase begins with Chatzuk on the battlefield: the legal "
        "actions with their costs (the banding creature costs {W}, reduced by Chatzuk) and, with explain, "
        "what isn't legal and why",
        {
            "state": {
                "turn": 5,
                "active_player": "alice",
                "step": "draw",
                "players": [
                    {
                        "id": "alice",
                        "hand": [
                            {
                                "id": "recruit",
                                "card": {
                                    "name": "Band Recruit",
                                    "mana_cost": "{2}{W}",
                                    "types": ["Creature"],
                                    "power": 2,
                                    "toughness": 2,
                                    "keywords": ["banding"],
                                },
                            },
                            {"id": "forest-2", "card": _FOREST},
                            {"id": "jockey", "card": "Boulder Jockey"},
                        ],
                    },
                    {"id": "bob"},
                ],
                "battlefield": [
                    {
                        "id": "cz",
                        "card": "Chatzuk, Mighty Guitarist",
                        "controller": "alice",
                        "controlled_since_turn": 3,
                    },
                    {"id": "plains", "card": _PLAINS, "controller": "alice"},
                    {"id": "forest", "card": _FOREST, "controller": "alice"},
                ],
            },
            "actions": [
                {"type": "next_step"},
                {"type": "legal_actions", "player": "alice", "explain": True},
            ],
        },
    ),
    "auto_payment": _example(
        "Boulder Jockey ({2}{R}{D}) cast with payment auto: the engine taps the Mountain and both Forests "
        "and {D} gives up a land drop (CR 601.2g-h)",
        {
            "state": {
                "turn": 4,
                "active_player": "alice",
                "step": "precombat_main",
                "players": [{"id": "alice", "hand": [{"id": "jockey", "card": "Boulder Jockey"}]}, {"id": "bob"}],
                "battlefield": [
                    {"id": "mountain", "card": _MOUNTAIN, "controller": "alice"},
                    {"id": "forest-1", "card": _FOREST, "controller": "alice"},
                    {"id": "forest-2", "card": _FOREST, "controller": "alice"},
                ],
            },
            "actions": [{"type": "cast", "player": "alice", "card": "jockey", "payment": "auto"}],
        },
    ),
    "pass_priority": _example(
        "Priority (CR 117): alice casts a creature spell, both players pass in succession and it resolves; "
        "alice, the active player, receives priority again",
        {
            "state": {
                "turn": 4,
                "active_player": "alice",
                "step": "precombat_main",
                "players": [
                    {
                        "id": "alice",
                        "mana_pool": {"G": 2},
                        "hand": [
                            {
                                "id": "bears",
                                "card": {
                                    "name": "Grizzly Bears",
                                    "mana_cost": "{1}{G}",
                                    "types": ["Creature"],
                                    "power": 2,
                                    "toughness": 2,
                                },
                            }
                        ],
                    },
                    {"id": "bob"},
                ],
            },
            "actions": [
                {"type": "cast", "player": "alice", "card": "bears"},
                {"type": "pass_priority", "player": "alice"},
                {"type": "pass_priority", "player": "bob"},
            ],
        },
    ),
    "commander": _example(
        "A four-player Commander game: Chatzuk, cast once before from the command zone, costs {2} more "
        "(the commander tax, CR 903.8); its owner chooses where it goes when it dies (CR 903.9a)",
        {
            "state": {
                "format": "commander",
                "turn": 9,
                "active_player": "alice",
                "step": "precombat_main",
                "players": [
                    {
                        "id": "alice",
                        "life": 36,
                        "mana_pool": {"G": 1, "W": 1, "C": 3},
                        "commanders": ["cz"],
                        "command_zone": [{"id": "cz", "card": "Chatzuk, Mighty Guitarist"}],
                        "commander_casts": {"cz": 1},
                    },
                    {"id": "bob", "life": 40, "commander_damage": {"cz": 4}},
                    {"id": "carol", "life": 31},
                    {"id": "dave", "life": 40},
                ],
            },
            "actions": [
                {"type": "compute_cost", "card": "cz"},
                {"type": "cast", "player": "alice", "card": "cz"},
                {"type": "resolve"},
                {"type": "move", "permanent": "cz", "to": "graveyard"},
            ],
        },
    ),
    "adventure": _example(
        "An adventurer card (docs/layouts.md): Chop Down, Giant Killer's Adventure, resolves and is exiled on an "
        "adventure; then Giant Killer is cast from exile (CR 715.3, 715.3d)",
        {
            "state": {
                "turn": 3,
                "active_player": "alice",
                "players": [
                    {
                        "id": "alice",
                        "mana_pool": {"W": 4},
                        "hand": [
                            {
                                "id": "gk",
                                "card": {
                                    "name": "Giant Killer // Chop Down",
                                    "layout": "adventure",
                                    "faces": [
                                        {
                                            "name": "Giant Killer",
                                            "mana_cost": "{W}",
                                            "types": ["Creature"],
                                            "subtypes": ["Human", "Peasant"],
                                            "power": 1,
                                            "toughness": 2,
                                            "abilities": [
                                                {
                                                    "kind": "activated",
                                                    "cost": "{1}{W}{T}",
                                                    "effect": {"kind": "tap", "target": "creature"},
                                                }
                                            ],
                                        },
                                        {
                                            "name": "Chop Down",
                                            "mana_cost": "{2}{W}",
                                            "types": ["Instant"],
                                            "subtypes": ["Adventure"],
                                            "abilities": [
                                                {
                                                    "kind": "spell",
                                                    "effect": {"kind": "destroy", "target": "creature:power>=4"},
                                                }
                                            ],
                                        },
                                    ],
                                },
                            }
                        ],
                    },
                    {"id": "bob"},
                ],
                "battlefield": [
                    {
                        "id": "dreadmaw",
                        "controller": "bob",
                        "card": {
                            "name": "Colossal Dreadmaw",
                            "mana_cost": "{4}{G}{G}",
                            "types": ["Creature"],
                            "subtypes": ["Dinosaur"],
                            "power": 6,
                            "toughness": 6,
                            "keywords": ["trample"],
                        },
                    }
                ],
            },
            "actions": [
                {"type": "cast", "card": "gk", "face": "adventure", "choices": {"targets": ["dreadmaw"]}},
                {"type": "resolve"},
                {"type": "cast", "card": "gk"},
                {"type": "resolve"},
            ],
        },
    ),
    "library_decisions": _example(
        "Library decisions (design §10, docs/library-decisions.md): alice casts Rampant Growth and finds a Forest "
        "(`choices.search`, CR 701.23) onto the battlefield tapped; her library is shuffled by the request's `seed` "
        "(701.24a). Then Omenspeaker enters and its trigger waits: `pending` is a `choose` decision of kind `scry` "
        "(CR 701.22a), answered with `choices.scry` on the next `resolve`",
        {
            "state": {
                "turn": 4,
                "active_player": "alice",
                "step": "precombat_main",
                "players": [
                    {
                        "id": "alice",
                        "mana_pool": {"G": 1, "U": 1, "C": 2},
                        "hand": [
                            {
                                "id": "growth",
                                "card": {
                                    "name": "Rampant Growth",
                                    "mana_cost": "{1}{G}",
                                    "types": ["Sorcery"],
                                    "abilities": [
                                        {
                                            "kind": "spell",
                                            "effect": {
                                                "kind": "search_library",
                                                "quality": ["land:basic"],
                                                "to": "battlefield_tapped",
                                            },
                                        }
                                    ],
                                },
                            },
                            {
                                "id": "omen",
                                "card": {
                                    "name": "Omenspeaker",
                                    "mana_cost": "{1}{U}",
                                    "types": ["Creature"],
                                    "subtypes": ["Human", "Wizard"],
                                    "power": 1,
                                    "toughness": 3,
                                    "abilities": [
                                        {"kind": "triggered", "trigger": "enters", "effect": {"kind": "scry", "amount": 2}}
                                    ],
                                },
                            },
                        ],
                        "library": [
                            {"id": "forest-1", "card": _FOREST},
                            {"id": "bears-1", "card": {"name": "Grizzly Bears", "mana_cost": "{1}{G}",
                                                       "types": ["Creature"], "power": 2, "toughness": 2}},
                            {"id": "forest-2", "card": _FOREST},
                            {"id": "forest-3", "card": _FOREST},
                        ],
                    },
                    {"id": "bob"},
                ],
            },
            "actions": [
                {"type": "cast", "player": "alice", "card": "growth"},
                {"type": "resolve", "choices": {"search": ["forest-2"]}},
                {"type": "cast", "player": "alice", "card": "omen"},
                {"type": "resolve"},
            ],
            "seed": 2,
        },
    ),
}

# Requests refused with 422 (design §8), one per kind of refusal; their answers are documented.
PROBLEM_REQUEST_EXAMPLES: dict[str, Any] = {
    "invalid_state": _example(
        "The state breaks its own invariants: every problem is listed (`/problems/invalid-state`)",
        {
            "state": {
                "players": [{"id": "alice"}, {"id": "bob"}],
                "battlefield": [
                    {"id": "p1", "card": "Werewolf", "controller": "alice"},
                    {"id": "p1", "card": "Werewhat", "controller": "carol"},
                ],
            },
            "actions": [],
        },
    ),
    "illegal_action": _example(
        "An action the rules forbid: which one, why, and the rulings behind it; nothing is applied "
        "(`/problems/illegal-action`)",
        {
            "state": {
                "turn": 4,
                "active_player": "bob",
                "step": "precombat_main",
                "players": [{"id": "alice"}, {"id": "bob"}],
                "battlefield": [
                    {
                        "id": "engine",
                        "controller": "alice",
                        "card": {
                            "name": "Drop Engine",
                            "types": ["Artifact"],
                            "abilities": [{"kind": "activated", "cost": "{D}"}],
                        },
                    }
                ],
            },
            "actions": [{"type": "activate", "player": "alice", "permanent": "engine", "ability": 0}],
        },
    ),
    "invalid_action": _example(
        "An action that is not one (`/problems/invalid-request`): the state is fine",
        {"state": {"players": [{"id": "alice"}]}, "actions": [{"type": "shuffle"}]},
    ),
}


# --- the simulate operation's description: every action and query, each with an example ------

# action type -> (what it does, an example); tests check each example is a valid action and that
# every action type of the engine is here.
ACTION_DOCS: dict[str, tuple[str, dict[str, Any]]] = {
    "cast": ("Cast a spell from hand (CR 601.2): `x`, `face_down`, `choices` (targets, modes, the additional "
             "cost's `sacrifice` / `discard`, ...), `kicked` (pay its kicker cost, CR 702.33a), `payment` "
             "(`\"auto\"` or the exact pool and sources); a card with flashback in its caster's graveyard is "
             "cast from there for its flashback cost (CR 702.34a).",
             {"type": "cast", "player": "alice", "card": "jockey", "payment": "auto"}),
    "play_land": ("Play a land from hand (CR 305.1).", {"type": "play_land", "player": "alice", "card": "forest-2"}),
    "activate": ("Activate an activated ability of a permanent (CR 602), by its index.",
                 {"type": "activate", "player": "alice", "permanent": "cz", "ability": 0, "payment": "auto"}),
    "tap_for_mana": ("Activate a mana ability (CR 605); `color` when it could make several.",
                     {"type": "tap_for_mana", "player": "alice", "permanent": "forest"}),
    "turn_face_up": ("Turn a face-down permanent face up (CR 116.2b, 702.37e).",
                     {"type": "turn_face_up", "player": "alice", "permanent": "p1", "pay": "negamorph"}),
    "declare_attackers": ("Declare attackers (CR 508.1): each `{id, defending, band?}`.",
                          {"type": "declare_attackers", "player": "alice",
                           "attackers": [{"id": "ogre", "defending": "bob"}]}),
    "declare_blockers": ("Declare blockers (CR 509.1): each `{blocker, attacker}`.",
                         {"type": "declare_blockers", "player": "bob", "blocks": [{"blocker": "wall", "attacker": "ogre"}]}),
    "assign_combat_damage": ("Divide a creature's combat damage (CR 510.1c-d) when `pending` asks for it.",
                             {"type": "assign_combat_damage", "player": "alice",
                              "assignments": [{"source": "ogre", "to": {"wall": 2, "bob": 3}}]}),
    "pass_priority": ("Pass priority (CR 117.3d); when all pass in succession the top of the stack resolves or "
                      "the step ends (117.4). Enforces CR 117 from then on.",
                      {"type": "pass_priority", "player": "alice"}),
    "resolve": ("All players pass: the top of the stack resolves (CR 608); `choices` answer what it asks.",
                {"type": "resolve", "choices": {"pay_optional_cost": True}}),
    "next_step": ("All players pass with an empty stack: the game goes to the next step (CR 500.2).",
                  {"type": "next_step"}),
    "next_turn": ("Skip to the next turn's first step (all players passing in every step).", {"type": "next_turn"}),
    "put_onto_battlefield": ("A judge's edit: put a card (or several at once) onto the battlefield without casting.",
                             {"type": "put_onto_battlefield", "card": "jockey", "from": "hand", "controller": "alice"}),
    "transform": ("A judge's edit: transform a double-faced permanent (CR 701.27).",
                  {"type": "transform", "permanent": "werewhat-1"}),
    "move": ("A judge's edit: move a permanent, a stack object or a card to another zone.",
             {"type": "move", "permanent": "ogre", "to": "graveyard"}),
    "compute_cost": ("Query: the total cost to cast a card now (CR 601.2f); answer `{mana, additional, mana_value}`.",
                     {"type": "compute_cost", "player": "alice", "card": "recruit"}),
    "could_produce": ("Query: the mana types a permanent could produce (CR 106.7); answer `[\"G\", ...]`.",
                      {"type": "could_produce", "permanent": "forest"}),
    "cycle": ("Cycle a card from hand (CR 702.29a): pay its cycling cost and discard it; the ability draws a card "
              "as it resolves.", {"type": "cycle", "player": "alice", "card": "drake", "payment": "auto"}),
    "ninjutsu": ("Activate ninjutsu from hand (CR 702.49a): pay its cost, reveal the card and return an unblocked "
                 "attacking creature you control to its owner's hand; as the ability resolves, the card enters "
                 "tapped and attacking what that creature attacked (702.49c). Only once blockers are declared.",
                 {"type": "ninjutsu", "player": "alice", "card": "ninja", "returning": "bears", "payment": "auto"}),
    "suspend": ("Suspend a card from hand (CR 702.62a, 116.2f): a special action, at the times its owner could begin "
                "to cast it, paying its suspend cost; the card is exiled with its N time counters. At each of its "
                "owner's upkeeps one is removed; when the last is, they may cast it without paying its mana cost.",
                {"type": "suspend", "player": "alice", "card": "footfalls", "payment": "auto"}),
    "foretell": ("s25-khc: foretell a card from hand (CR 702.143a-b, 116.2h): a special action, any time its owner has "
                 "priority during their own turn, paying {2}; the card is exiled face down, foretold. From a later turn "
                 "on they may cast it from exile for its foretell cost (`cast` naming it).",
                 {"type": "foretell", "player": "alice", "card": "farmer", "payment": "auto"}),
    "plot": ("s27-otja: plot a card from hand (CR 702.170a-b): a special action, any time its owner has priority during "
             "their main phase while the stack is empty, paying its plot cost; the card is exiled, plotted. From a later "
             "turn on they may cast it from exile without paying its mana cost during their main phase while the stack "
             "is empty (`cast` naming it, 702.170d).",
             {"type": "plot", "player": "alice", "card": "coyote", "payment": "auto"}),
    "unlock": ("s34-dsk: unlock a locked door of a Room you control (CR 116.2m, 709.5e): a special action, any time you "
               "have priority during a main phase of your turn while the stack is empty, paying that half's mana cost; "
               "the Room gets its unlocked designation and has that half's name, mana cost and rules text (709.5).",
               {"type": "unlock", "player": "alice", "permanent": "room", "door": "right", "payment": "auto"}),
    "legal_actions": ("Query: every action `player` may take now, each ready to post back as it is, with its "
                      "`cost`, the `cites` that allow it and, where a choice is large, `options` (targets, X "
                      "range, modes, colours, attackers, blockers, damage divisions); with `explain: true`, "
                      "`not_legal` lists the main actions that are not legal now with the `detail` and "
                      "`citations` of why.",
                      {"type": "legal_actions", "player": "alice", "explain": True}),
}
QUERY_TYPES = ("compute_cost", "could_produce", "legal_actions")


def simulate_description() -> str:
    """POST /v1/simulate's description: the request and answer, every action and query with an
    example, `pending`, and the typed round trip."""
    rows = "\n".join(
        f"| `{name}` | {text} | `{json.dumps(example, separators=(', ', ': '))}` |"
        for name, (text, example) in ACTION_DOCS.items()
    )
    return (
        "Post `{\"state\": GameState, \"actions\": [Action], \"viewer\": player id?, \"seed\": integer?}`. "
        "The engine applies the "
        "actions in order and returns the resolved `state`, every `event` (each with the `cites` that "
        "justify it), the full `citations` (ruling objects and CR numbers), the answers to `queries`, "
        "`pending` (who must act or decide next) and `warnings` (cards whose abilities are not all modelled). "
        "An illegal action is refused with 422 `/problems/illegal-action`, its `action_index` and the rulings "
        "or rules that forbid it; nothing is applied. A state that breaks its own invariants is refused with "
        "422 `/problems/invalid-state` listing every problem. `viewer`: when given, face-down objects that "
        "player doesn't control show only their face-down characteristics; without it the response is the "
        "judge's view (everything visible). Cards are named by their name or id (case and punctuation "
        "forgiven) or given inline. The same request always gives the same response, byte for byte.\n\n"
        "**Actions**, by `type` (`player`: who takes it). "
        "Queries change nothing: each answer is in `queries`, by `type`, with its `action_index`.\n\n"
        "| type | what it does | example |\n|---|---|---|\n" + rows + "\n\n"
        "**`pending`**, by `decision`: `priority` (`options.stack`, `options.passed`), `declare_attackers` "
        "(`options.attackers`: creature -> what it may attack), `declare_blockers` (`options.blockers`: "
        "creature -> attackers it may block), `assign_combat_damage` (`options.sources`: power, recipients, "
        "lethal damage), `choose` (`options.choice` names the `choices` field that answers it, `options.values` "
        "what it may be), `discard` (`options.count`, `options.hand`); null when nobody is asked.\n\n"
        "**Round trip**: a `legal_actions` entry's `action` is a `SimulationAction`, the type `actions` takes: "
        "post it back as it is, with the answer's `state`, to take it. The examples below include "
        "`legal_actions` (with `explain`) and `pass_priority`."
    )
