"""Opaque keyset cursors: base64url JSON of the last row's sort key and the kind of listing, so a
cursor from one listing cannot be replayed on another. Keyset (not offset) pagination never skips
or repeats a row when rows are inserted between pages."""

from __future__ import annotations

import base64
import binascii
import json
from typing import Any

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
    return key
