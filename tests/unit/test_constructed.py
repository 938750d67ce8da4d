"""`state.constructed` makes the same object as validation would, for the models the engine builds
as it plays from values it already holds (a permanent entering, a spell or an ability put on the
stack)."""

from __future__ import annotations

from typing import Any

import pytest

from app.engine.cards import CardDefinition
from app.engine.enums import StackObjectKind
from app.engine.state import Permanent, StackObject, constructed

BEARS = CardDefinition.model_validate({"name": "Grizzly Bears", "mana_cost": "{1}{G}", "types": ["Creature"],
                                       "power": 2, "toughness": 2})

CASES: list[tuple[type[Any], dict[str, Any]]] = [
    (Permanent, {"id": "p1", "card": "Werewhat", "controller": "alice", "owner": "alice", "tapped": False,
                 "controlled_since_turn": 3, "x": 0, "is_token": False, "face_down": False}),
    (Permanent, {"id": "t1", "card": BEARS, "controller": "bob", "owner": "bob", "tapped": True,
                 "controlled_since_turn": 7, "x": 4, "is_token": True, "face_down": True}),
    (StackObject, {"id": "s1", "kind": StackObjectKind.SPELL, "card": "Flavor Disaster", "controller": "alice",
                   "owner": "alice", "x": 2, "targets": ["p1"], "face_down": True}),
    (StackObject, {"id": "p1-ability-1", "kind": StackObjectKind.TRIGGERED_ABILITY, "card": BEARS,
                   "controller": "bob", "owner": "bob", "source": "p1", "ability_index": 0,
                   "trigger_event": "enters", "targets": [], "choices": {"face": "front"}}),
]


@pytest.mark.parametrize(("model", "values"), CASES)
def test_constructed_is_what_validation_makes(model: type[Any], values: dict[str, Any]) -> None:
    validated = model(**values)
    made = constructed(model, **values)
    assert type(made) is model
    assert list(made.__dict__.items()) == list(validated.__dict__.items())  # same values, same order
    assert made.model_fields_set == validated.model_fields_set
    assert made.__pydantic_extra__ is None and made.__pydantic_private__ is None
    assert made.model_dump_json() == validated.model_dump_json()
    assert made == validated


@pytest.mark.parametrize("model", [Permanent, StackObject])
def test_defaults_are_fresh_and_the_models_have_no_validators(model: type[Any]) -> None:
    first, second = constructed(model, id="a"), constructed(model, id="b")
    for name, info in model.model_fields.items():
        if info.default_factory is not None:  # a list or dict of its own, as validation makes
            assert first.__dict__[name] is not second.__dict__[name]
    # `constructed` runs no validator: the models it is used for must have none to skip.
    decorators = model.__pydantic_decorators__
    assert not decorators.field_validators and not decorators.model_validators and not decorators.validators
