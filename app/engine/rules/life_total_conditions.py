"""s15-r2m20: a player's life total, and a count of the permanents they control, as a condition.

"As long as you have 25 or more life, ~ has double strike." / "~ gets +2/+2 as long as you have 25 or
more life.": a conditional static ability's effect applies at any moment its condition holds, and not
otherwise (CR 611.3a, 604.2); the life total is the one of the ability's controller (CR 119.1, 119.3),
read where the layers ask (`StaticPumpAbility.as_long_as_life_at_least`, rules/static_pump.py).

"Activate only if you control five or more lands.": an activation restriction checked as the ability
is activated (CR 602.5b); the count is of the permanents the spec names that the activating player
controls (`ActivatedAbility.activate_only_if_you_control_at_least`, with `activate_only_if_you_control`;
rules/activation_costs.py, counted by rules/you_control.py).

"~ gets +2/+2 as long as there are three or more land cards in your graveyard.": the same kind of
conditional static ability (CR 611.3a), counting the cards of that card type in its controller's
graveyard (CR 404.1), each by its card types (CR 205.2a) (`StaticPumpAbility.as_long_as_graveyard_cards`)."""

from __future__ import annotations

from app.engine.cards import GraveyardCardsCount
from app.engine.game import Game


def life_at_least(game: Game, player: str | None, at_least: int) -> bool:
    """Whether `player`'s life total is `at_least` or more (CR 119.1, 611.3a)."""
    if player is None:
        return False
    return game.player(player).life >= at_least


def graveyard_cards_at_least(game: Game, player: str | None, count: GraveyardCardsCount) -> bool:
    """Whether `player`'s graveyard holds `count.at_least` cards or more of `count.card_type` (CR 404.1,
    205.2a, 611.3a)."""
    if player is None:
        return False
    cards = game.player(player).graveyard
    wanted = {count.card_type, count.or_card_type or count.card_type}  # s22-war: "instant and/or sorcery cards"
    return sum(1 for card in cards if not wanted.isdisjoint(game.definition(card.card).types)) >= count.at_least
