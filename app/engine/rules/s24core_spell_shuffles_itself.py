"""s24-core: an instant or sorcery whose last instruction is "Shuffle ~ into its owner's library." ("~ deals 5 damage to
any target. Shuffle ~ into its owner's library."): following that instruction, the spell card leaves the stack for its
owner's library, which is then shuffled, instead of going to the graveyard as the final part of its resolution (CR
608.2c: the instructions in order; 608.2n; 701.24a). It is the `shuffle` effect with `source` of a spell; as an earlier
instruction (a later one could see the library it went into) it is refused as the spell resolves. A replacement that
sends the spell elsewhere as it leaves the stack (flashback's exile, CR 702.34a) still applies: rules/stack.py asks
`shuffles_itself` only for a spell going to its graveyard."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ShuffleEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import StackObject

CITES = (cr("608.2c"), cr("701.24a"))


def _is_own(effect: Any) -> bool:
    return isinstance(effect, ShuffleEffect) and effect.source and not effect.zones


def shuffles_itself(effects: Sequence[Any]) -> bool:
    """Whether the resolving spell's last instruction is "Shuffle ~ into its owner's library."; refused (as not
    supported) when such an instruction comes before another one."""
    if not any(_is_own(effect) for effect in effects):
        return False
    if not _is_own(effects[-1]) or sum(map(_is_own, effects)) > 1:
        raise IllegalAction("Not supported yet", "'Shuffle ~ into its owner's library.' before another instruction of "
                            "the spell is not supported by the engine", [*CITES])
    return True


def shuffle_owners_library(game: Game, item: StackObject, choices: Choices) -> None:
    """Once the spell card is in its owner's library: that library is shuffled (CR 701.24a), by the `shuffle` effect's
    own resolver (rules/library.py, through the registry: that module needs rules/stack.py)."""
    registry.effect_resolvers["shuffle"](game, item.model_copy(update={"controller": item.owner}), ShuffleEffect(),
                                         choices)
