"""Block triggers (CR 509.3) and "destroy that creature at end of combat" (CR 603.7, 511.2).

- "blocks_or_becomes_blocked": "Whenever this creature blocks or becomes blocked by a non-Wall
  creature, destroy that creature at end of combat." (Thicket Basilisk, Cockatrice; Abomination:
  "by a green or white creature"): it triggers once for each creature it blocks (509.3b) and once
  for each creature blocking it (509.3d) that is of the kind named (`other_creature`), judged as
  blockers are declared (509.3f); `that_permanent` is that other creature.
- "enchanted_blocks_or_becomes_blocked": the same for the creature an Aura enchants (Venom).
- "blocks_a_creature": "Whenever this creature blocks a creature, that creature can't attack
  during its controller's next turn." (Wall of Dust): once for each creature it blocks (509.3b).
- "becomes_blocked": "Whenever this creature becomes blocked by a Wall, ..." (Battering Ram):
  once for each such blocker (509.3d).
- "attacks_and_isnt_blocked": "Whenever this creature attacks and isn't blocked, it gets +2/+0
  until end of combat." (Murk Dwellers): it triggers as blockers are declared if none is declared
  for it (509.3g); when the declare blockers step ends with no declaration made, no creature
  blocks, and it triggers then. "Until end of combat" effects end as the end of combat step
  ends (511.3).

`destroy_at_end_of_combat` creates a delayed triggered ability (CR 603.7a) that triggers as the end
of combat step begins ("at end of combat", 511.2) and destroys that permanent (701.8a; a
regeneration shield replaces it, 701.19a; an indestructible one is not destroyed, 702.12b). It is
kept in the state's `delayed_triggers` (`at: "end_of_combat"`, `action: "destroy"`).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DestroyAtEndOfCombatEffect
from app.engine.citations import cr
from app.engine.enums import Step, Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.delayed_end_of_combat import delay_until_end_of_combat, fires_at_end_of_combat
from app.engine.rules.effects_targets import affected
from app.engine.rules.event_triggers import abilities_with, auras_attached_to, matches_other_creature, triggered
from app.engine.rules.indestructible import destruction_refusal
from app.engine.rules.regenerate import regenerated_instead
from app.engine.rules.s25ncc_shield_counters import shielded_instead  # s25-ncc
from app.engine.rules.s27mech_umbra_armor import umbra_instead  # s27-mech
from app.engine.rules.zones import leave_battlefield
from app.engine.state import DelayedTrigger, Permanent, StackObject

_OWN = frozenset({"blocks_or_becomes_blocked", "blocks_a_creature"})
_OWN_WHEN_BLOCKED = frozenset({"blocks_or_becomes_blocked", "becomes_blocked"})
_ENCHANTED = frozenset({"enchanted_blocks_or_becomes_blocked"})
_DELAYED = "destroy_at_end_of_combat"  # the `keyword_trigger` name of the delayed trigger


def _triggers(game: Game, creature: Permanent, other: Permanent, own: frozenset[str], cite: str) -> list[PendingTrigger]:
    """`creature`'s own and its Auras' block triggers for `other`, the creature it blocks or is
    blocked by."""
    found = []
    named = {"that_permanent": other.id, "that_player": other.controller}
    for index, ability in abilities_with(game, creature, own):
        if matches_other_creature(game, ability.other_creature, other):
            found.append(triggered(creature, index, ability.trigger, named, [cr("603.2"), cite, cr("509.3f")]))
    for aura in auras_attached_to(game, creature.id):
        for index, ability in abilities_with(game, aura, _ENCHANTED):
            if matches_other_creature(game, ability.other_creature, other):
                found.append(triggered(aura, index, ability.trigger, named, [cr("603.2"), cite, cr("509.3f")]))
    return found


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    blocker = game.permanent(event["blocker"])
    if blocker is None:
        return []
    found: list[PendingTrigger] = []
    for attacker_id in event.get("blocks", [event["attacker"]]):
        attacker = game.permanent(attacker_id)
        if attacker is None:
            continue
        found += _triggers(game, blocker, attacker, _OWN, cr("509.3b"))  # it blocks a creature
        found += _triggers(game, attacker, blocker, _OWN_WHEN_BLOCKED, cr("509.3d"))  # becomes blocked by one
    return found


keyword_triggers.watch("blocker_declared", _detect)


# --- "attacks and isn't blocked" (CR 509.3g) and "until end of combat" (CR 511.3) ----------------

_UNBLOCKED = frozenset({"attacks_and_isnt_blocked"})


def _unblocked_attackers(game: Game) -> list[PendingTrigger]:
    combat = game.state.combat
    found: list[PendingTrigger] = []
    for attacker in combat.attackers if combat is not None else []:
        creature = game.permanent(attacker.id)
        if creature is None or attacker.blocked:
            continue
        for index, _ in abilities_with(game, creature, _UNBLOCKED):
            found.append(triggered(creature, index, "attacks_and_isnt_blocked", {"that_permanent": creature.id},
                                   [cr("603.2"), cr("509.3g")]))
    return found


def _detect_unblocked(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    return _unblocked_attackers(game)


def _no_blockers_declared(game: Game) -> None:
    """The declare blockers step ends with no declaration made: no creature blocks (509.1), so each
    attacker "isn't blocked" (509.3g). Runs before combat marks the blockers declared."""
    combat = game.state.combat
    if combat is not None and combat.attackers and not combat.blockers_declared:
        game.pending_triggers.extend(_unblocked_attackers(game))


_EFFECTS = attrgetter("effects")


def _end_of_combat_effects(game: Game) -> None:
    """"Until end of combat" effects end as the end of combat step ends (CR 511.3)."""
    battlefield = game.state.battlefield
    if not any(map(_EFFECTS, battlefield)):  # most steps: no permanent has an effect (tested in C)
        return
    for permanent in battlefield:
        if any(effect.duration == "end_of_combat" for effect in permanent.effects):
            ended = [effect for effect in permanent.effects if effect.duration == "end_of_combat"]
            permanent.effects = [effect for effect in permanent.effects if effect.duration != "end_of_combat"]
            game.changed(permanent)
            game.emit("combat_effects_ended", [cr("511.3")], permanent=permanent.id, effects_ended=len(ended))


keyword_triggers.watch("blockers_declared", _detect_unblocked)
registry.step_end[Step.DECLARE_BLOCKERS].add(_no_blockers_declared, order=10)
registry.step_end[Step.END_OF_COMBAT].add(_end_of_combat_effects, order=10)


# --- destroy at end of combat: a delayed triggered ability (CR 603.7) ---------------------------


def _resolve_destroy_at_end_of_combat(game: Game, item: StackObject, effect: DestroyAtEndOfCombatEffect,
                                      choices: Choices) -> None:
    objects = [object_id for object_id in affected(game, item, effect.target) if game.permanent(object_id) is not None]
    if not objects:
        return
    delayed = DelayedTrigger(controller=item.controller or "", at="end_of_combat", action="destroy", objects=objects,
                             source=item.source)
    delay_until_end_of_combat(game, delayed)
    game.emit("delayed_trigger_created", [cr("608.2"), cr("603.7a")], source=item.source or item.id,
              at=delayed.at, action=delayed.action, objects=list(objects))


def _pending_destroy(game: Game, delayed: DelayedTrigger) -> PendingTrigger:
    """CR 511.2: "at end of combat" abilities trigger as the end of combat step begins; a delayed trigger triggers once,
    then is gone (603.7c; taken out by rules/delayed_end_of_combat.py). Resolved as this module's keyword trigger."""
    return PendingTrigger(delayed.source or "delayed", None, delayed.controller, "delayed:destroy", [],
                          [cr("603.7"), cr("511.2")], data={"keyword_trigger": _DELAYED, "objects": list(delayed.objects)})


