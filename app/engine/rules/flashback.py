"""Flashback (CR 702.34): "Flashback [cost]" means "You may cast this card from your graveyard if
the resulting spell is an instant or sorcery spell by paying [cost] rather than paying its mana
cost" and "If the flashback cost was paid, exile this card instead of putting it anywhere else any
time it would leave the stack" (702.34a).

The `cast` action names the card in its caster's graveyard: that is a cast with flashback (the
only way the engine casts from a graveyard). Its timing is the card's (601.3, 117.1a); its cost is
the flashback cost, an alternative cost (118.9: no other alternative cost with it, but additional
costs such as kicker may be added; its mana value stays the card's, 118.9c... 202.3). The spell
records `choices.flashback`; as it leaves the stack (it resolves, is countered, or has no legal
target left, 608.2b) it goes to exile instead of its owner's graveyard (`spell_destination`)."""

from __future__ import annotations

from app.engine.cards import CardDefinition, FlashbackAbility, HarmonizeAbility
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.errors import IllegalAction
from app.engine.rules import aftermath  # s24-hou
from app.engine.rules.jump_start import exiled_as_it_leaves  # s16-kws
from app.engine.state import StackObject

FLASHBACK = "flashback"  # the key in a spell's `choices`
CITES = (cr("702.34a"),)


def flashback_cost(definition: CardDefinition) -> str | None:
    costs = [ability.cost for ability in definition.abilities
             if isinstance(ability, (FlashbackAbility, HarmonizeAbility))]  # s34-tdm: harmonize's (CR 702.180a)
    return costs[0] if costs else None


def verify_flashback_cast(definition: CardDefinition, face_down: bool) -> str:
    """The cost to cast this graveyard card with flashback, or why it can't be cast from there."""
    cost = flashback_cost(definition)
    if cost is None:
        raise IllegalAction(
            "Card not in hand",
            f"{definition.name} is in a graveyard and has no flashback: spells are "
            "cast from their caster's hand unless an effect allows otherwise",
            [cr("601.3")],
        )
    if face_down:
        raise IllegalAction(
            "Not with flashback",
            f"{definition.name} can't be cast face down with flashback: the spell must be an instant or sorcery",
            [cr("702.34a")],
        )
    if not (definition.has_type(CardType.INSTANT) or definition.has_type(CardType.SORCERY)):
        raise IllegalAction(
            "Not with flashback",
            f"{definition.name} isn't an instant or sorcery: flashback casts only those",
            [cr("702.34a")],
        )
    return cost


def record_flashback(spell: StackObject, cites: list[str]) -> None:
    spell.choices[FLASHBACK] = True
    cites.extend(CITES)


def spell_destination(item: StackObject) -> Zone:
    """Where a spell leaving the stack goes instead of its owner's graveyard: exile if it was cast
    with flashback (CR 702.34a), else the graveyard."""
    if exiled_as_it_leaves(item) or aftermath.exiled_as_it_leaves(item):
        return Zone.EXILE  # s16-kws: cast with jump-start (CR 702.133a, rules/jump_start.py)
    return Zone.EXILE if item.choices.get(FLASHBACK) else Zone.GRAVEYARD
