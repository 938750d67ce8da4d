"""s35-dsk: effects that unlock or lock a door of a Room (CR 709.5f-g): the effect `unlock_door`.

- "Unlock a locked door of [up to one] target Room you control." (709.5f): as the effect resolves, its controller chooses
  one of the Room's locked doors (the `resolve` action's `choices.chosen`: ["left"] or ["right"]; default the first
  locked door) and the permanent gets that half's unlocked designation (rules/s34dsk_rooms.py `give_unlocked`: the event
  `door_unlocked`, so "When you unlock this door" (709.5h) and "Whenever you fully unlock a Room" (709.5i) trigger). A
  Room with no locked door is left alone (the target is legal; the effect does nothing).
- "Lock or unlock a door of target Room you control." (`or_lock`; 709.5f-g): its controller chooses either door: a
  locked one is unlocked as above, an unlocked one is locked (the designation removed, 709.5g; event `door_locked`). A
  locked door's name, mana cost and rules text are no longer the permanent's (709.5, characteristics.py).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import S35dskUnlockDoorEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.effects_targets import affected
from app.engine.rules.library import chosen_answer
from app.engine.rules.s34dsk_rooms import DOORS, give_unlocked, locked_doors
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: S35dskUnlockDoorEffect, choices: Choices) -> None:
    player = item.controller or game.state.active_player or ""
    for object_id in affected(game, item, effect.target):
        permanent = game.permanent(object_id)
        if permanent is None:
            continue
        locked = locked_doors(game, permanent)
        may_choose = list(DOORS) if effect.or_lock and (locked or permanent.unlocked_doors) else locked
        if permanent.card is None or permanent.face_down or not game.definition(permanent.card).s34dsk_is_room():
            may_choose = []
        if not may_choose:
            continue
        answer = chosen_answer(game, item, choices, player)
        door = may_choose[0]
        if answer is not None:
            if len(answer) != 1 or answer[0] not in may_choose:
                raise IllegalAction("Wrong door", f"{item.id} asks which door to {'lock or ' if effect.or_lock else ''}"
                                    f"unlock: choices.chosen names one of {may_choose}, not {answer!r}",
                                    [cr("709.5f"), cr("608.2d")])
            door = answer[0]
        if door in permanent.unlocked_doors:  # CR 709.5g: "lock or unlock" an unlocked door
            permanent.unlocked_doors = [each for each in permanent.unlocked_doors if each != door]
            game.changed(permanent)
            game.emit("door_locked", [cr("709.5g")], permanent=permanent.id, door=door, player=player)
            continue
        give_unlocked(game, permanent, door, player, (cr("709.5f"),))


registry.effect_resolvers["unlock_door"] = _resolve
