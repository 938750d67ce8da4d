"""s25-mh: scavenge (CR 702.97). "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of
+1/+1 counters equal to the power of the card you exiled on target creature. Activate only as a sorcery." (702.97a)

It is read as that `activated` ability (the other cost `exile_self_from_graveyard`, `activate_only` "sorcery": it
works only from the graveyard, 113.6k, rules/graveyard_abilities.py), whose `put_counters` amount is the `Count`
"s25mh_exiled_card_power": the power of the card exiled to pay its cost, the ability's own card. That card's power is
its printed power (in the graveyard and in exile no effect changes it here); a card whose power is defined by a
characteristic-defining ability ("*") is not modelled and is refused as the ability resolves.
"""

from __future__ import annotations

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import StackObject

COUNT = "s25mh_exiled_card_power"
CITES = (cr("702.97a"),)


def exiled_card_power(game: Game, item: StackObject) -> int:
    """The power of the ability's own card, exiled as its cost (CR 702.97a, 608.2h)."""
    definition = game.definition(item.card) if item.card is not None else None
    power = definition.power if definition is not None else None
    if type(power) is not int:
        raise IllegalAction("Not modelled", f"{item.id}: the power of the exiled card "
                            f"{definition.name if definition else item.source!r} is not a number the engine knows",
                            [*CITES, cr("608.2h")])
    return max(0, power)
