"""State triggers (CR 603.8): "When you control no Islands, sacrifice ~" (Sea Serpent, Pirate
Ship, Island Fish Jasconius) triggers as soon as the game state matches its condition; it
doesn't trigger again while the ability is waiting to be put on the stack or is on the stack
(it may again once it has resolved, if the condition is still true). Checked with the other
"any time" checks, each time a player would receive priority (CR 117.5)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import StateTriggerAbility
from app.engine.characteristics import characteristics_of, face_up
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.step_triggers import in_game, resolution_choice, resolve_trigger
from app.engine.state import Permanent

NAME = "state_trigger"


def _controls_one(game: Game, player: str | None, subtype: str) -> bool:
    for permanent in game.state.battlefield:
        if permanent.controller != player:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and subtype in characteristics.subtypes:
            return True
    return False


def _waiting(game: Game, source: Permanent, index: int) -> bool:
    if any(t.source == source.id and t.ability_index == index for t in game.pending_triggers):
        return True
    return any(item.source == source.id and item.ability_index == index and item.choices.get("keyword_trigger") == NAME
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