def _resolve_delayed_destroy(game: Game, item: StackObject, choices: Choices) -> None:
    game.emit("ability_resolved", [cr("608.2"), cr("603.7")], stack_object=item.id, source=item.source,
              effect="destroy")
    for object_id in item.choices.get("objects", []):
        permanent = game.permanent(object_id)
        if permanent is None:
            continue  # it left the battlefield: a new object the ability can't find (CR 400.7)
        refusal = destruction_refusal(game, permanent)
        if refusal is not None:
            game.emit("not_destroyed", [cr("701.8a"), *refusal.cites], stack_object=item.id, permanent=permanent.id,
                      reason=refusal.reason)
            continue
        if umbra_instead(game, permanent, [cr("701.8a")], by_effect=True):  # s27-mech: CR 702.89a
            continue
        if shielded_instead(game, permanent, [cr("701.8a")]):  # s25-ncc: CR 122.1c
            continue
        if regenerated_instead(game, permanent, [cr("701.8a")]):
            continue
        leave_battlefield(game, permanent, Zone.GRAVEYARD, cites=[cr("608.2"), cr("603.7"), cr("701.8a")],
                          reason="destroyed")


registry.effect_resolvers["destroy_at_end_of_combat"] = _resolve_destroy_at_end_of_combat
fires_at_end_of_combat("destroy", _pending_destroy)
registry.keyword_trigger_resolvers[_DELAYED] = _resolve_delayed_destroy
