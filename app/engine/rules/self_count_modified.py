"""s17-neo3: "~ gets +2/+0 for each other modified creature you control." (Upriser Renegade): a
`self_count_pump` (layer 7c, CR 613.4c, counted continuously, 611.3a) with `other` (~ itself is not
counted) and/or `modified_only` (only permanents that are modified, CR 700.9: a counter on it, an
Equipment attached to it, or an Aura its controller controls attached to it; rules/modified.py).

As rules/pt_cda.py does for every counted permanent, the card type is read from the permanent's face
(a face-down permanent is a creature, CR 708.2), so two such creatures counting each other never
compute each other's characteristics in a loop."""

from __future__ import annotations

from app.engine.cards import SelfCountPumpAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.modified import is_modified
from app.engine.state import Permanent

CITES = (cr("613.4c"), cr("700.9"))
_WANTED = {
    "creatures_you_control": CardType.CREATURE,
    "lands_you_control": CardType.LAND,
    "artifacts_you_control": CardType.ARTIFACT,
    "permanents_you_control": None,
    "enchantments_you_control": CardType.ENCHANTMENT,  # s23-ori
}


def _has_type(game: Game, permanent: Permanent, wanted: CardType | None, ability: SelfCountPumpAbility) -> bool:
    if permanent.face_down or permanent.card is None:
        types = [CardType.CREATURE]
    else:
        types = list(current_face(game, permanent).types)
    if wanted is not None and wanted not in types:
        return False
    return ability.card_types is None or any(kind in types for kind in ability.card_types)


def count_other_or_modified(game: Game, ability: SelfCountPumpAbility, source: Permanent) -> int:
    """How many permanents `source`'s controller controls that `ability` counts."""
    wanted = _WANTED.get(ability.count)
    return sum(
        1
        for permanent in game.state.battlefield
        if permanent.controller == source.controller
        and not (ability.other and permanent.id == source.id)
        and _has_type(game, permanent, wanted, ability)
        and (not ability.modified_only or is_modified(game, permanent))
        and (ability.with_counter is None or permanent.counters.get(ability.with_counter, 0) > 0)  # s27-older
    )
