""" "Return target creature card from your graveyard to the battlefield. Then if the gift was promised
and that creature isn't legendary, create a token that's a copy of that creature, except it's 1/1."
(Coiling Rebirth, s14-r2returns): the exceptions of `create_token_copy`.

- "except it's 1/1" (`except_power` / `except_toughness`): a copy effect may make an exception; it
  becomes part of the copy's copiable values (CR 707.9b): the token's base power and toughness are
  those numbers (other effects still apply on top, layer 7, 613.4), and a copy of the token copies
  them too (707.3). Only the stats change; everything else is copied as usual (707.2).
- "if that creature isn't legendary" (`unless_legendary`): checked as the spell reaches this
  instruction (CR 608.2c) on the permanent it copies, with its characteristics now (legendary is a
  supertype, 205.4a); if it is legendary, no token is made (event `condition_not_met`).
"""

from __future__ import annotations

from functools import cache

from app.engine.cards import CardDefinition, CreateTokenCopyEffect, StepTriggerAbility
from app.engine.characteristics import compute
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Permanent, StackObject


# s28-fdna: the triggered ability 'except it has ... and "At the beginning of the end step, sacrifice this token."' gives
# the token (CR 707.9b): "the end step" is each end step, whoever's turn (CR 513.1a, 603.2); "this token" is the object
# that has the ability (CR 113.7), sacrificed by its controller (CR 701.21a)
# (built on first use, not at import: the worker's preload builds no vocabulary model but CardDefinition,
# tests/unit/test_deferred_models.py)
@cache
def s28fdna_end_step_sacrifice() -> StepTriggerAbility:
    return StepTriggerAbility.model_validate(
        {"kind": "step_trigger", "step": "end", "whose": "each", "effect": {"kind": "sacrifice", "target": "self"}})


def with_exceptions(effect: CreateTokenCopyEffect, values: CardDefinition) -> CardDefinition:
    """The copiable values with the effect's exceptions (CR 707.9b)."""
    if effect.except_power is None and effect.except_toughness is None and not effect.except_keywords \
            and not effect.except_colors and not effect.except_no_mana_cost and not effect.except_add_subtypes \
            and not effect.except_end_step_sacrifice:
        return values
    update: dict[str, object] = {}
    if effect.except_end_step_sacrifice:  # s28-fdna: '"At the beginning of the end step, sacrifice this token."'
        update["abilities"] = [*values.abilities, s28fdna_end_step_sacrifice()]  # CR 707.9b, 513.1a, 701.21a
    if effect.except_colors:  # s25-mh: "except it's white" (embalm, CR 702.128a; 707.9b: its colors are these)
        update["colors"] = list(effect.except_colors)
    if effect.except_no_mana_cost:  # s25-mh: "it has no mana cost" (CR 702.128a, 702.129a; its mana value is 0, 202.3)
        update["mana_cost"] = None
    if effect.except_add_subtypes:  # s25-mh: "it's a Zombie in addition to its other types" (CR 702.128a, 205.3)
        update["subtypes"] = added_subtypes(values.subtypes, effect.except_add_subtypes)
    if effect.except_keywords:  # s22-neoa: "except it has haste" (the copied keywords and these)
        update["keywords"] = [*values.keywords, *(k for k in effect.except_keywords if k not in values.keywords)]
    if effect.except_power is not None:
        update["power"] = effect.except_power
    if effect.except_toughness is not None:
        update["toughness"] = effect.except_toughness
    return values.model_copy(update=update)


def added_subtypes(subtypes: list[str], added: list[str]) -> list[str]:
    """ "it's a Zombie [Shapeshifter Rogue] in addition to its other types" (CR 707.9b, 205.3): its subtypes and these."""
    return [*subtypes, *(t for t in added if t not in subtypes)]


def legendary_stops_it(game: Game, item: StackObject, effect: CreateTokenCopyEffect, original: Permanent) -> bool:
    """Whether "if that creature isn't legendary" fails now (CR 608.2c, 205.4a); says so when it does."""
    if not effect.unless_legendary:
        return False
    characteristics = compute(game, original)
    supertypes = {str(s).lower() for s in characteristics.supertypes} if characteristics else set()
    if "legendary" not in supertypes:
        return False
    game.emit(
        "condition_not_met",
        [cr("608.2c"), cr("205.4a")],
        stack_object=item.id,
        condition="that creature isn't legendary",
        effect=effect.kind,
    )
    return True
