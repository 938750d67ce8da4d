"""Decayed (CR 702.147): "Decayed" means "This creature can't block" and "When this creature attacks,
sacrifice it at end of combat" (702.147a) — a static ability and a triggered ability.

- The static ability is a restriction on declaring blockers (CR 509.1b): a creature with decayed is
  never a legal blocker while it has the keyword (a face-down permanent has no abilities, 708.2).
- The triggered ability triggers when the creature is declared as an attacker (CR 508.3a, 603.2; a
  creature put onto the battlefield attacking was never declared and doesn't trigger it, 508.4); each
  instance triggers separately (603.2c). As it resolves it creates a delayed triggered ability
  (603.7a) that triggers as the next end of combat step begins ("at end of combat", 511.2) and
  sacrifices the creature (701.21a: only if its controller still controls it; a creature that left
  the battlefield is a new object the delayed ability can't find, 400.7). The delayed ability is
  kept in the state's `delayed_triggers` (`at: "end_of_combat"`, `action: "sacrifice"`) and resolves
  as every delayed sacrifice does (rules/triggers.py)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.characteristics import characteristics_of, has_keyword
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.registry import Refusal
from app.engine.rules import keyword_triggers
from app.engine.rules.delayed_end_of_combat import delay_until_end_of_combat, delayed_pending, fires_at_end_of_combat
from app.engine.state import DelayedTrigger, Permanent, StackObject

DECAYED = "decayed"


def _cant_block(game: Game, blocker: Permanent, attacker: Permanent) -> Refusal | None:
    if has_keyword(game, blocker, DECAYED):
        return Refusal(f"{blocker.id} has decayed and can't block", (cr("702.147a"), cr("509.1b")), title="Can't block")
    return None


def _declared(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    found: list[PendingTrigger] = []
    for declared in event.get("attackers") or []:
        attacker = game.permanent(declared["id"])
        characteristics = characteristics_of(game, attacker) if attacker is not None else None
        if attacker is None or characteristics is None or attacker.face_down:
            continue
        for _ in range(characteristics.keywords.count(DECAYED)):
            found.append(
                PendingTrigger(
                    attacker.id,
                    None,
                    attacker.controller or "",
                    DECAYED,
                    [],
                    [cr("702.147a"), cr("508.3a")],
                    data={"keyword_trigger": DECAYED},
                )
            )
    return found


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    """The attack trigger: "sacrifice it at end of combat" creates the delayed ability (CR 603.7a)."""
    creature = keyword_triggers.source_still_there(game, item, DECAYED, "702.147a")
    if creature is None:
        return
    delayed = DelayedTrigger(
        controller=item.controller or "",
        at="end_of_combat",
        action="sacrifice",
        objects=[creature.id],
        source=creature.id,
    )
    delay_until_end_of_combat(game, delayed)
    game.emit(
        "delayed_trigger_created",
        [cr("608.2"), cr("603.7a"), cr("702.147a")],
        source=creature.id,
        at=delayed.at,
        action=delayed.action,
        objects=[creature.id],
    )


def _s23c12_decayed_cite(game: Game, delayed: DelayedTrigger) -> list[str]:
    """s23-c12: decayed's rule is cited for its own delayed sacrifice only (rules/sacrifice.py creates the same for
    "When ~ attacks, sacrifice it at end of combat.")."""
    source = game.permanent(delayed.source or "")
    return [cr("702.147a")] if source is None or has_keyword(game, source, DECAYED) else []


registry.block_restrictions.add(_cant_block)
keyword_triggers.watch("attackers_declared", _declared)
registry.keyword_trigger_resolvers[DECAYED] = _resolve
# CR 511.2, 603.7b-c: the delayed sacrifices waiting for end of combat (decayed's, and "sacrifice it at end of combat",
# rules/sacrifice.py) trigger once as that step begins, then are gone (rules/delayed_end_of_combat.py)
fires_at_end_of_combat("sacrifice", lambda game, delayed: delayed_pending(delayed, *_s23c12_decayed_cite(game, delayed)))
