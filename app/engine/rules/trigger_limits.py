"""Limits a triggered ability's own text puts on how often it triggers (s11-classes,
docs/oracle-classes.md): "This ability triggers only once each turn." (Caretaker's Talent,
Scavenger's Talent) — a `triggered` ability's `max_per_turn`.

The ability triggers as its event happens (CR 603.2) only while it has triggered fewer than
`max_per_turn` times this turn; each time it triggers is counted in its permanent's
`triggered_this_turn` (by ability index), which starts again as each turn begins (CR 500.1, as
the "each turn" counts of activated abilities do). A trigger refused this way never existed: it
is not put on the stack and nothing is said of it (CR 603.2: the event did not trigger it). The
count is of triggering, not resolving: an ability that triggered and was then countered, or
removed for want of a target (603.3d), has still triggered.
"""

from __future__ import annotations

from operator import attrgetter

from app.engine import registry
from app.engine.cards import CastTriggerAbility, TriggeredAbility
from app.engine.characteristics import pending_trigger_ability
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger


def _limit(game: Game, trigger: PendingTrigger) -> int | None:
    """The most times a turn the pending trigger's ability may trigger, or None (no limit)."""
    ability = pending_trigger_ability(game, trigger)  # None: a delayed trigger (CR 603.7), or its source gone
    # s14-library: a cast trigger's limit too ("Whenever you cast ..., <effect>. This ability triggers only once each turn.")
    return ability.max_per_turn if isinstance(ability, TriggeredAbility | CastTriggerAbility) else None


def _keep(game: Game, found: list[PendingTrigger]) -> list[PendingTrigger]:
    kept: list[PendingTrigger] = []
    for trigger in found:
        most = _limit(game, trigger)
        if most is None:
            kept.append(trigger)
            continue
        permanent = game.permanent(trigger.source)
        assert permanent is not None
        key = str(trigger.ability_index)
        done = permanent.triggered_this_turn.get(key, 0)
        if done >= most:
            continue  # it already triggered as often as its text allows this turn
        permanent.triggered_this_turn[key] = done + 1
        kept.append(trigger)
    return kept


_TRIGGERED_THIS_TURN = attrgetter("triggered_this_turn")


def _new_turn(game: Game) -> None:
    """CR 500.1: "each turn" counts start again as a turn begins (its untap step)."""
    battlefield = game.state.battlefield
    if not any(map(_TRIGGERED_THIS_TURN, battlefield)):
        return
    for permanent in battlefield:
        if permanent.triggered_this_turn:
            permanent.triggered_this_turn = {}


registry.pending_trigger_filters.append(_keep)
registry.step_begin[Step.UNTAP].add(_new_turn, order=10)
