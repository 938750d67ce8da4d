"""The amount "the greatest mana value among cards in your graveyard" (Wick's Patrol; s14-r2history):
the `Count` "graveyard_greatest_mana_value", determined once as the effect resolves (CR 608.2h). It
is the greatest mana value (CR 202.3: of the card's mana cost; a card without one has 0, 202.3a)
among the cards in the graveyard of the ability's controller (CR 404.1), 0 when it is empty.

"Mill three cards. When you do, ..." (a reflexive trigger after an action that isn't optional, CR
603.12) is played by `mandatory_mill` below: the controller mills as the ability resolves (CR
701.17a; with fewer cards, what there is, 701.17b), and the reflexive trigger triggers only when a
card was milled: milling no card is no milling event for it to trigger on (CR 603.12, 603.2)."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.mana import mana_value_of
from app.engine.rules.s32core_graveyard_instead import to_graveyard  # s32-core (CR 614.1a)
from app.engine.state import StackObject

GRAVEYARD_GREATEST_MANA_VALUE = "graveyard_greatest_mana_value"


def graveyard_greatest_mana_value(game: Game, item: StackObject) -> int:
    """The greatest mana value among the cards in the controller's graveyard (CR 202.3, 404.1, 608.2h)."""
    player = game.player(item.controller or "")
    values = [mana_value_of(game.definition(card.card).mana_cost) for card in player.graveyard if card.card is not None]
    return max(values, default=0)


def mandatory_mill(game: Game, item: StackObject, amount: int) -> bool:
    """Mill `amount` cards as the ability says (CR 701.17a-b); True when a card was milled, so that
    "When you do" triggers (CR 603.12)."""
    player = game.player(item.controller or "")
    milled = player.library[:amount]
    player.library = player.library[len(milled) :]
    to_graveyard(game, player, milled, Zone.LIBRARY)
    game.emit(
        "mandatory_action_done",
        [cr("603.12"), cr("701.17a"), cr("701.17b")],
        stack_object=item.id,
        source=item.source,
        action=f"mill {amount} card{'s' if amount != 1 else ''}",
        milled=len(milled),
    )
    return bool(milled)
