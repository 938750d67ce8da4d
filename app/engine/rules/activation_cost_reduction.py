"""Activation-cost reductions counted on the battlefield (s15-neo): "This ability costs {1} less to
activate for each legendary creature you control." (channel lands), "... for each modified creature
you control." (CR 602.2b: activating follows the steps of casting, so the total cost is determined as
in 601.2f: the mana cost plus increases, then minus reductions; 118.7a: a generic reduction lowers
only the generic component, never below zero).

The permanents are counted as the cost is determined, among those the ability's controller controls,
with every continuous effect applied (CR 613), the spec read by the filter grammar (its states too:
"modified", CR 700.9). Asked only for an ability whose `cost_reduction` is set.
"""

from __future__ import annotations

from app.engine.cards import ActivatedAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.target_filters import matches_filter
from app.engine.target_grammar import parse_target_spec

CITES = (cr("602.2b"), cr("601.2f"), cr("118.7a"))


def reduction(game: Game, controller: str, ability: object, source_id: str = "") -> int:
    """The generic mana the ability's own "costs {N} less to activate for each ..." takes off (0 without one);
    s21-szn: "for each other Equipment you control" leaves out the ability's source (`source_id`)."""
    found = ability.cost_reduction if isinstance(ability, ActivatedAbility) else None
    if found is None:
        return 0
    spec = parse_target_spec(found.for_each_you_control)
    count = sum(
        1
        for permanent in game.state.battlefield
        if permanent.controller == controller and matches_filter(game, spec, permanent, source_id, controller)
    )
    return found.generic * count
