""" "<Creature> can't be blocked by creatures with power 2 or less this turn." (Ghirapur Guide): the
`cant_be_blocked_by_this_turn` effect, a restriction on blocking (CR 509.1b: the defending player's
blocks must obey every restriction).

It is recorded on the permanent as an effect that ends in the cleanup step (CR 514.2). The
blockers' power is the one they have as blockers are declared (CR 509.1b checks the declaration),
so a creature pumped past the bound before blocks can block it, and one shrunk below it can't.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CantBeBlockedByThisTurnEffect
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.effects_targets import affected
from app.engine.state import Permanent, PowerToughnessEffect, StackObject


def _resolve(game: Game, item: StackObject, effect: CantBeBlockedByThisTurnEffect, choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(
            PowerToughnessEffect(
                source=item.source,
                cant_be_blocked_by_power_at_most=effect.power_at_most,
                cant_be_blocked_by_power_at_least=effect.power_at_least,
                cant_be_blocked_by_subtypes=list(effect.by_subtypes),  # s22-afr (CR 205.3)
            )
        )
        game.changed(target)
        game.emit(
            "cant_be_blocked",
            [cr("608.2"), cr("509.1b")],
            stack_object=item.id,
            source=item.source,
            permanent=target.id,
            duration="end_of_turn",
            power_at_most=effect.power_at_most,
            power_at_least=effect.power_at_least,
        )


def _blocked_by_power(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    if not attacker.effects:
        return None
    unwanted = [s for effect in attacker.effects for s in effect.cant_be_blocked_by_subtypes]  # s22-afr
    if unwanted:
        blocker_characteristics = characteristics_of(game, blocker)
        kinds = blocker_characteristics.subtypes if blocker_characteristics is not None else []
        if any(subtype in kinds for subtype in unwanted):
            return Refusal(f"{attacker.id} can't be blocked by {' or '.join(unwanted)} creatures this turn; "
                           f"{blocker.id} is one", (cr("509.1b"), cr("205.3")), title="Can't be blocked")
    bounds = [
        (effect.cant_be_blocked_by_power_at_most, effect.cant_be_blocked_by_power_at_least)
        for effect in attacker.effects
        if effect.cant_be_blocked_by_power_at_most is not None or effect.cant_be_blocked_by_power_at_least is not None
    ]
    if not bounds:
        return None
    characteristics = characteristics_of(game, blocker)
    power = (characteristics.power or 0) if characteristics is not None else 0
    for at_most, at_least in bounds:
        if at_most is not None and power <= at_most:
            return Refusal(
                f"{attacker.id} can't be blocked by creatures with power {at_most} or less this turn; "
                f"{blocker.id} has power {power}",
                (cr("509.1b"),),
                title="Can't be blocked",
            )
        if at_least is not None and power >= at_least:
            return Refusal(
                f"{attacker.id} can't be blocked by creatures with power {at_least} or greater this turn; "
                f"{blocker.id} has power {power}",
                (cr("509.1b"),),
                title="Can't be blocked",
            )
    return None


registry.effect_resolvers["cant_be_blocked_by_this_turn"] = _resolve
registry.block_restrictions.add(_blocked_by_power)
