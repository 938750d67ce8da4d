"""s24-core: "You can't lose the game and your opponents can't win the game." (Platinum Angel) — the `cant_lose_game`
static ability (CR 104.3, 104.2b; 101.2: a "can't" wins over an instruction to lose or win).

While a permanent with it is on the battlefield (not face down, CR 708.2), its controller:
- doesn't lose the game to a state-based action (0 or less life 704.5a, a draw from an empty library 704.5b, ten
  poison counters 704.5c, 21 commander damage 704.6c: rules/sba.py, poison.py, commander.py ask `cant_lose` before
  making them lose, so the condition stays and makes them lose once the permanent has left), nor to an effect that
  says they lose (104.3e, rules/s23c13_lose_game.py);
- and their opponents can't win: an effect that says an opponent wins the game (104.2b, rules/win_game.py) does
  nothing (`cant_win`).
s28-blbneo: with `to` "attached_permanent" ('Equipped creature has "You can't lose the game ..."', CR 613.1f), the
player protected is the controller of the permanent the source is attached to, while it is attached.
A player still loses by conceding (104.3a), which the engine doesn't model as an action.

Gating: both answers are False at once in a game where no card has the ability (`ability_presence.game_has`); the
state-based actions ask only for a player who would lose."""

from __future__ import annotations

from app.engine.cards import CantLoseGameAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import game_has

CITES = (cr("104.3"), cr("101.2"))


def _protected(game: Game) -> set[str]:
    """The players who control a permanent with the ability now."""
    found: set[str] = set()
    for permanent in game.state.battlefield:
        if permanent.face_down or permanent.card is None or permanent.controller is None:
            continue
        for ability in current_face(game, permanent).abilities:
            if not isinstance(ability, CantLoseGameAbility):
                continue
            if ability.to is None:
                found.add(permanent.controller)
            elif permanent.attached_to is not None and (host := game.permanent(permanent.attached_to)) is not None \
                    and host.controller is not None:  # s28-blbneo: granted to the permanent it is attached to (613.1f)
                found.add(host.controller)
    return found


def cant_lose(game: Game, player_id: str) -> bool:
    """Whether `player_id` can't lose the game now ("You can't lose the game", CR 104.3)."""
    if not game_has(game, CantLoseGameAbility):
        return False  # most games
    return player_id in _protected(game)


def cant_win(game: Game, player_id: str) -> bool:
    """Whether `player_id` can't win the game now: an opponent of theirs has "your opponents can't win the game"."""
    if not game_has(game, CantLoseGameAbility):
        return False
    return any(other != player_id for other in _protected(game))
