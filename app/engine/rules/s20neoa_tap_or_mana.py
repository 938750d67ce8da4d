"""s20-neoa: "As an additional cost to cast this spell, tap an untapped artifact you control or pay {1}."
(Disruption Protocol): the `tap_or_mana_cost` ability (CR 118.8: an additional cost; 601.2b: the player announces
how they will pay it as they cast the spell; 601.2f: mana among additional costs adds to the total cost; 601.2h: all
costs are paid together; 701.26a: to tap a permanent is to turn it sideways).

The choice is the `cast` action's `choices.tap`: given, the caster taps that permanent (exactly one untapped
permanent of the ability's `card_type` they control; a wrong choice refuses the cast and changes nothing); absent, the
documented default is to pay the mana, which the total cost then includes (and which must be payable like the rest of
it). Tapping it is not a {T} cost: an artifact creature that came under its controller's control this turn may be
tapped (CR 302.6 limits only {T} and {Q} costs of a permanent's own abilities). The tap happens as the costs are paid
(601.2h), after the mana (an artifact tapped for mana is tapped already, so it can't also pay this cost)."""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, TapOrManaCostAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.sacrifice_or_mana import one_named
from app.engine.state import Permanent, Player

CITES = (cr("601.2b"), cr("601.2h"), cr("118.8"), cr("701.26a"))


def _ability(definition: CardDefinition) -> TapOrManaCostAbility | None:
    for ability in definition.abilities:  # most cards: none (a plain loop: no generator at every cast)
        if isinstance(ability, TapOrManaCostAbility):
            return ability
    return None


def _taps(action: Any) -> bool:
    choices = getattr(action, "choices", None)
    return getattr(choices, "tap", None) is not None


def extra_mana(definition: CardDefinition, action: Any) -> tuple[str, ...]:
    """The mana this additional cost adds to the total cost (CR 601.2f): its `mana`, unless the caster taps a
    permanent instead."""
    ability = _ability(definition)
    if ability is None or _taps(action):
        return ()
    return (ability.mana,)


def chosen_tap(game: Game, player: Player, definition: CardDefinition, action: Any) -> Permanent | None:
    """The permanent the caster taps for the cost (None: they pay the mana); a wrong choice refuses the cast and
    changes nothing (CR 601.2h, 118.3). rules/stack.py asks it as the cast is verified."""
    ability = _ability(definition) if _taps(action) else None
    if ability is None:
        return None
    return one_named(game, player, definition, ability, list(action.choices.tap), "tap", [*CITES])


def pay(game: Game, player: Player, definition: CardDefinition, action: Any) -> None:
    """Tap the permanent, when the caster chose to, as the spell's costs are paid (CR 601.2h, 701.26a)."""
    permanent = chosen_tap(game, player, definition, action)
    if permanent is not None:
        game.used_choices.add("tap")
        permanent.tapped = True
        game.changed(permanent)
        game.emit("tapped", [*CITES], permanent=permanent.id, purpose=f"the additional cost of {definition.name}")
