"""Enumerations used inside the engine: steps, zones, day/night, kinds.

Values are the strings of the JSON contract (design.md §6/§7), so a model field typed with one
of these enums reads and writes the contract's spelling.
"""

from __future__ import annotations

from enum import Enum


class Step(str, Enum):
    """The steps of a turn in order (CR 500.1); main phases count as one step each here."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def is_main_phase(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    @property
    def players_get_priority(self) -> bool:
        # CR 502.4 (untap) and 514.3 (cleanup, normally): no player receives priority.
        return self not in (Step.UNTAP, Step.CLEANUP)


STEP_ORDER: tuple[Step, ...] = tuple(Step)


class Zone(str, Enum):
    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command_zone"  # CR 408; the Player field of the same name (rules/commander.py)


# Zones kept per player in the state (design.md §6).
PLAYER_ZONES: tuple[Zone, ...] = (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE)


class DayNight(str, Enum):
    """The game's day/night designation (CR 728); `None` in the state means neither."""

    DAY = "day"
    NIGHT = "night"


class StackObjectKind(str, Enum):
    SPELL = "spell"
    TRIGGERED_ABILITY = "triggered_ability"
    ACTIVATED_ABILITY = "activated_ability"


class CardType(str, Enum):
    ARTIFACT = "Artifact"
    BATTLE = "Battle"
    CREATURE = "Creature"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    KINDRED = "Kindred"
    LAND = "Land"
    PLANESWALKER = "Planeswalker"
    SORCERY = "Sorcery"

    @classmethod
    def _missing_(cls, value: object) -> CardType | None:
        """Any capitalisation ("creature", "LAND") names the same type; exact spellings never get here."""
        if isinstance(value, str):
            return _CARD_TYPES_BY_LOWER.get(value.lower())
        return None


_CARD_TYPES_BY_LOWER = {card_type.value.lower(): card_type for card_type in CardType}


PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND,
     CardType.PLANESWALKER}
)


class Color(str, Enum):
    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"


COLOR_ORDER: tuple[str, ...] = ("W", "U", "B", "R", "G")
MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")


class Face(str, Enum):
    """Which face of a double-faced card is meant (Werewhat's `choices.back_face`)."""

    FRONT = "front"
    BACK = "back"


class TransformCause(str, Enum):
    """Why a permanent would transform: daybound/nightbound, or another effect (Moonmist)."""

    DAY_NIGHT = "day_night"
    EFFECT = "effect"


class LibraryPosition(str, Enum):
    TOP = "top"
    BOTTOM = "bottom"
