"""Dungeons and venturing into them (CR 309, 701.49; s19-venture): the `venture` effect, room abilities, completing
a dungeon, and what reads completed dungeons. The dungeons themselves are data (app/engine/dungeons.py).

- Venture into the dungeon (`{"kind": "venture"}`, 701.49): a player in no dungeon chooses one (701.49a), puts it
  into their command zone and their venture marker on its topmost room (`players[].dungeon`); a player in a dungeon
  moves their marker to a room their room leads to, choosing one when its arrows point to several (701.49b); a
  player whose marker is on the bottommost room completes that dungeon first, then enters a new one (701.49c).
  The choices are `pending` `choose` decisions, "venture_dungeon" (`choices.venture_dungeon`, default: the first
  dungeon of app/engine/dungeons.py) and "venture_room" (`choices.venture_room`, default: the first room the arrows
  list), given with the action that resolves the venture; a dungeon or room not offered is refused (a 400 naming
  the choices). A dungeon with a room whose ability the engine can't play is refused as it is entered, and so is
  such a room (app/engine/dungeons.py says which and why): the engine never plays a room it doesn't know.
- Entering a room triggers its room ability (309.4c): a triggered ability whose source is the dungeon card
  (`<player>-dungeon`), put on the stack the next time a player would receive priority (603.3). It resolves with
  the room's effects in order (608.2c); a room ability with a target takes it from the resolving action's
  `choices.targets` (as the engine's other keyword triggers do) and a scry asks its `choose` decision.
- Completing a dungeon (309.7): a state-based action removes a dungeon whose venture marker is on its bottommost
  room once no room ability of it has triggered without leaving the stack (309.6, 704.5t); venturing from the
  bottommost room removes it too (701.49c). The dungeon's name is added to `players[].completed_dungeons` and the
  `dungeon_completed` event cites the rule.
- "Whenever you complete a dungeon, ..." (the trigger "you_complete_dungeon", 603.2): the permanents of the player
  who completed it trigger. "as long as you've completed a dungeon" (`as_long_as: "completed_dungeon"`, 611.3a):
  rules/turn_conditions.py reads `has_completed_dungeon`.

Gating: the state-based action and the room triggers run only in games where a player has been in a dungeon (the
kind `DUNGEON`, counted when a state posts one and added as a player enters one).
"""

from __future__ import annotations

from functools import cache
from operator import attrgetter
from typing import Any

from pydantic import TypeAdapter

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import Effect, RoomAbilitiesTriggerAdditionalTimeAbility, TriggeredAbility, VentureEffect
from app.engine.citations import cr
from app.engine.dungeons import DUNGEON_NAMES, DUNGEONS, Room, is_bottommost, room_of
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers, lose_life_unless, s20venture_rooms
from app.engine.rules.ability_presence import abilities_of_kind, add_kind, posted_state_kinds, trigger_needs
from app.engine.rules.effects_targets import resolve_effects, target_slots
from app.engine.rules.event_triggers import players_permanents_triggered
from app.engine.rules.library import asked_for_effects
from app.engine.rules.targeting import verify_targets
from app.engine.state import DungeonState, Player, StackObject

VENTURE = "venture"
ROOM = "room_ability"  # the keyword trigger of a room ability (CR 309.4c)
DUNGEON = "object:dungeon"  # a game in which a player is or has been in a dungeon
DUNGEON_CHOICE, ROOM_CHOICE = "venture_dungeon", "venture_room"
_COMPLETE = frozenset({"you_complete_dungeon"})
_EFFECT: TypeAdapter[Any] = TypeAdapter(Effect)


def dungeon_id(player_id: str) -> str:
    """The id of a player's dungeon card as the source of its room abilities (CR 309.4c)."""
    return f"{player_id}-dungeon"


def has_completed_dungeon(game: Game, player: str | None) -> bool:
    """Whether `player` has completed a dungeon this game (CR 309.7)."""
    return player is not None and any(p.id == player and p.completed_dungeons for p in game.state.players)


@cache
def room_effects(dungeon: str, room: str) -> tuple[Any, ...]:
    """A room ability's effects as the engine's vocabulary models (app/engine/dungeons.py); () when not modelled."""
    found = room_of(dungeon, room)
    if found is None or found.effects is None:
        return ()
    return tuple(_EFFECT.validate_python(effect) for effect in found.effects)


