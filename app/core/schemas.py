from __future__ import annotations

from datetime import UTC, datetime
from typing import Annotated, Generic, Literal, TypeVar

from pydantic import AfterValidator, BaseModel, Field


def _assume_utc(value: datetime) -> datetime:
    # SQLite gives back naive datetimes; every time this API stores is UTC.
    return value if value.tzinfo is not None else value.replace(tzinfo=UTC)


UtcDateTime = Annotated[datetime, AfterValidator(_assume_utc)]

T = TypeVar("T")


class ListOut(BaseModel, Generic[T]):
    object: Literal["list"] = "list"
    data: list[T]
    has_more: bool
    next_cursor: str | None = Field(description="Pass as `cursor` to get the next page; null on the last page.")
    total: int = Field(description="How many items match in all pages.")
    next_page: str | None = Field(
        default=None,
        description="The full URL of the next page (this request's query with `cursor` set to `next_cursor`); "
        "null on the last page.",
        examples=[None],
    )
