"""Qualities of the spells a cost reduction applies to (CR 601.2f): "Hydra spells you cast cost {4}
less to cast." (`cost_reduction` with `subtype`: a spell with that subtype, CR 205.3) and "Creature
spells you cast with power 4 or greater cost {2} less to cast." (Goreclaw, Terror of Qal Sisma;
`min_power`). The reduction is applied as the total cost is determined (601.2f), when the spell is
on the stack: its power then is its printed power, or what its characteristic-defining ability says
(CR 604.3, which works on the stack: rules/pt_cda.py); a spell whose power is undefined can't be
cast (CR 208.2, rules/pt_cda.py). Subtypes are the card's printed ones (changeling: every creature
type, CR 702.73a). The other qualities ("Creature spells", ...) are rules/costs.py's."""

from __future__ import annotations

from app.engine.cards import CardDefinition, CostReductionAbility, PtEqualToCountAbility
from app.engine.characteristics import with_changeling
from app.engine.game import Game
from app.engine.rules.pt_cda import count
from app.engine.rules.s23c13_spell_colors import definition_colors
from app.engine.rules.spell_keywords import spell_has_keyword
from app.engine.state import Player


def spell_power(game: Game, player: Player, definition: CardDefinition) -> int | None:
    """The power of `definition` cast by `player`: printed, or set by its `pt_equal_to_count`."""
    abilities: list[PtEqualToCountAbility] = definition.abilities_of(PtEqualToCountAbility)
    for ability in abilities:
        if ability.sets in ("power", "both"):
            return count(game, ability, player.id, definition.name) + ability.plus
    power = definition.power
    return int(power) if isinstance(power, int) else None


def spell_qualities_hold(game: Game, player: Player, ability: CostReductionAbility, definition: CardDefinition) -> bool:
    """Whether the spell has the subtype and the power the reduction asks (True when it asks none)."""
    if ability.subtype is not None and ability.subtype not in with_changeling(definition) and (
            ability.or_subtype is None or ability.or_subtype not in with_changeling(definition)):  # s26-cmdc: either
        return False
    if ability.keyword is not None and not spell_has_keyword(definition, ability.keyword):  # s16-taila
        return False
    if ability.historic and not spell_is_historic(definition):  # s17: "Historic spells you cast ..."
        return False
    if ability.color is not None and ability.color.value not in definition_colors(definition):
        return False  # s32-r2fin: "Red spells you cast ..." (CR 601.2f, 202.2: its colors as it is cast)
    if ability.min_power is not None:
        power = spell_power(game, player, definition)
        return power is not None and power >= ability.min_power
    return True


def spell_is_historic(definition: CardDefinition) -> bool:
    """CR 700.6 for a spell being cast: its card is legendary, an artifact or a Saga (the spell's
    characteristics are its card's, CR 601.2a; rules/historic.py says the same of an object)."""
    return "Legendary" in definition.supertypes or "Artifact" in definition.types or "Saga" in definition.subtypes
