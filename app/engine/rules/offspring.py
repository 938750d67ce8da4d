"""Offspring (CR 702.175): "Offspring [cost]" means "You may pay an additional [cost] as you cast
this spell" and "When this permanent enters, if its offspring cost was paid, create a token that's
a copy of it, except it's 1/1." (702.175a).

The `cast` action's `offspring: true` pays it: the cost is added to the total cost (601.2f; the
mana value is unchanged, 118.8d) and the spell records `choices.offspring`. As the permanent the
spell becomes enters (608.3), the engine notes that its offspring cost was paid; the triggered
ability then triggers on its entering (603.2, 603.6a) and goes on the stack the next time a player
would receive priority (603.3). As it resolves, its controller creates a token that's a copy of the
permanent (its copiable values, CR 707.2: its card's current face as printed, not counters or other
effects), except that it is 1/1 (707.9b: the exception is part of the copy's copiable values); if
the permanent has left the battlefield, the card it was is copied, found in the zone it went to
(608.2h); a token that ceased to exist leaves nothing to copy. A token copy wasn't
cast, so its own offspring does nothing."""

from __future__ import annotations

from typing import Any

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import CardDefinition, OffspringAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.s35std_token_doubler import added, doubled  # s35-std
from app.engine.rules.zones import Entering, enter_battlefield
from app.engine.state import StackObject

OFFSPRING = "offspring"  # the key in a spell's `choices`, and the trigger's name
_PAID = "offspring.paid"  # game.rule_memory: the permanents entering whose offspring cost was paid
CITES = (cr("702.175a"),)


def offspring_costs(definition: CardDefinition) -> list[str]:
    return [ability.cost for ability in definition.abilities if isinstance(ability, OffspringAbility)]


def verify_offspring(definition: CardDefinition, paid: bool) -> None:
    if paid and not offspring_costs(definition):
        raise IllegalAction(
            "No offspring",
            f"{definition.name} has no offspring cost to pay: cast it without `offspring`",
            [cr("702.175a")],
        )


def extra_mana(definition: CardDefinition, paid: bool) -> tuple[str, ...]:
    costs = offspring_costs(definition)
    return (costs[0],) if paid and costs else ()


def record_offspring(spell: StackObject, paid: bool, cites: list[str]) -> None:
    if paid:
        spell.choices[OFFSPRING] = True
        cites.extend(CITES)


def _note_paid(game: Game, entering: Entering) -> None:
    """As the spell becomes the permanent (CR 608.3), remember whether its offspring cost was paid."""
    spell = entering.spell
    if spell is not None and spell.choices.get(OFFSPRING):
        game.rule_memory.setdefault(_PAID, set()).add(entering.permanent.id)


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    paid: set[str] | None = game.rule_memory.get(_PAID)
    if not paid or event["permanent"] not in paid:
        return []
    paid.discard(event["permanent"])
    permanent = game.permanent(event["permanent"])
    if permanent is None:
        return []
    return [
        PendingTrigger(
            permanent.id,
            None,
            permanent.controller or "",
            OFFSPRING,
            [],
            [*CITES, cr("603.6a")],
            data={"keyword_trigger": OFFSPRING},
            card=permanent.card,
            face="back" if permanent.transformed else "front",
        )
    ]


def token_copy(definition: CardDefinition) -> CardDefinition:
    """The copiable values of a permanent (CR 707.2), except it's 1/1 (702.175a, 707.9b)."""
    return definition.model_copy(update={"power": 1, "toughness": 1, "back_face": None})


def _resolve(game: Game, item: StackObject, choices: Choices) -> None:
    source = game.permanent(item.source or "")
    if source is not None and source.card is not None and not source.face_down:
        original = current_face(game, source)
    else:  # it left the battlefield: the card it was (CR 608.2h), found where it went
        found = game.find_zone_card(item.source or "")
        if found is None:
            game.emit(
                "ability_resolved",
                [cr("608.2h"), *CITES],
                stack_object=item.id,
                source=item.source,
                effect="create_token",
                note="the permanent and its card are gone: nothing to copy",
            )
            return
        original = game.definition(found.card.card)
        if item.choices.get("face") == "back" and original.back_face is not None:
            original = original.back_face
    controller = item.controller or game.state.active_player or ""
    game.emit(
        "ability_resolved",
        [cr("608.2"), *CITES, cr("707.2")],
        stack_object=item.id,
        source=item.source,
        effect="create_token",
    )
    for _ in range(doubled(game, controller, 1, item.id)):  # s35-std: token doublers (CR 614.1a)
        token_id = game.new_object_id(f"{original.name.lower().replace(' ', '-')}-offspring-")
        enter_battlefield(game, token_copy(original), token_id, controller, controller, was_cast=False, is_token=True)
    added(game, controller, token_copy(original), item.id)  # s35-std: "plus an additional Food token" (CR 614.1a)


registry.enters_replacements.add(_note_paid, order=45, needs=(OffspringAbility,))
keyword_triggers.watch("entered_battlefield", _detect, needs=(OffspringAbility,))  # `_note_paid` notes only then
registry.keyword_trigger_resolvers[OFFSPRING] = _resolve
