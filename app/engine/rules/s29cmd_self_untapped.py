""" "Whenever ~ becomes untapped, you may pay {2}. If you do, draw a card." (s29-cmd): the trigger
"s29cmd_self_becomes_untapped" of the permanent itself (CR 603.2, 701.26b). A permanent becomes untapped when it
turns upright from tapped: in its controller's untap step (CR 502.3), by an untap effect (701.26b) or to pay an {Q}
cost (107.6) — the "untapped" events every one of those emits (one `permanent`, or the step's `permanents`); entering
the battlefield untapped is not becoming untapped. `that_permanent`: ~; `that_player`: its controller. Asked only in a
game with a card that has such an ability (as rules/self_tapped_triggers.py)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.self_tapped_triggers import own_triggers

_SELF_UNTAPPED = frozenset({"s29cmd_self_becomes_untapped"})
_CITES = [cr("603.2"), cr("701.26b")]


def _triggers_of(game: Game, permanent_id: str) -> list[PendingTrigger]:
    return own_triggers(game, permanent_id, _SELF_UNTAPPED, "s29cmd_self_becomes_untapped", _CITES)


def _untapped(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    named = [event["permanent"]] if isinstance(event.get("permanent"), str) else list(event.get("permanents") or [])
    return [found for permanent_id in named if isinstance(permanent_id, str)
            for found in _triggers_of(game, permanent_id)]


keyword_triggers.watch("untapped", _untapped, needs=_needs(_SELF_UNTAPPED))
