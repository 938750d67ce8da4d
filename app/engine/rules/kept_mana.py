"""Mana kept as steps and phases end (CR 500.4, 514.2): "Add {R}. Until end of turn, you don't lose
this mana as steps and phases end." (Brazen Collector). The `add_mana` effect with
`kept_until_end_of_turn` adds its mana to the pool and counts it in the player's `kept_mana`; as a
step or phase ends (CR 500.4) that much of each color stays in the pool instead of emptying, until
the cleanup step, where "until end of turn" effects end (514.2) and the pool empties as usual.

Mana of one color in a pool is alike but for where it came from; the player paying a cost chooses
which of it to spend (CR 601.2h). The engine spends it as that player would: the mana that would be
lost first, so what is kept is the kept count capped by what of that color is still in the pool.
"Loses all unspent mana" ends it (`forget`). Nothing here runs unless a player has `kept_mana`."""

from __future__ import annotations

from app.engine.enums import Step
from app.engine.game import Game
from app.engine.state import ManaPool, Player

_KINDS = ("W", "U", "B", "R", "G", "C")


def keep(player: Player, produced: dict[str, int]) -> None:
    """Count the mana just added as kept until end of turn (CR 500.4, 514.2)."""
    kept = player.kept_mana if player.kept_mana is not None else ManaPool()
    for kind, count in produced.items():
        setattr(kept, kind, getattr(kept, kind) + count)
    player.kept_mana = kept


def forget(player: Player) -> None:
    """The player lost all their unspent mana (CR 106.4): none of it is kept any more."""
    if player.kept_mana is not None:
        player.kept_mana = None


def kept_as_step_ends(game: Game, player: Player) -> dict[str, int]:
    """What of the player's pool stays as the current step or phase ends (CR 500.4): the kept mana
    still in the pool, or nothing once the cleanup step ends ("until end of turn" ended, 514.2)."""
    kept = player.kept_mana
    if kept is None:
        return {}
    if game.state.step is Step.CLEANUP:
        player.kept_mana = None
        return {}
    pool = player.mana_pool
    staying = {kind: min(getattr(kept, kind), getattr(pool, kind)) for kind in _KINDS}
    staying = {kind: count for kind, count in staying.items() if count}
    player.kept_mana = ManaPool(**staying) if staying else None
    return staying
