""" "When ~ enters, you may forage. If you do, draw a card." (Treetop Sentries, Bushy Bodyguard): a
triggered ability with `optional_forage` — as it resolves its controller chooses whether to forage
(CR 603.5, 608.2d), the `resolve` action's `choices.pay_optional_cost` (else the one announced with
the action that made it trigger; else no). Foraging (701.61a: exile three cards from your graveyard
or sacrifice a Food) is done as rules/forage.py does it, `choices.forage` saying how; choosing to
forage when one can't is refused with the reason. The effects follow only if they foraged ("If you
do")."""

from __future__ import annotations

from app.engine.actions import Choices
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.forage import forage
from app.engine.state import StackObject


def forage_if_chosen(game: Game, item: StackObject, choices: Choices) -> bool:
    decision = choices.pay_optional_cost
    if decision is None:
        decision = item.choices.get("pay_optional_cost")
    if not decision:
        game.emit(
            "optional_cost_declined",
            [cr("608.2d"), cr("701.61a")],
            stack_object=item.id,
            source=item.source,
            cost="forage",
            chosen=decision is not None,
        )
        return False
    forage(game, game.player(item.controller), f"the optional forage of {item.id}")
    return True
