"""The mana spent to cast a spell (s17-tailf; CR 601.2h) and adamant (CR 207.2c): "If at least three white mana was
spent to cast this spell, <effect>." and "If at least three mana of the same color was spent to cast ~, ~ enters
with a +1/+1 counter on it."

- Recorded as the spell is cast: the mana of each kind paid in the casting (every `mana_paid` event of the
  caster in the `cast` action, its total cost with any additional costs; 601.2h) is kept by the spell as
  `choices.mana_spent` ({"W": 3, "C": 1}). Only spells whose card asks (an `if_mana_spent` effect or an
  `etb_counters` with `if_mana_spent`) keep it; a posted state may give it for a spell already on the stack.
  A spell not cast (a copy, a card put onto the battlefield) had no mana spent to cast it.
- `if_mana_spent` (a spell's sentence): its effect happens only if the recorded mana meets the condition as the
  spell reaches that sentence (608.2c); it takes no target of its own.
- `etb_counters` with `if_mana_spent` (614.1c): the permanent the spell becomes enters with the counters only if
  the spell was cast so (rules/enters_with_counters.py asks `entering_meets`).
- "at least N <color> mana": N or more mana of that color among the mana spent; "at least N mana of the same
  color": N or more of one of the five colors (colorless mana is no color, 105.1)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, IfManaSpentEffect, ManaSpentCondition
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers, s25mh_converge
from app.engine.rules.zones import Entering
from app.engine.state import StackObject

MANA_SPENT = "mana_spent"  # the stack object's `choices` key
CITES = (cr("207.2c"), cr("601.2h"))
_COLORS = "WUBRG"


def _asks(definition: CardDefinition) -> bool:
    """Whether the card has an ability that asks how the mana to cast it was spent (kept by
    `Game.definition_fact`)."""
    text = definition.model_dump_json()
    return '"if_mana_spent"' in text or s25mh_converge.asks(text)  # s25-mh: converge


def meets(spent: Any, condition: ManaSpentCondition) -> bool:
    """Whether mana `spent` ({"W": 3, ...}) meets the condition (CR 601.2h)."""
    if not isinstance(spent, dict):
        return False
    if condition.color == "same":
        return any(_amount(spent, color) >= condition.at_least for color in _COLORS)
    return _amount(spent, condition.color) >= condition.at_least


def _amount(spent: dict[str, Any], color: str) -> int:
    value = spent.get(color, 0)
    return value if type(value) is int else 0


def _record(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    """As a spell is cast (the `spell_cast` event, after all its costs are paid): keep the mana spent to cast it
    on the spell, if its card asks. Triggers nothing."""
    stack = game.state.stack
    if not stack or stack[0].id != event.get("stack_object") or stack[0].card is None:
        return []
    spell = stack[0]
    if not game.definition_fact(game.definition(spell.card), MANA_SPENT, _asks):
        return []
    spent = spent_in_cast(game, event)
    spell.choices = {**spell.choices, MANA_SPENT: spent}  # a new mapping: choices are never changed in place
    s25mh_converge.cast_noted(game)  # s25-mh: its permanent's enters note (rules/s25mh_converge.py)
    return []


def spent_in_cast(game: Game, event: dict[str, Any]) -> dict[str, int]:
    """The mana of each kind spent to cast the spell of the `spell_cast` event `event` (CR 601.2h):
    the caster's `mana_paid` events of the same action before it."""
    spent: dict[str, int] = {}
    caster, action = event.get("player"), event.get("action_index")
    index = len(game.events) - 1
    seq = event.get("seq")
    if isinstance(seq, int) and 0 < seq <= len(game.events) and game.events[seq - 1] is event:
        index = seq - 1  # s35-fin: the event itself, whatever a detector emitted after it
    for earlier in reversed(game.events[:index]):  # this action's events, the cast's payments among them
        if earlier.get("action_index") != action:
            break
        if earlier["type"] == "mana_paid" and earlier.get("player") == caster:
            for kind, amount in (earlier.get("paid") or {}).items():
                spent[kind] = spent.get(kind, 0) + amount
    return spent


def total_spent_in_cast(game: Game, event: dict[str, Any]) -> int:
    """s35-fin: the total mana (of any kinds) spent to cast the spell of the `spell_cast` event `event` (CR 601.2h):
    "if at least four mana was spent to cast it"."""
    return sum(amount for amount in spent_in_cast(game, event).values() if type(amount) is int)


def entering_meets(entering: Entering, condition: ManaSpentCondition) -> bool:
    """Whether the spell that becomes this entering permanent was cast with such mana (False when not cast)."""
    return entering.was_cast and entering.spell is not None and meets(entering.spell.choices.get(MANA_SPENT), condition)


def _resolve(game: Game, item: StackObject, effect: IfManaSpentEffect, choices: Choices) -> None:
    if not meets(item.choices.get(MANA_SPENT), effect.condition):
        game.emit(
            "condition_not_met",
            [*CITES, cr("608.2c")],
            stack_object=item.id,
            condition=f"at least {effect.condition.at_least} {effect.condition.color} mana spent to cast it",
            effect=effect.effect.kind,
        )
        return
    registry.effect_resolvers[effect.effect.kind](game, item, effect.effect, choices)


keyword_triggers.watch("spell_cast", _record)
registry.effect_resolvers["if_mana_spent"] = _resolve
