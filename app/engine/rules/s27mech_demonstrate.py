"""s27-mech: demonstrate (CR 702.144; docs/oracle-s27-mech.md).

- CR 702.144a: "Demonstrate" means "When you cast this spell, you may copy it and you may choose new targets for the
  copy. If you copy the spell, choose an opponent. That player copies the spell and may choose new targets for that
  copy." The keyword printed on the spell (`demonstrate`) triggers as it becomes cast (601.2i, 603.2;
  rules/printed_cast_triggers.py), one trigger per instance.
- As it resolves (608.2): its controller copies the spell only if the `resolve` action's `choices.pay_optional_cost` is
  true ("you may"; none given: no copy). Then they choose an opponent (`choices.chosen_opponent`; with one opponent,
  that one; with more and none given, refused rather than guessed) and that player copies the spell: the second copy
  is controlled by that opponent (707.10), put on the stack after (above) the first, so it resolves first. Each copy
  keeps the spell's targets, or takes new ones from `choices.copies_targets` (the first list for the controller's copy,
  the second for the opponent's; 707.10c), checked for the copy's controller.
- A spell that left the stack before the trigger resolves is copied as it last existed there (608.2h), as storm does.
  Only instants and sorceries are copied (rules/spell_copies.py refuses a permanent spell's copy, 707.10f).
"""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import printed_cast_triggers
from app.engine.rules.spell_copies import put_copy_on_stack
from app.engine.rules.storm import has_printed_keyword
from app.engine.state import StackObject

DEMONSTRATE = "demonstrate"
_SPELL = "s27mech_demonstrate_spell"  # the trigger's `choices`: the spell as it was cast (its last known information)
CITES = (cr("702.144a"),)


def _on_cast(game: Game, event: dict[str, Any], spell: StackObject, definition: CardDefinition) -> list[PendingTrigger]:
    characteristics = compute(game, spell)
    instances = characteristics.keywords.count(DEMONSTRATE) if characteristics is not None else 0
    caster = event.get("player") or spell.controller or ""
    data = {"keyword_trigger": DEMONSTRATE, _SPELL: spell.model_dump(mode="json")}
    return [PendingTrigger(spell.id, None, caster, DEMONSTRATE, [], [*CITES, cr("601.2i")], data=dict(data),
                           card=spell.card) for _ in range(instances)]


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    if not choices.pay_optional_cost:
        game.emit("ability_resolved", [cr("608.2d"), *CITES], stack_object=item.id, source=item.source,
                  effect=DEMONSTRATE, note="the spell was not copied (choices.pay_optional_cost)")
        return
    game.used_choices.add("pay_optional_cost")
    controller = item.controller or ""
    opponents = [p.id for p in game.opponents(controller)]
    chosen = choices.chosen_opponent
    if chosen is not None:
        game.used_choices.add("chosen_opponent")
    elif len(opponents) == 1:
        chosen = opponents[0]
    if chosen not in opponents:
        raise IllegalAction("Choose an opponent", f"{item.id}: demonstrate's copier chooses an opponent to also copy the "
                            f"spell (choices.chosen_opponent: one of {opponents})", [*CITES])
    spell = game.stack_object(str(item.source)) or StackObject.model_validate(item.choices[_SPELL])  # 608.2h
    given = list(choices.copies_targets or [])
    if choices.copies_targets is not None:
        game.used_choices.add("copies_targets")
    if len(given) > 2:
        raise IllegalAction("Two copies", f"{item.id}: demonstrate makes two copies; choices.copies_targets has "
                            f"{len(given)} lists", [*CITES, cr("707.10c")])
    put_copy_on_stack(game, item, spell, given[0] if given else None, True, (*CITES, cr("707.10")))
    theirs = item.model_copy(update={"controller": chosen})  # that player copies it (CR 702.144a, 707.10)
    put_copy_on_stack(game, theirs, spell, given[1] if len(given) > 1 else None, True, (*CITES, cr("707.10")))


printed_cast_triggers.register(lambda definition: has_printed_keyword(definition, DEMONSTRATE), _on_cast)
registry.keyword_trigger_resolvers[DEMONSTRATE] = _resolve
