"""s25-ncc: casualty (CR 702.153). "Casualty N" means "As an additional cost to cast this spell, you may sacrifice a
creature with power N or greater" and "When you cast this spell, if a casualty cost was paid for it, copy it. If the
spell has any targets, you may choose new targets for the copy." (702.153a; paid as additional costs are, 601.2b,
601.2f-h).

- The cost is the `additional_cost` ability with `casualty` N (an `optional` sacrifice of one creature,
  rules/additional_costs.py): paid only when the `cast` action's `choices.sacrifice` names a creature its caster
  controls with power N or greater (as it is now, 208.3: layers applied); the spell then records that it was paid
  (`choices.additional_cost_paid`).
- As the spell becomes cast (601.2i), if it was paid, the trigger "casualty" goes on the stack above it (603.3;
  rules/printed_cast_triggers.py asks only for a card with casualty). As it resolves, the spell is copied
  (rules/spell_copies.py, 707.10): the copy is controlled by the trigger's controller, with the spell's targets or new
  ones from the `resolve` action's `choices.copies_targets` (one list, 707.10c). A spell that left the stack is copied
  as it last existed there (608.2h). The copy isn't cast and has no casualty cost paid (707.10): it doesn't trigger.
  Copying a permanent spell is refused (not modelled; rules/spell_copies.py).
- Several instances of casualty (702.153b) are not read (one `choices.sacrifice` names one creature)."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import AdditionalCostAbility, CardDefinition
from app.engine.citations import cr
from app.engine.game import Game, PendingTrigger
from app.engine.rules import printed_cast_triggers
from app.engine.rules.additional_costs import ADDITIONAL_COST_PAID
from app.engine.rules.spell_copies import put_copy_on_stack
from app.engine.state import StackObject

CASUALTY = "casualty"
CITES = (cr("702.153a"), cr("707.10"))
_SPELL = "casualty_spell"  # the trigger's `choices`: the spell as it was cast (its last known information)


def _has(definition: CardDefinition) -> bool:
    return any(isinstance(ability, AdditionalCostAbility) and ability.casualty is not None
               for ability in definition.abilities)


def _on_cast(game: Game, event: dict[str, Any], spell: StackObject, definition: CardDefinition) -> list[PendingTrigger]:
    """CR 702.153a, 603.4: "if a casualty cost was paid for it" (the spell's `choices.additional_cost_paid`)."""
    if not spell.choices.get(ADDITIONAL_COST_PAID):
        return []
    caster = event.get("player") or spell.controller or ""
    data = {"keyword_trigger": CASUALTY, _SPELL: spell.model_dump(mode="json")}
    return [PendingTrigger(spell.id, None, caster, CASUALTY, [], [*CITES, cr("601.2i")], data=data, card=spell.card)]


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    spell = game.stack_object(str(item.source)) or StackObject.model_validate(item.choices[_SPELL])  # 608.2h
    given = list(choices.copies_targets or [])
    if choices.copies_targets is not None:
        game.used_choices.add("copies_targets")
    put_copy_on_stack(game, item, spell, (given[0] if given else None) or None, True, CITES)


printed_cast_triggers.register(_has, _on_cast)
registry.keyword_trigger_resolvers[CASUALTY] = _resolve
