"""Riot (CR 702.136; s16-kwc): the ability `riot`, read from the keyword line "Riot". 702.136a: "You may
have this permanent enter with an additional +1/+1 counter on it. If you don't, it gains haste."

A replacement effect applied as the permanent enters (614.1c, 614.12), once per instance (702.136b): its
controller's choice is the action's `choices.riot`: "counter" (the default) puts a +1/+1 counter on it,
"haste" gives it haste for as long as it stays on the battlefield (an effect without a duration, 611.2a;
layer 6, 613.1f). The `entered_battlefield` event's `riot` says which, citing 702.136a."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import RiotAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules import keyword_counters
from app.engine.rules.zones import Entering
from app.engine.state import PowerToughnessEffect


def riot(game: Game, entering: Entering) -> None:
    permanent = entering.permanent
    if permanent.face_down or permanent.card is None:
        return  # a face-down permanent has no abilities (CR 708.2)
    instances = len(current_face(game, permanent).abilities_of(RiotAbility))
    if not instances:
        return
    choice = game.choices.riot
    if choice is not None:
        game.used_choices.add("riot")
    chosen = choice or "counter"
    for _ in range(instances):  # CR 702.136b: each instance is chosen for; one answer covers them all here
        if chosen == "counter":
            # s35-std: more counters (CR 614.1a, 122.6)
            added = keyword_counters.modified_amount(game, permanent, "+1/+1", 1)
            permanent.counters["+1/+1"] = permanent.counters.get("+1/+1", 0) + added
        else:
            permanent.effects.append(
                PowerToughnessEffect(source=permanent.id, duration="indefinitely", keywords=["haste"])
            )
    game.changed(permanent)
    entering.cites += [cr("702.136a"), cr("614.1c")]
    entering.details["riot"] = chosen
    if chosen == "counter":
        entering.details["counters"] = dict(permanent.counters)


registry.enters_replacements.add(riot, order=62, needs=(RiotAbility,))
