"""Where a spell was cast from (CR 601.2a: the card moves from where it is to the stack): the `spell`
abilities' conditions "cast_from_graveyard" ("If this spell was cast from a graveyard, draw a
card.", Ruthless Negotiation, e.g. with flashback, CR 702.34a) and "cast_not_from_hand" ("If this
spell was cast from anywhere other than your hand, ...").

As the spell is cast the zone it came from is kept in the spell's `choices.cast_from` (only for a
card with such a condition, so other spells' answers don't change); the condition is decided then
and holds as it resolves (like kicker, CR 702.33d, and gift, 702.174c: the spell's targets are
chosen as it is cast, 601.2c, so the effects it will have are known then)."""

from __future__ import annotations

from app.engine.cards import CardDefinition, SpellAbility, TriggeredAbility
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import StackObject

CONDITIONS = ("cast_from_graveyard", "cast_not_from_hand")
CITES = (cr("601.2a"),)


def asks(definition: CardDefinition) -> bool:
    """Whether the card has a `spell` ability under a cast-from condition."""
    return any(ability.condition in CONDITIONS for ability in definition.abilities_of(SpellAbility)) or \
        definition.has_keyword("rebound") or \
        (bool(definition.abilities) and _s25stda_from_hand(definition))  # s25-stda: "if you cast it from your hand"


def _s25stda_from_hand(definition: CardDefinition) -> bool:
    """s25-stda: whether the card has "When ~ enters, if you cast it from your hand, ..." (rules/s25stda_if_cast.py)."""
    for ability in definition.abilities:  # a plain loop: no generator at every cast
        if isinstance(ability, TriggeredAbility) and ability.if_cast == "cast_from_hand":
            return True
    return False


def record(game: Game, spell: StackObject, definition: CardDefinition, zone: Zone, cites: list[str]) -> None:
    """Keep the zone the spell was cast from, for its conditions (CR 601.2a). s26-tidy: whether the card asks is kept
    per definition (`Game.definition_fact`), not looked for in its abilities at every cast."""
    if game.definition_fact(definition, "cast_from", asks):
        spell.choices["cast_from"] = zone.value
        cites.extend(CITES)


def holds(zone: Zone | str | None) -> dict[str, bool]:
    """Each condition's truth for a spell cast from `zone` (None: not known, e.g. a spell put on the
    stack by the request itself: taken as cast from its owner's hand)."""
    try:
        where = Zone(zone) if zone is not None else Zone.HAND
    except ValueError:
        raise IllegalAction(
            "Wrong choice",
            f"choices.cast_from must be a zone (hand, graveyard, exile, library, command_zone), not {zone!r}",
            [*CITES],
        ) from None
    return {"cast_from_graveyard": where is Zone.GRAVEYARD, "cast_not_from_hand": where is not Zone.HAND}


def cast_from(item: StackObject) -> str | None:
    """The zone a spell on the stack was cast from, as recorded (None when not recorded)."""
    value = item.choices.get("cast_from")
    return value if isinstance(value, str) else None
