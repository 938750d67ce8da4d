"""s19-m21: a player's starting life total (CR 103.4) as a condition.

"Activate only if you have at least 7 life more than your starting life total and only as a sorcery."
(Speaker of the Heavens): the activated ability's `activate_only_if_life_above_starting` (N): as the ability
is activated (CR 602.5b: a restriction on activating is checked as the player activates it), its
controller's life total must be at least their starting life total plus N, else the activation is refused.

The starting life total is the format's (CR 103.4: 20 in a two-player or free-for-all game; 903.7: 40 in a
Commander game), not the life a state was posted with (states are posted mid-game, so a posted life total
is no starting life). Called from rules/activate.py with the other restrictions; an ability without the
field returns at once."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import COMMANDER_STARTING_LIFE, Permanent

STARTING_LIFE = 20  # CR 103.4


def starting_life(game: Game) -> int:
    """Each player's starting life total in this game (CR 103.4, 903.7)."""
    return COMMANDER_STARTING_LIFE if game.state.format == "commander" else STARTING_LIFE


def life_above_starting(game: Game, player: str | None, above: int) -> bool:
    """s33-dsk: whether `player` has at least `above` life more than their starting life total (CR 103.4), as the
    static "As long as you have at least 7 life more than your starting life total, ..." asks (CR 611.3a)."""
    return player is not None and game.player(player).life >= starting_life(game) + above


def verify(game: Game, permanent: Permanent, ability: Any, what: str) -> None:
    """CR 602.5b, 103.4: refuse the activation while its controller's life is below their starting life plus N."""
    above = getattr(ability, "activate_only_if_life_above_starting", None)
    if above is None:
        return
    start = starting_life(game)
    life = game.player(permanent.controller).life if permanent.controller else None
    if life is None or life < start + above:
        raise IllegalAction(
            "Condition not met",
            f"{what} can be activated only if its controller has at least {above} life more than their starting "
            f"life total ({start}), that is {start + above} or more; they have {life}",
            [cr("602.5b"), cr("103.4")],
        )
