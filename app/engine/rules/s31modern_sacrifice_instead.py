"""s31-modern: "If enchanted land would be destroyed, instead sacrifice ~ and that land gains indestructible until end of
turn." (an Aura's static ability, the `s31modern_sacrifice_instead` ability; its `enchanted` card type).

- CR 614.1a: a replacement effect ("instead"): it applies to every destruction of the enchanted permanent while it has
  that card type: by a "destroy" effect (701.8a) and by the state-based actions for lethal damage and deathtouch damage
  (704.5g-h). It is asked beside umbra armor (rules/s27mech_umbra_armor.py `umbra_instead`, called wherever a
  permanent would be destroyed), never on a sacrifice (701.21a) or a zero toughness (704.5f), nor when the permanent is
  indestructible (702.12b: it would not be destroyed).
- Instead, its controller sacrifices the Aura (701.21a: indestructible doesn't stop that) and the enchanted permanent
  gains indestructible until end of turn (613.1f, 514.2: a `PowerToughnessEffect` of no power with the keyword, as
  "gains ... until end of turn" gives it; it ends in the cleanup step). The permanent is not destroyed this time.
- Two replacement effects that could apply to the same destruction (two such Auras, or one with umbra armor, a
  regeneration shield or a shield counter): the affected permanent's controller would choose (616.1): not modelled,
  refused as umbra armor refuses it.
- State-based actions performed together are one event (704.3): lethal and deathtouch damage on one creature: the
  replacement applies once; the second check finds the creature saved by it and indestructible.

No hook per action: asked only as a permanent would be destroyed, and only in a game with such an ability (`in_game`).
"""

from __future__ import annotations

from app.engine.cards import S31modernSacrificeInsteadAbility
from app.engine.characteristics import compute, has_keyword
from app.engine.citations import cr
from app.engine.enums import Zone
from app.engine.game import Game
from app.engine.rules.ability_presence import abilities_of_kind, game_has
from app.engine.rules.zones import leave_battlefield
from app.engine.state import Permanent, PowerToughnessEffect

CITES = (cr("614.1a"), cr("701.21a"), cr("702.12b"))
_SAVED = "s31modern_sacrifice_saved"  # rule_memory: the permanents it saved in this request (704.3)


def auras(game: Game, permanent: Permanent) -> list[Permanent]:
    """The Auras attached to `permanent` whose ability would replace its destruction now (its card type matches)."""
    if not game_has(game, S31modernSacrificeInsteadAbility):
        return []
    found: list[Permanent] = []
    characteristics = None
    for aura in game.state.battlefield:
        if aura.attached_to != permanent.id:
            continue
        for _, ability in abilities_of_kind(game, aura, S31modernSacrificeInsteadAbility):
            characteristics = characteristics or compute(game, permanent)
            if characteristics is not None and ability.enchanted.capitalize() in characteristics.types:
                found.append(aura)
                break
    return found


def saved_already(game: Game, permanent: Permanent) -> bool:
    """CR 704.3: saved by the replacement in this request and indestructible now: the same destruction, not again."""
    saved = game.rule_memory.get(_SAVED)
    return isinstance(saved, set) and permanent.id in saved and has_keyword(game, permanent, "indestructible")


def sacrifice_instead(game: Game, permanent: Permanent, aura: Permanent, cites: list[str]) -> None:
    """The replacement: `aura` is sacrificed and `permanent` gains indestructible until end of turn."""
    permanent.effects.append(PowerToughnessEffect(source=aura.id, keywords=["indestructible"], duration="end_of_turn"))
    game.changed(permanent)
    game.rule_memory.setdefault(_SAVED, set()).add(permanent.id)
    game.emit("not_destroyed", [*cites, *CITES, cr("613.1f")], permanent=permanent.id,
              reason=f"replaced: {aura.id} is sacrificed instead and it gains indestructible until end of turn")
    leave_battlefield(game, aura, Zone.GRAVEYARD, cites=[cr("701.21a"), cr("614.1a")], reason="sacrificed")
