"""s14-library: "Reveal the top card of your library and put that card into your hand. You lose life
equal to its mana value." (Dark Confidant, Darkstar Augur; the `reveal_top` effect's
`lose_life_mana_value`, docs/oracle-library.md).

"its" is the card just revealed (CR 608.2h: the amount is determined once, as the effect happens);
its mana value is that of its mana cost, an X in it counting 0 (CR 202.3, 202.3e); a card without a
mana cost (a land) has mana value 0, and losing 0 life is no life lost (CR 119.3). An empty library
reveals nothing and costs no life.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.mana import mana_value_of
from app.engine.rules.life_this_turn import lose_life
from app.engine.state import Player, StackObject, ZoneCard


def revealed_mana_value(game: Game, cards: list[ZoneCard]) -> int:
    """The total mana value of the cards (CR 202.3: of the mana cost; X is 0 off the stack, 202.3e)."""
    return sum(mana_value_of(game.definition(card.card).mana_cost) for card in cards)


def lose_life_for_revealed(game: Game, item: StackObject, player: Player, cards: list[ZoneCard]) -> None:
    """`player` loses life equal to the revealed cards' mana value (CR 119.3, 202.3, 608.2h)."""
    lost = revealed_mana_value(game, cards)
    if lost <= 0:
        return
    lose_life(game, player, lost)
    game.emit(
        "life_lost",
        [cr("608.2h"), cr("202.3"), cr("119.3")],
        stack_object=item.id,
        player=player.id,
        amount=lost,
        life=player.life,
    )
