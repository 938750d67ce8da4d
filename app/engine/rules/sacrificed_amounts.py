"""An amount read from the creature sacrificed to cast a spell (s13-thud): "As an additional cost to
cast this spell, sacrifice a creature. ~ deals damage equal to the sacrificed creature's power to any
target." (Thud). The `Count` value "sacrificed_power" is that creature's power as it last existed on
the battlefield (CR 608.2h: the spell refers to it; it is gone by the time the spell
resolves). The cost is paid as the spell is cast (CR 601.2h), so the power is taken then and kept
with the spell on the stack, in its `choices.sacrificed_power`: a state posted back later, with the
spell still on the stack, still knows it. A spell that records none (put on the stack by a request
without it) deals 0; a negative power gives 0 (CR 107.1b)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import AdditionalCostAbility, CardDefinition, SpellAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import Permanent, StackObject

VALUE = "sacrificed_power"
# s18-neoa: "the sacrificed creature's toughness" / "the sacrificed permanent's mana value" (Severed Strands,
# Reckoner's Bargain): kept the same way, in `choices.sacrificed_toughness` / `choices.sacrificed_mana_value`
TOUGHNESS = "sacrificed_toughness"
MANA_VALUE = "sacrificed_mana_value"
VALUES = (VALUE, TOUGHNESS, MANA_VALUE)
CITES = (cr("601.2h"), cr("118.8"), cr("608.2h"))


def _uses(value: Any) -> bool:
    if isinstance(value, list):
        return any(_uses(part) for part in value)
    if isinstance(value, dict):
        return any(_uses(part) for part in value.values())
    return bool(value in VALUES)


def asks(definition: CardDefinition) -> bool:
    """Whether one of the card's spell effects says "the sacrificed creature's power" (and the card
    has an additional sacrifice cost at all: most cards have neither, checked first)."""
    if not any(isinstance(a, AdditionalCostAbility) and a.cost == "sacrifice" for a in definition.abilities or ()):
        return False
    return any(_uses(ability.model_dump()) for ability in definition.abilities_of(SpellAbility))


def record(game: Game, spell: StackObject, sacrificed: list[Permanent], cites: list[str]) -> None:
    """Keep the power the sacrificed creature had, just before it leaves (CR 601.2h, 608.2h)."""
    if len(sacrificed) != 1:
        return
    characteristics = characteristics_of(game, sacrificed[0])
    power = characteristics.power if characteristics is not None else 0
    spell.choices[VALUE] = power if isinstance(power, int) else 0
    toughness = characteristics.toughness if characteristics is not None else 0  # s18-neoa
    spell.choices[TOUGHNESS] = toughness if isinstance(toughness, int) else 0
    mana_value = characteristics.mana_value if characteristics is not None else 0  # CR 202.3 (a token's: 0, 202.3c)
    spell.choices[MANA_VALUE] = mana_value if isinstance(mana_value, int) else 0
    cites.extend(CITES)


def sacrificed_power(item: StackObject, key: str = VALUE) -> int:
    """The recorded power (toughness, mana value: `key`), never below 0; a posted value that is no whole
    number is refused."""
    value = item.choices.get(key, 0)
    if type(value) is not int:
        raise IllegalAction(
            "Wrong choice",
            f"stack object {item.id}: choices.{key} must be a whole number (the sacrificed permanent's "
            f"{key.removeprefix('sacrificed_').replace('_', ' ')}), not {value!r}",
            list(CITES),
        )
    return max(0, value)
