"""s22-war: "Whenever another creature or planeswalker you control dies, ..." (Rising Populace, Cruel Celebrant): the
trigger "creature_dies" with a `dying` spec of base "creature_or_planeswalker".

A planeswalker dies too: "dies" means "is put into a graveyard from the battlefield" (CR 700.4), and such a trigger
looks back at the permanent as it last existed (CR 603.6c, 603.10a). rules/dies_triggers.py sees every creature that
dies (a creature planeswalker included); this module adds the planeswalkers that weren't creatures as they died, for
the "creature_dies" abilities whose `dying` spec names planeswalkers, matched the same way (`dying_matches`: its
controller then, "another", its last known characteristics). The event names `that_player`, `that_permanent` and
`that_card` as for a creature.

s33-fin: the same for a noncreature artifact and a `dying` spec naming artifacts ("Whenever another creature or artifact
you control dies, ...", Al Bhed Salvagers): a `dying` spec's card types that the permanent had as it last existed.

Gating: watched only in a game with a "creature_dies" trigger (`keyword_triggers.watch` with `needs`); a permanent that
left for a graveyard as something other than a non-creature planeswalker ends the look at once.
"""

from __future__ import annotations

from typing import Any

from app.engine.citations import cr
from app.engine.enums import CardType
from app.engine.game import Game, PendingTrigger
from app.engine.rules import keyword_triggers
from app.engine.rules.ability_presence import trigger_kind
from app.engine.rules.dies_triggers import dying_matches, left_for_the_graveyard
from app.engine.rules.event_triggers import abilities_with, triggered
from app.engine.target_grammar import parse_target_spec

_CREATURE_DIES = frozenset({"creature_dies"})
_CITES = [cr("603.6c"), cr("603.10a"), cr("700.4")]
# s33-fin: "Whenever another creature or artifact you control dies" (CR 700.4): a noncreature artifact dies too
_NONCREATURE_DYING = (CardType.PLANESWALKER, CardType.ARTIFACT)


def _detect(game: Game, event: dict[str, Any]) -> list[PendingTrigger]:
    died = next((left for card_type in _NONCREATURE_DYING
                 if (left := left_for_the_graveyard(game, event, card_type)) is not None), None)
    if died is None:
        return []
    last_known = game.state.last_known[died.id]
    if CardType.CREATURE.value in last_known.types:
        return []  # a creature: rules/dies_triggers.py
    kinds = {card_type.lower() for card_type in last_known.types}  # s33-fin: a planeswalker or an artifact
    named: dict[str, Any] = {"that_player": died.controller, "that_permanent": died.id}
    if cards := event.get("cards"):
        named["that_card"] = cards[0]
    found = []
    for permanent in [died, *game.state.battlefield]:
        for index, ability in abilities_with(game, permanent, _CREATURE_DIES):
            dying = getattr(ability, "dying", None)
            if dying is None:
                continue
            spec = parse_target_spec(dying)
            if permanent.id == died.id and getattr(ability, "or_self", False):
                fires = not spec.states  # "Whenever ~ or another ... dies": ~ itself, a planeswalker (CR 603.10a)
            else:
                fires = bool(kinds & set(spec.types)) and dying_matches(dying, died, last_known, permanent, game)
            if fires:
                found.append(triggered(permanent, index, "creature_dies", named, _CITES))
    return found


keyword_triggers.watch("zone_change", _detect, needs=tuple(map(trigger_kind, _CREATURE_DIES)))
