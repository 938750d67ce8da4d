"""s31-stdbb: "Remove target attacking or blocking creature from combat." (Labyrinth of Skophos; CR 506.4): the effect
`s31stdbb_remove_from_combat`.

As it resolves, the target, if still legal (CR 608.2b), is removed from combat: it is no longer an attacking, blocking,
blocked or unblocked creature (506.4), so it deals and is dealt no combat damage. An attacker it was blocking stays
blocked (509.1h: a blocked creature remains blocked even if all its blockers are removed from combat). A creature not in
combat is left alone. `remove_from_combat` is the one removal from combat that rules/control.py (a creature changing
control, 506.4) also calls. No hook of its own: the resolver runs only when such an effect resolves."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S31stdbbRemoveFromCombatEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.state import Permanent, StackObject


def remove_from_combat(game: Game, permanent: Permanent) -> bool:
    """Remove `permanent` from combat (CR 506.4): no longer an attacker nor a blocker; an attacker it blocked stays
    blocked (509.1h, its `blocked` flag kept). True when it was in combat."""
    combat = game.state.combat
    if combat is None:
        return False
    removed = any(a.id == permanent.id for a in combat.attackers) or permanent.id in combat.blockers
    combat.attackers = [a for a in combat.attackers if a.id != permanent.id]
    combat.blockers.pop(permanent.id, None)
    for attacker in combat.attackers:
        attacker.blocked_by = [b for b in attacker.blocked_by if b != permanent.id]
    return removed


def _resolve(game: Game, item: StackObject, effect: S31stdbbRemoveFromCombatEffect, choices: Choices) -> None:
    for target in affected(game, item, effect.target):
        permanent = game.permanent(target)
        if permanent is None:
            continue
        in_combat = remove_from_combat(game, permanent)
        game.changed(permanent)
        game.emit("s31stdbb_removed_from_combat", [cr("608.2"), cr("506.4"), *([cr("509.1h")] if in_combat else [])],
                  stack_object=item.id, permanent=permanent.id, in_combat=in_combat)


registry.effect_resolvers["s31stdbb_remove_from_combat"] = _resolve
