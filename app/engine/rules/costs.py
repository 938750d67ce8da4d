"""Total costs (CR 601.2f) and paying them from the mana pool (CR 601.2h).

Generic mana is paid with any type; colored and {C} symbols need their own type. A cost that
can't be paid in full is refused and nothing is paid (design.md §7). Cost reductions and
increases plug in through `registry.cost_modifiers`; non-mana symbols ({D}) through
`registry.additional_cost_payers`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from app.engine import registry
from app.engine.actions import ComputeCost
from app.engine.cards import CardDefinition
from app.engine.citations import cr
from app.engine.enums import COLOR_ORDER, PLAYER_ZONES
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.mana import format_mana, parse_mana_cost
from app.engine.state import Player

# Which pool types pay generic mana first: colorless, then colors in WUBRG order (deterministic).
_GENERIC_PAYMENT_ORDER = ("C", *COLOR_ORDER)


@dataclass(frozen=True)
class TotalCost:
    """The cost actually paid for a spell or ability, after increases and reductions."""

    generic: int = 0
    colored: dict[str, int] = field(default_factory=dict)
    colorless: int = 0
    hybrid: tuple[str, ...] = ()
    phyrexian: tuple[str, ...] = ()
    snow: int = 0
    additional: tuple[str, ...] = ()

    def mana_text(self) -> str:
        parts = [f"{{{self.generic}}}"] if self.generic else []
        parts += [f"{{{s}}}" for s in self.hybrid] + [f"{{{s}}}" for s in self.phyrexian] + ["{S}"] * self.snow
        parts += [f"{{{color}}}" * self.colored.get(color, 0) for color in COLOR_ORDER]
        parts.append("{C}" * self.colorless)
        return "".join(parts)

    def additional_text(self) -> list[str]:
        return [f"{{{symbol}}}" for symbol in self.additional]

    def with_generic(self, generic: int) -> TotalCost:
        return replace(self, generic=max(0, generic))


def total_cost(game: Game, player: Player, definition: CardDefinition, *, x: int = 0) -> TotalCost:
    """CR 601.2f: the mana cost (X = `x`) plus additional costs, then increases and reductions."""
    base = parse_mana_cost(definition.mana_cost or "")
    cost = TotalCost(generic=base.generic + base.x_count * x, colored=dict(base.colored), colorless=base.colorless,
                     hybrid=base.hybrid, phyrexian=base.phyrexian, snow=base.snow, additional=base.additional)
    for modifier in registry.cost_modifiers:
        cost = modifier(game, player, definition, cost)
    return cost


def plan_payment(pool: dict[str, int], cost: TotalCost) -> tuple[dict[str, int], list[str]]:
    """What to take from the pool, and what is missing (empty when payable)."""
    remaining = dict(pool)
    taken = dict.fromkeys(pool, 0)
    missing: list[str] = []
    for color, amount in [*cost.colored.items(), ("C", cost.colorless)]:
        paid = min(amount, remaining.get(color, 0))
        remaining[color] -= paid
        taken[color] += paid
        if paid < amount:
            missing.append(f"{amount - paid} {{{color}}}")
    generic_left = cost.generic
    for kind in _GENERIC_PAYMENT_ORDER:
        paid = min(generic_left, remaining[kind])
        remaining[kind] -= paid
        taken[kind] += paid
        generic_left -= paid
    if generic_left:
        missing.append(f"{generic_left} generic")
    return {kind: amount for kind, amount in taken.items() if amount}, missing


def verify_payable(game: Game, player: Player, cost: TotalCost, what: str) -> None:
    if cost.hybrid or cost.phyrexian or cost.snow:
        raise IllegalAction("Not supported yet", f"paying hybrid, Phyrexian or snow mana for {what} is not supported yet",
                            [cr("601.2h")])
    _, missing = plan_payment(player.mana_pool.amounts(), cost)
    if missing:
        pool = format_mana(player.mana_pool.amounts()) or "nothing"
        raise IllegalAction("Cost can't be paid", f"{what} costs {cost.mana_text() or '{0}'}; {player.id}'s mana pool "
                            f"has {pool}, missing {', '.join(missing)}; nothing was paid", [cr("601.2h")])
    for symbol in cost.additional:
        payer = registry.additional_cost_payers.get(symbol)
        if payer is None:
            raise IllegalAction("Not supported yet", f"paying {{{symbol}}} for {what} is not supported yet",
                                [cr("601.2h")])
        payer[0](game, player, what)


def pay(game: Game, player: Player, cost: TotalCost, what: str) -> None:
    """Pay a cost already verified payable; emits `mana_paid` (and the payers' events)."""
    taken, _ = plan_payment(player.mana_pool.amounts(), cost)
    for kind, amount in taken.items():
        setattr(player.mana_pool, kind, getattr(player.mana_pool, kind) - amount)
    game.emit("mana_paid", [cr("601.2h")], player=player.id, cost=cost.mana_text() or "{0}", paid=taken, purpose=what)
    for symbol in cost.additional:
        registry.additional_cost_payers[symbol][1](game, player, what)


# --- compute_cost query --------------------------------------------------------------------


def _card_for_query(game: Game, card: str) -> tuple[CardDefinition, Player | None]:
    location = game.find_zone_card(card, PLAYER_ZONES)
    if location is not None:
        return game.definition(location.card.card), location.player
    if card in game.catalog:
        return game.catalog[card], None
    raise IllegalAction("No such card", f"there is no card {card!r} in a player's zone nor in the catalog")


def verify_compute_cost(game: Game, action: ComputeCost) -> None:
    _card_for_query(game, action.card)
    if action.player is not None:
        game.player(action.player)
    if action.face_down:
        raise IllegalAction("Not supported yet", "the cost of casting face down is not supported yet", [cr("702.37")])


def compute_cost(game: Game, action: ComputeCost) -> dict[str, object]:
    definition, holder = _card_for_query(game, action.card)
    player = game.player(action.player or (holder.id if holder else game.state.active_player))
    cost = total_cost(game, player, definition, x=action.x or 0)
    return {"mana": cost.mana_text() or "{0}", "additional": cost.additional_text(),
            "mana_value": parse_mana_cost(definition.mana_cost or "").mana_value(0)}


registry.register_action("compute_cost", verify=verify_compute_cost, apply=compute_cost)
