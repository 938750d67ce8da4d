"""Damage redirection and "instead" effects from a source of your choice (CR 614.9, 614.1a, 609.7a).

The `replace_damage` effect (app/engine/cards.py) creates, as its spell or ability resolves, a
replacement effect for the next time the source chosen then (609.7a: `choices.damage_source` of
the resolving action, by default the first permanent or spell on the stack) would deal damage to
the protected player or permanent this turn. It is kept with the prevention shields (the state's
`prevention_shields`, its `instead` set) and ends with them in the cleanup step (514.2):
- "to_you" (Jade Monolith): that source deals that damage to the effect's controller instead, a
  redirection (614.9); combat damage stays combat damage. The redirected damage meets the
  prevention effects and replacements of its new recipient (rules/damage.py deals it).
- "also_to_its_controller" (Eye for an Eye): the damage is dealt as it would be, and the spell
  deals that much damage to the source's controller too, in the same event (614.1a).
The effect is used up by the first damage it replaces (it is gone before the replacing damage is
dealt, so two such effects can't feed each other). It applies after every prevention effect
(rules/prevention.py, order 110): damage prevented is not there to replace.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ReplaceDamageEffect
from app.engine.citations import cr
from app.engine.game import Game, remove_from
from app.engine.rules.damage import deal_damage
from app.engine.rules.effects_targets import affected, damage_source
from app.engine.rules.prevention import chosen_source, describe_source, shield_matches
from app.engine.rules.targeting import resolving_spell
from app.engine.state import PreventionShield, StackObject


def _resolve_replace_damage(game: Game, item: StackObject, effect: ReplaceDamageEffect, choices: Choices) -> None:
    chosen, named = chosen_source(game, item, None, choices)
    if chosen is None:
        game.emit("prevention_without_source", [cr("608.2"), cr("609.7a")], stack_object=item.id,
                  wanted=describe_source(None))
        return
    rule = cr("614.9") if effect.instead == "to_you" else cr("614.1a")
    for protects in affected(game, item, effect.target):
        shield = PreventionShield(created_by=damage_source(item), controller=item.controller or "", protects=protects,
                                  next_time=True, damage_source=chosen, instead=effect.instead)
        game.state.prevention_shields.append(shield)
        game.emit("prevention_shield", [cr("608.2"), rule, cr("609.7a")], stack_object=item.id,
                  shield=shield.model_dump(mode="json"), chosen=named)


def _controller_of(game: Game, source_id: str) -> str | None:
    """The controller of a damage source: a permanent, a spell on the stack or being resolved."""
    permanent = game.permanent(source_id)
    if permanent is not None:
        return permanent.controller
    item = game.stack_object(source_id) or resolving_spell(game, source_id)
    return item.controller if item is not None else None


def _replace(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> tuple[int, list[str]]:
    shields = game.state.prevention_shields
    if not shields or amount <= 0:
        return amount, []
    for shield in shields:
        if shield.instead is None or not shield_matches(shield, source_id, recipient, combat):
            continue
        remove_from(shields, shield)  # used up (the next time), before its damage is dealt
        if shield.instead == "to_you":
            cites = [cr("614.9"), cr("609.7a")]
            game.emit("damage_redirected", cites, by=shield.created_by, source=source_id, to=recipient,
                      redirected_to=shield.controller, amount=amount)
            deal_damage(game, source_id, shield.controller, amount, cites, combat=combat)
            return 0, []
        controller = _controller_of(game, source_id)
        cites = [cr("614.1a"), cr("609.7a")]
        if controller is not None:
            deal_damage(game, shield.created_by, controller, amount, [*cites, cr("120.1")])
        return amount, cites
    return amount, []


registry.effect_resolvers["replace_damage"] = _resolve_replace_damage
registry.damage_modifiers.add(_replace, order=120)  # after every prevention effect (rules/prevention.py)
