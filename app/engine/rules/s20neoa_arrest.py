"""s20-neoa: the Arrest family's Auras: "Enchanted permanent can't attack or block, and its activated abilities can't be
activated [unless they're mana abilities]." / "Enchanted creature can't block, and its activated abilities can't be
activated." / "Enchanted permanent can't attack, block, or crew Vehicles. Its activated abilities can't be activated
unless they're mana abilities." (Intercessor's Arrest).

- `attached_cant_activate` (CR 602.5: a rule or effect may forbid activating an ability): while the Aura is attached
  (CR 303.4), no activated ability of the permanent it enchants can be activated — its printed ones, the ones granted
  to it (613.1f), loyalty abilities (606.3, activated abilities too) and crew, equip and reconfigure abilities — and,
  unless `except_mana_abilities`, none of its mana abilities either (605.3: mana abilities are activated abilities;
  neither `tap_for_mana` nor a payment's `tap` may use it, and the automatic payment leaves it out).
- `attached_cant_crew` (CR 702.122a): the permanent can't be tapped to pay a crew cost (not named in `crew`, and the
  default crew leaves it out).
- "can't attack or block" / "can't block" are the existing `cant_attack_or_block` / `attached_pump`'s `cant_block`.
- A face-down Aura has no abilities (CR 708.2). Asked only in games with such an ability (`registry.
  activation_restrictions` registered with `needs`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import AttachedCantActivateAbility, AttachedCantCrewAbility
from app.engine.characteristics import current_face
from app.engine.citations import cr
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.state import Permanent


def _refusal(game: Game, permanent: Permanent, purpose: str) -> Refusal | None:
    for aura in game.state.battlefield:
        if aura.attached_to != permanent.id or aura.face_down or aura.card is None:
            continue
        face = current_face(game, aura)
        if purpose == "crew":
            if face.abilities_of(AttachedCantCrewAbility):
                return Refusal(f"{permanent.id} can't crew Vehicles: {aura.id} enchants it", (cr("702.122a"),),
                               "Can't crew")
            continue
        for ability in face.abilities_of(AttachedCantActivateAbility):
            if purpose == "mana" and ability.except_mana_abilities:
                continue
            cites = (cr("602.5"), cr("605.3")) if purpose == "mana" else (cr("602.5"),)
            return Refusal(f"{permanent.id}'s activated abilities can't be activated"
                           f"{' unless they are mana abilities' if ability.except_mana_abilities else ''}: "
                           f"{aura.id} enchants it", cites, "Can't be activated")
    return None


def activation_refusal(game: Game, permanent: Permanent, purpose: str) -> Refusal | None:
    """Why the permanent's ability can't be activated (`purpose` "ability" / "mana") or the permanent can't crew
    ("crew") now; None when nothing forbids it (at once in a game without such an ability)."""
    for hook in registry.activation_restrictions.active(game):
        refusal = hook(game, permanent, purpose)
        if refusal is not None:
            return refusal
    return None


registry.activation_restrictions.add(_refusal, needs=(AttachedCantActivateAbility, AttachedCantCrewAbility))


def refuse(game: Game, permanent: Permanent, purpose: str, what: str) -> None:
    """Raise when `activation_refusal` says no (CR 602.5; 605.3 for a mana ability, 702.122a to crew)."""
    refusal = activation_refusal(game, permanent, purpose)
    if refusal is not None:
        raise IllegalAction(refusal.title or "Can't be activated", f"{what}: {refusal.reason}", list(refusal.cites))
