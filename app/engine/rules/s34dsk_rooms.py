"""s34-dsk: Rooms, split cards that are permanents with a shared type line (CR 709.5).

- A Room card is a `split` card whose two halves ("doors", 709.5j) are permanents (`CardDefinition.s34dsk_is_room`).
  It is cast as one half (709.3, rules/layouts.py); outside the stack and the battlefield it has both halves'
  characteristics combined (709.4).
- On the battlefield its shared type line gives it two static abilities (709.5): as long as it doesn't have a half's
  unlocked designation, it has neither that half's name, nor its mana cost, nor its rules text. The designations are
  the permanent's `unlocked_doors` (709.5c): "left" and/or "right"; its characteristics are those of its unlocked
  doors (`CardDefinition.s34dsk_doors_face`: one half; both combined; none: only the type line, no name, mana value 0).
- As a Room spell resolves, the permanent gets the designation of the half that was cast (709.5d, rules/zones.py
  `enter_battlefield`); a Room put onto the battlefield otherwise enters with neither.
- Unlocking (the `unlock` action): a special action (116.2m, 709.5e): the Room's controller, with priority during a
  main phase of their own turn while the stack is empty, pays the mana cost of a locked door (601.2g-h as for a cost,
  `payment` like a cast's) and the permanent gets that door's designation. It doesn't use the stack; the player keeps
  priority (117.3c). Event `door_unlocked`.
- "When you unlock this door, ..." (the trigger "door_unlocked" of a half's ability): triggers when the permanent
  gets that half's designation, as it enters cast as that half too (709.5h).
- "Whenever you fully unlock a Room" (eerie's second trigger event, `also_on` "s34dsk_room_fully_unlocked" of a
  "permanent_enters" ability): triggers when a Room of the player's gets the second designation (709.5i).
- Effects that unlock or lock a door (709.5f-g): rules/s35dsk_doors.py (`give_unlocked` here).
"""

from __future__ import annotations

from typing import Any, Literal

from app.engine import registry
from app.engine.actions import Unlock
from app.engine.cards import CardDefinition, TriggeredAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger, refuse_without_priority
from app.engine.mana import parse_mana_cost
from app.engine.rules import costs, keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import EVENT, triggered
from app.engine.rules.graveyard_triggers import graveyard_triggers
from app.engine.state import Permanent

CITES = (cr("116.2m"), cr("709.5e"))
DOORS = ("left", "right")
_UNLOCK_TRIGGER = "door_unlocked"
_FULLY_UNLOCKED = "s34dsk_room_fully_unlocked"


def locked_doors(game: Game, permanent: Permanent) -> list[str]:
    """The locked doors of a Room permanent (none for any other permanent or a face-down one)."""
    if permanent.card is None or permanent.face_down or not game.definition(permanent.card).s34dsk_is_room():
        return []
    return [door for door in DOORS if door not in permanent.unlocked_doors]


def door_cost(definition: CardDefinition, door: str) -> str:
    """The mana cost of a Room's half (its unlock cost, 709.5e)."""
    return definition.face_definition(door).mana_cost or "{0}"


def _room(game: Game, action: Unlock) -> tuple[Permanent, CardDefinition]:
    permanent = game.permanent(action.permanent)
    if permanent is None:
        raise IllegalAction("No such permanent", f"no permanent {action.permanent!r} on the battlefield", list(CITES))
    definition = game.definition(permanent.card) if permanent.card is not None else None
    if definition is None or permanent.face_down or not definition.s34dsk_is_room():
        raise IllegalAction("Not a Room", f"{action.permanent!r} is not a Room (a split permanent, CR 709.5): it has no "
                            "doors to unlock", list(CITES))
    return permanent, definition


def verify_unlock(game: Game, action: Unlock) -> None:
    permanent, definition = _room(game, action)
    player = action.player or permanent.controller
    if player != permanent.controller:
        raise IllegalAction("Not your Room", f"{player} doesn't control {definition.name}: only its controller may "
                            "unlock its doors", list(CITES))
    refuse_without_priority(game, *CITES)
    if game.state.active_player != player or not game.state.step.is_main_phase or game.state.stack:
        raise IllegalAction("Wrong time", f"{player} can unlock a door only during a main phase of their own turn "
                            "while the stack is empty", list(CITES))
    if action.door in permanent.unlocked_doors:
        raise IllegalAction("Already unlocked", f"the {action.door} door of {definition.name} "
                            f"({definition.face_definition(action.door).name}) is already unlocked", list(CITES))
    assert permanent.controller is not None
    costs.verify_payable(game, game.player(permanent.controller), _cost(definition, action.door),
                         f"unlocking {definition.face_definition(action.door).name}", action.payment)


