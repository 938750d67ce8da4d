"""s17-pw: the `set_life_total` effect, "Target player's life total becomes 1." (Vraska, Relic Seeker) /
"Your life total becomes 15." (CR 119.5): the player gains or loses the life needed to end up with
that total, through `gain_life` / `lose_life` (rules/life_this_turn.py), so it counts as life gained
or lost this turn and "whenever you gain/lose life" abilities trigger (CR 119.3, 603.2); a gain is
increased by what increases life gained (CR 614.1a). A player already at that total gains and loses
nothing (CR 119.5, 119.9). The amount is determined as the effect resolves (CR 608.2h).

s24-core: with `double`, "Double target player's life total." (CR 701.10d): the player gains or loses the life needed
to end with twice the total they have as it resolves (a negative total is lowered further, 0 stays 0)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import SetLifeTotalEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.life_this_turn import gain_life, lose_life
from app.engine.state import StackObject


def _resolve_set_life_total(game: Game, item: StackObject, effect: SetLifeTotalEffect, choices: Choices) -> None:
    total = amount(game, item, effect.amount)
    for player_id in affected(game, item, effect.target):
        player = game.player(player_id)
        if effect.double:  # s24-core: "Double target player's life total." (CR 701.10d): twice its own
            total = 2 * player.life
        change = total - player.life
        if change > 0:
            got = gain_life(game, player, change)
            game.emit(
                "life_gained",
                [cr("608.2"), cr("119.5"), *((cr("701.10d"),) if effect.double else ())],
                stack_object=item.id,
                player=player.id,
                amount=got,
                life=player.life,
            )
        elif change < 0:
            lose_life(game, player, -change)
            game.emit(
                "life_lost",
                [cr("608.2"), cr("119.5"), *((cr("701.10d"),) if effect.double else ())],
                stack_object=item.id,
                player=player.id,
                amount=-change,
                life=player.life,
            )


registry.effect_resolvers["set_life_total"] = _resolve_set_life_total
