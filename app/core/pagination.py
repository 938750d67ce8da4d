"""Opaque keyset cursors: base64url JSON of the last row's sort key and the kind of listing, so a
cursor from one listing cannot be replayed on another. Keyset (not offset) pagination never skips
or repeats a row when rows are inserted between pages."""

from __future__ import annotations

import base64
import binascii
import json
import math
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from app.core.errors import InvalidRequest


def encode_cursor(kind: str, key: list[Any]) -> str:
    raw = json.dumps({"k": kind, "v": key}, separators=(",", ":"), ensure_ascii=True).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def decode_cursor(kind: str, cursor: str | None) -> list[Any] | None:
    if cursor is None:
        return None
    invalid = InvalidRequest(
        "The cursor is not one this listing issued; pass the next_cursor of the previous page unchanged.",
        errors=[{"loc": ["query", "cursor"], "msg": "invalid cursor"}],
    )
    if len(cursor) > 1000:
        raise invalid
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        data = json.loads(base64.urlsafe_b64decode(padded.encode("ascii")))
    except (ValueError, binascii.Error, UnicodeError):
        raise invalid from None
    if not isinstance(data, dict) or data.get("k") != kind or not isinstance(data.get("v"), list):
        raise invalid
    key: list[Any] = data["v"]
    if len(key) > 8 or not all(_storable(value) for value in key):
        raise invalid  # a made-up key the database could not compare (or even receive)
    return key


_BIGINT = 2**63


def _storable(value: Any) -> bool:
    """A value a cursor of ours can hold: what both databases take as a parameter."""
    if value is None or isinstance(value, bool):
        return True
    if isinstance(value, int):
        return -_BIGINT <= value < _BIGINT
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, str):
        return len(value) <= 1000 and "\x00" not in value and is_encodable(value)
    return False


def is_encodable(text: str) -> bool:
    """False for a string with a lone surrogate (no UTF-8 form: no database can store it)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


T = TypeVar("T")


def page_in_memory(
    kind: str, items: Sequence[T], key: Callable[[T], str], cursor: str | None, limit: int
) -> tuple[list[T], str | None]:
    """One page of a short list kept in memory (a card's rulings, the bulk files, the problem
    types), and the cursor of the next page (None on the last). The cursor holds the last item's
    key and position: the next page starts after that item wherever it now is (nothing skipped
    or repeated when items are added before it), or at its position when it is gone."""
    start = 0
    after = decode_cursor(kind, cursor)
    if after is not None:
        if len(after) != 2 or not isinstance(after[0], str) or not isinstance(after[1], int) or after[1] < 0:
            raise InvalidRequest(
                "The cursor is not one this listing issued; pass the next_cursor of the previous page unchanged.",
                errors=[{"loc": ["query", "cursor"], "msg": "invalid cursor"}],
            )
        keys = [key(item) for item in items]
        start = keys.index(after[0]) + 1 if after[0] in keys else min(after[1], len(items))
    page = list(items[start : start + limit])
    more = start + limit < len(items)
    return page, encode_cursor(kind, [key(page[-1]), start + len(page)]) if more and page else None
