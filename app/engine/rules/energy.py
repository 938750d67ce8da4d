"""s24-kal: energy counters (CR 107.14, 122.1): counters a player has, like poison counters (the player's
`energy_counters`, a bounded count in the posted state).

- The effect `get_energy` ("you get {E}{E}", "you get {E} for each creature you control", "you get an amount of
  {E} equal to the greatest power among creatures you control"): its controller gets that many energy counters
  (CR 122.1; the amount counted as it resolves, 608.2h). A player's count never goes past the state's bound
  (1,000,000): more is refused rather than silently capped.
- The cost `pay_energy` ("Pay {E}{E}", an activated ability's cost, CR 602.2b): to pay {E} a player removes one
  energy counter from themselves (CR 107.14); a player with fewer than the cost can't pay it (118.3), and the
  activation is refused, nothing paid.
- A triggered ability's `optional_cost` made only of {E} ("Whenever ~ attacks, you may pay {E}{E}. If you do, ..."):
  paid the same way if its controller chooses to (CR 603.5, 608.2d; rules/triggers.py asks `energy_symbols`).
Energy counters stay from turn to turn (nothing empties them); no rule makes a player lose for them."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import GetEnergyEffect, PayEnergyCost
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import amount
from app.engine.state import Player, StackObject

CITES = (cr("107.14"), cr("122.1"))
MOST_ENERGY = 1_000_000  # the state's bound on a player's energy counters (state.Player.energy_counters)


def get_energy(game: Game, player: Player, given: int, cites: list[str], **details: Any) -> None:
    """CR 122.1: `player` gets `given` energy counters."""
    if given <= 0:
        return
    if player.energy_counters + given > MOST_ENERGY:
        raise IllegalAction("Too many energy counters", f"{player.id} would have "
                            f"{player.energy_counters + given} energy counters, more than the {MOST_ENERGY} a "
                            "state can hold", [cr("122.1")])
    player.energy_counters += given
    game.emit("energy_counters_given", cites, player=player.id, amount=given,
              energy_counters=player.energy_counters, **details)


def _resolve_get_energy(game: Game, item: StackObject, effect: GetEnergyEffect, choices: Choices) -> None:
    get_energy(game, game.player(item.controller), amount(game, item, effect.amount), [cr("608.2"), *CITES],
               stack_object=item.id)


def energy_to_pay(other_costs: list[Any]) -> int:
    """The energy an ability's costs pay ({E} each), 0 without a `pay_energy` cost."""
    return sum(cost.amount for cost in other_costs if isinstance(cost, PayEnergyCost))


def energy_problem(player: Player, needed: int) -> str | None:
    """Why `player` can't pay `needed` energy (CR 118.3), or None."""
    if needed > player.energy_counters:
        return f"{player.id} has {player.energy_counters} energy counter(s), not the {needed} to pay"
    return None


def pay_energy(game: Game, player: Player, paid: int, what: str) -> None:
    """CR 107.14, 602.2b: remove `paid` energy counters from `player` (verified payable before)."""
    if paid <= 0:
        return
    player.energy_counters -= paid
    game.emit("energy_paid", [cr("602.2b"), cr("107.14")], player=player.id, amount=paid,
              energy_counters=player.energy_counters, purpose=what)


def energy_symbols(cost_text: str) -> int | None:
    """How many {E} a cost written in symbols is ("{E}{E}": 2), or None when it isn't only {E} (CR 107.14)."""
    count, rest = cost_text.count("{E}"), cost_text.replace("{E}", "")
    return count if count and not rest else None


def verify_energy_payable(player: Player, needed: int, what: str) -> None:
    """CR 118.3: refuse a payment of `needed` energy `player` can't make."""
    if (short := energy_problem(player, needed)) is not None:
        raise IllegalAction("Cost can't be paid", f"{what}: {short}", [cr("118.3"), cr("107.14")])


registry.effect_resolvers["get_energy"] = _resolve_get_energy
