"""Every field of the card vocabulary and the game state whose default is None accepts an explicit null, as the
OpenAPI document says it may (found twice by schemathesis' coverage phase at the session-26 merge: a length bound
written after a validator on an optional spec, `Annotated[str | None, AfterValidator(...), Field(max_length=...)]`,
is applied to the null itself, a TypeError and a 500, instead of to the string)."""

from __future__ import annotations

from typing import Annotated, Any, ForwardRef

from pydantic import BaseModel, PydanticUserError, TypeAdapter

from app.engine import cards, state


def _optional_fields() -> list[tuple[str, str, Any, str]]:
    found = []
    for module in (cards, state):
        for name, model in vars(module).items():
            if isinstance(model, type) and issubclass(model, BaseModel) and model.__module__ == module.__name__:
                for field_name, field in model.model_fields.items():
                    if field.default is None:
                        annotation: Any = field.annotation
                        if isinstance(annotation, ForwardRef):  # a deferred model's own names, as its module has them
                            annotation = eval(annotation.__forward_arg__, vars(module))
                        annotation = Annotated[(annotation, *field.metadata)] if field.metadata else annotation
                        found.append((name, field_name, annotation, module.__name__))
    return found


def test_every_field_that_defaults_to_none_accepts_null() -> None:
    fields = _optional_fields()
    assert len(fields) > 300  # the vocabulary's optional fields, not an empty scan
    refused, unbuilt = [], 0
    for model, field_name, annotation, module in fields:
        try:
            TypeAdapter(annotation, module=module).validate_python(None)  # names resolved in their module
        except PydanticUserError:
            unbuilt += 1  # a union of effects that refers back to itself: not built outside its model
        except Exception as error:  # any refusal of null is the defect looked for
            refused.append(f"{model}.{field_name}: {type(error).__name__}")
    assert refused == []
    assert unbuilt < 10, unbuilt