def _refuse_unmodelled(dungeon: str, room: Room) -> None:
    if room.effects is None:
        raise IllegalAction(
            "Room not modelled",
            f"{dungeon}'s room {room.name} ({room.text!r}) is not modelled: {room.why} (app/engine/dungeons.py)",
            [cr("309.4c"), cr("701.49")],
        )


def _answer(game: Game, field: str, given: str | None, values: list[str]) -> tuple[str, bool]:
    """The value chosen (the request's, else the first offered) and whether the request chose it."""
    if given is None or field in game.used_choices:
        return values[0], False
    game.used_choices.add(field)
    if given not in values:
        raise IllegalAction("Not a choice", f"choices.{field} is {given!r}; the choices are {', '.join(values)}",
                            [cr("701.49a") if field == DUNGEON_CHOICE else cr("701.49b")])
    return given, True


def complete_dungeon(game: Game, player: Player, cites: list[str]) -> None:
    """CR 309.7: the player removes their dungeon from the game and so completes it."""
    state = player.dungeon
    if state is None:
        return
    player.dungeon = None
    player.completed_dungeons.append(state.name)
    game.emit("dungeon_completed", [*cites, cr("309.7")], player=player.id, dungeon=state.name,
              completed=len(player.completed_dungeons))


def _resolve(game: Game, item: StackObject, effect: VentureEffect, choices: Choices) -> None:
    player = game.player(item.controller or "")
    if player.has_lost:
        return
    state = player.dungeon
    cites = [cr("701.49")]
    if state is not None and is_bottommost(state.name, state.room):
        complete_dungeon(game, player, [cr("701.49c")])  # then a new dungeon (701.49c)
        cites.append(cr("701.49c"))
        state = None
    if state is None:
        name, chosen = _answer(game, DUNGEON_CHOICE, choices.venture_dungeon, list(DUNGEON_NAMES))
        dungeon = DUNGEONS[name]
        for room in dungeon.rooms:  # the engine plays no dungeon with a room it can't play
            _refuse_unmodelled(name, room)
        entered, from_room = dungeon.first_room, None
        cites.append(cr("701.49a"))
    else:
        current = room_of(state.name, state.room)
        assert current is not None  # DungeonState validates its room
        name, from_room = state.name, state.room
        room_name, chosen = _answer(game, ROOM_CHOICE, choices.venture_room, list(current.leads_to))
        found = room_of(name, room_name)
        assert found is not None
        _refuse_unmodelled(name, found)
        entered = found
        cites.append(cr("701.49b"))
    player.dungeon = DungeonState(name=name, room=entered.name)
    add_kind(game, DUNGEON)
    game.emit("ventured", cites, stack_object=item.id, player=player.id, dungeon=name, room=entered.name,
              from_room=from_room, entered=from_room is None, chosen=chosen)
    # CR 309.4c: "When you move your venture marker into this room, <effect>": it triggers, once more for each
    # "Room abilities of dungeons you own trigger an additional time." its owner controls (603.2d).
    additional = [permanent.id for permanent in game.state.battlefield if permanent.controller == player.id
                  for _ in abilities_of_kind(game, permanent, RoomAbilitiesTriggerAdditionalTimeAbility)]
    for extra in (None, *additional):
        cites = [cr("309.4c"), cr("603.2")] if extra is None else [cr("309.4c"), cr("603.2d")]
        data = {"keyword_trigger": ROOM, "dungeon": name, "room": entered.name}
        if extra is not None:
            data["additional_by"] = extra
        game.pending_triggers.append(PendingTrigger(dungeon_id(player.id), None, player.id, "room_entered", [],
                                                    cites, data=data))


def _resolve_room(game: Game, item: StackObject, choices: Choices) -> None:
    """A room ability resolves: its effects in order (CR 608.2c), on the targets the action gives."""
    dungeon, room = str(item.choices.get("dungeon")), str(item.choices.get("room"))
    if room_of(dungeon, room) is None:
        raise IllegalAction("Unknown room", f"the room ability {item.id} names {room!r} of {dungeon!r}, no room of the "
                            "dungeons the engine knows (app/engine/dungeons.py)", [cr("309.4")])
    effects = room_effects(dungeon, room)
    if not item.targets and choices.targets and any(spec is not None for spec in target_slots(effects)):
        verify_targets(game, item.source or item.id, list(choices.targets), item.controller or "",
                       f"the room ability {item.id}")
        item.targets = list(choices.targets)
    resolve_effects(game, item, effects, choices)


