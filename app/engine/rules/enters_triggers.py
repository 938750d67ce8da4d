"""Enters triggers of other permanents (CR 603.2, 603.6a): "Whenever a creature enters the
battlefield under your control, you gain 1 life." (Ajani's Welcome), "Whenever another creature you
control enters, ..." — a `triggered` ability with the trigger "permanent_enters" and `entering`,
a permanent spec of the target grammar matched against the permanent that entered, read from the
ability's source: "you_control" is the source's controller, "other" not the source itself.

It triggers once for each permanent that enters (603.2: an event of one object entering), with
`that_permanent` (the permanent that entered) and `that_player` (its controller) named for the
ability's effect (rules/event_triggers.py). The spec is checked as the permanent enters, with its
characteristics then (603.6a, 603.10: enters abilities look at the permanent as it is on the
battlefield)."""

from __future__ import annotations

from typing import Any

from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers, s26mh_evolve  # s26-mh: evolve
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.chosen import s34cmd_of_the_chosen_type  # s34-cmd
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.riders import intervening_holds  # s26-cmda
from app.engine.rules.target_filters import matches_filter
from app.engine.target_grammar import parse_target_spec

_ENTERS = frozenset({"permanent_enters"})


def _entered(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _ENTERS):
        return []
    entered = game.permanent(event["permanent"])
    if entered is None:
        return []
    named = {"that_player": entered.controller, "that_permanent": entered.id}
    found: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        for index, ability in abilities_with(game, permanent, _ENTERS):
            spec = parse_target_spec(ability.entering or "permanent")
            if ability.evolve and not s26mh_evolve.triggers(game, entered.id, permanent.id):
                continue  # s26-mh: evolve's intervening "if" (CR 702.100a, 603.4)
            if not matches_filter(game, spec, entered, permanent.id, permanent.controller or ""):
                continue
            if not s34cmd_of_the_chosen_type(ability, permanent, characteristics_of(game, entered)):
                continue  # s34-cmd: "a creature of the chosen type" (CR 607.2a)
            if not intervening_holds(game, permanent.controller, ability, permanent.id):
                continue  # s26-cmda: an intervening "if" as it would trigger (CR 603.4; graft, 702.58a)
            found.append(triggered(permanent, index, "permanent_enters", named, [cr("603.2"), cr("603.6a")]))
    return found


keyword_triggers.watch("entered_battlefield", _entered, needs=tuple(map(trigger_kind, _ENTERS)))
