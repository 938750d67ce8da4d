""" "~ can't block." (Starscape Cleric): the static ability `self_cant_block`, a restriction on
declaring blockers (CR 509.1b: a creature with a restriction that forbids it to block can't be
declared as a blocker), for as long as the permanent has the ability; a face-down permanent has
none (708.2)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import SelfCantBlockAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.state import Permanent


def _cant_block(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    if abilities_of_kind(game, blocker, SelfCantBlockAbility):
        return Refusal(f"{blocker.id} can't block (its own static ability)", (cr("509.1b"),), title="Can't block")
    return None


registry.block_restrictions.add(_cant_block, needs=(SelfCantBlockAbility,))
