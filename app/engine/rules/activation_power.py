"""s14-copies: "Activate only if ~'s power is 3 or greater." (Kitsa, Otterball Elite; CR 602.5b).

The activated ability's `activate_only_if_power_at_least`: the permanent's power as the ability is
activated (its characteristics after every layer, CR 613; 208.1) must be at least that number,
else the activation is refused (CR 602.5b: a restriction on activating is checked as the player
activates it). Called from rules/activate.py with the other restrictions; an ability without the
field returns at once.

s18-m20: "Activate only if ~ is attacking." (Glint-Horn Buccaneer; CR 602.5b, 506.3): the activated ability's
`activate_only_if_attacking`: the source must be an attacking creature as the ability is activated (declared
as an attacker this combat and not removed from combat, CR 506.4), else the activation is refused.

s22-zne: "Activate only if an opponent has eight or more cards in their graveyard." (Merfolk Windrobber; CR 602.5b,
404.1): `activate_only_if_opponent_graveyard_at_least`, checked as the player activates it.
"""

from __future__ import annotations

from typing import Any

from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.s18m21_opponent_graveyard import opponent_graveyard_holds  # s22-zne
from app.engine.rules.target_filters import is_attacking
from app.engine.state import Permanent


def verify(game: Game, permanent: Permanent, ability: Any, what: str) -> None:
    """CR 602.5b: refuse the activation when the source's power is below the ability's minimum."""
    if getattr(ability, "activate_only_if_attacking", False) and not is_attacking(game, permanent.id):
        raise IllegalAction("Condition not met", f"{what} can be activated only if {permanent.id} is attacking; "
                            "it is not an attacking creature", [cr("602.5b"), cr("506.3")])  # s18-m20
    graveyard = getattr(ability, "activate_only_if_opponent_graveyard_at_least", None)  # s22-zne
    if graveyard is not None and not opponent_graveyard_holds(game, permanent.controller, graveyard):
        raise IllegalAction("Condition not met", f"{what} can be activated only if an opponent has {graveyard} or more "
                            "cards in their graveyard; none has", [cr("602.5b"), cr("404.1")])
    at_least = getattr(ability, "activate_only_if_power_at_least", None)
    if at_least is None:
        return
    characteristics = compute(game, permanent)
    power = characteristics.power if characteristics is not None else None
    if not isinstance(power, int) or power < at_least:
        raise IllegalAction(
            "Condition not met",
            f"{what} can be activated only if {permanent.id}'s power is {at_least} or greater; it is {power}",
            [cr("602.5b"), cr("208.1")],
        )
