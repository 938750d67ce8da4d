"""Prowess (CR 702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1 until
end of turn" (702.108a), a triggered ability; each instance triggers separately (702.108b).

It triggers when the spell becomes cast (CR 601.2i), looking at the spell's types then (a
noncreature spell: no Creature among them), for each face-up permanent with prowess whose
controller is the spell's caster. It goes on the stack the next time a player would receive
priority (603.3), above the spell, so it resolves first. As it resolves, the creature gets +1/+1
until end of turn (layer 7c, CR 613.4c; it ends in the cleanup step, 514.2); if the creature has
left the battlefield meanwhile, the ability resolves and does nothing (608.2h)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.characteristics import characteristics_of, compute
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.state import PowerToughnessEffect, StackObject

PROWESS = "prowess"


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    caster = event.get("player")
    spell = game.stack_object(event["stack_object"])
    spell_characteristics = compute(game, spell) if spell is not None else None
    if spell_characteristics is None or CardType.CREATURE.value in spell_characteristics.types:
        return []  # a creature spell (or none): prowess doesn't trigger (702.108a)
    pending: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        if permanent.controller != caster or permanent.face_down or permanent.card is None:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is None:
            continue
        for _ in range(characteristics.keywords.count(PROWESS)):  # 702.108b: each instance
            pending.append(
                PendingTrigger(
                    permanent.id,
                    None,
                    permanent.controller or "",
                    PROWESS,
                    [],
                    [cr("702.108a"), cr("601.2i")],
                    data={"keyword_trigger": PROWESS, "spell": event["stack_object"]},
                    card=permanent.card,
                    face="back" if permanent.transformed else "front",
                )
            )
    return pending


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    creature = game.permanent(item.source or "")
    if creature is None:
        game.emit(
            "ability_resolved",
            [cr("608.2h"), cr("702.108a")],
            stack_object=item.id,
            source=item.source,
            effect=PROWESS,
            note="the creature with prowess is no longer on the battlefield",
        )
        return
    creature.effects.append(PowerToughnessEffect(source=creature.id, power=1, toughness=1))
    game.changed(creature)
    game.emit(
        "pumped",
        [cr("608.2"), cr("702.108a"), cr("613.4c")],
        stack_object=item.id,
        source=item.source,
        permanent=creature.id,
        power=1,
        toughness=1,
        duration="end_of_turn",
        effect=PROWESS,
    )


keyword_triggers.watch("spell_cast", _detect)
registry.keyword_trigger_resolvers[PROWESS] = _resolve
