"""s20-m21: half of a target player's library or life total: "Target player draws cards equal to half the number of
cards in their library and loses half their life. Round up each time." (Peer into the Abyss).

The `Count` values `target_library_half_up` / `_down` (half the number of cards in that player's library, CR 121.1)
and `target_life_half_up` / `_down` (half that player's life total, CR 119.3), rounded as the text says (CR 107.1a),
counted as the effect resolves (CR 608.2h: the draw is counted before any card is drawn; the life after the cards
are drawn), in the one player the ability targets ("their"; for "and loses half their life", the player the draw before it
targeted, CR 608.2c). A negative life total gives 0 (CR 107.1b: a negative
result of a calculation is 0). An effect without a target player still legal counts 0 (it does nothing then anyway:
CR 608.2b). rules/effects_targets.py `amount` asks `target_half_amount`."""

from __future__ import annotations

from app.engine.game import Game
from app.engine.state import StackObject

TARGET_HALF_COUNTS = frozenset({"target_library_half_up", "target_library_half_down", "target_life_half_up",
                                "target_life_half_down"})


def target_half_amount(game: Game, item: StackObject, value: str, referred: list[str]) -> int:
    """Half the targeted player's library size or life total now, rounded up or down (CR 107.1a, 107.1b, 608.2h).
    `referred`: the players the effect before targeted, for "... and loses half their life" (`that_target_player`,
    CR 608.2c), when this effect targets no player itself."""
    players = {p.id: p for p in game.state.players}
    targeted = [players[found] for found in item.targets if found in players]
    if not targeted:
        targeted = [players[found] for found in referred if found in players]
    if len(targeted) != 1:
        return 0
    player = targeted[0]
    whole = len(player.library) if value.startswith("target_library") else player.life
    if whole <= 0:
        return 0
    return (whole + 1) // 2 if value.endswith("_up") else whole // 2
