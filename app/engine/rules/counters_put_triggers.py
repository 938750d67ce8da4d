""" "Whenever you put one or more +1/+1 counters on a creature you control, ..." (Stocking the
Pantry): a `triggered` ability with the trigger "you_put_counters", the kind of counter
(`counters_put`) and the permanent spec (`counters_on`, read from the ability's source) of the
permanent they are put on (CR 603.2).

CR 122.6: counters are "put" on a permanent both while it is on the battlefield and as it enters
with them. So the ability triggers
- on a `counters_put` event of a spell or ability that the ability's controller controls (the
  player who puts them is the controller of the resolving spell or ability, CR 608.2): the
  `put_counters` effect (rules/effects_counters.py, whose resolver this module wraps to know that
  player), `double_counters` (rules/double_counters.py, CR 701.10e) and `put_its_counters`
  (rules/put_its_counters.py);
- on an `entered_battlefield` event whose `counters` (what the permanent entered with, CR 614.1c)
  hold that kind, the player being the entering permanent's controller.

"One or more ... on a creature": once for each permanent counters are put on, however many
counters (one event each), never for 0 counters. `that_permanent` (the permanent) and
`that_much` (how many counters) are named for its effect (rules/event_triggers.py).

s19-m21: "Whenever one or more +1/+1 counters are put on another non-Hydra creature you control, ..." (Wildwood
Scourge): the trigger "counters_put_on", the same events whoever puts the counters (any spell, ability, cost or
entering with them, CR 122.6); the permanent spec is read from the ability's source, its "you" being the
source's controller."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import double_counters, effects_counters, keyword_triggers, put_its_counters
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.target_filters import matches_filter
from app.engine.state import StackObject
from app.engine.target_grammar import parse_target_spec

YOU_PUT_COUNTERS = "you_put_counters"
_TRIGGERS = frozenset({YOU_PUT_COUNTERS})
COUNTERS_PUT_ON = "counters_put_on"  # s19-m21: whoever puts them
_PUT_ON = frozenset({COUNTERS_PUT_ON})
ON_ITSELF = "s26mh_counters_put_on_self"  # s26-mh: "... are put on ~"
_ON_ITSELF = frozenset({ON_ITSELF})
_PUTTER = "counters_put_triggers.putter"  # the controller of the resolving put_counters effect
_CITES = [cr("603.2"), cr("122.6")]

assert effects_counters and double_counters and put_its_counters  # imported first: their resolvers are wrapped below


def _find(game: Game, player: str, permanent_id: str, counter: str, amount: int) -> list[PendingTrigger]:
    permanent = game.permanent(permanent_id)
    if permanent is None or amount <= 0:
        return []
    named: dict[str, Any] = {"that_permanent": permanent.id, "that_player": player, "that_much": amount}
    found: list[PendingTrigger] = []
    for source in game.state.battlefield:
        if source.controller != player:
            continue  # "you put": the ability's controller is the player who put them
        for index, ability in abilities_with(game, source, _TRIGGERS):
            if getattr(ability, "counters_put", None) != counter:
                continue
            on = getattr(ability, "counters_on", None)
            if on == "self":  # s27-fdna: "on ~": the ability's source itself
                if source.id == permanent.id:
                    found.append(triggered(source, index, YOU_PUT_COUNTERS, dict(named), _CITES))
                continue
            spec = parse_target_spec(on or "permanent")
            if matches_filter(game, spec, permanent, source.id, player):
                found.append(triggered(source, index, YOU_PUT_COUNTERS, dict(named), _CITES))
    return found


def _put_on_by_anyone(game: Game, permanent_id: str, counter: str, amount: int) -> list[PendingTrigger]:
    """s19-m21: the "counters_put_on" abilities the counters put on `permanent_id` trigger (CR 122.6, 603.2)."""
    permanent = game.permanent(permanent_id)
    if permanent is None or amount <= 0 or not game_has_trigger(game, _PUT_ON):
        return []
    found: list[PendingTrigger] = []
    for source in game.state.battlefield:
        if source.controller is None:
            continue
        for index, ability in abilities_with(game, source, _PUT_ON):
            if getattr(ability, "counters_put", None) != counter:
                continue
            spec = parse_target_spec(getattr(ability, "counters_on", None) or "permanent")
            if matches_filter(game, spec, permanent, source.id, source.controller):
                named: dict[str, Any] = {"that_permanent": permanent.id, "that_much": amount}
                found.append(triggered(source, index, COUNTERS_PUT_ON, named, _CITES))
    return found


def _put_on_itself(game: Game, permanent_id: str, counter: str, amount: int) -> list[PendingTrigger]:
    """s26-mh: "Whenever one or more +1/+1 counters are put on ~" (CR 122.6, 603.2): the permanent's own abilities."""
    permanent = game.permanent(permanent_id)
    if permanent is None or amount <= 0 or not game_has_trigger(game, _ON_ITSELF):
        return []
    return [triggered(permanent, index, ON_ITSELF, {"that_much": amount}, _CITES)
            for index, ability in abilities_with(game, permanent, _ON_ITSELF)
            if getattr(ability, "counters_put", None) == counter]


