"""`state.set_field` is `setattr` as pydantic does it for the state's models (they don't validate
assignments, so no validation is skipped)."""

from __future__ import annotations

from app.engine import state
from app.engine.state import Characteristics, Permanent, set_field


def test_set_field_is_setattr() -> None:
    by_setattr, by_set_field = Permanent(id="p", card="Grizzly Bears"), Permanent(id="p", card="Grizzly Bears")
    characteristics = Characteristics(name="Grizzly Bears", power=2, toughness=2)
    by_setattr.summoning_sick = True
    by_setattr.characteristics = characteristics
    set_field(by_set_field, "summoning_sick", True)
    set_field(by_set_field, "characteristics", characteristics)
    assert by_set_field.__dict__ == by_setattr.__dict__
    assert by_set_field.model_fields_set == by_setattr.model_fields_set == {"id", "card", "summoning_sick",
                                                                           "characteristics"}
    assert by_set_field.model_dump_json() == by_setattr.model_dump_json()


def test_no_state_model_validates_assignments() -> None:
    models = [value for value in vars(state).values()
              if isinstance(value, type) and issubclass(value, state._Model)]
    assert len(models) > 10
    assert not [model for model in models if model.model_config.get("validate_assignment")]
