"""Mill (CR 701.17): the `mill` effect, "Target player mills two cards." (Millstone), "Mill three cards." (`you`), "Each opponent mills
two cards." (`each_opponent`). The player
puts that many cards from the top of their library into their graveyard (701.17a), in the order
they were on top; a player with fewer cards mills what there is (701.17b) and does not lose for
it (only drawing from an empty library does, CR 704.5b)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import MillEffect
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.s32core_graveyard_instead import to_graveyard  # s32-core (CR 614.1a)
from app.engine.state import Player, StackObject


def _resolve_mill(game: Game, item: StackObject, effect: MillEffect, choices: Choices) -> None:
    number = amount(game, item, effect.amount)
    if effect.player in ("target_player", "target_opponent"):
        players = list(item.targets)
    elif effect.player in ("its_controller", "that_player", "that_target_player"):  # s20-cda: the previous targeted object's controller
        players = affected(game, item, effect.player)  # (CR 608.2h); s21-szn: the player the event named (603.2);
        # s22-afr: "that_target_player", the player the first verb targeted ("discards two cards, mills two cards", 608.2c)
    elif effect.player in ("each_opponent", "each_player"):  # each of them, in turn order (CR 101.4)
        players = [p.id for p in game.players_in_turn_order()
                   if effect.player == "each_player" or p.id != item.controller]
    else:
        players = [item.controller or ""]
    for player_id in players:
        player = game.player(player_id)
        milled = player.library[:number]
        player.library = player.library[len(milled):]
        to_graveyard(game, player, milled, Zone.LIBRARY)
        game.emit("milled", [cr("608.2"), cr("701.17a"), *([cr("701.17b")] if len(milled) < number else [])],
                  stack_object=item.id, player=player.id, cards=[card.id for card in milled], amount=number)


def mill_as_cost(game: Game, player: Player, number: int) -> None:
    """s26-mh: "Mill a card" as a cost (CR 602.2b, 701.17a), verified payable first (rules/activation_costs.py: a
    library with fewer cards can't pay it, 118.3, 701.17b)."""
    milled = player.library[:number]
    player.library = player.library[len(milled):]
    to_graveyard(game, player, milled, Zone.LIBRARY)
    game.emit("milled", [cr("602.2b"), cr("701.17a")], stack_object=None, player=player.id,
              cards=[card.id for card in milled], amount=number)


registry.effect_resolvers["mill"] = _resolve_mill
