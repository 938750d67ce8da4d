"""s21-neoa's rider conditions (rules/riders.py decides them).

`none_put_into_hand`: "Look at the top five cards of your library. You may reveal a creature or enchantment card from among them
and put it into your hand. Put the rest on the bottom of your library in a random order. If you didn't put a card into
your hand this way, you gain 4 life." (Blossom Prancer).

As a spell or ability resolves, its instructions are followed in order (CR 608.2c): the `look_at_top` that may put a
card into its controller's hand (rules/library.py) records here, per stack object, how many cards it put there; the
rider whose condition is `none_put_into_hand` (rules/riders.py) then holds when that number was 0. The reader accepts
the condition only right after such a look (app/oracle/lowering.py `s21neoa_none_put_checked`).

`enchanted_greatest_power`: "When ~ enters, if enchanted permanent is a creature with the greatest power among
creatures on the battlefield, draw a card." (Historian's Wisdom; an intervening "if", CR 603.4, checked as the
ability triggers and as it resolves): the permanent the ability's source (an Aura) is attached to is a creature and no
creature on the battlefield has greater power (CR 208.1; tied for the greatest, it has the greatest power). False
when the source is gone or attached to nothing.
"""

from __future__ import annotations

from app.engine.characteristics import characteristics_of
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.state import StackObject

_PUT = "s21neoa.put_into_hand"


def remember_put(game: Game, item: StackObject, number: int) -> None:
    """How many cards the look of this stack object put into its controller's hand."""
    game.rule_memory[_PUT] = (item.id, number)


def none_put(game: Game, item: StackObject) -> bool:
    """Whether the look before this rider put no card into the hand (no record for this stack object: none was)."""
    recorded = game.rule_memory.get(_PUT)
    return recorded is None or recorded[0] != item.id or recorded[1] == 0


def enchanted_greatest_power(game: Game, source: str | None) -> bool:
    """Whether the permanent `source` is attached to is a creature with the greatest power among creatures on the
    battlefield (CR 208.1, 603.4)."""
    aura = game.permanent(source or "")
    host = game.permanent(aura.attached_to or "") if aura is not None else None
    if host is None:
        return False
    powers: list[int] = []
    host_power: int | None = None
    for permanent in game.state.battlefield:
        characteristics = characteristics_of(game, permanent)
        if characteristics is None or CardType.CREATURE.value not in characteristics.types:
            continue
        power = int(characteristics.power or 0)
        powers.append(power)
        if permanent is host:
            host_power = power
    return host_power is not None and host_power >= max(powers)
