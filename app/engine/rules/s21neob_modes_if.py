"""s21-neob: "Choose one. If you control an artifact and an enchantment as you cast ~, you may choose both."
(Soul Transfer; CR 700.2a, 700.2d, 601.2b).

The spell has a `modal` effect with `choose_max` (rules/mode_counts.py) and the ability `more_modes_if`
(app/engine/cards.py): its caster may choose more than one mode only if that ability's condition (a RiderCondition,
rules/riders.py) holds for them as the spell is cast. The modes are chosen at CR 601.2b, so the condition is checked
then, against the permanents the caster controls before any cost is paid (601.2h). A cast naming two modes when it
doesn't hold is refused and changes nothing; once cast, the spell keeps its modes whatever happens to those
permanents (700.2a), and a copy keeps them too (707.10). One mode may always be chosen. Asked from the cast's
verification only for a spell with such an ability (rules/optional_costs.py `has_or_mana_cost`, one look in C).

s31-stdb: "Choose one. If this spell was kicked, choose any number instead." (Inscription of Ruin; CR 702.33d): the
condition "kicked" holds when the cast action pays the kicker (`kicked`).
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import CardDefinition, MoreModesIfAbility
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.kicker import KICKED  # s31-stdb
from app.engine.rules.riders import condition_holds, describe
from app.engine.state import StackObject


def verify_more_modes(game: Game, player_id: str, card_id: str, definition: CardDefinition, action: Any) -> None:
    """Refuse a cast choosing more than one mode when the spell's `more_modes_if` condition doesn't hold for the
    caster now."""
    if len(action.choices.modes or ()) < 2:
        return
    for ability in definition.abilities:
        if not isinstance(ability, MoreModesIfAbility):
            continue
        kicked = {KICKED: True} if getattr(action, "kicked", False) else {}  # s31-stdb: "if ~ was kicked" (702.33d)
        probe = StackObject(id="modes-if", controller=player_id, source=card_id, choices=kicked)
        if not condition_holds(game, probe, ability.condition):
            raise IllegalAction(
                "Choose one mode",
                f"{definition.name}: more than one mode may be chosen only if its condition "
                f"({describe(ability.condition)}) holds as it is cast, and it doesn't for {player_id}; choose one mode",
                [cr("700.2a"), cr("700.2d"), cr("601.2b")],
            )
