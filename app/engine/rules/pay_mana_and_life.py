"""s14-forage: "you may pay {W}{B} and 2 life. When you do, ..." (Zoraline, Cosmos Caller): a
triggered ability's optional cost of mana and life (`optional_cost` with `optional_life`), paid as
it resolves when its controller chooses to (`choices.pay_optional_cost`, CR 603.5, 608.2d) —
rules/triggers.py pays it with these.

Paying life is losing it (CR 119.4), so it counts as life lost this turn and triggers "whenever
you lose life" (rules/life_this_turn.py); a player can pay life only if their life total is at
least that amount (119.4), and a cost is paid all or not at all: with too little life nothing is
paid and the choice is refused with the reason (601.2h, 118.3)."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.life_this_turn import lose_life
from app.engine.state import Player

CITES = (cr("119.4"), cr("118.3"))


def verify_life_payable(player: Player, life: int, what: str) -> None:
    if player.life < life:
        raise IllegalAction(
            "Not enough life", f"{what}: {player.id} has {player.life} life and can't pay {life} life", [*CITES]
        )


def pay_life(game: Game, player: Player, life: int, what: str) -> None:
    lose_life(game, player, life)
    game.emit("life_paid", [cr("119.4"), cr("608.2d")], player=player.id, amount=life, life=player.life, purpose=what)
