"""Session 14's speed changes give the same objects as the code they replace (docs/performance.md,
"After session 14")."""

from __future__ import annotations

from typing import Any

from app.engine.actions import ACTION_LIST_ADAPTER, Choices, no_choices
from app.engine.cards import CardDefinition
from app.engine.characteristics import _from_face
from app.engine.state import ZoneCard, constructed


def _same_model(made: Any, validated: Any) -> None:
    assert type(made) is type(validated)
    assert list(made.__dict__.items()) == list(validated.__dict__.items())  # values and field order
    assert made.model_fields_set == validated.model_fields_set
    assert made.__pydantic_extra__ == validated.__pydantic_extra__
    assert made.__pydantic_private__ == validated.__pydantic_private__
    assert made.model_dump(mode="json") == validated.model_dump(mode="json")


def test_no_choices_is_an_empty_choices() -> None:
    # `no_choices` skips validation: a validator added to `Choices` must be run there too
    decorators = Choices.__pydantic_decorators__
    assert not (decorators.validators or decorators.field_validators or decorators.model_validators)
    _same_model(no_choices(), Choices())
    first, second = no_choices(), no_choices()
    assert first.targets is not second.targets and first.modes is not second.modes  # fresh lists
    first.targets.append("x")
    assert no_choices().targets == []


def test_actions_without_choices_get_an_empty_choices() -> None:
    actions = ACTION_LIST_ADAPTER.validate_python(
        [
            {"type": "cast", "card": "c1"},
            {"type": "resolve"},
            {"type": "next_step"},
            {"type": "next_turn"},
            {"type": "resolve", "choices": {"targets": ["p1"]}},
        ]
    )
    for action in actions[:4]:
        _same_model(action.choices, Choices())
        assert "choices" not in action.model_fields_set
    assert actions[4].choices.targets == ["p1"] and actions[4].choices.model_fields_set == {"targets"}


def test_zone_card_constructed_is_the_validated_one() -> None:
    bears = CardDefinition.model_validate(
        {"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["Creature"], "power": 2, "toughness": 2}
    )
    for card in ("Grizzly Bears", bears):
        _same_model(constructed(ZoneCard, id="c1", card=card), ZoneCard(id="c1", card=card))


def test_subtypes_with_and_without_changeling() -> None:
    plain = CardDefinition.model_validate(
        {"name": "Bear", "types": ["Creature"], "subtypes": ["Bear"], "power": 2, "toughness": 2}
    )
    shifter = CardDefinition.model_validate(
        {
            "name": "Shifter",
            "types": ["Creature"],
            "subtypes": ["Shapeshifter"],
            "power": 1,
            "toughness": 1,
            "keywords": ["changeling"],
        }
    )
    assert _from_face(plain, 0).subtypes == ["Bear"]
    subtypes = _from_face(shifter, 0).subtypes
    assert subtypes[0] == "Shapeshifter" and "Bear" in subtypes and "Elf" in subtypes  # every creature type (702.73a)
