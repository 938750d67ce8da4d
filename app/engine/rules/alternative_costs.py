"""s16-kws: alternative costs printed on a card (CR 118.9): "Spectacle {1}{B}" (CR 702.137a:
"You may pay [cost] rather than pay this spell's mana cost if an opponent lost life this turn")
and "You may pay {2}{U} rather than pay this spell's mana cost." (the `alternative_cost` ability,
`name` "spectacle" / "rather_than_mana_cost").

The `cast` action's `alternative_cost` names the cost paid instead of the mana cost (601.2b: the
player announces it; 601.2f: it is the base of the total cost, to which additional costs such as
kicker are added and increases and reductions applied). Only one alternative cost may be paid
(118.9a), so it is offered from the hand only: a card cast from a graveyard with flashback or
escape already pays one, and other zones are not modelled. A face-down cast is refused (its {3}
is an alternative cost too, 708.4). Spectacle is refused unless an opponent of the caster lost
life this turn (rules/life_this_turn.py, CR 119.3, 120.3a). The spell's mana value is unchanged
(118.9c, 202.3). The spell records `choices.alternative_cost`."""

from __future__ import annotations

from app.engine.actions import Cast
from app.engine.cards import AlternativeCostAbility, CardDefinition
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import (  # free_casting: s18-castfree
    free_casting,
    s21mutate_mutate,
    s24emn_emerge,  # s24-emn
    s24emn_madness,  # s24-emn
    s24mh1_exile_alternative,
    s26cmda_commander,  # s26-cmda
    turn_records,
)
from app.engine.rules.life_this_turn import condition_holds
from app.engine.state import StackObject

ALTERNATIVE_COST = "alternative_cost"  # the key in a spell's `choices`
_CITES = {"spectacle": (cr("702.137a"), cr("118.9")), "rather_than_mana_cost": (cr("118.9"),),
          "cleave": (cr("702.148a"), cr("702.148b"), cr("118.9")),  # s16-cleave
          "without_paying_mana_cost": (cr("118.9"), cr("601.2f")),  # s18-castfree
          "mutate": s21mutate_mutate.CAST_CITES,  # s21-mutate (CR 702.140a)
          "emerge": s24emn_emerge.CAST_CITES,  # s24-emn (CR 702.119a)
          "madness": s24emn_madness.CAST_CITES,  # s24-emn (CR 702.35a)
          "evoke": (cr("702.74a"), cr("118.9")),  # s24-mh1
          "dash": (cr("702.109a"), cr("118.9")),  # s24-khans (rules/s24khans_dash.py)
          "exile_card_from_hand": (cr("118.9"), cr("601.2h")),  # s24-mh1
          "overload": (cr("702.96a"), cr("702.96b"), cr("118.9")),  # s25-mh (rules/s25mh_overload.py)
          "blitz": (cr("702.152a"), cr("118.9")),  # s25-ncc (rules/s25ncc_blitz.py)
          "awaken": (cr("702.113a"), cr("118.9")),  # s27-mech (rules/s27mech_awaken.py)
          "impending": (cr("702.176a"), cr("118.9"))}  # s33-dsk (rules/s33dsk_impending.py)


def alternatives(definition: CardDefinition) -> list[AlternativeCostAbility]:
    return [ability for ability in definition.abilities if isinstance(ability, AlternativeCostAbility)]


def cites(name: str) -> tuple[str, ...]:
    return _CITES[name]


def chosen_cost(game: Game, player: str, definition: CardDefinition, action: Cast, zone: Zone) -> str | None:
    """The alternative cost the cast pays instead of the mana cost (None: the mana cost), or why it can't."""
    name = action.alternative_cost
    if name is None:
        return None
    if name == free_casting.WITHOUT_PAYING:  # s18-castfree: "without paying their mana costs" (CR 118.9)
        return free_casting.verify_free(game, player, definition, action, zone)
    found = [ability for ability in alternatives(definition) if ability.name == name]
    if not found:
        raise IllegalAction(
            "No such alternative cost",
            f"{definition.name} has no {name.replace('_', ' ')} cost: cast it without `alternative_cost`",
            [cr("118.9")],
        )
    if name == s24emn_madness.MADNESS:  # s24-emn: only as its madness trigger resolves, from exile (CR 702.35a)
        s24emn_madness.verify_cast(game, definition, action.card, zone)
        return found[0].cost
    if zone is not Zone.HAND or action.face_down:
        raise IllegalAction(
            "One alternative cost",
            f"{definition.name}: an alternative cost is paid here only for a face-up spell cast from its caster's "
            "hand (only one alternative cost can be paid)",
            [cr("118.9a")],
        )
    if name == "spectacle" and not condition_holds(game, player, "opponent_lost_life"):
        raise IllegalAction(
            "No spectacle",
            f"{definition.name}'s spectacle cost can be paid only if an opponent of {player} lost life this turn",
            [cr("702.137a")],
        )
    if name == s24emn_emerge.EMERGE:  # s24-emn: the creature to sacrifice, named as it is cast (CR 702.119a, 601.2b)
        s24emn_emerge.sacrificed_creature(game, player, definition, action)
    if name == s21mutate_mutate.MUTATE:  # s21-mutate: a mutating creature spell's target (CR 702.140a)
        s21mutate_mutate.verify_cast(game, player, definition, action)
    if found[0].if_not_your_turn or found[0].exile_color is not None:  # s24-mh1 (CR 118.9, 102.1)
        s24mh1_exile_alternative.verify(game, player, definition, action, found[0])
    if found[0].if_you_control_a_commander:  # s26-cmda: "If you control a commander, ..." (CR 118.9, 903.3d)
        s26cmda_commander.verify_commander_condition(game, player, definition, found[0])
    condition = found[0].if_this_turn
    if condition is not None and not turn_records.holds(game, player, condition):  # s17-taile: raid (CR 118.9)
        raise IllegalAction(
            "Condition not met",
            f"{definition.name}'s alternative cost can be paid only if {turn_records.describe(condition)}",
            [cr("118.9"), *turn_records.cites_of(condition)],
        )
    return found[0].cost


def record(spell: StackObject, action: Cast, cites_: list[str]) -> None:
    if action.alternative_cost is not None:
        spell.choices[ALTERNATIVE_COST] = action.alternative_cost
        cites_.extend(_CITES[action.alternative_cost])