def _put_on(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return _put_on_by_anyone(game, event["permanent"], event["counter"], event["amount"])


def _entered_with(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    found: list[PendingTrigger] = []
    for counter, amount in (event.get("counters") or {}).items():
        found += _put_on_by_anyone(game, event["permanent"], counter, amount)
    return found


def _s26mh_put_on_itself(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return _put_on_itself(game, event["permanent"], event["counter"], event["amount"])


def _s26mh_entered_with_on_itself(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """s26-mh: ~ entering with +1/+1 counters has them put on it (CR 122.6)."""
    return [pending for counter, amount in (event.get("counters") or {}).items()
            for pending in _put_on_itself(game, event["permanent"], counter, amount)]


def _counters_put(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    player = game.rule_memory.get(_PUTTER)
    if not isinstance(player, str) or not game_has_trigger(game, _TRIGGERS):
        return []
    return _find(game, player, event["permanent"], event["counter"], event["amount"])


def _entered(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    counters = event.get("counters")
    if not counters or not game_has_trigger(game, _TRIGGERS):
        return []
    found: list[PendingTrigger] = []
    for counter, amount in counters.items():
        found += _find(game, event["controller"], event["permanent"], counter, amount)
    return found


def _recording_putter(resolver: Any) -> Any:
    def resolve(game: Game, item: StackObject, effect: Any, choices: Choices) -> None:
        saved = game.rule_memory.get(_PUTTER)
        game.rule_memory[_PUTTER] = item.controller
        try:
            resolver(game, item, effect, choices)
        finally:
            game.rule_memory[_PUTTER] = saved

    return resolve


for _kind in ("put_counters", "double_counters", "put_its_counters"):
    registry.effect_resolvers[_kind] = _recording_putter(registry.effect_resolvers[_kind])
keyword_triggers.watch("counters_put", _counters_put, needs=(trigger_kind(YOU_PUT_COUNTERS),))
keyword_triggers.watch("entered_battlefield", _entered, needs=(trigger_kind(YOU_PUT_COUNTERS),))
keyword_triggers.watch("counters_put", _put_on, needs=(trigger_kind(COUNTERS_PUT_ON),))  # s19-m21
keyword_triggers.watch("entered_battlefield", _entered_with, needs=(trigger_kind(COUNTERS_PUT_ON),))  # s19-m21
keyword_triggers.watch("counters_put", _s26mh_put_on_itself, needs=(trigger_kind(ON_ITSELF),))  # s26-mh
keyword_triggers.watch("entered_battlefield", _s26mh_entered_with_on_itself, needs=(trigger_kind(ON_ITSELF),))  # s26-mh
