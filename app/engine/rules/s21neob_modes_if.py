"""s21-neob: "Choose one. If you control an artifact and an enchantment as you cast ~, you may choose both."
(Soul Transfer; CR 700.2a, 700.2d, 601.2b).

A spell's `modal` effect with `choose_max_if` (app/engine/cards.py) lets its caster choose more than one mode (up to
`choose_max`, rules/mode_counts.py) only if that condition (a RiderCondition, rules/riders.py) holds for them as the
spell is cast: the modes are chosen at CR 601.2b, so the condition is checked then, against the permanents the
caster controls before any cost is paid (601.2h). A cast naming two modes when it doesn't hold is refused and
changes nothing; once cast, the spell keeps its modes whatever happens to those permanents (700.2a), and a copy
keeps them too (707.10). One mode may always be chosen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from app.engine.cards import ModalEffect
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.riders import condition_holds, describe
from app.engine.state import StackObject


def verify_more_modes(game: Game, player_id: str, card_id: str, effects: Sequence[Any], what: str) -> None:
    """Refuse a cast choosing more than one mode of a modal effect whose `choose_max_if` doesn't hold for the caster
    now (called only when more than one mode is chosen)."""
    for effect in effects:
        if not isinstance(effect, ModalEffect) or effect.choose_max_if is None:
            continue
        probe = StackObject(id="modes-if", controller=player_id, source=card_id)
        if not condition_holds(game, probe, effect.choose_max_if):
            raise IllegalAction(
                "Choose one mode",
                f"{what}: more than one mode may be chosen only if its condition ({describe(effect.choose_max_if)}) "
                f"holds as it is cast, and it doesn't for {player_id}; choose one mode",
                [cr("700.2a"), cr("700.2d"), cr("601.2b")],
            )
