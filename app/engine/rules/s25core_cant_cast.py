"""s25-core: "You can't cast creature spells." (Steel Golem), "You can't cast noncreature spells.", "You can't cast
permanent spells.": the static ability `cant_cast_spells`.

While a permanent with it is on the battlefield (its abilities read through `ability_presence.abilities_of_kind`: a
face-down one has none, CR 708.2), its controller can't cast a spell of the kind it names: the `cast` action is refused
and `legal_actions` lists no such cast (CR 101.2: a "can't" wins over any permission to cast; 601.2). A permanent spell
is an artifact, battle, creature, enchantment or planeswalker spell (CR 110.4; a land is never cast, 305.1). Copies of
spells are not cast (CR 707.10); abilities are not spells.

s29-stda: "Your opponents can't cast spells during your turn." (`spells` "all" with `opponents_during_your_turn`): while
its controller is the active player (CR 102.1), each of their opponents (CR 102.2) can't cast spells; on other turns it
binds no one.

Gating: rules/stack.py asks `verify` only in a game where a card with the ability has been (`ability_presence.game_has`).
"""

from __future__ import annotations

from app.engine.cards import CardDefinition, S25coreCantCastSpellsAbility
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.state import Permanent, Player

CITES = (cr("101.2"), cr("601.2"))
_PERMANENT_TYPES = (CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.PLANESWALKER)


def _names(spells: str, definition: CardDefinition) -> bool:
    if spells == "all":  # s29-stda: "Your opponents can't cast spells during your turn."
        return True
    if spells == "permanent":
        return any(definition.has_type(card_type) for card_type in _PERMANENT_TYPES)  # CR 110.4
    return definition.has_type(CardType.CREATURE) == (spells == "creature")


def _binds(game: Game, permanent: Permanent, ability: S25coreCantCastSpellsAbility, player: Player) -> bool:
    """Whether the ability says `player` can't cast: its controller ("You can't ..."); s29-stda: with
    `opponents_during_your_turn`, an opponent of its controller while its controller is the active player (CR 102.1-2)."""
    if ability.opponents_during_your_turn:
        return permanent.controller not in (None, player.id) and game.state.active_player == permanent.controller
    return permanent.controller == player.id


def verify(game: Game, player: Player, definition: CardDefinition) -> None:
    """Refuse `player`'s cast of `definition` while a permanent they control says they can't cast such spells."""
    for permanent in game.state.battlefield:
        for _, ability in abilities_of_kind(game, permanent, S25coreCantCastSpellsAbility):
            if not _binds(game, permanent, ability, player):
                continue
            if _names(ability.spells, definition):
                raise IllegalAction("Can't cast", f"{permanent.id} says {player.id} can't cast {ability.spells} spells "
                                    f"({definition.name} is one)", list(CITES))
