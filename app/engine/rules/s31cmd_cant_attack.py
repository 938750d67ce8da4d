"""s31-cmd: "Creatures without flying or islandwalk can't attack." (`s31cmd_creatures_cant_attack`; CR 508.1c, 611.3a):
while a permanent with the ability is on the battlefield (face up, its abilities not lost), a creature without any of
the ability's `unless_keywords` (as continuous effects make its keywords, 613.1f) can't be declared as an attacker; it
restricts every player's creatures. Registered with `needs`: asked only in a game with such an ability."""

from __future__ import annotations

from app.engine import registry
from app.engine.cards import S31cmdCreaturesCantAttackAbility
from app.engine.characteristics import characteristics_of
from app.engine.citations import cr
from app.engine.game import Game
from app.engine.registry import Refusal
from app.engine.rules.ability_presence import abilities_of_kind
from app.engine.state import Permanent


def _creatures_cant_attack(game: Game, attacker: Permanent) -> Refusal | None:
    characteristics = characteristics_of(game, attacker)
    keywords = set(characteristics.keywords) if characteristics is not None else set()
    for source in game.state.battlefield:
        for _, ability in abilities_of_kind(game, source, S31cmdCreaturesCantAttackAbility):
            if keywords.isdisjoint(ability.unless_keywords):
                return Refusal(f"{source.id}: creatures without {' or '.join(ability.unless_keywords)} can't attack",
                               (cr("508.1c"),), title="Can't attack")
    return None


registry.attack_restrictions.add(_creatures_cant_attack, needs=(S31cmdCreaturesCantAttackAbility,))
