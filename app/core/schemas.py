from __future__ import annotations

from typing import Generic, Literal, TypeVar

from pydantic import BaseModel, Field

T = TypeVar("T")


class ListOut(BaseModel, Generic[T]):
    object: Literal["list"] = "list"
    data: list[T]
    has_more: bool
    next_cursor: str | None = Field(description="Pass as `cursor` to get the next page; null on the last page.")
    total: int = Field(description="How many items match in all pages.")
