""" "Whenever you attack, <effect>" and "Whenever you attack with one or more Lizards, <effect>"
(CR 508.3, 603.2): a `triggered` ability with the trigger "you_attack" and, for the second,
`attack_with`, a permanent spec of the target grammar ("creature:Lizard").

It triggers once per declaration of attackers (CR 508.1, 603.2: one event, however many creatures
attack), as attackers are declared, for each such ability of a permanent the attacking player
controls, and only if that player declared at least one attacker — with `attack_with`, at least
one attacker matching it, with its characteristics then. No attack (CR 508.8) triggers nothing,
and a creature put onto the battlefield attacking was never declared as an attacker (508.4)."""

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


def _declared(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _YOU_ATTACK):
        return []
    attacking_player = event.get("player")
    attackers = [p for d in event.get("attackers") or [] if (p := game.permanent(d["id"])) is not None]
    if not attackers or attacking_player is None:
        return []
    found: list[PendingTrigger] = []
    for permanent in game.state.battlefield:
        if permanent.controller != attacking_player:
            continue
        for index, ability in abilities_with(game, permanent, _YOU_ATTACK):
            wanted = getattr(ability, "attack_with", None)
            if wanted is not None:
                spec = parse_target_spec(wanted)
                if not any(matches_filter(game, spec, a, permanent.id, attacking_player) for a in attackers):
                    continue
            named = {"that_player": attacking_player}
            found.append(triggered(permanent, index, "you_attack", named, [cr("603.2"), cr("508.3")]))
    return found


keyword_triggers.watch("attackers_declared", _declared)
