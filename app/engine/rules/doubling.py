"""Doubling a creature's power (CR 701.10b, 701.10c): the `double_power` effect, "Double the power of
target creature until end of turn." (Unleash Fury).

As the effect resolves the creature gets +X/+0 until end of turn, X being its power then (layer 7c,
CR 613.4c; the number is fixed as it resolves, 608.2h: a later change of its power doesn't change
the bonus). A creature whose power is below 0 gets -X/-0 instead, X the difference between its
power and 0 (701.10c): in both cases its power changes by its current power. A creature with power
0 gets +0/+0. s22-stx: with `and_toughness` ("Double ~'s power and toughness until end of turn."), its toughness
changes by its current toughness the same way (+X/+Y)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DoublePowerEffect
from app.engine.characteristics import compute, is_creature
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.state import PowerToughnessEffect, StackObject


def _resolve(game: Game, item: StackObject, effect: DoublePowerEffect, choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None or not is_creature(game, target):
            continue
        characteristics = compute(game, target)
        power = characteristics.power if characteristics is not None and characteristics.power is not None else 0
        # s22-afr, s22-stx: "... power and toughness" doubles the toughness the same way (+0/+Y; -0/-Y below 0)
        toughness = characteristics.toughness if (
            effect.and_toughness and characteristics is not None and characteristics.toughness is not None) else 0
        rule = "701.10c" if power < 0 or toughness < 0 else "701.10b"
        target.effects.append(PowerToughnessEffect(source=item.source, power=power, toughness=toughness))
        game.changed(target)
        game.emit(
            "pumped",
            [cr("608.2"), cr(rule), cr("613.4c")],
            stack_object=item.id,
            source=item.source,
            permanent=target.id,
            power=power,
            toughness=toughness,
            duration="end_of_turn",
        )


registry.effect_resolvers["double_power"] = _resolve
