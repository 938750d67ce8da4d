"""s27-mech: melee (CR 702.121; docs/oracle-s27-mech.md).

- CR 702.121a: "Melee" means "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you
  attacked with a creature this combat." The keyword `melee` on a creature (printed, or granted: "Other creatures you
  control have melee.", 613.1f) triggers as it is declared as an attacker (508.1, 508.3a; a creature put onto the
  battlefield attacking was never declared and doesn't trigger it, 508.4). Each instance triggers separately
  (702.121b).
- The bonus is counted as the ability resolves (608.2h): the opponents of the ability's controller that were attacked
  by a creature this combat, each counted once: the players among what the creatures declared as attackers attacked
  (kept with the trigger: a creature removed from combat since still attacked that player) and what the creatures
  attacking now attack. An attacked planeswalker or battle is not a player (506.2): it doesn't count.
- The creature gets +N/+N until end of turn (layer 7c, 613.4c; ends in the cleanup step, 514.2); if it has left the
  battlefield the ability does nothing (608.2h, 400.7).

Cost: the declare-attackers watcher (once per declaration, like exalted's) reads only the declared attackers'
characteristics, which the engine keeps (no pass over the battlefield).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.state import PowerToughnessEffect, StackObject

MELEE = "melee"
CITES = (cr("702.121a"),)


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    declared = event.get("attackers") or []
    pending: list[PendingTrigger] = []
    for declaration in declared:
        attacker = game.permanent(declaration.get("id") or "")
        if attacker is None or attacker.face_down or attacker.card is None:
            continue
        characteristics = characteristics_of(game, attacker)
        if characteristics is None or MELEE not in characteristics.keywords:
            continue
        for _ in range(characteristics.keywords.count(MELEE)):  # CR 702.121b: each instance
            pending.append(keyword_triggers.self_trigger(
                attacker, MELEE, [*CITES, cr("508.3a"), cr("702.121b")],
                attacked=sorted({str(d.get("defending")) for d in declared if d.get("defending")})))
    return pending


def opponents_attacked(game: Game, player_id: str, declared: list[str]) -> list[str]:
    """The opponents of `player_id` attacked by a creature this combat: among `declared` (what the creatures declared
    as attackers attacked) and what the creatures attacking now attack (CR 506.2: players only)."""
    combat = game.state.combat
    attacked = set(declared) | ({a.defending for a in combat.attackers} if combat is not None else set())
    return [p.id for p in game.opponents(player_id) if p.id in attacked]


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    creature = game.permanent(item.source or "")
    if creature is None:
        game.emit("ability_resolved", [cr("608.2h"), *CITES], stack_object=item.id, source=item.source,
                  effect=MELEE, note="the creature is no longer on the battlefield")
        return
    opponents = opponents_attacked(game, item.controller or "", list(item.choices.get("attacked") or []))
    amount = len(opponents)
    if amount:
        creature.effects.append(PowerToughnessEffect(source=item.source, power=amount, toughness=amount))
        game.changed(creature)
    game.emit("pumped", [cr("608.2"), *CITES, cr("613.4c")], stack_object=item.id, source=item.source,
              permanent=creature.id, power=amount, toughness=amount, duration="end_of_turn", effect=MELEE,
              opponents_attacked=opponents)


keyword_triggers.watch("attackers_declared", _detect)
registry.keyword_trigger_resolvers[MELEE] = _resolve
