"""s34-tdm: harmonize (CR 702.180; docs/oracle-s34-tdm.md): the ability `harmonize`, "Harmonize {4}{G}".

- CR 702.180a: "Harmonize [cost]" means "You may cast this card from your graveyard by paying [cost] and tapping up to
  one untapped creature you control rather than paying this spell's mana cost", "If you cast this spell using its
  harmonize ability, its total cost is reduced by an amount of generic mana equal to the tapped creature's power" and
  "If the harmonize cost was paid, exile this card instead of putting it anywhere else any time it would leave the
  stack". The cast from the graveyard, its alternative cost and the exile as it leaves the stack are flashback's
  (rules/flashback.py's `flashback_cost` finds the harmonize cost too; the spell records `choices.flashback`).
- The creature: the `cast` action's `choices.tap` (one id at most; none: no creature tapped). It must be an untapped
  creature the caster controls; tapping it isn't a {T} cost, so a creature that came under its control this turn may
  be tapped (CR 302.6 limits only {T} and {Q} costs of its own abilities). The total cost's generic mana is reduced by
  its power (never below zero, CR 118.7a; colored mana is never reduced), then it is tapped as the total cost is paid
  (702.180b, 601.2h), before the mana (so it can't also tap for mana for the same spell).
- The reader reads harmonize on instants and sorceries only: a permanent card with `harmonize` can't be cast with it
  here (rules/flashback.py refuses it, as for flashback).
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, HarmonizeAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import convoke
from app.engine.rules.costs import TotalCost
from app.engine.state import Permanent, Player

CITES = (cr("702.180a"), cr("702.180b"))


def has_harmonize(definition: CardDefinition) -> bool:
    return any(isinstance(ability, HarmonizeAbility) for ability in definition.abilities)  # asked with `tap` only


def harmonizing(definition: CardDefinition, zone: Zone, alternative: str | None) -> bool:
    """Whether this cast is a cast with harmonize: from the graveyard, for its harmonize cost (the flashback path)."""
    return zone is Zone.GRAVEYARD and alternative is not None and has_harmonize(definition)


def reduced(game: Game, player: Player, definition: CardDefinition, cost: TotalCost,
            action: Any) -> tuple[TotalCost, Permanent | None]:
    """The total cost less the tapped creature's power in generic mana (CR 702.180a, 118.7a), and the creature to tap
    (None: none named); refuses a creature that can't be tapped for it, changing nothing."""
    named = action.choices.tap
    if not named:
        return cost, None
    if len(named) != 1:
        raise IllegalAction("Harmonize", f"harmonize taps up to one untapped creature, not {len(named)}", list(CITES))
    untapped = {permanent.id: permanent for permanent in convoke.candidates(game, player, CardType.CREATURE)}
    creature = untapped.get(named[0])
    if creature is None:
        raise IllegalAction("Harmonize", f"harmonize can tap only an untapped creature {player.id} controls "
                            f"({', '.join(untapped) or 'none'}), not {named[0]}", list(CITES))
    characteristics = characteristics_of(game, creature)
    power = characteristics.power if characteristics is not None and characteristics.power is not None else 0
    return cost.reduced_generic(max(power, 0), f"harmonize: {creature.id}'s power", CITES), creature


def tap_for_harmonize(game: Game, creature: Permanent | None, definition: CardDefinition, cites: list[str]) -> None:
    """CR 702.180b, 601.2h: the creature is tapped as the total cost is paid."""
    cites.extend(CITES)
    if creature is None:
        return
    game.used_choices.add("tap")
    creature.tapped = True
    game.changed(creature)
    game.emit("tapped", list(CITES), permanent=creature.id, purpose=f"harmonize: {definition.name}")
