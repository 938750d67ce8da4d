"""Attack restrictions of static abilities that depend on the defending player (CR 508.1c: the
active player checks each creature for restrictions; a declaration breaking one is illegal):
`cant_attack_unless`: "<this> can't attack unless defending player controls an Island." (Sea
Serpent, Pirate Ship, Island Fish Jasconius; Goblin Rock Sled: "a Mountain"). The defending player
is the player it would attack, or the controller of the planeswalker or battle it would attack (CR
506.2); the land is one with that land type, as continuous effects make it (CR 305.7)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import CantAttackUnlessAbility
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Permanent

_LAND = CardType.LAND.value


def _controls_land_of_type(game: Game, player: str | None, land_type: str) -> bool:
    for permanent in game.state.battlefield:
        if permanent.controller != player:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and _LAND in characteristics.types and land_type in characteristics.subtypes:
            return True
    return False


def _cant_attack_unless(game: Game, attacker: Permanent, defending_player: str | None) -> Refusal | None:
    if attacker.face_down or attacker.card is None:
        return None  # a face-down permanent has no abilities (CR 708.2)
    face = current_face(game, attacker)
    if not face.abilities:
        return None
    for ability in face.abilities_of(CantAttackUnlessAbility):
        land_type = ability.defending_player_controls
        if not _controls_land_of_type(game, defending_player, land_type):
            article = "a" if land_type[0] not in "AEIOU" else "an"
            return Refusal(f"it can't attack unless defending player controls {article} {land_type}; "
                           f"{defending_player} controls none", (cr("508.1c"),),
                           title="Can't attack that player")
    return None


registry.attack_target_restrictions.add(_cant_attack_unless)
