"""s17-core: "If you would gain life, you gain that much life plus 1 instead." (Angel of Vitality; the
`life_gain_increase` static ability, docs/oracle-s17-core.md).

A replacement effect (CR 614.1a: it says "instead") of a static ability (604.1), working while its
permanent is on the battlefield: each time its controller would gain life, they gain that much plus
`plus` instead. A player who would gain 0 life gains none (119.9): nothing happens to replace, so
`life_this_turn.gain_life` asks only for an amount above 0. Each such effect applies once to the event
(614.5); with several, the affected player chooses their order (616.1), and since each adds a number
the total is the same in any order. The effect watches the life total, not a source, so every way of
gaining life goes through it: effects, lifelink (702.15b), prevention that gains life (615.5).
s23-c13: `times` ("If you would gain life, you gain twice that much life instead.", Rhox Faithmender) multiplies the
amount; several multiply together in any order. With both a `plus` and a `times` applying, the order the player
chooses (616.1) changes the total: the engine refuses to guess it ("Not supported yet").
"""

from __future__ import annotations

from app.engine.cards import LifeGainIncreaseAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has

CITES = (cr("614.1a"), cr("616.1"))


def increased_gain(game: Game, player_id: str, amount: int) -> int:
    """How much life `player_id` gains when they would gain `amount` (above 0): `amount` plus the
    `plus` of each `life_gain_increase` ability of a permanent they control (gated on a card with
    the ability having been in the game)."""
    if not game_has(game, LifeGainIncreaseAbility):
        return amount
    found = [ability for permanent in game.state.battlefield if permanent.controller == player_id
             for _, ability in abilities_of_kind(game, permanent, LifeGainIncreaseAbility)]
    extra = sum(ability.plus or 0 for ability in found)
    factor = 1
    for ability in found:  # s23-c13: "twice that much life" (each applies once, 614.5)
        factor *= ability.times or 1
    if extra and factor != 1:  # s23-c13: "plus 1" and "twice": the order, the player's choice (616.1), changes the total
        raise IllegalAction("Not supported yet", f"{player_id} would gain life with both 'that much life plus N' and "
                            "'twice that much life' replacing it: the order they apply in is that player's choice "
                            "(CR 616.1), which the engine doesn't ask", list(CITES))
    increased = amount * factor + extra
    if increased != amount:
        game.emit("life_gain_increased", list(CITES), player=player_id, amount=amount, increased_to=increased)
    return increased
