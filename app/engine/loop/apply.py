"""One action of a request, played (design.md §7-§9): its verification (priority, CR 117, then the
rule's own handler), the action itself, then the game loop's checks (`loop/checks.py`) and who
receives priority next (`loop/priority.py`). `refusal_of` is the same verification alone, for the
queries (`legal_actions`, `pending`) that ask what a player may do."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import EMPTY_CHOICES, QUERY_TYPES, Choices
from app.engine.citations import cr
from app.engine.enums import Step
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.loop import priority
from app.engine.loop.checks import run_checks
from app.engine.rules import commander

# Choice fields that only a specific rule uses: given but unused means the client is mistaken.
_RULE_SPECIFIC_CHOICES: tuple[str, ...] = ("exile_for_back_face", "back_face", "pay_ward", "legend_rule_keep", "discard",
                          "damage_source", "chosen_opponent", "untap", "sacrifice", "pay_life", "dont_untap",
                          "keyword", "coin_flip",
                          "division", "tap_or_untap", "enchant", "commander_to_command_zone",
                          "scry", "surveil", "search", "chosen", "bottom", "forage")
_RULE_SPECIFIC_CHOICES = (*_RULE_SPECIFIC_CHOICES, "exile_from_graveyard")  # rules/sacrifice_exile_costs.py
_RULE_SPECIFIC_CHOICES = (*_RULE_SPECIFIC_CHOICES, "chosen_color", "chosen_creature_type")  # rules/chosen.py
_RULE_SPECIFIC_CHOICES = (*_RULE_SPECIFIC_CHOICES, "pay_unless", "top_or_bottom")  # s13-modal
_RULE_SPECIFIC_CHOICES = (*_RULE_SPECIFIC_CHOICES, "die_roll")  # s17-afr: rules/dice.py
_RULE_SPECIFIC_CHOICES = (*_RULE_SPECIFIC_CHOICES, "venture_dungeon", "venture_room")  # s19-venture: rules/venture.py
_RULE_SPECIFIC_CHOICES = (*_RULE_SPECIFIC_CHOICES, "sacrifice_then")  # s24-core: rules/edict.py
_RULE_SPECIFIC_CHOICE_SET = frozenset(_RULE_SPECIFIC_CHOICES)
_TURN_ACTIONS = frozenset({"next_step", "next_turn"})


def _choices_of(action: Any) -> Choices:
    """The action's `choices`, or the shared empty one for an action type without that field: read from
    the model's instance dict, where pydantic keeps its fields (`getattr(action, "choices", None)`
    on a model without the field goes through pydantic's `__getattr__`, which raises and catches
    two AttributeErrors)."""
    found: Choices | None = action.__dict__.get("choices")
    return found if found is not None else EMPTY_CHOICES


def refusal_of(game: Game, action: Any) -> IllegalAction | None:
    """The engine's own verification of `action` now (priority, then the action's handler), or
    None when it is accepted. Verification never changes the state; the action's choices are
    put in place for it and the ones in force restored after."""
    handler = registry.handler_for(action.type)
    if handler is None:
        return IllegalAction("Not supported yet", f"the {action.type!r} action is not supported by the engine yet")
    saved = game.choices, game.used_choices
    game.choices = _choices_of(action)
    game.used_choices = set()
    try:
        if game.state.step is Step.COMBAT_DAMAGE:
            priority.verify_not_before_combat_damage(game, action)
        priority.verify_may_act(game, action)
        handler.verify(game, action)
    except IllegalAction as refusal:
        return refusal
    finally:
        game.choices, game.used_choices = saved
    return None


def apply_action(game: Game, index: int, action: Any) -> Any:
    """Verify and apply the action at `index` (a query: return its result, changing nothing); then
    the checks, and who receives priority next (CR 117.3c)."""
    game.action_index = index
    game.action = action
    choices = action.__dict__.get("choices")  # as `_choices_of`, inline (every action)
    game.choices = choices if choices is not None else EMPTY_CHOICES
    game.used_choices = set()
    if action.player is not None:
        game.player(action.player)
    state, action_type = game.state, action.type  # (read once: every action)
    if state.game_over and action_type not in QUERY_TYPES:
        raise IllegalAction("The game is over", "no action can be taken after the game has ended", [cr("104.1")])
    handler = registry.handler_for(action_type)
    if handler is None:
        raise IllegalAction("Not supported yet", f"the {action_type!r} action is not supported by the engine yet")
    if action_type in QUERY_TYPES:
        handler.verify(game, action)
        return handler.apply(game, action)
    if state.step is Step.COMBAT_DAMAGE:  # no priority before its damage (CR 510.3)
        priority.verify_not_before_combat_damage(game, action)
    if state.format == commander.COMMANDER:  # asked here: most games aren't Commander games
        commander.settle_pending(game)  # CR 903.9a: a choice still open is made before anything else
    # CR 117, when priority is tracked (the two calls return at once otherwise: asked here first)
    who = priority.verify_may_act(game, action) if state.priority_player is not None else None
    handler.verify(game, action)
    handler.apply(game, action)
    # A turn action (next_step / next_turn) changed nothing but steps since its own last checks.
    run_checks(game, after_step_change=action_type in _TURN_ACTIONS)
    if game.state.priority_player is not None:
        priority.after_action(game, action, who)
    # After the checks: the legend rule (704.5j) is a state-based action that reads its choice.
    given = game.choices.__pydantic_fields_set__  # `model_fields_set` without the property's call; empty for most
    if not given.isdisjoint(_RULE_SPECIFIC_CHOICE_SET):
        for name in _RULE_SPECIFIC_CHOICES:  # in this order: the first unused one is named
            if name in given and getattr(game.choices, name) is not None and name not in game.used_choices:
                raise IllegalAction("Choice not used", f"choices.{name} was given, but nothing in this action asks for it")
    return None
