"""Attack triggers of other creatures (CR 508.3a, 603.2): "Whenever a creature with flying attacks,
you may draw a card." (Windreader Sphinx) — a `triggered` ability with the trigger
"creature_attacks" and `attacking`, a permanent spec of the target grammar matched against each
creature declared as an attacker, read from the ability's source ("you_control": the source's
controller; "other": not the source itself). Without `attacking` any attacking creature counts.

It triggers once for each such creature (508.3a: each creature declared as an attacker is its own
occurrence, 603.2c), as attackers are declared, with the creature's characteristics then;
`that_permanent` (the attacking creature) and `that_player` (its controller) are named for its
effect (rules/event_triggers.py). A creature put onto the battlefield attacking was never declared
as an attacker and does not trigger it (508.4). With `attacks_alone` ("Whenever a Samurai or Warrior
you control attacks alone", s15-neo) it triggers only when that creature is the only one declared as
an attacker (CR 506.5). s29-core: with `attacking_you` ("Whenever a creature attacks you or a planeswalker you control")
only a creature declared as attacking the ability's controller or a planeswalker they control (CR 506.2)."""

from __future__ import annotations

from typing import Any

from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.target_filters import matches_filter
from app.engine.target_grammar import parse_target_spec

_ATTACKS = frozenset({"creature_attacks"})


def _attacks_controller(game: Game, defending: Any, controller: str | None) -> bool:
    """s29-core: whether an attacker declared attacking `defending` attacks `controller` or a planeswalker they control
    (CR 506.2: it attacks a player, a planeswalker or a battle)."""
    if defending == controller:
        return True
    attacked = game.permanent(defending) if isinstance(defending, str) else None
    if attacked is None or attacked.controller != controller:
        return False
    characteristics = characteristics_of(game, attacked)
    return characteristics is not None and "Planeswalker" in characteristics.types


def _declared(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _ATTACKS):
        return []
    found: list[PendingTrigger] = []
    alone = len(event.get("attackers") or []) == 1  # s15-neo, CR 506.5: the only creature declared as an attacker
    for declared in event.get("attackers") or []:
        attacker = game.permanent(declared["id"])
        if attacker is None:
            continue
        named = {"that_player": attacker.controller, "that_permanent": attacker.id}
        for permanent in game.state.battlefield:
            for index, ability in abilities_with(game, permanent, _ATTACKS):
                if getattr(ability, "attacks_alone", False) and not alone:
                    continue  # s15-neo: "attacks alone" (CR 506.5)
                if ability.attacking_you and not _attacks_controller(game, declared.get("defending"),
                                                                     permanent.controller):
                    continue  # s29-core: "attacks you or a planeswalker you control" (CR 506.2, 508.3a)
                spec = parse_target_spec(getattr(ability, "attacking", None) or "creature")
                if matches_filter(game, spec, attacker, permanent.id, permanent.controller or ""):
                    found.append(triggered(permanent, index, "creature_attacks", named, [cr("603.2"), cr("508.3a")]))
    return found


keyword_triggers.watch("attackers_declared", _declared, needs=tuple(map(trigger_kind, _ATTACKS)))
