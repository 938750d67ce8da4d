"""Issue 24 part 5: the rule deciding a card's engine support (a creature whose body alone dies at
once is `none` while what keeps it alive is not modelled: Clone), and CR 605.1a (an activated
ability with no target that could add mana is a mana ability whatever its cost)."""

from __future__ import annotations

from app.engine import CardDefinition
from app.engine.cards import ActivatedAbility, ManaAbility
from app.oracle import CardFacts, read_card

CLONE_TEXT = "You may have Clone enter the battlefield as a copy of any creature on the battlefield."
# A copy "except ..." is not read (app/oracle/copies.py): Phantasmal Image's only line.
IMAGE_TEXT = ("You may have Phantasmal Image enter as a copy of any creature on the battlefield, except it's an "
              "Illusion in addition to its other types and it has \"When this creature becomes the target of a "
              "spell or ability, sacrifice it.\"")


def test_704_5f_a_zero_zero_whose_only_line_is_not_modelled_is_none() -> None:
    reading = read_card(CardFacts("Phantasmal Image", "{1}{U}", "Creature — Illusion", IMAGE_TEXT, "0", "0"))
    assert (reading.support, reading.definition, reading.not_modelled) == ("none", None, [IMAGE_TEXT])


def test_707_9_clone_whose_copy_effect_is_modelled_is_full() -> None:
    reading = read_card(CardFacts("Clone", "{3}{U}", "Creature — Shapeshifter", CLONE_TEXT, "0", "0"))
    assert reading.support == "full" and reading.definition is not None
    assert reading.definition["abilities"] == [{"kind": "enters_as_copy", "of": "creature"}]


def test_a_creature_with_toughness_above_zero_and_a_line_not_modelled_stays_partial() -> None:
    text = IMAGE_TEXT.replace("Phantasmal Image", "Copy Bear")
    reading = read_card(CardFacts("Copy Bear", "{3}{U}", "Creature — Shapeshifter", text, "0", "1"))
    assert reading.support == "partial" and reading.not_modelled == [text]


def test_a_zero_toughness_creature_with_everything_modelled_is_not_held_back() -> None:
    reading = read_card(CardFacts("Zero", "{0}", "Artifact Creature — Construct", "", "0", "0"))
    assert reading.support == "full"


def test_605_1a_catalyst_elementals_sacrifice_for_mana_is_a_mana_ability() -> None:
    reading = read_card(CardFacts("Catalyst Elemental", "{2}{R}", "Creature — Elemental",
                                  "Sacrifice Catalyst Elemental: Add {R}{R}.", "1", "1"))
    assert reading.support == "full" and reading.definition is not None
    ability = CardDefinition.model_validate(reading.definition).abilities[0]
    assert isinstance(ability, ManaAbility)
    assert (ability.cost, ability.add, [c.kind for c in ability.other_costs]) == ("", "{R}{R}", ["sacrifice_self"])


def _first_ability(ability: dict[str, object]) -> object:
    return CardDefinition.model_validate({"name": "Probe", "types": ["Artifact"], "abilities": [ability]}).abilities[0]


def test_605_1a_any_cost_makes_no_difference_but_a_target_or_an_amount_does() -> None:
    paid_in_mana = _first_ability({"kind": "activated", "cost": "{1}", "effect": {"kind": "add_mana", "mana": "{G}"}})
    assert isinstance(paid_in_mana, ManaAbility) and paid_in_mana.cost == "{1}"
    targeted = _first_ability({"kind": "activated", "cost": "{T}",
                               "effect": {"kind": "damage", "amount": 1, "target": "any"}})
    assert isinstance(targeted, ActivatedAbility)
    counted = _first_ability({"kind": "activated", "cost": "{T}",
                              "effect": {"kind": "add_mana", "mana": "{C}", "times": "its_mana_value"}})
    assert isinstance(counted, ActivatedAbility)  # an amount the mana ability vocabulary can't say: kept as it is
