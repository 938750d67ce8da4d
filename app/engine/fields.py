"""Field types shared by the engine's models. Strict where lax coercion would hide a client's
mistake: `0` or `"yes"` is not a boolean, `"3"` or `2.5` is not a count."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, Strict

Flag = Annotated[bool, Strict()]
Int = Annotated[int, Strict()]
NonNegative = Annotated[int, Strict(), Field(ge=0)]
