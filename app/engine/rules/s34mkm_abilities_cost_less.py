"""s34-mkm: "Activated abilities of artifacts you control cost {1} less to activate. This effect can't reduce the mana in
that cost to less than one mana." / "Activated abilities of lands you control cost {1} less to activate." (the ability
`abilities_cost_less`; docs/oracle-s34-mkm.md).

Activating an ability follows the steps of casting a spell (CR 602.2b): its total cost is its mana cost (X included)
plus increases, less reductions (601.2f), here in `registry.activation_cost_modifiers` after the increases. Each
permanent with the ability reduces, for its controller, the cost of every activated ability (mana abilities too, CR
605.1a; rules/mana_abilities.py pays them the same way) of a permanent of `card_type` that player controls, its card
types as they are now (CR 613): the generic part only, never below zero (118.7a); with `min_one_mana`, never so far that
less than one mana is left in the cost in all (its colored, colorless, hybrid, Phyrexian, snow and generic mana). Such
reductions stack, each applied in battlefield order. A cost without mana is left as it is.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S34mkmAbilitiesCostLessAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.costs import TotalCost
from app.engine.state import Permanent, Player

CITES = (cr("602.2b"), cr("601.2f"), cr("118.7a"))


def mana_in(cost: TotalCost) -> int:
    """The mana in a total cost (each symbol one mana; X as the number chosen, in the generic part)."""
    return (cost.generic + sum(cost.colored.values()) + cost.colorless + len(cost.hybrid) + len(cost.phyrexian)
            + cost.snow)


def abilities_cost_less(game: Game, player: Player, permanent: Permanent, cost: TotalCost) -> TotalCost:
    """The reductions the permanents of `permanent`'s controller give its activated abilities (module docstring)."""
    if not cost.generic or not game_has(game, S34mkmAbilitiesCostLessAbility):
        return cost
    characteristics = characteristics_of(game, permanent)
    if characteristics is None:
        return cost
    types = {card_type.lower() for card_type in characteristics.types}
    for source in game.state.battlefield:
        if source.controller != permanent.controller:
            continue
        for _, ability in abilities_of_kind(game, source, S34mkmAbilitiesCostLessAbility):
            if ability.card_type not in types:
                continue
            generic = s35mkm_generic(game, source, ability.generic)  # s35-mkm: "where X is ~'s power"
            amount = min(generic, mana_in(cost) - 1) if ability.min_one_mana else generic
            if amount > 0 and cost.generic:
                cost = cost.reduced_generic(amount, f"{current_face(game, source).name} ({source.id})", CITES)
    return cost


def s35mkm_generic(game: Game, source: Permanent, generic: int | str) -> int:
    """s35-mkm: the generic mana an `abilities_cost_less` takes off: its number, or ~'s power now ("source_power", CR 208.1;
    none below zero)."""
    if isinstance(generic, int):
        return generic
    seen = characteristics_of(game, source)
    return max(0, seen.power or 0) if seen is not None and isinstance(seen.power, int) else 0


registry.activation_cost_modifiers.add(abilities_cost_less, order=100, needs=(S34mkmAbilitiesCostLessAbility,))
