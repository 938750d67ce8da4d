""" "When ~ enters, tap enchanted permanent. If it's an Equipment, unattach it." (s20-neob; Tamiyo's Compleation): the
effect `unattach_equipment`. The permanent the ability's source (an Aura) is attached to (CR 303.4), if it is an
Equipment (its subtypes as they are now, 205.3) attached to something as the effect happens, moves away from what it
is attached to and stays on the battlefield (701.3d); an event `unattached` says so. Otherwise nothing happens (the
Aura gone, the permanent not an Equipment, or not attached to anything)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import UnattachEquipmentEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.equipment import is_equipment
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: UnattachEquipmentEffect, choices: Choices) -> None:
    aura = game.permanent(item.source or "")
    host = None if aura is None or aura.attached_to is None else game.permanent(aura.attached_to)
    if host is None or host.attached_to is None or not is_equipment(game, host):
        return
    was = host.attached_to
    host.attached_to = None
    game.emit("unattached", [cr("701.3d"), cr("608.2c")], permanent=host.id, attached_to=was,
              reason="unattached by the effect", stack_object=item.id)


registry.effect_resolvers["unattach_equipment"] = _resolve
