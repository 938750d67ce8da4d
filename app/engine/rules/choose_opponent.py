""""As ~ enters, choose an opponent" (CR 614.12, 614.1c: a replacement effect that makes a choice
as the permanent enters): the choice is kept as the permanent's `chosen_player` and read by
"the chosen player's upkeep" (rules/step_triggers.py). Which opponent: `choices.chosen_opponent`
of the action that makes it enter; without it, the next opponent in turn order after its
controller (in a two-player game, the only one)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import ChooseOpponentAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.zones import Entering


def opponents_in_turn_order(game: Game, player: str) -> list[str]:
    """The opponents of `player` still in the game, in turn order from the next one (CR 102.2, 101.4)."""
    order = [p.id for p in game.state.players if not p.has_lost]
    return [order[(order.index(player) + step) % len(order)] for step in range(1, len(order))] \
        if player in order else []


def choose_opponent(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    if not abilities_of_kind(game, permanent, ChooseOpponentAbility):
        return
    controller = permanent.controller or ""
    opponents = opponents_in_turn_order(game, controller)
    chosen = game.choices.chosen_opponent
    if chosen is not None:
        if chosen not in opponents:
            raise IllegalAction("Not an opponent", f"choices.chosen_opponent names {chosen!r}, which is not an "
                                f"opponent of {controller} in the game", [cr("614.12")])
        game.used_choices.add("chosen_opponent")
    elif not opponents:
        return
    permanent.chosen_player = chosen or opponents[0]
    entering.cites.append(cr("614.12"))
    game.emit("opponent_chosen", [cr("614.12")], permanent=permanent.id, player=permanent.chosen_player,
              chosen=chosen is not None)


registry.enters_replacements.add(choose_opponent, order=70, needs=(ChooseOpponentAbility,))
