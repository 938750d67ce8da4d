"""Triggers on a batch of objects (s13-batch, docs/oracle-batch.md): "Whenever one or more
noncreature, nonland permanents you control enter, ..." (Builder's Talent), "Whenever one or more
other creatures you control leave the battlefield without dying, ..." (Dour Port-Mage) — a
`triggered` ability of a per-object trigger ("permanent_enters", "group_enters", "group_leaves",
"creature_dies", "you_sacrifice") with `batch`.

CR 603.2c: an ability triggers only once each time its trigger event occurs; "one or more" makes
the trigger event the whole batch of objects that enter (leave, die, are sacrificed) at once, so
it triggers once however many of them match. The engine reports such an event one object at a
time; a `batch` ability's detectors still find one trigger per object, and this filter keeps only
the first: another trigger of the same ability (same source, same ability) for the same kind of
event, found during the same action while the first still waits to be put on the stack (CR
603.3: triggers wait until a player would next receive priority), is the same event batch and is
dropped. Objects that enter (leave, ...) after the first trigger has been put on the stack are a
new batch and trigger it again. The filter runs before the "triggers only once each turn" count
(rules/trigger_limits.py), so a batch counts once there too.

Known limit: two separate events of one kind inside one resolution ("Create a token. Then create
another token." in one spell) are counted as one batch here."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import TriggeredAbility
from app.engine.characteristics import pending_trigger_ability
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.event_triggers import EVENT  # s18-neoa

_MEMORY = "batch_triggers"  # `Game.rule_memory`: id(pending trigger) -> (it, the action its batch began in)


def _is_batch(game: Game, trigger: PendingTrigger) -> bool:
    ability = pending_trigger_ability(game, trigger)  # None: a delayed trigger (CR 603.7), or its source gone
    return isinstance(ability, TriggeredAbility) and ability.batch


def _same_batch(
    game: Game, began: dict[int, tuple[PendingTrigger, int]], waiting: PendingTrigger, trigger: PendingTrigger
) -> bool:
    noted = began.get(id(waiting))
    return (
        noted is not None
        and noted[0] is waiting
        and noted[1] == game.action_index
        and waiting.source == trigger.source
        and waiting.ability_index == trigger.ability_index
        and waiting.trigger_event == trigger.trigger_event
        and _same_player_damaged(waiting, trigger)
    )


def _same_player_damaged(waiting: PendingTrigger, trigger: PendingTrigger) -> bool:
    """s18-neoa: "Whenever one or more creatures you control deal combat damage to a player" triggers once
    for each player dealt combat damage at once (CR 510.2: the damage to each player is its own event,
    603.2c); other batches name no player and are always the same here."""
    if trigger.trigger_event != "creature_deals_combat_damage":
        return True
    return bool(waiting.data.get(EVENT, {}).get("that_player") == trigger.data.get(EVENT, {}).get("that_player"))


def _one_per_batch(game: Game, found: list[PendingTrigger]) -> list[PendingTrigger]:
    """CR 603.2c: a `batch` ability triggers once for the objects of one event batch."""
    kept: list[PendingTrigger] = []
    for trigger in found:
        if not _is_batch(game, trigger):
            kept.append(trigger)
            continue
        began: dict[int, tuple[PendingTrigger, int]] = game.rule_memory.setdefault(_MEMORY, {})
        first = next((waiting for waiting in (*game.pending_triggers, *kept)
                      if _same_batch(game, began, waiting, trigger)), None)
        if first is not None:
            _count_entered(first, 1)  # another object of the batch that already triggered it
            continue
        began[id(trigger)] = (trigger, game.action_index)
        trigger.cites.append(cr("603.2c"))
        _count_entered(trigger, 0)
        kept.append(trigger)
    return kept


# --- s19-m20 ---
_COUNTED = frozenset({"permanent_enters", "group_enters"})
# s32-r2wd: "Whenever you discard one or more cards, put that many +1/+1 counters on ~." (the cards discarded at once;
# rules/discard_triggers.py reports one trigger per card, CR 603.2c, 701.9a)
_COUNTED = _COUNTED | {"you_discards"}


def _count_entered(trigger: PendingTrigger, more: int) -> None:
    """s19-m20: "Whenever one or more tokens enter the battlefield under your control, put that many +1/+1
    counters on ~." (Woodland Champion): the event's `that_much` is the number of permanents of the batch that
    matched the ability (CR 603.2c: one trigger for the batch; 608.2c: "that many" names its size), one for the
    first and one more for each other object of the batch; the event dict is copied, as the objects' events
    share theirs."""
    if trigger.trigger_event not in _COUNTED:
        return
    event = dict(trigger.data.get(EVENT) or {})
    event["that_much"] = int(event.get("that_much", 0)) + 1 if more else 1
    trigger.data[EVENT] = event


registry.pending_trigger_filters.insert(0, _one_per_batch)  # before rules/trigger_limits.py counts it
