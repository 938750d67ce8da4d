"""Attack triggers that look at the attacking player or at what they control (s11-classes,
docs/oracle-classes.md):

- "Whenever you attack, <effect>" (Hunter's Talent, Gossip's Talent): a `triggered` ability with the
  trigger "you_attack". It triggers once each time its controller declares one or more creatures as
  attackers (CR 508.3d), however many attack, and not when no creature is declared (508.8: no
  attack). Its target ("target attacking creature") is chosen as it is put on the stack, after the
  attackers are declared (603.3d).
- "Whenever ~ attacks while you control a token, <effect>" (Seasoned Warrenguard): the trigger
  "attacks_while_you_control" with `while_you_control`, a permanent spec of the target grammar
  ("permanent:token"). The condition is part of the trigger event (CR 603.2: the ability triggers
  only if, as ~ is declared as an attacker, its controller controls such a permanent, 508.3a); it
  is not an intervening "if" (603.4), so it is not checked again as the ability resolves.

Both name `that_player` (the attacking player) for their effects (rules/event_triggers.py).
"""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.target_filters import matches_filter
from app.engine.target_grammar import parse_target_spec

_YOU_ATTACK = frozenset({"you_attack"})
_ATTACKS_WHILE = frozenset({"attacks_while_you_control"})


def controls_matching(game: Game, controller: str | None, spec_text: str, source_id: str) -> bool:
    """Whether `controller` controls a permanent `spec_text` names (states such as "token" included)."""
    if controller is None:
        return False
    spec = parse_target_spec(spec_text)
    return any(
        permanent.controller == controller and matches_filter(game, spec, permanent, source_id, controller)
        for permanent in game.state.battlefield
    )


def _you_attack(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    attackers = event.get("attackers") or []
    if not attackers or not game_has_trigger(game, _YOU_ATTACK):
        return []  # CR 508.8: no creature declared, no attack
    player = event.get("player")
    named = {"that_player": player}
    return [
        triggered(permanent, index, "you_attack", named, [cr("603.2"), cr("508.3d")])
        for permanent in game.state.battlefield
        if permanent.controller == player
        for index, _ability in abilities_with(game, permanent, _YOU_ATTACK)
    ]


def _attacks_while(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _ATTACKS_WHILE):
        return []
    found: list[PendingTrigger] = []
    for declared in event.get("attackers") or []:
        attacker = game.permanent(declared["id"])
        if attacker is None:
            continue
        for index, ability in abilities_with(game, attacker, _ATTACKS_WHILE):
            spec = ability.while_you_control or "permanent"
            if controls_matching(game, attacker.controller, spec, attacker.id):
                named = {"that_player": attacker.controller}
                found.append(
                    triggered(attacker, index, "attacks_while_you_control", named, [cr("603.2"), cr("508.3a")])
                )
    return found


keyword_triggers.watch("attackers_declared", _you_attack)
keyword_triggers.watch("attackers_declared", _attacks_while)
