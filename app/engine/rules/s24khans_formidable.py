"""s24-khans: formidable's activation restriction, "Activate only if creatures you control have total power 8 or
greater." (CR 602.5b, 208.1): the activated ability's `activate_only_if_total_power_at_least` (N). As the ability is
activated, the powers of the creatures its controller controls (each at least 0 counted as it is, negative as 0 as
the rider condition `total_power` counts them, rules/riders.py) must add up to N or more; else it is refused."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.riders import total_power
from app.engine.state import Permanent


def verify(game: Game, permanent: Permanent, ability: Any, what: str) -> None:
    needed = ability.activate_only_if_total_power_at_least
    controller = permanent.controller or ""
    have = total_power(game, controller)
    if have < needed:
        raise IllegalAction("Condition not met", f"{what} can be activated only if creatures {controller} controls have "
                            f"total power {needed} or greater (they have {have})", [cr("602.5b"), cr("208.1")])
