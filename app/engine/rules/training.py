"""Training (CR 702.149; s16-kwc): the ability `training`, read from the keyword line "Training". 702.149a:
"Whenever this creature attacks with another creature with power greater than this creature's power, put a
+1/+1 counter on this creature."

It triggers as attackers are declared (508.1, 508.3a) for each creature with training among them when
another creature declared as an attacker in the same declaration has greater power then (each instance
separately, 702.149b). As it resolves a +1/+1 counter is put on the creature (122.1); if it has left the
battlefield the ability does nothing (608.2h). Attackers put onto the battlefield attacking were never
declared and don't count (508.4)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import TrainingAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_counters, keyword_triggers
from app.engine.state import StackObject

TRAINING = "training"


def _power(game: Game, permanent_id: str) -> int | None:
    permanent = game.permanent(permanent_id)
    characteristics = characteristics_of(game, permanent) if permanent is not None else None
    power = characteristics.power if characteristics is not None else None
    return power if isinstance(power, int) else None


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    attackers = [attacker["id"] for attacker in event.get("attackers", [])]
    powers = {attacker: _power(game, attacker) for attacker in attackers}
    pending: list[PendingTrigger] = []
    for attacker in attackers:
        permanent = game.permanent(attacker)
        if permanent is None or permanent.face_down or permanent.card is None:
            continue
        instances = len(current_face(game, permanent).abilities_of(TrainingAbility))
        mine = powers[attacker]
        if not instances or mine is None:
            continue
        if not any(other != attacker and (power := powers[other]) is not None and power > mine for other in attackers):
            continue
        for _ in range(instances):  # CR 702.149b
            pending.append(keyword_triggers.self_trigger(permanent, TRAINING, [cr("702.149a"), cr("508.3a")]))
    return pending


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    creature = keyword_triggers.source_still_there(game, item, TRAINING, "702.149a")
    if creature is None:
        return
    keyword_counters.put_counters(game, creature, "+1/+1", 1, [cr("702.149a"), cr("122.1")], item.id)


keyword_triggers.watch("attackers_declared", _detect, needs=(TrainingAbility,))
registry.keyword_trigger_resolvers[TRAINING] = _resolve
