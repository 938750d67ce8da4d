"""Definitions of real cards in the effect vocabulary (app/engine/cards.py), for the fx tests.
Only what the engine models is written; the tests use nothing else of these cards."""

from __future__ import annotations

from typing import Any

from app.engine import CardDefinition, resolve
from tests.unit.conftest import CATALOG


def _spell(name: str, cost: str, kind: str, *effects: dict[str, Any]) -> dict[str, Any]:
    return {"name": name, "mana_cost": cost, "types": [kind],
            "abilities": [{"kind": "spell", "effect": effect} for effect in effects]}


FX_CARDS: dict[str, dict[str, Any]] = {
    "Lightning Bolt": _spell("Lightning Bolt", "{R}", "Instant", {"kind": "damage", "amount": 3, "target": "any"}),
    "Blaze": _spell("Blaze", "{X}{R}", "Sorcery", {"kind": "damage", "amount": "X", "target": "any"}),
    "Counterspell": _spell("Counterspell", "{U}{U}", "Instant", {"kind": "counter", "target": "spell"}),
    "Essence Scatter": _spell("Essence Scatter", "{1}{U}", "Instant", {"kind": "counter", "target": "creature_spell"}),
    "Negate": _spell("Negate", "{1}{U}", "Instant", {"kind": "counter", "target": "noncreature_spell"}),
    "Doom Blade": _spell("Doom Blade", "{1}{B}", "Instant", {"kind": "destroy", "target": "nonblack_creature"}),
    "Wrath of God": _spell("Wrath of God", "{2}{W}{W}", "Sorcery", {"kind": "destroy", "target": "each_creature"}),
    "Erase": _spell("Erase", "{W}", "Instant", {"kind": "exile", "target": "enchantment"}),
    "Unsummon": _spell("Unsummon", "{U}", "Instant", {"kind": "return_to_hand", "target": "creature"}),
    "Pressure Point": _spell("Pressure Point", "{1}{W}", "Instant", {"kind": "tap", "target": "creature"},
                             {"kind": "draw", "amount": 1}),
    "Vitalize": _spell("Vitalize", "{G}", "Instant", {"kind": "untap", "target": "each_creature_you_control"}),
    "Sovereign's Bite": _spell("Sovereign's Bite", "{1}{B}", "Sorcery",
                               {"kind": "lose_life", "amount": 3, "player": "target_player"},
                               {"kind": "gain_life", "amount": 3, "player": "you"}),
    "Battlegrowth": _spell("Battlegrowth", "{G}", "Instant",
                           {"kind": "put_counters", "counter": "+1/+1", "amount": 1, "target": "creature"}),
    "Giant Growth": _spell("Giant Growth", "{G}", "Instant",
                           {"kind": "pump", "power": 3, "toughness": 3, "target": "creature"}),
    "Glorious Anthem": {"name": "Glorious Anthem", "mana_cost": "{1}{W}{W}", "types": ["Enchantment"],
                        "abilities": [{"kind": "static_pump", "affected": "creatures_you_control", "power": 1,
                                       "toughness": 1}]},
    "Gruul Guildgate": {"name": "Gruul Guildgate", "types": ["Land"], "subtypes": ["Gate"],
                        "abilities": [{"kind": "enters_tapped"}, {"kind": "mana", "cost": "{T}", "add": "{R}|{G}"}]},
    "Keldon Warlord": {"name": "Keldon Warlord", "mana_cost": "{2}{R}{R}", "types": ["Creature"],
                       "subtypes": ["Human", "Barbarian"], "power": "*", "toughness": "*",
                       "abilities": [{"kind": "pt_equal_to_count", "count": "creatures_you_control",
                                      "not_subtype": "Wall", "sets": "both"}]},
    "Nightmare": {"name": "Nightmare", "mana_cost": "{5}{B}", "types": ["Creature"], "subtypes": ["Horse"],
                  "power": "*", "toughness": "*", "keywords": ["flying"],
                  "abilities": [{"kind": "pt_equal_to_count", "count": "lands_you_control", "subtype": "Swamp"}]},
    "Plague Rats": {"name": "Plague Rats", "mana_cost": "{2}{B}", "types": ["Creature"], "subtypes": ["Rat"],
                    "power": "*", "toughness": "*",
                    "abilities": [{"kind": "pt_equal_to_count", "count": "creatures", "same_name": True}]},
    "Rock Hydra": {"name": "Rock Hydra", "mana_cost": "{X}{R}{R}", "types": ["Creature"], "subtypes": ["Hydra"],
                   "power": 0, "toughness": 0, "abilities": [{"kind": "etb_counters", "counter": "+1/+1",
                                                              "amount": "X"}]},
    "Wall of Stone": {"name": "Wall of Stone", "mana_cost": "{1}{R}{R}", "types": ["Creature"], "subtypes": ["Wall"],
                      "power": 0, "toughness": 8, "keywords": ["defender"]},
    "Swamp": {"name": "Swamp", "types": ["Land"], "supertypes": ["Basic"], "subtypes": ["Swamp"]},
    "Prodigal Sorcerer": {"name": "Prodigal Sorcerer", "mana_cost": "{2}{U}", "types": ["Creature"],
                          "subtypes": ["Human", "Wizard"], "power": 1, "toughness": 1,
                          "abilities": [{"kind": "activated", "cost": "{T}",
                                         "effect": {"kind": "damage", "amount": 1, "target": "any"}}]},
    "Flametongue Kavu": {"name": "Flametongue Kavu", "mana_cost": "{3}{R}", "types": ["Creature"],
                         "subtypes": ["Kavu"], "power": 4, "toughness": 2,
                         "abilities": [{"kind": "triggered", "trigger": "enters",
                                        "effect": {"kind": "damage", "amount": 4, "target": "creature"}}]},
    "Llanowar Elves": {"name": "Llanowar Elves", "mana_cost": "{G}", "types": ["Creature"],
                       "subtypes": ["Elf", "Druid"], "power": 1, "toughness": 1,
                       "abilities": [{"kind": "mana", "cost": "{T}", "add": "{G}"}]},
    "Darksteel Myr": {"name": "Darksteel Myr", "mana_cost": "{3}", "types": ["Artifact", "Creature"],
                      "subtypes": ["Myr"], "power": 0, "toughness": 1, "keywords": ["indestructible"]},
    "Pacifism": {"name": "Pacifism", "mana_cost": "{1}{W}", "types": ["Enchantment"], "subtypes": ["Aura"]},
    "Black Knight": {"name": "Black Knight", "mana_cost": "{B}{B}", "types": ["Creature"],
                     "subtypes": ["Human", "Knight"], "power": 2, "toughness": 2},
}

FX_CATALOG: dict[str, CardDefinition] = {**CATALOG, **{name: CardDefinition.model_validate(card)
                                                      for name, card in FX_CARDS.items()}}


def run_fx(game_state: dict[str, Any], actions: list[dict[str, Any]]) -> dict[str, Any]:
    return resolve(game_state, actions, FX_CATALOG).model_dump(mode="json")
