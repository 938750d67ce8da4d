"""s30-old: "If you would draw a card while your library has no cards in it, you win the game instead." — the
`empty_library_draw_wins` static ability (CR 614.1a: a replacement effect, "instead"; 121.4: a draw from an empty library;
104.2b: an effect may say a player wins the game).

While a permanent with it is on the battlefield (not face down, CR 708.2), a draw its controller would make while their
library has no cards in it doesn't happen (CR 614.6): that player wins the game instead (each opponent still in the
game loses, the game ends, as rules/win_game.py). The draw never happened, so the player is not marked for the
state-based action of CR 704.5b. If they can't win ("your opponents can't win the game", CR 104.3, 101.2;
rules/s24core_cant_lose.py), the draw is still replaced and nothing else happens.

Gating: rules/zones.py `draw_cards` asks the hook only when the drawing player's library is empty, and the hook list
only in games where a card has the ability (`needs`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S30oldEmptyDrawWinsAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.s24core_cant_lose import cant_win
from app.engine.rules.sba import decide_game
from app.engine.state import Player

CITES = (cr("614.1a"), cr("121.4"), cr("104.2b"))


def _wins_instead(game: Game, player: Player, cites: tuple[str, ...]) -> bool:
    source = next((permanent for permanent in game.state.battlefield if permanent.controller == player.id
                   and abilities_of_kind(game, permanent, S30oldEmptyDrawWinsAbility)), None)
    if source is None:
        return False
    if cant_win(game, player.id):  # an opponent's "your opponents can't win the game" (CR 104.3): replaced, no more
        return True
    for other in game.state.players:
        if other.id == player.id or other.has_lost:
            continue
        other.has_lost = True
        other.loss_reason = f"{player.id} would draw from an empty library and wins the game instead ({source.id})"
        game.emit("player_lost", [*cites, *CITES], player=other.id, reason=other.loss_reason)
    decide_game(game)  # no opponent remains: the game is over (CR 104.2a)
    return True


registry.empty_library_draw_replacements.add(_wins_instead, needs=(S30oldEmptyDrawWinsAbility,))
