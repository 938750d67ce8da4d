"""Maximum hand size set by an effect (CR 402.2): "The chosen player's maximum hand size is four."
(Cursed Rack, with its "As ~ enters, choose an opponent", rules/choose_opponent.py). The
cleanup step's discard (CR 514.1) and `pending` read it through `turns.maximum_hand_size`."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import MaximumHandSizeAbility
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.step_triggers import in_game


def _maximum_hand_size(game: Game, player_id: str) -> int | None:
    if not in_game(game, MaximumHandSizeAbility):
        return None
    size = None
    for permanent in game.state.battlefield:  # battlefield order stands for timestamp order (CR 613.7)
        for _, ability in abilities_of_kind(game, permanent, MaximumHandSizeAbility):
            whose = permanent.chosen_player if ability.player == "chosen_player" else permanent.controller
            if whose == player_id:
                size = ability.size
    return size


registry.maximum_hand_size.add(_maximum_hand_size)
