"""Found while merging session 17's branches: "Historic spells you cast cost {1} less to cast." was
read `full` before session 17 with "Historic" taken for a creature type (a reduction that applied to
nothing); s17-taile's `historic` quality made it not modelled; it is now the cost reduction's
`historic` (CR 700.6, 601.2f; rules/spell_qualities.py). And "~ enters with a +1/+1 counter on it if
you attacked this turn." is read by s17-neo's conditional entering-with-counters rule with s17-taile's
turn-history condition (raid, CR 508.1, 614.1c)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine import IllegalAction
from app.engine.cards import CardDefinition
from app.engine.game import Game
from app.engine.state import GameState
from tests.unit.conftest import probe_support, read_full_definition, state
from tests.unit.conftest import run_with_cards as _run

FAMILIAR = read_full_definition(
    "Jhoira's Familiar",
    "Artifact Creature — Bird",
    "Flying\nHistoric spells you cast cost {1} less to cast. (Artifacts, legendaries, and Sagas are historic.)",
    "{4}",
    ("2", "2"),
)
RELIC = {"name": "Test Relic", "mana_cost": "{2}", "types": ["Artifact"]}
HERO = {"name": "Test Hero", "mana_cost": "{1}{G}", "types": ["Creature"], "supertypes": ["Legendary"],
        "power": 2, "toughness": 2}
BEAR = {"name": "Test Bear", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}


def _cast(card: str, green: int, colorless: int = 0) -> dict[str, Any]:
    game = state(
        alice={
            "hand": [{"id": "relic", "card": "Test Relic"}, {"id": "hero", "card": "Test Hero"},
                     {"id": "bear", "card": "Test Bear"}],
            "mana_pool": {"G": green, "C": colorless},
        },
        battlefield=[{"id": "fam", "card": "Jhoira's Familiar", "controller": "alice"}],
    )
    return _run(game, [{"type": "cast", "card": card, "payment": "auto"}], FAMILIAR, RELIC, HERO, BEAR)


def test_700_6_historic_spells_cost_one_less() -> None:
    assert {"kind": "cost_reduction", "spells": "all", "generic": 1, "historic": True} in FAMILIAR["abilities"]
    assert _cast("relic", 0, colorless=1)["state"]["stack"][0]["card"] == "Test Relic"  # an artifact: {1}
    assert _cast("hero", 1)["state"]["stack"][0]["card"] == "Test Hero"  # legendary: {G}
    with pytest.raises(IllegalAction):
        _cast("bear", 1)  # neither: {1}{G} in full


def test_historic_reduction_near_variant_stays_not_modelled() -> None:
    text = "Historic spells you cast cost {1} less to cast."
    assert probe_support(text) == "full"
    assert probe_support(text.replace("Historic spells", "historic spells with flurble")) != "full"


def test_614_1c_raid_enters_with_a_counter_read_through_the_conditional_rule() -> None:
    definition = read_full_definition(
        "Rigging Runner", "Creature — Goblin Pirate",
        "First strike\nRaid — Rigging Runner enters the battlefield with a +1/+1 counter on it if you attacked "
        "this turn.", "{R}", ("1", "1"))
    assert definition["abilities"][-1]["if_this_turn"] == {"kind": "this_turn", "record": "attacked"}


# A capital at the start of a sentence is sentence case: it makes a word a subtype only when the word
# names one (app/engine/subtypes.py, CR 205.3). Before, any capitalised word there was a SUBTYPE: "Heroic
# spells you cast cost {1} less" read `full` with a creature type "Heroic", and "Non-Archon creatures ..."
# (Harmonious Archon) with a subtype "Non-Archon" (both reductions/changes of nothing: wrong `full`s).


@pytest.mark.parametrize("word", ["Heroic", "Flurble", "Blorked"])
def test_205_3_an_unknown_capitalised_word_beginning_a_line_is_no_subtype(word: str) -> None:
    assert probe_support(f"{word} spells you cast cost {{1}} less to cast.") != "full"
    assert probe_support(f"{word} creatures you control get +1/+1.") != "full"


@pytest.mark.parametrize("word", ["Wizards", "Knights", "Elves", "Wolves", "Zombies", "Sphinxes"])
def test_205_3_a_subtype_beginning_a_line_still_reads(word: str) -> None:
    assert probe_support(f"{word} you control get +1/+1.") == "full"


def test_205_3_non_subtype_beginning_a_sentence_is_the_negated_subtype() -> None:
    definition = read_full_definition(
        "Probe Spell", "Sorcery", "Non-Human creatures you control get +3/+3 until end of turn.", "{2}{G}")
    assert definition["abilities"][0]["effect"]["target"] == "all:creature:non-Human:you_control"
    assert probe_support("Non-Archon creatures have base power and toughness 3/3.") != "full"


def test_definition_fact_keeps_catalog_definitions_only() -> None:
    """`Game.definition_fact` (prowess, mana spent): a catalog definition's fact is derived once; a
    definition from a request that the inline memo doesn't keep is derived each time, never kept."""
    shared = CardDefinition.model_validate({"name": "Test Shared", "types": ["Artifact"], "mana_cost": "{1}"})
    posted = CardDefinition.model_validate({"name": "Test Posted", "types": ["Artifact"], "mana_cost": "{1}"})
    game = Game(GameState.model_validate(state()), {"Test Shared": shared})
    calls: list[str] = []

    def derive(definition: CardDefinition) -> str:
        calls.append(definition.name)
        return definition.name

    for _ in range(3):
        assert game.definition_fact(shared, "test_fact", derive) == "Test Shared"
        assert game.definition_fact(posted, "test_fact", derive) == "Test Posted"
    assert calls.count("Test Shared") == 1 and calls.count("Test Posted") == 3
