""" "Whenever you attack, <effect>" and "Whenever you attack with one or more Lizards, <effect>"
(CR 508.3, 603.2): a `triggered` ability with the trigger "you_attack" and, for the second,
`attack_with`, a permanent spec of the target grammar ("creature:Lizard").

It triggers once per declaration of attackers (CR 508.1, 603.2: one event, however many creatures
attack), as attackers are declared, for each such ability of a permanent the attacking player
controls, and only if that player declared at least one attacker — with `attack_with`, at least
one attacker matching it, with its characteristics then (s17-m2y: "with two or more creatures with
flying", `attack_with_at_least`: that many). No attack (CR 508.8) triggers nothing,
and a creature put onto the battlefield attacking was never declared as an attacker (508.4).

"Whenever ~ attacks while you control a token, <effect>" (Seasoned Warrenguard): the trigger
"attacks_while_you_control" with `while_you_control`, a permanent spec of the target grammar
("permanent:token"). The condition is part of the trigger event (CR 603.2: the ability triggers
only if, as ~ is declared as an attacker, its controller controls such a permanent, 508.3a); it is
not an intervening "if" (603.4), so it is not checked again as the ability resolves. Both name
`that_player` (the attacking player) for their effects (rules/event_triggers.py).

s30-mh: with `s30mh_any_player` ("Whenever one or more creatures attack, ..."), any player's declaration of attackers
triggers it, whoever controls the permanent with it (CR 508.3, 603.2)."""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger
from app.engine.rules.ability_presence import trigger_needs as _needs
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
        theirs = permanent.controller == attacking_player
        for index, ability in abilities_with(game, permanent, _YOU_ATTACK):
            if not theirs and not getattr(ability, "s30mh_any_player", False):
                continue  # s30-mh: "Whenever one or more creatures attack" is any player's attack (CR 508.3)
            wanted = getattr(ability, "attack_with", None)
            those = [a.id for a in attackers]
            if wanted is not None:
                spec = parse_target_spec(wanted)
                # s17-m2y: "with two or more ..." (`attack_with_at_least`): that many of them
                at_least = getattr(ability, "attack_with_at_least", None) or 1
                those = [a.id for a in attackers if matches_filter(game, spec, a, permanent.id, attacking_player)]
                if len(those) < at_least:
                    continue
            # s19-m20: `those_attackers`, the declared attackers it names ("they", CR 508.3d, 608.2c)
            named = {"that_player": attacking_player, "those_attackers": those}
            found.append(triggered(permanent, index, "you_attack", named, [cr("603.2"), cr("508.3"), cr("508.3d")]))
    return found


keyword_triggers.watch("attackers_declared", _declared, needs=_needs(_YOU_ATTACK))


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


keyword_triggers.watch("attackers_declared", _attacks_while, needs=_needs(_ATTACKS_WHILE))
