"""The list conventions every list endpoint shares (Scryfall's): `limit` and `cursor` query
parameters, and `next_page`, the full URL of the next page, on every list answer."""

from __future__ import annotations

from typing import Annotated, Any, TypeVar

from fastapi import Query, Request

from app.core.schemas import ListOut

CURSOR_DESCRIPTION = "The `next_cursor` of the previous page (or follow its `next_page`); omit for the first page."

Cursor = Annotated[str | None, Query(max_length=1000, description=CURSOR_DESCRIPTION)]


def limit_query(default: int, maximum: int = 100) -> Any:
    """The `limit` parameter: the page size, 1 to `maximum`."""
    return Query(ge=1, le=maximum, description=f"Page size (1-{maximum}; default {default}).")


T = TypeVar("T")


def next_page(request: Request, next_cursor: str | None) -> str | None:
    """This request's URL with `cursor` set to `next_cursor` (every other parameter kept); None
    on the last page."""
    if next_cursor is None:
        return None
    return str(request.url.include_query_params(cursor=next_cursor))


def paged(request: Request, page: ListOut[T]) -> ListOut[T]:
    page.next_page = next_page(request, page.next_cursor)
    return page
