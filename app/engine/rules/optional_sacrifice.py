"""An optional sacrifice as a triggered ability resolves (CR 608.2d, 701.21a): "Whenever ~ attacks,
you may sacrifice another creature. If you do, ~ gets +2/+2 until end of turn." (Brawl-Bash Ogre),
"..., you may sacrifice ~. If you do, ..." — the `optional_action` "sacrifice" with `spec` ("self",
"that_permanent" (s18-neob: the permanent the trigger event named, Ogre-Head Helm's equipped creature),
or a permanent spec of the filter grammar read from the ability's source: "creature:other") and
`amount`.

The choice to do it is rules/reflexive.py's (`choices.pay_optional_cost`); this module does the
sacrifice. The permanents are chosen as it resolves, not targeted (608.2d): the `resolve` action's
`choices.sacrifice` names them, else the documented default, the first matching permanents of the
controller in battlefield order. Only permanents its controller controls can be sacrificed
(701.21a); choosing to sacrifice with too few of them is refused, as the action can't be done and
"If you do" could never hold (608.2d). "Sacrifice ~" once ~ has left the battlefield or changed
controller can't be done either (CR 400.7).
"""

from __future__ import annotations

from app.engine.actions import Choices
from app.engine.cards import OptionalAction
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.event_triggers import EVENT
from app.engine.rules.sacrifice import sacrifice
from app.engine.rules.target_filters import matches_filter
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec


def describe_sacrifice(action: OptionalAction) -> str:
    """The action as the `pending` decision's `cost` names it ("sacrifice 1 creature:other")."""
    if action.spec == "that_permanent":  # s18-neob
        return "sacrifice that permanent"
    return "sacrifice ~" if action.spec == "self" else f"sacrifice {action.amount} {action.spec}"


def sacrifice_candidates(game: Game, item: StackObject, action: OptionalAction) -> list[str]:
    """The permanents the action could sacrifice (its controller's, matching its spec), in battlefield order."""
    return _candidates(game, item, action)


def _candidates(game: Game, item: StackObject, action: OptionalAction) -> list[str]:
    controller = item.controller or ""
    source = item.source or ""
    if action.spec == "self":
        permanent = game.permanent(source)
        return [source] if permanent is not None and permanent.controller == controller else []
    if action.spec == "that_permanent":  # s18-neob: the permanent the trigger event named (CR 608.2c, 400.7)
        named = (item.choices.get(EVENT) or {}).get("that_permanent")
        permanent = game.permanent(named) if isinstance(named, str) else None
        return [permanent.id] if permanent is not None and permanent.controller == controller else []
    spec = parse_target_spec(action.spec or "")
    return [
        permanent.id
        for permanent in game.state.battlefield
        if permanent.controller == controller and matches_filter(game, spec, permanent, source, controller)
    ]


def do_optional_sacrifice(game: Game, item: StackObject, action: OptionalAction, choices: Choices) -> list[str]:
    """Sacrifice what the action names (the ability's controller chose to); its citations."""
    what = f"the optional action of {item.id} ({describe_sacrifice(action)})"
    candidates = _candidates(game, item, action)
    if len(candidates) < action.amount:
        raise IllegalAction(
            "Can't do that",
            f"{what}: {item.controller} controls {len(candidates)} such permanent(s)",
            [cr("608.2d"), cr("701.21a")],
        )
    chosen = candidates[: action.amount]
    if choices.sacrifice is not None and action.spec not in ("self", "that_permanent"):
        game.used_choices.add("sacrifice")
        chosen = list(dict.fromkeys(choices.sacrifice))
        if len(chosen) != action.amount or any(permanent_id not in candidates for permanent_id in chosen):
            raise IllegalAction(
                "Can't sacrifice that",
                f"{what}: choices.sacrifice must name {action.amount} of {candidates}, not {choices.sacrifice}",
                [cr("608.2d"), cr("701.21a")],
            )
    for permanent_id in chosen:
        sacrifice(game, item.controller or "", permanent_id, [cr("608.2d")])
    return [cr("608.2d"), cr("701.21a")]
