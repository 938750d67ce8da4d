"""`python -m app coverage [--set CODE]`: how much of the card database the rules engine models.

Counts the cards whose support is full / partial / none, and the not-modelled Oracle lines and
keywords most common among them, normalised so that the same text on different cards counts
once per card (the card's own name and "this creature"-style self-references read "~",
reminder text is dropped, numbers are kept): the next reader template or engine rule is then
chosen by data."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy.orm import Session

from app.cards import repository as cards_repo
from app.oracle.reader import normalise_line

SUPPORTS = ("full", "partial", "none")


@dataclass(frozen=True)
class Coverage:
    set_code: str | None
    counts: dict[str, int]
    top_not_modelled: list[tuple[str, int]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def fraction(self, support: str) -> float:
        return self.counts.get(support, 0) / self.total if self.total else 0.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "set": self.set_code,
            "total": self.total,
            "counts": self.counts,
            "fractions": {s: round(self.fraction(s), 4) for s in SUPPORTS},
            "top_not_modelled": [{"text": text, "cards": n} for text, n in self.top_not_modelled],
        }

    def render(self) -> str:
        where = f"set {self.set_code}" if self.set_code else "all sets"
        lines = [f"engine coverage, {where}: {self.total} cards"]
        for support in SUPPORTS:
            lines.append(f"  {support:<8}{self.counts.get(support, 0):>6}  {self.fraction(support):6.1%}")
        if self.top_not_modelled:
            lines.append("most common abilities not modelled (cards):")
            lines.extend(f"  {n:>5}  {text}" for text, n in self.top_not_modelled)
        return "\n".join(lines)


def normalise(text: str, card_name: str) -> str:
    """The grouping key of one not-modelled line: "~" for the card itself, no reminder text."""
    return normalise_line(text, card_name) or text.strip()


def compute(session: Session, set_code: str | None = None, top: int = 20) -> Coverage:
    counts = dict.fromkeys(SUPPORTS, 0)
    lines: Counter[str] = Counter()
    for name, support, not_modelled in cards_repo.engine_support_rows(session, set_code):
        counts[support if support in counts else "none"] += 1
        lines.update({normalise(text, name) for text in not_modelled or []})
    ranked = sorted(lines.items(), key=lambda item: (-item[1], item[0]))[:top]
    return Coverage(set_code.upper() if set_code else None, counts, ranked)
