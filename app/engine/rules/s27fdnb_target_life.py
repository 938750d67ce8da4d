"""s27-fdnb: "If target player has exactly 10 life, ~ deals 10 damage to that player." (Hidetsugu's Second Rite): the
`damage` effect's `if_target_life_exactly`. The player is targeted as the spell is cast (CR 601.2c); as it resolves, the
condition is checked on that player's life total then (CR 608.2c, 119.1): exactly that much, the damage is dealt
(rules/effects_damage.py); otherwise nothing happens (a `condition_not_met` event)."""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import StackObject


def life_is(game: Game, item: StackObject, life: int) -> bool:
    """Whether the effect's target player (its one legal target as it resolves) has exactly `life` life."""
    target = next((p for p in game.state.players if p.id in item.targets), None)
    if target is not None and target.life == life:
        return True
    game.emit("condition_not_met", [cr("608.2c"), cr("119.1")], stack_object=item.id,
              condition=f"target player has exactly {life} life", effect="damage")
    return False
