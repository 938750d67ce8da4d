""" "If an opponent was dealt damage this turn" (bloodthirst, CR 702.54a: "Bloodthirst N" means "If an opponent was
dealt damage this turn, this permanent enters with N +1/+1 counters on it."): the life condition
`opponent_dealt_damage` (app/engine/cards.py `LifeCondition`), answered by rules/life_this_turn.py's
`condition_holds` wherever the vocabulary takes such a condition (an `etb_counters` replacement, CR 614.1c).

Each player's `damage_dealt_this_turn` adds up the damage dealt to them this turn, after prevention (CR 120.1, 615.1:
damage prevented is not dealt; rules/damage_this_turn.py), 0 again as a new turn begins; an opponent was dealt damage
this turn when that total is above 0 for any opponent of the player asking (combat or noncombat damage alike, and
damage from a source with infect too: it is still damage dealt to the player, CR 120.3b)."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game

CITES = (cr("702.54a"), cr("120.1"))


def opponent_was_dealt_damage(game: Game, player_id: str) -> bool:
    """Whether an opponent of `player_id` was dealt damage this turn (CR 702.54a)."""
    return any(p.id != player_id and p.damage_dealt_this_turn > 0 for p in game.state.players)
