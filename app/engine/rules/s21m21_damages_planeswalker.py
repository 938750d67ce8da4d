"""s21-m21: "Whenever a creature you control with deathtouch deals damage to a planeswalker, destroy that
planeswalker." (Hooded Blightfang): the trigger "creature_damages_planeswalker" with `dealing`.

Seen through `registry.damage_dealt` (rules/damage.py, the one place damage is dealt, after prevention; asked only in
a game with such a trigger): damage of more than 0 (CR 120.1, 603.2) dealt by a creature on the battlefield that is
what `dealing` names (read from the ability's source: "you control" is its controller) to a permanent that is a
planeswalker as the damage is dealt (306.8) triggers it; `that_permanent` is that planeswalker ("that planeswalker"),
`that_much` the damage. Combat damage is dealt at once (510.2): one source's combat damage to one planeswalker in one
combat damage step is one event, so it triggers once.

s22-zne: "Whenever a creature you control deals combat damage to a planeswalker, destroy that planeswalker." (Zagras,
Thief of Heartbeats): the trigger "creature_combat_damages_planeswalker", the same for combat damage only (CR 510.2)."""

from __future__ import annotations

from app.engine import registry
from app.engine.characteristics import characteristics_of, is_creature
from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game
from app.engine.rules.ability_presence import trigger_kind
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.rules.target_filters import matches_filter
from app.engine.target_grammar import parse_target_spec

TRIGGER = "creature_damages_planeswalker"
COMBAT_TRIGGER = "creature_combat_damages_planeswalker"  # s22-zne: combat damage only (CR 510.2)
_TRIGGERS = frozenset({TRIGGER})
_COMBAT_TRIGGERS = frozenset({TRIGGER, COMBAT_TRIGGER})
_PLANESWALKER = CardType.PLANESWALKER.value


def _dealt(game: Game, source_id: str, recipient: str, amount: int, combat: bool) -> None:
    if amount <= 0:
        return
    damaged = game.permanent(recipient)
    dealer = game.permanent(source_id)
    if damaged is None or dealer is None or not is_creature(game, dealer):
        return
    characteristics = characteristics_of(game, damaged)
    if characteristics is None or _PLANESWALKER not in characteristics.types:
        return
    cites = [cr("603.2"), cr("120.1"), cr("306.8"), *([cr("510.2")] if combat else [])]
    for permanent in game.state.battlefield:
        for index, ability in abilities_with(game, permanent, _COMBAT_TRIGGERS if combat else _TRIGGERS):
            spec = parse_target_spec(ability.dealing or "creature")
            if matches_filter(game, spec, dealer, permanent.id, permanent.controller or ""):
                game.pending_triggers.append(triggered(
                    permanent, index, ability.trigger, {"that_permanent": damaged.id, "that_much": amount}, cites))


registry.damage_dealt.add(_dealt, needs=(trigger_kind(TRIGGER), trigger_kind(COMBAT_TRIGGER)))
