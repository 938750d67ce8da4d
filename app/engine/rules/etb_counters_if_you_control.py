"""s17-neo: "~ enters with a +1/+1 counter on it if you control a modified creature." (Heir of the
Ancient Fang): `etb_counters` with `if_you_control`, a spec of rules/you_control.py.

The counters are a replacement effect that modifies how the permanent enters (CR 614.1c, 122.6);
the condition is checked for its controller as it enters, before it is on the battlefield, so the
entering permanent never counts itself (CR 614.12: such a replacement is applied as the event
happens). When the condition doesn't hold, it enters without those counters.
"""

from __future__ import annotations

from app.engine.cards import EtbCountersAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.you_control import you_control
from app.engine.rules.zones import Entering

CITES = [cr("614.12")]


def condition_holds(game: Game, entering: Entering, ability: EtbCountersAbility) -> bool:
    """Whether the entering permanent's controller controls a permanent the spec names (not itself)."""
    assert ability.if_you_control is not None
    permanent = entering.permanent
    return you_control(game, permanent.controller, ability.if_you_control, source_id=permanent.id)