def _room_choice(game: Game, item: StackObject) -> dict[str, Any] | None:
    """The library decision (scry) or the punisher choice a resolving room ability asks (design.md §10)."""
    effects = room_effects(str(item.choices.get("dungeon")), str(item.choices.get("room")))
    return asked_for_effects(game, item, list(effects)) or next(
        (asked for effect in effects if (asked := lose_life_unless.asked_choice(game, item, effect)) is not None),
        None) or s20venture_rooms.asked_choice(game, item, list(effects))  # Veils of Fear, Sandfall Cell; Oubliette


def asked_choice(game: Game, item: StackObject, effects: list[Any]) -> dict[str, Any] | None:
    """The `choose` decision of the first venture among the resolving effects: the dungeon to enter, or the room
    to move to when the current one leads to several (CR 701.49a-c); None when nothing is chosen."""
    if not any(isinstance(effect, VentureEffect) for effect in effects):
        return None
    player = game.player(item.controller or "")
    state = player.dungeon
    options: dict[str, Any] = {"stack_object": item.id, "player": player.id}
    if state is None or is_bottommost(state.name, state.room):
        return {**options, "choice": DUNGEON_CHOICE, "kind": DUNGEON_CHOICE, "values": list(DUNGEON_NAMES),
                "default": DUNGEON_NAMES[0]}
    current = room_of(state.name, state.room)
    if current is None or len(current.leads_to) < 2:
        return None
    return {**options, "choice": ROOM_CHOICE, "kind": ROOM_CHOICE, "values": list(current.leads_to),
            "default": current.leads_to[0], "dungeon": state.name, "room": state.room}


def _room_pending(game: Game, player: Player, dungeon: str) -> bool:
    """Whether a room ability of the player's dungeon has triggered and not yet left the stack (CR 704.5t)."""
    source = dungeon_id(player.id)
    return any(item.source == source and item.choices.get("keyword_trigger") == ROOM for item in game.state.stack) \
        or any(trigger.source == source for trigger in game.pending_triggers)


def completed_dungeons(game: Game) -> list[Any]:
    """CR 309.6, 704.5t: a dungeon whose venture marker is on its bottommost room, once no room ability of it is
    waiting or on the stack, is removed from the game by its owner (who completes it, 309.7)."""
    thunks = []
    for player in game.state.players:
        state = player.dungeon
        if state is None or not is_bottommost(state.name, state.room) or _room_pending(game, player, state.name):
            continue
        thunks.append(lambda player=player: complete_dungeon(game, player, [cr("309.6"), cr("704.5t")]))
    return thunks


def _completed(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return players_permanents_triggered(game, event.get("player"), _COMPLETE, "you_complete_dungeon",
                                        {"dungeon": event.get("dungeon")}, [cr("603.2"), cr("309.7")])


def _from_graveyard(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """ "Whenever you complete a dungeon, you may return ~ from your graveyard to your hand." (Dungeon Crawler): the
    ability works only from its owner's graveyard (CR 113.6k) and triggers there for the player who completed it."""
    player = game.player(event.get("player") or "")
    triggers = []
    for card in player.graveyard:
        for index, ability in enumerate(game.definition(card.card).abilities):
            if isinstance(ability, TriggeredAbility) and ability.trigger == "you_complete_dungeon" \
                    and ability.functions_from_graveyard():
                triggers.append(PendingTrigger(card.id, index, player.id, "you_complete_dungeon", [],
                                               [cr("603.2"), cr("309.7"), cr("113.6k")], card=card.card, face="front"))
    return triggers


_DUNGEON_OF = attrgetter("dungeon")
_DUNGEON_KINDS: frozenset[object] = frozenset((DUNGEON,))
_NO_KINDS: frozenset[object] = frozenset()


def _posted_dungeons(game: Game) -> frozenset[object]:
    """`DUNGEON` when a posted player is in a dungeon (asked in C: every request)."""
    return _DUNGEON_KINDS if any(map(_DUNGEON_OF, game.state.players)) else _NO_KINDS


posted_state_kinds.append(_posted_dungeons)
registry.effect_resolvers[VENTURE] = _resolve
registry.keyword_trigger_resolvers[ROOM] = _resolve_room
registry.resolution_choices[ROOM] = _room_choice
registry.state_based_actions.add(completed_dungeons, order=25, needs=(DUNGEON,))
keyword_triggers.watch("dungeon_completed", _completed, needs=trigger_needs(_COMPLETE))
keyword_triggers.watch("dungeon_completed", _from_graveyard, needs=(DUNGEON,))  # graveyards count in no kinds
