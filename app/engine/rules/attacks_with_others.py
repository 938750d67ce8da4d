""" "Whenever ~ and at least two other creatures attack, <effect>." (CR 508.3a, 603.2): an "attacks" `triggered`
ability with `attacks_with_others_at_least`. The event is the declaration of attackers (508.1): the ability
triggers only if, besides ~, at least that many other creatures were declared as attackers then. It is part of
the trigger event, no intervening "if" (603.4): nothing is checked again as it resolves. s29-core: with `attacks_alone`
("Whenever ~ attacks alone, ...", CR 506.5) it triggers only if no other creature was declared as an attacker."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import TriggeredAbility
from app.engine.characteristics import pending_trigger_ability
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger

CITES = (cr("508.3a"), cr("603.2"))
ALONE = -1  # s29-core: `attacks_alone` on the "attacks" trigger ("Whenever ~ attacks alone", CR 506.5)


def _least(game: Game, trigger: PendingTrigger) -> int | None:
    """The pending trigger's `attacks_with_others_at_least`, or None."""
    if trigger.trigger_event != "attacks":
        return None
    ability = pending_trigger_ability(game, trigger)
    if not isinstance(ability, TriggeredAbility):
        return None
    if ability.attacks_alone:  # s29-core: "Whenever ~ attacks alone" (CR 506.5): no other attacker
        return ALONE
    return ability.attacks_with_others_at_least


def _keep(game: Game, found: list[PendingTrigger]) -> list[PendingTrigger]:
    if game.state.combat is None or not any(trigger.trigger_event == "attacks" for trigger in found):
        return found
    kept: list[PendingTrigger] = []
    for trigger in found:
        least = _least(game, trigger)
        if least is None:
            kept.append(trigger)
            continue
        combat = game.state.combat
        others = sum(1 for a in combat.attackers if a.id != trigger.source) if combat is not None else 0
        if least == ALONE:  # s29-core (CR 506.5): ~ is the only creature declared as an attacker
            if others:
                continue
            trigger.cites.extend((*CITES, cr("506.5")))
            kept.append(trigger)
            continue
        if others < least:
            continue  # too few other attackers: the event isn't the one the ability waits for
        trigger.cites.extend(CITES)
        kept.append(trigger)
    return kept


registry.pending_trigger_filters.insert(0, _keep)  # before rules/trigger_limits.py counts it
