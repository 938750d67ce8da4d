"""s26-std: the Theros gods' "As long as your devotion to black is less than five, ~ isn't a creature." (the ability
`not_creature_below_devotion`; CR 700.5 devotion, 613.1d layer 4).

On the battlefield (CR 113.6: a permanent's static ability; on the stack the card is a creature spell), while its
controller's devotion to the ability's colors (the mana symbols of those colors among the mana costs of the permanents
they control, the god's own included, 700.5, 700.5a) is less than the number, the permanent isn't a creature: in layer 4
(613.1d) it loses the card type creature and its creature types (205.3d: a subtype must correspond to one of its types),
and a noncreature permanent has no power or toughness (208.3). Devotion is read from each permanent's face
(rules/devotion.py `devotion_of_faces`), so deciding it never asks for the characteristics being computed. A game with
such a card reuses no computed characteristics (cards.py `reads_other_objects`): the layer is idle while they are
reused, and asked only in games with the ability (`needs`)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S26stdNotCreatureBelowDevotionAbility
from app.engine.characteristics import current_face
from app.engine.creature_types import CREATURE_TYPES
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.devotion import devotion_of_faces
from app.engine.state import Characteristics, Permanent, StackObject

_CREATURE = CardType.CREATURE.value


def god_not_creature(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 4 (CR 613.1d, 700.5): a permanent with `not_creature_below_devotion` isn't a creature while its
    controller's devotion to those colors is less than the number."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent) or obj.face_down or obj.card is None:
        return
    if _CREATURE not in characteristics.types:
        return
    for ability in current_face(game, obj).abilities_of(S26stdNotCreatureBelowDevotionAbility):
        if devotion_of_faces(game, obj.controller, ability.colors) < ability.devotion:
            characteristics.types = [t for t in characteristics.types if t != _CREATURE]
            characteristics.subtypes = [s for s in characteristics.subtypes if s not in CREATURE_TYPES]  # CR 205.3d
            characteristics.power = None  # CR 208.3: a noncreature permanent has no power or toughness
            characteristics.toughness = None
            return


# Layer 4 with the type-changing effects (after rules/reconfigure.py's 47); idle while computed characteristics are
# reused (a game with such a card doesn't reuse them: cards.py `reads_other_objects`).
registry.characteristic_layers.add(god_not_creature, order=48, needs=(S26stdNotCreatureBelowDevotionAbility,))
registry.characteristics_cache_safe.add(god_not_creature)
registry.layers_idle_while_cacheable.add(god_not_creature)
registry.layers_permanents_only.add(god_not_creature)
registry.layers_keeping_names.add(god_not_creature)  # it removes a card type only: no name, no supertype
