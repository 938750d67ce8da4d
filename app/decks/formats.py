"""The formats the deck check knows, with their deck-construction rules (pure: standard library only).

Each format's name is the key the card data uses for it (Scryfall's and MTGJSON's `legalities`).
Where the Comprehensive Rules say how a deck is built (constructed play: CR 100.2a, 100.4a;
Commander: CR 903.5), a format cites them; where they don't (the number of cards in a Brawl or
Oathbreaker deck, Pauper Commander's commander, banned and restricted lists), the format's own
rules are cited by name, never by an invented rule number.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Family(StrEnum):
    CONSTRUCTED = "constructed"  # 60 cards or more, four copies, a sideboard of up to 15 (CR 100.2a, 100.4a)
    SINGLETON = "singleton"  # one copy of each card but basic lands, no commander (Gladiator)
    COMMANDER = "commander"  # a commander, one copy of each card, color identity (CR 903)


class CommanderKind(StrEnum):
    LEGENDARY_CREATURE = "legendary_creature"  # CR 903.3
    LEGENDARY_CREATURE_OR_PLANESWALKER = "legendary_creature_or_planeswalker"  # Brawl
    CREATURE = "creature"  # Pauper Commander: any creature the data allows as commander
    OATHBREAKER = "oathbreaker"  # a planeswalker and a signature spell


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    title: str
    family: Family
    source: str  # the rules this format's own limits come from, cited by name
    deck_size: int  # the minimum (constructed, singleton) or the exact size (commander family)
    max_copies: int = 4
    sideboard_max: int | None = 15  # None: no sideboard limit the check enforces
    commander: CommanderKind | None = None
    # restricted cards: "one_copy" (Vintage's meaning), or "commander_only" (Pauper Commander:
    # an uncommon creature, legal only as the commander)
    restricted: str = "one_copy"

    @property
    def exact_size(self) -> bool:
        return self.family is Family.COMMANDER

    @property
    def size_cites(self) -> list[str]:
        if self.name in ("commander", "duel", "predh"):
            return ["CR 903.5a"]
        if self.family is Family.CONSTRUCTED:
            return ["CR 100.2a"]
        return [self.source]


_MTR = "Magic: The Gathering Tournament Rules (banned and restricted list)"
_ARENA = "MTG Arena format rules"
_CONSTRUCTED = (
    ("standard", "Standard", _MTR),
    ("pioneer", "Pioneer", _MTR),
    ("modern", "Modern", _MTR),
    ("legacy", "Legacy", _MTR),
    ("vintage", "Vintage", _MTR),
    ("pauper", "Pauper", _MTR),
    ("future", "Future Standard", "Standard after the next set's release (the card data's `future` legalities)"),
    ("historic", "Historic", _ARENA),
    ("timeless", "Timeless", _ARENA),
    ("alchemy", "Alchemy", _ARENA),
    ("explorer", "Explorer", _ARENA),
    ("penny", "Penny Dreadful", "Penny Dreadful format rules"),
    ("oldschool", "Old School 93/94", "Old School 93/94 format rules"),
    ("premodern", "Premodern", "Premodern format rules"),
    ("frontier", "Frontier", "Frontier format rules"),
)


def _formats() -> dict[str, Format]:
    formats = {name: Format(name, title, Family.CONSTRUCTED, source, 60) for name, title, source in _CONSTRUCTED}
    commander_rules = "Commander format rules"
    for fmt in (
        Format(
            "commander", "Commander", Family.COMMANDER, commander_rules, 100, 1, None, CommanderKind.LEGENDARY_CREATURE
        ),
        Format(
            "duel",
            "Duel Commander",
            Family.COMMANDER,
            "Duel Commander format rules",
            100,
            1,
            None,
            CommanderKind.LEGENDARY_CREATURE,
        ),
        Format(
            "predh", "PreDH", Family.COMMANDER, "PreDH format rules", 100, 1, None, CommanderKind.LEGENDARY_CREATURE
        ),
        Format(
            "paupercommander",
            "Pauper Commander",
            Family.COMMANDER,
            "Pauper Commander format rules",
            100,
            1,
            None,
            CommanderKind.CREATURE,
            restricted="commander_only",
        ),
        Format(
            "brawl",
            "Brawl",
            Family.COMMANDER,
            "Brawl format rules (MTG Arena)",
            100,
            1,
            None,
            CommanderKind.LEGENDARY_CREATURE_OR_PLANESWALKER,
        ),
        # MTGJSON's and older Scryfall files' name for Brawl's 100-card format
        Format(
            "historicbrawl",
            "Historic Brawl",
            Family.COMMANDER,
            "Brawl format rules (MTG Arena)",
            100,
            1,
            None,
            CommanderKind.LEGENDARY_CREATURE_OR_PLANESWALKER,
        ),
        Format(
            "standardbrawl",
            "Standard Brawl",
            Family.COMMANDER,
            "Standard Brawl format rules (MTG Arena)",
            60,
            1,
            None,
            CommanderKind.LEGENDARY_CREATURE_OR_PLANESWALKER,
        ),
        Format(
            "oathbreaker",
            "Oathbreaker",
            Family.COMMANDER,
            "Oathbreaker format rules",
            60,
            1,
            None,
            CommanderKind.OATHBREAKER,
        ),
        Format("gladiator", "Gladiator", Family.SINGLETON, "Gladiator format rules (MTG Arena)", 100, 1, None),
    ):
        formats[fmt.name] = fmt
    return dict(sorted(formats.items()))


FORMATS: dict[str, Format] = _formats()
FORMAT_NAMES: tuple[str, ...] = tuple(FORMATS)


def format_named(name: str) -> Format | None:
    """The format by its data key, case and spaces forgiven (`Pauper Commander`, `paupercommander`)."""
    return FORMATS.get("".join(name.split()).lower())
