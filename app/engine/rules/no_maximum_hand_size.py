"""No maximum hand size (CR 402.2): "You have no maximum hand size." (Reliquary Tower, Thought
Vessel). A player with no maximum hand size discards nothing in their cleanup step (CR 514.1).

It answers `registry.maximum_hand_size` after rules/hand_size.py (a later hook's answer wins,
rules/turns.py), and only while a permanent with this ability is or was on the battlefield. It
then reads both kinds, "The chosen player's maximum hand size is four." and "You have no maximum
hand size.", in the battlefield's order, which stands for timestamp order: effects that change a
rule of the game apply in timestamp order (CR 613.11), so the latest of them decides.
"No maximum" is the size `NO_MAXIMUM_HAND_SIZE`, more cards than any hand can hold.
"""

from __future__ import annotations

import sys

from app.engine import registry
from app.engine.cards import MaximumHandSizeAbility, NoMaximumHandSizeAbility
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has

# CR 402.2: "no maximum hand size": a size no hand reaches, so the cleanup step's discard (514.1) is nothing.
NO_MAXIMUM_HAND_SIZE = sys.maxsize


def _maximum_hand_size(game: Game, player_id: str) -> int | None:
    if not game_has(game, NoMaximumHandSizeAbility):
        return None
    size = None
    for permanent in game.state.battlefield:  # battlefield order stands for timestamp order (CR 613.11)
        for _, ability in abilities_of_kind(game, permanent, MaximumHandSizeAbility):
            whose = permanent.chosen_player if ability.player == "chosen_player" else permanent.controller
            if whose == player_id:
                size = ability.size
        for _, _ability in abilities_of_kind(game, permanent, NoMaximumHandSizeAbility):
            if permanent.controller == player_id:
                size = NO_MAXIMUM_HAND_SIZE
    return size


registry.maximum_hand_size.add(_maximum_hand_size, order=200)  # after rules/hand_size.py: its answer wins
