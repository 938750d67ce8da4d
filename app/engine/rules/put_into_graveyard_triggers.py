"""Triggers on a permanent put into a graveyard from the battlefield (CR 603.6c: leaves-the-battlefield
abilities; 603.10a: they look back in time), of any card type:

- "self_put_into_graveyard": "When ~ is put into a graveyard from the battlefield, it deals 5 damage to any
  target." (an artifact's; a creature's is "dies", CR 700.4). As for "dies", the ability's effect finds the
  card it became in the graveyard (`that_card`, CR 400.7e) and deals damage as ~ last existed (608.2h);
- "permanent_put_into_graveyard": "Whenever an enchantment you control is put into a graveyard from the
  battlefield, ..." with `put_into_graveyard`, the spec the permanent matched as it last existed (its
  controller and token-ness then, its last known characteristics; rules/dies_triggers.py `dying_matches`).
  The permanent itself triggers its own ability when it matches (603.10a).

A token put into a graveyard goes there before it ceases to exist (CR 111.7, 704.5d), so it triggers too.
Gated on a card with such a trigger being in the game.
"""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.dies_triggers import dying_matches
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.zones import LEFT_BATTLEFIELD
from app.engine.state import Permanent

_SELF = frozenset({"self_put_into_graveyard"})
_ANY = frozenset({"permanent_put_into_graveyard"})
_CITES = [cr("603.6c"), cr("603.10a")]


def _put_into_graveyard(game: Game, event: dict[str, Any]) -> Permanent | None:
    """The permanent a `zone_change` event put into a graveyard from the battlefield, as it last existed."""
    if (
        event["type"] != "zone_change"
        or event.get("from") != Zone.BATTLEFIELD.value
        or event.get("to") != Zone.GRAVEYARD.value
    ):
        return None
    left: Permanent | None = game.rule_memory.get(LEFT_BATTLEFIELD)
    if left is None or left.id != event.get("permanent") or left.id not in game.state.last_known:
        return None
    return left


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _SELF | _ANY):
        return []
    left = _put_into_graveyard(game, event)
    if left is None:
        return []
    last_known = game.state.last_known[left.id]
    named: dict[str, Any] = {"that_player": left.controller, "that_permanent": left.id}
    cards = event.get("cards") or []
    if cards:
        named["that_card"] = cards[0]
    found = [
        triggered(left, index, "self_put_into_graveyard", named, _CITES)
        for index, _ in abilities_with(game, left, _SELF)
    ]
    for permanent in [left, *game.state.battlefield]:
        for index, ability in abilities_with(game, permanent, _ANY):
            if dying_matches(getattr(ability, "put_into_graveyard", None), left, last_known, permanent) and (
                    not getattr(ability, "s26cmdb_into_your_graveyard", False) or left.owner == permanent.controller):
                # s26-cmdb: "into your graveyard": a permanent the ability's controller owns (CR 404.1)
                found.append(triggered(permanent, index, "permanent_put_into_graveyard", named, _CITES))
    return found


keyword_triggers.watch("zone_change", _detect, needs=tuple(map(trigger_kind, _SELF | _ANY)))
