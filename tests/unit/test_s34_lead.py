"""Session 34, the lead's own change: a quality only a creature has after a list of card types ending in "creature" is
the creature's alone (CR 115.1): "Destroy target artifact, enchantment, or creature with flying." targets any artifact,
any enchantment, or a creature with flying (the target spec's `creature_qualities`). Before, the reader made every one
of them need flying: a noncreature artifact could not be targeted, though the card destroys any artifact. Real cards:
Broken Wings (tests/fixtures/sets/fdn.json) and Make Your Move (mkm.json)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.errors import IllegalAction
from tests.unit.conftest import (
    mtgjson_full_definition,
    on_battlefield,
    player_of,
    probe_support,
    scryfall_full_definition,
    state,
)
from tests.unit.conftest import run_with_cards as _run

RELIC = {"name": "Probe Relic", "types": ["Artifact"], "mana_cost": "{2}"}
GOLEM = {"name": "Probe Golem", "types": ["Artifact", "Creature"], "subtypes": ["Golem"], "mana_cost": "{3}",
         "power": 3, "toughness": 3}
AURA_LESS = {"name": "Probe Omen", "types": ["Enchantment"], "mana_cost": "{1}"}
BEAR = {"name": "Probe Bear", "types": ["Creature"], "subtypes": ["Bear"], "mana_cost": "{2}", "power": 2,
        "toughness": 2}
BIRD = {"name": "Probe Bird", "types": ["Creature"], "subtypes": ["Bird"], "mana_cost": "{2}", "power": 1,
        "toughness": 1, "keywords": ["flying"]}
GIANT = {"name": "Probe Giant", "types": ["Creature"], "subtypes": ["Giant"], "mana_cost": "{5}", "power": 5,
         "toughness": 5}
CARDS = (RELIC, GOLEM, AURA_LESS, BEAR, BIRD, GIANT)


def _destroy(definition: dict[str, Any], target_card: str, mana: dict[str, int]) -> dict[str, Any]:
    game = state(alice={"mana_pool": mana, "hand": [{"id": "s", "card": definition["name"]}]},
                 battlefield=[on_battlefield("t", target_card, "bob")])
    return _run(game, [{"type": "cast", "card": "s", "choices": {"targets": ["t"]}}, {"type": "resolve"}],
                definition, *CARDS)


def _gone(result: dict[str, Any]) -> bool:
    bob = player_of(result, "bob")
    return "t" not in [p["id"] for p in result["state"]["battlefield"]] and (
        "t" in [c["id"] for c in bob.get("graveyard", [])] or "t" in [c["id"] for c in bob.get("exile", [])])


def test_115_1_with_flying_after_artifact_enchantment_or_creature_is_the_creatures_alone() -> None:
    wings = scryfall_full_definition("fdn.json", "Broken Wings")
    assert wings["abilities"][0]["effect"]["target"] == "artifact_or_enchantment_or_creature:with_flying:creature_qualities"
    for card in ("Probe Relic", "Probe Golem", "Probe Omen", "Probe Bird"):  # any artifact or enchantment; a flyer
        assert _gone(_destroy(wings, card, {"G": 1, "C": 2})), card
    with pytest.raises(IllegalAction):  # a creature without flying that is no artifact or enchantment
        _destroy(wings, "Probe Bear", {"G": 1, "C": 2})


def test_115_1_with_power_4_or_greater_after_artifact_enchantment_or_creature_is_the_creatures_alone() -> None:
    move = mtgjson_full_definition("MKM", "Make Your Move")
    assert move["abilities"][0]["effect"]["target"] == "artifact_or_enchantment_or_creature:power>=4:creature_qualities"
    for card in ("Probe Relic", "Probe Golem", "Probe Omen", "Probe Giant"):  # a 3/3 artifact creature: an artifact
        assert _gone(_destroy(move, card, {"W": 1, "C": 2})), card
    with pytest.raises(IllegalAction):
        _destroy(move, "Probe Bear", {"W": 1, "C": 2})


def test_115_1_a_creatures_quality_after_a_list_not_ending_in_creature_stays_refused() -> None:
    assert probe_support("Destroy target creature or planeswalker with flying.", "Instant", None) == "none"
    assert probe_support("Tap target artifact, creature, or land with flying.", "Instant", None) == "none"
    # a mana value is every type's: read as before, for each of them
    assert probe_support("Destroy target creature or planeswalker with mana value 3 or less.", "Instant", None) == "full"
