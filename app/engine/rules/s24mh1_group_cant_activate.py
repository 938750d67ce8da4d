"""s24-mh1: "Activated abilities of artifacts can't be activated." (Collector Ouphe) / "Activated abilities of <group>
can't be activated [unless they're mana abilities]." — the static ability `group_cant_activate`.

- CR 602.5: a rule or effect may forbid activating an ability. While the ability's permanent is on the battlefield face
  up (CR 708.2: a face-down permanent has no abilities), no activated ability of a permanent in its `affected` group
  can be activated: printed ones, granted ones (613.1f), loyalty abilities (606.3), equip and crew abilities (702.6a,
  702.122a); and, unless `except_mana_abilities`, none of its mana abilities either (605.3: they are activated
  abilities; neither `tap_for_mana` nor a payment's `tap` may use it, and the automatic payment leaves it out).
- The group is matched as the activation is proposed (CR 611.3a: a static ability's effect applies at every moment to
  whatever it names): "artifacts" is every artifact permanent (CR 109.2), the ability's own permanent included when it
  is one; "your opponents control" is decided by the ability's controller.
- Crewing ("tap any number of untapped creatures": the crew cost) is the Vehicle's ability, asked of the Vehicle; the
  creatures tapped for it are not activating anything (the purpose "crew" isn't refused here).

Asked only in games with such an ability (`registry.activation_restrictions` registered with `needs`).
"""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import GroupCantActivateAbility
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.rules.target_filters import matches_filter
from app.engine.state import Permanent
from app.engine.target_grammar import parse_target_spec


def _refusal(game: Game, permanent: Permanent, purpose: str) -> Refusal | None:
    if purpose == "crew":
        return None
    for source in game.state.battlefield:
        for _, ability in abilities_of_kind(game, source, GroupCantActivateAbility):
            if purpose == "mana" and ability.except_mana_abilities:
                continue
            if not matches_filter(game, parse_target_spec(ability.affected), permanent, source.id,
                                  source.controller or ""):
                continue
            cites = (cr("602.5"), cr("605.3")) if purpose == "mana" else (cr("602.5"),)
            return Refusal(f"{permanent.id}'s activated abilities can't be activated"
                           f"{' unless they are mana abilities' if ability.except_mana_abilities else ''}: "
                           f"{source.id}'s static ability forbids it", cites, "Can't be activated")
    return None


registry.activation_restrictions.add(_refusal, needs=(GroupCantActivateAbility,))
