"""Damage dealt to a player as a trigger event (s15-combat, docs/oracle-combat.md; CR 603.2, 120.3a).

"player_dealt_damage": "Whenever an opponent is dealt noncombat damage, ..." (Chandra's Spitfire),
"Whenever a source you control deals noncombat damage to an opponent, ..." (Chandra's Pyreling). It
triggers each time damage is dealt to a player of the kind named (`damage_to`: "opponent", an opponent
of the ability's controller; "you"; "player"), after prevention and replacement (only damage actually
dealt, 120.1, 615), with `noncombat`: only damage that isn't combat damage (120.2b; combat damage is
dealt in the combat damage step, 510.2), `combat_damage`: only combat damage, and
`source_you_control`: only damage whose source the ability's controller controls (a permanent, or a
spell or ability on the stack, 110.2, 112.1; an object that left the battlefield has no controller
here). Damage to one player dealt by one source at once is one event, so the ability triggers once for
it with `that_much` the damage and `that_player` the player (the amounts of one simultaneous combat
damage event are added up, as rules/damage_triggers.py does, 510.2).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.rules.ability_presence import trigger_needs
from app.engine.rules.damage_increase import source_controller
from app.engine.rules.event_triggers import EVENT, abilities_with, triggered

_TRIGGERS = frozenset({"player_dealt_damage"})


def _dealt(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    if amount <= 0:
        return
    player = next((p for p in game.state.players if p.id == recipient), None)
    if player is None:
        return
    combat_state = game.state.combat
    combat_step = f"{game.state.turn}:{combat_state.damage_step}" if combat and combat_state is not None else None
    controller_of_source: str | None = None
    for permanent in game.state.battlefield:
        for index, ability in abilities_with(game, permanent, _TRIGGERS):
            if (ability.noncombat and combat) or (ability.combat_damage and not combat):
                continue
            controller = permanent.controller
            if ability.damage_to == "opponent" and recipient == controller:
                continue
            if ability.damage_to == "you" and recipient != controller:
                continue
            if ability.source_you_control:
                if controller_of_source is None:
                    controller_of_source = source_controller(game, source_id) or ""
                if controller_of_source != controller:
                    continue
            _add(game, permanent.id, index, {"that_much": amount, "that_player": recipient}, combat_step, permanent)


def _add(game: Game, source: str, index: int, named: dict[str, Any], combat_step: str | None, permanent: Any) -> None:
    if combat_step is not None:
        for pending in game.pending_triggers:
            event = pending.data.get(EVENT)
            if (
                pending.source == source
                and pending.ability_index == index
                and event is not None
                and event.get("combat_step") == combat_step
                and event.get("that_player") == named["that_player"]
            ):
                event["that_much"] += named["that_much"]  # one combat damage event (CR 510.2)
                return
        named = {**named, "combat_step": combat_step}
    cites = [cr("603.2"), cr("120.3a"), *([cr("510.2")] if combat_step is not None else [])]
    game.pending_triggers.append(triggered(permanent, index, "player_dealt_damage", named, cites))


registry.damage_dealt.add(_dealt, needs=trigger_needs(_TRIGGERS))
