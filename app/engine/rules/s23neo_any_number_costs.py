"""s23-neo: "As an additional cost to cast this spell, you may tap any number of untapped creatures you control. This
spell costs {1} less to cast for each creature tapped this way." (Explosive Singularity) / "... you may sacrifice any
number of nonland permanents. This spell costs {1} less to cast for each permanent sacrificed this way." (Rottenmouth
Viper): the `additional_cost` "tap" / "sacrifice" with `any_number` and `each_costs_less`.

The caster announces the permanents as the spell is cast (CR 601.2b, 118.8): the `cast` action's `choices.tap` (for
"tap": untapped permanents of the card type they control) or `choices.sacrifice` (for "sacrifice": permanents of the
card type they control); none named: none (the cost is optional, "you may"). The total cost is then `each_costs_less`
generic mana less for each (601.2f; the generic part only, never below zero, 118.7a; the mana value is unchanged,
202.3), and the permanents are tapped (701.26a) or sacrificed (701.21a) as the costs are paid (601.2h). A permanent
named that isn't such a permanent of the caster's (an opponent's, a tapped one to tap, another card type), or one named
twice, refuses the cast and nothing is paid. Tapping a creature this way is no {T} cost of its own, so a creature that
came under its controller's control this turn may be tapped (CR 302.6 restricts only its own {T} abilities)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import AdditionalCostAbility, CardDefinition
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent, Player

_CARD_TYPES = {"creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "land": "Land"}
_REDUCTION_CITES = (cr("601.2f"), cr("118.8"), cr("118.7a"))


def _costs(definition: CardDefinition) -> list[AdditionalCostAbility]:
    return [ability for ability in definition.abilities_of(AdditionalCostAbility) if ability.any_number]


def _of_type(game: Game, permanent: Permanent, card_type: str) -> bool:
    characteristics = characteristics_of(game, permanent)
    if characteristics is None:
        return False
    if card_type == "nonland_permanent":
        return "Land" not in characteristics.types
    return card_type == "permanent" or _CARD_TYPES.get(card_type, "") in characteristics.types


def _chosen(game: Game, player: Player, cost: AdditionalCostAbility) -> list[Permanent]:
    """The permanents the cast's choices name for the cost, checked (refuses a wrong choice, CR 601.2b)."""
    named = game.choices.tap if cost.cost == "tap" else game.choices.sacrifice
    if not named:
        return []
    game.used_choices.add("tap" if cost.cost == "tap" else "sacrifice")
    found = [game.permanent(object_id) for object_id in named]
    wrong = [object_id for object_id, permanent in zip(named, found, strict=True)
             if permanent is None or permanent.controller != player.id or not _of_type(game, permanent, cost.card_type)
             or (cost.cost == "tap" and permanent.tapped)]
    if wrong or len(set(named)) != len(named):
        what = f"{'untapped ' if cost.cost == 'tap' else ''}{cost.card_type.replace('_', ' ')} permanents"
        raise IllegalAction(
            "Additional cost can't be paid that way",
            f"choices.{'tap' if cost.cost == 'tap' else 'sacrifice'} must name different {what} {player.id} controls, "
            f"not {', '.join(wrong) or named}",
            [cr("601.2b"), cr("118.8")],
        )
    return [permanent for permanent in found if permanent is not None]


def reduction(game: Game, player: Player, definition: CardDefinition, cost: Any) -> Any:
    """CR 601.2f: {N} less for each permanent the caster taps or sacrifices for the cost (named in the cast's choices)."""
    if not game.choices.tap and not game.choices.sacrifice:
        return cost
    for ability in _costs(definition):
        if ability.each_costs_less is None:
            continue
        count = len(_chosen(game, player, ability))
        if count:
            done = "tapped" if ability.cost == "tap" else "sacrificed"
            cost = cost.reduced_generic(ability.each_costs_less * count,
                                        f"{definition.name} ({count} permanent(s) {done} for it)", _REDUCTION_CITES)
    return cost


def verify(game: Game, player: Player, definition: CardDefinition) -> None:
    """Refuse a cast whose permanents for the cost are chosen wrongly (before anything is paid)."""
    for ability in _costs(definition):
        _chosen(game, player, ability)


def pay(game: Game, player: Player, definition: CardDefinition) -> None:
    """Tap or sacrifice the chosen permanents as the costs are paid (CR 601.2h, 701.26a, 701.21a)."""
    for ability in _costs(definition):
        for permanent in _chosen(game, player, ability):
            if ability.cost == "tap":
                permanent.tapped = True
                game.changed(permanent)
                game.emit("tapped", [cr("601.2h"), cr("118.8"), cr("701.26a")], permanent=permanent.id,
                          purpose=f"the additional cost of {definition.name}")
            else:
                leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr("601.2h"), cr("118.8"), cr("701.21a")],
                                  reason="sacrificed")


registry.cost_modifiers.add(reduction, order=100)  # reductions after increases (CR 601.2f)
registry.cost_modifiers_own_kinds[reduction] = frozenset({AdditionalCostAbility})
