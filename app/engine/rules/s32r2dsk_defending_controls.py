"""s32-r2dsk: "Whenever ~ attacks, if defending player controls no Glimmer creatures, ..." / "... if defending player
controls an Island, ..." (CR 603.4, 508.5): the RiderCondition `s32r2dsk_defending_controls` (`spec`; "no": `negated`)
holds when the defending player the ability names (rules/defending_player.py: the player the attacking ~ attacks, or
the controller of the planeswalker or battle it attacks) controls a permanent of `spec` (rules/you_control.py). As an
intervening "if" it is checked as the attack trigger triggers and again as it resolves (603.4). The reader lowers it
only on ~'s own attack trigger."""

from __future__ import annotations

from app.engine.cards import RiderCondition
from app.engine.game import Game
from app.engine.rules.defending_player import defending_player_of
from app.engine.rules.riders import s32r2dsk_condition_hooks
from app.engine.rules.you_control import you_control
from app.engine.state import StackObject


def defending_controls(game: Game, item: StackObject, condition: RiderCondition) -> bool:
    """Whether the defending player of `item`'s source controls a permanent of the condition's spec (module doc)."""
    assert condition.spec is not None
    return any(you_control(game, player, condition.spec) for player in defending_player_of(game, item))


s32r2dsk_condition_hooks["s32r2dsk_defending_controls"] = defending_controls
