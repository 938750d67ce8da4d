"""`attacks_as_though_haste`: "Enchanted creature can attack as though it had haste." (Instill
Energy). The creature may be declared as an attacker although its controller hasn't controlled it
continuously since their most recent turn began (CR 302.6, as haste allows, 702.10b); it doesn't
have haste, so its abilities with {T} or {Q} in their cost still can't be activated then (702.10c
does not apply)."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import AttacksAsThoughHasteAbility
from app.engine.characteristics import current_face
from app.engine.game import Game
from app.engine.state import Permanent


def _attacks_as_though_haste(game: Game, creature: Permanent) -> bool:
    sources = [creature, *(p for p in game.state.battlefield if p.attached_to == creature.id)]
    for source in sources:
        if source.face_down or source.card is None:
            continue  # a face-down permanent has no abilities (CR 708.2)
        face = current_face(game, source)
        wanted = "self" if source is creature else "enchanted_creature"
        if face.abilities and any(a.affected == wanted for a in face.abilities_of(AttacksAsThoughHasteAbility)):
            return True
    return False


registry.attack_sickness_exemptions.add(_attacks_as_though_haste)
