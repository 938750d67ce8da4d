"""s27-older: the Pacts' delayed triggered ability (docs/oracle-s27-older.md): "At the beginning of your next upkeep, pay
{3}{U}{U}. If you don't, you lose the game." (Pact of Negation, Slaughter Pact, Summoner's Pact, Pact of the Titan).

- As the spell resolves, `lose_game` with `unless_paid_at_your_next_upkeep` creates a delayed triggered ability (CR
  603.7a; the state's `delayed_triggers`, `at` "your_next_upkeep", `action` "s27older_pay_or_lose", `cost` the mana
  cost; rules/s23c13_lose_game.py). It triggers once (603.7c), as its controller's next upkeep begins (603.7b, 503.1a):
  created during its controller's upkeep, it waits for their next turn's.
- As it resolves its controller decides whether to pay (608.2d; the `resolve` action's `choices.pay_optional_cost`,
  asked by `pending` with the cost): paying pays the mana from their mana pool (a cost that can't be paid is refused,
  nothing paid, 118.3); not paying (the default) and they lose the game (104.3e; "you can't lose the game" still
  applies, s24-core).

Gating: the upkeep hook returns at once when the state has no delayed triggers (most games)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs
from app.engine.rules.s23c13_lose_game import lose
from app.engine.rules.sba import decide_game
from app.engine.state import StackObject

AT, ACTION = "your_next_upkeep", "s27older_pay_or_lose"
CITES = (cr("603.7"), cr("118.12"))


def _upkeep_begins(game: Game) -> None:
    """CR 603.7b-c: the active player's Pact triggers trigger once, as their upkeep begins."""
    if not game.state.delayed_triggers:  # nearly every game: no call at all
        return
    active = game.state.active_player
    for fired in game.take_delayed_triggers(lambda d: d.action == ACTION and d.at == AT and d.controller == active):
        game.pending_triggers.append(PendingTrigger(
            fired.source or "delayed", None, fired.controller, f"delayed:{ACTION}", [], [cr("603.7"), cr("503.1a")],
            data={"delayed": {"action": ACTION, "objects": [], "cost": fired.cost}}))


def _choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """`pending`: whether its controller pays the cost (CR 608.2d)."""
    if "pay_optional_cost" in item.choices:
        return None
    return {"stack_object": item.id, "choice": "pay_optional_cost", "values": [True, False],
            "cost": item.choices["delayed"].get("cost"), "player": item.controller}


def _resolve_delayed(game: Game, item: StackObject) -> None:
    cost_text = str(item.choices["delayed"].get("cost") or "")
    player = game.player(item.controller or "")
    game.emit("ability_resolved", [cr("608.2"), *CITES], stack_object=item.id, source=item.source, effect=ACTION)
    paid = bool(game.choices.pay_optional_cost)
    if game.choices.pay_optional_cost is not None:
        game.used_choices.add("pay_optional_cost")
    if paid:
        what = f"the cost {cost_text} of {item.id}"
        cost = costs.TotalCost.from_mana_cost(parse_mana_cost(cost_text))
        costs.verify_payable(game, player, cost, what)  # CR 118.3: refused, nothing paid
        costs.pay(game, player, cost, what)
        game.emit("optional_cost_paid", [*CITES, cr("608.2d")], stack_object=item.id, source=item.source,
                  cost=cost_text)
        return
    game.emit("optional_cost_declined", [*CITES, cr("608.2d")], stack_object=item.id, source=item.source,
              cost=cost_text, chosen=game.choices.pay_optional_cost is not None)
    lose(game, item, player.id, ACTION)  # "If you don't, you lose the game." (CR 104.3e)
    decide_game(game)


registry.delayed_resolvers[ACTION] = _resolve_delayed
registry.delayed_choices[ACTION] = _choice
registry.step_begin[Step.UPKEEP].add(_upkeep_begins, order=22)
