"""State triggers (CR 603.8): "When you control no Islands, sacrifice ~" (Sea Serpent, Pirate
Ship, Island Fish Jasconius) triggers as soon as the game state matches its condition; it
doesn't trigger again while the ability is waiting to be put on the stack or is on the stack
(it may again once it has resolved, if the condition is still true). Checked with the other
"any time" checks, each time a player would receive priority (CR 117.5)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CountersStateTriggerAbility, StateTriggerAbility
from app.engine.characteristics import characteristics_of, face_up
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.effects_targets import resolve_effects
from app.engine.rules.step_triggers import in_game, resolution_choice, resolve_trigger
from app.engine.rules.triggers import ability_definition
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent, StackObject

NAME = "state_trigger"


def _controls_one(game: Game, player: str | None, subtype: str) -> bool:
    for permanent in game.state.battlefield:
        if permanent.controller != player:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and subtype in characteristics.subtypes:
            return True
    return False


def _waiting(game: Game, source: Permanent, index: int, name: str = NAME) -> bool:
    if any(t.source == source.id and t.ability_index == index for t in game.pending_triggers):
        return True
    return any(item.source == source.id and item.ability_index == index and item.choices.get("keyword_trigger") == name
               for item in game.state.stack)


def check_state_triggers(game: Game) -> None:
    if not in_game(game, StateTriggerAbility):
        return
    for permanent in game.state.battlefield:
        for index, ability in abilities_of_kind(game, permanent, StateTriggerAbility):
            if _controls_one(game, permanent.controller, ability.control_no) or _waiting(game, permanent, index):
                continue
            game.pending_triggers.append(PendingTrigger(
                permanent.id, index, permanent.controller or "", f"control_no_{ability.control_no.lower()}", [],
                [cr("603.8")], data={"keyword_trigger": NAME}, card=permanent.card,
                face=face_up(permanent)))


registry.continuous_checks.add(check_state_triggers, needs=(StateTriggerAbility,))
registry.keyword_trigger_resolvers[NAME] = resolve_trigger
registry.resolution_choices[NAME] = resolution_choice


# --- s20-m21: "When there are four or more page counters on ~, exile it. If you do, you gain 4 life." ---------------
COUNTERS_NAME = "counters_state_trigger"


def check_counters_state_triggers(game: Game) -> None:
    """CR 603.8: a `counters_state_trigger` triggers once ~ has at least that many counters of its kind, and not again
    while it waits or is on the stack."""
    for permanent in game.state.battlefield:
        for index, ability in abilities_of_kind(game, permanent, CountersStateTriggerAbility):
            if permanent.counters.get(ability.counter, 0) < ability.at_least or _waiting(game, permanent, index,
                                                                                          COUNTERS_NAME):
                continue
            game.pending_triggers.append(PendingTrigger(
                permanent.id, index, permanent.controller or "", f"{ability.at_least}_or_more_{ability.counter}_counters",
                [], [cr("603.8"), cr("122.1")], data={"keyword_trigger": COUNTERS_NAME}, card=permanent.card,
                face=face_up(permanent)))


def _resolve_counters_state_trigger(game: Game, item: StackObject, choices: Choices) -> None:
    """"exile it": ~ is exiled if it is still on the battlefield (CR 406.2, 400.7); "If you do, <effect>" only then
    (CR 608.2c)."""
    ability = ability_definition(game, item)
    if not isinstance(ability, CountersStateTriggerAbility):
        return
    source = game.permanent(item.source or "")
    before = len(game.events)
    if source is not None:
        leave_battlefield(game, source, Zone.EXILE, cites=[cr("608.2"), cr("406.2")], reason="exiled")
    done = any(event["type"] == "zone_change" and event.get("permanent") == item.source
               and event.get("to") == Zone.EXILE.value for event in game.events[before:])
    if done and ability.if_done is not None:
        resolve_effects(game, item, [ability.if_done], choices)


registry.continuous_checks.add(check_counters_state_triggers, needs=(CountersStateTriggerAbility,))
registry.keyword_trigger_resolvers[COUNTERS_NAME] = _resolve_counters_state_trigger
