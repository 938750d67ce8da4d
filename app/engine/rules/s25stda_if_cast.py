"""s25-stda: "When ~ enters, if you cast it, <effect>." / "When ~ enters, if you cast it from your hand, <effect>." /
"When ~ enters, if its spectacle cost was paid, <effect>." — an "enters" triggered ability with `if_cast` (an
intervening "if", CR 603.4: it doesn't trigger when false, and the answer doesn't change afterwards, so it still holds
as the ability resolves).

- "cast": the permanent is the spell its controller cast that resolved (CR 608.3, 608.3a: a permanent spell enters
  under its controller's control), not a card put onto the battlefield (or a token, or a copy: never cast, 707.10);
- "cast_from_hand": and the card was in its owner's hand as it was cast (CR 601.2a; the zone a spell was cast from is
  kept for such a card, rules/cast_from.py; a spell put on the stack by a posted state is taken as cast from its
  owner's hand, as for its other conditions);
- "cast_during_main_phase" (addendum): and it was cast during its controller's main phase (CR 505.1; it enters in the
  step it was cast in, 500.2: rules/addendum.py);
- "spectacle": and it was cast for its spectacle cost (CR 702.137a, 118.9; the `cast` action's
  `alternative_cost: "spectacle"`, kept by the spell as `choices.alternative_cost`);
- s32-ma: "additional_cost_paid" ("When ~ enters, if it was bargained, ..."): and its optional additional cost was paid
  as it was cast (bargain, CR 702.166b; the spell's `choices.additional_cost_paid`, rules/additional_costs.py).

The permanent knows it as it enters (`_note`, an "as it enters" hook asked only in games with an "enters" trigger,
doing nothing for a card without `if_cast`); a permanent that leaves and returns is a new object that wasn't cast
(CR 400.7)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CardDefinition, TriggeredAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules import cast_from
from app.engine.rules.ability_presence import IF_CAST
from app.engine.rules.addendum import cast_during_main_phase
from app.engine.rules.additional_costs import additional_cost_paid  # s32-ma
from app.engine.rules.zones import Entering

_MEMORY = "s25stda_if_cast.held"  # game.rule_memory: permanent id -> the `if_cast` conditions that hold for it
_ALTERNATIVE_COST = "alternative_cost"  # the spell's `choices` key (rules/alternative_costs.py)
CITES = (cr("603.4"), cr("608.3"))


def wanted(definition: CardDefinition) -> frozenset[str]:
    """The `if_cast` conditions of the card's "enters" abilities (most cards: none)."""
    return frozenset(ability.if_cast for ability in definition.abilities
                     if isinstance(ability, TriggeredAbility) and ability.if_cast is not None)


def _note(game: Game, entering: Entering) -> None:
    card = entering.permanent.card
    noted: dict[str, frozenset[str]] | None = game.rule_memory.get(_MEMORY)
    if card is None:
        return
    conditions: frozenset[str] = game.definition_fact(game.definition(card), "s25stda_if_cast", wanted)
    if not conditions and not noted:
        return  # most permanents
    game.rule_memory.setdefault(_MEMORY, {})[entering.permanent.id] = held_conditions(game, entering)


def held_conditions(game: Game, entering: Entering) -> frozenset[str]:
    """The `if_cast` conditions that hold for the entering permanent (s26-cmdc: also asked by
    rules/enters_with_counters.py for "~ enters with ... if you cast it from your hand", CR 614.1c)."""
    spell = entering.spell
    held: set[str] = set()
    if entering.was_cast and spell is not None and spell.controller == entering.permanent.controller:
        held.add("cast")
        if (cast_from.cast_from(spell) or Zone.HAND.value) == Zone.HAND.value:
            held.add("cast_from_hand")
        if spell.choices.get(_ALTERNATIVE_COST) == "spectacle":
            held.add("spectacle")
        if additional_cost_paid(spell):  # s32-ma: bargained (CR 702.166b)
            held.add("additional_cost_paid")
        if cast_during_main_phase(game, spell):  # the step it resolves in is the one it was cast in (CR 500.2)
            held.add("cast_during_main_phase")
    return frozenset(held)


def holds(game: Game, permanent_id: str, ability: TriggeredAbility) -> bool:
    """For a permanent's "When ~ enters" ability: False when its intervening `if_cast` is false (CR 603.4)."""
    if ability.if_cast is None:
        return True
    noted: dict[str, frozenset[str]] = game.rule_memory.get(_MEMORY) or {}
    return ability.if_cast in noted.get(permanent_id, frozenset())


registry.enters_replacements.add(_note, order=47, needs=(IF_CAST,))  # only in games with such a card
