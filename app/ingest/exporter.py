"""Export every ruling with its cards and sources, page by page (bounded memory), as NDJSON (one
ruling object a line) or one JSON array. Deterministic: rulings in id order, so the same data
always gives the same bytes (the ETag of `/v1/bulk/rulings` relies on it)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date
from typing import Any, Literal

from sqlalchemy.orm import Session

from app.ingest import repository as ingest_repo

ExportFormat = Literal["ndjson", "json"]
PAGE = 1000
MEDIA_TYPES: dict[str, str] = {"ndjson": "application/x-ndjson", "json": "application/json"}


def _date(value: date | None) -> str | None:
    return value.isoformat() if value is not None else None


def iter_rulings(session: Session, page: int = PAGE) -> Iterator[dict[str, Any]]:
    """Every ruling as an export object: the API's ruling object plus `sources`, and each card's
    `oracle_id` and the ruling's `position` on that card's page."""
    after: str | None = None
    while True:
        rulings = ingest_repo.rulings_page(session, after_id=after, limit=page)
        if not rulings:
            return
        ids = [r.id for r in rulings]
        cards = ingest_repo.cards_of_rulings(session, ids)
        sources = ingest_repo.sources_of_rulings(session, ids)
        for ruling in rulings:
            yield {
                "object": "ruling",
                "id": ruling.id,
                "text": ruling.text,
                "published_at": _date(ruling.published_at),
                "source": ruling.source,
                "rules": list(ruling.rules or []),
                "cards": cards.get(ruling.id, []),
                "note": ruling.note,
                "sources": [
                    {"source": s["source"], "published_at": _date(s["published_at"]), "comment": s["comment"]}
                    for s in sources.get(ruling.id, [])
                ],
            }
        after = ids[-1]


def _dump(obj: dict[str, Any]) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def iter_chunks(session: Session, fmt: ExportFormat, page: int = PAGE) -> Iterator[bytes]:
    """The export as byte chunks of about one page each."""
    lines: list[str] = []
    first = True
    if fmt == "json":
        yield b"["
    for n, obj in enumerate(iter_rulings(session, page), 1):
        if fmt == "ndjson":
            lines.append(_dump(obj) + "\n")
        else:
            lines.append(("\n" if first else ",\n") + _dump(obj))
            first = False
        if n % page == 0:
            yield "".join(lines).encode("utf-8")
            lines = []
    if lines:
        yield "".join(lines).encode("utf-8")
    if fmt == "json":
        yield b"\n]\n" if not first else b"]\n"
