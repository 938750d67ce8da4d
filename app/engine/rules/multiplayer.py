"""Multiplayer games (CR 800-806), as Commander plays them: any number of players, each attacking
any opponents (and their planeswalkers and battles) in one combat (CR 506.2, 802), turns and
priority in the order of `players` (CR 101.4, 117.3d).

- CR 800.4a: a player who loses leaves the game while two or more players remain (with one left,
  the game is over, CR 104.2a, and nothing leaves): every object they own leaves the game (their
  permanents, their spells on the stack, the cards in their hand, library, graveyard, exile and
  command zone); effects giving them control of objects end (a permanent they control but don't
  own returns to its owner); abilities they control on the stack cease to exist; whatever they
  still control is exiled; their delayed triggers and abilities waiting to be put on the stack are
  gone (nothing they control is put on the stack any more); creatures attacking them, or their planeswalkers, are removed from combat
  (the engine's reading: what they attack is no longer in the game). One `player_left_game` event
  lists what left.
- CR 800.4a, last sentence, and 800.4j: if they had priority, the next player in turn order still
  in the game receives it; if it was their turn, the turn goes on without an active player: where
  the active player would receive priority, the next player in turn order does (loop/priority.py
  asks `first_to_act`), and the next turn is the next player's in turn order.
"""

from __future__ import annotations

from collections.abc import Callable

from app.engine.citations import cr
from app.engine.enums import PLAYER_ZONES, StackObjectKind, Zone
from app.engine.game import Game
from app.engine.state import Player, ZoneCard

# s32-cmd: what a designation a player had does as they leave the game (the monarch, CR 724.4): each called with the game
# and the player who left, after `leave_game` removed what they owned
left_game_hooks: list[Callable[[Game, str], None]] = []


def next_player_in_game(game: Game, player_id: str) -> str:
    """The next player after `player_id` in turn order who is still in the game (CR 101.4, 800.4j)."""
    players = game.state.players
    start = next((index for index, player in enumerate(players) if player.id == player_id), 0)
    for offset in range(1, len(players) + 1):
        candidate = players[(start + offset) % len(players)]
        if not candidate.has_lost:
            return candidate.id
    return player_id


def first_to_act(game: Game) -> str | None:
    """Who receives priority where the active player would (CR 117.3a-b): the active player, or,
    when they have left the game during their turn, the next player in turn order (CR 800.4j)."""
    active = game.state.active_player
    if active is None:
        return None
    player = next((p for p in game.state.players if p.id == active), None)
    if player is None or not player.has_lost:
        return active
    return next_player_in_game(game, active)


def _owned_cards(player: Player) -> list[ZoneCard]:
    cards = [card for zone in PLAYER_ZONES for card in getattr(player, zone.value)]
    cards += player.command_zone
    return cards


def leave_game(game: Game, player: Player) -> None:
    """CR 800.4a: `player` leaves the game (see the module docstring)."""
    state = game.state
    gone = player.id
    left: list[str] = []
    # Objects they own leave the game.
    for permanent in [p for p in state.battlefield if p.owner == gone]:
        state.battlefield.remove(permanent)
        left.append(permanent.id)
    for item in [i for i in state.stack if i.owner == gone and i.kind is StackObjectKind.SPELL]:
        state.stack.remove(item)
        left.append(item.id)
    for card in _owned_cards(player):
        left.append(card.id)
    for zone in (*PLAYER_ZONES, Zone.COMMAND):
        getattr(player, zone.value).clear()
    player.commander_zone_pending = []
    # Control effects giving them control end: what they control and don't own goes back to its owner.
    returned: list[str] = []
    for permanent in state.battlefield:
        if permanent.controller == gone:
            permanent.controller = permanent.owner
            permanent.base_controller = None
            permanent.controlled_since_turn = state.turn
            returned.append(permanent.id)
            game.changed(permanent)
    # Abilities they control on the stack cease to exist; spells they control (owned by others) are exiled.
    ceased = [item.id for item in state.stack if item.controller == gone and item.kind is not StackObjectKind.SPELL]
    exiled: list[str] = []
    for item in list(state.stack):
        if item.controller != gone:
            continue
        state.stack.remove(item)
        if item.kind is StackObjectKind.SPELL and item.card is not None and item.owner is not None:
            owner = next((p for p in state.players if p.id == item.owner), None)
            if owner is not None:
                owner.exile.append(ZoneCard(id=item.id, card=item.card))
                exiled.append(item.id)
    state.delayed_triggers = [t for t in state.delayed_triggers if t.controller != gone]
    game.pending_triggers = [t for t in game.pending_triggers if t.controller != gone]
    combat = state.combat
    removed_from_combat: list[str] = []
    if combat is not None:
        in_game = {p.id for p in state.battlefield}
        kept = []
        for attacker in combat.attackers:
            attacked = attacker.defending_player or attacker.defending
            if attacker.id not in in_game or attacked == gone or attacker.defending in left:
                removed_from_combat.append(attacker.id)
            else:
                kept.append(attacker)
        combat.attackers = kept
        combat.blockers = {blocker: attacked for blocker, attacked in combat.blockers.items() if blocker in in_game}
    if state.priority_player == gone:
        state.priority_player = next_player_in_game(game, gone)  # CR 800.4a
    state.priority_passed = [p for p in state.priority_passed if p != gone]
    cites = [cr("800.4a")]
    if state.active_player == gone:
        cites.append(cr("800.4j"))
    game.emit(
        "player_left_game",
        cites,
        player=gone,
        left_game=left,
        control_returned=returned,
        ceased_to_exist=ceased,
        exiled=exiled,
        removed_from_combat=removed_from_combat,
        turn_continues=state.active_player == gone,
    )
    for hook in left_game_hooks:  # s32-cmd: the monarch's successor (CR 724.4; rules/s32cmd_monarch.py)
        hook(game, gone)


def players_leave(game: Game) -> None:
    """After state-based actions made players lose: while the game goes on (two or more players
    remain), each player who has lost and still has anything in the game leaves it (CR 800.4a)."""
    state = game.state
    if state.game_over or len(state.players) < 3:
        return
    for player in state.players:
        if player.has_lost and _still_in_game(game, player):
            leave_game(game, player)


def _still_in_game(game: Game, player: Player) -> bool:
    state = game.state
    gone = player.id
    return (
        any(p.owner == gone or p.controller == gone for p in state.battlefield)
        or any(i.owner == gone or i.controller == gone for i in state.stack)
        or bool(_owned_cards(player))
        or state.priority_player == gone
    )
