"""s14-copies: "You may cast noncreature spells as though they had flash." (Valley Floodcaller), the
`cast_as_though_flash` ability (CR 702.8a, 601.3).

While a permanent with it is on the battlefield, its controller may cast the spells it names (a
noncreature spell: no Creature among the card's types) any time they could cast an instant
(CR 702.8a: what flash allows; 601.3: an effect allows the casting). It changes when the spell may
be cast, nothing else (the spell doesn't gain flash). Called from rules/flash.py as a spell's timing
is checked; a game that never had a permanent with the ability answers at once.
"""

from __future__ import annotations

from app.engine.cards import CardDefinition, CastAsThoughFlashAbility
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules import (
    flash_until,  # s18-castfree
    turn_records,  # s30-modernb
)
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.s23c13_spell_colors import definition_colors  # s23-c13
from app.engine.rules.you_control import you_control  # s26-mh
from app.engine.state import Player


def permits(game: Game, player: Player, definition: CardDefinition) -> bool:
    """Whether a permanent `player` controls lets them cast `definition` as though it had flash."""
    if game.state.flash_permissions and flash_until.permits(game, player, definition):
        return True  # s18-castfree: a resolved effect's permission for a duration (rules/flash_until.py)
    if not game_has(game, CastAsThoughFlashAbility):
        return False
    creature = definition.has_type(CardType.CREATURE)
    return any(
        names_spell(ability, creature, definition)  # s17-core: `spells` "all" / "creature" too
        and (ability.color is None or ability.color.value in definition_colors(definition))  # s23-c13 (CR 105.2)
        and (ability.subtype is None or ability.subtype in definition.subtypes)  # s25-core (CR 205.3)
        for permanent in game.state.battlefield
        if permanent.controller == player.id
        for _, ability in abilities_of_kind(game, permanent, CastAsThoughFlashAbility)
    )


def names_spell(ability: CastAsThoughFlashAbility, creature: bool, definition: CardDefinition | None = None) -> bool:
    """s17-core: whether the ability's `spells` names a spell that is (`creature`) or isn't a creature
    spell: "noncreature", "creature" or "all" (CR 702.8a); s26-cmdc: an artifact spell, or a historic one (CR 700.6:
    legendary, an artifact or a Saga, as the card is before it is cast); s26-mh: "self" names no other spell."""
    if ability.spells == "self":
        return False  # s26-mh: the card's own permission (`permits_itself`), not one for other spells
    if ability.spells == "artifact":
        return definition is not None and definition.has_type(CardType.ARTIFACT)
    if ability.spells == "historic":
        return definition is not None and (definition.has_type(CardType.ARTIFACT) or "Legendary" in definition.supertypes
                                           or "Saga" in definition.subtypes)
    return ability.spells == "all" or (ability.spells == "creature") == creature


def permits_itself(game: Game, player: Player, definition: CardDefinition) -> bool:
    """s26-mh: "As long as you control a green or blue permanent, you may cast ~ as though it had flash." (CR 702.8a,
    601.3; 113.6: the ability works from the zone the card is cast from): the card's own `cast_as_though_flash` of
    `spells` "self", whose `if_you_control` holds for its caster now. Asked only when the cast is otherwise too late
    (rules/flash.py)."""
    return any(isinstance(ability, CastAsThoughFlashAbility) and ability.spells == "self"
               and ability.if_you_pay is None  # s29-core: a paid permission is rules/s29core_paid_flash.py's
               and (ability.if_you_control is None or you_control(game, player.id, ability.if_you_control))
               # s30-modernb: "~ has flash as long as you've committed a crime this turn." (CR 702.8a, 601.3)
               and turn_records.holds(game, player.id, ability.as_long_as_this_turn)
               for ability in definition.abilities)

