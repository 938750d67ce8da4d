"""s28-core: "Prevent all [combat] damage that would be dealt to you and creatures you control this turn." (Safe
Passage; docs/oracle-s28-core.md).

The `prevent_damage` effect with `target` "you" and `and_creatures_you_control` makes one shield, as it resolves, that
protects its controller (CR 615.1; until the turn ends, 615.3, 514.2) and carries `and_creatures_of` that player: damage
that would be dealt to a creature that player controls as the damage would be dealt is prevented too. A prevention
effect doesn't modify characteristics or change control, so the objects it protects are not locked in as it resolves
(CR 611.2c applies only to those effects): a creature that comes under that player's control later in the turn is
protected, and one they no longer control is not. rules/prevention.py applies the shield as any "all damage" shield
(its source and combat filters the same)."""

from __future__ import annotations

from app.engine.characteristics import is_creature
from app.engine.game import Game
from app.engine.state import PreventionShield


def covers_creature(game: Game, shield: PreventionShield, recipient: str) -> bool:
    """Whether `recipient` is a creature on the battlefield that the shield's `and_creatures_of` player controls now
    (CR 615.1, 611.2c)."""
    if shield.and_creatures_of is None:
        return False
    permanent = game.permanent(recipient)
    return permanent is not None and permanent.controller == shield.and_creatures_of and is_creature(game, permanent)
