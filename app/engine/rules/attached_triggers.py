"""Attack triggers of Equipment and Auras (CR 508.3a, 603.2): "Whenever equipped creature attacks,
<effect>" (Sigiled Sword of Valeron) and "Whenever enchanted creature attacks, <effect>" — a
`triggered` ability with the trigger "equipped_attacks" / "enchanted_attacks" on the Equipment or
Aura, which triggers when the creature it is attached to (CR 301.5, 303.4) is declared as an
attacker. The ability is the attachment's: its controller controls the trigger (CR 603.3a), even
when someone else controls the creature. `that_permanent` is the attacking creature, `that_player`
its controller (rules/event_triggers.py). A creature put onto the battlefield attacking was never
declared as an attacker and does not trigger it (CR 508.4).

The damage triggers of attached permanents ("equipped_deals_damage") are in rules/damage_triggers.py.
"""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import game_has_trigger, trigger_kind
from app.engine.rules.event_triggers import abilities_with, auras_attached_to, triggered

_ATTACKS = frozenset({"equipped_attacks", "enchanted_attacks"})


def _declared(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    if not game_has_trigger(game, _ATTACKS):
        return []
    found: list[PendingTrigger] = []
    for declared in event.get("attackers") or []:
        attacker = game.permanent(declared["id"])
        if attacker is None:
            continue
        named = {"that_player": attacker.controller, "that_permanent": attacker.id}
        for attachment in auras_attached_to(game, attacker.id):
            found += [
                triggered(attachment, index, ability.trigger, named, [cr("603.2"), cr("508.3a")])
                for index, ability in abilities_with(game, attachment, _ATTACKS)
            ]
    return found


keyword_triggers.watch("attackers_declared", _declared, needs=tuple(map(trigger_kind, _ATTACKS)))
