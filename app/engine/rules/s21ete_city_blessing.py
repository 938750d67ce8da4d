"""s21-ete: "Activate only if you have the city's blessing." (Arch of Orazca, Orazca Relic, Timestream Navigator): the
activated ability's `activate_only_if_city_blessing` (docs/oracle-s21-ete.md).

A player who has the city's blessing keeps it for the rest of the game (CR 702.131c; rules/ascend.py gives it). Such
an ability can be activated only while its controller has it (CR 602.5b); rules/activate.py asks `verify` with the
other restrictions. The condition "if you have the city's blessing" elsewhere (a rider, an "instead" sentence, a
trigger's intervening "if") is the RiderCondition `city_blessing` of rules/riders.py."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ascend import has_city_blessing
from app.engine.state import Permanent


def verify(game: Game, permanent: Permanent, ability: Any, what: str) -> None:
    """CR 602.5b, 702.131c: refuse the activation while its controller doesn't have the city's blessing."""
    if not has_city_blessing(game, permanent.controller):
        raise IllegalAction("Condition not met", f"{what} can be activated only if its controller "
                            f"({permanent.controller}) has the city's blessing", [cr("602.5b"), cr("702.131c")])
