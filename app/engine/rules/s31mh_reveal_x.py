"""s31-mh: "Reveal X <color> cards from your hand" as a cost of an activated ability (the Coldsnap Martyrs: "{1}, Reveal X
white cards from your hand, Sacrifice ~: You gain three times X life.", CR 602.2b, 701.20a, 107.3).

X is the `activate` action's `x`: the number of cards of that color (CR 202.2: a card's colors, from its mana cost
unless it states them) its controller reveals from their hand as the cost is paid; the ability's effects read that X as
they would a {X} paid (the ability's mana cost has no {X}). A hand with fewer cards of that color can't pay it (CR
118.3). Which cards are revealed changes nothing: the first X of that color in the hand are (a `card_revealed` event
each). X = 0 reveals nothing.
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import RevealXFromHandCost
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.s23c13_spell_colors import definition_colors
from app.engine.state import Player, ZoneCard


def cost_of(ability: Any) -> RevealXFromHandCost | None:
    """The ability's "Reveal X <color> cards from your hand" cost, or None."""
    return next((c for c in getattr(ability, "other_costs", ()) if isinstance(c, RevealXFromHandCost)), None)


def _of_color(game: Game, player: Player, color: str) -> list[ZoneCard]:
    return [card for card in player.hand if color in definition_colors(game.definition(card.card))]


def verify(game: Game, player: Player, ability: Any, x: int, what: str) -> None:
    """Refuse when the hand has fewer than X cards of the cost's color (CR 118.3)."""
    cost = cost_of(ability)
    if cost is None or not x:
        return
    have = len(_of_color(game, player, cost.color))
    if have < x:
        raise IllegalAction("Cost can't be paid", f"{what}: {player.id} has {have} {{{cost.color}}} card(s) in hand, "
                            f"not the X = {x} to reveal", [cr("602.2b"), cr("118.3"), cr("701.20a")])


def pay(game: Game, player: Player, ability: Any, x: int, stack_object: str) -> None:
    """Reveal the first X cards of the cost's color from the hand (CR 701.20a)."""
    cost = cost_of(ability)
    if cost is None:
        return
    for card in _of_color(game, player, cost.color)[:x]:
        game.emit("card_revealed", [cr("602.2b"), cr("701.20a")], stack_object=stack_object, player=player.id,
                  card_id=card.id, card=game.definition(card.card).name)
