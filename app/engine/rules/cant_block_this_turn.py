""" "Can't block this turn" as an effect (CR 509.1a: the defending player chooses blockers among the
untapped creatures they control that are able to block; 509.1b: restrictions): the
`cant_block_this_turn` effect, "Target creature can't block this turn." (Siegebreaker Giant),
"Creatures without flying can't block this turn." (Tectonic Rift). It is recorded on each
creature it affects as an effect that ends in the cleanup step (CR 514.2); a group ("creatures
without flying") is the creatures that are such as it resolves (CR 611.2c): a creature that
enters, or loses flying, afterwards can still block."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CantBlockEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.effects_targets import affected
from app.engine.state import Permanent, PowerToughnessEffect, StackObject


def _resolve_cant_block(game: Game, item: StackObject, effect: CantBlockEffect, choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        # s23-ori: "can't attack or block this turn" (CR 508.1c; the attack restriction of rules/s20venture_rooms.py)
        # s33-std21: "until your next turn" (CR 611.2a: until the controller's next turn begins, 500.1)
        lasting = {"duration": "until_your_next_turn", "until_turn_of": item.controller} \
            if effect.until_your_next_turn else {}
        target.effects.append(PowerToughnessEffect(source=item.source, cant_block=True,
                                                   cant_attack=effect.also_cant_attack, **lasting))
        game.changed(target)
        game.emit(
            "cant_block",
            [cr("608.2"), cr("611.2c"), cr("509.1a"), *([cr("508.1c")] if effect.also_cant_attack else []),
             *([cr("611.2a")] if effect.until_your_next_turn else [])],
            stack_object=item.id,
            source=item.source,
            permanent=target.id,
            duration=lasting.get("duration", "end_of_turn"),
        )


def _cant_block(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    if blocker.effects and any(effect.cant_block for effect in blocker.effects):
        return Refusal(f"{blocker.id} can't block this turn", (cr("509.1a"),), title="Can't block")
    return None


registry.effect_resolvers["cant_block_this_turn"] = _resolve_cant_block
registry.block_restrictions.add(_cant_block)
