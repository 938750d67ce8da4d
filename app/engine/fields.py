"""Field types shared by the engine's models. Strict where lax coercion would hide a client's
mistake: `0` or `"yes"` is not a boolean, `"3"` or `2.5` is not a count."""

from __future__ import annotations

import functools
import operator
from typing import Annotated, Any

from pydantic import Field, Strict

Flag = Annotated[bool, Strict()]
Int = Annotated[int, Strict()]
NonNegative = Annotated[int, Strict(), Field(ge=0)]


def empty_list() -> Any:
    """A `[]` default made fresh for each model (pydantic would deep-copy a literal `[]` default
    on every validation: the engine validates many small models per request); still documented
    as `"default": []` in the schema."""
    return Field(default_factory=list, json_schema_extra={"default": []})


def empty_dict() -> Any:
    """A `{}` default made fresh for each model; see `empty_list`."""
    return Field(default_factory=dict, json_schema_extra={"default": {}})


# `exclude_if` tests for fields left out of answers at their default, as functions written in C:
# the serialiser calls them for every such field of every object it prints, and a Python lambda
# costs a frame each time.
when_empty = operator.not_  # `not value`
when_none = functools.partial(operator.is_, None)  # `value is None`
when_zero = functools.partial(operator.eq, 0)  # `value == 0`
