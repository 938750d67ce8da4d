"""Block triggers of ~ itself without a qualifier (s15-combat, docs/oracle-combat.md).

- "self_blocks": "Whenever ~ blocks, ..." triggers once when it is declared as a blocker (CR 509.3a),
  whatever it blocks (a band included).
- "self_becomes_blocked": "Whenever ~ becomes blocked, ..." triggers once when it becomes blocked,
  however many creatures block it (CR 509.3c): when the declaration that blocks it is complete.
- "self_blocks_or_becomes_blocked": either (a creature that blocks isn't attacking, so in one combat it
  triggers for one of the two).
- `also_on: ["attacks"]`: "Whenever ~ attacks or blocks" also triggers as it attacks (CR 508.3a,
  rules/triggers.py reads `also_on`).

Per-creature block triggers ("blocks a creature [with flying]", "becomes blocked by a Wall", CR
509.3b, 509.3d) are rules/block_triggers.py's.
"""

from __future__ import annotations

from typing import Any

from app.engine.cards import TriggeredAbility
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.you_control import you_control  # s27-std
from app.engine.state import Permanent

_BLOCKS = frozenset({"self_blocks", "self_blocks_or_becomes_blocked"})
_BLOCKED = frozenset({"self_becomes_blocked", "self_blocks_or_becomes_blocked"})


def _blocks(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    blocker = game.permanent(event["blocker"])
    if blocker is None or event.get("again"):  # s20-combat: once however many attackers it blocks (CR 509.3a)
        return []
    named = {"that_permanent": blocker.id, "that_player": blocker.controller}
    return [
        triggered(blocker, index, ability.trigger, named, [cr("603.2"), cr("509.3a")])
        for index, ability in abilities_with(game, blocker, _BLOCKS)
        if s27std_if_you_control_holds(game, blocker, ability)  # s27-std: an intervening "if" (CR 603.4)
    ]


def blocked_by_declaration(game: Game, event: dict[str, Any]) -> list[Permanent]:
    """The attacking creatures a `blockers_declared` event blocked: each is blocked by one player's declaration
    (CR 509.1), however many of its creatures block it (509.3c)."""
    combat = game.state.combat
    if combat is None:
        return []
    blockers = {block["blocker"] for block in event.get("blocks", [])}
    found: list[Permanent] = []
    for attacker in combat.attackers:
        creature = game.permanent(attacker.id) if blockers.intersection(attacker.blocked_by) else None
        if creature is not None:
            found.append(creature)
    return found


def _becomes_blocked(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    found: list[PendingTrigger] = []
    for creature in blocked_by_declaration(game, event):
        named = {"that_permanent": creature.id, "that_player": creature.controller}
        found += [
            triggered(creature, index, ability.trigger, named, [cr("603.2"), cr("509.3c")])
            for index, ability in abilities_with(game, creature, _BLOCKED)
            if s27std_if_you_control_holds(game, creature, ability)  # s27-std: an intervening "if" (CR 603.4)
        ]
    return found


def s27std_if_you_control_holds(game: Game, permanent: Permanent, ability: TriggeredAbility) -> bool:
    """s27-std: "Whenever ~ blocks, if you control a Vraska planeswalker, ..." (CR 603.4): an intervening "if" false as it
    blocks (or becomes blocked) makes it not trigger; rules/triggers.py checks it again as it resolves."""
    return ability.if_you_control is None or you_control(game, permanent.controller, ability.if_you_control,
                                                         source_id=permanent.id,
                                                         at_least=ability.if_you_control_at_least or 1)


keyword_triggers.watch("blocker_declared", _blocks, needs=trigger_needs(_BLOCKS))
keyword_triggers.watch("blockers_declared", _becomes_blocked, needs=trigger_needs(_BLOCKED))
