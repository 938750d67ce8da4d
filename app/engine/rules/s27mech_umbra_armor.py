"""s27-mech: umbra armor (CR 702.89), printed "Totem armor" on older cards (702.89b: the same ability; the keywords
`umbra_armor` and `totem_armor` are both read as it; docs/oracle-s27-mech.md).

- CR 702.89a: "Umbra armor" on an Aura means "If enchanted permanent would be destroyed, instead remove all damage
  marked on it and destroy this Aura." A replacement effect (614.1a), so it applies to every destruction of the
  enchanted permanent: by a "destroy" effect (701.8a; rules/effects_zones.py `destroy_permanent`, the delayed destroy
  of rules/block_triggers.py) and by the state-based actions for lethal damage and deathtouch damage (704.5g-h;
  rules/sba.py, rules/deathtouch.py). It does not apply when the permanent is put into the graveyard for toughness 0
  or less (704.5f: not a destruction) or is sacrificed (701.21a), nor when it is indestructible (702.12b: it would not be
  destroyed).
- The Aura is destroyed as the replacement's effect (701.8a): an indestructible Aura stays (the permanent is still
  saved: the replacement applied; 702.12b), a shield counter or regeneration shield on the Aura replaces that
  destruction in turn (122.1c, 701.19a).
- When two replacement effects could apply to the same destruction (two Auras with umbra armor, or umbra armor and a
  regeneration shield or a shield counter), the affected permanent's controller chooses which applies (616.1): that
  choice is not modelled: the action is refused as not modelled rather than guessed.
- State-based actions performed together are one event (704.3): when a creature with lethal damage also has deathtouch
  damage, umbra armor applies once; the second check finds its damage gone (`damage_before` given by the callers).

No hook runs per action: `umbra_instead` is called only as a permanent would be destroyed (its cost: one pass over the
battlefield for permanents attached to it).
"""

from __future__ import annotations

from app.engine.characteristics import has_keyword
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.errors import IllegalAction
from app.engine.game import Game
from app.engine.rules import s31modern_sacrifice_instead  # s31-modern
from app.engine.rules.indestructible import destruction_refusal
from app.engine.rules.regenerate import regenerated_instead
from app.engine.rules.s25ncc_shield_counters import SHIELD, shielded_instead
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent

KEYWORDS = ("umbra_armor", "totem_armor")  # CR 702.89b: the older name of the same ability
CITES = (cr("702.89a"), cr("614.1a"))


def _umbras(game: Game, permanent: Permanent) -> list[Permanent]:
    return [aura for aura in game.state.battlefield
            if aura.attached_to == permanent.id and any(has_keyword(game, aura, k) for k in KEYWORDS)]


def umbra_instead(game: Game, permanent: Permanent, cites: list[str], *, by_effect: bool, regenerable: bool = True,
                  damage_before: int | None = None) -> bool:
    """As `permanent` would be destroyed (`by_effect`: by an effect, else by a state-based action; `regenerable`: a
    regeneration shield could replace it): if an Aura with umbra armor enchants it, all damage is removed from it and the
    Aura destroyed instead, and True (it isn't destroyed; CR 702.89a). `damage_before`: its damage as the state-based
    actions were checked (one event: 704.3): if that was removed since, the destruction was already replaced."""
    if damage_before and not permanent.damage and game.permanent(permanent.id) is permanent:
        umbras_used = game.rule_memory.get(_USED)
        if umbras_used is not None and permanent.id in umbras_used:
            return True
    umbras = _umbras(game, permanent)
    sacrificed = s31modern_sacrifice_instead.auras(game, permanent)  # s31-modern: "instead sacrifice ~ and ..."
    if not umbras and not sacrificed:
        return s31modern_sacrifice_instead.saved_already(game, permanent)  # s31-modern: one event (CR 704.3)
    other = ((regenerable and permanent.regeneration_shields and not permanent.cant_be_regenerated)
             or (by_effect and permanent.counters.get(SHIELD, 0) > 0))
    if len(umbras) + len(sacrificed) > 1 or other:
        raise IllegalAction("Not modelled", f"{permanent.id} would be destroyed with more than one replacement effect "
                            "that could apply (umbra armor and another): the one its controller chooses to apply first "
                            "is not modelled", [*CITES, cr("616.1")])
    if sacrificed:  # s31-modern (rules/s31modern_sacrifice_instead.py)
        s31modern_sacrifice_instead.sacrifice_instead(game, permanent, sacrificed[0], cites)
        return True
    aura = umbras[0]
    removed = permanent.damage
    permanent.damage = 0
    game.changed(permanent)
    game.rule_memory.setdefault(_USED, set()).add(permanent.id)
    game.emit("umbra_armor", [*cites, *CITES], permanent=permanent.id, aura=aura.id, damage_removed=removed)
    refusal = destruction_refusal(game, aura)
    if refusal is not None:
        game.emit("not_destroyed", [cr("701.8a"), *refusal.cites], permanent=aura.id, reason=refusal.reason)
    elif not shielded_instead(game, aura, [cr("701.8a")]) and not regenerated_instead(game, aura, [cr("701.8a")]):
        leave_battlefield(game, aura, Zone.GRAVEYARD, cites=[*CITES, cr("701.8a")], reason="destroyed")
    return True


_USED = "s27mech_umbra_used"  # rule_memory: the permanents umbra armor saved in this request
