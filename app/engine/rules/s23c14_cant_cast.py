"""s23-c14: "Your opponents can't cast spells this turn." (Silence), the effect `cant_cast_spells_this_turn`.

As it resolves, each opponent of its controller gets `cant_cast_spells_this_turn` (CR 608.2): from then on a `cast`
action of that player is refused (CR 101.2: a "can't" wins over any permission to cast; rules/stack.py asks `verify`
only of a player with the mark). Spells already cast are not affected; copies of spells are not cast (CR 707.10).
The effect lasts "this turn": the mark ends in the cleanup step, as "until end of turn" effects do (CR 514.2).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S23c14CantCastSpellsThisTurnEffect
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import Player, StackObject


def _resolve(game: Game, item: StackObject, effect: S23c14CantCastSpellsThisTurnEffect, choices: Choices) -> None:
    for player in game.state.players:
        if player.id != item.controller and not player.has_lost:
            player.cant_cast_spells_this_turn = True
            game.emit("cant_cast_spells_this_turn", [cr("608.2"), cr("101.2")], player=player.id,
                      stack_object=item.id)


def verify(game: Game, player: Player) -> None:
    """CR 101.2: refuse a cast by a player an effect says can't cast spells this turn."""
    raise IllegalAction("Can't cast spells", f"{player.id} can't cast spells this turn", [cr("101.2")])


def _ends(game: Game) -> None:
    """CR 514.2: the effect ends in the cleanup step."""
    for player in game.state.players:
        if player.cant_cast_spells_this_turn:
            player.cant_cast_spells_this_turn = False


registry.effect_resolvers["cant_cast_spells_this_turn"] = _resolve
registry.step_begin[Step.CLEANUP].add(_ends, order=21)
