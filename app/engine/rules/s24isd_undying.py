"""s24-isd: undying (CR 702.93).

- CR 702.93a: "Undying" means "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1
  counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on it." The reader reads
  the keyword as that "dies" trigger (`return_died_to_battlefield` with `with_counters` {"+1/+1": 1} and `undying`);
  rules/granted_until_end_of_turn.py returns the card (the one the permanent became in its owner's graveyard, if it is
  still there as the ability resolves, CR 400.7) under its owner's control, with the counter.
- CR 603.4, 603.10a: "if it had no +1/+1 counters on it" is an intervening "if" on the permanent as it last existed on
  the battlefield: here, as the trigger is found, a permanent that left with a +1/+1 counter on it doesn't trigger its
  undying (the `undying_not_triggered` event says so). What it had can't change afterwards, so the check as the ability
  resolves gives the same answer.
- A permanent returned this way is a new object (CR 400.7) with a +1/+1 counter: when it dies again, its undying doesn't
  trigger.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import ReturnDiedToBattlefieldEffect
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Permanent


def _is_undying(game: Game, trigger: PendingTrigger, left: Permanent) -> bool:
    if trigger.source != left.id or trigger.card is None or trigger.ability_index is None:
        return False
    definition = game.definition(trigger.card)
    if definition.faces is not None or trigger.ability_index >= len(definition.abilities):
        return False
    effect = getattr(definition.abilities[trigger.ability_index], "effect", None)
    return isinstance(effect, ReturnDiedToBattlefieldEffect) and effect.undying


def _had_a_counter(game: Game, found: list[PendingTrigger]) -> list[PendingTrigger]:
    """CR 702.93a, 603.4: undying doesn't trigger for a permanent that left with a +1/+1 counter on it."""
    left: Permanent | None = game.rule_memory.get(LEFT_BATTLEFIELD)
    if left is None or left.counters.get("+1/+1", 0) <= 0 or not found:
        return found
    kept = []
    for trigger in found:
        if _is_undying(game, trigger, left):
            game.emit("undying_not_triggered", [cr("702.93a"), cr("603.4"), cr("603.10a")], permanent=left.id,
                      reason="it had a +1/+1 counter on it as it last existed on the battlefield")
        else:
            kept.append(trigger)
    return kept


registry.pending_trigger_filters.append(_had_a_counter)
