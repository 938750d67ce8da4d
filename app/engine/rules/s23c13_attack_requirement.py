"""s23-c13: the effect `attack_requirement_this_turn`: "Target creature attacks this turn if able." (Courtly
Provocateur; CR 508.1d: the active player checks each creature they control for requirements as attackers are
declared; 514.2: it ends in the cleanup step). As it resolves, each permanent it names gets the requirement (a
`PowerToughnessEffect` with `attack_requirement`); rules/combat_requirements.py obeys it with "attacks each combat if
able": a declaration leaving home a creature with it that could attack is refused (508.1d), and a creature that
can't attack (tapped, summoning sick, a restriction, a cost to attack) isn't required to. s32-stda: "attacks this combat
if able" (`s32stda_this_combat`): the requirement is an "end_of_combat" effect, ended as this combat ends (CR 511.3)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S23c13AttackRequirementThisTurnEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import add_kind
from app.engine.rules.combat_requirements import ATTACK_REQUIREMENT_KIND
from app.engine.rules.effects_targets import affected
from app.engine.rules.s26tsp_goad import goad
from app.engine.state import PowerToughnessEffect, StackObject


def _resolve(game: Game, item: StackObject, effect: S23c13AttackRequirementThisTurnEffect, choices: Choices) -> None:
    if effect.goad:  # s26-tsp: "Goad target creature." (CR 701.15a)
        goad(game, item, effect)
        return
    targets = [found for found in map(game.permanent, affected(game, item, effect.target)) if found is not None]
    for target in targets:  # each until the cleanup step (CR 514.2)
        duration = "end_of_combat" if effect.s32stda_this_combat else "end_of_turn"  # s32-stda: "this combat" (511.3)
        target.effects.append(PowerToughnessEffect(  # s28-core: "attacks you" (rules/s28core_attacks_you.py)
            source=item.source, attack_requirement=True, must_attack_player=item.controller if effect.attacks_you else None,
            duration=duration))
        game.changed(target)
        game.emit("attack_requirement", [cr("608.2"), cr("508.1d")], stack_object=item.id, source=item.source,
                  permanent=target.id, duration=duration)
    if targets:
        add_kind(game, ATTACK_REQUIREMENT_KIND)


registry.effect_resolvers["attack_requirement_this_turn"] = _resolve
