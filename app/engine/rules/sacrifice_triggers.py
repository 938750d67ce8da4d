"""Sacrifice triggers (s11-classes, docs/oracle-classes.md): "Whenever you sacrifice a permanent,
target player mills two cards." (Scavenger's Talent), "Whenever you sacrifice a Food, ..." — a
`triggered` ability with the trigger "you_sacrifice" and `sacrificed`, a permanent spec (none: any
permanent).

To sacrifice is to move a permanent one controls from the battlefield to its owner's graveyard
(CR 701.21a); every rule that does so says it (`zone_change` with `reason` "sacrificed"), for an
effect, a cost or a Food foraged. The ability triggers once for each permanent its controller
sacrifices that the spec names as the permanent last existed on the battlefield (CR 603.10a: a
leaves-the-battlefield ability looks back in time, so the permanent sacrificed may be the
ability's own source), tokens included (a token is sacrificed before it ceases to exist,
704.5d). `that_permanent` names the permanent and `that_player` its controller. s32-stda: with `s30mh_any_player`
("Whenever a player sacrifices a permanent, ..."), any player's sacrifice (CR 701.21a, 603.2), ~'s own too (603.10a).

"When ~ enters and when you sacrifice it, ..." (Carrot Cake, Heaped Harvest), "When you sacrifice
~, ...": the trigger "sacrificed" (with `also_on: ["enters"]` for the first; rules/triggers.py reads
`also_on`). A leaves-the-battlefield ability (CR 603.6c): it triggers when ~ is sacrificed — moved
from the battlefield to its owner's graveyard by its controller, as a cost or an effect says
(701.21a; every sacrifice of the engine is a zone change with the reason "sacrificed") — and looks
back in time: its abilities and controller are as it last existed on the battlefield (603.10a); the
ability is controlled by that controller, the player who sacrificed it (701.21a: only a permanent's
controller can sacrifice it). A permanent put into a graveyard any other way (destroyed, state-based
actions) is not sacrificed."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
from app.engine.rules.dies_triggers import dying_matches
from app.engine.rules.event_triggers import abilities_with, left_battlefield_named, triggered
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Permanent

_SACRIFICE = frozenset({"you_sacrifice"})


def _sacrificed(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if event.get("reason") != "sacrificed" or not game_has_trigger(game, _SACRIFICE):
        return []
    left: Permanent | None = game.rule_memory.get(LEFT_BATTLEFIELD)
    if left is None or left.id != event.get("permanent"):
        return []
    last_known = game.state.last_known.get(left.id)
    if last_known is None:
        return []
    named = {"that_player": left.controller, "that_permanent": left.id}
    found: list[PendingTrigger] = []
    for permanent in [left, *game.state.battlefield]:
        theirs = permanent.controller != left.controller
        for index, ability in abilities_with(game, permanent, _SACRIFICE):
            if theirs and not ability.s30mh_any_player:
                continue  # "you sacrifice": the sacrificing player is the ability's controller
            if dying_matches(ability.sacrificed, left, last_known, permanent, game):
                found.append(
                    triggered(permanent, index, "you_sacrifice", named, [cr("603.2"), cr("701.21a"), cr("603.10a")])
                )
    return found


keyword_triggers.watch("zone_change", _sacrificed, needs=_needs(_SACRIFICE))


_SACRIFICED = frozenset({"sacrificed"})


def _detect_sacrificed(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _SACRIFICED):
        return []
    if event.get("from") != Zone.BATTLEFIELD.value or event.get("reason") != "sacrificed":
        return []
    found = left_battlefield_named(game, event)  # s21-ete: shared with rules/s21ete_dies_or_exiled.py
    if found is None:
        return []
    left, named = found
    cites = [cr("603.6c"), cr("603.10a"), cr("701.21a")]
    return [triggered(left, index, "sacrificed", named, cites) for index, _ in abilities_with(game, left, _SACRIFICED)]


keyword_triggers.watch("zone_change", _detect_sacrificed, needs=_needs(_SACRIFICED))
