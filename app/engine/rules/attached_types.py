"""Creature types an Aura or Equipment adds (CR 613.1d, 205.1b): "Equipped creature gets +2/+0, has
vigilance, and is a Knight in addition to its other types." (Sigiled Sword of Valeron) — an
`attached_pump` ability's `add_subtypes`. In layer 4 the creature it is attached to (CR 301.5,
303.4) gains those subtypes and keeps its other types ("in addition to its other types", 205.1b);
its power, toughness and keywords are rules/auras.py's (layers 7c and 6). A face-down attachment
has no abilities (CR 708.2)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import AttachedPumpAbility
from app.engine.characteristics import current_face
from app.engine.game import Game
from app.engine.state import Characteristics, Permanent, StackObject


def attached_subtypes(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 4 (CR 613.1d): the subtypes the permanent's attachments add."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent):
        return
    for attachment in game.state.battlefield:
        if attachment.attached_to != obj.id or attachment.card is None or attachment.face_down:
            continue
        for ability in current_face(game, attachment).abilities_of(AttachedPumpAbility):
            for subtype in ability.add_subtypes:
                if subtype not in characteristics.subtypes:
                    characteristics.subtypes.append(subtype)


# The same registrations as the Aura layers of rules/auras.py (which return at once while
# characteristics are reused and for a spell), in layer 4 with the type-changing effects.
registry.characteristic_layers.add(attached_subtypes, order=46, needs=(AttachedPumpAbility,))
registry.characteristics_cache_safe.add(attached_subtypes)
registry.layers_idle_while_cacheable.add(attached_subtypes)
registry.layers_permanents_only.add(attached_subtypes)
registry.layers_keeping_names.add(attached_subtypes)  # it adds creature types only: no name, no supertype
