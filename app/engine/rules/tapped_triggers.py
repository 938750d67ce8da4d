""""Becomes tapped" triggers (CR 603.2): a permanent becomes tapped when it turns sideways from
untapped: to pay a {T} cost (CR 107.5, mana abilities included), by a tap effect (701.26a), or as it
attacks (508.1f). Entering the battlefield tapped is not becoming tapped.

- "enchanted_becomes_tapped": "Whenever enchanted land becomes tapped, this Aura deals 2 damage to
  that land's controller." (Psychic Venom), "When enchanted land becomes tapped, destroy it."
  (Blight), "Whenever enchanted creature becomes tapped, put a -0/-2 counter on it." (Spirit
  Shackle). `that_permanent`: the tapped permanent; `that_player`: its controller.
- "land_becomes_tapped": "Whenever a Forest an opponent controls becomes tapped, you gain 1
  life." (Lifetap): a land [with the subtype `land_subtype`] [controlled by an opponent of the
  ability's controller: `land_controller` "opponent"].
"""

from __future__ import annotations

from typing import Any

from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.event_triggers import abilities_with, auras_attached_to, triggered
from app.engine.state import Permanent

_ENCHANTED = frozenset({"enchanted_becomes_tapped"})
_LAND = frozenset({"land_becomes_tapped"})
_CITES = [cr("603.2")]


def _became_tapped(game: Game, tapped: Permanent) -> list[PendingTrigger]:
    named = {"that_permanent": tapped.id, "that_player": tapped.controller}
    found = [triggered(aura, index, "enchanted_becomes_tapped", named, _CITES)
             for aura in auras_attached_to(game, tapped.id) for index, _ in abilities_with(game, aura, _ENCHANTED)]
    characteristics = characteristics_of(game, tapped)
    if characteristics is None or CardType.LAND.value not in characteristics.types:
        return found
    for permanent in game.state.battlefield:
        for index, ability in abilities_with(game, permanent, _LAND):
            if ability.land_subtype is not None and ability.land_subtype not in characteristics.subtypes:
                continue
            if ability.land_controller == "opponent" and tapped.controller == permanent.controller:
                continue
            found.append(triggered(permanent, index, "land_becomes_tapped", named, _CITES))
    return found


def _tapped(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    permanent = game.permanent(event["permanent"])
    return [] if permanent is None else _became_tapped(game, permanent)


def _attackers_tapped(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    found: list[PendingTrigger] = []
    for attacker_id in event.get("tapped", []):
        permanent = game.permanent(attacker_id)
        if permanent is not None:
            found += _became_tapped(game, permanent)
    return found


keyword_triggers.watch("tapped", _tapped)
keyword_triggers.watch("attackers_declared", _attackers_tapped)
