"""s32-mb: start your engines!, speed and max speed (CR 702.178, 702.179; docs/oracle-s32-mb.md).

- A player has no speed until a rule sets it (`Player.speed` None, CR 702.179b). Start your engines! is a static
  ability (the keyword `start_your_engines!`): a player who controls a permanent with it and has no speed gets a speed
  of 1, as a state-based action (702.179a), checked in games some card of which has the keyword or whose posted state
  gives a player a speed.
- A player with a speed has an inherent triggered ability with no source (702.179d): "Whenever one or more opponents
  lose life during your turn, if your speed is less than 4, your speed increases by 1. This ability triggers only once
  each turn." It triggers from `life_this_turn.lose_life` (every loss of life goes through it: paying life, damage,
  effects, CR 119.3, 120.3a), is put on the stack as a triggered ability of that player (source: `speed_source`) and
  rechecks its "if" as it resolves (603.4). `Player.speed_triggered_this_turn` keeps "only once each turn" (false again
  as a turn begins).
- Max speed is a speed of 4 (702.179e). "Max speed — <ability>" (the ability `max_speed`) means "As long as you have
  max speed, this object has <ability>" (702.178a): `CardDefinition.s32mb_at_max_speed`, asked by
  `characteristics.current_face` once `Game.s32mb_max_speed` says some player has it."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import add_kind, catalog_kind, game_has_kind, posted_state_kinds
from app.engine.state import Player, StackObject, set_field

KEYWORD = "start_your_engines!"
MAX_SPEED = 4  # CR 702.179e
SPEED_KIND = "s32mb:speed"  # a card with start your engines! or a player with a speed (the hooks below need it)
TRIGGER = "s32mb_speed"  # the `keyword_trigger` name of the speed ability on the stack
_SPEED_ONLY: frozenset[object] = frozenset((SPEED_KIND,))
_NO_KINDS: frozenset[object] = frozenset()
_SPEED = attrgetter("speed")


def speed_source(player_id: str) -> str:
    """The id the speed ability of a player names as its source on the stack (it has none, CR 702.179d)."""
    return f"{player_id}-speed"


def speed_of(game: Game, player_id: str | None) -> int:
    """A player's speed, 0 for a player who has none (CR 702.179f)."""
    if player_id is None:
        return 0
    return game.player(player_id).speed or 0


def _has_keyword(definition: CardDefinition) -> bool:
    faces = [definition, *(definition.faces or ()), *((definition.back_face,) if definition.back_face else ())]
    return any(KEYWORD in face.keywords for face in faces)


def _posted_speed(game: Game) -> frozenset[object]:
    """`SPEED_KIND` when a posted player has a speed (asked in C: every request)."""
    return _SPEED_ONLY if any(map(_SPEED, game.state.players)) else _NO_KINDS


def _set_speed(game: Game, player: Player, speed: int, cites: list[str], source: str | None) -> None:
    previous = player.speed
    set_field(player, "speed", speed)
    if speed == MAX_SPEED:
        game.s32mb_max_speed = True  # "Max speed — " abilities are looked at from now on (characteristics.py)
    game.emit("speed_changed", cites, player=player.id, speed=speed, previous=previous, source=source)


def start_engines(game: Game) -> list[Callable[[], None]]:
    """CR 702.179a (a state-based action): a player with no speed who controls a permanent with start your engines!
    gets a speed of 1."""
    thunks: list[Callable[[], None]] = []
    starting: set[str] = set()
    for permanent in game.state.battlefield:
        controller = permanent.controller
        if controller is None or controller in starting or game.player(controller).speed is not None:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is None or KEYWORD not in characteristics.keywords:
            continue
        starting.add(controller)

        def perform(player: Player = game.player(controller), source: str = permanent.id) -> None:
            if player.speed is None and not player.has_lost:
                _set_speed(game, player, 1, [cr("702.179a"), cr("704.3")], source)
        thunks.append(perform)
    return thunks


def lost_life(game: Game, loser: str) -> None:
    """CR 702.179d: `loser` lost life; during the turn of an opponent of theirs with a speed below 4 whose speed ability
    hasn't triggered this turn, it triggers (put on the stack the next time a player would receive priority)."""
    if not game_has_kind(game, SPEED_KIND):
        return  # most games
    active = game.state.active_player
    if active is None or active == loser:
        return
    player = game.player(active)
    if player.speed is None or player.speed >= MAX_SPEED or player.speed_triggered_this_turn or player.has_lost:
        return
    set_field(player, "speed_triggered_this_turn", True)
    game.pending_triggers.append(PendingTrigger(speed_source(active), None, active, TRIGGER, [],
                                                [cr("702.179d"), cr("603.2")], data={"keyword_trigger": TRIGGER}))


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    """The speed ability resolves: "if your speed is less than 4" is checked again (CR 603.4), then it increases by 1."""
    player = game.player(item.controller or "")
    if player.speed is None or player.speed >= MAX_SPEED:
        game.emit("ability_resolved", [cr("603.4"), cr("702.179d")], stack_object=item.id, source=item.source,
                  effect=TRIGGER, note="the speed is 4 already (or the player has none): nothing happens")
        return
    _set_speed(game, player, player.speed + 1, [cr("702.179d")], item.id)


def _new_turn(game: Game) -> None:
    """CR 500.1, 702.179d: the speed ability may trigger once again in the new turn."""
    for player in game.state.players:
        if player.speed_triggered_this_turn:
            set_field(player, "speed_triggered_this_turn", False)


def speed_given(game: Game) -> None:
    """A rule gave a player a speed mid-request: the hooks above matter in this game from now on."""
    add_kind(game, SPEED_KIND)


posted_state_kinds.append(_posted_speed)
catalog_kind(SPEED_KIND, _has_keyword)
registry.state_based_actions.add(start_engines, order=26, needs=(SPEED_KIND,))
registry.keyword_trigger_resolvers[TRIGGER] = _resolve
registry.step_begin[Step.UNTAP].add(_new_turn, order=10, needs=(SPEED_KIND,))
