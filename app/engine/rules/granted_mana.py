"""s16-lands: mana abilities granted to other permanents (docs/oracle-lands.md): 'Enchanted land has
"{T}: Add two mana of any one color."' (Gift of Paradise) and 'Lands you control have "{T}: Add one mana
of any color."' (Chromatic Lantern) — the `grant_mana_ability` static ability.

A static ability may grant an ability to another object (CR 613.1f: layer 6; 113.1a: the quoted text is
the ability). The quoted ability is a mana ability (CR 605.1a) of the permanent that has it: its
controller activates it (CR 602.1, 113.8), with `tap_for_mana` and the ability's number, and it taps
that permanent. It exists only while the granting permanent is on the battlefield and, for an Aura or
Equipment, attached to it (`to` "attached_permanent", CR 303.4, 301.5); "lands you control": every
land the granting permanent's controller controls, itself included if it is a land. The granted
abilities are numbered after the permanent's printed abilities and the intrinsic abilities of its
basic land types (CR 305.6), in battlefield order of the permanents that grant them. rules/
mana_abilities.py asks `granted_mana_abilities`, gated on a card with such an ability having been
in the game.
"""

from __future__ import annotations

from app.engine.cards import GrantManaAbilityAbility, ManaAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.attached_granted import is_attached_to
from app.engine.state import Permanent

CITES = (cr("613.1f"), cr("605.1a"))


def _is_land(game: Game, permanent: Permanent) -> bool:
    characteristics = characteristics_of(game, permanent)
    return characteristics is not None and CardType.LAND.value in characteristics.types


def granted_mana_abilities(game: Game, permanent: Permanent) -> list[ManaAbility]:
    """The mana abilities other permanents' (or its own) `grant_mana_ability` give `permanent` now."""
    if not game_has(game, GrantManaAbilityAbility):
        return []
    return [ability.ability for source in game.state.battlefield
            for _, ability in abilities_of_kind(game, source, GrantManaAbilityAbility)
            if grants_to(game, source, ability, permanent)]


def grants_to(game: Game, source: Permanent, ability: GrantManaAbilityAbility, permanent: Permanent) -> bool:
    """Whether `source`'s `grant_mana_ability` gives its ability to `permanent` now."""
    if ability.to == "attached_permanent":
        return is_attached_to(source, permanent)
    return source.controller == permanent.controller and _is_land(game, permanent)
