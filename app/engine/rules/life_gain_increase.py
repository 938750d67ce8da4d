"""s17-core: "If you would gain life, you gain that much life plus 1 instead." (Angel of Vitality; the
`life_gain_increase` static ability, docs/oracle-s17-core.md).

A replacement effect (CR 614.1a: it says "instead") of a static ability (604.1), working while its
permanent is on the battlefield: each time its controller would gain life, they gain that much plus
`plus` instead. A player who would gain 0 life gains none (119.9): nothing happens to replace, so
`life_this_turn.gain_life` asks only for an amount above 0. Each such effect applies once to the event
(614.5); with several, the affected player chooses their order (616.1), and since each adds a number
the total is the same in any order. The effect watches the life total, not a source, so every way of
gaining life goes through it: effects, lifelink (702.15b), prevention that gains life (615.5).
"""

from __future__ import annotations

from app.engine.cards import LifeGainIncreaseAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has

CITES = (cr("614.1a"), cr("616.1"))


def increased_gain(game: Game, player_id: str, amount: int) -> int:
    """How much life `player_id` gains when they would gain `amount` (above 0): `amount` plus the
    `plus` of each `life_gain_increase` ability of a permanent they control (gated on a card with
    the ability having been in the game)."""
    if not game_has(game, LifeGainIncreaseAbility):
        return amount
    extra: int = sum(
        ability.plus
        for permanent in game.state.battlefield
        if permanent.controller == player_id
        for _, ability in abilities_of_kind(game, permanent, LifeGainIncreaseAbility)
    )
    if extra:
        game.emit("life_gain_increased", list(CITES), player=player_id, amount=amount, increased_to=amount + extra)
    return amount + extra
