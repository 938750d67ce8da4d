"""s24-emn: emerge (CR 702.119). "Emerge [cost]" means "You may cast this spell by paying [cost] and sacrificing a
creature rather than paying its mana cost" and "If you chose to pay this spell's emerge cost, its total cost is reduced
by an amount of generic mana equal to the sacrificed creature's mana value." (702.119a).

It is the `alternative_cost` ability named "emerge" (an alternative cost, 118.9: only from the hand, one alternative
cost at most; rules/alternative_costs.py). The `cast` action's `alternative_cost` "emerge" chooses it and its
`choices.sacrifice` names the creature (601.2b: announced as the spell is cast): exactly one creature its caster
controls. The total cost is the emerge cost plus additional costs and increases, less that creature's mana value in
generic mana (601.2f, 118.7a: never below zero, never colored mana); the creature is sacrificed as the costs are paid
(601.2h, 701.21a). The spell's mana value is its mana cost's (118.9c, 202.3)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.cards import AdditionalCostAbility, CardDefinition, SacrificeOrManaCostAbility, TriggeredAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.costs import TotalCost
from app.engine.rules.event_triggers import triggered
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent, StackObject

EMERGE = "emerge"
CAST_CITES = (cr("702.119a"), cr("118.9"))
_SACRIFICE_CITES = (cr("702.119a"), cr("601.2h"), cr("701.21a"))
SACRIFICED = "emerge_sacrificed"
TRIGGER = "s24emn_emerge_sacrificed"  # the key in the spell's `choices`: the creature sacrificed to cast it


def sacrificed_creature(game: Game, player: str, definition: CardDefinition, action: Any) -> Permanent:
    """The creature the cast's `choices.sacrifice` names for its emerge cost, or why it can't be sacrificed."""
    if any(isinstance(ability, SacrificeOrManaCostAbility) or (isinstance(ability, AdditionalCostAbility)
                                                               and ability.cost == "sacrifice")
           for ability in definition.abilities):
        raise IllegalAction("Not modelled", f"{definition.name} has another sacrifice cost: both chosen with one "
                            "`choices.sacrifice` are not modelled", [cr("702.119a")])
    given = list(action.choices.sacrifice or [])
    pool = [permanent for permanent in game.state.battlefield if permanent.controller == player
            and (found := characteristics_of(game, permanent)) is not None and CardType.CREATURE.value in found.types]
    chosen = [permanent for permanent in pool if permanent.id in given]
    if len(given) != 1 or len(chosen) != 1:
        raise IllegalAction("Emerge needs a creature to sacrifice",
                            f"{definition.name}: to cast it with emerge, choices.sacrifice must name exactly one "
                            f"creature {player} controls among {[p.id for p in pool]}, not {given}",
                            [*_SACRIFICE_CITES, cr("601.2b")])
    return chosen[0]


def reduced(game: Game, player: str, definition: CardDefinition, action: Any, cost: TotalCost) -> TotalCost:
    """The total cost of a cast with emerge: less the sacrificed creature's mana value in generic mana (CR 702.119a,
    601.2f, 118.7a); any other cast's unchanged."""
    if action.alternative_cost != EMERGE:
        return cost
    creature = sacrificed_creature(game, player, definition, action)
    found = characteristics_of(game, creature)
    value = found.mana_value if found is not None else 0
    if not value:
        return cost
    return cost.reduced_generic(value, f"emerge, sacrificing {creature.id} (mana value {value})",
                                (cr("702.119a"), cr("601.2f")))


def pay(game: Game, player: str, definition: CardDefinition, action: Any, spell: StackObject) -> None:
    """Sacrifice the creature as the costs are paid (CR 601.2h, 701.21a); the spell remembers it."""
    if action.alternative_cost != EMERGE:
        return
    creature = sacrificed_creature(game, player, definition, action)
    game.used_choices.add("sacrifice")
    spell.choices[SACRIFICED] = creature.id
    leave_battlefield(game, creature, Zone.GRAVEYARD, cites=list(_SACRIFICE_CITES), reason="sacrificed")
    _sacrificed_triggers(game, creature, player)


def _sacrificed_triggers(game: Game, creature: Permanent, player: str) -> None:
    """"When you sacrifice ~ while casting a spell with emerge, ...": the sacrificed creature's abilities with the trigger
    "s24emn_emerge_sacrificed", as it last existed on the battlefield (CR 603.6c, 603.10a), controlled by the player who
    sacrificed it."""
    if creature.face_down or creature.card is None:
        return  # a face-down creature has no abilities (CR 708.2)
    found = [triggered(creature, index, TRIGGER, {"that_player": player, "that_permanent": creature.id},
                       [cr("702.119a"), cr("603.6c"), cr("603.10a")])
             for index, ability in enumerate(current_face(game, creature).abilities)
             if isinstance(ability, TriggeredAbility) and ability.trigger == TRIGGER]
    for keep in registry.pending_trigger_filters:
        found = keep(game, found)
    game.pending_triggers.extend(found)
