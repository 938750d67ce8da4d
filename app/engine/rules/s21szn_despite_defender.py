"""s21-szn: "~ can attack this turn as though it didn't have defender." as an effect (Prismari Pledgemage's magecraft,
Skyclave Squid's landfall): the `attacks_despite_defender_this_turn` effect. As it resolves, each permanent it names
gets an effect (`attacks_despite_defender` on the permanent's `effects`) that ends in the cleanup step (CR 514.2); a
group is the permanents that are such as it resolves (CR 611.2c). rules/defender.py asks `attacks_this_turn` before
refusing an attack by a creature with defender (CR 702.3b)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S21sznAttacksDespiteDefenderEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.state import Permanent, PowerToughnessEffect, StackObject

KIND = "attacks_despite_defender_this_turn"


def _resolve(game: Game, item: StackObject, effect: S21sznAttacksDespiteDefenderEffect, choices: Choices) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, attacks_despite_defender=True))
        game.changed(target)
        game.emit("attacks_despite_defender", [cr("608.2"), cr("611.2c"), cr("702.3b")], stack_object=item.id,
                  source=item.source, permanent=target.id, duration="end_of_turn")


def attacks_this_turn(attacker: Permanent) -> bool:
    """Whether an effect lets the attacker attack this turn as though it didn't have defender (CR 702.3b)."""
    return bool(attacker.effects) and any(effect.attacks_despite_defender for effect in attacker.effects)


registry.effect_resolvers[KIND] = _resolve
