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
    by_kind: dict[str, dict[str, int]] = field(default_factory=dict)  # card kind -> support -> cards

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
            "by_kind": self.by_kind,
            "top_not_modelled": [{"text": text, "cards": n} for text, n in self.top_not_modelled],
        }

    def render(self) -> str:
        where = f"set {self.set_code}" if self.set_code else "all sets"
        lines = [f"engine coverage, {where}: {self.total} cards"]
        for support in SUPPORTS:
            lines.append(f"  {support:<8}{self.counts.get(support, 0):>6}  {self.fraction(support):6.1%}")
        if self.by_kind:
            lines.append("by kind of card (full / partial / none):")
            lines.extend(
                f"  {kind:<16}" + " / ".join(str(n.get(s, 0)) for s in SUPPORTS) for kind, n in self.by_kind.items()
            )
        if self.top_not_modelled:
            lines.append("most common abilities not modelled (cards):")
            lines.extend(f"  {n:>5}  {text}" for text, n in self.top_not_modelled)
        return "\n".join(lines)


def normalise(text: str, card_name: str) -> str:
    """The grouping key of one not-modelled line: "~" for the card itself, no reminder text."""
    return normalise_line(text, card_name) or text.strip()


KINDS = ("Creature", "Land", "Instant", "Sorcery", "Aura", "Enchantment", "Artifact", "Planeswalker")


def kind_of(type_line: str) -> str:
    """The kind a card is counted under: its first of KINDS (an artifact creature is a Creature,
    an Aura is not counted with other enchantments), else "Other"."""
    words = set(type_line.replace("—", " ").split())
    return next((kind for kind in KINDS if kind in words), "Other")


def compute(session: Session, set_code: str | None = None, top: int = 20) -> Coverage:
    counts = dict.fromkeys(SUPPORTS, 0)
    by_kind: dict[str, dict[str, int]] = {}
    lines: Counter[str] = Counter()
    for name, type_line, support, not_modelled in cards_repo.engine_support_rows(session, set_code):
        support = support if support in counts else "none"
        counts[support] += 1
        kind = by_kind.setdefault(kind_of(type_line), dict.fromkeys(SUPPORTS, 0))
        kind[support] += 1
        lines.update({normalise(text, name) for text in not_modelled or []})
    ranked = sorted(lines.items(), key=lambda item: (-item[1], item[0]))[:top]
    ordered = {kind: by_kind[kind] for kind in (*KINDS, "Other") if kind in by_kind}
    return Coverage(set_code.upper() if set_code else None, counts, ranked, ordered)
