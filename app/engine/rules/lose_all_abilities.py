"""s17-linked: "Target creature loses all abilities until end of turn." (Merfolk Trickster's "It loses
all abilities until end of turn.", Warkite Marauder's "... loses all abilities and has base power and
toughness 0/1 until end of turn."): the `lose_all_abilities` effect, layer 6 (CR 613.1f).

As it resolves, each legal target gets an "until end of turn" effect with `lost_all_abilities`, which
ends in the cleanup step (CR 514.2). While it lasts the permanent has no abilities: every rule asks
for a permanent's abilities through `characteristics.current_face`, which then answers its face
without abilities or keywords (this module's `ability_losses` hook), so its triggered abilities don't
trigger (CR 603.2), its activated and mana abilities can't be activated (CR 602.1, 605.1) and its
static abilities don't apply (CR 604.1). Its printed keywords are gone, and so are keywords granted by
other effects: the loss is applied in layer 6 after them (rules/lose_keywords.py, the same order as
"loses flying"; the engine tracks no timestamps, CR 613.7, so a keyword granted by an effect that
begins later is lost too). Its other characteristics (name, colors, types, power and toughness) stay.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import LinkedLoseAllAbilitiesEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.state import Permanent, PowerToughnessEffect, StackObject


def _resolve_lose_all_abilities(
    game: Game, item: StackObject, effect: LinkedLoseAllAbilitiesEffect, choices: Choices
) -> None:
    for target_id in affected(game, item, effect.target):
        target = game.permanent(target_id)
        if target is None:
            continue
        target.effects.append(PowerToughnessEffect(source=item.source, lost_all_abilities=True))
        game.changed(target)
        game.emit(
            "abilities_lost",
            [cr("608.2"), cr("613.1f")],
            stack_object=item.id,
            source=item.source,
            permanent=target.id,
            duration="end_of_turn",
        )


def loses_all_abilities(game: Game, permanent: Permanent) -> bool:
    """CR 613.1f: whether a resolved "loses all abilities" effect applies to the permanent now."""
    effects = permanent.effects
    return bool(effects) and any(effect.lost_all_abilities for effect in effects)


registry.effect_resolvers["lose_all_abilities"] = _resolve_lose_all_abilities
registry.ability_losses.append(loses_all_abilities)
