"""The damage dealt to a player this turn (Simulacrum: "You gain life equal to the damage dealt to
you this turn. Simulacrum deals damage to target creature you control equal to the damage dealt
to you this turn."): each player's `damage_dealt_this_turn` adds up the damage dealt to them,
combat and noncombat (CR 120.3a; after prevention, from `registry.damage_dealt`), and is 0 again
as a new turn begins (loop/steps.py). A posted state says how much was dealt earlier in its turn.
The amount `damage_dealt_to_you_this_turn` reads it for the controller of the spell or ability
as each effect happens (CR 608.2h)."""

from __future__ import annotations

from app.engine import registry
from app.engine.game import Game


def _count_damage_to_players(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    player = next((p for p in game.state.players if p.id == recipient), None)
    if player is not None and amount > 0:
        player.damage_dealt_this_turn += amount


registry.damage_dealt.add(_count_damage_to_players)
