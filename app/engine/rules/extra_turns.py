"""Extra turns (CR 500.7): the `extra_turn` effect, "Take an extra turn after this one."
(Magistrate's Scepter, Nexus of Fate).

- As the effect resolves, its controller is given an extra turn directly after this one: the
  player is added to `state.extra_turns`, whose LAST entry is taken first (the most recently
  created extra turn is taken first, CR 500.7). `state.extra_turns_after` keeps the player whose
  turn the extra turns follow.
- As a new turn begins (loop/steps.py asks `next_active_player`), a waiting extra turn is taken
  first; once none is left, normal turn order resumes with the player after
  `extra_turns_after` (CR 500.7, 101.4). A player who has left the game takes no extra turn
  (CR 800.4a).
- "Next turn" of a player (rules/cant_attack_next_turn.py) counts the extra turns waiting.
- s24-core: with `count` ("Target player takes two extra turns after this one.", Time Stretch) that many extra turns
  are added, one after the other (CR 500.7: each is an extra turn of that player after this one).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ExtraTurnEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Player, StackObject


def _resolve(game: Game, item: StackObject, effect: ExtraTurnEffect, choices: Choices) -> None:
    state = game.state
    player = item.controller or state.active_player or ""
    if effect.player == "target_player":  # s23-c10: "Target player takes an extra turn ..." (CR 115.1)
        # its target: the spell's first target that is a player still in the game (its other targets are permanents)
        targeted = [t for t in item.targets if any(p.id == t and not p.has_lost for p in state.players)]
        if not targeted:
            return
        player = targeted[0]
    if state.extra_turns_after is None:
        state.extra_turns_after = state.active_player
    if not state.turn_began:
        # From now on turn order no longer tells when each player's most recent turn began: keep it
        # (what turn order says now, then each turn as it begins; CR 302.6 asks it).
        state.turn_began = {p.id: most_recent_turn_in_order(game, p.id) for p in state.players}
    for _ in range(effect.count):  # s24-core: "two extra turns" (CR 500.7): each its own extra turn
        state.extra_turns = [*state.extra_turns, player]
        game.emit("extra_turn_added", [cr("500.7")], stack_object=item.id, player=player, after_turn=state.turn)


def _seat_after(players: list[Player], after: str, playing: list[str]) -> str:
    """The first player after `after` in seating order who is in `playing` (CR 101.4)."""
    seats = [p.id for p in players]
    start = seats.index(after) if after in seats else 0
    for step in range(1, len(seats) + 1):
        candidate = seats[(start + step) % len(seats)]
        if candidate in playing:
            return candidate
    return after


def most_recent_turn_in_order(game: Game, player_id: str) -> int:
    """The turn `player_id`'s most recent turn began, as turn order tells it (no extra turns so far;
    CR 500.1, 101.4): this turn for the active player, else as many turns back as seats."""
    order = [p.id for p in game.players_in_turn_order()]
    back = (len(order) - order.index(player_id)) % len(order) if player_id in order else 0
    return max(1, game.state.turn - back)


def most_recent_turn_began(game: Game, player_id: str) -> int | None:
    """When `player_id`'s most recent turn began, once the game has had an extra turn (None before:
    turn order tells it)."""
    return game.state.turn_began.get(player_id)


def next_active_player(game: Game, playing: list[str]) -> str:
    """The player whose turn begins now, `playing` the players who may take a turn: the most
    recently added extra turn first (CR 500.7), else the player after the one whose turn the
    extra turns followed (or after the active player) in turn order."""
    state = game.state
    if state.extra_turns and state.extra_turns_after is None:
        state.extra_turns_after = state.active_player  # posted without it: they follow this turn
    while state.extra_turns:
        *rest, player = state.extra_turns
        state.extra_turns = rest
        if player in playing and not game.player(player).has_lost:  # CR 800.4a
            game.emit("extra_turn_began", [cr("500.7")], turn=state.turn + 1, player=player)
            return player
    after = state.extra_turns_after or state.active_player or ""
    if state.extra_turns_after is not None:
        state.extra_turns_after = None
    return _seat_after(state.players, after, playing)


def next_turn_number_with_extra_turns(game: Game, player_id: str) -> int | None:
    """The number of `player_id`'s next turn while extra turns are waiting or being taken (None
    otherwise): the waiting extra turns come first, the most recent first (CR 500.7), then normal
    turn order from the player after `extra_turns_after`."""
    state = game.state
    if not state.extra_turns and state.extra_turns_after is None:
        return None
    waiting = list(reversed(state.extra_turns))
    if player_id in waiting:
        return state.turn + 1 + waiting.index(player_id)
    playing = [p.id for p in state.players if not p.has_lost]
    after = state.extra_turns_after or state.active_player or ""
    turn = state.turn + len(waiting)
    for _ in range(len(state.players) + 1):
        after = _seat_after(state.players, after, playing)
        turn += 1
        if after == player_id:
            return turn
    return turn


registry.effect_resolvers["extra_turn"] = _resolve
