"""The `gain_life` and `lose_life` effects (CR 119.3: the player's life total goes up or down by
that much). A player at 0 or less life loses when state-based actions are next checked
(CR 704.5a, rules/sba.py). Damage to a player is not life loss from an effect: it is dealt with
rules/damage.py (CR 120.3a)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import GainLifeEffect, LoseLifeEffect
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.counted_amounts import counted
from app.engine.rules.defending_player import defending_player_of
from app.engine.rules.effects_targets import affected, amount
from app.engine.rules.life_this_turn import gain_life, lose_life
from app.engine.rules.s32std21_life_lost import LIFE_LOST, life_lost  # s32-std21
from app.engine.state import StackObject

# `player` values that name players without targeting them (the others target: item.targets).
_UNTARGETED = {"you": "you", "each_opponent": "each_opponent", "its_controller": "its_controller",
               "that_player": "that_player", "each_player": "each_player",
               "that_target_player": "that_target_player"}  # s19-multi: the player the effect before targeted  # that_player: named by the trigger event (rules/event_triggers.py)


def _players(game: Game, item: StackObject, who: str) -> list[str]:
    if who == "defending_player":  # an attacking creature's ability (CR 508.5; rules/defending_player.py)
        return defending_player_of(game, item)
    return affected(game, item, _UNTARGETED.get(who, "player"))


def _resolve_gain_life(game: Game, item: StackObject, effect: GainLifeEffect, choices: Choices) -> None:
    gained = amount(game, item, effect.amount)
    for player_id in _players(game, item, effect.player):
        player = game.player(player_id)
        got = gain_life(game, player, gained)  # s17-core: more when a replacement increases it (CR 614.1a)
        game.emit("life_gained", [cr("608.2"), cr("119.3")], stack_object=item.id, player=player.id, amount=got,
                  life=player.life)


def _resolve_lose_life(game: Game, item: StackObject, effect: LoseLifeEffect, choices: Choices) -> None:
    lost = amount(game, item, effect.amount)
    total = 0
    for player_id in _players(game, item, effect.player):
        player = game.player(player_id)
        life = player.life
        if effect.per_player and effect.amount == LIFE_LOST:  # s32-std21: "the life they lost this turn" (119.3)
            lost = life_lost(game, player_id)
        elif effect.per_player:  # s26-core: "for each creature they control" (CR 608.2h)
            lost = counted(game, player_id, str(effect.amount))
        lose_life(game, player, lost)
        total += life - player.life
        game.emit("life_lost", [cr("608.2"), cr("119.3")], stack_object=item.id, player=player.id, amount=lost,
                  life=player.life)
    if effect.drain and total > 0:  # s25-stdb: "You gain life equal to the life lost this way." (CR 119.3, 608.2h)
        you = game.player(item.controller or "")
        got = gain_life(game, you, total)
        game.emit("life_gained", [cr("608.2h"), cr("119.3")], stack_object=item.id, player=you.id, amount=got,
                  life=you.life)


registry.effect_resolvers["gain_life"] = _resolve_gain_life
registry.effect_resolvers["lose_life"] = _resolve_lose_life
