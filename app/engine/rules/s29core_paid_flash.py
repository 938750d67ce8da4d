"""s29-core: "You may cast ~ as though it had flash if you pay {2} more to cast it." (Harbinger of the Tides, Rout; CR
702.8a, 601.3, 601.2f; docs/oracle-s29-core.md).

The card's own `cast_as_though_flash` of `spells` "self" with `if_you_pay`: a cast that could not happen now without a
permission (rules/flash.py asks this module last, after the card's type, flash and every free permission) is allowed,
and the mana `if_you_pay` names is added to that cast's total cost (601.2f: an additional cost; increases come before
reductions). A cast at a time the card could be cast anyway pays nothing more. The permission used is recorded for the
action being played (its index and the card's name), where the cost modifier reads it; the modifier runs only for a
spell with such an ability (`registry.cost_modifiers_own_kinds`)."""

from __future__ import annotations

from dataclasses import replace

from app.engine import registry
from app.engine.cards import CardDefinition, CastAsThoughFlashAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.mana import parse_mana_cost
from app.engine.rules.costs import TotalCost
from app.engine.state import Player

_USED = "s29core_paid_flash"  # game.rule_memory: (action index, card name) of the cast that uses the permission
CITES = (cr("702.8a"), cr("601.2f"))


def _paid(definition: CardDefinition) -> str | None:
    return next((ability.if_you_pay for ability in definition.abilities
                 if isinstance(ability, CastAsThoughFlashAbility) and ability.spells == "self" and ability.if_you_pay),
                None)


def permits(game: Game, player: Player, definition: CardDefinition) -> bool:
    """Whether the card's paid permission lets `player` cast it now (asked only when nothing else does); recorded, so
    the cost of this cast has the mana added."""
    if _paid(definition) is None:
        return False
    game.rule_memory[_USED] = (game.action_index, definition.name)
    return True


def _more(game: Game, player: Player, definition: CardDefinition, cost: TotalCost) -> TotalCost:
    """CR 601.2f: the mana `if_you_pay` names, added to the total cost of the cast that uses the permission."""
    paid = _paid(definition)
    if paid is None or game.rule_memory.get(_USED) != (game.action_index, definition.name):
        return cost
    more = cost.plus(parse_mana_cost(paid))
    return replace(more, cites=(*cost.cites, *CITES),
                   reductions=(*cost.reductions, f"{definition.name}: {paid} more, cast as though it had flash"))


registry.cost_modifiers.add(_more, order=50)  # an increase: before the reductions (100)
registry.cost_modifiers_own_kinds[_more] = frozenset({CastAsThoughFlashAbility})
