"""Reconfigure (CR 702.151, s15-neo): "Reconfigure [cost]" means "[Cost]: Attach this permanent to
another target creature you control. Activate only as a sorcery." and "[Cost]: Unattach this
permanent. Activate only if this permanent is attached to a creature and only as a sorcery." (702.151a).
A definition writes each as a `reconfigure` ability (`unattach` for the second); they are activated
with `activate` like any activated ability (rules/activate.py), paying the mana cost (602.2b), only
as a sorcery (602.5d).

- Attaching (CR 701.3a; the `attach` effect of rules/equip.py): an Equipment that is a creature can't
  equip a creature unless it has reconfigure (301.5c: rules/equipment.py asks `has_reconfigure`).
- While attached (CR 702.151b): attaching it to another creature makes it stop being a creature until
  it becomes unattached: in layer 4 (613.1d) it loses the card type creature and the creature types
  (205.3d: a subtype must correspond to one of its types), and a noncreature permanent has no power
  or toughness (208.3). Unattached (by its second ability, or by state-based actions when the creature
  leaves, 704.5n), it is a creature again.
- Unattaching (CR 701.3d, the `unattach_self` effect): only while it is attached to a creature; as the
  ability resolves the permanent, if still on the battlefield and attached, becomes unattached.
"""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import ReconfigureAbility, UnattachSelfEffect
from app.engine.characteristics import characteristics_of, current_face
from app.engine.citations import cr
from app.engine.creature_types import CREATURE_TYPES
from app.engine.enums import CardType
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.state import Characteristics, Permanent, StackObject

CITES = (cr("702.151a"),)
_CREATURE = CardType.CREATURE.value


def has_reconfigure(game: Game, permanent: Permanent) -> bool:
    """Whether the permanent (face up) has reconfigure (CR 301.5c, 702.151a)."""
    if permanent.face_down or permanent.card is None:
        return False
    return bool(current_face(game, permanent).abilities_of(ReconfigureAbility))


def attached_not_creature(game: Game, obj: Permanent | StackObject, characteristics: Characteristics) -> None:
    """Layer 4 (CR 613.1d, 702.151b): an attached Equipment with reconfigure isn't a creature."""
    if game.characteristics_cacheable or not isinstance(obj, Permanent) or obj.attached_to is None:
        return
    if _CREATURE not in characteristics.types or not has_reconfigure(game, obj):
        return
    characteristics.types = [t for t in characteristics.types if t != _CREATURE]
    characteristics.subtypes = [s for s in characteristics.subtypes if s not in CREATURE_TYPES]  # CR 205.3d
    characteristics.power = None  # CR 208.3: a noncreature permanent has no power or toughness
    characteristics.toughness = None


def verify(game: Game, permanent: Permanent, ability: object, what: str) -> None:
    """CR 702.151a: the unattach ability only while the permanent is attached to a creature."""
    if not isinstance(ability, ReconfigureAbility) or not ability.unattach:
        return
    host = game.permanent(permanent.attached_to or "")
    host_characteristics = characteristics_of(game, host) if host is not None else None
    if host_characteristics is None or _CREATURE not in host_characteristics.types:
        raise IllegalAction(
            "Not attached",
            f"{what}: reconfigure's unattach ability can be activated only while {permanent.id} is attached to a "
            "creature",
            [cr("702.151a"), cr("602.5b")],
        )


def _resolve_unattach(game: Game, item: StackObject, effect: UnattachSelfEffect, choices: Choices) -> None:
    permanent = game.permanent(item.source or "")
    if permanent is None or permanent.attached_to is None:
        game.emit(
            "ability_resolved",
            [cr("608.2"), cr("702.151a")],
            stack_object=item.id,
            source=item.source,
            effect="unattach_self",
            note="the permanent is no longer on the battlefield or not attached: nothing happens",
        )
        return
    was = permanent.attached_to
    permanent.attached_to = None
    game.changed(permanent)
    host = game.permanent(was)
    if host is not None:
        game.changed(host)
    game.emit(
        "unattached",
        [cr("608.2"), cr("701.3d"), *CITES, cr("702.151b")],
        permanent=permanent.id,
        attached_to=was,
        reason="unattached by its reconfigure ability",
    )


registry.effect_resolvers["unattach_self"] = _resolve_unattach
# Layer 4 with the type-changing effects (after rules/attached_types.py's 46); idle while computed
# characteristics are reused (a game with such a card doesn't reuse them: cards.py `reads_other_objects`).
registry.characteristic_layers.add(attached_not_creature, order=47, needs=(ReconfigureAbility,))
registry.characteristics_cache_safe.add(attached_not_creature)
registry.layers_idle_while_cacheable.add(attached_not_creature)
registry.layers_permanents_only.add(attached_not_creature)
registry.layers_keeping_names.add(attached_not_creature)  # it removes a card type only: no name, no supertype
