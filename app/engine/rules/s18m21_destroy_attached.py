"""s18-m21: the `destroy_attached` effect, "~ deals 5 damage to target creature. Destroy all Equipment attached to
that creature." (Turn to Slag, Blastfire Bolt). "That creature" is the one creature the previous targeted effect acted
on (CR 608.2c); each permanent with the subtype (Equipment, CR 301.5; Aura, 303.4) attached to it now is destroyed
(701.8a), as `destroy` does it (indestructible, 702.12b; regeneration, 701.19a). Damage marked on the creature doesn't
remove it before the spell has finished resolving (state-based actions wait, CR 704.3), so its Equipment is still
attached; once the creature has left the battlefield nothing is attached to it (CR 400.7)."""

from __future__ import annotations

from app.engine import registry
from app.engine.actions import Choices
from app.engine.cards import DestroyAttachedEffect
from app.engine.characteristics import characteristics_of
from app.engine.game import Game
from app.engine.rules.effects_targets import referents
from app.engine.rules.effects_zones import destroy_permanent
from app.engine.state import StackObject


def _resolve(game: Game, item: StackObject, effect: DestroyAttachedEffect, choices: Choices) -> None:
    hosts = {ref.id for ref in referents(game) if game.permanent(ref.id) is not None}
    attached = []
    for permanent in game.state.battlefield:
        if permanent.attached_to not in hosts:
            continue
        characteristics = characteristics_of(game, permanent)
        if characteristics is not None and effect.subtype in characteristics.subtypes:
            attached.append(permanent)
    for permanent in attached:
        if game.permanent(permanent.id) is not None:
            destroy_permanent(game, item, permanent)


registry.effect_resolvers["destroy_attached"] = _resolve
