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
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import Permanent, Player

CITES = (cr("601.2b"), cr("601.2h"), cr("118.8"), cr("701.26a"))
# The ability of each definition seen (kept with the definition, whose id then stays valid): one dict look-up a cast
_MEMO: dict[int, tuple[CardDefinition, TapOrManaCostAbility | None]] = {}


def _ability(definition: CardDefinition) -> TapOrManaCostAbility | None:
    found = _MEMO.get(id(definition))
    if found is None or found[0] is not definition:
        ability = next((a for a in definition.abilities if isinstance(a, TapOrManaCostAbility)), None)
        found = _MEMO[id(definition)] = (definition, ability)
    return found[1]


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


def _chosen(game: Game, player: Player, definition: CardDefinition, action: Any) -> Permanent | None:
    if not _taps(action):
        return None
    ability = _ability(definition)
    if ability is None:
        return None
    wanted = ability.card_type.capitalize()
    pool = [
        p
        for p in game.state.battlefield
        if p.controller == player.id and not p.tapped
        and (found := characteristics_of(game, p)) is not None and wanted in found.types
    ]
    given = list(action.choices.tap)
    chosen = [p for p in pool if p.id in given]
    if len(given) != 1 or len(chosen) != 1:
        raise IllegalAction(
            "Additional cost can't be paid that way",
            f"{definition.name}: choices.tap must name exactly one untapped {ability.card_type} you control among "
            f"{[p.id for p in pool]}, not {given} (or leave it out to pay {ability.mana})",
            [*CITES],
        )
    return chosen[0]


def verify(game: Game, player: Player, definition: CardDefinition, action: Any) -> None:
    """Refuse a cast whose chosen tap can't be done (CR 601.2h, 118.3)."""
    _chosen(game, player, definition, action)


def pay(game: Game, player: Player, definition: CardDefinition, action: Any) -> None:
    """Tap the permanent, when the caster chose to, as the spell's costs are paid (CR 601.2h, 701.26a)."""
    permanent = _chosen(game, player, definition, action)
    if permanent is not None:
        game.used_choices.add("tap")
        permanent.tapped = True
        game.changed(permanent)
        game.emit("tapped", [*CITES], permanent=permanent.id, purpose=f"the additional cost of {definition.name}")
