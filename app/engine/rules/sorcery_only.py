"""s18-castfree: "Each opponent can cast spells only any time they could cast a sorcery." (Teferi, Time Raveler),
the `opponents_cast_only_as_sorcery` ability.

While a player controls a permanent with it, each of their opponents may cast a spell only when they could cast a
sorcery: in their own main phase while the stack is empty (CR 307.1). It is a restriction, and a restriction wins
over a permission (CR 101.2): an instant, a spell with flash, or one an effect lets them cast "as though it had
flash" is held to the same timing. rules/flash.py asks it as a spell's timing is checked. Nothing else changes
(activated abilities and land plays keep their timing).

Gating: the question returns at once in a game where no card has the ability (`ability_presence.game_has`).
"""

from __future__ import annotations

from app.engine.cards import CardDefinition, OpponentsCastOnlyAsSorceryAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.state import Player

CITES = (cr("307.1"), cr("101.2"))


def restricted(game: Game, player: Player) -> bool:
    """Whether an opponent of `player` controls a permanent with the ability."""
    if not game_has(game, OpponentsCastOnlyAsSorceryAbility):
        return False
    opponents = {opponent.id for opponent in game.opponents(player.id)}
    return any(
        permanent.controller in opponents and abilities_of_kind(game, permanent, OpponentsCastOnlyAsSorceryAbility)
        for permanent in game.state.battlefield
    )


def refuse(player: Player, definition: CardDefinition, detail: str) -> None:
    raise IllegalAction("Wrong time", f"{player.id} can cast spells only any time they could cast a sorcery (an "
                        f"opponent's permanent says so): {definition.name} can be cast only {detail}",
                        [cr("117.1a"), *CITES])
