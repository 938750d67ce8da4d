"""s32-stda: "Creatures entering the battlefield don't cause abilities to trigger." / "Artifacts and creatures entering
the battlefield don't cause abilities to trigger." (CR 603.2, 603.6a): the static ability `s32stda_entering_no_triggers`.

While a permanent with the ability is on the battlefield (its abilities as they are now), a permanent entering the
battlefield that is, as it is on the battlefield, of one of the ability's `types` causes no ability to trigger: its own
enters abilities, the others' "whenever a creature enters" and even "whenever a land enters" for a land creature (the
trigger event need not name the type). Replacement effects ("enters tapped", "enters with counters", "as ~ enters")
are not triggers and still apply. Several entering together are each looked at; the ability's own permanent entering
with them is on the battlefield by then, so it applies to them and to itself.

A filter of the triggers an "entered_battlefield" event found (`registry.pending_trigger_filters`, ahead of the
limits that count triggers), which does nothing in a game without such an ability (`game_has`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S32stdaEnteringNoTriggersAbility
from app.engine.characteristics import characteristics_of
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import abilities_of_kind, game_has


def _keep(game: Game, found: list[PendingTrigger]) -> list[PendingTrigger]:
    if not game_has(game, S32stdaEnteringNoTriggersAbility) or not game.events:
        return found
    event = game.events[-1]  # the event whose triggers these are (Game.emit: detectors see it as it is recorded)
    if event["type"] != "entered_battlefield":
        return found
    entered = game.permanent(event.get("permanent") or "")
    characteristics = characteristics_of(game, entered) if entered is not None else None
    if characteristics is None:
        return found
    types = {str(card_type) for card_type in characteristics.types}
    for source in game.state.battlefield:
        for _, ability in abilities_of_kind(game, source, S32stdaEnteringNoTriggersAbility):
            if not types.isdisjoint(ability.types):
                return []  # CR 603.2: this event triggers nothing
    return found


registry.pending_trigger_filters.insert(0, _keep)  # before rules/trigger_limits.py counts a trigger
