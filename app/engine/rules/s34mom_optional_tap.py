"""s34-mom: the optional action "tap_permanents" (CR 608.2d, 701.26a): "Whenever ~ attacks, you may tap two other untapped
creatures you control. If you do, ~ can't be blocked this turn." / "..., you may tap two untapped creatures you control.
When you do, ..." — `amount` permanents of its controller matching `spec` ("creature:other": not the ability's source),
untapped, tapped as the ability resolves.

The choice to do it is rules/reflexive.py's (`choices.pay_optional_cost`); this module taps them. They are chosen as it
resolves, not targeted (608.2d): the `resolve` action's `choices.tap` names them (as for the cost "Tap two untapped
creatures you control", rules/tap_costs.py, whose plan this is), else the documented default, the first such untapped
permanents of the controller in battlefield order. Choosing to do it with too few of them is refused, as the action
can't be done and "If you do" could never hold (608.2d); a named permanent that is tapped, not theirs or not of the spec
is refused too. Tapping them is no {T} cost: a creature that came under its controller's control this turn may be
tapped (302.6 limits only {T} and {Q} costs)."""

from __future__ import annotations

from app.engine.cards import OptionalAction, TapPermanentsCost
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.tap_costs import pay_taps, plan_taps
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

CITES = (cr("608.2d"), cr("701.26a"))


def describe(action: OptionalAction) -> str:
    """The action as the `pending` decision's `cost` names it ("tap 2 untapped creatures other than ~ you control")."""
    return f"tap {action.amount} untapped {parse_target_spec(action.spec or '').words()} you control"


def do_optional_tap(game: Game, item: StackObject, action: OptionalAction) -> list[str]:
    """The optional action "tap_permanents" (its controller chose to do it): its citations."""
    what = f"the optional action of {item.id} ({describe(action)})"
    cost = TapPermanentsCost(count=action.amount, spec=action.spec or "creature")
    pay_taps(game, plan_taps(game, game.player(item.controller), item.source or "", [cost], what), what)
    return [*CITES]