def _cost(definition: CardDefinition, door: str) -> costs.TotalCost:
    return costs.TotalCost.from_mana_cost(parse_mana_cost(door_cost(definition, door)))


def unlock(game: Game, action: Unlock) -> None:
    permanent, definition = _room(game, action)
    assert permanent.controller is not None
    player = game.player(permanent.controller)
    costs.pay(game, player, _cost(definition, action.door), f"unlocking {definition.face_definition(action.door).name}",
              action.payment)
    give_unlocked(game, permanent, action.door, player.id, CITES)


def give_unlocked(game: Game, permanent: Permanent, door: str, player: str, cites: tuple[str, ...]) -> None:
    """The Room permanent gets the unlocked designation of `door`, unlocked by `player` (the `unlock` special action,
    709.5e; an effect, 709.5f): event `door_unlocked` ("When you unlock this door" 709.5h; `fully` 709.5i)."""
    both: tuple[Literal["left"], Literal["right"]] = ("left", "right")
    permanent.unlocked_doors = [each for each in both if each in (*permanent.unlocked_doors, door)]
    game.changed(permanent)
    fully = len(permanent.unlocked_doors) == len(DOORS)
    game.emit("door_unlocked", [*cites, *((cr("709.5i"),) if fully else ())], permanent=permanent.id,
              door=door, player=player, fully=fully)


def _door_abilities(game: Game, permanent: Permanent, door: str) -> range:
    """The indexes, among the Room's abilities now, of those of the half `door` (its left half's come first)."""
    definition = game.definition(permanent.card)
    assert definition.faces is not None
    left = len(definition.faces[0].abilities)
    if len(permanent.unlocked_doors) < len(DOORS):
        return range(len(definition.face_definition(door).abilities))
    return range(left) if door == "left" else range(left, left + len(definition.faces[1].abilities))


def _unlocked(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 709.5h: the unlocked half's own "When you unlock this door" abilities."""
    permanent = game.permanent(event.get("permanent") or "")
    door = event.get("door")
    if permanent is None or permanent.card is None or door not in permanent.unlocked_doors:
        return []
    abilities = current_face(game, permanent).abilities
    return [triggered(permanent, index, _UNLOCK_TRIGGER, {}, [cr("709.5h"), cr("603.2")])
            for index in _door_abilities(game, permanent, door)
            if index < len(abilities) and isinstance(ability := abilities[index], TriggeredAbility)
            and ability.trigger == _UNLOCK_TRIGGER]


def _fully_unlocked(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """CR 709.5i: "Whenever you fully unlock a Room" abilities of the permanents of the player who did."""
    if not event.get("fully"):
        return []
    player = event.get("player")
    found = []
    for permanent in game.state.battlefield:
        if permanent.controller != player or permanent.face_down or permanent.card is None:
            continue
        for index, ability in enumerate(current_face(game, permanent).abilities):
            if (isinstance(ability, TriggeredAbility) and _FULLY_UNLOCKED in ability.also_on
                    and not ability.functions_from_graveyard()):  # CR 113.6k: those trigger from the graveyard
                found.append(triggered(permanent, index, _FULLY_UNLOCKED, {}, [cr("709.5i"), cr("603.2")]))
    if isinstance(player, str):  # "return ~ from your graveyard": from its owner's graveyard only (CR 113.6k)
        for card in game.player(player).graveyard:
            for index, ability in graveyard_triggers(game, game.definition(card.card), "permanent_enters"):
                if _FULLY_UNLOCKED in ability.also_on:
                    found.append(PendingTrigger(card.id, index, player, _FULLY_UNLOCKED, [],
                                                [cr("709.5i"), cr("603.2"), cr("113.6k")], data={EVENT: {}},
                                                card=card.card, face="front"))
    return found


registry.register_action("unlock", verify=verify_unlock, apply=unlock)
keyword_triggers.watch("door_unlocked", _unlocked, needs=trigger_needs(frozenset({_UNLOCK_TRIGGER})))
keyword_triggers.watch("door_unlocked", _fully_unlocked)
