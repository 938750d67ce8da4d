""""Enchanted creature can attack as though it had haste." (Instill Energy): the
`attached_attacks_as_though_haste` ability of an Aura. The creature it enchants may be declared
as an attacker although its controller hasn't controlled it continuously since their most recent
turn began (CR 302.6, 702.10b); unlike haste, its {T} and {Q} abilities still can't be activated
then (only attacking is allowed "as though")."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import AttachedAttacksAsThoughHasteAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.state import Permanent


def _enchanted_to_attack(game: Game, creature: Permanent) -> list[str] | None:
    for aura in game.state.battlefield:
        if aura.attached_to != creature.id or aura.face_down or aura.card is None:
            continue
        if current_face(game, aura).abilities_of(AttachedAttacksAsThoughHasteAbility):
            return [cr("302.6"), cr("702.10b")]
    return None


registry.attack_summoning_sickness_exemptions.add(_enchanted_to_attack)
