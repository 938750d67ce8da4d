"""s18-castfree: the top of a library as a place to play from, the `top_of_library` ability.

- "You may look at the top card of your library any time." (`look`; CR 401.2: a library's order and cards
  are hidden, an effect may let a player look). The engine's answers hide no card of a library (only face-down
  objects from other viewers, CR 708.5), so this permission changes nothing the engine shows or decides.
- "You may play lands [and cast spells / creature spells / spells with mana value N or greater] from the top of
  your library." (Radha, Heart of Keld; Glarb, Calamity's Augur; Ranger Class): while its controller controls a
  permanent with the ability, they may play the top card of their own library as a card in their hand (CR 601.3:
  an effect allows casting a spell from another zone; 305.1: playing a land from another zone). Everything else
  is as from the hand: the timing (a land in their main phase with the stack empty, using a land drop, 305.2,
  305.3; a spell at its normal timing, 117.1a), the costs (601.2f-h). Only the top card (401.2) and only the
  spells named: a creature spell for "creature spells", a spell whose mana value is N or more for "with mana value
  N or greater" (checked on the card before it is cast, where X is 0, 202.3e), a spell of the creature type chosen
  as the permanent entered for "creature spells of the chosen type" (Realmwalker; CR 614.12, changeling 702.73a).
- Coven (Augur of Autumn): "As long as you control three or more creatures with different powers, you may cast
  creature spells ..." applies only while that holds (CR 611.3a, 208.1; rules/different_powers.py); The Reality
  Chip's "As long as ~ is attached to a creature, ..." only while it is attached to a creature (301.5, 611.3a).
- `cast` / `play_land` name the top card; `legal_actions` lists it; the `spell_cast` / `land_played` event says
  `"from": "library"` (cast) and cites CR 601.3 / 305.1.

Gating: every question returns at once in a game where no card has the ability (`ability_presence.game_has`).
"""

from __future__ import annotations

from app.engine.actions import Cast
from app.engine.cards import CardDefinition, TopOfLibraryAbility
from app.engine.characteristics import is_creature, with_changeling
from app.engine.citations import cr
from app.engine.enums import CardType, Zone
from app.engine.game import Game, ZoneLocation
from app.engine.mana import parse_mana_cost
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.different_powers import controls_different_powers
from app.engine.rules.layouts import face_to_cast
from app.engine.state import Permanent

CAST_CITES = (cr("601.3"), cr("401.2"))
LAND_CITES = (cr("305.1"), cr("401.2"))


def _abilities(game: Game, player: str) -> list[tuple[TopOfLibraryAbility, Permanent]]:
    """The abilities that apply now, with their permanents: a coven ability only while its controller controls
    that many permanents with different powers (CR 611.3a, 208.1; rules/different_powers.py)."""
    if not game_has(game, TopOfLibraryAbility):
        return []
    return [
        (ability, permanent)
        for permanent in game.state.battlefield
        if permanent.controller == player
        for _, ability in abilities_of_kind(game, permanent, TopOfLibraryAbility)
        if (ability.as_long_as_you_control is None
            or controls_different_powers(game, player, ability.as_long_as_you_control,
                                         ability.as_long_as_different_powers_at_least or 0))
        and (not ability.as_long_as_attached_to_creature or _attached_to_creature(game, permanent))
    ]


def _attached_to_creature(game: Game, permanent: Permanent) -> bool:
    """ "As long as ~ is attached to a creature" (CR 301.5, 611.3a): the permanent it is attached to is a creature."""
    host = game.permanent(permanent.attached_to) if permanent.attached_to is not None else None
    return host is not None and is_creature(game, host)


def _top(game: Game, card: str, player: str | None) -> ZoneLocation | None:
    """`card` as the top card of a library, of `player` when given (None: any)."""
    location = game.find_zone_card(card, (Zone.LIBRARY,))
    if location is None or location.index != 0 or (player is not None and player != location.player.id):
        return None
    return location


def _names(ability: TopOfLibraryAbility, permanent: Permanent, definition: CardDefinition) -> bool:
    if ability.spells is None:
        return False
    if ability.spells == "creature" and not definition.has_type(CardType.CREATURE):
        return False
    if ability.spells_of_chosen_type and (  # CR 614.12; changeling: every creature type (702.73a)
            permanent.chosen_creature_type is None or permanent.chosen_creature_type not in with_changeling(definition)):
        return False
    if ability.spells_min_mana_value is not None:
        value = parse_mana_cost(definition.mana_cost).mana_value(0) if definition.mana_cost else 0  # CR 202.3e
        if value < ability.spells_min_mana_value:
            return False
    return True


def land_location(game: Game, card: str, player: str | None) -> ZoneLocation | None:
    """The top card of a library its owner may play as a land now (the land is checked by `play_land`)."""
    if not game_has(game, TopOfLibraryAbility):
        return None
    location = _top(game, card, player)
    if location is None or not any(a.lands for a, _ in _abilities(game, location.player.id)):
        return None
    return location


def cast_location(game: Game, action: Cast) -> ZoneLocation | None:
    """The top card of a library its owner may cast as the spell `action` names (the face cast), else None."""
    if not game_has(game, TopOfLibraryAbility):
        return None
    location = _top(game, action.card, action.player)
    if location is None or action.face_down:
        return None
    abilities = _abilities(game, location.player.id)
    if not any(a.spells is not None for a, _ in abilities):
        return None
    definition = face_to_cast(game, location, action.face)  # the face cast (CR 712.11, 715.3, 709.3)
    return location if any(_names(a, permanent, definition) for a, permanent in abilities) else None


def playable_top(game: Game, player: str) -> list[str]:
    """The id of the top card of `player`'s library when an ability lets them play it (`legal_actions`)."""
    if not game_has(game, TopOfLibraryAbility):
        return []
    library = game.player(player).library
    if not library:
        return []
    abilities = _abilities(game, player)
    if not any(a.lands or a.spells is not None for a, _ in abilities):
        return []
    return [library[0].id]
